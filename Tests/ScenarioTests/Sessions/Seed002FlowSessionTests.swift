import OrientationSpec
import Testing

/// Seed 002's demo flows: the autorotate toggle, the flags, `setOrientation:` and the dismissal.
extension Seed002Rows {
  static let flows: [ArticleSessionRow] = toggleRows + toggleOffRows + presentRows + automaticRows

  static let toggleRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.toggle(), demo, iOS: upTo15, .asIntended,
      "the push button's flags (landscape) and the page's NO hold it portrait; once allowed it turns to landscape only (R7, R9)",
      steps: pushedByTheButton + [
        .event(.portrait, .autorotationDisabled),
        .event(.portrait, allowed: .landscape),
        .event(.portrait, .notAllowed),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.toggle(), demo, iOS: from16, .asIntended,
      "the empty mask, not NO, holds the page portrait; once allowed it turns to landscape only (R7, R9)",
      steps: pushedByTheButton + [
        .event(.portrait, .notAllowed),
        .event(.portrait, allowed: .landscape),
        .event(.portrait, .notAllowed),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.toggle(flagsMask: .all), articleSwitch, iOS: upTo15, .asIntended,
      "the article's listing answers all for the push: portrait until allowed, then every way (R7, R9)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(.portrait, allowed: .portrait),
        .event(.portrait, .autorotationDisabled),
        .event(.portrait, allowed: .all),
        .event(.portrait),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.toggle(flagsMask: .all), articleSwitch, iOS: from16, .asIntended,
      "the article's listing: the page's portrait mask holds it until allowed (R7)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(.portrait, allowed: .portrait),
        .event(.portrait, .notAllowed),
        .event(.portrait, allowed: .all),
        .event(.portrait),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.toggle(), uikit, iOS: every, .notAsIntended,
      "the tab bar decides with its default: the page turns before its button allows it (R4)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .event(.portrait, allowed: .landscape),
        .event(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: .landscape),
        .event(.landscapeRight, .notAllowed),
        .event(.landscapeRight),
      ]),
    ArticleSessionRow(
      App.toggle(), reference, iOS: upTo15, .asIntended,
      "forwarding to the top page gives the article's behaviour; the refresh (unknown, then the device's landscape left) turns the page as soon as the toggle allows it (R4, R9, R19)",
      steps: [
        .event(.portrait, allowed: []),
        .event(.portrait, allowed: []),
        .event(.portrait, .autorotationDisabled),
        .event(.portrait, allowed: .landscape),
        .refresh(.portrait, .notAnInterfaceOrientation, device: .unknown),
        .refresh(.landscapeRight, .followedDevice, device: .landscapeLeft),
        .event(.landscapeRight, .notAllowed),
        .event(.landscapeRight),
      ]),
    ArticleSessionRow(
      App.toggle(), reference, iOS: from16, .asIntended,
      "forwarding to the top page gives the article's behaviour; setNeedsUpdate turns the page to the device's landscape as soon as the toggle allows it (R4, R7, R17)",
      steps: [
        .event(.portrait, allowed: []),
        .event(.portrait, allowed: []),
        .event(.portrait, .notAllowed),
        .event(.portrait, allowed: .landscape),
        .refresh(.landscapeRight, .supportedOrientationsUpdate),
        .event(.landscapeRight, .notAllowed),
        .event(.landscapeRight),
      ]),
  ]

  static let toggleOffRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.toggleOffThenPopAfterPush, demo, iOS: upTo15, .notAsIntended,
      "allowed, the page turns landscape; the portrait list is then left in landscape for good: the pop does not re-evaluate and its NO blocks the device; the page's dealloc resets the flags once UIKit lets it go, with no evaluation (R9, R15)",
      steps: pushedByTheButton + [
        .event(.portrait, allowed: .landscape),
        .event(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: []),
        .event(.landscapeRight, .autorotationDisabled),
        .event(.landscapeRight, allowed: []),
        .refresh(.landscapeRight, allowed: []),
        .event(.landscapeRight, .autorotationDisabled, allowed: .portrait),
        .event(.landscapeRight, .autorotationDisabled),
      ]),
    ArticleSessionRow(
      App.toggleOffThenPopAfterPush, demo, iOS: from16, .notAsIntended,
      "allowed, the page turns landscape; the portrait list is then left in landscape until the device turns to portrait (R12, R15)",
      steps: pushedByTheButton + [
        .event(.portrait, allowed: .landscape),
        .event(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: []),
        .event(.landscapeRight, .notAllowed),
        .event(.landscapeRight, allowed: []),
        .refresh(.landscapeRight, allowed: []),
        .event(.landscapeRight, .notAllowed, allowed: .portrait),
        .event(.portrait, .followedDevice),
      ]),
    ArticleSessionRow(
      App.toggleOffThenPop, uikit, iOS: every, .notAsIntended,
      "the tab bar's default: landscape until the device turns to portrait (R4, R15)",
      steps: [
        .event(.landscapeRight, allowed: .landscape),
        .event(.landscapeRight, .notAllowed),
        .event(.landscapeRight, allowed: .landscape),
        .event(.landscapeRight, allowed: .portrait),
        .event(.landscapeRight, .notAllowed),
        .event(.portrait, .followedDevice),
      ]),
    ArticleSessionRow(
      App.toggleOffThenPop, reference, iOS: upTo15, .notAsIntended,
      "the list's declared NO, forwarded, blocks every device event, and the reference sends no key-value-coding refresh, which it would block too: landscape for good (R9, R15, R19)",
      steps: [
        .event(.landscapeRight, allowed: []),
        .event(.landscapeRight, .autorotationDisabled),
        .event(.landscapeRight, allowed: []),
        .event(.landscapeRight, allowed: .portrait, device: .portrait),
        .event(.landscapeRight, .autorotationDisabled, device: .landscapeLeft),
        .event(.landscapeRight, .autorotationDisabled, device: .portrait),
      ]),
    ArticleSessionRow(
      App.toggleOffThenPop, reference, iOS: from16, .asIntended,
      "nothing is allowed until the dealloc's reset; then setNeedsUpdate turns the list portrait, its NO being ignored (R9, R15, R17)",
      steps: [
        .event(.landscapeRight, allowed: []),
        .event(.landscapeRight, .notAllowed),
        .event(.landscapeRight, allowed: []),
        .event(.landscapeRight, allowed: .portrait),
        .refresh(.portrait, .supportedOrientationsUpdate, allowed: .portrait),
        .event(.portrait, .notAllowed),
        .event(.portrait),
      ]),
  ]

  /// The present flow up to the force, the same for every resolver: the presented page decides itself.
  static func presentSteps(upTo15: Bool, appMaskBefore: InterfaceOrientationMask) -> [ArticleStep] {
    [
      .event(.portrait, allowed: appMaskBefore),
      .event(
        .landscapeRight, .presentation, allowed: .landscapeRight, decider: "PresentViewController"),
      .event(.landscapeRight, upTo15 ? .autorotationDisabled : nil),
      .event(.landscapeRight, allowed: .all),
      .event(.portrait, .followedDevice),
      .event(.portrait, allowed: .landscapeRight),
      .event(.portrait, allowed: .all),
      upTo15
        ? .event(.landscapeRight, .followedDevice, device: .landscapeLeft)
        : .event(.portrait, device: .portrait, warnings: [e6]),
      .event(upTo15 ? .landscapeRight : .portrait, allowed: .landscapeRight),
    ]
  }

  static let presentRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.presentAndForceAsWritten, demo, iOS: [.iOS12], .notAsIntended,
      "full screen before iOS 13: presented in landscape right, turned portrait by the toggle; setOrientation: applies when the button's code returns, with _shouldAutorotate NO again, so the page stays portrait (a limit of the model: UIKit applies it at once, while YES); portrait on dismissal (R9, R13, R14, R19)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(
          .landscapeRight, .presentation, allowed: .landscapeRight,
          decider: "PresentViewController"),
        .event(.landscapeRight, .autorotationDisabled),
        .event(.landscapeRight, allowed: .all),
        .event(.portrait, .followedDevice),
        .event(.portrait, allowed: .landscapeRight),
        .event(.portrait, allowed: .landscapeRight),
        .refresh(.portrait, .autorotationDisabled, device: .landscapeLeft),
        .event(.portrait),
        .refresh(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentAndForceAsWritten, demo, iOS: [.iOS15], .notAsIntended,
      "the demo's .automatic is a page sheet from iOS 13: the tab bar keeps deciding, portrait, and setOrientation: meets its NO (R3, R9, R19)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
        .event(.portrait, .autorotationDisabled),
        .event(.portrait, allowed: .portrait),
        .event(.portrait, .autorotationDisabled),
        .event(.portrait),
        .event(.portrait),
        .refresh(.portrait, .autorotationDisabled, device: .landscapeLeft),
        .event(.portrait),
        .refresh(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentAndForceAsWritten, demo, iOS: from16, .notAsIntended,
      "a page sheet: the tab bar keeps deciding, portrait; setOrientation: logs E6 (R3, R19)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .refresh(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
        .event(.portrait, .notAllowed),
        .event(.portrait, allowed: .portrait),
        .event(.portrait),
        .event(.portrait),
        .event(.portrait),
        .refresh(.portrait, device: .portrait, warnings: [e6]),
        .event(.portrait),
        .refresh(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
      ]),
    ArticleSessionRow(
      App.presentAndForce, uikit, iOS: upTo15, .notAsIntended,
      "the page decides itself as in the demo, but after the dismissal the tab bar's default keeps landscape (R4, R14)",
      steps: presentSteps(upTo15: true, appMaskBefore: .allButUpsideDown) + [
        .event(.landscapeRight, allowed: .allButUpsideDown, decider: "BaseTabBarController"),
        .event(.landscapeRight, allowed: .portrait),
      ]),
    ArticleSessionRow(
      App.presentAndForce, uikit, iOS: from16, .notAsIntended,
      "setOrientation: logs E6 and moves nothing: the landscape-right page stays portrait (R19)",
      steps: presentSteps(upTo15: false, appMaskBefore: .allButUpsideDown) + [
        .event(.portrait, allowed: .allButUpsideDown, decider: "BaseTabBarController"),
        .event(.portrait, allowed: .portrait),
      ]),
    ArticleSessionRow(
      App.presentAndForce, reference, iOS: upTo15, .asIntended,
      "the page's NO holds back the refresh when the toggle goes off, so UIDevice still reports portrait and setOrientation: turns the page landscape right, as in the demo; portrait again on dismissal (R9, R13, R14, R19)",
      steps: presentSteps(upTo15: true, appMaskBefore: .portrait) + [
        .event(.portrait, .dismissal, allowed: .portrait, decider: "BaseTabBarController"),
        .event(.portrait, allowed: .portrait),
      ]),
    ArticleSessionRow(
      App.presentAndForce, reference, iOS: from16, .asIntended,
      "setOrientation: logs E6, but setNeedsUpdate after the toggle goes off turns the page landscape right; portrait again on dismissal (R14, R17, R19)",
      steps: [
        .event(.portrait, allowed: .portrait),
        .event(
          .landscapeRight, .presentation, allowed: .landscapeRight,
          decider: "PresentViewController"),
        .event(.landscapeRight),
        .event(.landscapeRight, allowed: .all),
        .event(.portrait, .followedDevice),
        .event(.portrait, allowed: .landscapeRight),
        .refresh(.landscapeRight, .supportedOrientationsUpdate, device: .portrait),
        .event(.landscapeRight, allowed: .all),
        .event(.landscapeRight, device: .portrait, warnings: [e6]),
        .event(.landscapeRight, allowed: .landscapeRight),
        .event(.portrait, .dismissal, allowed: .portrait, decider: "BaseTabBarController"),
        .event(.portrait, allowed: .portrait),
      ]),
  ]

  static let automaticRows: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.automaticStyle, demo, iOS: [.iOS12], .asIntended,
      "before iOS 13 .automatic is full screen: the page decides, landscape right (R3, R13)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
        .refresh(.landscapeRight, .presentation, decider: "PresentViewController"),
        .event(.landscapeRight, .autorotationDisabled),
      ]),
    ArticleSessionRow(
      App.automaticStyle, demo, iOS: [.iOS15], .notAsIntended,
      "both are page sheets: OriginViewController decides everything, the landscape page shows portrait (R1, R3, R9)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "BaseNavigationController"),
        .refresh(.portrait, allowed: .portrait, decider: "BaseNavigationController"),
        .event(.portrait, .autorotationDisabled),
      ]),
    ArticleSessionRow(
      App.automaticStyle, demo, iOS: [.iOS17], .notAsIntended,
      "both are page sheets: OriginViewController decides everything, the landscape page shows portrait (R1, R3)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "BaseNavigationController"),
        .refresh(.portrait, allowed: .portrait, decider: "BaseNavigationController"),
        .event(.portrait, .notAllowed),
      ]),
    ArticleSessionRow(
      App.automaticStyle, uikit, iOS: [.iOS12], .asIntended,
      "before iOS 13 .automatic is full screen: the page decides, landscape right (R3, R13)",
      steps: [
        .event(.portrait, allowed: .allButUpsideDown, decider: "BaseTabBarController"),
        .event(.landscapeRight, .presentation, decider: "PresentViewController"),
        .event(.landscapeRight, .autorotationDisabled),
      ]),
    ArticleSessionRow(
      App.automaticStyle, uikit, iOS: [.iOS15, .iOS17], .notAsIntended,
      "page sheets: the root navigation controller's default decides, the sheet turns with the device (R1, R3, R4)",
      steps: [
        .event(.portrait, allowed: .allButUpsideDown, decider: "BaseNavigationController"),
        .event(.portrait, decider: "BaseNavigationController"),
        .event(.landscapeRight, .followedDevice),
      ]),
    ArticleSessionRow(
      App.automaticStyle, reference, iOS: [.iOS12], .asIntended,
      "before iOS 13 .automatic is full screen: the page decides, landscape right (R3, R13)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "BaseTabBarController"),
        .event(.landscapeRight, .presentation, decider: "PresentViewController"),
        .event(.landscapeRight, .autorotationDisabled),
      ]),
    ArticleSessionRow(
      App.automaticStyle, reference, iOS: [.iOS15], .notAsIntended,
      "page sheets: OriginViewController decides everything, the landscape page shows portrait (R1, R3, R9)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "BaseNavigationController"),
        .event(.portrait, decider: "BaseNavigationController"),
        .event(.portrait, .autorotationDisabled),
      ]),
    ArticleSessionRow(
      App.automaticStyle, reference, iOS: [.iOS17], .notAsIntended,
      "page sheets: OriginViewController decides everything, the landscape page shows portrait (R1, R3)",
      steps: [
        .event(.portrait, allowed: .portrait, decider: "BaseNavigationController"),
        .event(.portrait, decider: "BaseNavigationController"),
        .event(.portrait, .notAllowed),
      ]),
  ]
}

@Suite("Seed 002 sessions: RotationDemo's toggle, flags, setOrientation: and dismissal")
struct Seed002FlowSessionTests {
  @Test(
    "rotation-demo: works up to iOS 15 when presented full screen; setOrientation: dies at 16, .automatic sheets at 13",
    arguments: Seed002Rows.flows.played(by: "rotation-demo"))
  @MainActor func rotationDemo(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "rotation-demo-article-switch: the article's listing answers all for a push, so the toggle rotates every way",
    arguments: Seed002Rows.flows.played(by: "rotation-demo-article-switch"))
  @MainActor func articleSwitch(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "uikit-default: the tab bar's default decides: the page turns before its toggle and the list stays landscape",
    arguments: Seed002Rows.flows.played(by: "uikit-default"))
  @MainActor func uikitDefault(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "reference: the demo's forwarding plus a refresh: setNeedsUpdate turns the page and the list from iOS 16; up to iOS 15 no refresh where the screens' own NO would block it, so setOrientation: still works and the popped list stays landscape",
    arguments: Seed002Rows.flows.played(by: "reference"))
  @MainActor func reference(_ row: ArticleSessionRow) { row.check() }
}
