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

  @Test("E6 is the console text UIKit logs (I19)")
  func consoleText() {
    #expect(
      Self.e6.uikitText
        == "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported."
        + " Please use UIWindowScene.requestGeometryUpdate(_:)")
  }
}
