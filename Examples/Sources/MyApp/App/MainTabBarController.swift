#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The window's root: the library and the settings, each in its navigation controller.
final class MainTabBarController: BaseTabBarController {
  init() {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [
      BaseNavigationController(rootViewController: HomeViewController()),
      BaseNavigationController(rootViewController: SettingsViewController()),
    ]
  }

  required init?(coder: NSCoder) { fatalError("MyApp builds its root in code") }
}
