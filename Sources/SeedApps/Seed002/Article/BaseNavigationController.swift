#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class BaseNavigationController: UINavigationController {

  override var shouldAutorotate: Bool {
    return self.topViewController?.shouldAutorotate ?? false
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return self.topViewController?.supportedInterfaceOrientations ?? []
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return self.topViewController?.preferredInterfaceOrientationForPresentation ?? .unknown
  }

}
