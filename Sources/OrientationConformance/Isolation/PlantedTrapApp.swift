import OrientationSpec
public import UIKitModel

/// An app whose own tab bar controller traps, for the tests of the checks' child processes: its
/// `supportedInterfaceOrientations` forwards to `viewControllers![selectedIndex]`, as app code
/// that assumes a selection does, which reads past the end (or unwraps `nil`) while the tab bar
/// has no selection.
///
/// The command line accepts it as `planted-trap-app` only when the environment sets
/// `ORIENTATION_CHECK_PLANTED=1`; no command lists it.
public enum PlantedTrapApp {
  /// The app: a navigation controller over a screen, the trapping tab bar (empty) among its
  /// screens and as its base class for tab bars.
  public static let app = UIKitApp(
    name: "planted-trap-app",
    infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [
      .portrait, .landscapeLeft, .landscapeRight,
    ]),
    rootViewController: { UINavigationController(rootViewController: UIViewController()) },
    screens: [.screen { UIViewController() }, .screen { TrappingTabBarController() }],
    baseClasses: UIKitApp.BaseClasses(tabBar: { TrappingTabBarController() }))
}

/// The tab bar controller that assumes a selection.
final class TrappingTabBarController: UITabBarController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    viewControllers![selectedIndex].supportedInterfaceOrientations
  }
}

/// The planted misbehaving resolvers and app by their command-line names.
enum PlantedMisbehaviour {
  static var all: [any OrientationResolver] {
    PlantedTrapResolver.Misbehaviour.allCases.map { PlantedTrapResolver($0) } + [PlantedTrapApp.app]
  }

  static func resolver(named name: String) -> (any OrientationResolver)? {
    all.first { $0.name == name }
  }
}
