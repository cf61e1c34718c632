import OrientationSpec
import Testing

/// Seed 000, point 12: the player is opened again from another app (Safari),
/// and the way the user holds the phone then decides its orientation.
@Suite("Background and foreground: returning from another app follows the device if allowed")
struct ForegroundSessionTests {
  static let player = ControllerSpec.content("Player")
  static let landscapePlayer = ControllerSpec.content("Player", supports: .landscape)

  static let rows: [SessionRow] = [
    SessionRow(
      "held in portrait on return, a player that allows it turns to portrait",
      iOS: [8, 12, 17, 26], root: player, orientation: .landscapeRight,
      events: [.enterBackground, .rotateDevice(.portrait), .enterForeground(.portrait)],
      steps: [
        .step(.landscapeRight),
        .skipped(.inBackground, .landscapeRight, device: .landscapeLeft),
        .step(.portrait, .followedDevice, rules: [.r12], device: .portrait),
      ]),
    SessionRow(
      "a landscape-only player stays landscape",
      iOS: [8, 17], root: landscapePlayer, orientation: .landscapeRight,
      events: [.enterBackground, .enterForeground(.portrait)],
      steps: [
        .step(.landscapeRight),
        .step(.landscapeRight, .notAllowed, rules: [.r12], device: .portrait),
      ]),
    SessionRow(
      "held in the other landscape: the player follows it",
      iOS: [8, 17], root: landscapePlayer, orientation: .landscapeRight,
      events: [.enterBackground, .enterForeground(.landscapeRight)],
      steps: [
        .step(.landscapeRight),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
      ]),
    SessionRow(
      "shouldAutorotate NO keeps the orientation to iOS 15 (R9)",
      iOS: [8, 15], root: .content("Player", autorotates: false), orientation: .landscapeRight,
      events: [.enterBackground, .enterForeground(.portrait)],
      steps: [
        .step(.landscapeRight),
        .step(.landscapeRight, .autorotationDisabled, rules: [.r9, .r12]),
      ]),
    SessionRow(
      "returning without leaving, and leaving twice, are skipped",
      iOS: [8, 17], root: player,
      events: [.enterForeground(.portrait), .enterBackground, .enterBackground],
      steps: [
        .skipped(.notInBackground, .portrait),
        .step(.portrait),
        .skipped(.refused(.noChange), .portrait),
      ]),
  ]

  @Test("Returning from another app", arguments: rows.flatMap(\.perVersion))
  func foreground(_ row: SessionRow) throws {
    try row.check()
  }
}
