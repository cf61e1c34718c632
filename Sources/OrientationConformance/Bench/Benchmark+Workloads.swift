import Generators
import OrientationSpec
import PlantedBugs

// MARK: Resolution by depth

extension Benchmark {
  /// A chain of `depth` controllers: `depth - 1` nested containers ending in a screen.
  static func chain(depth: Int) -> Hierarchy {
    var spec = ControllerSpec.content(supports: .allButUpsideDown)
    for _ in 1..<max(1, depth) { spec = .container(.container, [spec]) }
    // A chain is a valid hierarchy by construction.
    return try! Hierarchy(root: spec)
  }

  /// `System.resolve` with the reference resolver at depths 1 to 16, beside a loop that walks
  /// `depth` masks intersecting them; then the slope of the cost in depth and ns(16) / ns(8).
  func resolution() -> [BenchFigure] {
    let app = AppConfiguration()
    let resolver = ReferenceResolver()
    let count = configuration.resolutions
    var figures: [BenchFigure] = []
    var nanoseconds: [Double] = []
    for depth in Self.depths {
      let hierarchy = Self.chain(depth: depth)
      let masks: [UInt8] = (0..<depth).map { 0x1E &- UInt8($0 % 3) * 2 }
      let measured = timePerUnit(
        figure: {
          var sink = 0
          for index in 0..<count {
            let resolution = System.resolve(
              hierarchy, in: app, resolver: resolver,
              interfaceOrientation: index & 1 == 0 ? .portrait : .landscapeLeft)
            sink &+= resolution.interfaceOrientation.rawValue
          }
          blackHole(sink)
          return count
        },
        baseline: {
          var sink = 0
          for index in 0..<count {
            // The minimum: walk the chain's masks, intersect, pick the first allowed orientation.
            var allowed = UInt8(0x1E) ^ UInt8(truncatingIfNeeded: index & 1)
            for mask in masks where allowed & mask != 0 { allowed &= mask }
            sink &+= allowed.trailingZeroBitCount
          }
          blackHole(sink)
          return count
        })
      nanoseconds.append(measured.figure)
      let name = "resolution.depth\(depth)"
      figures.append(
        BenchFigure(
          "\(name).ns", measured.figure, unit: "ns", group: "resolution",
          baseline: measured.baseline, target: depth == 8 ? .atMost(100) : nil))
      figures.append(
        BenchFigure(
          "\(name).perSecond", Self.rate(measured.figure), unit: "/s", group: "resolution",
          baseline: Self.rate(measured.baseline), higherIsBetter: true))
    }
    // Least-squares slope of ns against depth, and doubling the depth from 8 to 16.
    let depths = Self.depths.map(Double.init)
    let meanDepth = depths.reduce(0, +) / Double(depths.count)
    let meanCost = nanoseconds.reduce(0, +) / Double(nanoseconds.count)
    let covariance = zip(depths, nanoseconds).reduce(0) {
      $0 + ($1.0 - meanDepth) * ($1.1 - meanCost)
    }
    let variance = depths.reduce(0) { $0 + ($1 - meanDepth) * ($1 - meanDepth) }
    figures.append(
      BenchFigure(
        "resolution.slope.nsPerLevel", covariance / variance, unit: "ns/level",
        group: "resolution"))
    figures.append(
      BenchFigure(
        "resolution.ratio16to8", nanoseconds[7] > 0 ? nanoseconds[15] / nanoseconds[7] : 0,
        unit: "×",
        group: "resolution", target: .atMost(Self.linearityLimit)))
    return figures
  }

