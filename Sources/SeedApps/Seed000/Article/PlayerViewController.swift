#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class PlayerViewController: BaseViewController {

  // 此参数由外部传入，并且在要在构造控制器时传入
  fileprivate var _isLandscape = false

  init(isLandscape: Bool = false) {
    super.init(nibName: nil, bundle: nil)
    _isLandscape = isLandscape
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    updateOrientationIfNeeded(true)  // 刚启动时，强制执行
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    updateOrientationIfNeeded()  // 后续的界面间跳转，不强制执行
  }

  // MARK: - 自定义配置
  override var _prefersStatusBarHidden_: Bool? {
    return true
  }

  override var _supportedInterfaceOrientations_: UIInterfaceOrientationMask? {
    return _isLandscape ? .landscapeRight : .portrait
  }

  override var _preferredInterfaceOrientationForPresentation_: UIInterfaceOrientation? {
    return _isLandscape ? .landscapeRight : .portrait
  }

  override var isForbidInteractivePopGesture: Bool {
    return _isLandscape
  }

  // MARK: - 控制旋转
  fileprivate func updateOrientationIfNeeded(_ force: Bool = false) {
    if _isLandscape {
      toLandscapeOrientation(force)
    } else {
      toPortraitOrientation(force)
    }
  }

  fileprivate func toLandscapeOrientation(_ force: Bool = false) {
    guard force || !_isLandscape else {
      return
    }
    UIRotateUtils.shared.rotateToLandscape()
  }

  fileprivate func toPortraitOrientation(_ force: Bool = false) {
    guard force || _isLandscape else {
      return
    }
    UIRotateUtils.shared.rotateToPortrait()
  }

  // 点击菜单的 “旋转” 按钮
  func onChangeOrientationBtnTapped(_ any: Any?) {
    // 核心控制
    _isLandscape = !_isLandscape
    if _isLandscape {
      toLandscapeOrientation(true)
    } else {
      toPortraitOrientation(true)
    }
  }

}
