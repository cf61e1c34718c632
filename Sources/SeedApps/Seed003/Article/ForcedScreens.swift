#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// 目前的解决方案: 强制旋转
class ForcedPortraitViewController: PortraitViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let value = UIInterfaceOrientation.portrait.rawValue
    UIDevice.current.setValue(value, forKey: "orientation")
  }
}

class ForcedLandscapeViewControllerA: LandscapeViewControllerA {
  override func viewDidLoad() {
    super.viewDidLoad()
    let value = UIInterfaceOrientation.landscapeRight.rawValue
    UIDevice.current.setValue(value, forKey: "orientation")
  }
}

class ForcedPortraitViewControllerB: PortraitViewControllerB {
  override func viewDidLoad() {
    super.viewDidLoad()
    let value = UIInterfaceOrientation.portrait.rawValue
    UIDevice.current.setValue(value, forKey: "orientation")
  }
}
