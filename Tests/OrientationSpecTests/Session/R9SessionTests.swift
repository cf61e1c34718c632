import OrientationSpec
import Testing

@Suite("R9: shouldAutorotate false blocks device-driven rotation up to iOS 15")
struct R9SessionTests {
  static let frozen = ControllerSpec.content("Frozen", autorotates: false)
  static let frozenInNavigation = ControllerSpec.navigation([frozen])

  static let rows: [SessionRow] = [
    SessionRow(
      "shouldAutorotate NO keeps the interface when the device turns",
      iOS: [6, 8, 12, 15], root: frozen,
      events: [.rotateDevice(.landscapeLeft), .rotateDevice(.faceUp)],
      steps: [
        .step(.portrait, .autorotationDisabled, rules: [.r9, .r12], device: .landscapeLeft),
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r21], device: .faceUp),
      ]),
    SessionRow(
      "from iOS 16 shouldAutorotate is not asked: the device rotates the interface",
      iOS: [16, 17, 26], root: frozen,
      events: [.rotateDevice(.landscapeLeft)],
      steps: [.step(.landscapeRight, .followedDevice, rules: [.r12])]),
    SessionRow(
      "asked again on iOS 16 for E1, the answer still does not block rotation",
      iOS: [16, 26], root: frozen,
      assumptions: .with(\.shouldAutorotateSuppressesExceptionOnIOS16, true),
      events: [.rotateDevice(.landscapeLeft)],
      steps: [.step(.landscapeRight, .followedDevice, rules: [.r12])]),
    SessionRow(
      "UIKit's navigation controller does not forward its top's NO",
      iOS: [12, 15], root: frozenInNavigation,
      events: [.rotateDevice(.landscapeLeft)],
      steps: [.step(.landscapeRight, .followedDevice, rules: [.r12])]),
    SessionRow(
      "the reference forwards its top's NO",
      iOS: [12, 15], root: frozenInNavigation, resolver: ReferenceResolver(),
      events: [.rotateDevice(.landscapeLeft)],
      steps: [.step(.portrait, .autorotationDisabled, rules: [.r9, .r12])]),
    SessionRow(
      "attemptRotationToDeviceOrientation is a device event: NO blocks it too (R16)",
      iOS: [12, 15], root: frozen, device: .landscapeLeft,
      events: [.attemptRotationToDeviceOrientation],
      steps: [.step(.portrait, .autorotationDisabled, rules: [.r9, .r12, .r16])]),
    SessionRow(
      "NO blocks the pose found when the orientation lock goes off (R22)",
      iOS: [12, 15], root: frozen, lock: true,
      events: [.rotateDevice(.landscapeLeft), .setOrientationLock(false)],
      steps: [
        .step(.portrait, .locked, rules: [.r22]),
        .step(.portrait, .autorotationDisabled, rules: [.r9, .r12, .r22], device: .landscapeLeft),
      ]),
    SessionRow(
      "NO does not block a full-screen presentation's preferred orientation (R13)",
      iOS: [12, 15], root: .content("Reader", supports: .portrait),
      events: [
        .present(
          .content("Player", supports: .landscape, autorotates: false, prefers: .landscapeRight),
          style: .fullScreen, from: 0, animated: true)
      ],
      steps: [.step(.landscapeRight, .presentation, rules: [.r13])]),
  ]

  @Test("shouldAutorotate in motion", arguments: rows.flatMap(\.perVersion))
  func autorotation(_ row: SessionRow) throws {
    try row.check()
  }
}
