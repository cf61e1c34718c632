#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class CategoryViewController: BaseViewController {

  // 此参数由外部传入，并且在要在构造控制器时传入
  fileprivate var _isLandscape = false

  init(isLandscape: Bool = false) {
    super.init(nibName: nil, bundle: nil)
    _isLandscape = isLandscape
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override var _supportedInterfaceOrientations_: UIInterfaceOrientationMask? {
    return _isLandscape ? .landscapeRight : .portrait
  }

  override var _preferredInterfaceOrientationForPresentation_: UIInterfaceOrientation? {
    return _isLandscape ? .landscapeRight : .portrait
  }

}
