#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    return .allButUpsideDown
  }
}
