import Generators
import OrientationSpec
import Testing

@Suite("Shrinker: the contract, and exact shrinks of small examples")
struct ShrinkerTests {
  static let arrays = Gen.int(in: 0...1000).array(of: 0...10)

  // MARK: The contract

  static let simpler: [Row<([UInt64], [UInt64]), Bool>] = [
    Row("shorter is simpler, whatever the values", ([9, 9], [0, 0, 0]), true),
    Row("longer is not", ([0, 0, 0], [9, 9]), false),
    Row("as long: lexicographically smaller", ([1, 5, 0], [1, 6, 0]), true),
    Row("as long and larger", ([2, 0], [1, 9]), false),
    Row("equal is not simpler", ([4, 2], [4, 2]), false),
    Row("the empty record is simplest", ([], [0]), true),
  ]

  @Test(
    "simpler means shortlex: shorter, or as long and lexicographically smaller", arguments: simpler)
  func shortlex(_ row: Row<([UInt64], [UInt64]), Bool>) {
    #expect(
      Shrinker<Int>.isSimpler(row.input.0, than: row.input.1) == row.expected,
      sourceLocation: row.sourceLocation)
  }

  @Test("the shrinker never evaluates its input, and a minimal input is kept with no evaluation")
  func neverYieldsTheInput() {
    var minimal = Shrinker(Self.arrays, record: [], size: 10) { _ in true }
    minimal.shrink()
    #expect(minimal.best == [] && minimal.steps == 0 && minimal.evaluations == 0)
    for seed: UInt64 in 0..<30 {
      let (value, record) = Self.arrays.generate(seed: seed)
      guard value.reduce(0, +) >= 100 else { continue }
      let log = ShrinkLog(Self.arrays, record: record) { $0.reduce(0, +) >= 100 }
      #expect(!log.evaluated.contains(trimmed(record)), "seed \(seed) evaluated its input")
      #expect(log.shrinker.best != trimmed(record), "seed \(seed) kept its input")
    }
  }

  @Test(
    "each accepted step is strictly simpler than the one before, and every candidate than the best")
  func strictlySimpler() {
    for seed: UInt64 in 0..<40 {
      let (value, record) = Self.arrays.generate(seed: seed)
      guard value.reduce(0, +) >= 100 else { continue }
      let log = ShrinkLog(Self.arrays, record: record) { $0.reduce(0, +) >= 100 }
      var best = trimmed(record)
      var acceptedIndex = 0
      for candidate in log.evaluated {
        #expect(
          Shrinker<Int>.isSimpler(candidate, than: best), "seed \(seed): \(candidate) after \(best)"
        )
        if acceptedIndex < log.accepted.count,
          trimmed(log.accepted[acceptedIndex].record) == candidate
        {
          best = candidate
          acceptedIndex += 1
        }
      }
      #expect(acceptedIndex == log.accepted.count && log.accepted.count == log.shrinker.steps)
      #expect(log.evaluated.count == log.shrinker.evaluations)
      #expect(log.shrinker.best == best, "seed \(seed)")
    }
  }

  @Test("shrinking is deterministic: two runs evaluate the same candidates and end equal")
  func deterministic() {
    for seed: UInt64 in 0..<20 {
      let record = Gen.session(length: 6).generate(seed: seed).record
      let fails: (Session) -> Bool = { $0.events.contains { $0.kind == .rotateDevice } }
      let first = ShrinkLog(Gen.session(length: 6), record: record, fails: fails)
      let second = ShrinkLog(Gen.session(length: 6), record: record, fails: fails)
      #expect(first.evaluated == second.evaluated, "seed \(seed)")
      #expect(first.shrinker.best == second.shrinker.best)
      #expect(first.shrinker.bestValue.value == second.shrinker.bestValue.value)
      #expect(first.shrinker.steps == second.shrinker.steps)
    }
  }

  @Test("the shrinker stops after maxEvaluations evaluations")
  func terminatesWithinBudget() {
    let (_, record) = Gen.hierarchy().generate(seed: 5)
    for budget in [0, 1, 7, 50] {
      var shrinker = Shrinker(Gen.hierarchy(), record: record, size: 10, maxEvaluations: budget) {
        _ in true
      }
      shrinker.shrink()
      #expect(shrinker.evaluations <= budget, "budget \(budget): \(shrinker.evaluations)")
      if budget == 0 { #expect(shrinker.best == trimmed(record) && shrinker.steps == 0) }
    }
    // A property that fails on everything but the simplest case ends, far below the default.
    var everything = Shrinker(Gen.hierarchy(), record: record, size: 10) { $0.count > 1 }
    everything.shrink()
    #expect(everything.evaluations < 2_000)
    #expect(everything.bestValue.count == 2)
  }

  // MARK: Exact shrinks

  static let exact: [ExactShrink] = [
    ExactShrink(
      "sum ≥ 100 shrinks to [100]", arrays, "ShrinkerTests.arrays",
      fails: { $0.reduce(0, +) >= 100 },
      minimum: [100], record: [1, 100], medianEvaluations: 18, maxEvaluations: 22),
    ExactShrink(
      "a value ≥ 50 shrinks to [50]", arrays, "ShrinkerTests.arrays",
      fails: { $0.contains { $0 >= 50 } },
      minimum: [50], record: [1, 50], medianEvaluations: 17, maxEvaluations: 20),
    ExactShrink(
      "bind: n values, one ≥ 10, shrinks to n = 1 and [10]",
      Gen.int(in: 1...5).bind { n in Gen.int(in: 0...100).array(of: n...n) },
      "Gen.int(in: 1...5).bind { n in Gen.int(in: 0...100).array(of: n...n) }",
      fails: { $0.contains { $0 >= 10 } }, minimum: [10], record: [0, 10],
      medianEvaluations: 13, maxEvaluations: 16),
  ]

  @Test("from every one of 100 seeds, the example shrinks to its one minimum", arguments: exact)
  func shrinksToTheMinimum(_ example: ExactShrink) {
    var evaluations: [Int] = []
    for seed: UInt64 in 0..<100 {
      let result = Property.check(example.gen, seed: seed) { !example.fails($0) }
      guard let counterexample = result.counterexample else {
        Issue.record("seed \(seed) found no failure", sourceLocation: example.sourceLocation)
        return
      }
      evaluations.append(counterexample.evaluations)
      if counterexample.shrunk != example.minimum || counterexample.shrunkRecord != example.record {
        Issue.record(
          """
          seed \(seed): \(counterexample.original) shrank to \(counterexample.shrunk) \
          (record \(counterexample.shrunkRecord)), expected \(example.minimum)
          \(recipe("Property.check(\(example.generator), seed: \(seed))"))
          """, sourceLocation: example.sourceLocation)
        return
      }
    }
    evaluations.sort()
    #expect(
      (evaluations[50], evaluations[99]) == (example.medianEvaluations, example.maxEvaluations),
      "median and maximum evaluations", sourceLocation: example.sourceLocation)
  }

  @Test("sum ≥ 100 from seed 0: the exact sequence of accepted steps")
  func sumSequence() {
    var seeds = SplitMix64(seed: 0)
    let (value, record) = Self.arrays.generate(seed: seeds.next())
    #expect(value == [469, 164, 282, 170, 63, 733, 253, 1, 925, 470])
    // Ten elements, each after its "one more" flag; at the maximum a stop (0) follows.
    #expect(record.count == 21 && stride(from: 0, to: 20, by: 2).allSatisfy { record[$0] == 1 })
    #expect(record.last == 0)
    let log = ShrinkLog(Self.arrays, record: record) { $0.reduce(0, +) >= 100 }
    // Runs of element spans deleted, each with its flag, so the array shortens at once: five,
    // then two, then two (deleting the last one too fails to fail); then the value halved by
    // binary search: 235, 117, (58, 87 pass) 102, (94, 98 pass) 100.
    #expect(
      log.accepted.map(\.value) == [
        [733, 253, 1, 925, 470], [1, 925, 470], [470], [235], [117], [102], [100],
      ])
    #expect(
      log.accepted.map { trimmed($0.record) } == [
        [1, 733, 1, 253, 1, 1, 1, 925, 1, 470], [1, 1, 1, 925, 1, 470], [1, 470], [1, 235],
        [1, 117], [1, 102], [1, 100],
      ])
    // 18 evaluations in all (21 before the shrinker kept a set of the normalized records it
    // evaluated, and skipped a candidate whose replay rebuilds one of them).
    #expect(log.shrinker.evaluations == 18)
  }

  @Test("bind from seed 0: the exact sequence of accepted steps")
  func bindSequence() {
    let gen = Gen.int(in: 1...5).bind { n in Gen.int(in: 0...100).array(of: n...n) }
    var seeds = SplitMix64(seed: 0)
    let (value, record) = gen.generate(seed: seeds.next())
    #expect(value == [47, 16, 28, 17, 6])
    // A fixed length draws no flag: n's offset, then the five values.
    #expect(record == [4, 47, 16, 28, 17, 6])
    let log = ShrinkLog(gen, record: record) { $0.contains { $0 >= 10 } }
    // Element spans deleted while n stays 5 (the dependent array refills with zeros), then
    // n lowered to 1, then the value found by binary search.
    #expect(
      log.accepted.map(\.value) == [
        [28, 17, 6, 0, 0], [28, 17, 0, 0, 0], [17, 0, 0, 0, 0], [17], [12], [10],
      ])
    #expect(
      log.accepted.map { trimmed($0.record) } == [
        [4, 28, 17, 6], [4, 28, 17], [4, 17], [0, 17], [0, 12], [0, 10],
      ])
    #expect(log.shrinker.evaluations == 13)
  }

  @Test("an optional shrinks to nil: a case that needs two elements keeps two nils")
  func optionalDropped() {
    let gen = Gen.int(in: 0...100).optional().array(of: 0...5)
    for seed: UInt64 in 0..<50 {
      let result = Property.check(gen, seed: seed) { $0.count < 2 }
      #expect(result.counterexample?.shrunk == [nil, nil], "seed \(seed)")
    }
  }
}

/// A small example whose shrinks all end at one minimum, with the evaluations they cost.
struct ExactShrink: Sendable, CustomTestStringConvertible {
  var name: String
  var gen: Gen<[Int]>
  /// The generator as written, for the line that reproduces a failure.
  var generator: String
  var fails: @Sendable ([Int]) -> Bool
  var minimum: [Int]
  var record: [UInt64]
  /// Over seeds 0..<100: the median and maximum property evaluations per shrink.
  var medianEvaluations: Int
  var maxEvaluations: Int
  var sourceLocation: SourceLocation
  var testDescription: String { name }

  init(
    _ name: String, _ gen: Gen<[Int]>, _ generator: String,
    fails: @escaping @Sendable ([Int]) -> Bool,
    minimum: [Int], record: [UInt64], medianEvaluations: Int, maxEvaluations: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.gen = gen
    self.generator = generator
    self.fails = fails
    self.minimum = minimum
    self.record = record
    self.medianEvaluations = medianEvaluations
    self.maxEvaluations = maxEvaluations
    self.sourceLocation = sourceLocation
  }
}
