#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

enum RotationType {
  case RotationTypeDefault
  case RotationTypeOne
  case RotationTypeTwo
}

class AppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  var Rotate: Bool = false

  var type: RotationType = .RotationTypeDefault

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Override point for customization after application launch.
    self.Rotate = false
    self.type = .RotationTypeDefault

    self.window = UIWindow(frame: UIScreen.main.bounds)
    let originVC = OriginViewController()
    let originNav = BaseNavigationController(rootViewController: originVC)
    self.window?.rootViewController = originNav
    self.window?.makeKeyAndVisible()

    return true
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    if self.Rotate {
      switch self.type {
      case .RotationTypeOne:
        return .landscape
      case .RotationTypeTwo:
        return .all
      default:
        return .portrait
      }
    } else {
      return .portrait
    }
  }

}
