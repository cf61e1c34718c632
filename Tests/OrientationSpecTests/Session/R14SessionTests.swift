import OrientationSpec
import Testing

@Suite("R14: Dismissing the decider re-evaluates with the controller below")
struct R14SessionTests {
  static let reader = ControllerSpec.content("Reader", supports: .portrait)
  static let gallery = ControllerSpec.content("Gallery")
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)
  static let presentPlayer = Event.present(player, style: .fullScreen, from: 0, animated: true)
  static let dismiss = Event.dismiss(presented: 0, animated: true)

  static let rows: [SessionRow] = [
    SessionRow(
      "dismissing the landscape player returns a portrait presenter to portrait",
      iOS: [6, 12, 15, 17, 26], root: reader,
      events: [presentPlayer, dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.portrait, .dismissal, rules: [.r14], allowed: .portrait),
      ]),
    SessionRow(
      "a presenter that allows landscape keeps it",
      iOS: [8, 17], root: gallery,
      events: [presentPlayer, dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, rules: [.r14]),
      ]),
    SessionRow(
      "the device turned while the player showed: portrait is the first allowed",
      iOS: [8, 17], root: reader,
      events: [presentPlayer, .rotateDevice(.landscapeRight), dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
        .step(.portrait, .dismissal, rules: [.r14]),
      ]),
    SessionRow(
      "a presenter that prefers an orientation it does not support: E3 at dismissal (I11 #360)",
      iOS: [8, 13, 17], root: .content("Reader", supports: .portrait, prefers: .landscapeRight),
      events: [presentPlayer, dismiss, .rotateDevice(.portrait)],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(
          .landscapeRight, rules: [.r11, .r14],
          exception: .preferredOrientationNotSupported(
            className: "Reader", preferred: .landscapeRight, supported: .portrait)),
      ]),
    SessionRow(
      "UIKit's preference unclamped: the current orientation, E3 at dismissal (I14)",
      iOS: [13, 17], root: reader,
      assumptions: .with(\.inheritedPreferredOrientationIsClamped, false),
      events: [presentPlayer, dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(
          .landscapeRight, rules: [.r11, .r14],
          exception: .preferredOrientationNotSupported(
            className: "Reader", preferred: .landscapeRight, supported: .portrait)),
      ]),
    SessionRow(
      "UIKit's navigation controller does not ask its portrait reader: it stays landscape",
      iOS: [8, 17], root: .navigation([reader]),
      events: [presentPlayer, dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, rules: [.r14], allowed: .allButUpsideDown),
      ]),
    SessionRow(
      "the reference forwards to the reader: back to portrait (Pocket)",
      iOS: [8, 17], root: .navigation([reader]), resolver: ReferenceResolver(),
      events: [presentPlayer, dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.portrait, .dismissal, rules: [.r14], allowed: .portrait),
      ]),
    SessionRow(
      "dismissing a sheet re-evaluates nothing",
      iOS: [13, 17], root: reader,
      events: [.present(player, style: .pageSheet, from: 0, animated: true), dismiss],
      steps: [.step(.portrait), .step(.portrait)]),
    SessionRow(
      "the top of a chain is dismissed: the player below decides again",
      iOS: [8, 17],
      root: reader.presenting(
        player.presenting(.content("Ad", supports: .portrait), style: .fullScreen),
        style: .fullScreen),
      events: [.dismiss(presented: 1, animated: true), .dismiss(presented: 0, animated: true)],
      steps: [
        .step(.landscapeRight, .dismissal, rules: [.r14], allowed: .landscape),
        .step(.portrait, .dismissal, rules: [.r14], allowed: .portrait),
      ]),
    SessionRow(
      "dismissing the bottom of a chain removes all of it",
      iOS: [8, 17],
      root: reader.presenting(
        player.presenting(.content("Ad", supports: .portrait), style: .fullScreen),
        style: .fullScreen),
      events: [.dismiss(presented: 0, animated: true), dismiss],
      steps: [
        .step(.portrait, rules: [.r14], allowed: .portrait),
        .skipped(.refused(.nothingPresented), .portrait),
      ]),
    SessionRow(
      "a cancelled interactive dismissal keeps the player and its orientation",
      iOS: [13, 17], root: reader,
      events: [presentPlayer, .cancelInteractiveDismiss(presented: 0), dismiss],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, allowed: .landscape),
        .step(.portrait, .dismissal, rules: [.r14]),
      ]),
  ]

  @Test("Dismissals", arguments: rows.flatMap(\.perVersion))
  func dismissal(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("A dismissal removes the presented controllers from the hierarchy")
  func hierarchyAfterDismissal() throws {
    let hierarchy = try makeHierarchy(Self.reader)
    let trace = runSession(
      Session(app: .phone(), hierarchy: hierarchy, events: [Self.presentPlayer, Self.dismiss]),
      resolver: UIKitDefaultResolver())
    #expect(trace.finalHierarchy == hierarchy)
  }
}

extension R14SessionTests {
  @Test("A dismissal that crashes mid-chain leaves a hierarchy that keeps the structural rules")
  func crashMidChain() throws {
    let hierarchy = try makeHierarchy(
      ControllerSpec.content("Reader", supports: .portrait, prefers: .landscapeRight).presenting(
        Self.player.presenting(.content("Settings"), style: .pageSheet), style: .fullScreen))
    let trace = runSession(
      Session(
        app: .phone(), hierarchy: hierarchy, interfaceOrientation: .landscapeRight,
        events: [Self.dismiss]),
      resolver: UIKitDefaultResolver())
    #expect(
      trace.exception
        == .preferredOrientationNotSupported(
          className: "Reader", preferred: .landscapeRight, supported: .portrait))
    // What the player presents is removed first; only the player is in a transition, so the
    // hierarchy at the crash (the one resolvers saw during it) keeps possiblePhase.
    let final = trace.finalHierarchy
    #expect(final.graph.violations() == [])
    #expect(final.count == 2)
    #expect(final.presented(by: ControllerID(1)) == nil)
    #expect(final.phase(of: ControllerID(1)) == .beingDismissed)
  }
}
