import OrientationSpec
import Seed004
import Testing

/// Seed 004's sessions: the root-driven delegate, its forcing variants, and UIKit's two resolvers.
enum Seed004Rows {
  typealias App = Seed004App
  static let flip = SingleLandscapePage.rootDriven
  static let kvc = SingleLandscapePage.rootDrivenKVC
  static let throwAway = SingleLandscapePage.rootDrivenPresentAndDismiss
  static let throwAwayFull = SingleLandscapePage.rootDrivenPresentAndDismissFullScreen
  static let instead = SingleLandscapePage.rootDrivenPresentInstead
  static let uikit = UIKitDefaultResolver()
  static let reference = ReferenceResolver()
  static let upTo15: [OSVersion] = [.iOS12, .iOS15]
  static let from16: [OSVersion] = [.iOS16, .iOS17]
  static let every: [OSVersion] = [.iOS12, .iOS15, .iOS16, .iOS17]
  static let e6 = Warning.deviceOrientationSettingUnsupported
  static let helper = SingleLandscapePage.helperName

  /// The reference's refresh: key-value coding, unknown first, up to iOS 15 (R19).
  static func kvc(_ from: InterfaceOrientation, _ to: InterfaceOrientation) -> [ArticleStep] {
    ArticleStep.keyValueCodingRefresh(from: from, to: to)
  }

  /// The reference's refresh from iOS 16: setNeedsUpdateOfSupportedInterfaceOrientations (R17).
  static func update(_ to: InterfaceOrientation) -> ArticleStep {
    ArticleStep.setNeedsUpdateRefresh(to: to)
  }

  static let delegateRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.pdfPage, flip, iOS: every, .asIntended,
      "the root's mask is the top page's: the list stays portrait, the PDF page turns (R5, R7)",
      steps: [
        .event(.portrait, .notAllowed, allowed: .portrait, decider: "RiceTabBarController"),
        .event(.portrait),
        .event(.portrait, allowed: .all),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.pdfPage, uikit, iOS: every, .notAsIntended,
      "the tab bar's default lets the list turn too (R4)",
      steps: [
        .event(.landscapeRight, .followedDevice, allowed: .allButUpsideDown),
        .event(.portrait, .followedDevice),
        .event(.portrait, allowed: .allButUpsideDown),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.pdfPage, reference, iOS: every, .asIntended,
      "forwarding to the top page does it without an app delegate (R4, R7)",
      steps: [
        .event(.portrait, .notAllowed, allowed: .portrait),
        .event(.portrait),
        .event(.portrait, allowed: .allButUpsideDown),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.popFromLandscape, flip, iOS: every, .notAsIntended,
      "the pop does not re-evaluate: the portrait list shows landscape until the device turns (R15)",
      steps: [.event(.landscapeRight, allowed: .portrait), .event(.portrait, .followedDevice)]),
    ArticleSessionRow(
      App.popFromLandscape, uikit, iOS: every, .notAsIntended,
      "the list shows landscape until the device turns (R4, R15)",
      steps: [
        .event(.landscapeRight, allowed: .allButUpsideDown), .event(.portrait, .followedDevice),
      ]),
    ArticleSessionRow(
      App.popFromLandscape, reference, iOS: upTo15, .asIntended,
      "the key-value-coding refresh turns the list portrait on the pop, before the device (R15, R19)",
      steps: [.event(.landscapeRight, allowed: .portrait)] + kvc(.landscapeRight, .portrait)
        + [.event(.portrait)]),
    ArticleSessionRow(
      App.popFromLandscape, reference, iOS: from16, .asIntended,
      "setNeedsUpdate turns the list portrait on the pop, before the device (R15, R17)",
      steps: [
        .event(.landscapeRight, allowed: .portrait), update(.portrait), .event(.portrait),
      ]),
  ]

  /// The push of the video page, as each forcing variant follows it.
  static let pushed = ArticleStep.event(
    .portrait, allowed: .landscape, decider: "RiceTabBarController")

  static let kvcRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.pushVideo, flip, iOS: upTo15, .asIntended,
      "forced to landscape left; the restore of the device's portrait waits on the main queue, which the model does not turn within a session, so UIDevice keeps reporting landscape left (R19)",
      steps: [pushed, .refresh(.landscapeRight, .followedDevice, device: .landscapeLeft)]),
    ArticleSessionRow(
      App.pushVideo, flip, iOS: from16, .notAsIntended,
      "key-value coding logs E6 and moves nothing: the video page shows portrait (R19; the restore waits on the main queue)",
      steps: [pushed, .refresh(.portrait, device: .portrait, warnings: [e6])]),
    ArticleSessionRow(
      App.pushVideo, kvc, iOS: upTo15, .asIntended,
      "forced to landscape; UIDevice now reports landscape left while the device is held portrait (R19)",
      steps: [pushed, .refresh(.landscapeRight, .followedDevice, device: .landscapeLeft)]),
    ArticleSessionRow(
      App.pushVideo, kvc, iOS: from16, .notAsIntended,
      "key-value coding logs E6 and moves nothing: the video page shows portrait (R19)",
      steps: [pushed, .refresh(.portrait, device: .portrait, warnings: [e6])]),

