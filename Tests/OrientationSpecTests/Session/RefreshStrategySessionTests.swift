import OrientationSpec
import Testing

@Suite("The refresh strategy: the resolver's actions run after an event, through the same rules")
struct RefreshStrategySessionTests {
  static let stack = ControllerSpec.navigation([.content("Home", supports: .portrait)])
  static let push = Event.push(.content("Player", supports: .landscape), navigation: 0)
  static let e6 = Warning.deviceOrientationSettingUnsupported

  static let rows: [SessionRow] = [
    SessionRow(
      "seed 000's unknown-first forcing after a push rotates to iOS 15",
      iOS: [8, 12, 15], root: stack, resolver: UnknownFirstForcingResolver(),
      events: [push],
      steps: [
        .step(.portrait, rules: [.r15], origin: .event(0)),
        .step(
          .portrait, .notAnInterfaceOrientation, rules: [.r19, .r21], device: .unknown,
          origin: .refresh(after: 0)),
        .step(
          .landscapeRight, .followedDevice, rules: [.r12, .r19], device: .landscapeLeft,
          origin: .refresh(after: 0)),
      ]),
    SessionRow(
      "from iOS 16 the same forcing logs E6 twice and the interface stays portrait",
      iOS: [16, 17, 26], root: stack, resolver: UnknownFirstForcingResolver(),
      events: [push],
      steps: [
        .step(.portrait, rules: [.r15], origin: .event(0)),
        .step(
          .portrait, rules: [.r19], warnings: [e6], device: .portrait, origin: .refresh(after: 0)),
        .step(
          .portrait, rules: [.r19], warnings: [e6], device: .portrait, origin: .refresh(after: 0)),
      ]),
    SessionRow(
      "a throw-away full-screen presentation forces the rotation on every version",
      iOS: [8, 15, 17, 26], root: stack, resolver: ThrowAwayPresentationResolver(),
      events: [push, .rotateDevice(.portrait)],
      steps: [
        .step(.portrait, rules: [.r15], origin: .event(0)),
        .step(.landscapeRight, .presentation, rules: [.r13], origin: .refresh(after: 0)),
        .step(.landscapeRight, rules: [.r14], allowed: .landscape, origin: .refresh(after: 0)),
        .step(.landscapeRight, .notAllowed, rules: [.r12], origin: .event(1)),
      ]),
    SessionRow(
      "no refresh after a skipped event",
      iOS: [15], root: stack, resolver: UnknownFirstForcingResolver(),
      events: [
        .pop(navigation: 0), .push(.content("Player", supports: .landscape), navigation: 3),
      ],
      steps: [
        .skipped(.refused(.atRootOfStack), .portrait, origin: .event(0)),
        .step(.portrait, rules: [.r15], origin: .event(1)),
        .step(
          .portrait, .notAnInterfaceOrientation, rules: [.r19, .r21], origin: .refresh(after: 1)),
        .step(.landscapeRight, .followedDevice, rules: [.r12, .r19], origin: .refresh(after: 1)),
      ]),
    SessionRow(
      "a refresh action that crashes ends the session",
      iOS: [17], root: stack, resolver: CrashingRefreshResolver(),
      events: [push, .rotateDevice(.landscapeLeft)],
      steps: [
        .step(.portrait, rules: [.r15], origin: .event(0)),
        .step(
          .portrait, rules: [.r11, .r13],
          exception: .preferredOrientationNotSupported(
            className: "BadPreference", preferred: .portrait, supported: .landscape),
          origin: .refresh(after: 0)),
      ]),
  ]

  @Test("Refresh actions", arguments: rows.flatMap(\.perVersion))
  func refresh(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("More than eight actions: the first eight run, and the first says how many there were")
  func truncation() throws {
    let hierarchy = try makeHierarchy(Self.stack)
    let trace = runSession(
      Session(app: .phone(), hierarchy: hierarchy, events: [Self.push, .rotateDevice(.faceUp)]),
      resolver: FloodingResolver(count: 10))
    #expect(SessionRunnerLimits.refreshActions == 8)
    #expect(
      trace.steps.map(\.origin)
        == [.event(0)] + Array(repeating: .refresh(after: 0), count: 8) + [.event(1)])
    #expect(trace.steps[1].warnings == [.refreshActionsTruncated(10)])
    #expect(trace.steps[2...].allSatisfy { $0.warnings.isEmpty })
    #expect(trace.steps[1...8].allSatisfy { $0.event == .rotateDevice(.portrait) })
  }

  @Test("Exactly eight actions run without a warning")
  func eightActions() throws {
    let hierarchy = try makeHierarchy(Self.stack)
    let trace = runSession(
      Session(app: .phone(), hierarchy: hierarchy, events: [Self.push]),
      resolver: FloodingResolver(count: 8))
    #expect(trace.steps.count == 9)
    #expect(trace.steps.allSatisfy { $0.warnings.isEmpty })
  }

  @Test("The streaming run hands over the same steps as the trace")
  func streaming() throws {
    let hierarchy = try makeHierarchy(Self.stack)
    let session = Session(
      app: .phone(15), hierarchy: hierarchy, events: [Self.push, .pop(navigation: 0)])
    let resolver = UnknownFirstForcingResolver()
    var named: [Step] = []
    var unnamed: [Step] = []
    let final = System.run(session, resolver: resolver, namesControllers: true) { named.append($0) }
    System.run(session, resolver: resolver) { unnamed.append($0) }
    let trace = System.run(session, resolver: resolver)
    #expect(named == trace.steps)
    #expect(final == trace.finalHierarchy)
    // Without names, the steps differ only in the decider's name.
    #expect(unnamed.allSatisfy { $0.deciderName == nil })
    #expect(
      unnamed
        == trace.steps.map {
          var step = $0
          step.deciderName = nil
          return step
        })
  }
}
