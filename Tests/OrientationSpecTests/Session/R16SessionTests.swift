import OrientationSpec
import Testing

@Suite("R16: attemptRotationToDeviceOrientation reruns the device rule (to iOS 15)")
struct R16SessionTests {
  static let stack = ControllerSpec.navigation([.content("Home", supports: .portrait)])
  static let player = ControllerSpec.content("Player", supports: .landscape)
  /// Seed 000's case: the user already holds the device in landscape over a
  /// portrait-only screen, then a landscape player is pushed.
  static let pushThenAttempt: [Event] = [
    .push(player, navigation: 0), .attemptRotationToDeviceOrientation,
  ]

  static let rows: [SessionRow] = [
    SessionRow(
      "the device held in landscape: the pushed player rotates to it",
      iOS: [6, 12, 15], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      events: pushThenAttempt,
      steps: [
        .step(.portrait, rules: [.r15], device: .landscapeLeft),
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r16]),
      ]),
    SessionRow(
      "from iOS 16 the call has no effect",
      iOS: [16, 17, 26], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      events: pushThenAttempt,
      steps: [
        .step(.portrait, rules: [.r15]),
        .skipped(.noLongerEffective(since: 16), .portrait),
      ]),
    SessionRow(
      "unless it still works on iOS 16 (assumption)",
      iOS: [16, 17], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      assumptions: .with(\.attemptRotationWorksOnIOS16, true),
      events: pushThenAttempt,
      steps: [
        .step(.portrait, rules: [.r15]),
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r16]),
      ]),
    SessionRow(
      "it never leaves for an orientation the device is not in (P7)",
      iOS: [8, 15], root: stack, resolver: ReferenceResolver(),
      events: pushThenAttempt,
      steps: [
        .step(.portrait, rules: [.r15]),
        .step(.portrait, .notAllowed, rules: [.r12, .r16], allowed: .landscape),
      ]),
    SessionRow(
      "with the device in the orientation shown, nothing moves",
      iOS: [8, 15], root: .content("Screen"),
      events: [.attemptRotationToDeviceOrientation],
      steps: [.step(.portrait, rules: [.r12, .r16])]),
    SessionRow(
      "a player pushed with shouldAutorotate NO is not rotated (R9)",
      iOS: [8, 15], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      events: [
        .push(.content("Player", supports: .landscape, autorotates: false), navigation: 0),
        .attemptRotationToDeviceOrientation,
      ],
      steps: [
        .step(.portrait, rules: [.r15]),
        .step(.portrait, .autorotationDisabled, rules: [.r9, .r12, .r16]),
      ]),
  ]

  @Test("attemptRotationToDeviceOrientation", arguments: rows.flatMap(\.perVersion))
  func attempt(_ row: SessionRow) throws {
    try row.check()
  }
}
