import OrientationSpec
import Testing

/// Seed 000 (ELOrientationControlDemo): a tab bar of four navigation tabs, a player pushed in a tab,
/// a comment screen over the player, a portrait login in its own navigation controller.
///
/// Every screen inherits the article's `BaseViewController` defaults
/// (portrait, preferring portrait), so each declares them. Plist portrait,
/// app delegate `.all` (the article's code returns `.allButUpsideDown` and
/// suggests `.all`; on iPhone the allowed masks below are the same).
enum Seed000 {
  static let app = AppConfiguration(
    idiom: .phone, osVersion: .iOS17, plistOrientations: [.portrait], delegateOrientations: .all)

  static func screen(_ name: String) -> ControllerSpec {
    .content(name, supports: .portrait, prefers: .portrait)
  }

  /// `PlayerViewController(isLandscape:)`: landscape right or portrait, status bar hidden, no back-swipe in landscape.
  static func player(landscape: Bool) -> ControllerSpec {
    let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
    return .content(
      "PlayerViewController", supports: orientation.mask, prefers: orientation,
      statusBarHidden: true,
      forbidsInteractivePop: landscape)
  }

  /// `WriteCommentViewController(isLandscape:)`, presented `.overFullScreen` in the player's orientation.
  static func comment(landscape: Bool) -> ControllerSpec {
    let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
    return .content(
      "WriteCommentViewController", supports: orientation.mask, prefers: orientation,
      statusBarHidden: true)
  }

  /// `UserLoginViewController.viewController(_:)`: the portrait login wrapped in a `BaseNavViewController`.
  static func login(pushingRegister: Bool = false) -> ControllerSpec {
    var stack = [
      ControllerSpec.content(
        "UserLoginViewController", supports: .portrait, prefers: .portrait,
        statusBarStyle: .lightContent)
    ]
    if pushingRegister { stack.append(screen("RegisterViewController")) }
    return .navigation(name: "LoginNavigationController", stack)
  }

  /// The `BaseTabBarController` root; the first tab's stack is `home` plus `pushed`.
  static func tabs(pushing pushed: [ControllerSpec] = []) -> ControllerSpec {
    .tabBar(
      name: "BaseTabBarController",
      [
        .navigation(name: "HomeNavigationController", [screen("HomeViewController")] + pushed),
        .navigation(name: "DiscoverNavigationController", [screen("DiscoverViewController")]),
        .navigation(name: "ShelfNavigationController", [screen("ShelfViewController")]),
        .navigation(name: "MineNavigationController", [screen("MineViewController")]),
      ])
  }

  /// The landscape player pushed in the first tab, with the comment screen over it.
  static func commentOverLandscapePlayer(phase: TransitionPhase = .presented) -> ControllerSpec {
    tabs(pushing: [player(landscape: true)])
      .presenting(comment(landscape: true), style: .overFullScreen, phase: phase)
  }

  /// The comment screen over the landscape player presenting the login with `style`.
  static func loginOverComment(
    style: ModalPresentationStyle, pushingRegister: Bool = false, phase: TransitionPhase
  ) -> ControllerSpec {
    tabs(pushing: [player(landscape: true)])
      .presenting(
        comment(landscape: true)
          .presenting(login(pushingRegister: pushingRegister), style: style, phase: phase),
        style: .overFullScreen)
  }

