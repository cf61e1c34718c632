#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/*这里按需return旋转策略*/
class BaseViewController: UIViewController {

  override var shouldAutorotate: Bool {
    return false
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return .portrait
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .portrait
  }

}
