/// xoshiro256** 1.0 (Blackman, Vigna 2018): the generator behind every random case.
///
/// Seeded through ``SplitMix64`` as its authors recommend. Generation never
/// uses the standard library's `random(in:)` or the system generator, so the
/// same seed gives the same cases on every platform and Swift version.
public struct Xoshiro256StarStar: Hashable, Sendable {
  @usableFromInline var s0, s1, s2, s3: UInt64

  /// A generator whose state is four outputs of `SplitMix64(seed: seed)`.
  @inlinable public init(seed: UInt64) {
    var seeder = SplitMix64(seed: seed)
    s0 = seeder.next()
    s1 = seeder.next()
    s2 = seeder.next()
    s3 = seeder.next()
  }

  /// The next 64 random bits.
  @inlinable @inline(__always) public mutating func next() -> UInt64 {
    let result = rotate(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotate(s3, 45)
    return result
  }

  /// A uniform integer in `0..<bound` without modulo bias (Lemire 2019); `0` when `bound` is 0.
  @inlinable @inline(__always) public mutating func next(below bound: UInt64) -> UInt64 {
    guard bound > 0 else { return 0 }
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
    }
    return product.high
  }

  /// A uniform integer in `range`, unbiased.
  @inlinable public mutating func next(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
    if span == UInt64.max { return Int(truncatingIfNeeded: next()) }
    return range.lowerBound &+ Int(truncatingIfNeeded: next(below: span &+ 1))
  }

  @inlinable @inline(__always) func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 &- k))
  }
}
