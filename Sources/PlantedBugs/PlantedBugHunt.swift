public import Generators
public import OrientationSpec

/// Hunting one planted bug from generated sessions: how many cases until it is found, and how
/// its counterexample shrinks. The planted-bug tests pin these figures; `orientation-check bench`
/// reports them.
///
/// The property: a session fails under the bug (an exception, or a frozen interface) and runs
/// clean under the same resolver without it, so only the planted bug is found.
public struct PlantedBugHunt: Sendable {
  public var bug: PlantedResolver.Bug
  /// Events per generated session: 12 by default, the shortest of 10, 12, 14 and 16 with which
  /// every bug's median cases to the first failure is at most 20 over seeds 0..<100, at the same
  /// shrink cost (Documentation/Benchmarks-history.md, "Planted bugs: the hunt's session length").
  public var length: Int
  /// Cases tried per seed before giving up.
  public var maxCases: Int
  /// Property evaluations a shrink may spend.
  public var maxShrinkEvaluations: Int

  public init(
    _ bug: PlantedResolver.Bug, length: Int = 12, maxCases: Int = 2_000,
    maxShrinkEvaluations: Int = 2_000
  ) {
    self.bug = bug
    self.length = length
    self.maxCases = maxCases
    self.maxShrinkEvaluations = maxShrinkEvaluations
  }

  /// The sessions the hunt draws.
  public var gen: Gen<Session> {
    let generator = SessionGenerator(length: length)
    return Gen { generator.generate(&$0) }
  }

  /// Whether `session` fails under the bug and runs clean without it.
  public func failsOnlyWithBug(_ session: Session) -> Bool {
    SessionFailure(session, under: PlantedResolver(bug: bug)) != nil
      && SessionFailure(session, under: PlantedResolver(bug: nil)) == nil
  }

  /// One seed's hunt.
  public struct Outcome: Sendable {
    public var seed: UInt64
    /// Cases run until the first failure, counting it.
    public var casesToFailure: Int
    public var originalRecord: [UInt64]
    public var shrunkRecord: [UInt64]
    /// The shrunk session, its hierarchy in canonical form.
    public var shrunk: Session
    public var shrinkSteps: Int
    public var evaluations: Int
    /// Wall-clock time of the shrink alone (generation and search excluded).
    public var shrinkDuration: Duration
  }

  /// Hunts from `seed`: `nil` when `maxCases` sessions pass. `fails` defaults to
  /// ``failsOnlyWithBug(_:)``; a caller may pass a memoised version of it.
  public func run(seed: UInt64, fails: ((Session) -> Bool)? = nil) -> Outcome? {
    let fails = fails ?? failsOnlyWithBug
    let gen = self.gen
    let found = Property.check(gen, seed: seed, budget: .cases(maxCases), shrinks: false) {
      !fails($0)
    }
    guard let counterexample = found.counterexample else { return nil }
    let clock = ContinuousClock()
    let start = clock.now
    var shrinker = Shrinker(
      gen, record: counterexample.originalRecord, size: found.size,
      maxEvaluations: maxShrinkEvaluations, fails: fails)
    shrinker.shrink()
    let duration = clock.now - start
    var shrunk = shrinker.bestValue
    shrunk.hierarchy = shrunk.hierarchy.canonical
    return Outcome(
      seed: seed, casesToFailure: counterexample.caseIndex + 1,
      originalRecord: counterexample.originalRecord, shrunkRecord: shrinker.best, shrunk: shrunk,
      shrinkSteps: shrinker.steps, evaluations: shrinker.evaluations, shrinkDuration: duration)
  }
}

extension PlantedBugHunt {
  /// The median and maximum of `values` (0 for none); the median is the upper one of an even count.
  public static func medianAndMax<T: Comparable & AdditiveArithmetic>(_ values: [T]) -> (
    median: T, max: T
  ) {
    guard !values.isEmpty else { return (.zero, .zero) }
    let sorted = values.sorted()
    return (sorted[sorted.count / 2], sorted[sorted.count - 1])
  }
}
