import OrientationSpec
import Resolvers

/// Seed 002's app, RotationDemo (`shared/seeds/002_ed13b38645b636cd.txt`, C2 @280a347), and the stretches played.
///
/// Info.plist lists no orientation (`<array/>`); the app delegate answers the
/// global flags' mask, portrait at launch. The plain screens declare
/// `BaseViewController`'s answers (portrait, `NO`, portrait), so the
/// resolvers without that base class see the same screens; only
/// ``baseScreen`` leaves them to the resolver. The flags a button sets before
/// a push or a present are session events (``RotationDemoResolver/pushToOtherVC(_:navigation:)``);
/// the screens' `dealloc` that resets them is `rotation-demo`'s refresh
/// strategy, and a session event for the other resolvers (the reference's refresh does not
/// reset the demo's flags).
enum Seed002App {
  static func configuration(flags: InterfaceOrientationMask = .portrait) -> AppConfiguration {
    AppConfiguration(
      idiom: .phone, osVersion: .iOS17, plistOrientations: [], delegateOrientations: flags)
  }

  static let demo = RotationDemoResolver()

  /// A screen with `BaseViewController`'s answers (or autorotating, when it overrides that one).
  static func base(_ name: String, autorotates: Bool = false) -> ControllerSpec {
    .content(name, supports: .portrait, autorotates: autorotates, prefers: .portrait)
  }

  /// `BaseTabBarController` with four `BaseNavigationController` tabs of `ViewController`s.
  static func tabBar(selected: TabSelection, pushing pushed: [ControllerSpec] = [])
    -> ControllerSpec
  {
    .tabBar(
      name: "BaseTabBarController",
      (1...4).map { tab in
        .navigation(
          name: "NavigationController\(tab)",
          [base("ViewController\(tab)")] + (tab == 1 ? pushed : []))
      },
      selected: selected)
  }

  /// The demo's window: `OriginViewController` in a `BaseNavigationController`, presenting the tab
  /// bar. Arena: 0 the navigation controller, 1 origin, 2 the tab bar, 3 `NavigationController1`,
  /// 4 `ViewController1`, then what the first tab pushes, then the other tabs.
  static func demo(
    tabBarStyle: ModalPresentationStyle = .fullScreen, pushing pushed: [ControllerSpec] = []
  ) -> ControllerSpec {
    .navigation(name: "BaseNavigationController", [base("OriginViewController")])
      .presenting(tabBar(selected: .index(0), pushing: pushed), style: tabBarStyle)
  }

  /// A list in a `BaseNavigationController`: 0 the navigation controller, 1 the list.
  static func list(_ screen: ControllerSpec = base("ListViewController")) -> ControllerSpec {
    .navigation(name: "BaseNavigationController", [screen])
  }

  /// The dealloc reset as a session event, for resolvers without the demo's refresh strategy.
  static func dealloc(inSession: Bool) -> [Event] {
    inSession ? [.setAppDelegateOrientations(demo.mask(for: .launch))] : []
  }
}

extension Seed002App {
  static let baseScreen = ArticleSession(
    title: "a list that overrides nothing while the flags allow all, the device turned",
    app: configuration(flags: .all),
    root: list(.content("ListViewController")), events: [.rotateDevice(.landscapeLeft)])

  /// Pitfall 1: `OriginViewController` presents the tab bar full screen (the article's era default).
  static func tabBarPresented(selected: TabSelection) -> ArticleSession {
    ArticleSession(
      title: selected == .none
        ? "presenting the tab bar before selectedIndex is set"
        : "presenting the tab bar after selectedIndex = 0 (the article's fix)",
      app: configuration(),
      root: .navigation(name: "BaseNavigationController", [base("OriginViewController")]),
      events: [.present(tabBar(selected: selected), style: .fullScreen, from: 1, animated: true)])
  }