    ArticleSessionRow(
      App.pushVideoDeviceLandscape, flip, iOS: upTo15, .asIntended,
      "the flip: the device set to landscape right turns the page landscape left; the saved landscape left waits on the main queue, which the model does not turn within a session (R19)",
      steps: [pushed, .refresh(.landscapeLeft, .followedDevice, device: .landscapeRight)]),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, flip, iOS: from16, .notAsIntended,
      "key-value coding logs E6: the video page shows portrait, the device held landscape (R19)",
      steps: [pushed, .refresh(.portrait, device: .landscapeLeft, warnings: [e6])]),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, kvc, iOS: upTo15, .notAsIntended,
      "the article's problem 1: UIDevice already reports landscape left, nothing refreshes (R19)",
      steps: [
        pushed, .skipped(.refused(.noChange), .portrait, refresh: true, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, kvc, iOS: from16, .notAsIntended,
      "key-value coding logs E6: the video page shows portrait (R19)",
      steps: [pushed, .refresh(.portrait, device: .landscapeLeft, warnings: [e6])]),

    ArticleSessionRow(
      App.pushVideoThenPop, flip, iOS: upTo15, .notAsIntended,
      "the pop does not re-evaluate: the portrait list shows landscape (R15); the restore still waits on the main queue, so UIDevice says landscape left",
      steps: [
        pushed, .refresh(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: .portrait, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.pushVideoThenPop, kvc, iOS: upTo15, .notAsIntended,
      "the article's problem 2: the portrait list shows landscape, UIDevice still says landscape left (R15, R19)",
      steps: [
        pushed, .refresh(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: .portrait, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.pushVideoThenPop, flip, iOS: from16, .notAsIntended,
      "nothing moved, so the list is portrait again, but the video page was portrait too (R19)",
      steps: [pushed, .refresh(.portrait, warnings: [e6]), .event(.portrait, allowed: .portrait)]),
    ArticleSessionRow(
      App.pushVideoThenPop, kvc, iOS: from16, .notAsIntended,
      "nothing moved, so the list is portrait again, but the video page was portrait too (R19)",
      steps: [pushed, .refresh(.portrait, warnings: [e6]), .event(.portrait, allowed: .portrait)]),
  ]

  static let popBackRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.popBackToVideo, flip, iOS: upTo15, .asIntended,
      "viewDidAppear runs on the pop too: the video page is forced to landscape again (R19; the restore waits on the main queue)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .refresh(.landscapeRight, .followedDevice, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.popBackToVideo, flip, iOS: from16, .notAsIntended,
      "key-value coding logs E6: the video page shows portrait (R19)",
      steps: [.event(.portrait, allowed: .landscape), .refresh(.portrait, warnings: [e6])]),
    ArticleSessionRow(
      App.popBackToVideo, kvc, iOS: upTo15, .asIntended,
      "viewDidAppear runs on the pop too: the video page is forced to landscape again (R19)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .refresh(.landscapeRight, .followedDevice, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.popBackToVideo, kvc, iOS: from16, .notAsIntended,
      "key-value coding logs E6: the video page shows portrait (R19)",
      steps: [.event(.portrait, allowed: .landscape), .refresh(.portrait, warnings: [e6])]),
    ArticleSessionRow(
      App.popBackToVideo, throwAwayFull, iOS: every, .notAsIntended,
      "orientationChanged is already YES: no helper on the way back, the video page shows portrait (R15)",
      steps: [.event(.portrait, allowed: .landscape)]),
    ArticleSessionRow(
      App.popBackToVideo, uikit, iOS: every, .notAsIntended,
      "the video page shows portrait (R4, R15)",
      steps: [.event(.portrait, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.popBackToVideo, reference, iOS: upTo15, .asIntended,
      "the key-value-coding refresh turns the video page landscape again on the pop (R15, R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)),
    ArticleSessionRow(
      App.popBackToVideo, reference, iOS: from16, .asIntended,
      "setNeedsUpdate turns the video page landscape again on the pop (R15, R17)",
      steps: [.event(.portrait, allowed: .landscape), update(.landscapeRight)]),
  ]

  static let throwAwayRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.pushVideo, throwAway, iOS: [.iOS12], .asIntended,
      ".automatic is full screen before iOS 13: the helper decides with the root's landscape mask, landscape stays (R13, R14)",
      steps: [
        pushed, .refresh(.landscapeRight, .presentation, allowed: .landscape, decider: helper),
        .refresh(.landscapeRight, allowed: .landscape, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.pushVideo, throwAway, iOS: [.iOS15, .iOS17], .notAsIntended,
      ".automatic is a page sheet from iOS 13: the helper never decides, nothing is re-evaluated (R3)",
      steps: [
        pushed, .refresh(.portrait, allowed: .landscape, decider: "RiceTabBarController"),
        .refresh(.portrait, allowed: .landscape, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.pushVideo, throwAwayFull, iOS: every, .asIntended,
      "presented full screen the helper forces landscape on every version, iOS 16+ included (R13, R14)",
      steps: [
        pushed, .refresh(.landscapeRight, .presentation, allowed: .landscape, decider: helper),
        .refresh(.landscapeRight, allowed: .landscape, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, throwAwayFull, iOS: every, .asIntended,
      "the helper's preferred orientation follows the device: landscape right (R13, §7.1)",
      steps: [
        pushed, .refresh(.landscapeRight, .presentation, decider: helper),
        .refresh(.landscapeRight, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.pushVideoUnclamped, throwAwayFull, iOS: every, .notAsIntended,
      "the helper overrides nothing: if UIKit's preferred orientation is the raw portrait, E2/E3 (R11, §7.1 U)",
      steps: [
        pushed,
        .crash(
          .preferredOrientationNotSupported(
            className: helper, preferred: .portrait, supported: .landscape),
          in: .portrait, refresh: true, decider: helper),
      ]),
    ArticleSessionRow(
      App.pushVideoThenPop, throwAwayFull, iOS: every, .notAsIntended,
      "the pop does not re-evaluate: the portrait list shows landscape (R15)",
      steps: [
        pushed, .refresh(.landscapeRight, .presentation), .refresh(.landscapeRight),
        .event(.landscapeRight, allowed: .portrait),
      ]),
  ]

  static let pushWithoutForcing: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.pushVideo, instead, iOS: every, .notAsIntended,
      "this variant presents the page; pushed, nothing forces it and it shows portrait (R15)",
      steps: [pushed]),
    ArticleSessionRow(
      App.pushVideo, uikit, iOS: every, .notAsIntended,
      "nothing forwards, nothing forces: the video page shows portrait (R4, R15)",
      steps: [.event(.portrait, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.pushVideo, reference, iOS: upTo15, .asIntended,
      "the key-value-coding refresh turns the video page landscape right; UIDevice reports landscape left while the device is held portrait (R15, R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)),
    ArticleSessionRow(
      App.pushVideo, reference, iOS: from16, .asIntended,
      "setNeedsUpdate turns the video page landscape right (R15, R17)",
      steps: [.event(.portrait, allowed: .landscape), update(.landscapeRight)]),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, uikit, iOS: every, .notAsIntended,
      "the video page shows portrait (R4, R15)",
      steps: [.event(.portrait, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, reference, iOS: upTo15, .asIntended,
      "UIDevice already reports landscape left: the refresh sets unknown first, so the video page turns (the article's problem 1 avoided, R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)),
    ArticleSessionRow(
      App.pushVideoDeviceLandscape, reference, iOS: from16, .asIntended,
      "setNeedsUpdate turns the video page to the device's landscape (R17)",
      steps: [.event(.portrait, allowed: .landscape), update(.landscapeRight)]),
    ArticleSessionRow(
      App.pushVideoThenPop, uikit, iOS: every, .notAsIntended,
      "the video page showed portrait (R4, R15)",
      steps: [.event(.portrait), .event(.portrait, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.pushVideoThenPop, reference, iOS: upTo15, .asIntended,
      "the key-value-coding refresh turns the video page landscape and the list back portrait, UIDevice reporting portrait again (the article's problem 2 avoided, R15, R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)
        + [.event(.landscapeRight, allowed: .portrait)] + kvc(.landscapeRight, .portrait)),
    ArticleSessionRow(
      App.pushVideoThenPop, reference, iOS: from16, .asIntended,
      "setNeedsUpdate turns the video page landscape and the list back portrait (R15, R17)",
      steps: [
        .event(.portrait, allowed: .landscape), update(.landscapeRight),
        .event(.landscapeRight, allowed: .portrait), update(.portrait),
      ]),
  ]

  static let presentRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.presentVideo(.fullScreen), instead, iOS: every, .notAsIntended,
      "the app mask is still the root's portrait: no common orientation, E1 (R5, R10)",
      steps: [
        .crash(
          .noCommonOrientation(className: "VideoViewController"), in: .portrait, allowed: [],
          decider: "VideoViewController")
      ]),
    ArticleSessionRow(
      App.presentVideo(.fullScreen), uikit, iOS: every, .notAsIntended,
      "the page decides itself, landscape right; after the dismissal the tab bar's default keeps landscape (R4, R13, R14)",
      steps: [
        .event(.landscapeRight, .presentation, allowed: .landscape, decider: "VideoViewController"),
        .event(.landscapeRight, allowed: .allButUpsideDown, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentVideo(.fullScreen), reference, iOS: every, .asIntended,
      "the page decides itself, landscape right; the dismissal returns the list to portrait (R13, R14)",
      steps: [
        .event(.landscapeRight, .presentation, allowed: .landscape, decider: "VideoViewController"),
        .event(.portrait, .dismissal, allowed: .portrait, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentVideo(.automatic), instead, iOS: [.iOS12], .notAsIntended,
      ".automatic is full screen before iOS 13: E1 (R5, R10)",
      steps: [.crash(.noCommonOrientation(className: "VideoViewController"), in: .portrait)]),
    ArticleSessionRow(
      App.presentVideo(.automatic), instead, iOS: [.iOS15, .iOS17], .notAsIntended,
      "a page sheet from iOS 13: the tab bar decides, the video page shows portrait (R1, R3)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "RiceTabBarController"),
        .event(.portrait, allowed: .portrait),
      ]),
    ArticleSessionRow(
      App.presentVideo(.automatic), uikit, iOS: [.iOS12], .notAsIntended,
      ".automatic is full screen before iOS 13: landscape right, kept after the dismissal (R4, R14)",
      steps: [
        .event(.landscapeRight, .presentation, allowed: .landscape, decider: "VideoViewController"),
        .event(.landscapeRight, allowed: .allButUpsideDown, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentVideo(.automatic), reference, iOS: [.iOS12], .asIntended,
      ".automatic is full screen before iOS 13: landscape right, portrait again after the dismissal (R13, R14)",
      steps: [
        .event(.landscapeRight, .presentation, allowed: .landscape, decider: "VideoViewController"),
        .event(.portrait, .dismissal, allowed: .portrait, decider: "RiceTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentVideo(.automatic), uikit, iOS: [.iOS15, .iOS17], .notAsIntended,
      "a page sheet from iOS 13: the tab bar decides, the video page shows portrait (R1, R3)",
      steps: [
        .event(.portrait, allowed: .allButUpsideDown, decider: "RiceTabBarController"),
        .event(.portrait, allowed: .allButUpsideDown),
      ]),
    ArticleSessionRow(
      App.presentVideo(.automatic), reference, iOS: [.iOS15, .iOS17], .notAsIntended,
      "a page sheet from iOS 13: the tab bar decides, the video page shows portrait (R1, R3)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "RiceTabBarController"),
        .event(.portrait, allowed: .portrait),
      ]),
  ]

  static let rows =
    delegateRows + kvcRows + popBackRows + throwAwayRows + pushWithoutForcing + presentRows
}

@Suite("Seed 004 sessions: forcing a single page to landscape")
struct Seed004SessionTests {
  @Test(
    "root-driven (flip and restore): the delegate works; the flip forces the page up to iOS 15 (pushed or popped back to), never on 16+; lists popped back to stay landscape; its restore waits on the main queue, which the model does not turn within a session",
    arguments: Seed004Rows.rows.played(by: "root-driven"))
  @MainActor func flipAndRestore(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "root-driven-kvc: forces landscape up to iOS 15 unless the device already is landscape left; never on 16+",
    arguments: Seed004Rows.rows.played(by: "root-driven-kvc"))
  @MainActor func keyValueCoding(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "root-driven-present-and-dismiss: the article's .automatic helper works before iOS 13 only",
    arguments: Seed004Rows.rows.played(by: "root-driven-present-and-dismiss"))
  @MainActor func presentAndDismiss(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "root-driven-present-and-dismiss-fullScreen: a full-screen helper forces landscape on every version",
    arguments: Seed004Rows.rows.played(by: "root-driven-present-and-dismiss-fullScreen"))
  @MainActor func presentAndDismissFullScreen(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "root-driven-present-instead: presenting the page crashes with the root-driven delegate (E1), or shows a portrait sheet",
    arguments: Seed004Rows.rows.played(by: "root-driven-present-instead"))
  @MainActor func presentInstead(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "uikit-default: the tab bar's default lets every page turn and nothing forces",
    arguments: Seed004Rows.rows.played(by: "uikit-default"))
  @MainActor func uikitDefault(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "reference: forwarding gives the masks without a delegate, and the refresh turns every push and pop (unknown first to iOS 15, setNeedsUpdate from 16); presenting the page works too",
    arguments: Seed004Rows.rows.played(by: "reference"))
  @MainActor func reference(_ row: ArticleSessionRow) { row.check() }
}
