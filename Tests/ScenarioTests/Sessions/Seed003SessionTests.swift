import OrientationSpec
import Seed003
import Testing

/// Seed 003's sessions: both forwarding styles without and with the force in `viewDidLoad`, and UIKit's two.
enum Seed003Rows {
  typealias App = Seed003App
  static let forwarding = ScreenRotationNotes.navForwardingNoForce
  static let delegate = ScreenRotationNotes.navDelegateNoForce
  static let forwardingForce = ScreenRotationNotes.navForwarding
  static let delegateForce = ScreenRotationNotes.navDelegate
  static let uikit = UIKitDefaultResolver()
  static let reference = ReferenceResolver()
  static let upTo15: [OSVersion] = [.iOS12, .iOS15]
  static let from16: [OSVersion] = [.iOS16, .iOS17]
  static let every: [OSVersion] = [.iOS12, .iOS15, .iOS17]
  static let e6 = Warning.deviceOrientationSettingUnsupported

  /// The reference's refresh: key-value coding, unknown first, up to iOS 15 (R19).
  static func kvc(_ from: InterfaceOrientation, _ to: InterfaceOrientation) -> [ArticleStep] {
    ArticleStep.keyValueCodingRefresh(from: from, to: to)
  }

  /// The reference's refresh from iOS 16: setNeedsUpdateOfSupportedInterfaceOrientations (R17).
  static func update(_ to: InterfaceOrientation) -> ArticleStep {
    ArticleStep.setNeedsUpdateRefresh(to: to)
  }

  /// The article's defect: each push or pop changes the mask, and only the device's turn applies it.
  static let deferred: [ArticleStep] = [
    .event(.portrait, allowed: .landscape, decider: "NavigationController"),
    .event(.landscapeRight, .followedDevice),
    .event(.landscapeRight, allowed: .portrait),
    .event(.portrait, .followedDevice),
    .event(.portrait, allowed: .landscape),
    .event(.landscapeRight, .followedDevice),
    .event(.landscapeRight, allowed: .portrait),
    .event(.portrait, .followedDevice),
  ]

