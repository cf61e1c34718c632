import OrientationSpec
import Testing

@Suite("Positions: events refer to live controllers modulo their number")
struct PositionSessionTests {
  /// Two stacks in a tab bar: arena order is the tab bar (0), stack A (1)
  /// with A1, A2 (2, 3), stack B (4) with B1, B2 (5, 6).
  static let twoStacks = ControllerSpec.tabBar([
    .navigation(name: "StackA", [.content("A1"), .content("A2")]),
    .navigation(name: "StackB", [.content("B1"), .content("B2")]),
  ])

  struct PopRow: Sendable, CustomTestStringConvertible {
    var position: Int
    var popped: String
    var sourceLocation: SourceLocation

    init(_ position: Int, pops popped: String, sourceLocation: SourceLocation = #_sourceLocation) {
      self.position = position
      self.popped = popped
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "pop(navigation: \(position)) pops \(popped)" }
  }

  static let popRows: [PopRow] = [
    PopRow(0, pops: "StackA"), PopRow(1, pops: "StackB"), PopRow(7, pops: "StackB"),
    PopRow(8, pops: "StackA"), PopRow(-1, pops: "StackB"), PopRow(-2, pops: "StackA"),
    PopRow(Int.max, pops: "StackB"), PopRow(Int.min, pops: "StackA"),
  ]

  @Test("A navigation position counts navigation controllers only", arguments: popRows)
  func pop(_ row: PopRow) throws {
    let hierarchy = try makeHierarchy(Self.twoStacks, sourceLocation: row.sourceLocation)
    let trace = runSession(
      Session(app: .phone(), hierarchy: hierarchy, events: [.pop(navigation: row.position)]),
      resolver: UIKitDefaultResolver())
    #expect(trace.steps.map(\.skipped) == [nil], sourceLocation: row.sourceLocation)
    let final = trace.finalHierarchy
    let stacks = final.ids.filter { final[$0].kind == .navigation }
    let counts = stacks.map { (final.name(of: $0), final.children(of: $0).count) }
    for (name, count) in counts {
      #expect(count == (name == row.popped ? 1 : 2), "\(name)", sourceLocation: row.sourceLocation)
    }
  }

  static let skipRows: [SessionRow] = [
    SessionRow(
      "no navigation controller, no tab bar controller, nothing presented",
      root: .content("Screen"),
      events: [
        .push(.content("Page"), navigation: 0), .pop(navigation: 1), .popToRoot(navigation: 2),
        .setViewControllers([.content("Page")], navigation: 3),
        .selectTab(.index(0), tabBar: 0), .dismiss(presented: 0, animated: true),
        .cancelInteractiveDismiss(presented: 4),
      ],
      steps: [
        .skipped(.refused(.noSuchController(.navigation)), .portrait),
        .skipped(.refused(.noSuchController(.navigation)), .portrait),
        .skipped(.refused(.noSuchController(.navigation)), .portrait),
        .skipped(.refused(.noSuchController(.navigation)), .portrait),
        .skipped(.refused(.noSuchController(.tabBar)), .portrait),
        .skipped(.refused(.nothingPresented), .portrait),
        .skipped(.refused(.nothingPresented), .portrait),
      ]),
    SessionRow(
      "no controller at all: a window without a root",
      windows: [WindowSpec(root: nil, isKey: true)],
      events: [
        .present(.content("Modal"), style: .fullScreen, from: 3, animated: true),
        .presentAlert(from: 0),
        .declare(DeclaredAnswers(supportedInterfaceOrientations: .landscape), controller: 1),
        .beginInteractivePop,
      ],
      steps: [
        .skipped(.refused(.noSuchController(nil)), .portrait),
        .skipped(.refused(.noSuchController(nil)), .portrait),
        .skipped(.refused(.noSuchController(nil)), .portrait),
        .skipped(.backSwipeCannotBegin, .portrait),
      ]),
    SessionRow(
      "a stack at its root, a tab that does not exist, a value already set",
      root: twoStacks,
      events: [
        .pop(navigation: 4), .pop(navigation: 4), .popToRoot(navigation: 6),
        .selectTab(.index(2), tabBar: 9), .selectTab(.moreList, tabBar: 0),
        .selectTab(.none, tabBar: 0), .setOrientationLock(false),
        .setAppDelegateOrientations(nil), .makeKeyWindow(3),
      ],
      steps: [
        .step(.portrait, rules: [.r15]),
        .skipped(.refused(.atRootOfStack), .portrait),
        .skipped(.refused(.atRootOfStack), .portrait),
        .skipped(.refused(.noSuchTab(2)), .portrait),
        .skipped(.refused(.noSuchTab(2)), .portrait),
        .skipped(.refused(.noChange), .portrait),
        .skipped(.refused(.noChange), .portrait),
        .skipped(.refused(.noChange), .portrait),
        .skipped(.refused(.noChange), .portrait),
      ]),
    SessionRow(
      "a presenter position counts every controller; a presented position the presented ones",
      root: twoStacks,
      events: [
        .present(.content("Modal"), style: .fullScreen, from: 10, animated: true),
        .present(.content("Second"), style: .fullScreen, from: 4, animated: true),
        .dismiss(presented: 3, animated: true), .dismiss(presented: -1, animated: true),
      ],
      steps: [
        .step(.portrait, rules: [.r13]),
        .skipped(.refused(.alreadyPresenting(ControllerID(0))), .portrait),
        .step(.portrait, rules: [.r14]),
        .skipped(.refused(.nothingPresented), .portrait),
      ]),
  ]

