import OrientationSpec
import Seed000

/// Seed 000's app (`shared/seeds/000_d026d4278d79c2c0.txt`, "案例场景"): its screens and the stretches the sessions play.
///
/// Every screen declares what the article's subclass answers together with
/// `BaseViewController`'s defaults (portrait, preferring portrait), so the
/// resolvers without that base class see the same screens; the article's own
/// screens are named as the app names them (`ELOrientationControlDemo.ScreenName`), so that
/// `el-orientation-control` plays them as its classes (whose code ignores
/// what they declare). Info.plist lists portrait only; the app delegate
/// returns `.allButUpsideDown` (§正题 1–2), which the configuration declares
/// for the resolvers that keep the delegate's declared answer.
enum Seed000App {
  static func configuration(_ version: OSVersion) -> AppConfiguration {
    AppConfiguration(
      idiom: .phone, osVersion: version, plistOrientations: [.portrait],
      delegateOrientations: .allButUpsideDown)
  }

  /// A portrait screen: a `BaseViewController` that overrides no `_xxx_` answer.
  static func screen(_ name: String) -> ControllerSpec {
    .content(name, supports: .portrait, prefers: .portrait)
  }

  /// `PlayerViewController(isLandscape:)`'s answers: landscape right or portrait, status bar hidden,
  /// `isForbidInteractivePopGesture` returning `_isLandscape`.
  static func playerAnswers(landscape: Bool) -> DeclaredAnswers {
    let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
    return DeclaredAnswers(
      supportedInterfaceOrientations: orientation.mask,
      preferredInterfaceOrientationForPresentation: orientation, prefersStatusBarHidden: true,
      forbidsInteractivePop: landscape)
  }

  static func player(landscape: Bool) -> ControllerSpec {
    ControllerSpec(
      Controller(.content, declared: playerAnswers(landscape: landscape)),
      name: ELOrientationControlDemo.ScreenName.player(landscape: landscape))
  }

  /// `WriteCommentViewController(isLandscape:)`, presented `.overFullScreen` in the player's orientation.
  static func comment(landscape: Bool) -> ControllerSpec {
    let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
    return .content(
      ELOrientationControlDemo.ScreenName.comment(landscape: landscape), supports: orientation.mask,
      prefers: orientation, statusBarHidden: true)
  }

  /// `CategoryViewController(isLandscape:)`, pushed from the player.
  static func catalogue(landscape: Bool) -> ControllerSpec {
    let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
    return .content(
      ELOrientationControlDemo.ScreenName.catalogue(landscape: landscape),
      supports: orientation.mask,
      prefers: orientation)
  }

  /// `UserLoginViewController.viewController(_:)`: the portrait login in a `BaseNavViewController`,
  /// told whether the screen it is presented from is landscape.
  static func login(landscape: Bool) -> ControllerSpec {
    .navigation(
      name: ELOrientationControlDemo.ScreenName.login(landscape: landscape),
      [
        .content(
          "UserLoginViewController", supports: .portrait, prefers: .portrait,
          statusBarStyle: .lightContent)
      ])
  }

  /// The register screen pushed on the login: a `BaseViewController` with the defaults.
  static let register = screen("RegisterViewController")

  /// The `BaseTabBarController` root with four navigation tabs; the first tab's stack is `Home` plus `pushed`.
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

  // Positions in the arena (depth first, then in the order events add controllers):
  // 0 tab bar, 1 home navigation, 2 home, then the pushed player at 3 when the
  // session starts with it (4–9 the other tabs), or at 9 when an event pushes
  // it. Presented from the player, the comment lands on the tab bar (10); the
  // login's navigation controller (11, the fifth navigation controller) is
  // presented from the comment.
  static let pushedPlayer = 3
  static let playerPushedByEvent = 9
  static let commentScreen = 10
  static let loginNavigation = 4
  /// Positions among presented controllers.
  static let commentPresentation = 0
  static let loginPresentation = 1
}

extension Seed000Session {
  typealias App = Seed000App

  /// The player pushed in the first tab, shown in its orientation with the phone held to match.
  static func onPlayer(
    landscape: Bool, _ title: String, points: String, events: [Event], appEvents: [Event]? = nil,
    assumptions: Assumptions = .default
  ) -> Seed000Session {
    Seed000Session(
      title: title, points: points, root: App.tabs(pushing: [App.player(landscape: landscape)]),
      orientation: landscape ? .landscapeRight : .portrait,
      device: landscape ? .landscapeLeft : .portrait, events: events, appEvents: appEvents,
      assumptions: assumptions)
  }

  /// The rotate button, as the app's own code taps it: the first player's action.
  static let rotateTap = Event.action(ELOrientationControlDemo.ActionName.rotate, controller: 0)