  static let pushAndPop: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.pushAndPop, forwarding, iOS: every, .notAsIntended,
      "no push or pop turns the interface; each waits for the device (R15)", steps: deferred),
    ArticleSessionRow(
      App.pushAndPop, delegate, iOS: every, .notAsIntended,
      "the delegate's mask behaves as the subclass's: each push or pop waits for the device (R4, R15)",
      steps: deferred),
    ArticleSessionRow(
      App.pushAndPop, reference, iOS: upTo15, .asIntended,
      "the refresh (unknown, then the pose, by key-value coding) turns each push and pop before the device does (R15, R19)",
      steps: [.event(.portrait, allowed: .landscape, decider: "NavigationController")]
        + kvc(.portrait, .landscapeRight)
        + [.event(.landscapeRight), .event(.landscapeRight, allowed: .portrait)]
        + kvc(.landscapeRight, .portrait)
        + [.event(.portrait), .event(.portrait, allowed: .landscape)]
        + kvc(.portrait, .landscapeRight)
        + [.event(.landscapeRight), .event(.landscapeRight, allowed: .portrait)]
        + kvc(.landscapeRight, .portrait)
        + [.event(.portrait)]),
    ArticleSessionRow(
      App.pushAndPop, reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns each push and pop before the device does (R15, R17)",
      steps: [
        .event(.portrait, allowed: .landscape, decider: "NavigationController"),
        update(.landscapeRight),
        .event(.landscapeRight),
        .event(.landscapeRight, allowed: .portrait),
        update(.portrait),
        .event(.portrait),
        .event(.portrait, allowed: .landscape),
        update(.landscapeRight),
        .event(.landscapeRight),
        .event(.landscapeRight, allowed: .portrait),
        update(.portrait),
        .event(.portrait),
      ]),
    ArticleSessionRow(
      App.pushAndPop, uikit, iOS: every, .notAsIntended,
      "the navigation controller's default allows every screen every orientation but upside down (R4)",
      steps: [
        .event(.portrait, allowed: .allButUpsideDown, decider: "NavigationController"),
        .event(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: .allButUpsideDown),
        .event(.portrait, .followedDevice),
        .event(.portrait, allowed: .allButUpsideDown),
        .event(.landscapeRight, .followedDevice),
        .event(.landscapeRight, allowed: .allButUpsideDown),
        .event(.portrait, .followedDevice),
      ]),
  ]

  static func forcedPushes(upTo15: Bool) -> [ArticleStep] {
    [
      .event(.portrait, allowed: .landscape),
      upTo15
        ? .refresh(.landscapeRight, .followedDevice, device: .landscapeLeft)
        : .refresh(.portrait, device: .portrait, warnings: [e6]),
      .event(upTo15 ? .landscapeRight : .portrait, allowed: .portrait),
      upTo15
        ? .refresh(.portrait, .followedDevice, device: .portrait)
        : .refresh(.portrait, device: .portrait, warnings: [e6]),
    ]
  }

  static let force: [ArticleSessionRow] = [
    ArticleSessionRow(
      App.pushes, forwardingForce, iOS: upTo15, .asIntended,
      "each pushed screen's viewDidLoad sets UIDevice.orientation and the interface follows (R19)",
      steps: forcedPushes(upTo15: true)),
    ArticleSessionRow(
      App.pushes, forwardingForce, iOS: from16, .notAsIntended,
      "key-value coding logs E6 and moves nothing: A shows portrait (R19)",
      steps: forcedPushes(upTo15: false)),
    ArticleSessionRow(
      App.pushes, delegateForce, iOS: upTo15, .asIntended,
      "each pushed screen's viewDidLoad sets UIDevice.orientation and the interface follows (R19)",
      steps: forcedPushes(upTo15: true)),
    ArticleSessionRow(
      App.pushes, delegateForce, iOS: from16, .notAsIntended,
      "key-value coding logs E6 and moves nothing: A shows portrait (R19)",
      steps: forcedPushes(upTo15: false)),
    ArticleSessionRow(
      App.pushes, uikit, iOS: every, .notAsIntended,
      "nothing forces and nothing forwards: A shows portrait (R4, R15)",
      steps: [.event(.portrait, allowed: .allButUpsideDown), .event(.portrait)]),
    ArticleSessionRow(
      App.pushes, reference, iOS: upTo15, .asIntended,
      "the key-value-coding refresh turns A landscape and B portrait, as each push needs (R15, R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)
        + [.event(.landscapeRight, allowed: .portrait)] + kvc(.landscapeRight, .portrait)),
    ArticleSessionRow(
      App.pushes, reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns A landscape and B portrait, as each push needs (R15, R17)",
      steps: [
        .event(.portrait, allowed: .landscape), update(.landscapeRight),
        .event(.landscapeRight, allowed: .portrait), update(.portrait),
      ]),

    ArticleSessionRow(
      App.popToA, forwardingForce, iOS: every, .notAsIntended,
      "viewDidLoad does not run again: A is back in portrait (R15)",
      steps: [.event(.portrait, allowed: .landscape)]),
    ArticleSessionRow(
      App.popToA, delegateForce, iOS: every, .notAsIntended,
      "viewDidLoad does not run again: A is back in portrait (R15)",
      steps: [.event(.portrait, allowed: .landscape)]),
    ArticleSessionRow(
      App.popToA, uikit, iOS: every, .notAsIntended,
      "A is back in portrait (R4, R15)", steps: [.event(.portrait, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.popToA, reference, iOS: upTo15, .asIntended,
      "the key-value-coding refresh turns A back to landscape (R15, R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)),
    ArticleSessionRow(
      App.popToA, reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns A back to landscape (R15, R17)",
      steps: [.event(.portrait, allowed: .landscape), update(.landscapeRight)]),

    ArticleSessionRow(
      App.pushWithDeviceLandscape, forwardingForce, iOS: upTo15, .notAsIntended,
      "UIDevice already reports landscape left: setting it again does nothing, A stays portrait (R19)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .skipped(.refused(.noChange), .portrait, refresh: true, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.pushWithDeviceLandscape, forwardingForce, iOS: from16, .notAsIntended,
      "key-value coding logs E6: A stays portrait (R19)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .refresh(.portrait, device: .landscapeLeft, warnings: [e6]),
      ]),
    ArticleSessionRow(
      App.pushWithDeviceLandscape, delegateForce, iOS: upTo15, .notAsIntended,
      "UIDevice already reports landscape left: setting it again does nothing, A stays portrait (R19)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .skipped(.refused(.noChange), .portrait, refresh: true, device: .landscapeLeft),
      ]),
    ArticleSessionRow(
      App.pushWithDeviceLandscape, delegateForce, iOS: from16, .notAsIntended,
      "key-value coding logs E6: A stays portrait (R19)",
      steps: [
        .event(.portrait, allowed: .landscape),
        .refresh(.portrait, device: .landscapeLeft, warnings: [e6]),
      ]),
    ArticleSessionRow(
      App.pushWithDeviceLandscape, uikit, iOS: every, .notAsIntended,
      "A stays portrait until the device moves (R15)",
      steps: [.event(.portrait, allowed: .allButUpsideDown)]),
    ArticleSessionRow(
      App.pushWithDeviceLandscape, reference, iOS: upTo15, .asIntended,
      "UIDevice already reports landscape left: the refresh sets unknown first, so A turns to it (R19)",
      steps: [.event(.portrait, allowed: .landscape)] + kvc(.portrait, .landscapeRight)),
    ArticleSessionRow(
      App.pushWithDeviceLandscape, reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns A to the device's landscape (R17)",
      steps: [.event(.portrait, allowed: .landscape), update(.landscapeRight)]),
  ]

  static let rows = pushAndPop + force
}

@Suite("Seed 003 sessions: a push or a pop does not rotate until the device moves")
struct Seed003SessionTests {
  @Test(
    "nav-forwarding-no-force: the subclass forwards to the top, yet pushes and pops wait for the device",
    arguments: Seed003Rows.rows.played(by: "nav-forwarding-no-force"))
  @MainActor func forwarding(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "nav-delegate-no-force: the delegate's mask is the subclass's; the same defect",
    arguments: Seed003Rows.rows.played(by: "nav-delegate-no-force"))
  @MainActor func delegate(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "nav-forwarding: the force in viewDidLoad turns pushes up to iOS 15, never pops, nor a device already in the pose",
    arguments: Seed003Rows.rows.played(by: "nav-forwarding"))
  @MainActor func forwardingWithForce(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "nav-delegate: the force in viewDidLoad turns pushes up to iOS 15, never pops, nor a device already in the pose",
    arguments: Seed003Rows.rows.played(by: "nav-delegate"))
  @MainActor func delegateWithForce(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "uikit-default: the navigation controller never asks its screens",
    arguments: Seed003Rows.rows.played(by: "uikit-default"))
  @MainActor func uikitDefault(_ row: ArticleSessionRow) { row.check() }

  @Test(
    "reference: forwarding plus the refresh turns every push and pop, whatever the device's pose",
    arguments: Seed003Rows.rows.played(by: "reference"))
  @MainActor func reference(_ row: ArticleSessionRow) { row.check() }
}
