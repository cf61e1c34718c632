#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class PresentViewController: BaseViewController {

  private var _shouldAutorotate: Bool = false

  isolated deinit {
    let delegate = UIApplication.shared.delegate as? AppDelegate
    delegate?.Rotate = false
    delegate?.type = .RotationTypeDefault
  }

  func dismissVC() {
    self.dismiss(animated: true, completion: nil)
  }

  func allowedRotation(_ button: UIButton) {
    button.isSelected = !button.isSelected
    _shouldAutorotate = button.isSelected
  }

  func forceRotateToRight(_ sender: Any) {
    if _shouldAutorotate {
      let val = UIInterfaceOrientation.landscapeRight.rawValue  //这个方向即需要旋转到的那个方向,自行设置
      UIDevice.current.setValue(val, forKey: "orientation")
    } else {
      _shouldAutorotate = true

      let val = UIInterfaceOrientation.landscapeRight.rawValue  //这个方向即需要旋转到的那个方向,自行设置
      UIDevice.current.setValue(val, forKey: "orientation")

      _shouldAutorotate = false
    }
  }

  override var shouldAutorotate: Bool {
    return _shouldAutorotate
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    return .landscapeRight
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if _shouldAutorotate {
      return .all
    } else {

      return .landscapeRight
    }
  }

}
