/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, the same stream on every platform.
///
/// Used to expand one 64-bit seed into the state of ``Xoshiro256StarStar``
/// and to derive independent seeds; pinned by golden values in the tests.
public struct SplitMix64: Hashable, Sendable {
  public var state: UInt64

  @inlinable public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  @inlinable public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
