/// How much a check may run: a number of cases, a time, whichever ends first.
public struct Budget: Hashable, Sendable {
  public var cases: Int
  public var duration: Duration?

  public init(cases: Int, duration: Duration? = nil) {
    self.cases = cases
    self.duration = duration
  }

  /// At most `count` cases.
  public static func cases(_ count: Int) -> Budget { Budget(cases: count) }
}

/// A coverage requirement: at least `minimum` of the cases carry `label`, else the run fails.
public struct Coverage: Hashable, Sendable {
  public var label: String
  public var minimum: Double

  public init(_ label: String, atLeast minimum: Double) {
    self.label = label
    self.minimum = minimum
  }
}

/// A failing case: as found and as shrunk, with the line that replays it.
public struct Counterexample<Value> {
  /// The case's position in the run (0 is the first case).
  public var caseIndex: Int
  public var original: Value
  public var originalRecord: [UInt64]
  public var shrunk: Value
  public var shrunkRecord: [UInt64]
  /// Accepted shrink steps, and property evaluations spent shrinking.
  public var shrinkSteps: Int
  public var evaluations: Int
  /// The shrunk case's replay token.
  public var token: ReplayToken
}

/// What a check found: cases run, their labels, the counterexample, coverage shortfalls.
public struct CheckResult<Value> {
  public var seed: UInt64
  public var size: Int
  public var cases: Int
  /// How many cases carried each label.
  public var labels: [String: Int]
  public var counterexample: Counterexample<Value>?
  /// Requirements that the run did not meet, with the fraction observed.
  public var coverageShortfalls: [(requirement: Coverage, observed: Double)]

  /// Whether the property held on every case and coverage was met.
  public var passed: Bool { counterexample == nil && coverageShortfalls.isEmpty }

  /// The labels as `label: count (percent)`, most frequent first, ties by name.
  public var distribution: [String] {
    labels.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
      let percent = cases == 0 ? 0 : ($0.value * 100 + cases / 2) / cases
      return "\($0.key): \($0.value) (\(percent)%)"
    }
  }
}

/// Running a property over generated cases.
public enum Property {
  /// Checks that `holds` is true for cases of `gen`, under `budget`; stops at the first failure
  /// and shrinks it. Case `i` draws from the `i`-th output of `SplitMix64(seed: seed)`.
  public static func check<Value>(
    _ gen: Gen<Value>, seed: UInt64, size: Int = 10, budget: Budget = .cases(100),
    labels: ((Value) -> [String])? = nil, coverage: [Coverage] = [], shrinks: Bool = true,
    maxShrinkEvaluations: Int = 2_000, holds: @escaping (Value) -> Bool
  ) -> CheckResult<Value> {
    var seeds = SplitMix64(seed: seed)
    // Cases are drawn without recording (the fast path); a failing case's record is rebuilt by
    // drawing it again from its seed, recorded.
    var source = ChoiceSource(seed: 0, size: size, recording: false)
    var counts: [String: Int] = [:]
    let clock = ContinuousClock()
    let start = clock.now
    var cases = 0
    var counterexample: Counterexample<Value>?
    while cases < budget.cases {
      if let duration = budget.duration, clock.now - start >= duration { break }
      let caseSeed = seeds.next()
      source.reset(seed: caseSeed)
      let value = gen.generate(&source)
      cases += 1
      if let labels { for label in Set(labels(value)) { counts[label, default: 0] += 1 } }
      if !holds(value) {
        var recorded = ChoiceSource(seed: caseSeed, size: size)
        _ = gen.generate(&recorded)
        let record = recorded.choices
        var shrinker = Shrinker(
          gen, record: record, size: size, maxEvaluations: shrinks ? maxShrinkEvaluations : 0
        ) { !holds($0) }
        if shrinks { shrinker.shrink() }
        counterexample = Counterexample(
          caseIndex: cases - 1, original: value, originalRecord: record, shrunk: shrinker.bestValue,
          shrunkRecord: shrinker.best, shrinkSteps: shrinker.steps,
          evaluations: shrinker.evaluations,
          token: ReplayToken(size: size, choices: shrinker.best))
        break
      }
    }
    var shortfalls: [(Coverage, Double)] = []
    if counterexample == nil {
      for requirement in coverage {
        let observed = cases == 0 ? 0 : Double(counts[requirement.label] ?? 0) / Double(cases)
        if observed < requirement.minimum { shortfalls.append((requirement, observed)) }
      }
    }
    return CheckResult(
      seed: seed, size: size, cases: cases, labels: counts, counterexample: counterexample,
      coverageShortfalls: shortfalls)
  }

  /// Rebuilds the case a token names.
  public static func replay<Value>(_ token: ReplayToken, with gen: Gen<Value>) -> Value {
    gen.replay(token.choices, size: token.size)
  }
}
