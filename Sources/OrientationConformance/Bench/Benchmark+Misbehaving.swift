import OrientationSpec
import PlantedBugs

// MARK: Planted code that ends its process or never returns

extension Benchmark {
  /// The resolvers and app that misbehave (``PlantedTrapResolver``, ``PlantedTrapApp``), hunted
  /// in child processes: the crash or hang each gives, shrunk.
  static var misbehavingNames: [String] { PlantedMisbehaviour.all.map(\.name) }

  /// The hunt's sessions from `seed`: every case runs until the first crash or hang, with no
  /// invariant checked, 12 events each, as the planted bugs' hunts draw them.
  static func misbehavingHunt(seed: UInt64) -> CheckConfiguration {
    CheckConfiguration(invariants: [], seed: seed, cases: 2_000, sessionLength: 12)
  }

  /// The seeds each misbehaving resolver is hunted from: fewer than the planted bugs' (each
  /// hang of a shrink's candidate waits out the hang timeout).
  var misbehavingSeeds: Int { max(1, configuration.seeds / 30) }

  /// Each misbehaving resolver hunted from seeds 0..<``misbehavingSeeds`` with `hunt` (which
  /// runs it in child processes): the seeds without a finding, the cases to the first crash or
  /// hang, the shrunk session's events, the shrink's child processes and the hunt's wall time.
  func misbehaving(
    hunt: (_ resolver: String, _ seed: UInt64) throws(UsageError) -> ResolverReport
  ) throws(UsageError) -> [BenchFigure] {
    var figures: [BenchFigure] = []
    for name in Self.misbehavingNames {
      var cases: [Int] = []
      var events: [Int] = []
      var processes: [Int] = []
      var milliseconds: [Double] = []
      for seed in 0..<misbehavingSeeds {
        let start = Self.wallNow()
        let report = try hunt(name, UInt64(seed))
        guard let found = report.crashes.first, let session = found.session else { continue }
        milliseconds.append(Double(Self.wallNow() - start) / 1e6)
        cases.append(found.caseIndex + 1)
        events.append(session.events.count)
        processes.append(found.processes)
      }
      let group = "planted code that crashes or hangs"
      let prefix = "planted." + name.dropFirst("planted-".count)
      figures += [
        BenchFigure(
          "\(prefix).missed", Double(misbehavingSeeds - cases.count), unit: "seeds", group: group,
          target: .atMost(0)),
        BenchFigure(
          "\(prefix).cases.median", Double(PlantedBugHunt.medianAndMax(cases).median), unit: "cases",
          group: group),
        BenchFigure(
          "\(prefix).shrunk.events.median", Double(PlantedBugHunt.medianAndMax(events).median),
          unit: "events", group: group, target: .atMost(3)),
        BenchFigure(
          "\(prefix).shrink.processes.median", Double(PlantedBugHunt.medianAndMax(processes).median),
          unit: "processes", group: group),
        BenchFigure(
          "\(prefix).hunt.ms.median", Self.median(milliseconds), unit: "ms", group: group),
      ]
    }
    return figures
  }
}
