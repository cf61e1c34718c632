import Generators
import Testing

/// The generators' randomness is pinned by golden values computed with the authors' C reference
/// implementations (prng.di.unimi.it: splitmix64.c, xoshiro256starstar.c), so a seed gives the same
/// cases on every platform and Swift version.
@Suite("Random: SplitMix64 and xoshiro256** match the reference implementations")
struct RandomTests {
  struct Golden: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var splitMix: [UInt64]
    var xoshiro: [UInt64]
    var sourceLocation: SourceLocation
    var testDescription: String { "seed \(seed)" }

    init(
      seed: UInt64, splitMix: [UInt64], xoshiro: [UInt64],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.seed = seed
      self.splitMix = splitMix
      self.xoshiro = xoshiro
      self.sourceLocation = sourceLocation
    }
  }

  static let goldens: [Golden] = [
    Golden(
      seed: 0,
      splitMix: [
        0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f, 0xf88b_b8a8_724c_81ec,
      ],
      xoshiro: [
        0x99ec_5f36_cb75_f2b4, 0xbf6e_1f78_4956_452a, 0x1a5f_849d_4933_e6e0, 0x6aa5_94f1_262d_2d2c,
        0xbba5_ad4a_1f84_2e59,
      ]),
    Golden(
      seed: 42,
      splitMix: [
        0xbdd7_3226_2feb_6e95, 0x28ef_e333_b266_f103, 0x4752_6757_130f_9f52, 0x581c_e1ff_0e4a_e394,
      ],
      xoshiro: [
        0x1578_0b2e_0c2e_c716, 0x6104_d986_6d11_3a7e, 0xae17_5332_39e4_99a1, 0xecb8_ad47_03b3_60a1,
        0xfde6_dc7f_e2ec_5e64,
      ]),
    Golden(
      seed: 0xDEAD_BEEF,
      splitMix: [
        0x4adf_b90f_68c9_eb9b, 0xde58_6a31_41a1_0922, 0x021f_bc2f_8e1c_fc1d, 0x7466_ce73_7be1_6790,
      ],
      xoshiro: [
        0xc555_5444_a74d_7e83, 0x65c3_0d37_b4b1_6e38, 0x54f7_7320_0a4e_fa23, 0x429a_ed75_fb95_8af7,
        0xfb0e_1dd6_9c25_5b2e,
      ]),
  ]

  @Test("SplitMix64 golden values", arguments: goldens)
  func splitMix(_ golden: Golden) {
    var generator = SplitMix64(seed: golden.seed)
    let outputs = golden.splitMix.map { _ in generator.next() }
    #expect(outputs == golden.splitMix, sourceLocation: golden.sourceLocation)
  }

  @Test("xoshiro256** golden values, seeded through SplitMix64", arguments: goldens)
  func xoshiro(_ golden: Golden) {
    var generator = Xoshiro256StarStar(seed: golden.seed)
    let outputs = golden.xoshiro.map { _ in generator.next() }
    #expect(outputs == golden.xoshiro, sourceLocation: golden.sourceLocation)
  }

  @Test("Bounded sampling stays in range and reaches both ends")
  func boundedInRange() {
    var generator = Xoshiro256StarStar(seed: 7)
    for bound: UInt64 in [1, 2, 3, 5, 7, 10, 1000] {
      var seen = Set<UInt64>()
      for _ in 0..<2_000 {
        let value = generator.next(below: bound)
        #expect(value < bound)
        seen.insert(value)
      }
      if bound <= 10 {
        #expect(seen.count == Int(bound), "bound \(bound) reached \(seen.count) values")
      }
    }
    #expect(generator.next(below: 0) == 0)
    for range in [0...0, -3...3, 5...9, Int.min...Int.max] {
      for _ in 0..<200 { #expect(range.contains(generator.next(in: range))) }
    }
  }

  @Test("Bounded sampling is unbiased where modulo would not be")
  func boundedUnbiased() {
    // With bound = 3 * 2^62, `next() % bound` gives values below 2^62 twice as often as the rest;
    // Lemire's method must not: each third of the range gets about a third of the draws.
    var generator = Xoshiro256StarStar(seed: 2024)
    let bound: UInt64 = 3 << 62
    var thirds = [0, 0, 0]
    let draws = 30_000
    for _ in 0..<draws { thirds[Int(generator.next(below: bound) / (1 << 62))] += 1 }
    for count in thirds { #expect(abs(count - draws / 3) < draws / 30, "thirds: \(thirds)") }
  }

  @Test("Bounded sampling is pinned: the same seed draws the same values")
  func boundedGolden() {
    var generator = Xoshiro256StarStar(seed: 42)
    let draws = (0..<8).map { _ in generator.next(in: 0...9) }
    // The multiply-high of each golden output above by 10.
    let expected = RandomTests.goldens[1].xoshiro.prefix(5).map {
      Int($0.multipliedFullWidth(by: 10).high)
    }
    #expect(Array(draws.prefix(5)) == expected)
  }
}
