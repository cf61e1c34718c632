import OrientationSpec
import Seed002

/// Seed 002's app, RotationDemo (`shared/seeds/002_ed13b38645b636cd.txt`, C2 @280a347), and the stretches played.
///
/// Info.plist lists no orientation (`<array/>`); the app delegate answers the
/// global flags' mask, portrait at launch. The plain screens declare
/// `BaseViewController`'s answers (portrait, `NO`, portrait), so the
/// resolvers without that base class see the same screens; only
/// ``baseScreen`` leaves them to the resolver. For the resolvers without the
/// demo's classes, the flags a button sets before a push or a present are
/// session events (``RotationDemoEvents``), and so is the screens' `dealloc` that
/// resets them; `rotation-demo` plays the demo's own code: its buttons are
/// actions (`appEvents`), its `dealloc` runs when UIKit lets the screen go.
enum Seed002App {
  static func configuration(flags: InterfaceOrientationMask = .portrait) -> AppConfiguration {
    AppConfiguration(
      idiom: .phone, osVersion: .iOS17, plistOrientations: [], delegateOrientations: flags)
  }

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

  /// The screens' `dealloc` resetting the flags, as a session event for the resolvers without
  /// the demo's classes.
  static let dealloc = Event.setAppDelegateOrientations(RotationDemoEvents.mask(for: .launch))
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
    let portraitWindow = Event.showWindow(
      .navigation(
        name: "PortraitNavigationController",
        [base("PortraitViewController", autorotates: autorotates)]),
      level: Window.normalLevel, makeKey: true)
    return ArticleSession(
      title: autorotates
        ? "installing a portrait root that autorotates while the flags say landscape"
        : "installing a portrait root that does not autorotate while the flags say landscape",
      app: configuration(), root: list(),
      events: [
        .setAppDelegateOrientations(RotationDemoEvents.mask(for: .beforePush)), portraitWindow,
      ])
  }

  /// Pitfall 2 as the demo's own code reaches it: `pushToOtherVC` sets the push flags
  /// (landscape), then a window is given a portrait-only root.
  static func noCommonOrientationAfterPush(autorotates: Bool) -> ArticleSession {
    var session = noCommonOrientation(autorotates: autorotates)
    session.title += ", set by pushToOtherVC"
    session.root = demo()
    session.events = [
      RotationDemoEvents.tap(RotationDemo.ActionName.pushToOtherVC), session.events[1],
    ]
    return session
  }

  /// Pitfall 3: a screen presented full screen whose preferred orientation it does not support.
  static let preferredOutsideMask = ArticleSession(
    title: "presenting a landscape screen that prefers portrait",
    app: configuration(), root: list(),
    events: RotationDemoEvents.presentToOtherVC(
      .content(
        "LandscapeViewController", supports: .landscape, autorotates: true, prefers: .portrait),
      style: .fullScreen, from: 1))

  /// Pitfall 3 as the demo's own code reaches it: `presentToOtherVC` sets the present flags (all)
  /// and presents `PresentViewController` (arena 11), which presents the landscape screen.
  static let preferredOutsideMaskAfterPresent = ArticleSession(
    title: "presenting a landscape screen that prefers portrait, the flags set by presentToOtherVC",
    app: configuration(), root: demo(),
    events: [
      RotationDemoEvents.tap(RotationDemo.ActionName.presentToOtherVC),
      .present(
        .content(
          "LandscapeViewController", supports: .landscape, autorotates: true, prefers: .portrait),
        style: .fullScreen, from: 11, animated: true),
    ])

  /// The article's `CustomViewController` listing presented full screen.
  static let customViewController = ArticleSession(
    title:
      "presenting the article's CustomViewController, whose mask is UIInterfaceOrientationPortrait",
    app: configuration(), root: list(),
    events: RotationDemoEvents.presentToOtherVC(
      RotationDemoEvents.customViewController, style: .fullScreen, from: 1))

  /// The autorotate toggle on `PushViewController` (arena 11) after `pushToOtherVC`, with the
  /// push flags of `flagsMask` (the demo's listing: landscape; the article's: all).
  static func toggle(
    flagsMask: InterfaceOrientationMask = RotationDemoEvents.mask(for: .beforePush)
  )
    -> ArticleSession
  {
    ArticleSession(
      title: "pushing PushViewController, turning the device, allowing rotation, turning again",
      app: configuration(), root: demo(),
      events: RotationDemoEvents.pushToOtherVC(
        RotationDemoEvents.pushViewController(), navigation: 1, flagsMask: flagsMask)
        + [
          .rotateDevice(.landscapeLeft),
          RotationDemoEvents.allowedRotation(true, pushViewController: 11),
          .rotateDevice(.portrait), .rotateDevice(.landscapeLeft),
        ],
      appEvents: [
        RotationDemoEvents.tap(RotationDemo.ActionName.pushToOtherVC),
        .rotateDevice(.landscapeLeft),
        RotationDemoEvents.tap(RotationDemo.ActionName.pushAllowedRotation),
        .rotateDevice(.portrait),
        .rotateDevice(.landscapeLeft),
      ])
  }

  /// `PushViewController` (arena 5) left in landscape: the toggle off, then the pop.
  static let toggleOffThenPop = ArticleSession(
    title: "turning PushViewController's rotation off in landscape, then popping it",
    app: configuration(flags: RotationDemoEvents.mask(for: .beforePush)),
    root: demo(pushing: [RotationDemoEvents.pushViewController(allowsRotation: true)]),
    orientation: .landscapeRight,
    events: [
      RotationDemoEvents.allowedRotation(false, pushViewController: 5),
      .rotateDevice(.portrait), .pop(navigation: 1), dealloc, .rotateDevice(.landscapeLeft),
      .rotateDevice(.portrait),
    ])

  /// The same stretch as the demo's own code reaches it: pushed, allowed to rotate, turned
  /// landscape, the toggle off, the device turned back, the pop button.
  static let toggleOffThenPopAfterPush = ArticleSession(
    title:
      "pushing PushViewController, turning it landscape, turning its rotation off, then popping it",
    app: configuration(), root: demo(),
    events: [
      RotationDemoEvents.tap(RotationDemo.ActionName.pushToOtherVC),
      RotationDemoEvents.tap(RotationDemo.ActionName.pushAllowedRotation),
      .rotateDevice(.landscapeLeft),
      RotationDemoEvents.tap(RotationDemo.ActionName.pushAllowedRotation), .rotateDevice(.portrait),
      RotationDemoEvents.tap(RotationDemo.ActionName.popVC), .rotateDevice(.landscapeLeft),
      .rotateDevice(.portrait),
    ])

  /// `PresentViewController` (arena 11): presented, toggled, forced with `setOrientation:`, dismissed.
  static let presentAndForce = ArticleSession(
    title:
      "presenting PresentViewController, rotating with its toggle, forcing landscape right, dismissing",
    app: configuration(), root: demo(),
    events: RotationDemoEvents.presentToOtherVC(
      RotationDemoEvents.presentViewController, style: .fullScreen, from: 4)
      + [
        .rotateDevice(.landscapeLeft),
        RotationDemoEvents.allowedRotation(true, presentViewController: 11),
        .rotateDevice(.portrait),
        RotationDemoEvents.allowedRotation(false, presentViewController: 11),
      ]
      + RotationDemoEvents.forceRotateToRight(presentViewController: 11)
      + [.dismiss(presented: 1, animated: true), dealloc])

  /// The same stretch as the demo's own code plays it: its buttons, `PresentViewController`
  /// presented as the demo leaves it (`.automatic`).
  static let presentAndForceAsWritten = ArticleSession(
    title:
      "the demo's own buttons: presenting PresentViewController (.automatic), toggling, forcing landscape right, dismissing",
    app: configuration(), root: demo(),
    events: [
      RotationDemoEvents.tap(RotationDemo.ActionName.presentToOtherVC),
      .rotateDevice(.landscapeLeft),
      RotationDemoEvents.tap(RotationDemo.ActionName.presentAllowedRotation),
      .rotateDevice(.portrait),
      RotationDemoEvents.tap(RotationDemo.ActionName.presentAllowedRotation),
      RotationDemoEvents.tap(RotationDemo.ActionName.forceRotateToRight),
      RotationDemoEvents.tap(RotationDemo.ActionName.dismissVC),
    ])

  /// The demo as written: both presentations keep `.automatic`, a page sheet on iPhone from iOS 13.
  static let automaticStyle = ArticleSession(
    title:
      "the demo's own .automatic presentations: presenting PresentViewController, turning the device",
    app: configuration(), root: demo(tabBarStyle: .automatic),
    events: RotationDemoEvents.presentToOtherVC(RotationDemoEvents.presentViewController, from: 4)
      + [.rotateDevice(.landscapeLeft)],
    appEvents: [
      RotationDemoEvents.tap(RotationDemo.ActionName.presentToOtherVC),
      .rotateDevice(.landscapeLeft),
    ])
}