  /// ns(16) / ns(8) at most this counts as linear: 2 for a cost proportional to depth, less with
  /// a fixed part, 4 for a quadratic one; the margin absorbs timing noise.
  public static let linearityLimit = 2.2
}

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

  /// Runs `session` with `resolver` (the reference, or an app's classes) and every invariant the
  /// monitor checks; returns the steps (events and refresh actions).
  @inline(__always)
  static func monitoredRun<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, storage: inout SessionStorage
  ) -> Int {
    var monitor = InvariantMonitor(session: session)
    var steps = 0
    // As fuzz checks invariants: the monitor reads neither rules nor warnings, so none are built,
    // and one storage serves every session.
    System.run(session, resolver: resolver, recordsRules: false, storage: &storage) {
      step, state in
      monitor.observe(step, state)
      steps += 1
    }
    monitor.finish()
    blackHole(monitor.violations.count)
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
    var storage = SessionStorage()
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
    let shape = Self.shape(of: sessions, resolver: resolver, storage: &storage)
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
  /// over the steps ("hierarchies of about 10 controllers", as the workload is sized), and the sessions a UIKit
  /// exception ends before their last event.
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
    var storage = SessionStorage()
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

// MARK: Hierarchy generation

extension Benchmark {
  /// A node as small as a hierarchy's: what the baseline appends.
  struct BaselineNode {
    var kind: UInt8
    var parent: Int32
    var mask: UInt8
  }

  func hierarchies() -> [BenchFigure] {
    let generator = HierarchyGenerator(maxControllers: 10)
    let count = configuration.hierarchies
    // Controllers and choices per hierarchy, for the figure and the baseline's workload.
    var controllers = 0
    var choices = 0
    var hierarchy = Hierarchy()
    var source = ChoiceSource(seed: 0)
    for seed in 0..<count {
      source.reset(seed: UInt64(seed))
      generator.generate(into: &hierarchy, &source)
      controllers += hierarchy.count
      choices += source.choices.count
    }
    let averageControllers = Double(controllers) / Double(max(1, count))
    let averageChoices = Double(choices) / Double(max(1, count))
    let draws = Int(averageChoices.rounded())
    let nodesEach = Int(averageControllers.rounded())
    // What a property run or a fuzz campaign draws (not recording: a failing case is drawn again,
    // recorded), and what a replay or a shrink draws (recording every choice).
    func measure(recording: Bool) -> (figure: Double, baseline: Double) {
      timePerUnit(
        figure: {
          var hierarchy = Hierarchy()
          var source = ChoiceSource(seed: 0, recording: recording)
          var sink = 0
          for seed in 0..<count {
            source.reset(seed: UInt64(seed))
            generator.generate(into: &hierarchy, &source)
            sink &+= hierarchy.count
          }
          blackHole(sink)
          return count
        },
        baseline: {
          var random = Xoshiro256StarStar(seed: 0)
          var nodes: [BaselineNode] = []
          nodes.reserveCapacity(16)
          var sink: UInt64 = 0
          for _ in 0..<count {
            nodes.removeAll(keepingCapacity: true)
            for draw in 0..<draws { sink &+= random.next(below: UInt64(2 + draw % 5)) }
            for node in 0..<nodesEach {
              nodes.append(
                BaselineNode(
                  kind: UInt8(truncatingIfNeeded: sink & 7), parent: Int32(node - 1),
                  mask: UInt8(truncatingIfNeeded: sink >> 3)))
            }
            sink &+= UInt64(nodes.count)
          }
          blackHole(sink)
          return count
        })
    }
    let measured = measure(recording: false)
    let recorded = measure(recording: true)
    return [
      BenchFigure(
        "generator.hierarchiesPerSecond", Self.rate(measured.figure), unit: "/s",
        group: "generator",
        baseline: Self.rate(measured.baseline), higherIsBetter: true, target: .atLeast(1_000_000)),
      BenchFigure(
        "generator.recording.hierarchiesPerSecond", Self.rate(recorded.figure), unit: "/s",
        group: "generator", baseline: Self.rate(recorded.baseline), higherIsBetter: true),
      BenchFigure(
        "generator.controllersPerHierarchy", averageControllers, unit: "controllers",
        group: "generator"),
      BenchFigure(
        "generator.choicesPerHierarchy", averageChoices, unit: "choices", group: "generator"),
    ]
  }
}

// MARK: Planted bugs

extension Benchmark {
  /// Each planted bug hunted from seeds 0..<seeds: cases to the first failure, the shrink's
  /// evaluations and time (per seed, the median of `runs` hunts' wall-clock shrink time, as
  /// ``PlantedBugHunt`` measures it). The shrink time's baseline: as many runs of the shrunk session under
  /// the bug as the shrink made evaluations (one run each, of the smallest case: about the least
  /// an engine spending those evaluations could do).
  func plantedBugs() -> [BenchFigure] {
    var figures: [BenchFigure] = []
    for bug in PlantedResolver.Bug.allCases {
      let hunt = PlantedBugHunt(bug)
      var cases: [Int] = []
      var evaluations: [Int] = []
      var milliseconds: [Double] = []
      var baselineMilliseconds: [Double] = []
      let planted = PlantedResolver(bug: bug)
      for seed in 0..<configuration.seeds {
        // The counts are deterministic; the shrink's time is the median of `runs` hunts.
        guard let outcome = hunt.run(seed: UInt64(seed)) else { continue }
        cases.append(outcome.casesToFailure)
        evaluations.append(outcome.evaluations)
        var durations = [Self.milliseconds(outcome.shrinkDuration)]
        var baselines: [Double] = []
        for run in 0..<max(1, configuration.runs) {
          if run > 0, let again = hunt.run(seed: UInt64(seed)) {
            durations.append(Self.milliseconds(again.shrinkDuration))
          }
          // Wall time, as the hunt times its shrink.
          let start = Self.wallNow()
          var failing = 0
          for _ in 0..<outcome.evaluations
          where SessionFailure(outcome.shrunk, under: planted) != nil {
            failing += 1
          }
          blackHole(failing)
          baselines.append(Double(Self.wallNow() - start) / 1e6)
        }
        milliseconds.append(Self.median(durations))
        baselineMilliseconds.append(Self.median(baselines))
      }
      let name = "planted.\(bug)"
      let group = "planted bugs"
      let missed = configuration.seeds - cases.count
      let (casesMedian, casesMax) = PlantedBugHunt.medianAndMax(cases)
      let (evaluationsMedian, evaluationsMax) = PlantedBugHunt.medianAndMax(evaluations)
      let (timeMedian, timeMax) = PlantedBugHunt.medianAndMax(milliseconds)
      let (baselineMedian, baselineMax) = PlantedBugHunt.medianAndMax(baselineMilliseconds)
      figures += [
        BenchFigure(
          "\(name).missed", Double(missed), unit: "seeds", group: group, target: .atMost(0)),
        BenchFigure(
          "\(name).cases.median", Double(casesMedian), unit: "cases", group: group,
          target: .atMost(20)),
        BenchFigure(
          "\(name).cases.max", Double(casesMax), unit: "cases", group: group,
          target: .atMost(200)),
        BenchFigure(
          "\(name).shrink.evaluations.median", Double(evaluationsMedian), unit: "evaluations",
          group: group, target: .atMost(150)),
        BenchFigure(
          "\(name).shrink.evaluations.max", Double(evaluationsMax), unit: "evaluations",
          group: group),
        BenchFigure(
          "\(name).shrink.ms.median", timeMedian, unit: "ms", group: group,
          baseline: baselineMedian, target: .atMost(10)),
        BenchFigure(
          "\(name).shrink.ms.max", timeMax, unit: "ms", group: group, baseline: baselineMax),
      ]
    }
    return figures
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
  }
}

// MARK: Exhaustive enumeration

extension Benchmark {
  /// Counts paths and their choices while a generator is enumerated.
  final class PathTally: @unchecked Sendable {
    var paths = 0
    var choices = 0
  }

  /// `Exhaustive.forEach` over `Gen.bool.array(of: 0...n)` by size, `Gen.mask`,
  /// `Gen.declaredAnswers` and the first paths of `HierarchyGenerator(maxControllers: 1)`. The
  /// baseline: an odometer visiting as many paths, writing each path's average number of choices
  /// into a reused buffer.
  func exhaustive() -> [BenchFigure] {
    var enumerations: [(name: String, gen: Gen<Void>)] = configuration.exhaustiveArraySizes.map {
      ("boolArray\($0)", Gen.bool.array(of: 0...$0).map { _ in () })
    }
    enumerations += [
      ("mask", Gen<InterfaceOrientationMask>.mask.map { _ in () }),
      ("declaredAnswers", Gen<DeclaredAnswers>.declaredAnswers.map { _ in () }),
      ("hierarchy1", Gen.hierarchy(maxControllers: 1).map { _ in () }),
    ]
    let limit = configuration.exhaustiveLimit
    var figures: [BenchFigure] = []
    for (name, gen) in enumerations {
      let tally = PathTally()
      let counting = Gen<Void> { source in
        gen.generate(&source)
        tally.paths += 1
        tally.choices += source.choices.count
      }
      let (paths, complete) = Exhaustive.forEach(counting, size: 10, limit: limit) { _ in true }
      let length = max(1, Int((Double(tally.choices) / Double(max(1, tally.paths))).rounded()))
      // A small enumeration is repeated so each timed run visits at least `limit / 10` paths.
      let repeats = max(1, limit / 10 / max(1, paths))
      let measured = timePerUnit(
        figure: {
          var visited = 0
          for _ in 0..<repeats {
            visited += Exhaustive.forEach(gen, size: 10, limit: limit) { _ in true }.count
          }
          return visited
        },
        baseline: {
          var digits = [UInt64](repeating: 0, count: length)
          var buffer = [UInt64](repeating: 0, count: length)
          var sink: UInt64 = 0
          for _ in 0..<paths * repeats {
            var position = length - 1
            while position >= 0 {
              digits[position] += 1
              if digits[position] < 2 { break }
              digits[position] = 0
              position -= 1
            }
            for index in 0..<length { buffer[index] = digits[index] }
            sink &+= buffer[length - 1]
          }
          blackHole(sink)
          return paths * repeats
        })
      let group = "exhaustive"
      let prefix = "exhaustive.\(name)"
      figures += [
        BenchFigure("\(prefix).paths", Double(paths), unit: "paths", group: group),
        BenchFigure(
          "\(prefix).complete", complete ? 1 : 0, unit: complete ? "complete" : "first paths",
          group: group),
        BenchFigure(
          "\(prefix).ms", measured.figure * Double(paths) / 1e6, unit: "ms", group: group,
          baseline: measured.baseline * Double(paths) / 1e6),
        BenchFigure(
          "\(prefix).nsPerPath", measured.figure, unit: "ns", group: group,
          baseline: measured.baseline),
      ]
    }
    return figures
  }
}
