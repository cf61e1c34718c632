#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class CustomViewController: BaseViewController {

  private var _shouldAutorotate: Bool = false

  func dismissVC() {
    self.dismiss(animated: true, completion: nil)
  }

  func allowedRotation(_ button: UIButton) {
    button.isSelected = !button.isSelected
    _shouldAutorotate = button.isSelected
  }

  override var shouldAutorotate: Bool {
    return _shouldAutorotate
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return .portrait
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if _shouldAutorotate {
      return .all
    } else {
      return UIInterfaceOrientationMask(rawValue: UInt(UIInterfaceOrientation.portrait.rawValue))
    }
  }

}
