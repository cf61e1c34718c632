import OrientationSpec
import Testing

@Suite("R19: Setting UIDevice.orientation by key-value coding acts as a device event (to iOS 15)")
struct R19SessionTests {
  static let stack = ControllerSpec.navigation([.content("Home", supports: .portrait)])
  static let player = ControllerSpec.content("Player", supports: .landscape)

  /// Seed 000: the device is already held in landscape over a portrait screen;
  /// a landscape player is pushed; the helper sets the same value, then
  /// unknown first, then landscape left.
  static let forcing: [Event] = [
    .rotateDevice(.landscapeLeft), .push(player, navigation: 0),
    .setDeviceOrientation(.landscapeLeft), .setDeviceOrientation(.unknown),
    .setDeviceOrientation(.landscapeLeft),
  ]

  static let e6 = Warning.deviceOrientationSettingUnsupported

  // The reference refreshes after the push: by key-value coding up to iOS 15 (unknown first,
  // since UIDevice already reports landscape left), by setNeedsUpdate from iOS 16 (R17). The
  // helper's own calls then find the player landscape.
  static let rows: [SessionRow] = [
    SessionRow(
      "unknown first makes the value already reported a change: the reference's refresh turns the player; the helper's same value then does nothing",
      iOS: [6, 12, 15], root: stack, resolver: ReferenceResolver(), events: forcing,
      steps: [
        .step(.portrait, .notAllowed, rules: [.r12], device: .landscapeLeft),
        .step(.portrait, rules: [.r15]),
      ]
        + ExpectedStep.keyValueCodingRefresh(after: 1, from: .portrait, to: .landscapeRight)
        + [
          .skipped(.refused(.noChange), .landscapeRight, rules: [.r19], device: .landscapeLeft),
          .step(
            .landscapeRight, .notAnInterfaceOrientation, rules: [.r19, .r21], device: .unknown),
          .step(.landscapeRight, rules: [.r12, .r19], device: .landscapeLeft),
        ]),
    SessionRow(
      "from iOS 16 each call logs E6 and changes nothing, not even the reported value; the reference's refresh is setNeedsUpdate, which turns the player",
      iOS: [16, 17, 26], root: stack, resolver: ReferenceResolver(), events: forcing,
      steps: [
        .step(.portrait, .notAllowed, rules: [.r12], device: .landscapeLeft),
        .step(.portrait, rules: [.r15]),
        .setNeedsUpdateRefresh(after: 1, to: .landscapeRight),
        .step(.landscapeRight, rules: [.r19], warnings: [e6], device: .landscapeLeft),
        .step(.landscapeRight, rules: [.r19], warnings: [e6], device: .landscapeLeft),
        .step(.landscapeRight, rules: [.r19], warnings: [e6], device: .landscapeLeft),
      ]),
    SessionRow(
      "unless it still works on iOS 16 (assumption); UIKit logs E6 all the same; the reference's setNeedsUpdate has turned the player",
      iOS: [16, 17], root: stack, resolver: ReferenceResolver(),
      assumptions: .with(\.deviceOrientationSettingWorksOnIOS16, true), events: forcing,
      steps: [
        .step(.portrait, .notAllowed, rules: [.r12]),
        .step(.portrait, rules: [.r15]),
        .setNeedsUpdateRefresh(after: 1, to: .landscapeRight),
        .skipped(.refused(.noChange), .landscapeRight, rules: [.r19], warnings: [e6]),
        .step(
          .landscapeRight, .notAnInterfaceOrientation, rules: [.r19, .r21], warnings: [e6],
          device: .unknown),
        .step(.landscapeRight, rules: [.r12, .r19], warnings: [e6], device: .landscapeLeft),
      ]),
    SessionRow(
      "setting the previous value straight afterwards rotates back (RN locker #112)",
      iOS: [8, 15], root: .content("Screen"),
      events: [.setDeviceOrientation(.landscapeLeft), .setDeviceOrientation(.portrait)],
      steps: [
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r19]),
        .step(.portrait, .followedDevice, rules: [.r12, .r19]),
      ]),
    SessionRow(
      "a pose the screen does not allow is reported but does not rotate",
      iOS: [8, 15], root: .content("Screen", supports: .portrait),
      events: [.setDeviceOrientation(.landscapeLeft)],
      steps: [.step(.portrait, .notAllowed, rules: [.r12, .r19], device: .landscapeLeft)]),
  ]

  @Test("Key-value coding of the device orientation", arguments: rows.flatMap(\.perVersion))
  func setting(_ row: SessionRow) throws {
    try row.check()
  }

  static let coalesced = Assumptions.with(\.deviceOrientationSetsInOneTurn, .lastApplies)
  static let rotationPath = Assumptions.with(\.delegateMaskChangeCheck, .rotationPath)

  /// Several sets in one run-loop turn (`Event.setDeviceOrientations`), under each value of
  /// `deviceOrientationSetsInOneTurn`: each set at once (the later ones `N.r.` steps), or the
  /// turn's sets coalesced into one device event with the last value.
  static let turnRows: [SessionRow] = [
    SessionRow(
      "unknown then the value already reported, each set at once: the second turns the interface",
      iOS: [9, 15], root: .content("Player", supports: .allButUpsideDown),
      device: .landscapeLeft, events: [.setDeviceOrientations([.unknown, .landscapeLeft])],
      steps: [
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r19, .r21], device: .unknown),
        .step(
          .landscapeRight, .followedDevice, rules: [.r12, .r19], device: .landscapeLeft,
          origin: .refresh(after: 0)),
      ]),
    SessionRow(
      "unknown then the value already reported, coalesced: one device event, which turns it",
      iOS: [9, 15], root: .content("Player", supports: .allButUpsideDown),
      device: .landscapeLeft, assumptions: coalesced,
      events: [.setDeviceOrientations([.unknown, .landscapeLeft])],
      steps: [.step(.landscapeRight, .followedDevice, rules: [.r12, .r19], device: .landscapeLeft)]),
    SessionRow(
      "the value already reported, twice in one turn: nothing, each set at once",
      iOS: [15], root: .content("Player", supports: .allButUpsideDown), device: .landscapeLeft,
      events: [.setDeviceOrientations([.landscapeLeft, .landscapeLeft])],
      steps: [
        .skipped(.refused(.noChange), .portrait, rules: [.r19]),
        .skipped(.refused(.noChange), .portrait, rules: [.r19], origin: .refresh(after: 0)),
      ]),
    SessionRow(
      "the value already reported, twice in one turn: nothing, coalesced",
      iOS: [15], root: .content("Player", supports: .allButUpsideDown), device: .landscapeLeft,
      assumptions: coalesced, events: [.setDeviceOrientations([.landscapeLeft, .landscapeLeft])],
      steps: [.skipped(.refused(.noChange), .portrait, rules: [.r19])]),
    SessionRow(
      "a set undone in the same turn, each set at once: it turns, then turns back",
      iOS: [8, 15], root: .content("Screen"),
      events: [.setDeviceOrientations([.landscapeLeft, .portrait])],
      steps: [
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r19]),
        .step(.portrait, .followedDevice, rules: [.r12, .r19], origin: .refresh(after: 0)),
      ]),
    SessionRow(
      "a set undone in the same turn, coalesced: the device rule runs once, with the restored pose",
      iOS: [8, 15], root: .content("Screen"), assumptions: coalesced,
      events: [.setDeviceOrientations([.landscapeLeft, .portrait])],
      steps: [.step(.portrait, rules: [.r12, .r19], device: .portrait)]),
    SessionRow(
      "an intermediate set's exception is raised when each applies at once (E1 on the rotation path)",
      app: .phone(12, delegate: .all), root: .content("Root", supports: .portrait),
      assumptions: rotationPath,
      events: [
        .setAppDelegateOrientations(.landscape), .setDeviceOrientations([.landscapeLeft, .faceUp]),
      ],
      steps: [
        .step(.portrait),
        .step(
          .portrait, rules: [.r10, .r12, .r19], exception: .noCommonOrientation(className: "Root")),
      ]),
    SessionRow(
      "and not when the turn coalesces into its last set, a flat pose (R21)",
      app: .phone(12, delegate: .all), root: .content("Root", supports: .portrait),
      assumptions: {
        var assumptions = rotationPath
        assumptions.deviceOrientationSetsInOneTurn = .lastApplies
        return assumptions
      }(),
      events: [
        .setAppDelegateOrientations(.landscape), .setDeviceOrientations([.landscapeLeft, .faceUp]),
      ],
      steps: [
        .step(.portrait),
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r19, .r21], device: .faceUp),
      ]),
    SessionRow(
      "from iOS 16 each set of the turn logs E6 and nothing changes, each set at once",
      iOS: [16, 26], root: .content("Screen"),
      events: [.setDeviceOrientations([.unknown, .landscapeLeft])],
      steps: [
        .step(.portrait, rules: [.r19], warnings: [e6], device: .portrait),
        .step(
          .portrait, rules: [.r19], warnings: [e6], device: .portrait,
          origin: .refresh(after: 0)),
      ]),
    SessionRow(
      "from iOS 16 each set of the turn logs E6 and nothing changes, coalesced into one step",
      iOS: [16, 26], root: .content("Screen"), assumptions: coalesced,
      events: [.setDeviceOrientations([.unknown, .landscapeLeft])],
      steps: [.step(.portrait, rules: [.r19], warnings: [e6, e6], device: .portrait)]),
  ]

  @Test(
    "Several sets in one run-loop turn: each at once, or coalesced into the last",
    arguments: turnRows.flatMap(\.perVersion))
  func oneTurn(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("E6 is the console text UIKit logs (I19)")
  func consoleText() {
    #expect(
      Self.e6.uikitText
        == "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported."
        + " Please use UIWindowScene.requestGeometryUpdate(_:)")
  }
}
