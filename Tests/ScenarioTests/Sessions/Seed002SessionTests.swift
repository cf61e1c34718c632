import OrientationSpec
import Seed002
import Testing

/// Seed 002's sessions, each played with `rotation-demo` and the specification's two resolvers.
enum Seed002Rows {
  typealias App = Seed002App
  static let demo = RotationDemo.rotationDemo
  static let articleSwitch = RotationDemo.rotationDemoArticleSwitch
  static let uikit = UIKitDefaultResolver()
  static let reference = ReferenceResolver()
  static let upTo15: [OSVersion] = [.iOS12, .iOS15]
  static let from16: [OSVersion] = [.iOS16, .iOS17]
  static let every: [OSVersion] = [.iOS12, .iOS15, .iOS17]

  static let tabBarE2 = UIKitException.preferredOrientationNotSupported(
    className: "BaseTabBarController", preferred: .unknown, supported: [])
  static let customE2 = UIKitException.preferredOrientationNotSupported(
    className: "CustomViewController", preferred: .portrait, supported: [])
  static let landscapeE2 = UIKitException.preferredOrientationNotSupported(
    className: "LandscapeViewController", preferred: .portrait, supported: .landscape)
  static let e6 = Warning.deviceOrientationSettingUnsupported

  /// The demo's push button on the first tab, as `rotation-demo` plays it: the action sets the
  /// push flags (landscape, nothing in common with the portrait tab), then UIKit pushes
  /// `PushViewController`.
  static let pushedByTheButton: [ArticleStep] = [
    .event(.portrait, allowed: []),
    .refresh(.portrait, allowed: [], decider: "BaseTabBarController"),
  ]

