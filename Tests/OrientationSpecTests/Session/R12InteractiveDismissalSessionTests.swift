import OrientationSpec
import Testing

// A device turn while an interactive dismissal is pending: the assumption
// rotationDuringInteractiveDismissal (deferred by default: UIKit holds the interface's rotation
// until the transition ends, radar 30076125; immediate: the controller below decides at once).

@Suite("R12: A device turn while an interactive dismissal is pending")
struct R12InteractiveDismissalSessionTests {
  static let gallery = ControllerSpec.content("Gallery")
  static let reader = ControllerSpec.content("Reader", supports: .portrait)
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)
  static let presentPlayer = Event.present(player, style: .fullScreen, from: 0, animated: true)
  static let begin = Event.beginInteractiveDismiss(presented: 0)
  static let finish = Event.endInteractiveDismiss(finished: true)
  static let cancel = Event.endInteractiveDismiss(finished: false)
  static let immediate = Assumptions.with(\.rotationDuringInteractiveDismissal, .immediate)

  static let rows: [SessionRow] = [
    SessionRow(
      "deferred: the turn waits; once the dismissal finishes, the gallery follows the device",
      iOS: [8, 15, 17], root: gallery,
      events: [presentPlayer, begin, .rotateDevice(.portrait), finish],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, allowed: .allButUpsideDown),
        .step(.landscapeRight, .transitionInProgress, rules: [.r12], device: .portrait),
        .step(.portrait, .followedDevice, rules: [.r12, .r14], allowed: .allButUpsideDown),
      ]),
    SessionRow(
      "deferred: cancelled, the player decides again and the held pose is not allowed",
      iOS: [8, 17], root: gallery,
      events: [presentPlayer, begin, .rotateDevice(.portrait), cancel],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.landscapeRight, .transitionInProgress, rules: [.r12]),
        .step(.landscapeRight, .notAllowed, rules: [.r12], allowed: .landscape),
      ]),
    SessionRow(
      "deferred: cancelled, the player follows a held turn to the other landscape",
      iOS: [8, 17], root: gallery,
      events: [presentPlayer, begin, .rotateDevice(.landscapeRight), cancel],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.landscapeRight, .transitionInProgress, rules: [.r12]),
        .step(.landscapeLeft, .followedDevice, rules: [.r12], allowed: .landscape),
      ]),
    SessionRow(
      "deferred: a refresh meanwhile moves nothing; the dismissal turns the reader back (R14)"
        + " and applies the held update (R17)",
      iOS: [16, 17], root: reader,
      events: [presentPlayer, begin, .setNeedsUpdateOfSupportedInterfaceOrientations, finish],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, allowed: .portrait),
        .step(.landscapeRight, .transitionInProgress, rules: [.r17], allowed: .portrait),
        .step(.portrait, .dismissal, rules: [.r14, .r17]),
      ]),
    SessionRow(
      "deferred: cancelled, the player decides again and the update held meanwhile applies (R17)",
      iOS: [16, 17], root: gallery,
      events: [
        presentPlayer, begin,
        .declare(DeclaredAnswers(supportedInterfaceOrientations: .portrait), controller: 1),
        .setNeedsUpdateOfSupportedInterfaceOrientations, cancel,
      ],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.landscapeRight),
        .step(.landscapeRight, .transitionInProgress, rules: [.r17]),
        .step(.portrait, .supportedOrientationsUpdate, rules: [.r17], allowed: .portrait),
      ]),
    SessionRow(
      "deferred: a held turn to a pose no longer allowed leaves it to the held update (R17)",
      iOS: [16, 17], root: gallery,
      events: [
        presentPlayer, begin,
        .declare(DeclaredAnswers(supportedInterfaceOrientations: .portrait), controller: 1),
        .rotateDevice(.landscapeLeft), .setNeedsUpdateOfSupportedInterfaceOrientations, cancel,
      ],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.landscapeRight),
        .step(.landscapeRight, .transitionInProgress, rules: [.r12], device: .landscapeLeft),
        .step(.landscapeRight, .transitionInProgress, rules: [.r17], device: .landscapeLeft),
        .step(
          .portrait, .supportedOrientationsUpdate, rules: [.r17], device: .landscapeLeft,
          allowed: .portrait),
      ]),
    SessionRow(
      "deferred: a flat device moves nothing anyway (R21); nothing is held",
      iOS: [8, 17], root: gallery,
      events: [presentPlayer, begin, .rotateDevice(.faceUp), cancel],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.landscapeRight, .notAnInterfaceOrientation, rules: [.r21]),
        .step(.landscapeRight, allowed: .landscape),
      ]),
    SessionRow(
      "deferred: under the orientation lock a turn is the lock's (R22), and nothing is held",
      iOS: [8, 17], root: gallery, lock: true,
      events: [presentPlayer, begin, .rotateDevice(.portrait), finish],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.landscapeRight, .locked, rules: [.r22]),
        .step(.landscapeRight, rules: [.r14]),
      ]),
    SessionRow(
      "immediate: the gallery below decides the turn at once; cancelled, portrait stays",
      iOS: [8, 17], root: gallery, assumptions: immediate,
      events: [presentPlayer, begin, .rotateDevice(.portrait), cancel],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.portrait, .followedDevice, rules: [.r12], allowed: .allButUpsideDown),
        .step(.portrait, allowed: .landscape),
      ]),
    SessionRow(
      "immediate: finished, the turn already happened; nothing more moves",
      iOS: [8, 17], root: gallery, assumptions: immediate,
      events: [presentPlayer, begin, .rotateDevice(.portrait), finish],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .step(.portrait, .followedDevice, rules: [.r12]),
        .step(.portrait, rules: [.r14]),
      ]),
  ]

  @Test("Device turns during an interactive dismissal", arguments: rows.flatMap(\.perVersion))
  func turn(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("A held turn is remembered until the dismissal ends, and forgotten then")
  func heldTurn() throws {
    let hierarchy = try makeHierarchy(Self.gallery.presenting(Self.player, style: .fullScreen))
    func final(_ events: [Event]) -> Hierarchy {
      runSession(
        Session(
          app: .phone(), hierarchy: hierarchy, interfaceOrientation: .landscapeRight,
          events: events),
        resolver: UIKitDefaultResolver()
      ).finalHierarchy
    }
    #expect(final([Self.begin, .rotateDevice(.portrait)]).rotationHeldByInteractiveDismissal)
    #expect(!final([Self.begin]).rotationHeldByInteractiveDismissal)
    #expect(
      !final([Self.begin, .rotateDevice(.portrait), Self.cancel])
        .rotationHeldByInteractiveDismissal)
  }
}
