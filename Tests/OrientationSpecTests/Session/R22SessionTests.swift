import OrientationSpec
import Testing

@Suite("R22: The orientation lock: portrait on iPhone, the current orientation on iPad")
struct R22SessionTests {
  static let screen = ControllerSpec.content("Screen")

  static let rows: [SessionRow] = [
    SessionRow(
      "iPhone: the lock reports portrait, the interface keeps its last orientation",
      iOS: [9, 12, 17, 26], root: screen, orientation: .landscapeRight,
      events: [
        .setOrientationLock(true), .rotateDevice(.landscapeRight), .rotateDevice(.portrait),
        .setOrientationLock(false),
      ],
      steps: [
        .step(.landscapeRight, rules: [.r22], device: .portrait),
        .step(.landscapeRight, .locked, rules: [.r22], device: .portrait),
        .step(.landscapeRight, .locked, rules: [.r22], device: .portrait),
        .step(.portrait, .followedDevice, rules: [.r12, .r22], device: .portrait),
      ]),
    SessionRow(
      "iPhone: lock off follows the pose the device took while locked",
      iOS: [9, 17], root: screen,
      events: [
        .setOrientationLock(true), .rotateDevice(.landscapeLeft), .setOrientationLock(false),
      ],
      steps: [
        .step(.portrait, rules: [.r22], device: .portrait),
        .step(.portrait, .locked, rules: [.r22], device: .portrait),
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r22], device: .landscapeLeft),
      ]),
    SessionRow(
      "iPad: the lock keeps the current orientation and reports it",
      app: .pad(), iOS: [9, 17, 26], root: screen, orientation: .landscapeRight,
      events: [
        .setOrientationLock(true), .rotateDevice(.portrait), .setOrientationLock(false),
      ],
      steps: [
        .step(.landscapeRight, rules: [.r22], device: .landscapeLeft),
        .step(.landscapeRight, .locked, rules: [.r22], device: .landscapeLeft),
        .step(.portrait, .followedDevice, rules: [.r12, .r22], device: .portrait),
      ]),
    SessionRow(
      "a session that starts locked on iPhone",
      iOS: [12, 17], root: screen, device: .landscapeLeft, lock: true,
      events: [.rotateDevice(.landscapeRight), .setOrientationLock(true)],
      steps: [
        .step(.portrait, .locked, rules: [.r22], device: .portrait),
        .skipped(.refused(.noChange), .portrait),
      ]),
    SessionRow(
      "returning from another app while locked",
      iOS: [12, 17], root: screen, lock: true,
      events: [.enterBackground, .enterForeground(.landscapeLeft)],
      steps: [
        .step(.portrait),
        .step(.portrait, .locked, rules: [.r22], device: .portrait),
      ]),
    SessionRow(
      "iPhone: launching while locked reads the reported portrait, not the landscape pose (R25)",
      iOS: [9, 17], root: screen, orientation: .unknown, device: .landscapeLeft, lock: true,
      events: [.launch],
      steps: [.step(.portrait, .launch, rules: [.r25], device: .portrait)]),
  ]

  @Test("The orientation lock", arguments: rows.flatMap(\.perVersion))
  func lock(_ row: SessionRow) throws {
    try row.check()
  }
}
