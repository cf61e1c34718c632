#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class PushViewController: BaseViewController {

  private var _shouldAutorotate: Bool = false

  isolated deinit {
    let delegate = UIApplication.shared.delegate as? AppDelegate
    delegate?.Rotate = false
    delegate?.type = .RotationTypeDefault
  }

  func popVC() {
    self.navigationController?.popViewController(animated: true)
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
      return .portrait
    }
  }

}
