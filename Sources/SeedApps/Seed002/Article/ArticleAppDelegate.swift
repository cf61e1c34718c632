#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/*
  1.建议去掉General里Device Orientation的勾选用代码方式设置。
  2.建议在AppDelegate.h里设置公有属性，通过设置该属性来灵活改变App支持方向。
  3.此方法在shouldAutorotate返回YES时会触发。
*/
class ArticleAppDelegate: AppDelegate {
  override func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    if self.Rotate {
      return .all
    } else {
      switch self.type {
      case .RotationTypeOne:
        return .landscape
      case .RotationTypeTwo:
        return .portrait
      default:
        return .portrait
      }
    }
  }
}
