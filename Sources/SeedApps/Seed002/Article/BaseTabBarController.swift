#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class BaseTabBarController: UITabBarController {

  init() {
    super.init(nibName: nil, bundle: nil)
    self.setupViewControllers()
    self.selectedIndex = 0
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  func setupViewControllers() {
    /*创建childViewControllers，以下代码可以自定义*/
    let vcClasses: [() -> UIViewController] = [
      { ViewController1() }, { ViewController2() }, { ViewController3() }, { ViewController4() },
    ]

    for i in 0..<vcClasses.count {
      let vc = vcClasses[i]()

      let navController = BaseNavigationController(rootViewController: vc)
      self.addChild(navController)
    }
  }

  override var shouldAutorotate: Bool {
    return self.selectedViewController?.shouldAutorotate ?? false
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return self.selectedViewController?.preferredInterfaceOrientationForPresentation ?? .unknown
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return self.selectedViewController?.supportedInterfaceOrientations ?? []
  }

}
