import Generators
import Testing

@Suite("Combinators: map, bind, zip, choices, arrays, optionals, filters, recursion, sizes")
struct CombinatorTests {
  @Test("map transforms the value and draws what the generator draws")
  func map() {
    let doubled = Gen.int(in: 0...9).map { $0 * 2 }
    #expect(doubled.replay([3]) == 6)
    #expect(doubled.replay([42]) == 18)
    for seed: UInt64 in 0..<50 {
      #expect(doubled.generate(seed: seed).record == Gen.int(in: 0...9).generate(seed: seed).record)
    }
  }

  @Test("bind draws a generator chosen by the first value; replay clamps to the chosen bound")
  func bind() {
    let dependent = Gen.int(in: 1...3).bind { n in Gen.int(in: 0...(n * 10)).map { (n, $0) } }
    #expect(dependent.replay([2, 25]) == (3, 25))
    #expect(dependent.replay([0, 25]) == (1, 10))
    #expect(dependent.replay([]) == (1, 0))
    for seed: UInt64 in 0..<500 {
      let (n, value) = dependent.generate(seed: seed).value
      #expect((1...3).contains(n) && (0...(n * 10)).contains(value), "seed \(seed)")
    }
  }

  @Test("zip draws its generators one after the other")
  func zipDraws() {
    #expect(zip(Gen.bool, Gen.int(in: 0...9)).replay([1, 5]) == (true, 5))
    #expect(
      zip(Gen.bool, Gen.int(in: 0...9), Gen.int(in: -3...3)).replay([0, 9, 6]) == (false, 9, 3))
    let (_, record) = zip(Gen.bool, Gen.int(in: 0...9), Gen.bool).generate(seed: 8)
    #expect(record.count == 3)
  }

  @Test("oneOf picks a value or a generator by one draw; it shrinks toward the first")
  func oneOf() {
    let letters = Gen.oneOf("a", "b", "c")
    #expect([[], [0], [1], [2], [7]].map { letters.replay($0) } == ["a", "a", "b", "c", "c"])
    let generators = Gen.oneOf([Gen.always(0), Gen.int(in: 10...19)])
    #expect(generators.replay([1, 4]) == 14)
    #expect(generators.replay([0, 4]) == 0)
    #expect(Gen.element(of: [5, 6, 7]).replay([1]) == 6)
    var seen = Set<String>()
    for seed: UInt64 in 0..<100 { seen.insert(letters.generate(seed: seed).value) }
    #expect(seen == ["a", "b", "c"])
  }

  static let weights: Gen<String> = Gen.weighted([
    (1, .always("one")), (3, .always("three")), (0, .always("never")), (4, .always("four")),
  ])

  @Test("weighted: each choice as often as its weight (seed 2024, 8,000 draws); weight 0 never")
  func weightedFrequencies() {
    var source = ChoiceSource(seed: 2024)
    var counts: [String: Int] = [:]
    for _ in 0..<8_000 { counts[Self.weights.generate(&source), default: 0] += 1 }
    // Expected 1,000, 3,000 and 4,000: within 3% of the draws.
    for (name, expected) in [("one", 1_000), ("three", 3_000), ("four", 4_000)] {
      let count = counts[name] ?? 0
      #expect(
        abs(count - expected) <= 240, "\(name): \(count) of 8,000, expected about \(expected)")
    }
    #expect(counts["never"] == nil)
    #expect(counts == Self.goldenWeightedCounts, "the PRNG's draws moved")
  }

  /// The counts the pinned PRNG gives for `weightedFrequencies`.
  static let goldenWeightedCounts = ["one": 1_008, "three": 3_000, "four": 3_992]

  @Test("weighted replays the recorded index, clamped to the last choice")
  func weightedReplay() {
    #expect(
      [[], [0], [1], [3], [4], [99]].map { Self.weights.replay($0) } == [
        "one", "one", "three", "four", "four", "four",
      ])
    // A random run records only indices of positive weight.
    var source = ChoiceSource(seed: 5)
    for _ in 0..<1_000 { _ = Self.weights.generate(&source) }
    #expect(!source.choices.contains(2))
  }

  @Test("a replayed or shrunk record never picks a choice of weight 0")
  func weightZeroNeverReplayed() {
    // The index of "never" is a valid record value: minimising "four" (index 3) tries 2, which
    // moves down to "three", the choice of positive weight below it.
    #expect(Self.weights.replay([2]) == "three")
    var source = ChoiceSource(replaying: [2])
    _ = Self.weights.generate(&source)
    #expect(source.choices == [1])
    // Enumeration visits each choice that can be built once.
    #expect(Exhaustive.all(Self.weights, size: 10) == ["one", "three", "four"])
  }

  @Test("array lengths stay in their range and reach every length; flags give the length")
  func arrayLengths() {
    let gen = Gen.bool.array(of: 2...4)
    var lengths = Set<Int>()
    for seed: UInt64 in 0..<200 {
      let value = gen.generate(seed: seed).value
      #expect((2...4).contains(value.count), "seed \(seed): \(value.count)")
      lengths.insert(value.count)
    }
    #expect(lengths == [2, 3, 4])
    // The minimum needs no flag; past it each flag is clamped to one bit, and 0 stops.
    #expect(gen.replay([]) == [false, false])
    #expect(gen.replay([5, 1, 1, 1, 1, 1]) == [true, true, true, true])
    #expect(gen.replay([1, 1, 0, 1, 1]) == [true, true])
    #expect(gen.replay([0, 0, 9, 1, 0]) == [false, false, true])
    // A fixed length draws no flag at all, and an empty range nothing.
    #expect(Gen.bool.array(of: 3...3).generate(seed: 1).record.count == 3)
    #expect(Gen.bool.array(of: 0...0).generate(seed: 1).record == [])
  }

  @Test(
    "random arrays reach their hidden target: the flags are 1 up to it, then one 0 (a stop at the maximum)"
  )
  func arrayTargets() {
    let gen = Gen.int(in: 0...9).array(of: 1...4)
    for seed: UInt64 in 0..<100 {
      let (value, record) = gen.generate(seed: seed)
      // One element without a flag, then (1, element) per element, then a 0: the stop flag,
      // or at 4 the stop recorded where a flag would be.
      var expected: [UInt64] = [UInt64(value[0])]
      for element in value.dropFirst() { expected += [1, UInt64(element)] }
      expected.append(0)
      #expect(record == expected, "seed \(seed)")
    }
  }

  @Test("optional is absent about one draw in four and shrinks toward nil")
  func optional() {
    let gen = Gen.int(in: 0...9).optional()
    #expect(gen.replay([0]) == nil)
    #expect(gen.replay([]) == nil)
    #expect(gen.replay([1, 5]) == 5)
    #expect(gen.replay([3, 5]) == 5)
    var absent = 0
    var source = ChoiceSource(seed: 12)
    for _ in 0..<4_000 where gen.generate(&source) == nil { absent += 1 }
    #expect((900...1_100).contains(absent), "absent \(absent) of 4,000")
    #expect(Gen.int(in: 0...9).optional(absentOneIn: 2).replay([1, 3]) == 3)
  }

  @Test("filter retries up to its attempts, then answers its fallback")
  func filter() {
    let gen = Gen.int(in: 0...9).filter(attempts: 3, fallback: -1) { $0 > 5 }
    #expect(gen.replay([1, 2, 7]) == 7)
    #expect(gen.replay([8]) == 8)
    #expect(gen.replay([1, 2, 3, 9]) == -1)
    #expect(gen.replay([]) == -1)
    var fallbacks = 0
    for seed: UInt64 in 0..<2_000 {
      let value = gen.generate(seed: seed).value
      #expect(value == -1 || value > 5, "seed \(seed): \(value)")
      if value == -1 { fallbacks += 1 }
    }
    // Three misses in a row: 0.6³ = 21.6% of 2,000 is 432.
    #expect((360...510).contains(fallbacks), "fallbacks: \(fallbacks)")
  }

  @Test("recursive structures stay within the size parameter and terminate")
  func recursive() {
    for size in 0...8 {
      for seed: UInt64 in 0..<100 {
        let tree = Tree.gen.generate(seed: seed, size: size).value
        #expect(tree.height <= size, "size \(size), seed \(seed): height \(tree.height)")
      }
    }
    #expect(Tree.gen.replay([], size: 5) == .leaf)
    #expect(
      Tree.gen.replay([1, 1, 1, 1, 1], size: 2) == .node(.node(.leaf, .leaf), .node(.leaf, .leaf)))
    #expect(Tree.gen.replay([1, 0, 1], size: 0) == .leaf)
    #expect(Tree.gen.generate(seed: 4, size: 0).record == [])
  }

  @Test("resized sets the size while its generator draws, then restores it")
  func resized() {
    let sizes = zip(sizeGen.resized(3), sizeGen)
    #expect(sizes.generate(seed: 0, size: 10).value == (3, 10))
    #expect(sizes.replay([], size: 7) == (3, 7))
    for seed: UInt64 in 0..<100 {
      #expect(Tree.gen.resized(1).generate(seed: seed, size: 30).value.height <= 1)
    }
  }
}
