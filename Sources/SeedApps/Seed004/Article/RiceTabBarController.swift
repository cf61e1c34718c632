#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class RiceTabBarController: UITabBarController {
  override var shouldAutorotate: Bool {
    if self.selectedViewController is RiceNavigationController {
      let tempController = self.selectedViewController as! RiceNavigationController
      if let topViewController = tempController.topViewController {  // respondsToSelector:
        return topViewController.shouldAutorotate
      }
    } else if let selectedViewController = self.selectedViewController {  // respondsToSelector:
      return selectedViewController.shouldAutorotate
    }
    return true
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if self.selectedViewController is RiceNavigationController {
      let tempController = self.selectedViewController as! RiceNavigationController
      if let topViewController = tempController.topViewController {  // respondsToSelector:
        return topViewController.supportedInterfaceOrientations
      }
    } else if let selectedViewController = self.selectedViewController {  // respondsToSelector:
      return selectedViewController.supportedInterfaceOrientations
    }
    return .all
  }
}
