#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    if window?.isKeyWindow == true && window?.rootViewController != nil {
      return window!.rootViewController!.supportedInterfaceOrientations
    }
    return .all
  }
}
