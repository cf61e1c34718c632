import OrientationSpec
import Testing

@Suite("R27: The interactive back-swipe begins only over more than one controller")
struct R27SessionTests {
  static let home = ControllerSpec.content("Home")
  static let detail = ControllerSpec.content("Detail")
  static let frozen = Warning.interfaceFrozen(ControllerID(0))

  static let rows: [SessionRow] = [
    SessionRow(
      "a finished back-swipe pops; at the root it cannot begin",
      iOS: [8, 17, 26], root: .navigation([home, detail]),
      events: [.beginInteractivePop, .endInteractivePop(finished: true), .beginInteractivePop],
      steps: [
        .step(.portrait),
        .step(.portrait, rules: [.r15]),
        .skipped(.backSwipeCannotBegin, .portrait),
      ]),
    SessionRow(
      "a cancelled back-swipe keeps the top; it may begin again",
      iOS: [8, 17], root: .navigation([home, detail]),
      events: [
        .beginInteractivePop, .endInteractivePop(finished: false), .beginInteractivePop,
      ],
      steps: [.step(.portrait), .step(.portrait, rules: [.r15]), .step(.portrait)]),
    SessionRow(
      "nothing pending: the end is skipped; while pending, a second begin is refused",
      iOS: [8, 17], root: .navigation([home, detail]),
      events: [
        .endInteractivePop(finished: true), .beginInteractivePop, .beginInteractivePop,
      ],
      steps: [
        .skipped(.noPendingInteractivePop, .portrait),
        .step(.portrait),
        .skipped(.refused(.transitionInProgress), .portrait),
      ]),
    SessionRow(
      "no presentation or dismissal while the back-swipe runs",
      iOS: [8, 17],
      root: ControllerSpec.content("Root").presenting(
        .navigation([home, detail]), style: .fullScreen),
      events: [
        .beginInteractivePop,
        .present(.content("Modal"), style: .fullScreen, from: 2, animated: true),
        .dismiss(presented: 0, animated: true),
      ],
      steps: [
        .step(.portrait),
        .skipped(.refused(.transitionInProgress), .portrait),
        .skipped(.refused(.transitionInProgress), .portrait),
      ]),
    SessionRow(
      "a gesture delegate that lets it begin at the root freezes the interface (I27)",
      iOS: [8, 17], root: .navigation([home]), resolver: AlwaysPopResolver(),
      events: [.beginInteractivePop, .endInteractivePop(finished: true)],
      steps: [
        .step(.portrait, warnings: [frozen]),
        .skipped(.noPendingInteractivePop, .portrait),
      ]),
    SessionRow(
      "the reference forbids it over a landscape player pushed on a portrait screen (seed 000)",
      iOS: [8, 17],
      root: .navigation([
        .content("Home", supports: .portrait),
        .content("Player", supports: .landscape, forbidsInteractivePop: true),
      ]),
      orientation: .landscapeRight, resolver: ReferenceResolver(),
      events: [.beginInteractivePop],
      steps: [.skipped(.backSwipeCannotBegin, .landscapeRight)]),
    SessionRow(
      "a pop that leaves one controller ends the pending back-swipe",
      iOS: [8, 17], root: .navigation([home, detail]),
      events: [.beginInteractivePop, .pop(navigation: 0), .endInteractivePop(finished: true)],
      steps: [
        .step(.portrait),
        .step(.portrait, rules: [.r15]),
        .skipped(.noPendingInteractivePop, .portrait),
      ]),
    SessionRow(
      "over a deeper stack the back-swipe stays pending through a pop, then finishes",
      iOS: [8, 17], root: .navigation([home, detail, .content("More")]),
      events: [
        .beginInteractivePop, .pop(navigation: 0), .endInteractivePop(finished: true),
        .beginInteractivePop,
      ],
      steps: [
        .step(.portrait),
        .step(.portrait, rules: [.r15]),
        .step(.portrait, rules: [.r15]),
        .skipped(.backSwipeCannotBegin, .portrait),
      ]),
    SessionRow(
      "a hidden bar or a custom back button disables the recognizer",
      iOS: [8, 17],
      root: .navigation(
        [home, .content("Edit", options: .customBackButton)]),
      events: [.beginInteractivePop],
      steps: [.skipped(.backSwipeCannotBegin, .portrait)]),
  ]

  @Test("Back-swipes", arguments: rows.flatMap(\.perVersion))
  func backSwipe(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("The pending back-swipe pops exactly the navigation controller it began on")
  func popsItsOwnStack() throws {
    let row = SessionRow(
      "", root: .navigation([Self.home, Self.detail]),
      events: [.beginInteractivePop, .endInteractivePop(finished: true)],
      steps: [.step(.portrait), .step(.portrait, rules: [.r15])])
    let trace = try row.check()
    let decision = try #require(trace.steps.first?.interactivePop)
    #expect(decision.navigationController == ControllerID(0))
    #expect(decision.stackCount == 2)
    #expect(decision.mayBegin)
    #expect(trace.finalHierarchy.children(of: ControllerID(0)).count == 1)
  }

  @Test("A cancelled back-swipe leaves the stack whole")
  func cancelKeepsStack() throws {
    let row = SessionRow(
      "", root: .navigation([Self.home, Self.detail]),
      events: [.beginInteractivePop, .endInteractivePop(finished: false)],
      steps: [.step(.portrait), .step(.portrait, rules: [.r15])])
    let trace = try row.check()
    #expect(trace.finalHierarchy.children(of: ControllerID(0)).count == 2)
  }

  /// Window 0 holds a stack of three controllers, window 1 (key) the stack the
  /// back-swipe begins on, window 2 a tab bar. Removing window 0 renumbers
  /// the controllers after it.
  @Test("A pending back-swipe survives the removal of another window")
  func pendingAcrossWindowRemoval() throws {
    let hierarchy = try makeHierarchy(windows: [
      WindowSpec(root: .navigation(name: "Behind", [Self.home, Self.detail])),
      WindowSpec(
        root: .navigation(name: "Front", [.content("W1"), .content("W2")]), level: 1,
        isKey: true),
      WindowSpec(root: .tabBar(name: "Tabs", [.content("T1"), .content("T2")])),
    ])
    let events: [Event] = [
      .beginInteractivePop, .removeWindow(0), .endInteractivePop(finished: true),
    ]
    // Mid-gesture, the hierarchy keeps the pending back-swipe on the renumbered stack.
    let midway = runSession(
      Session(app: .phone(), hierarchy: hierarchy, events: Array(events.prefix(2))),
      resolver: UIKitDefaultResolver()
    ).finalHierarchy
    let pending = try #require(midway.interactivePopInProgress)
    #expect(midway.name(of: pending) == "Front")
    #expect(midway.windows.first?.root == pending)

    let trace = runSession(
      Session(app: .phone(), hierarchy: hierarchy, events: events),
      resolver: UIKitDefaultResolver())
    #expect(trace.steps.map(\.skipped) == [nil, nil, nil])
    let final = trace.finalHierarchy
    let front = try #require(final.windows.first?.root)
    #expect(final.name(of: front) == "Front")
    #expect(final.children(of: front).count == 1)
    let tabs = try #require(final.windows.last?.root)
    #expect(final.children(of: tabs).count == 2)
    #expect(final.graph.violations() == [])
    #expect(final.interactivePopInProgress == nil)
  }
}
