import Generators
import OrientationSpec
import UIKitModel

// MARK: An app checked as its own classes

extension Benchmark {
  /// The session figures for an app checked as its own classes: the reference's overrides written
  /// as base classes (``UIKitApp/referenceClasses``), over sessions drawn from its vocabulary,
  /// every invariant checked as `fuzz` checks them, beside the resolver's own figure for the same
  /// sessions (the baseline: what the classes add). Run on the main thread, as the command line
  /// runs.
  func classApp() -> [BenchFigure] {
    let app = UIKitApp.referenceClasses
    let generator = SessionGenerator(length: Self.sessionLength, vocabulary: app.vocabulary)
    let sessions = (0..<configuration.sessions).map { seed in
      var source = ChoiceSource(seed: UInt64(seed))
      return generator.generate(&source)
    }
    var storage = SessionStorage()
    let timed = timePerUnit(
      figure: { sessions.reduce(0) { $0 + Self.monitoredRun($1, resolver: app, storage: &storage) } },
      baseline: {
        sessions.reduce(0) {
          $0 + Self.monitoredRun($1, resolver: ReferenceResolver(), storage: &storage)
        }
      })
    var figures = [
      BenchFigure(
        "classApp.stepsPerSecond", Self.rate(timed.figure), unit: "/s", group: "class app",
        baseline: Self.rate(timed.baseline), higherIsBetter: true, target: .atLeast(1_000_000)),
      BenchFigure(
        "classApp.ns", timed.figure, unit: "ns/step", group: "class app",
        baseline: timed.baseline),
    ]
    if let counter = allocationCounter, Self.selfCheck(counter) {
      _ = sessions.reduce(0) { $0 + Self.monitoredRun($1, resolver: app, storage: &storage) }
      let before = counter()
      let steps = sessions.reduce(0) { $0 + Self.monitoredRun($1, resolver: app, storage: &storage) }
      let after = counter()
      figures.append(
        BenchFigure(
          "classApp.allocationsPerStep",
          Double(after.allocations - before.allocations) / Double(max(1, steps)),
          unit: "/step", group: "class app"))
      let steady = Self.steadyAllocations(sessions, app: app, counter: counter, storage: &storage)
      figures.append(
        BenchFigure(
          "classApp.steadyAllocationsPerStep", steady, unit: "/step", group: "class app",
          target: .atMost(0)))
    }
    return figures
  }

  /// Allocations per step over the steps that made no controller (no new instance of the app's
  /// classes, no view of one): what the model itself costs a step once the app's objects exist.
  /// Each step's allocations are those between the observations of the step before and of it;
  /// a session's first step, which also starts the app, is left out.
  static func steadyAllocations(
    _ sessions: [Session], app: UIKitApp, counter: () -> AllocationCounts,
    storage: inout SessionStorage
  ) -> Double {
    var allocations: UInt64 = 0
    var steps = 0
    for session in sessions {
      var monitor = InvariantMonitor(session: session)
      var made = session.hierarchy.controllersMade
      var last = counter().allocations
      var first = true
      System.run(session, resolver: app, recordsRules: false, storage: &storage) {
        step, state in
        monitor.observe(step, state)
        let now = counter().allocations
        if state.hierarchy.controllersMade == made && !first {
          allocations += now - last
          steps += 1
        }
        first = false
        made = state.hierarchy.controllersMade
        last = counter().allocations
      }
      monitor.finish()
      blackHole(monitor.violations.count)
    }
    return Double(allocations) / Double(max(1, steps))
  }
}
