import OrientationSpec
import Testing

@Suite("R21: Flat and unknown device orientations never rotate the interface")
struct R21SessionTests {
  static let screen = ControllerSpec.content("Screen")

  static let rows: [SessionRow] = [
    SessionRow(
      "face up, face down and unknown keep the landscape interface",
      iOS: [6, 12, 15, 16, 17, 26], root: screen, orientation: .landscapeRight,
      events: [
        .rotateDevice(.faceUp), .rotateDevice(.faceDown), .rotateDevice(.unknown),
        .rotateDevice(.portrait),
      ],
      steps: [
        .step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r21], device: .faceUp),
        .step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r21], device: .faceDown),
        .step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r21], device: .unknown),
        .step(.portrait, .followedDevice, rules: [.r12], device: .portrait),
      ]),
    SessionRow(
      "lying flat: face up, the felt pose, face up again (P9)",
      iOS: [8, 17], root: screen,
      events: [.rotateDevice(.faceUp), .rotateDevice(.landscapeLeft), .rotateDevice(.faceUp)],
      steps: [
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r21]),
        .step(.landscapeRight, .followedDevice, rules: [.r12]),
        .step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r21]),
      ]),
    SessionRow(
      "an iPad in multitasking follows the device, but not a flat one",
      app: .pad(requiresFullScreen: false), iOS: [9, 17], root: screen,
      orientation: .landscapeLeft,
      events: [.rotateDevice(.faceDown)],
      steps: [.step(.landscapeLeft, .notAnInterfaceOrientation, rules: [.r21])]),
    SessionRow(
      "attemptRotationToDeviceOrientation with the device flat (R16)",
      iOS: [12, 15], root: screen, orientation: .landscapeRight, device: .faceUp,
      events: [.attemptRotationToDeviceOrientation],
      steps: [.step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r16, .r21])]),
    SessionRow(
      "setting the device orientation to face up by key-value coding (R19)",
      iOS: [12, 15], root: screen,
      events: [.setDeviceOrientation(.faceUp)],
      steps: [
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r19, .r21], device: .faceUp)
      ]),
    SessionRow(
      "returning from another app with the device flat",
      iOS: [12, 17], root: screen, orientation: .landscapeRight,
      events: [.enterBackground, .enterForeground(.faceUp)],
      steps: [
        .step(.landscapeRight),
        .step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r21], device: .faceUp),
      ]),
    SessionRow(
      "the orientation lock goes off while the device lies flat (R22)",
      iOS: [12, 17], root: screen, lock: true,
      events: [.rotateDevice(.faceUp), .setOrientationLock(false)],
      steps: [
        .step(.portrait, .locked, rules: [.r22], device: .portrait),
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r21, .r22], device: .faceUp),
      ]),
  ]

  @Test("Flat and unknown poses", arguments: rows.flatMap(\.perVersion))
  func flat(_ row: SessionRow) throws {
    try row.check()
  }
}
