import OrientationSpec
import Testing

/// A session whose events keep adding controllers stops growing its hierarchy at
/// ``SessionRunnerLimits/controllers``: each step walks the hierarchy, so past the limit a step
/// costs what it costs at the limit, not more with each event.
@Suite("A session's events grow its hierarchy to at most 1,000 controllers")
struct GrowingSessionTests {
  /// Events that each add controllers: chained alerts, windows, chained full-screen
  /// presentations, pushes.
  static let growing: [(name: String, event: Event)] = [
    ("presentAlert from -1", .presentAlert(from: -1)),
    ("showWindow", .showWindow(.content("W"), level: 0, makeKey: false)),
    ("present .fullScreen from -1", .present(.content("P"), style: .fullScreen, from: -1, animated: false)),
    ("push navigation 0", .push(.content("P"), navigation: 0)),
  ]

  @Test(
    "Past the limit, an event that adds controllers is skipped with the limit as its reason",
    arguments: growing.map(\.name))
  func limit(_ name: String) throws {
    let event = try #require(Self.growing.first { $0.name == name }).event
    let limit = SessionRunnerLimits.controllers
    let extra = 25
    let hierarchy = try makeHierarchy(.navigation([.content("Home")]))
    let session = Session(
      app: .phone(17), hierarchy: hierarchy, events: Array(repeating: event, count: limit + extra))
    var skipped: [Int] = []
    var reasons: Set<SkipReason> = []
    let final = System.run(session, resolver: ReferenceResolver(), recordsRules: false) { step in
      guard case .event(let index) = step.origin, let reason = step.skipped else { return }
      skipped.append(index)
      reasons.insert(reason)
    }
    #expect(final.count == limit)
    // The hierarchy starts with 2 controllers: the first 998 events apply, the rest are skipped.
    #expect(skipped == Array((limit - 2)..<(limit + extra)))
    #expect(reasons == [.controllerLimit(limit)])
    #expect(
      SkipReason.controllerLimit(limit).description
        == "the hierarchy holds 1000 controllers, the most a session grows it to")
  }

  @Test("A hierarchy that starts larger than the limit does not grow, and keeps its controllers")
  func largerStart() throws {
    let tabs = (0..<(SessionRunnerLimits.controllers + 4)).map { _ in ControllerSpec.content("T") }
    let hierarchy = try makeHierarchy(.container(.container, tabs))
    let session = Session(
      app: .phone(17), hierarchy: hierarchy,
      events: [.presentAlert(from: 0), .rotateDevice(.landscapeLeft)])
    let trace = runSession(session, resolver: ReferenceResolver())
    #expect(trace.steps.map { $0.skipped } == [.controllerLimit(hierarchy.count), nil])
    #expect(trace.finalHierarchy.count == hierarchy.count)
  }
}
