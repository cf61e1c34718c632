#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class BaseTabBarController: UITabBarController {
  override var prefersStatusBarHidden: Bool {
    return selectedViewController?.prefersStatusBarHidden ?? kDefaultPrefersStatusBarHidden
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    return selectedViewController?.preferredStatusBarStyle ?? kDefaultPreferredStatusBarStyle
  }

  override var shouldAutorotate: Bool {
    return selectedViewController?.shouldAutorotate ?? kDefaultShouldAutorotate
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return [
      selectedViewController?.supportedInterfaceOrientations
        ?? kDefaultSupportedInterfaceOrientations,
      preferredInterfaceOrientationForPresentation.orientationMask,
    ]
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return selectedViewController?.preferredInterfaceOrientationForPresentation
      ?? kDefaultPreferredInterfaceOrientationForPresentation
  }
}
