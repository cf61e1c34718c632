#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-in screen: portrait, presented full screen in its own navigation controller.
final class LoginViewController: BaseViewController {
  /// The close button: dismisses the login.
  func closeTapped() { dismiss(animated: true) }
}

/// The settings: every orientation but upside down.
final class SettingsViewController: BaseViewController {
  override var screenOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

extension BaseViewController {
  /// Shows an alert over the screen (a confirmation, an error).
  func showAlert(_ message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}
