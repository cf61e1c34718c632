#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The library: portrait. From here the user plays a video, signs in, or sees an alert.
final class HomeViewController: BaseViewController {
  /// The play button: pushes the player, landscape.
  func playTapped() {
    navigationController?.pushViewController(PlayerViewController(isLandscape: true), animated: true)
  }

  /// The sign-in button: the login, full screen in its own navigation controller.
  func signInTapped() {
    let login = BaseNavigationController(rootViewController: LoginViewController())
    login.modalPresentationStyle = .fullScreen
    present(login, animated: true)
  }
}
