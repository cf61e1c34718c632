import OrientationSpec
import Testing

@Suite("R12: A device rotation rotates to the device pose when allowed")
struct R12SessionTests {
  static let screen = ControllerSpec.content("Screen")
  static let player = ControllerSpec.content("Player", supports: .landscape)

  /// The four poses an interface can take, in an order that rotates at each turn.
  static let turns: [Event] = [
    .rotateDevice(.landscapeLeft), .rotateDevice(.portrait), .rotateDevice(.landscapeRight),
    .rotateDevice(.portraitUpsideDown),
  ]

  static let rows: [SessionRow] = [
    SessionRow(
      "the landscape names swap; upside down is not in the iPhone's default mask",
      iOS: [6, 8, 12, 15, 16, 17, 26], root: screen, events: turns,
      steps: [
        .step(.landscapeRight, .followedDevice, rules: [.r12], device: .landscapeLeft),
        .step(.portrait, .followedDevice, rules: [.r12], device: .portrait),
        .step(.landscapeLeft, .followedDevice, rules: [.r12], device: .landscapeRight),
        .step(.landscapeLeft, .notAllowed, rules: [.r12], device: .portraitUpsideDown),
      ]),
    SessionRow(
      "an iPad that requires full screen rotates upside down too",
      app: .pad(), iOS: [9, 17, 26], root: screen, events: turns,
      steps: [
        .step(.landscapeRight, .followedDevice, rules: [.r12]),
        .step(.portrait, .followedDevice, rules: [.r12]),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
        .step(.portraitUpsideDown, .followedDevice, rules: [.r12]),
      ]),
    SessionRow(
      "a landscape-only screen ignores portrait and follows each landscape pose",
      iOS: [6, 12, 17], root: player, orientation: .landscapeRight,
      events: [
        .rotateDevice(.portrait), .rotateDevice(.landscapeRight), .rotateDevice(.landscapeLeft),
      ],
      steps: [
        .step(.landscapeRight, .notAllowed, rules: [.r12], device: .portrait, allowed: .landscape),
        .step(.landscapeLeft, .followedDevice, rules: [.r12], device: .landscapeRight),
        .step(.landscapeRight, .followedDevice, rules: [.r12], device: .landscapeLeft),
      ]),
    SessionRow(
      "turning to the pose already shown moves nothing and gives no reason",
      iOS: [6, 17], root: screen,
      events: [.rotateDevice(.portrait)],
      steps: [.step(.portrait, rules: [.r12], device: .portrait)]),
    SessionRow(
      "the app mask limits the device too: a portrait-only plist",
      app: .phone(plist: [.portrait]), iOS: [8, 17], root: screen,
      events: [.rotateDevice(.landscapeLeft)],
      steps: [.step(.portrait, .notAllowed, rules: [.r12], allowed: .portrait)]),
    SessionRow(
      "a window without a root follows the plist, by interface names (R2)",
      app: .phone(plist: [.portrait, .landscapeLeft]), iOS: [8, 17],
      windows: [WindowSpec(root: nil, isKey: true)],
      events: [.rotateDevice(.landscapeLeft), .rotateDevice(.landscapeRight)],
      steps: [
        .step(.portrait, .notAllowed, rules: [.r12]),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
      ]),
    SessionRow(
      "an iPad app in multitasking follows the device whatever the screen declares (R23)",
      app: .pad(requiresFullScreen: false), iOS: [9, 17],
      root: .content("Portrait", supports: .portrait),
      events: [.rotateDevice(.landscapeLeft), .rotateDevice(.portraitUpsideDown)],
      steps: [
        .step(.landscapeRight, .followedDevice, rules: [.r12]),
        .step(.portraitUpsideDown, .followedDevice, rules: [.r12]),
      ]),
  ]

  @Test("Device rotations", arguments: rows.flatMap(\.perVersion))
  func rotation(_ row: SessionRow) throws {
    try row.check()
  }
}
