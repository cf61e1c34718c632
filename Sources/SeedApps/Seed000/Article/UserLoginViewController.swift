#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class UserLoginViewController: BaseTableViewController {

  // 标识登录界面被 present 打开时，上一个界面(播放器)是不是处于横屏状态
  fileprivate var _isPreViewControllerAtLandscapeMode = false

  fileprivate var _loginActionResultBlock: ((Bool) -> Void)? = nil

  // 外部调用方式：
  // presentingViewController.present(UserLoginViewController.viewController(_isLandscape, animated: true)
  //
  class func viewController(
    _ isPreViewControllerAtLandscapeMode: Bool = false,
    loginActionResultBlock: ((Bool) -> Void)? = nil
  ) -> BaseNavViewController {
    // 构建登录视图控制器的方式，自定，一般都是通过StoryBoard来布局。
    let loginController = UserLoginViewController()
    loginController._isPreViewControllerAtLandscapeMode = isPreViewControllerAtLandscapeMode
    loginController._loginActionResultBlock = loginActionResultBlock
    // 包装到BaseNavViewController中去
    let nav = BaseNavViewController(rootViewController: loginController)
    nav.modalPresentationStyle = .fullScreen
    nav.modalTransitionStyle = .coverVertical
    return nav
  }

  override var _supportedInterfaceOrientations_: UIInterfaceOrientationMask? {
    return .portrait  // 竖屏
  }

  override var _preferredInterfaceOrientationForPresentation_: UIInterfaceOrientation? {
    return .portrait  // 竖屏
  }

  override var _preferredStatusBarStyle_: UIStatusBarStyle? {
    return .lightContent  // 返回你自己需要的状态栏样式
  }

  // 关闭登录界面(不管在登录界面中是否调到了别的界面，注意，一定是返回到登录界面之后，再统一关闭，因为这里需要额外处理一下)
  func closeController(_ isLoginSuccess: Bool) {
    // 关闭界面之前，处理一下旋转问题
    if _isPreViewControllerAtLandscapeMode {
      UIRotateUtils.shared.rotateToLandscape()
    }
    dismiss(animated: true) { [weak self] in
      self?._loginActionResultBlock?(isLoginSuccess)
    }
  }

}
