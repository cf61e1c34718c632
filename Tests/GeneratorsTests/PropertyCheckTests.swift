import Generators
import Testing

@Suite("Property.check: budgets, the first failure, counterexamples, labels and coverage")
struct PropertyCheckTests {
  static let digits = Gen.int(in: 0...9)

  @Test("a passing run uses its whole case budget")
  func caseBudget() {
    for count in [0, 1, 37] {
      let result = Property.check(Self.digits, seed: 1, budget: .cases(count)) { _ in true }
      #expect(result.cases == count && result.passed && result.counterexample == nil)
    }
  }

  @Test("a time budget ends the run first when it runs out; zero time runs no case")
  func timeBudget() {
    let none = Property.check(
      Self.digits, seed: 1, budget: Budget(cases: 1_000, duration: .zero)
    ) { _ in true }
    #expect(none.cases == 0)
    let short = Property.check(
      Self.digits, seed: 1, budget: Budget(cases: .max, duration: .milliseconds(20))
    ) { _ in true }
    #expect(short.cases > 0 && short.cases < .max)
  }

  @Test("case i draws from the i-th output of SplitMix64(seed:), with the run's size")
  func caseSeeds() {
    var seen: [Int] = []
    _ = Property.check(zip(Self.digits, sizeGen), seed: 42, size: 6, budget: .cases(5)) {
      seen.append($0.0 * 100 + $0.1)
      return true
    }
    var seeds = SplitMix64(seed: 42)
    let expected = (0..<5).map { _ in Self.digits.generate(seed: seeds.next()).value * 100 + 6 }
    #expect(seen == expected)
  }

  @Test("the run stops at the first failing case and names its position")
  func firstFailure() throws {
    let result = Property.check(Self.digits, seed: 7, budget: .cases(1_000)) { $0 != 9 }
    let counterexample = try #require(result.counterexample)
    var seeds = SplitMix64(seed: 7)
    let first = (0..<1_000).first { _ in Self.digits.generate(seed: seeds.next()).value == 9 }
    #expect(counterexample.caseIndex == first)
    #expect(result.cases == counterexample.caseIndex + 1)
    #expect(!result.passed)
  }

  @Test("a counterexample holds the original and shrunk cases, their records and the token")
  func counterexample() throws {
    let gen = Self.digits.array(of: 0...6)
    let result = Property.check(gen, seed: 3, size: 4) { $0.reduce(0, +) < 12 }
    let counterexample = try #require(result.counterexample)
    #expect(gen.replay(counterexample.originalRecord) == counterexample.original)
    #expect(gen.replay(counterexample.shrunkRecord) == counterexample.shrunk)
    #expect(counterexample.shrunk == [4, 8])
    #expect(counterexample.token == ReplayToken(size: 4, choices: counterexample.shrunkRecord))
    #expect(Property.replay(counterexample.token, with: gen) == counterexample.shrunk)
    #expect(
      counterexample.shrinkSteps > 0 && counterexample.evaluations >= counterexample.shrinkSteps)
  }

  @Test("without shrinking, the counterexample is the original case, found with no evaluation")
  func noShrinking() throws {
    let gen = Self.digits.array(of: 0...6)
    let result = Property.check(gen, seed: 3, shrinks: false) { $0.reduce(0, +) < 12 }
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.shrunk == counterexample.original)
    #expect(counterexample.shrunkRecord == trimmed(counterexample.originalRecord))
    #expect(counterexample.evaluations == 0 && counterexample.shrinkSteps == 0)
  }

  @Test(
    "labels count cases, each label once per case, and the distribution reads most frequent first")
  func labels() {
    let result = Property.check(
      Self.digits, seed: 1, budget: .cases(200),
      labels: { [$0 < 5 ? "small" : "large", "any", "any"] }, holds: { _ in true })
    #expect(result.labels["any"] == 200)
    #expect((result.labels["small"] ?? 0) + (result.labels["large"] ?? 0) == 200)
    #expect(result.distribution == ["any: 200 (100%)", "large: 110 (55%)", "small: 90 (45%)"])
  }

  @Test("coverage met passes; coverage missed fails the run and says what it observed")
  func coverage() {
    let met = Property.check(
      Self.digits, seed: 1, budget: .cases(500), labels: { $0 == 0 ? ["zero"] : [] },
      coverage: [Coverage("zero", atLeast: 0.05)], holds: { _ in true })
    #expect(met.passed && met.coverageShortfalls.isEmpty)
    let missed = Property.check(
      Self.digits, seed: 1, budget: .cases(500), labels: { $0 == 0 ? ["zero"] : [] },
      coverage: [Coverage("zero", atLeast: 0.5), Coverage("never", atLeast: 0.001)],
      holds: { _ in true })
    #expect(!missed.passed && missed.counterexample == nil)
    #expect(missed.coverageShortfalls.map(\.requirement.label) == ["zero", "never"])
    #expect(
      missed.coverageShortfalls.map(\.observed) == [Double(met.labels["zero"] ?? 0) / 500, 0])
  }
}
