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

  /// A screen whose declared mask turns landscape while it shows portrait, for the resolver
  /// without a refresh strategy: only the attempt can move it.
  static let declaresLandscape: [Event] = [
    .declare(DeclaredAnswers(supportedInterfaceOrientations: .landscape), controller: 0),
    .attemptRotationToDeviceOrientation,
  ]

  static let rows: [SessionRow] = [
    SessionRow(
      "the device held in landscape: the reference's refresh after the push already turns the player to it (unknown first); the attempt finds it there",
      iOS: [6, 12, 15], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      events: pushThenAttempt,
      steps: [.step(.portrait, rules: [.r15], device: .landscapeLeft)]
        + ExpectedStep.keyValueCodingRefresh(after: 0, from: .portrait, to: .landscapeRight)
        + [.step(.landscapeRight, rules: [.r12, .r16])]),
    SessionRow(
      "from iOS 16 the call has no effect; the reference's refresh (setNeedsUpdate) has turned the player",
      iOS: [16, 17, 26], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      events: pushThenAttempt,
      steps: [
        .step(.portrait, rules: [.r15]),
        .setNeedsUpdateRefresh(after: 0, to: .landscapeRight),
        .skipped(.noLongerEffective(since: 16), .landscapeRight),
      ]),
    SessionRow(
      "unless it still works on iOS 16 (assumption): the attempt applies, the refresh having turned the player",
      iOS: [16, 17], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      assumptions: .with(\.attemptRotationWorksOnIOS16, true),
      events: pushThenAttempt,
      steps: [
        .step(.portrait, rules: [.r15]),
        .setNeedsUpdateRefresh(after: 0, to: .landscapeRight),
        .step(.landscapeRight, rules: [.r12, .r16]),
      ]),
    SessionRow(
      "the device held portrait: the reference's refresh reports a landscape pose itself (R19), which the attempt keeps",
      iOS: [8, 15], root: stack, resolver: ReferenceResolver(),
      events: pushThenAttempt,
      steps: [.step(.portrait, rules: [.r15])]
        + ExpectedStep.keyValueCodingRefresh(after: 0, from: .portrait, to: .landscapeRight)
        + [.step(.landscapeRight, rules: [.r12, .r16], allowed: .landscape)]),
    SessionRow(
      "a screen that now allows the pose the device is held in: the attempt turns it there",
      iOS: [6, 12, 15], root: .content("Screen", supports: .portrait), device: .landscapeLeft,
      events: declaresLandscape,
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r16]),
      ]),
    SessionRow(
      "the same on iOS 16 if the call still works (assumption)",
      iOS: [16, 17], root: .content("Screen", supports: .portrait), device: .landscapeLeft,
      assumptions: .with(\.attemptRotationWorksOnIOS16, true),
      events: declaresLandscape,
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r16]),
      ]),
    SessionRow(
      "it never leaves for an orientation the device is not in (P7)",
      iOS: [8, 15], root: .content("Screen", supports: .portrait),
      events: declaresLandscape,
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.portrait, .notAllowed, rules: [.r12, .r16], allowed: .landscape),
      ]),
    SessionRow(
      "with the device in the orientation shown, nothing moves",
      iOS: [8, 15], root: .content("Screen"),
      events: [.attemptRotationToDeviceOrientation],
      steps: [.step(.portrait, rules: [.r12, .r16])]),
    SessionRow(
      "a player pushed with shouldAutorotate NO is not rotated (R9): NO blocks the attempt, and the reference, knowing it would block its key-value-coding refresh too, sends none after the push or the attempt",
      iOS: [8, 15], root: stack, device: .landscapeLeft, resolver: ReferenceResolver(),
      events: [
        .push(.content("Player", supports: .landscape, autorotates: false), navigation: 0),
        .attemptRotationToDeviceOrientation,
      ],
      steps: [
        .step(.portrait, rules: [.r15], device: .landscapeLeft),
        .step(.portrait, .autorotationDisabled, rules: [.r9, .r12, .r16], device: .landscapeLeft),
      ]),
  ]

  @Test("attemptRotationToDeviceOrientation", arguments: rows.flatMap(\.perVersion))
  func attempt(_ row: SessionRow) throws {
    try row.check()
  }
}
