#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// MyApp's root: the selected tab decides; before the first selection, the tab bar answers for
/// itself. The interface turns when the tab the user selects does not support it.
class BaseTabBarController: UITabBarController, UITabBarControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
  }

  /// Shown again (what covered it dismissed): the selected tab may not support the orientation
  /// the interface is in.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    RotationHelper.refreshIfNeeded(after: self)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    RotationHelper.refreshIfNeeded(after: viewController)
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let mask = selectedViewController?.supportedInterfaceOrientations, !mask.isEmpty {
      return mask
    }
    return super.supportedInterfaceOrientations
  }

  override var shouldAutorotate: Bool {
    selectedViewController?.shouldAutorotate ?? super.shouldAutorotate
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    RotationHelper.presentable(
      selectedViewController?.preferredInterfaceOrientationForPresentation, for: self)
  }

  override var prefersStatusBarHidden: Bool {
    selectedViewController?.prefersStatusBarHidden ?? super.prefersStatusBarHidden
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    selectedViewController?.preferredStatusBarStyle ?? super.preferredStatusBarStyle
  }
}
