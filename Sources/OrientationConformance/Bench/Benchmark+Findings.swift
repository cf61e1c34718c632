import Generators
import OrientationSpec
import PlantedBugs

extension Benchmark {
  /// The situations ``Labels/situations(_:)`` names, in the table's order.
  static let situations = [
    "alert over a forwarding container", "sheet over a forwarding container",
    "declarations inconsistent",
  ]

  /// The share of the matrix's sessions (its generator, its seed) that reach each situation
  /// real apps meet, and that run on each iOS version the specification models a change at
  /// (``OSVersion/landmarks``, and the versions before them).
  func coverage() -> [BenchFigure] {
    let configuration = CheckConfiguration()
    let count = 20 * max(1, self.configuration.seeds)
    var seeds = SplitMix64(seed: configuration.seed)
    var source = ChoiceSource(seed: 0)
    var reached: [String: Int] = [:]
    for _ in 0..<count {
      source.reset(seed: seeds.next())
      for label in Labels.situations(configuration.session(&source)) {
        reached[label, default: 0] += 1
      }
    }
    let versions = reached.keys.filter { $0.hasPrefix("iOS ") }.sorted {
      Int($0.dropFirst(4)) ?? 0 < Int($1.dropFirst(4)) ?? 0
    }
    return (Self.situations + versions).map { label in
      BenchFigure(
        "coverage." + label.split(separator: " ").joined(separator: "-"),
        100 * Double(reached[label] ?? 0) / Double(count), unit: "% of sessions",
        group: "coverage (\(count) sessions of the matrix's generator)")
    }
  }

  /// For each planted bug alone and each pair of bugs (``PlantedResolver/pairs``), checked as
  /// `matrix` checks a resolver (100 sessions, in process): how many of its bugs are found as
  /// findings of their own, and how many of those are as small as the bug alone gives (its own
  /// minimum: the fewest controllers, then events).
  func distinctFindings() -> [BenchFigure] {
    var configuration = CheckConfiguration(cases: PinnedVerdicts.cases)
    configuration.runsInChildProcesses = false
    func findings(_ bug: PlantedResolver.Bug, _ report: ResolverReport) -> [[Int]] {
      report.verdicts.flatMap(\.findings).filter {
        $0.identity.invariant == bug.failure.invariant && $0.identity.code == bug.failure.code
      }.map { [$0.session.hierarchy.count, $0.session.events.count] }
    }
    func smallest(_ sizes: [[Int]]) -> [Int]? {
      sizes.min { $0.lexicographicallyPrecedes($1) }
    }
    var alone: [PlantedResolver.Bug: [Int]] = [:]
    for bug in PlantedResolver.Bug.allCases {
      alone[bug] = smallest(findings(bug, Checker.check(PlantedResolver(bug: bug), configuration)))
    }
    let group = "distinct findings (matrix's 100 sessions)"
    var figures: [BenchFigure] = []
    for resolver in PlantedResolver.Bug.allCases.map({ PlantedResolver(bug: $0) })
      + PlantedResolver.pairs
    {
      let report =
        resolver.bugs.count == 1 ? nil : Checker.check(resolver, configuration)
      var found = 0
      var minimal = 0
      for bug in resolver.bugs {
        let sizes = report.map { findings(bug, $0) } ?? alone[bug].map { [$0] } ?? []
        guard let size = smallest(sizes) else { continue }
        found += 1
        if size == alone[bug] { minimal += 1 }
      }
      let name = "findings.\(resolver.bugs.map(\.rawValue).joined(separator: "+"))"
      let bugs = Double(resolver.bugs.count)
      figures += [
        BenchFigure(
          "\(name).found", Double(found), unit: "bugs", group: group, target: .atLeast(bugs)),
        BenchFigure(
          "\(name).minimal", Double(minimal), unit: "bugs", group: group, target: .atLeast(bugs)),
      ]
    }
    return figures
  }
}
