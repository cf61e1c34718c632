#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// Apple提供的方案: 实现UINavigationControllerDelegate
class DelegateNavigationController: UINavigationController, UINavigationControllerDelegate {
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    delegate = self
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    delegate = self
  }

  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    return self.topViewController?.supportedInterfaceOrientations ?? .portrait
  }
}
