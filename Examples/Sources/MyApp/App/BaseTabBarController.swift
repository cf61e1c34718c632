#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// MyApp's root: the selected tab decides; before the first selection, the tab bar answers for
/// itself.
class BaseTabBarController: UITabBarController {
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
