import Generators
import OrientationConformance
import OrientationSpec
import Testing

/// A session whose events are drawn as the run reaches them
/// (`System.run(&session, …, moreEvents:observe:)`, `InvariantMonitor(orientationLock:)`), as
/// `fuzz` and `bench` run them: the same steps, states, verdicts and app mistakes as the whole
/// session drawn first, for every built-in resolver.
@Suite("Streamed sessions: events drawn as the run reaches them change nothing it shows")
struct StreamedSessionTests {
  static let generator = SessionGenerator(length: 60)

  /// What a run shows: each step (or, keeping no step, the values a step shows), the states, the
  /// monitor's verdicts.
  struct Shown: Equatable {
    var steps: [Step] = []
    var values: [Values] = []
    var states: [SessionState] = []
    var violations: [InvariantViolation] = []
    var appMistake: UIKitException?
  }

  /// The values of a step, kept instead of the step, so that the run's event list is not
  /// shared and each draw appends to it in place.
  struct Values: Equatable {
    var origin: StepOrigin
    var event: Event
    var orientationAfter: InterfaceOrientation
    var allowed: InterfaceOrientationMask
    var appMask: InterfaceOrientationMask
    var decider: ControllerID?
    var exception: UIKitException?
    var skipped: SkipReason?
    var statusBar: StatusBarDecision?

    init(_ step: Step) {
      origin = step.origin
      event = step.event
      orientationAfter = step.orientationAfter
      allowed = step.allowed
      appMask = step.appMask
      decider = step.decider
      exception = step.exception
      skipped = step.skipped
      statusBar = step.statusBar
    }
  }

  static func whole<R: OrientationResolver>(_ seed: UInt64, _ resolver: R, keepsSteps: Bool)
    -> Shown
  {
    var source = ChoiceSource(seed: seed, recording: false)
    let session = generator.generate(&source)
    var monitor = InvariantMonitor(session: session)
    var shown = Shown()
    System.run(session, resolver: resolver, recordsRules: false) { step, state in
      monitor.observe(step, state)
      if keepsSteps { shown.steps.append(step) } else { shown.values.append(Values(step)) }
      shown.states.append(state)
    }
    monitor.finish()
    shown.violations = monitor.violations
    shown.appMistake = monitor.appMistake
    return shown
  }

  /// The streamed run, and how its exception's consistency was settled.
  static func streamed<R: OrientationResolver>(
    _ seed: UInt64, _ resolver: R, draw: Int, keepsSteps: Bool
  ) -> (shown: Shown, settled: Settled) {
    guard
      var (session, rest) = generator.stream(
        ChoiceSource(seed: seed, recording: false), startingWith: nil, drawing: draw)
    else { return (Shown(), .none) }
    var monitor = InvariantMonitor(orientationLock: session.orientationLock)
    var storage = SessionStorage()
    var shown = Shown()
    System.run(
      &session, resolver: resolver, recordsRules: false, storage: &storage,
      moreEvents: { rest.draw(into: &$0, count: draw) }
    ) { step, state in
      monitor.observe(step, state)
      if keepsSteps { shown.steps.append(step) } else { shown.values.append(Values(step)) }
      shown.states.append(state)
    }
    var settled = Settled.none
    if monitor.awaitsConsistency {
      let drawn = session.events.count
      monitor.settleConsistency(of: &session, rest: &rest)
      settled =
        session.events.count > drawn
        ? (monitor.consistent ? .wholeConsistent : .wholeInconsistent) : .drawnInconsistent
    }
    monitor.finish()
    shown.violations = monitor.violations
    shown.appMistake = monitor.appMistake
    return (shown, settled)
  }

  enum Settled: Hashable {
    case none
    /// The events drawn when UIKit crashed were inconsistent already.
    case drawnInconsistent
    /// The rest was drawn: the whole session consistent (a violation), or not (the app's mistake).
    case wholeConsistent
    case wholeInconsistent
  }

  @Test("every built-in resolver, 40 sessions, drawn one and eight events at a time")
  func sameAsWholeSessions() {
    var settled: [Settled: Int] = [:]
    for resolver in BuiltinResolvers.all {
      for seed: UInt64 in 0..<40 {
        for (draw, keepsSteps) in [(1, true), (8, false)] {
          let whole = Self.whole(seed, resolver, keepsSteps: keepsSteps)
          let streamed = Self.streamed(seed, resolver, draw: draw, keepsSteps: keepsSteps)
          #expect(streamed.shown == whole, "\(resolver.name), seed \(seed), draw \(draw)")
          settled[streamed.settled, default: 0] += 1
        }
      }
    }
    // Each way an exception's verdict is settled happened.
    #expect(settled[.drawnInconsistent, default: 0] > 0, "\(settled)")
    #expect(settled[.wholeConsistent, default: 0] > 0, "\(settled)")
    #expect(settled[.wholeInconsistent, default: 0] > 0, "\(settled)")
  }
}
