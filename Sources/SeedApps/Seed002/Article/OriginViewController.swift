#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class OriginViewController: BaseViewController {

  func presentToOtherVC() {
    let presentVC = BaseTabBarController()
    self.present(presentVC, animated: true, completion: nil)
  }

}