  // MARK: Points 1–3: four navigation tabs, normally portrait

  static let tabsStayPortrait = Seed000Session(
    title: "turning the phone over the tabs", points: "points 1–3", root: App.tabs(),
    orientation: .portrait, device: .portrait,
    events: [
      .rotateDevice(.landscapeLeft), .selectTab(.index(2), tabBar: 0), .rotateDevice(.portrait),
    ])

  // MARK: Points 4–5: entering the player

  static let enterPortraitPlayer = Seed000Session(
    title: "entering the player the first time, portrait, and swiping back",
    points: "points 4, 5", root: App.tabs(), orientation: .portrait, device: .portrait,
    events: [
      .push(App.player(landscape: false), navigation: 0), .beginInteractivePop,
      .endInteractivePop(finished: true),
    ])

  static let enterLandscapePlayer = Seed000Session(
    title: "entering the player in landscape, then turning the phone landscape and back",
    points: "point 4", root: App.tabs(), orientation: .portrait, device: .portrait,
    events: [
      .push(App.player(landscape: true), navigation: 0), .rotateDevice(.landscapeLeft),
      .rotateDevice(.portrait),
    ])

  static let reenterAsLeft = Seed000Session(
    title: "turning the player landscape, leaving it, and entering it again as the user left it",
    points: "point 5", root: App.tabs(), orientation: .portrait, device: .portrait,
    events: [
      .push(App.player(landscape: false), navigation: 0),
      .declare(App.playerAnswers(landscape: true), controller: App.playerPushedByEvent),
      .pop(navigation: 0), .rotateDevice(.portrait),
      .push(App.player(landscape: true), navigation: 0),
    ],
    appEvents: [
      .push(App.player(landscape: false), navigation: 0), rotateTap,
      .pop(navigation: 0), .rotateDevice(.portrait),
      .push(App.player(landscape: true), navigation: 0),
    ])

  // MARK: Point 7: the comment screen over full screen

  static let commentLandscape = onPlayer(
    landscape: true, "the comment screen over the landscape player, the phone turned portrait",
    points: "point 7",
    events: [
      .present(
        App.comment(landscape: true), style: .overFullScreen, from: App.pushedPlayer,
        animated: true),
      .rotateDevice(.portrait), .dismiss(presented: App.commentPresentation, animated: false),
    ])

  static let commentPortrait = onPlayer(
    landscape: false, "the comment screen over the portrait player, the phone turned landscape",
    points: "point 7",
    events: [
      .present(
        App.comment(landscape: false), style: .overFullScreen, from: App.pushedPlayer,
        animated: true),
      .rotateDevice(.landscapeLeft), .dismiss(presented: App.commentPresentation, animated: false),
    ])

  static let commentNotFillingWindow: Seed000Session = {
    var assumptions = Assumptions()
    assumptions.overFullScreenFillsWindow = false
    return onPlayer(
      landscape: true,
      "the comment screen over the landscape player if `.overFullScreen` does not fill the window",
      points: "point 7, assumption varied",
      events: [
        .present(
          App.comment(landscape: true), style: .overFullScreen, from: App.pushedPlayer,
          animated: true),
        .rotateDevice(.portrait), .dismiss(presented: App.commentPresentation, animated: false),
      ], assumptions: assumptions)
  }()

  // MARK: Point 8: the catalogue

  static let catalogueInPlayerOrientation = onPlayer(
    landscape: true, "the catalogue pushed from the landscape player, the phone turned, then back",
    points: "point 8",
    events: [
      .push(App.catalogue(landscape: true), navigation: 0), .rotateDevice(.portrait),
      .pop(navigation: 0),
    ])

  static let portraitCatalogue = onPlayer(
    landscape: true,
    "the portrait catalogue (the older requirement) pushed from the landscape player",
    points: "point 8",
    events: [
      .push(App.catalogue(landscape: false), navigation: 0), .rotateDevice(.portrait),
      .pop(navigation: 0), .rotateDevice(.landscapeLeft),
    ])

  // MARK: Point 9: the rotate button

  static let rotateButton = onPlayer(
    landscape: false, "the rotate button to landscape and back, the phone following",
    points: "point 9",
    events: [
      .declare(App.playerAnswers(landscape: true), controller: App.pushedPlayer),
      .rotateDevice(.landscapeLeft),
      .declare(App.playerAnswers(landscape: false), controller: App.pushedPlayer),
      .rotateDevice(.portrait),
    ],
    appEvents: [rotateTap, .rotateDevice(.landscapeLeft), rotateTap, .rotateDevice(.portrait)])

