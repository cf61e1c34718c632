import OrientationSpec
import Testing

@Suite("R17: setNeedsUpdateOfSupportedInterfaceOrientations re-asks the decider (iOS 16+)")
struct R17SessionTests {
  /// The player's rotate button: the screen now declares landscape only.
  static func declare(
    _ mask: InterfaceOrientationMask, prefers: InterfaceOrientation? = nil
  ) -> Event {
    .declare(
      DeclaredAnswers(
        supportedInterfaceOrientations: mask,
        preferredInterfaceOrientationForPresentation: prefers),
      controller: 0)
  }

  static let player = ControllerSpec.content("Player", supports: .portrait)
  static let update = Event.setNeedsUpdateOfSupportedInterfaceOrientations

  /// A declaration or a new app mask waits for the update (no R15: they are not
  /// navigation). Leaving the mask asks the decider's preferred orientation
  /// first (§7.6) without recording R13: the update is not a presentation. The
  /// update is no E1 checkpoint (R10): with nothing allowed, nothing moves.
  static let rows: [SessionRow] = [
    SessionRow(
      "the API does not exist before iOS 16",
      iOS: [6, 12, 15], root: player,
      events: [declare(.landscape), update],
      steps: [
        .step(.portrait),
        .skipped(.unavailable(since: 16), .portrait),
      ]),
    SessionRow(
      "the current orientation is no longer allowed: the first allowed (§7.6)",
      iOS: [16, 17, 26], root: player,
      events: [declare(.landscape), update],
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.landscapeRight, .supportedOrientationsUpdate, rules: [.r17]),
      ]),
    SessionRow(
      "the declared preference is used when allowed",
      iOS: [16, 17], root: player,
      events: [declare(.landscape, prefers: .landscapeLeft), update],
      steps: [
        .step(.portrait),
        .step(.landscapeLeft, .supportedOrientationsUpdate, rules: [.r17]),
      ]),
    SessionRow(
      "the device held in landscape right: the device's pose (§7.6)",
      iOS: [16, 17], root: player, device: .landscapeRight,
      events: [declare(.landscape), update],
      steps: [
        .step(.portrait),
        .step(.landscapeLeft, .supportedOrientationsUpdate, rules: [.r17]),
      ]),
    SessionRow(
      "the current orientation is still allowed: nothing moves",
      iOS: [16, 17], root: player,
      events: [declare(.allButUpsideDown), update],
      steps: [
        .step(.portrait),
        .step(.portrait, rules: [.r17]),
      ]),
    SessionRow(
      "after the app delegate's mask changes (the video players' iOS 16 managers)",
      iOS: [16, 17], root: .content("Screen"),
      events: [.setAppDelegateOrientations(.landscape), update],
      steps: [
        .step(.portrait),
        .step(.landscapeRight, .supportedOrientationsUpdate, rules: [.r17]),
      ]),
    SessionRow(
      "an app mask with nothing in common with the screen: no E1, the update stays (R10)",
      iOS: [16, 17], root: player,
      events: [.setAppDelegateOrientations(.landscape), update, .rotateDevice(.landscapeLeft)],
      steps: [
        .step(.portrait, allowed: []),
        .step(.portrait, rules: [.r17], allowed: []),
        .step(.portrait, .notAllowed, rules: [.r12], allowed: []),
      ]),
  ]

  @Test("setNeedsUpdateOfSupportedInterfaceOrientations", arguments: rows.flatMap(\.perVersion))
  func update(_ row: SessionRow) throws {
    try row.check()
  }
}
