#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// 先往navigationController推一个只支持.landscape的viewController A，然后再推一个只支持.portrait的viewController B
class PortraitViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .portrait
  }
}

class LandscapeViewControllerA: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .landscape
  }
}

class PortraitViewControllerB: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .portrait
  }
}
