import OrientationSpec
import PlantedBugs

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