  static let rows: [ScenarioRow] = [
    // Point 4: the player pushed in a tab. A push re-evaluates nothing (R15), so the
    // interface stays portrait until the rotate utility forces a device event (R19).
    ScenarioRow(
      "a landscape player pushed in a tab: the tab bar decides with the iPhone default, so the player may turn portrait (R4, R8)",
      .notAsIntended, .uikitDefault, app: app, root: tabs(pushing: [player(landscape: true)]),
      interface: .portrait, trigger: .query,
      decider: "BaseTabBarController", allowed: .allButUpsideDown, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "a landscape player pushed in a tab: the tab bar forwards to the player's landscape right; the push itself does not rotate (R15)",
      .asIntended, .reference, app: app, root: tabs(pushing: [player(landscape: true)]),
      interface: .portrait, trigger: .query,
      decider: "BaseTabBarController", allowed: .landscapeRight, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),

    // Point 12: launched from another app with the device held the other way. Launch sets
    // up portrait (plist), then turns to the device's pose if allowed, else snaps to an
    // allowed one (R25).
    ScenarioRow(
      "launched onto the landscape player with the device held portrait: the tab bar allows portrait, so it stays portrait (R25)",
      .notAsIntended, .uikitDefault, app: app, root: tabs(pushing: [player(landscape: true)]),
      interface: .portrait, device: .portrait, trigger: .rootInstalled,
      decider: "BaseTabBarController", allowed: .allButUpsideDown, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "launched onto the landscape player with the device held portrait: it snaps to landscape right (R13, R25)",
      .asIntended, .reference, app: app, root: tabs(pushing: [player(landscape: true)]),
      interface: .portrait, device: .portrait, trigger: .rootInstalled,
      decider: "BaseTabBarController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),
    // Once launched, UIKit delivers the device's pose: a device event (R12).
    ScenarioRow(
      "returned from another app onto the portrait player held landscape: the tab bar allows the device's pose, so the player turns landscape (R12, R25)",
      .notAsIntended, .uikitDefault, app: app, root: tabs(pushing: [player(landscape: false)]),
      interface: .portrait, device: .landscapeLeft, trigger: .deviceRotation,
      decider: "BaseTabBarController", allowed: .allButUpsideDown, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "returned from another app onto the portrait player held landscape: it stays portrait (R12, R25)",
      .asIntended, .reference, app: app, root: tabs(pushing: [player(landscape: false)]),
      interface: .portrait, device: .landscapeLeft, trigger: .deviceRotation,
      decider: "BaseTabBarController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "launched onto the portrait player with the device held landscape: it stays portrait (R25)",
      .asIntended, .reference, app: app, root: tabs(pushing: [player(landscape: false)]),
      interface: .portrait, device: .landscapeLeft, trigger: .rootInstalled,
      decider: "BaseTabBarController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "BaseTabBarController"),

    // Point 7: the comment screen `.overFullScreen` over the landscape player. It fills the
    // window, so it decides itself (R1, R3: O); it does not take the status bar (§8).
    ScenarioRow(
      "the comment screen over the landscape player decides itself and keeps landscape right (R1, R3)",
      .asIntended, .uikitDefault, on: [.iOS12, .iOS15, .iOS17], app: app,
      root: commentOverLandscapePlayer(phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "WriteCommentViewController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "the comment screen over the landscape player decides itself and keeps landscape right (R1, R3)",
      .asIntended, .reference, on: [.iOS12, .iOS15, .iOS17], app: app,
      root: commentOverLandscapePlayer(phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "WriteCommentViewController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),

    // Points 10–11: the login presented `.fullScreen` from the comment screen.
    ScenarioRow(
      "the login presented full screen: its navigation controller decides with the iPhone default and keeps landscape (R4, R13)",
      .notAsIntended, .uikitDefault, on: [.iOS12, .iOS15, .iOS17], app: app,
      root: loginOverComment(style: .fullScreen, phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "LoginNavigationController", allowed: .allButUpsideDown,
      orientation: .landscapeRight,
      statusBarOwner: "LoginNavigationController"),
    ScenarioRow(
      "the login presented full screen turns portrait (R13)",
      .asIntended, .reference, on: [.iOS12, .iOS15, .iOS17], app: app,
      root: loginOverComment(style: .fullScreen, phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "LoginNavigationController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "LoginNavigationController"),
    ScenarioRow(
      "the register screen pushed on the login: the login's navigation controller still allows landscape (R4, R15)",
      .notAsIntended, .uikitDefault, app: app,
      root: loginOverComment(style: .fullScreen, pushingRegister: true, phase: .presented),
      interface: .landscapeRight, trigger: .query,
      decider: "LoginNavigationController", allowed: .allButUpsideDown,
      orientation: .landscapeRight,
      statusBarOwner: "LoginNavigationController"),
    ScenarioRow(
      "the register screen pushed on the login stays portrait (R15)",
      .asIntended, .reference, app: app,
      root: loginOverComment(style: .fullScreen, pushingRegister: true, phase: .presented),
      interface: .portrait, trigger: .query,
      decider: "LoginNavigationController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "LoginNavigationController"),
    ScenarioRow(
      "dismissing the login: the comment screen decides again, landscape right (R14)",
      .asIntended, .uikitDefault, app: app,
      root: loginOverComment(style: .fullScreen, phase: .beingDismissed),
      interface: .landscapeRight, trigger: .fullScreenDismissal,
      decider: "WriteCommentViewController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "dismissing the login restores landscape right from the comment screen's preferred orientation (R14)",
      .asIntended, .reference, app: app,
      root: loginOverComment(style: .fullScreen, phase: .beingDismissed),
      interface: .portrait, trigger: .fullScreenDismissal,
      decider: "WriteCommentViewController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),

    // The login left at the iOS 13+ default `.automatic`: full screen before iOS 13, a page
    // sheet to iOS 17 and a form sheet from 18, which on iPhone do not fill the window (R3).
    ScenarioRow(
      "the login presented with the default style before iOS 13 is full screen but keeps landscape (R3, R4)",
      .notAsIntended, .uikitDefault, on: [.iOS12], app: app,
      root: loginOverComment(style: .automatic, phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "LoginNavigationController", allowed: .allButUpsideDown,
      orientation: .landscapeRight,
      statusBarOwner: "LoginNavigationController"),
    ScenarioRow(
      "the login presented with the default style before iOS 13 is full screen and turns portrait (R3, R13)",
      .asIntended, .reference, on: [.iOS12], app: app,
      root: loginOverComment(style: .automatic, phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "LoginNavigationController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "LoginNavigationController"),
    ScenarioRow(
      "the login presented with the iOS 13+ default style is a sheet: the comment screen keeps deciding, landscape right (R3)",
      .notAsIntended, .uikitDefault, on: [.iOS13, .iOS15, .iOS17, .iOS18], app: app,
      root: loginOverComment(style: .automatic, phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "WriteCommentViewController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),
    ScenarioRow(
      "the login presented with the iOS 13+ default style is a sheet: the comment screen keeps deciding, landscape right (R3)",
      .notAsIntended, .reference, on: [.iOS13, .iOS15, .iOS17, .iOS18], app: app,
      root: loginOverComment(style: .automatic, phase: .beingPresented),
      interface: .landscapeRight, trigger: .fullScreenPresentation,
      decider: "WriteCommentViewController", allowed: .landscapeRight, orientation: .landscapeRight,
      statusBarOwner: "BaseTabBarController"),
  ]
}

@Suite("Seed 000: ELOrientationControlDemo's tab bar app")
struct Seed000Tests {
  @Test(
    "uikit-default: the tab bar and the login's navigation controller decide with the iPhone default, so no screen gets its own orientation (not as the article intends)",
    arguments: Seed000.rows.filter { $0.resolver == .uikitDefault })
  func uikitDefault(_ row: ScenarioRow) {
    check(row)
  }

  @Test(
    "reference: the screen on top decides through every container (as the article intends, but not for a login left at the iOS 13+ default sheet style)",
    arguments: Seed000.rows.filter { $0.resolver == .reference })
  func reference(_ row: ScenarioRow) {
    check(row)
  }
}
