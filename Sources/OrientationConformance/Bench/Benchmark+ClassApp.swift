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
    var storage = RunStorage()
    let timed = timePerUnit(
      figure: {
        sessions.reduce(0) { $0 + Self.monitoredRun($1, resolver: app, storage: &storage) }
      },
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
      let steps = sessions.reduce(0) {
        $0 + Self.monitoredRun($1, resolver: app, storage: &storage)
      }
      let after = counter()
      figures.append(
        BenchFigure(
          "classApp.allocationsPerStep",
          Double(after.allocations - before.allocations) / Double(max(1, steps)),
          unit: "/step", group: "class app"))
      let steady = Self.steadyAllocations(sessions, app: app, counter: counter, storage: &storage)
      figures.append(
        BenchFigure(
          "classApp.steadyAllocationsPerStep", steady.model, unit: "/step", group: "class app",
          target: .atMost(0)))
      figures.append(
        BenchFigure(
          "classApp.steadyMonitorAllocationsPerStep", steady.monitor, unit: "/step",
          group: "class app"))
    }
    return figures
  }

  /// Allocations per step over the steady steps: those that made no controller (no new
  /// instance of the app's classes, no view of one) and no scene, and do not follow a step that
  /// connected one (its scene's instance is made, and its delegate told, as the next step
  /// starts). `model` is what the model itself costs a step once the app's objects exist: a
  /// step's allocations between the observations of the step before and of it. `monitor` is
  /// what the invariant monitor's observation of those steps allocated: the text of the
  /// violations it records (the reference's overrides as classes have no refresh strategy, and
  /// break follows-device and refresh-after-navigation). A session's first step, which also
  /// starts the app, is left out.
  static func steadyAllocations(
    _ sessions: [Session], app: UIKitApp, counter: () -> AllocationCounts,
    storage: inout RunStorage
  ) -> (model: Double, monitor: Double) {
    var model: UInt64 = 0
    var monitored: UInt64 = 0
    var steps = 0
    for session in sessions {
      var monitor = storage.monitor.takeRestarted(for: session) {
        InvariantMonitor(session: session)
      }
      var made = session.hierarchy.controllersMade
      var scenes = session.hierarchy.sceneCount
      var connectedBefore = false
      var last = counter().allocations
      var first = true
      System.run(session, resolver: app, recordsRules: false, storage: &storage.session) {
        step, state in
        let observing = counter().allocations
        monitor.observe(step, state)
        let observed = counter().allocations
        let connected = state.hierarchy.sceneCount > scenes
        if state.hierarchy.controllersMade == made && !connected && !connectedBefore && !first {
          model += observing - last
          monitored += observed - observing
          steps += 1
        }
        first = false
        made = state.hierarchy.controllersMade
        scenes = state.hierarchy.sceneCount
        connectedBefore = connected
        last = counter().allocations
      }
      monitor.finish()
      blackHole(monitor.violations.count)
      storage.monitor = monitor
    }
    let count = Double(max(1, steps))
    return (Double(model) / count, Double(monitored) / count)
  }
}
