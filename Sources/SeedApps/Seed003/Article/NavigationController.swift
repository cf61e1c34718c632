#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// 网络上面提供的解决方案: 继承UINavigationController，重写其三个方法
class NavigationController: UINavigationController {
  override var shouldAutorotate: Bool {
    return self.topViewController?.shouldAutorotate ?? true
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return self.topViewController?.supportedInterfaceOrientations ?? .portrait
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return self.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
  }
}
