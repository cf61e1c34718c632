#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// 在- (void)viewDidAppear 中调用如下代码
class KVCVideoViewController: VideoViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = UIDevice.current.orientation
    let orientationTarget = NSNumber(value: UIDeviceOrientation.landscapeLeft.rawValue)
    UIDevice.current.setValue(orientationTarget, forKey: "orientation")
  }
}

// 可以把上述代码稍微修改一下
class FlipVideoViewController: VideoViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let currentOrientation = UIDevice.current.orientation
    var orientationTarget = NSNumber(value: UIDeviceOrientation.landscapeLeft.rawValue)
    if currentOrientation == .landscapeLeft {
      orientationTarget = NSNumber(value: UIDeviceOrientation.landscapeRight.rawValue)
    }
    UIDevice.current.setValue(orientationTarget, forKey: "orientation")
    DispatchQueue.main.async { [weak self] in
      if self != nil {
        let orientationTarget = NSNumber(value: currentOrientation.rawValue)
        UIDevice.current.setValue(orientationTarget, forKey: "orientation")
      }
    }
  }
}

// 还有一种方法，present一个 UIViewController
class VideoPlayerRotationHelpViewController: UIViewController {
}

class PresentAndDismissVideoViewController: VideoViewController {
  var orientationChanged = false
  var rotationHelpPresentationStyle: UIModalPresentationStyle = .automatic

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if self.orientationChanged == false {  //因为模态窗口消失的时候，会再次调用当前 VC 的 viewDidAppear
      self.orientationChanged = true
      let vc = VideoPlayerRotationHelpViewController()
      vc.modalPresentationStyle = rotationHelpPresentationStyle
      self.present(vc, animated: false, completion: nil)
      vc.dismiss(animated: false, completion: nil)
    } else {
      //做正常的事情
    }
  }
}
