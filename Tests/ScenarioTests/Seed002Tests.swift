import OrientationSpec
import Testing

/// Seed 002 (RotationDemo): plain forwarding containers, a portrait base view controller that does
/// not autorotate, an app delegate whose mask global flags switch, and three pitfalls.
///
/// The plist lists no orientation (`<array/>`); the app delegate answers
/// portrait by default, landscape before a push (`RotationTypeOne`) and all
/// before a present (`Rotate`).
enum Seed002 {
  static func app(delegate: InterfaceOrientationMask) -> AppConfiguration {
    AppConfiguration(
      idiom: .phone, osVersion: .iOS17, plistOrientations: [], delegateOrientations: delegate)
  }

  /// A subclass of the article's `BaseViewController`: portrait, no autorotation, preferring portrait.
  static func base(_ name: String) -> ControllerSpec {
    .content(name, supports: .portrait, autorotates: false, prefers: .portrait)
  }

  /// `BaseTabBarController` with four `NavigationController` tabs, before or after `selectedIndex = 0`.
  static func tabBar(selected: TabSelection) -> ControllerSpec {
    .tabBar(
      name: "BaseTabBarController",
      (1...4).map { .navigation(name: "NavigationController\($0)", [base("ViewController\($0)")]) },
      selected: selected)
  }

  /// The login page presenting the tab bar full screen (the pitfall's "独立的页面跳转到 tabBarViewController").
  static func loginPresentingTabBar(selected: TabSelection) -> ControllerSpec {
    base("LoginViewController")
      .presenting(tabBar(selected: selected), style: .fullScreen, phase: .beingPresented)
  }

  /// A portrait-only screen in a `BaseNavigationController`, installed when the delegate answers landscape.
  static func portraitScreen(autorotates: Bool) -> ControllerSpec {
    .navigation(
      name: "BaseNavigationController",
      [
        .content(
          "PortraitViewController", supports: .portrait, autorotates: autorotates,
          prefers: .portrait)
      ])
  }

  /// A portrait, non-rotating screen presented full screen over another.
  static let presentingPortraitScreen = base("ListViewController")
    .presenting(base("PortraitViewController"), style: .fullScreen, phase: .beingPresented)

  /// A screen supporting landscape but preferring portrait, presented full screen, bare or in a navigation controller.
  static func presentingMismatch(wrapped: Bool) -> ControllerSpec {
    let presented = ControllerSpec.content(
      "PresentViewController", supports: .landscape, prefers: .portrait)
    return .navigation(name: "BaseNavigationController", [base("ListViewController")])
      .presenting(
        wrapped ? .navigation(name: "PresentNavigationController", [presented]) : presented,
        style: .fullScreen, phase: .beingPresented)
  }

