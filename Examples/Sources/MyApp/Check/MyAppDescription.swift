// How the check builds MyApp: not one of the app's files (it uses UIKitModel's own API).

public import UIKitModel

/// A screen the generator makes: a `BaseViewController` that supports what the generated
/// hierarchy declares for it, as MyApp's screens say it in their overrides.
final class GeneratedScreen: BaseViewController {
  override var screenOrientations: UIInterfaceOrientationMask {
    declaredAnswers.supportedInterfaceOrientations ?? super.screenOrientations
  }
  override var screenPreferredOrientation: UIInterfaceOrientation? {
    declaredAnswers.preferredInterfaceOrientationForPresentation
  }
  override var shouldAutorotate: Bool {
    declaredAnswers.shouldAutorotate ?? super.shouldAutorotate
  }
  override var prefersStatusBarHidden: Bool {
    declaredAnswers.prefersStatusBarHidden ?? super.prefersStatusBarHidden
  }
  override var preferredStatusBarStyle: UIStatusBarStyle {
    declaredAnswers.preferredStatusBarStyle ?? super.preferredStatusBarStyle
  }
}

/// MyApp as the checker runs it: its Info.plist, app delegate and root; the screens the
/// generator pushes, presents and shows; its base classes for generated controllers; and the
/// buttons the generator taps.
public let myApp = UIKitApp(
  name: "my-app",
  infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [
    .portrait, .landscapeLeft, .landscapeRight,
  ]),
  idioms: [.phone, .pad], deploymentTarget: 13,
  appDelegate: { AppDelegate() },
  rootViewController: { MainTabBarController() },
  screens: [
    .screen { HomeViewController() },
    .screen("PlayerViewController(landscape)") { PlayerViewController(isLandscape: true) },
    .screen("PlayerViewController(portrait)") { PlayerViewController(isLandscape: false) },
    .screen("LoginNavigation") {
      let login = BaseNavigationController(rootViewController: LoginViewController())
      login.modalPresentationStyle = .fullScreen
      return login
    },
    .screen { SettingsViewController() },
  ],
  baseClasses: UIKitApp.BaseClasses(
    content: { GeneratedScreen() }, navigation: { BaseNavigationController() },
    tabBar: { BaseTabBarController() }),
  actions: [
    .action("play") { (home: HomeViewController) in home.playTapped() },
    .action("signIn") { (home: HomeViewController) in home.signInTapped() },
    .action("rotate") { (player: PlayerViewController) in player.rotateTapped() },
    .action("close") { (login: LoginViewController) in login.closeTapped() },
    .action("alert") { (screen: BaseViewController) in screen.showAlert("Saved") },
  ])
