import OrientationSpec
import Testing

@Suite("R24: iPadOS 26 and iOS 27 windowing: masks of resizable apps are ignored")
struct R24SessionTests {
  static let player = ControllerSpec.content("Player", supports: .landscape)
  static let resizable = AppConfiguration.pad(requiresFullScreen: false)

  static let rows: [SessionRow] = [
    SessionRow(
      "a resizable app follows the device whatever its screen declares",
      app: resizable, iOS: [26, 27], root: player, orientation: .landscapeRight,
      events: [.rotateDevice(.portrait)],
      steps: [.step(.portrait, .followedDevice, rules: [.r12, .r24])]),
    SessionRow(
      "before iPadOS 26 the same app multitasks (R23) and R24 is not recorded",
      app: resizable, iOS: [9, 17], root: player, orientation: .landscapeRight,
      events: [.rotateDevice(.portrait)],
      steps: [.step(.portrait, .followedDevice, rules: [.r12])]),
    SessionRow(
      "iOS 27: a resizable app's geometry request is silently refused (I29)",
      app: resizable, iOS: [27], root: player,
      events: [.requestGeometryUpdate(.landscapeRight)],
      steps: [.step(.portrait, rules: [.r18, .r24])]),
    // §3.7: iPadOS 26 windowed apps cannot rotate themselves; the specification
    // has no windowing mode and models the Full-Screen Apps mode, where they can.
    SessionRow(
      "iPadOS 26: the request of a resizable app is granted within the plist's mask",
      app: resizable, iOS: [26], root: player,
      events: [.requestGeometryUpdate(.landscapeRight)],
      steps: [.step(.landscapeRight, .geometryRequest, rules: [.r18, .r24])]),
    SessionRow(
      "UIRequiresFullScreen is still honoured: the screen's mask counts (TN3192, I29)",
      app: .pad(), iOS: [26, 27], root: player, orientation: .landscapeRight,
      events: [.rotateDevice(.portrait), .rotateDevice(.landscapeRight)],
      steps: [
        .step(.landscapeRight, .notAllowed, rules: [.r12], allowed: .landscape),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
      ]),
  ]

  @Test("Windowing", arguments: rows.flatMap(\.perVersion))
  func windowing(_ row: SessionRow) throws {
    try row.check()
  }
}