  static let rows: [ScenarioRow] = [
    // Pitfall 1: a tab bar asked before `selectedIndex` is set. The article's forwarding
    // sends every question to nil and gets 0: an empty mask (R6), `NO`, `unknown`.
    ScenarioRow(
      "a tab bar with no selection yet answers for itself: portrait, no crash (R4, R8)",
      .asIntended, .uikitDefault, app: app(delegate: .portrait),
      root: loginPresentingTabBar(selected: .none),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "BaseTabBarController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "a tab bar with no selection yet answers for itself instead of forwarding to nil: portrait, no crash (R6)",
      .asIntended, .reference, app: app(delegate: .portrait),
      root: loginPresentingTabBar(selected: .none),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "BaseTabBarController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),
    // Up to iOS 15 `shouldAutorotate` NO spares E1, but the preferred orientation (unknown)
    // is not in the empty allowed mask at a full-screen presentation: the article's E2 (R10, R11).
    ScenarioRow(
      "a tab bar with no selection yet forwards to nil: allowed is empty, NO spares E1, the preferred unknown raises E2/E3 (R10, R11)",
      .crashesAsWarned, .seed002Forwarding, on: [.iOS12, .iOS15], app: app(delegate: .portrait),
      root: loginPresentingTabBar(selected: .none),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "BaseTabBarController", allowed: [], orientation: .portrait, raises: .e2e3,
      statusBarOwner: nil),
    ScenarioRow(
      "a tab bar with no selection yet forwards to nil: from iOS 16 shouldAutorotate NO no longer spares E1 (R9, R10)",
      .crashesAsWarned, .seed002Forwarding, on: [.iOS16, .iOS17], app: app(delegate: .portrait),
      root: loginPresentingTabBar(selected: .none),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "BaseTabBarController", allowed: [], orientation: .portrait, raises: .e1,
      statusBarOwner: nil),
    ScenarioRow(
      "the article's fix, selectedIndex = 0 in init: the selected tab's portrait screen decides (R1)",
      .asIntended, .seed002Forwarding, app: app(delegate: .portrait),
      root: loginPresentingTabBar(selected: .index(0)),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "BaseTabBarController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),

    // Pitfall 2: no orientation in common with the app (the delegate switched to landscape).
    ScenarioRow(
      "a portrait-only screen when the app allows landscape only: the navigation controller's default turns it landscape (R4, R25)",
      .notAsIntended, .uikitDefault, app: app(delegate: .landscape),
      root: portraitScreen(autorotates: false),
      interface: .portrait, trigger: .rootInstalled,
      decider: "BaseNavigationController", allowed: .landscape, orientation: .landscapeRight,
      statusBarOwner: "BaseNavigationController"),
    ScenarioRow(
      "no common orientation with the app, shouldAutorotate NO: no exception up to iOS 15, nothing rotates (R9, R10)",
      .asIntended, .reference, on: [.iOS12, .iOS15], app: app(delegate: .landscape),
      root: portraitScreen(autorotates: false),
      interface: .portrait, trigger: .rootInstalled,
      decider: "BaseNavigationController", allowed: [], orientation: .portrait,
      statusBarOwner: "BaseNavigationController"),
    ScenarioRow(
      "no common orientation with the app, shouldAutorotate NO: E1 from iOS 16, where shouldAutorotate is ignored (R9, R10)",
      .notAsIntended, .reference, on: [.iOS16, .iOS17], app: app(delegate: .landscape),
      root: portraitScreen(autorotates: false),
      interface: .portrait, trigger: .rootInstalled,
      decider: "BaseNavigationController", allowed: [], orientation: .portrait, raises: .e1,
      statusBarOwner: nil),
    ScenarioRow(
      "no common orientation with the app, shouldAutorotate NO: no exception up to iOS 15 (R9, R10)",
      .asIntended, .seed002Forwarding, on: [.iOS12, .iOS15], app: app(delegate: .landscape),
      root: portraitScreen(autorotates: false),
      interface: .portrait, trigger: .rootInstalled,
      decider: "BaseNavigationController", allowed: [], orientation: .portrait,
      statusBarOwner: "BaseNavigationController"),
    ScenarioRow(
      "no common orientation with the app, shouldAutorotate NO: E1 from iOS 16 (R9, R10)",
      .notAsIntended, .seed002Forwarding, on: [.iOS16, .iOS17], app: app(delegate: .landscape),
      root: portraitScreen(autorotates: false),
      interface: .portrait, trigger: .rootInstalled,
      decider: "BaseNavigationController", allowed: [], orientation: .portrait, raises: .e1,
      statusBarOwner: nil),
    // At a full-screen presentation NO spares E1 only: the preferred orientation cannot
    // lie in an empty allowed mask, so R11 still raises E2/E3 (as with pitfall 1).
    ScenarioRow(
      "a portrait screen that does not autorotate presented full screen in a landscape app: NO spares E1, its portrait is not allowed, E2/E3 (R10, R11)",
      .notAsIntended, .uikitDefault, on: [.iOS12, .iOS15], app: app(delegate: .landscape),
      root: presentingPortraitScreen,
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PortraitViewController", allowed: [], orientation: .portrait, raises: .e2e3,
      statusBarOwner: nil),
    ScenarioRow(
      "a portrait screen that does not autorotate presented full screen in a landscape app: E1 from iOS 16 (R9, R10)",
      .notAsIntended, .uikitDefault, on: [.iOS16, .iOS17], app: app(delegate: .landscape),
      root: presentingPortraitScreen,
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PortraitViewController", allowed: [], orientation: .portrait, raises: .e1,
      statusBarOwner: nil),
    ScenarioRow(
      "no common orientation with the app, shouldAutorotate YES: E1 on every version (R10)",
      .crashesAsWarned, .reference, on: [.iOS12, .iOS15, .iOS17], app: app(delegate: .landscape),
      root: portraitScreen(autorotates: true),
      interface: .portrait, trigger: .rootInstalled,
      decider: "BaseNavigationController", allowed: [], orientation: .portrait, raises: .e1,
      statusBarOwner: nil),

    // Pitfall 3: a preferred orientation outside the supported mask, at a full-screen presentation.
    ScenarioRow(
      "a presented screen preferring portrait but supporting landscape raises E2/E3 (R11)",
      .crashesAsWarned, .uikitDefault, on: [.iOS12, .iOS15, .iOS17], app: app(delegate: .all),
      root: presentingMismatch(wrapped: false),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PresentViewController", allowed: .landscape, orientation: .portrait, raises: .e2e3,
      statusBarOwner: nil),
    // The reference's base class answers every app controller's preferred orientation
    // itself, clamping the screen's declared one into what it allows.
    ScenarioRow(
      "a presented screen preferring portrait but supporting landscape: the reference clamps its preferred orientation, landscape right, no crash (R11, R13)",
      .asIntended, .reference, on: [.iOS12, .iOS15, .iOS17], app: app(delegate: .all),
      root: presentingMismatch(wrapped: false),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PresentViewController", allowed: .landscape, orientation: .landscapeRight,
      statusBarOwner: "PresentViewController"),
    ScenarioRow(
      "the same screen in a navigation controller: the container's defaults hide the mismatch, the landscape screen shows portrait (R4, R8)",
      .notAsIntended, .uikitDefault, app: app(delegate: .all),
      root: presentingMismatch(wrapped: true),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PresentNavigationController", allowed: .allButUpsideDown, orientation: .portrait,
      statusBarOwner: "PresentNavigationController"),
    ScenarioRow(
      "the same screen in a navigation controller: the reference clamps the preferred orientation, landscape right, no crash (R11, R13)",
      .asIntended, .reference, app: app(delegate: .all), root: presentingMismatch(wrapped: true),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PresentNavigationController", allowed: .landscape, orientation: .landscapeRight,
      statusBarOwner: "PresentNavigationController"),
    ScenarioRow(
      "the same screen in a navigation controller: forwarding passes the bad preferred orientation up, E2/E3 (R11)",
      .crashesAsWarned, .seed002Forwarding, on: [.iOS12, .iOS15, .iOS17], app: app(delegate: .all),
      root: presentingMismatch(wrapped: true),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "PresentNavigationController", allowed: .landscape, orientation: .portrait,
      raises: .e2e3,
      statusBarOwner: nil),
  ]
}

@Suite("Seed 002: RotationDemo's forwarding containers and its pitfalls")
struct Seed002Tests {
  @Test(
    "uikit-default: a container's default hides every screen's own orientation, and shouldAutorotate NO does not spare a full-screen presentation (not as the article intends)",
    arguments: Seed002.rows.filter { $0.resolver == .uikitDefault })
  func uikitDefault(_ row: ScenarioRow) {
    check(row)
  }

  @Test(
    "reference: forwarding without the pitfalls, a preferred orientation outside the mask clamped (as the article intends), except E1 from iOS 16 when shouldAutorotate NO was the guard",
    arguments: Seed002.rows.filter { $0.resolver == .reference })
  func reference(_ row: ScenarioRow) {
    check(row)
  }

  @Test(
    "seed-002-forwarding: the article's own containers reproduce its crashes: the unselected tab bar and the preferred orientation outside the mask",
    arguments: Seed002.rows.filter { $0.resolver == .seed002Forwarding })
  func articleForwarding(_ row: ScenarioRow) {
    check(row)
  }
}
