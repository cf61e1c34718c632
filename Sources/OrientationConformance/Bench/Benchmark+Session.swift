import Generators
import OrientationSpec

// MARK: Session steps

extension Benchmark {
  /// The sessions the session figures run: `SessionGenerator(length: 100)` from seeds 0..<count.
  func generatedSessions() -> [Session] {
    let generator = SessionGenerator(length: Self.sessionLength)
    return (0..<configuration.sessions).map { seed in
      var source = ChoiceSource(seed: UInt64(seed))
      return generator.generate(&source)
    }
  }

  /// What monitored runs reuse from one session to the next, as a fuzz campaign does: the
  /// sessions' arena and the invariant monitor (with its storage for a failing step's state).
  struct RunStorage {
    var session = SessionStorage()
    var monitor: InvariantMonitor?
  }

  /// Runs `session` with `resolver` (the reference, or an app's classes) and every invariant the
  /// monitor checks; returns the steps (events and refresh actions).
  @inline(__always)
  static func monitoredRun<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, storage: inout RunStorage
  ) -> Int {
    var monitor = storage.monitor.takeRestarted(for: session) { InvariantMonitor(session: session) }
    var steps = 0
    // As fuzz checks invariants: the monitor reads neither rules nor warnings, so none are built,
    // and one storage serves every session.
    System.run(session, resolver: resolver, recordsRules: false, storage: &storage.session) {
      step, state in
      monitor.observe(step, state)
      steps += 1
    }
    monitor.finish()
    blackHole(monitor.violations.count)
    storage.monitor = monitor
    return steps
  }

  /// The baseline's minimal state update per event: a switch on the event and a few stores.
  @inline(__always)
  static func minimalUpdate(
    _ event: Event, orientation: inout Int, locked: inout Bool, depth: inout Int
  ) {
    switch event {
    case .rotateDevice(let pose): if !locked { orientation = pose.rawValue }
    case .setDeviceOrientation(let pose): orientation = pose.rawValue
    case .setOrientationLock(let on): locked = on
    case .push: depth += 1
    case .pop, .popToRoot: depth = max(0, depth - 1)
    default: orientation ^= 1
    }
  }

  /// The session figures' trivial baseline: a minimal state update per event; returns the events.
  static func baselineSteps(_ events: [Event]) -> Int {
    var orientation = 1
    var locked = false
    var depth = 0
    for event in events {
      minimalUpdate(event, orientation: &orientation, locked: &locked, depth: &depth)
    }
    blackHole(orientation &+ depth &+ (locked ? 1 : 0))
    return events.count
  }

  func sessions() -> [BenchFigure] {
    let resolver = ReferenceResolver()
    let sessions = generatedSessions()
    let events = sessions.flatMap(\.events)
    let generator = SessionGenerator(length: Self.sessionLength)
    let count = configuration.sessions
    let baseline: () -> Int = { Self.baselineSteps(events) }
    var storage = RunStorage()
    let pregenerated = timePerUnit(
      figure: {
        sessions.reduce(0) { $0 + Self.monitoredRun($1, resolver: resolver, storage: &storage) }
      },
      baseline: baseline)
    let withGeneration = timePerUnit(
      figure: {
        var steps = 0
        var source = ChoiceSource(seed: 0, recording: false)  // as fuzz draws its sessions
        for seed in 0..<count {
          source.reset(seed: UInt64(seed))
          steps += Self.monitoredRun(
            generator.generate(&source), resolver: resolver, storage: &storage)
        }
        return steps
      },
      baseline: baseline)
    let shape = Self.shape(of: sessions, resolver: resolver, storage: &storage.session)
    var figures = [
      BenchFigure(
        "session.stepsPerSecond", Self.rate(pregenerated.figure), unit: "/s", group: "session",
        baseline: Self.rate(pregenerated.baseline), higherIsBetter: true,
        target: .atLeast(3_000_000)),
      BenchFigure(
        "session.ns", pregenerated.figure, unit: "ns/step", group: "session",
        baseline: pregenerated.baseline),
      BenchFigure(
        "session.withGeneration.stepsPerSecond", Self.rate(withGeneration.figure), unit: "/s",
        group: "session", baseline: Self.rate(withGeneration.baseline), higherIsBetter: true,
        target: .atLeast(3_000_000)),
      BenchFigure(
        "session.stepsPerSession", Double(shape.steps) / Double(max(1, sessions.count)),
        unit: "steps", group: "session"),
      BenchFigure(
        "session.controllersPerStep", Double(shape.controllers) / Double(max(1, shape.steps)),
        unit: "controllers", group: "session"),
      BenchFigure(
        "session.endedByException", Double(shape.exceptions) / Double(max(1, sessions.count)),
        unit: "of sessions", group: "session"),
    ]
    figures += allocations(sessions: sessions, resolver: resolver, events: events)
    return figures
  }

  /// What the session figures run, untimed: the steps, the controllers in the hierarchy summed
  /// over the steps ("hierarchies of about 10 controllers", as the workload is sized), and the
  /// sessions a UIKit exception ends before their last event.
  static func shape(
    of sessions: [Session], resolver: ReferenceResolver, storage: inout SessionStorage
  ) -> (steps: Int, controllers: Int, exceptions: Int) {
    var steps = 0
    var controllers = 0
    var exceptions = 0
    for session in sessions {
      var raised = false
      System.run(session, resolver: resolver, recordsRules: false, storage: &storage) {
        step, state in
        steps += 1
        controllers += state.hierarchy.count
        if step.exception != nil { raised = true }
      }
      if raised { exceptions += 1 }
    }
    return (steps, controllers, exceptions)
  }

  /// Allocations per step of the pre-generated monitored runs, when the executable counts them
  /// and its counter passes the self-check.
  func allocations(sessions: [Session], resolver: ReferenceResolver, events: [Event])
    -> [BenchFigure]
  {
    guard let counter = allocationCounter, Self.selfCheck(counter) else {
      return [BenchFigure("allocation.available", 0, unit: "", group: "session")]
    }
    // A warm-up pass grows the storage's arena as fuzz's campaign does in its first sessions.
    var storage = RunStorage()
    _ = sessions.reduce(0) { $0 + Self.monitoredRun($1, resolver: resolver, storage: &storage) }
    let before = counter()
    let steps = sessions.reduce(0) {
      $0 + Self.monitoredRun($1, resolver: resolver, storage: &storage)
    }
    let after = counter()
    let baselineBefore = counter()
    _ = Self.baselineSteps(events)
    let baselineAfter = counter()
    let perStep = Double(max(1, steps))
    let perEvent = Double(max(1, events.count))
    return [
      BenchFigure("allocation.available", 1, unit: "", group: "session"),
      BenchFigure(
        "session.allocationsPerStep", Double(after.allocations - before.allocations) / perStep,
        unit: "allocs", group: "session",
        baseline: Double(baselineAfter.allocations - baselineBefore.allocations) / perEvent,
        target: .atMost(0)),
      BenchFigure(
        "session.bytesPerStep", Double(after.bytes - before.bytes) / perStep, unit: "bytes",
        group: "session",
        baseline: Double(baselineAfter.bytes - baselineBefore.bytes) / perEvent),
    ]
  }

  /// Whether `counter` sees a known case: 1,000 fresh arrays count at least 1,000 allocations
  /// and 1,000 × 64 × 8 bytes.
  public static func selfCheck(_ counter: () -> AllocationCounts) -> Bool {
    let arrays = 1_000
    let before = counter()
    for index in 0..<arrays {
      blackHole([Int](repeating: index, count: 64))
    }
    let after = counter()
    return after.allocations >= before.allocations + UInt64(arrays)
      && after.bytes >= before.bytes + UInt64(arrays * 64 * 8)
  }
}