  static let pitfalls: [ArticleSessionRow] = [
    // BaseViewController: what a screen that overrides nothing answers.
    ArticleSessionRow(
      App.baseScreen, demo, iOS: upTo15, .asIntended,
      "BaseViewController keeps the list portrait: shouldAutorotate NO (R9)",
      steps: [.event(.portrait, .autorotationDisabled, allowed: .portrait)]),
    ArticleSessionRow(
      App.baseScreen, demo, iOS: from16, .asIntended,
      "BaseViewController keeps the list portrait: its mask, shouldAutorotate being ignored (R9, R12)",
      steps: [.event(.portrait, .notAllowed, allowed: .portrait)]),
    ArticleSessionRow(
      App.baseScreen, uikit, iOS: every, .notAsIntended,
      "without the base class the navigation controller's default lets the list turn (R4, R8)",
      steps: [.event(.landscapeRight, .followedDevice, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.baseScreen, reference, iOS: every, .notAsIntended,
      "without the base class the list's own default lets it turn (R8)",
      steps: [.event(.landscapeRight, .followedDevice, allowed: .allButUpsideDown)]),

    // Pitfall 1: the tab bar without a selection.
    ArticleSessionRow(
      App.tabBarPresented(selected: .none), demo, iOS: upTo15, .crashesAsWarned,
      "the tab bar forwards to nil: [], NO, unknown; NO spares E1, the unknown preferred raises E2 (R6, R10, R11)",
      steps: [.crash(tabBarE2, in: .portrait, allowed: [], decider: "BaseTabBarController")]),
    ArticleSessionRow(
      App.tabBarPresented(selected: .none), demo, iOS: from16, .crashesAsWarned,
      "the tab bar forwards to nil: shouldAutorotate is no longer asked, so E1 (R9, R10)",
      steps: [
        .crash(
          .noCommonOrientation(className: "BaseTabBarController"), in: .portrait, allowed: [],
          decider: "BaseTabBarController")
      ]),
    ArticleSessionRow(
      App.tabBarPresented(selected: .none), uikit, iOS: every, .asIntended,
      "the tab bar answers for itself: portrait, no crash (R4, R8)",
      steps: [.event(.portrait, allowed: .portrait, decider: "BaseTabBarController")]),
    ArticleSessionRow(
      App.tabBarPresented(selected: .none), reference, iOS: every, .asIntended,
      "the tab bar with nothing to forward to answers for itself: portrait, no crash (R6)",
      steps: [.event(.portrait, allowed: .portrait, decider: "BaseTabBarController")]),
    ArticleSessionRow(
      App.tabBarPresented(selected: .index(0)), demo, iOS: every, .asIntended,
      "the selected tab's portrait screen decides through the tab bar (R1, R13)",
      steps: [.event(.portrait, allowed: .portrait, decider: "BaseTabBarController")]),
    ArticleSessionRow(
      App.tabBarPresented(selected: .index(0)), uikit, iOS: every, .asIntended,
      "the tab bar's own default meets the portrait flags (R5, R7)",
      steps: [.event(.portrait, allowed: .portrait, decider: "BaseTabBarController")]),
    ArticleSessionRow(
      App.tabBarPresented(selected: .index(0)), reference, iOS: every, .asIntended,
      "the selected tab's portrait screen decides through the tab bar (R1, R13)",
      steps: [.event(.portrait, allowed: .portrait, decider: "BaseTabBarController")]),

    // Pitfall 2: no orientation in common with the app.
    ArticleSessionRow(
      App.noCommonOrientationAfterPush(autorotates: false), demo, iOS: upTo15, .asIntended,
      "the push button's flags leave nothing in common, but shouldAutorotate NO spares E1; nothing rotates (R9, R10)",
      steps: pushedByTheButton + [
        .event(
          .portrait, allowed: [], decider: "PortraitNavigationController",
          warnings: [.noCommonOrientationSuppressed(ControllerID(12))])
      ]),
    ArticleSessionRow(
      App.noCommonOrientationAfterPush(autorotates: false), demo, iOS: from16, .notAsIntended,
      "shouldAutorotate NO no longer spares E1 from iOS 16 (R9, R10)",
      steps: pushedByTheButton + [
        .crash(.noCommonOrientation(className: "PortraitNavigationController"), in: .portrait)
      ]),
    ArticleSessionRow(
      App.noCommonOrientation(autorotates: false), reference, iOS: upTo15, .asIntended,
      "forwarding NO to UIKit spares E1 as the article's containers do (R9, R10)",
      steps: [.event(.portrait, allowed: []), .event(.portrait, allowed: [])]),
    ArticleSessionRow(
      App.noCommonOrientation(autorotates: false), reference, iOS: from16, .notAsIntended,
      "E1 from iOS 16, whatever shouldAutorotate answers (R9, R10)",
      steps: [
        .event(.portrait, allowed: []),
        .crash(.noCommonOrientation(className: "PortraitNavigationController"), in: .portrait),
      ]),
    ArticleSessionRow(
      App.noCommonOrientation(autorotates: false), uikit, iOS: every, .notAsIntended,
      "the navigation controller's default meets the landscape flags: the portrait screen turns landscape (R4, R7)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .event(.landscapeRight, .installation, allowed: .landscape),
      ]),
    ArticleSessionRow(
      App.noCommonOrientationAfterPush(autorotates: true), demo, iOS: every, .crashesAsWarned,
      "nothing in common and shouldAutorotate YES: E1 on every version (R10)",
      steps: pushedByTheButton + [
        .crash(.noCommonOrientation(className: "PortraitNavigationController"), in: .portrait)
      ]),
    ArticleSessionRow(
      App.noCommonOrientation(autorotates: true), reference, iOS: every, .crashesAsWarned,
      "nothing in common and shouldAutorotate YES: E1 on every version (R10)",
      steps: [
        .event(.portrait, allowed: []),
        .crash(.noCommonOrientation(className: "PortraitNavigationController"), in: .portrait),
      ]),
    ArticleSessionRow(
      App.noCommonOrientation(autorotates: true), uikit, iOS: every, .notAsIntended,
      "the navigation controller's default turns the portrait screen landscape (R4, R7)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .event(.landscapeRight, .installation, allowed: .landscape),
      ]),

    // Pitfall 3: a preferred orientation outside the supported mask.
    ArticleSessionRow(
      App.preferredOutsideMaskAfterPresent, demo, iOS: [.iOS12], .crashesAsWarned,
      "PresentViewController, full screen before iOS 13, turns landscape right; the landscape screen presented over it decides and its portrait is not allowed: E2/E3 (R11)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(.landscapeRight, .presentation, decider: "PresentViewController"),
        .crash(
          landscapeE2, in: .landscapeRight, allowed: .landscape, decider: "LandscapeViewController"),
      ]),
    ArticleSessionRow(
      App.preferredOutsideMaskAfterPresent, demo, iOS: [.iOS15, .iOS17], .crashesAsWarned,
      "PresentViewController is a sheet from iOS 13; the landscape screen presented over it decides and its portrait is not allowed: E2/E3 (R3, R11)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
        .crash(landscapeE2, in: .portrait, allowed: .landscape, decider: "LandscapeViewController"),
      ]),
    ArticleSessionRow(
      App.preferredOutsideMask, uikit, iOS: every, .crashesAsWarned,
      "the presented screen's own answers raise E2/E3 whatever the base classes do (R11)",
      steps: [
        .event(.portrait, allowed: .allButUpsideDown),
        .crash(landscapeE2, in: .portrait, allowed: .landscape, decider: "LandscapeViewController"),
      ]),
    ArticleSessionRow(
      App.preferredOutsideMask, reference, iOS: every, .asIntended,
      "the reference clamps the preferred orientation into the mask: landscape right (R11, R13)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .event(.landscapeRight, .presentation, allowed: .landscape),
      ]),

    // The article's listing: an orientation returned where a mask is expected.
    ArticleSessionRow(
      App.customViewController, demo, iOS: upTo15, .notAsIntended,
      "raw 1 has no orientation's bit: nothing in common, NO spares E1, the portrait preferred raises E2/E3 (R10, R11)",
      steps: [.event(.portrait), .crash(customE2, in: .portrait, allowed: [])]),
    ArticleSessionRow(
      App.customViewController, demo, iOS: from16, .notAsIntended,
      "raw 1 has no orientation's bit: E1 from iOS 16 (R10)",
      steps: [
        .event(.portrait),
        .crash(.noCommonOrientation(className: "CustomViewController"), in: .portrait, allowed: []),
      ]),
    ArticleSessionRow(
      App.customViewController, uikit, iOS: upTo15, .notAsIntended,
      "the screen's own mask is the bug: E2/E3 with any base classes (R10, R11)",
      steps: [.event(.portrait), .crash(customE2, in: .portrait, allowed: [])]),
    ArticleSessionRow(
      App.customViewController, uikit, iOS: from16, .notAsIntended,
      "the screen's own mask is the bug: E1 from iOS 16 with any base classes (R10)",
      steps: [
        .event(.portrait),
        .crash(.noCommonOrientation(className: "CustomViewController"), in: .portrait, allowed: []),
      ]),
    ArticleSessionRow(
      App.customViewController, reference, iOS: upTo15, .notAsIntended,
      "the screen's own mask is the bug: even the reference's clamp finds nothing to clamp to, E2/E3 (R11)",
      steps: [.event(.portrait), .crash(customE2, in: .portrait, allowed: [])]),
    ArticleSessionRow(
      App.customViewController, reference, iOS: from16, .notAsIntended,
      "the screen's own mask is the bug: E1 from iOS 16 with any base classes (R10)",
      steps: [
        .event(.portrait),
        .crash(.noCommonOrientation(className: "CustomViewController"), in: .portrait, allowed: []),
      ]),
  ]
}

@Suite("Seed 002 sessions: RotationDemo's pitfalls")
struct Seed002PitfallSessionTests {
  @Test(
    "rotation-demo: the pitfalls crash as the article warns; shouldAutorotate NO spares E1 only up to iOS 15",
    arguments: Seed002Rows.pitfalls.played(by: "rotation-demo"))
  @MainActor func rotationDemo(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "uikit-default: no forwarding, no tab-bar crash, but screens rotate without the base class",
    arguments: Seed002Rows.pitfalls.played(by: "uikit-default"))
  @MainActor func uikitDefault(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "reference: no tab-bar crash, preferred orientation clamped; E1 from iOS 16 where NO was the guard",
    arguments: Seed002Rows.pitfalls.played(by: "reference"))
  @MainActor func reference(_ row: ArticleSessionRow) { row.check() }
}
