import OrientationSpec
import Testing

// An interactive dismissal that stays in progress across events (a sheet swiped down, a custom
// interactive transition): `beginInteractiveDismiss`, then `endInteractiveDismiss`.

/// A navigation controller that forwards to what it presents, but to its top while that is being
/// dismissed (seed 000's BaseNavViewController, C1): its answer shows what
/// `ControllerHandle.isBeingDismissed` says.
struct ForwardsUnlessDismissing: OrientationResolver {
  var name: String { "forwards-unless-dismissing" }
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if controller.kind == .navigation {
      if let presented = controller.presentedViewController, !presented.isBeingDismissed {
        return presented.supportedInterfaceOrientations
      }
      if let top = controller.topViewController { return top.supportedInterfaceOrientations }
    }
    return controller.own.supportedInterfaceOrientations
  }
}

@Suite("R14: An interactive dismissal in progress, finished or cancelled")
struct R14InteractiveDismissalSessionTests {
  static let reader = ControllerSpec.content("Reader", supports: .portrait)
  static let gallery = ControllerSpec.content("Gallery")
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)
  static let presentPlayer = Event.present(player, style: .fullScreen, from: 0, animated: true)
  static let begin = Event.beginInteractiveDismiss(presented: 0)
  static let finish = Event.endInteractiveDismiss(finished: true)
  static let cancel = Event.endInteractiveDismiss(finished: false)
  static let inProgress = SkipReason.refused(.transitionInProgress)

  static let rows: [SessionRow] = [
    SessionRow(
      "finished: the player is dismissed and the portrait reader turns the interface back (R14)",
      iOS: [8, 13, 17, 26], root: reader,
      events: [presentPlayer, begin, finish],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        // While it is being dismissed the reader below decides; nothing turns yet.
        .step(.landscapeRight, allowed: .portrait),
        .step(.portrait, .dismissal, rules: [.r14], allowed: .portrait),
      ]),
    SessionRow(
      "cancelled: the player stays, decides again, and nothing turns",
      iOS: [8, 13, 17, 26], root: reader,
      events: [presentPlayer, begin, cancel, .dismiss(presented: 0, animated: true)],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, allowed: .portrait),
        .step(.landscapeRight, allowed: .landscape),
        .step(.portrait, .dismissal, rules: [.r14]),
      ]),
    SessionRow(
      "E3 at the finish, not at the begin: the reader prefers what it does not support (R11)",
      iOS: [13, 17],
      root: .content("Reader", supports: .portrait, prefers: .landscapeRight),
      events: [presentPlayer, begin, finish],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight, allowed: .portrait),
        .step(
          .landscapeRight, rules: [.r11, .r14],
          exception: .preferredOrientationNotSupported(
            className: "Reader", preferred: .landscapeRight, supported: .portrait)),
      ]),
    SessionRow(
      "a sheet swiped down: the reader decides throughout, nothing is re-evaluated",
      iOS: [13, 17], root: reader,
      events: [
        .present(player, style: .pageSheet, from: 0, animated: true), begin, finish,
        .dismiss(presented: 0, animated: true),
      ],
      steps: [
        .step(.portrait), .step(.portrait, allowed: .portrait),
        .step(.portrait, allowed: .portrait),
        .skipped(.refused(.nothingPresented), .portrait),
      ]),
    SessionRow(
      "one transition at a time: a second begin, a present, a dismiss and a cancel are refused",
      iOS: [8, 17], root: reader,
      events: [
        presentPlayer, begin, begin,
        .present(.content("Ad"), style: .fullScreen, from: 1, animated: true),
        .dismiss(presented: 0, animated: true), .cancelInteractiveDismiss(presented: 0),
        .presentAlert(from: 0), finish,
      ],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .skipped(inProgress, .landscapeRight), .skipped(inProgress, .landscapeRight),
        .skipped(inProgress, .landscapeRight), .skipped(inProgress, .landscapeRight),
        .skipped(inProgress, .landscapeRight),
        .step(.portrait, .dismissal, rules: [.r14]),
      ]),
    SessionRow(
      "nothing pending: the end is skipped; nothing presented: the begin is skipped",
      iOS: [8, 17], root: reader,
      events: [finish, begin, cancel],
      steps: [
        .skipped(.noPendingInteractiveDismiss, .portrait),
        .skipped(.refused(.nothingPresented), .portrait),
        .skipped(.noPendingInteractiveDismiss, .portrait),
      ]),
    SessionRow(
      "a controller that presents another is not swiped; the one on top is",
      iOS: [13, 17],
      root: reader.presenting(
        player.presenting(.content("Settings"), style: .pageSheet), style: .fullScreen),
      orientation: .landscapeRight,
      events: [begin, .beginInteractiveDismiss(presented: 1), finish],
      steps: [
        .skipped(.refused(.alreadyPresenting(ControllerID(1))), .landscapeRight),
        .step(.landscapeRight, allowed: .landscape),
        .step(.landscapeRight, allowed: .landscape),
      ]),
    SessionRow(
      "no back-swipe while the dismissal runs, and no dismissal while a back-swipe runs",
      iOS: [8, 17],
      root: ControllerSpec.content("Root").presenting(
        .navigation([.content("Home"), .content("Detail")]), style: .fullScreen),
      events: [
        .beginInteractivePop, begin, .endInteractivePop(finished: false), begin,
        .beginInteractivePop, finish,
      ],
      steps: [
        .step(.portrait), .skipped(inProgress, .portrait), .step(.portrait, rules: [.r15]),
        .step(.portrait), .skipped(inProgress, .portrait), .step(.portrait, rules: [.r14]),
      ]),
    SessionRow(
      "the stack under it does not change: a pop and a push on its presenter are refused",
      iOS: [8, 17],
      root: ControllerSpec.navigation([reader, .content("Detail", supports: .portrait)]),
      events: [
        presentPlayer, begin, .pop(navigation: 0),
        .push(.content("More"), navigation: 0), finish, .pop(navigation: 0),
      ],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .step(.landscapeRight),
        .skipped(inProgress, .landscapeRight), .skipped(inProgress, .landscapeRight),
        .step(.landscapeRight, rules: [.r14]),
        .step(.landscapeRight, rules: [.r15]),
      ]),
    SessionRow(
      "the swiped sheet answers isBeingDismissed while it is pending, and only then",
      iOS: [13, 17], root: .navigation([reader]), resolver: ForwardsUnlessDismissing(),
      events: [
        .present(player, style: .pageSheet, from: 0, animated: true), begin, cancel, begin,
        finish,
      ],
      steps: [
        .step(.portrait, allowed: .landscape), .step(.portrait, allowed: .portrait),
        .step(.portrait, allowed: .landscape), .step(.portrait, allowed: .portrait),
        .step(.portrait, allowed: .portrait),
      ]),
    SessionRow(
      "a stack inside the swiped controller does not change either",
      iOS: [13, 17], root: reader,
      events: [
        .present(.navigation([.content("Settings")]), style: .pageSheet, from: 0, animated: true),
        begin, .push(.content("Detail"), navigation: 0), cancel,
        .push(.content("Detail"), navigation: 0),
      ],
      steps: [
        .step(.portrait), .step(.portrait), .skipped(inProgress, .portrait),
        .step(.portrait), .step(.portrait, rules: [.r15]),
      ]),
  ]

  @Test("Interactive dismissals", arguments: rows.flatMap(\.perVersion))
  func interactiveDismissal(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("While it is pending the swiped controller is being dismissed; after it, it is not")
  func beingDismissed() throws {
    let hierarchy = try makeHierarchy(Self.reader.presenting(Self.player, style: .fullScreen))
    func run(_ events: [Event]) -> Hierarchy {
      runSession(
        Session(
          app: .phone(), hierarchy: hierarchy, interfaceOrientation: .landscapeRight,
          events: events),
        resolver: UIKitDefaultResolver()
      ).finalHierarchy
    }
    let pending = run([Self.begin])
    #expect(pending.interactiveDismissalInProgress == ControllerID(1))
    #expect(pending.phase(of: ControllerID(1)) == .beingDismissed)
    #expect(pending.graph.violations() == [])
    let cancelled = run([Self.begin, Self.cancel])
    #expect(cancelled.interactiveDismissalInProgress == nil)
    #expect(cancelled == hierarchy)
    let finished = run([Self.begin, Self.finish])
    #expect(finished.interactiveDismissalInProgress == nil)
    #expect(finished.count == 1)
  }

  @Test("A window removed under the pending dismissal takes it with it")
  func windowRemoved() throws {
    let hierarchy = try Hierarchy(windows: [
      WindowSpec(root: Self.reader, isKey: true),
      WindowSpec(root: .content("Overlay").presenting(Self.player, style: .pageSheet)),
    ])
    let trace = runSession(
      Session(
        app: .phone(), hierarchy: hierarchy,
        events: [Self.begin, .removeWindow(1), Self.finish]),
      resolver: UIKitDefaultResolver())
    #expect(trace.steps.map(\.skipped) == [nil, nil, .noPendingInteractiveDismiss])
    #expect(trace.finalHierarchy.interactiveDismissalInProgress == nil)
  }
}