  static let rotateButtonHeldLandscape = Seed000Session(
    title: "the rotate button while the phone is already held landscape (why unknown goes first)",
    points: "point 9", root: App.tabs(pushing: [App.player(landscape: false)]),
    orientation: .portrait, device: .landscapeLeft,
    events: [.declare(App.playerAnswers(landscape: true), controller: App.pushedPlayer)],
    appEvents: [rotateTap])

  // MARK: Points 10–11: the login

  static let login = Seed000Session(
    title:
      "the login over the landscape comment screen, register pushed and popped, both dismissed",
    points: "points 10, 11",
    root: App.tabs(pushing: [App.player(landscape: true)])
      .presenting(App.comment(landscape: true), style: .overFullScreen),
    orientation: .landscapeRight, device: .landscapeLeft,
    events: loginEvents(closing: .dismiss(presented: App.loginPresentation, animated: true)),
    appEvents: loginEvents(
      closing: .action(ELOrientationControlDemo.ActionName.closeLogin, controller: 0)))

  /// The login presented over the comment screen, register pushed and popped, the login closed by
  /// `closing`, then the comment screen dismissed.
  static func loginEvents(closing: Event) -> [Event] {
    [
      .present(
        App.login(landscape: true), style: .fullScreen, from: App.commentScreen, animated: true),
      .rotateDevice(.portrait),
      .push(App.register, navigation: App.loginNavigation),
      .pop(navigation: App.loginNavigation),
      closing,
      .dismiss(presented: App.commentPresentation, animated: false),
    ]
  }

  static let loginAtDefaultStyle = Seed000Session(
    title:
      "the login left at the default presentation style (the article's \"safety\" `.fullScreen` omitted), the phone turned",
    points: "point 11",
    root: App.tabs(pushing: [App.player(landscape: true)])
      .presenting(App.comment(landscape: true), style: .overFullScreen),
    orientation: .landscapeRight, device: .landscapeLeft,
    events: [
      .present(
        App.login(landscape: true), style: .automatic, from: App.commentScreen, animated: true),
      .rotateDevice(.portrait),
    ])

  // MARK: Point 12: opened from another app

  static let launchHeldLandscape = Seed000Session(
    title: "launched from another app with the phone held landscape, onto the portrait player",
    points: "point 12", root: App.tabs(), orientation: .portrait, device: .landscapeLeft,
    events: [.launch, .push(App.player(landscape: false), navigation: 0)])

  static let launchHeldPortrait = Seed000Session(
    title: "launched from another app with the phone held portrait, onto the landscape player",
    points: "point 12", root: App.tabs(), orientation: .portrait, device: .portrait,
    events: [.launch, .push(App.player(landscape: true), navigation: 0)])

  static let foregroundHeldPortrait = onPlayer(
    landscape: true, "back from another app onto the landscape player with the phone held portrait",
    points: "point 12", events: [.enterBackground, .enterForeground(.portrait)])

  // MARK: The back-swipe rule

  static let backSwipeOverLandscapePlayer = onPlayer(
    landscape: true, "the back-swipe over the landscape player",
    points: "isForbidInteractivePopGesture",
    events: [.beginInteractivePop, .endInteractivePop(finished: true)])

  // MARK: Beyond the twelve points

  static let backButtonFromLandscapePlayer = onPlayer(
    landscape: true, "leaving the landscape player with its back button, then turning the phone",
    points: "beyond the twelve points", events: [.pop(navigation: 0), .rotateDevice(.portrait)])

  static let alertOverPlayer = onPlayer(
    landscape: false, "a system alert presented from the player",
    points: "beyond the twelve points",
    events: [.presentAlert(from: App.pushedPlayer)])

  static let screenWithoutPreference = Seed000Session(
    title:
      "a landscape-only screen that declares no preferred orientation, uncovered by a full-screen dismissal",
    points: "the case the tab bar's union exists for",
    root: App.tabs(pushing: [.content("VideoViewController", supports: .landscapeRight)])
      .presenting(App.login(landscape: false), style: .fullScreen),
    orientation: .portrait, device: .portrait,
    events: [.dismiss(presented: 0, animated: true)])

  /// Every session, each played by every resolver on iOS 15 and 17.
  static let all: [Seed000Session] = [
    tabsStayPortrait, enterPortraitPlayer, enterLandscapePlayer, reenterAsLeft, commentLandscape,
    commentPortrait, commentNotFillingWindow, catalogueInPlayerOrientation, portraitCatalogue,
    rotateButton, rotateButtonHeldLandscape, login, loginAtDefaultStyle, launchHeldLandscape,
    launchHeldPortrait, foregroundHeldPortrait, backSwipeOverLandscapePlayer,
    backButtonFromLandscapePlayer, alertOverPlayer, screenWithoutPreference,
  ]
}
