#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// MyApp's app delegate: every orientation but upside down; the screens decide which they show.
/// (`@main` is the iOS app's own attribute: the check builds the app from its description.)
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    .allButUpsideDown
  }
}
