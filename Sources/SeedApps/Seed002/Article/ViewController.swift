#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class ViewController: BaseViewController {

  func presentToOtherVC() {
    let presentVC = PresentViewController()
    let delegate = UIApplication.shared.delegate as? AppDelegate
    delegate?.Rotate = true
    delegate?.type = .RotationTypeTwo
    self.present(presentVC, animated: true, completion: nil)
  }

  func pushToOtherVC() {
    let pushVC = PushViewController()
    let delegate = UIApplication.shared.delegate as? AppDelegate
    delegate?.Rotate = true
    delegate?.type = .RotationTypeOne
    self.navigationController?.pushViewController(pushVC, animated: true)
  }

}

class ViewController1: ViewController {}
class ViewController2: ViewController {}
class ViewController3: ViewController {}
class ViewController4: ViewController {}