  @Test("Events that cannot apply are skipped with the reason", arguments: skipRows)
  func skips(_ row: SessionRow) throws {
    try row.check()
  }

  // MARK: Subsequences

  /// Thirty-eight events of every kind over two windows, two stacks, a tab bar, presentations
  /// and a second scene.
  static let longSession: [Event] = [
    .rotateDevice(.landscapeLeft),
    .push(.content("Player", supports: .landscape, prefers: .landscapeRight), navigation: 0),
    .rotateDevice(.faceUp),
    .present(.content("Modal", supports: .portrait), style: .fullScreen, from: 3, animated: true),
    .rotateDevice(.portrait),
    .presentAlert(from: 7),
    .cancelInteractiveDismiss(presented: 1),
    .beginInteractiveDismiss(presented: 1),
    .rotateDevice(.landscapeLeft),
    .endInteractiveDismiss(finished: false),
    .dismiss(presented: 0, animated: true),
    .selectTab(.index(1), tabBar: 0),
    .pop(navigation: 7),
    .beginInteractivePop,
    .endInteractivePop(finished: true),
    .setViewControllers([.content("A"), .content("B", supports: .landscape)], navigation: 1),
    .showWindow(
      .content("FullScreenPlayer", supports: .landscape, prefers: .landscapeRight), level: 1,
      makeKey: true),
    .setOrientationLock(true),
    .rotateDevice(.landscapeRight),
    .setOrientationLock(false),
    .makeKeyWindow(0),
    .removeWindow(1),
    .declare(DeclaredAnswers(supportedInterfaceOrientations: .portrait), controller: 2),
    .setAppDelegateOrientations(.allButUpsideDown),
    .attemptRotationToDeviceOrientation,
    .setNeedsUpdateOfSupportedInterfaceOrientations,
    .requestGeometryUpdate(.landscape),
    .setDeviceOrientation(.unknown),
    .setDeviceOrientation(.landscapeLeft),
    .setDeviceOrientations([.unknown, .portrait]),
    .connectScene(.content("SecondWindow", supports: .landscape), external: false),
    .requestSceneGeometryUpdate(.landscape, scene: 1),
    .updateSceneSupportedInterfaceOrientations(scene: 1),
    .disconnectScene(scene: 1),
    .enterBackground,
    .enterForeground(.portrait),
    .popToRoot(navigation: 0),
    .launch,
  ]

  static let longRoot = ControllerSpec.tabBar([
    .navigation(name: "StackA", [.content("Home"), .content("Detail")]),
    .navigation(name: "StackB", [.content("Settings")]),
    .content("Player", supports: .landscape, prefers: .landscapeRight),
  ])

  static let resolvers: [any OrientationResolver] = [
    UIKitDefaultResolver(), ReferenceResolver(), VisibleForwardingResolver(),
    AlwaysPopResolver(), UnknownFirstForcingResolver(), ThrowAwayPresentationResolver(),
    CrashingRefreshResolver(),
  ]

  /// Every kind a resolver's sessions use: an app's `action` runs only with its own classes.
  @Test("The long session covers every kind of event")
  func coversEveryKind() {
    #expect(Self.longSession.count == 38)
    #expect(Set(Self.longSession.map(\.kind)) == Set(Event.Kind.generated))
  }

  @Test(
    "Every prefix and every single-event deletion runs to its end",
    arguments: [6, 12, 15, 17, 26])
  func subsequences(version: Int) throws {
    let hierarchy = try makeHierarchy(Self.longRoot)
    let events = Self.longSession
    var sessions: [[Event]] = (0...events.count).map { Array(events.prefix($0)) }
    for index in events.indices {
      var deleted = events
      deleted.remove(at: index)
      sessions.append(deleted)
    }
    var failures = 0
    for resolver in Self.resolvers {
      for events in sessions where failures < 5 {
        let session = Session(app: .phone(version), hierarchy: hierarchy, events: events)
        let trace = runSession(session, resolver: resolver)
        let ok = Self.ranToItsEnd(trace, events: events)
        if !ok { failures += 1 }
        #expect(ok, "\(resolver.name), \(events.count) events: \(events)")
      }
    }
  }

  /// Every event ran in order, each followed only by refresh steps, up to the
  /// end or to the step that raised an exception; the final hierarchy is sound.
  static func ranToItsEnd(_ trace: Trace, events: [Event]) -> Bool {
    var next = 0
    for (index, step) in trace.steps.enumerated() {
      switch step.origin {
      case .event(let position):
        guard position == next, step.event == events[position] else { return false }
        next += 1
      case .refresh(let position):
        guard position == next - 1 else { return false }
      }
      if step.exception != nil && index != trace.steps.count - 1 { return false }
    }
    guard next == events.count || trace.exception != nil else { return false }
    return trace.finalHierarchy.graph.violations().isEmpty
  }
}