  /// Pitfall 2: with the push flags (landscape), a window is given a portrait-only root.
  static func noCommonOrientation(autorotates: Bool) -> ArticleSession {
    ArticleSession(
      title: autorotates
        ? "installing a portrait root that autorotates while the flags say landscape"
        : "installing a portrait root that does not autorotate while the flags say landscape",
      app: configuration(), root: list(),
      events: [
        .setAppDelegateOrientations(demo.mask(for: .beforePush)),
        .showWindow(
          .navigation(
            name: "PortraitNavigationController",
            [base("PortraitViewController", autorotates: autorotates)]),
          level: Window.normalLevel, makeKey: true),
      ])
  }

  /// Pitfall 3: a screen presented full screen whose preferred orientation it does not support.
  static let preferredOutsideMask = ArticleSession(
    title: "presenting a landscape screen that prefers portrait",
    app: configuration(), root: list(),
    events: demo.presentToOtherVC(
      .content(
        "LandscapeViewController", supports: .landscape, autorotates: true, prefers: .portrait),
      style: .fullScreen, from: 1))

  /// The article's `CustomViewController` listing presented full screen.
  static let customViewController = ArticleSession(
    title:
      "presenting the article's CustomViewController, whose mask is UIInterfaceOrientationPortrait",
    app: configuration(), root: list(),
    events: demo.presentToOtherVC(
      RotationDemoResolver.customViewController(), style: .fullScreen, from: 1))

  /// The autorotate toggle on `PushViewController` (arena 11) after `pushToOtherVC`.
  static func toggle(_ resolver: RotationDemoResolver) -> ArticleSession {
    ArticleSession(
      title: "pushing PushViewController, turning the device, allowing rotation, turning again",
      app: configuration(), root: demo(),
      events: resolver.pushToOtherVC(RotationDemoResolver.pushViewController(), navigation: 1)
        + [
          .rotateDevice(.landscapeLeft),
          RotationDemoResolver.allowedRotation(true, pushViewController: 11),
          .rotateDevice(.portrait), .rotateDevice(.landscapeLeft),
        ])
  }

  /// `PushViewController` (arena 5) left in landscape: the toggle off, then the pop.
  static func toggleOffThenPop(deallocInSession: Bool) -> ArticleSession {
    ArticleSession(
      title: "turning PushViewController's rotation off in landscape, then popping it",
      app: configuration(flags: demo.mask(for: .beforePush)),
      root: demo(pushing: [RotationDemoResolver.pushViewController(allowsRotation: true)]),
      orientation: .landscapeRight,
      events: [
        RotationDemoResolver.allowedRotation(false, pushViewController: 5),
        .rotateDevice(.portrait), .pop(navigation: 1),
      ] + dealloc(inSession: deallocInSession) + [
        .rotateDevice(.landscapeLeft), .rotateDevice(.portrait),
      ])
  }

  /// `PresentViewController` (arena 11): presented, toggled, forced with `setOrientation:`, dismissed.
  static func presentAndForce(deallocInSession: Bool) -> ArticleSession {
    ArticleSession(
      title:
        "presenting PresentViewController, rotating with its toggle, forcing landscape right, dismissing",
      app: configuration(), root: demo(),
      events: demo.presentToOtherVC(
        RotationDemoResolver.presentViewController(), style: .fullScreen, from: 4)
        + [
          .rotateDevice(.landscapeLeft),
          RotationDemoResolver.allowedRotation(true, presentViewController: 11),
          .rotateDevice(.portrait),
          RotationDemoResolver.allowedRotation(false, presentViewController: 11),
        ]
        + RotationDemoResolver.forceRotateToRight(presentViewController: 11, allowsRotation: false)
        + [.dismiss(presented: 1, animated: true)] + dealloc(inSession: deallocInSession))
  }

  /// The demo as written: both presentations keep `.automatic`, a page sheet on iPhone from iOS 13.
  static let automaticStyle = ArticleSession(
    title:
      "the demo's own .automatic presentations: presenting PresentViewController, turning the device",
    app: configuration(), root: demo(tabBarStyle: .automatic),
    events: demo.presentToOtherVC(RotationDemoResolver.presentViewController(), from: 4)
      + [.rotateDevice(.landscapeLeft)])
}
