import OrientationSpec
import Testing

/// Seed 004: forcing a single page to landscape. The app delegate returns the key window root's
/// mask and the tab bar digs into the selected navigation controller's top screen.
enum Seed004 {
  /// The article's first attempt: the delegate answers portrait, the tab bar overrides `.all`.
  static let firstAttempt = AppConfiguration(
    idiom: .phone, osVersion: .iOS17, plistOrientations: [.portrait],
    delegateOrientations: .portrait)
  /// No delegate method; Xcode's iPhone plist (the reference resolver's setting).
  static let plain = AppConfiguration(idiom: .phone, osVersion: .iOS17)
  /// Seed 004's final app: its delegate method is ``Seed004RootDrivenResolver``'s, so the declared value is unused.
  static let rootDriven = AppConfiguration(
    idiom: .phone, osVersion: .iOS17, plistOrientations: [.portrait])

  static let list = ControllerSpec.content("ListViewController", supports: .portrait)
  static let pdf = ControllerSpec.content("PDFViewController", supports: .all)
  static let video = ControllerSpec.content("VideoViewController", supports: .landscape)
  static let helper = ControllerSpec.content("VideoPlayerRotationHelpViewController")

  /// `RiceTabBarController` with two `RiceNavigationController` tabs; the first pushes `pushed`.
  static func tabs(pushing pushed: [ControllerSpec] = [], declared: DeclaredAnswers = .none)
    -> ControllerSpec
  {
    .tabBar(
      name: "RiceTabBarController",
      [
        .navigation(name: "HomeNavigationController", [list] + pushed),
        .navigation(
          name: "MineNavigationController", [.content("MineViewController", supports: .portrait)]),
      ],
      declared: declared)
  }

  /// The throw-away controller presented (and at once dismissed) over the pushed video page.
  static func helperOverVideo(phase: TransitionPhase) -> ControllerSpec {
    tabs(pushing: [video]).presenting(helper, style: .fullScreen, phase: phase)
  }

  /// The video page presented full screen instead of pushed.
  static let presentedVideo = tabs().presenting(video, style: .fullScreen, phase: .beingPresented)

  static let rows: [ScenarioRow] = [
    // The first attempt: the tab bar returns `.all`, the delegate portrait; "依然不能旋转".
    ScenarioRow(
      "first attempt, tab bar .all and delegate portrait: the intersection is portrait, the PDF page cannot rotate (R7)",
      .notAsIntended, .uikitDefault, app: firstAttempt,
      root: tabs(pushing: [pdf], declared: .init(supportedInterfaceOrientations: .all)),
      interface: .portrait, trigger: .query,
      decider: "RiceTabBarController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "RiceTabBarController"),

    // The final design: the delegate returns the root's mask, the tab bar digs to the top screen.
    ScenarioRow(
      "the PDF page pushed: the root's mask is the PDF page's, every orientation is allowed (R5, R7)",
      .asIntended, .seed004RootDriven, app: rootDriven, root: tabs(pushing: [pdf]),
      interface: .portrait, trigger: .query,
      decider: "RiceTabBarController", allowed: .all, orientation: .portrait,
      statusBarOwner: "RiceTabBarController"),
    ScenarioRow(
      "the video page pushed: landscape only is allowed, but the push does not rotate until forced (R7, R15)",
      .asIntended, .seed004RootDriven, app: rootDriven, root: tabs(pushing: [video]),
      interface: .portrait, trigger: .query,
      decider: "RiceTabBarController", allowed: .landscape, orientation: .portrait,
      statusBarOwner: "RiceTabBarController"),
    // The present-and-dismiss trick. The helper overrides nothing: UIKit's preferred
    // orientation, the status bar's portrait, is not allowed; the specification
    // assumes it is clamped to the first allowed one (§7.1, U).
    ScenarioRow(
      "the helper presented over the video page decides with the root's landscape mask and rotates to landscape right (R13, §7.1)",
      .asIntended, .seed004RootDriven, app: rootDriven,
      root: helperOverVideo(phase: .beingPresented),
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "VideoPlayerRotationHelpViewController", allowed: .landscape,
      orientation: .landscapeRight,
      statusBarOwner: "VideoPlayerRotationHelpViewController"),
    ScenarioRow(
      "the helper dismissed: the tab bar decides again and landscape right stays (R14)",
      .asIntended, .seed004RootDriven, app: rootDriven,
      root: helperOverVideo(phase: .beingDismissed),
      interface: .landscapeRight, trigger: .fullScreenDismissal,
      decider: "RiceTabBarController", allowed: .landscape, orientation: .landscapeRight,
      statusBarOwner: "RiceTabBarController"),
    // Presenting instead of pushing: the app mask is still the root's, portrait; the video
    // page allows landscape only and autorotates: no common orientation (the article's own E1).
    ScenarioRow(
      "the video page presented instead of pushed: the root-driven app mask is portrait, no common orientation, E1 (R10)",
      .notAsIntended, .seed004RootDriven, on: [.iOS12, .iOS15, .iOS17], app: rootDriven,
      root: presentedVideo,
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "VideoViewController", allowed: [], orientation: .portrait, raises: .e1,
      statusBarOwner: nil),

    // The same app with the reference resolver and no delegate method.
    ScenarioRow(
      "the video page pushed: the tab bar forwards to it, landscape only, the push does not rotate (R15)",
      .asIntended, .reference, app: plain, root: tabs(pushing: [video]),
      interface: .portrait, trigger: .query,
      decider: "RiceTabBarController", allowed: .landscape, orientation: .portrait,
      statusBarOwner: "RiceTabBarController"),
    ScenarioRow(
      "the video page presented full screen decides itself and rotates to landscape right (R1, R13)",
      .asIntended, .reference, app: plain, root: presentedVideo,
      interface: .portrait, trigger: .fullScreenPresentation,
      decider: "VideoViewController", allowed: .landscape, orientation: .landscapeRight,
      statusBarOwner: "VideoViewController"),
  ]
}

@Suite("Seed 004: the app delegate returns the key window root's mask")
struct Seed004Tests {
  @Test(
    "uikit-default: the first attempt, a tab bar answering .all under a portrait app delegate, cannot rotate (not as the article intends)",
    arguments: Seed004.rows.filter { $0.resolver == .uikitDefault })
  func uikitDefault(_ row: ScenarioRow) {
    check(row)
  }

  @Test(
    "seed-004-root-driven: the top screen sets the app mask (as the article intends), but presenting the landscape page crashes with E1 (not as intended)",
    arguments: Seed004.rows.filter { $0.resolver == .seed004RootDriven })
  func rootDriven(_ row: ScenarioRow) {
    check(row)
  }

  @Test(
    "reference: pushing or presenting the landscape page both work without an app delegate (as the article intends)",
    arguments: Seed004.rows.filter { $0.resolver == .reference })
  func reference(_ row: ScenarioRow) {
    check(row)
  }
}
