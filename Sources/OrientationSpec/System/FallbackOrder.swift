/// A list of interface orientations packed into an integer, three bits an entry (`rawValue + 1`,
/// the first entry lowest; `0` ends the list): ``Assumptions/fallbackOrder`` without an array.
///
/// Holds up to 21 entries. A longer list (which necessarily repeats orientations) keeps only the
/// first occurrence of each: the later ones cannot change which orientation comes first.
@usableFromInline
struct FallbackOrder: Hashable, Sendable, Sequence {
  @usableFromInline
  var bits: UInt64

  @inlinable
  init(bits: UInt64) { self.bits = bits }

  /// The default order: portrait, landscape right, landscape left, upside down.
  @inlinable
  static var standard: FallbackOrder {
    // portrait (2), landscapeRight (4), landscapeLeft (5), portraitUpsideDown (3).
    FallbackOrder(bits: 2 | 4 << 3 | 5 << 6 | 3 << 9)
  }

  static let capacity = 21

  init(_ orientations: [InterfaceOrientation]) {
    var list = orientations
    if list.count > Self.capacity {
      var seen: Set<InterfaceOrientation> = []
      list = list.filter { seen.insert($0).inserted }
    }
    var bits: UInt64 = 0
    for (index, orientation) in list.enumerated() {
      bits |= UInt64(orientation.rawValue + 1) << UInt64(3 * index)
    }
    self.bits = bits
  }

  @usableFromInline
  struct Iterator: IteratorProtocol {
    @usableFromInline
    var bits: UInt64

    @inlinable
    init(bits: UInt64) { self.bits = bits }

    @inlinable
    mutating func next() -> InterfaceOrientation? {
      let entry = Int(bits & 7)
      guard entry != 0 else { return nil }
      bits >>= 3
      return InterfaceOrientation(rawValue: entry - 1)
    }
  }

  @inlinable
  func makeIterator() -> Iterator { Iterator(bits: bits) }
}

extension InterfaceOrientationMask {
  /// ``fallback(preferring:current:device:fallbackOrder:)`` with the order packed.
  @inlinable
  func fallback(
    preferring preferred: InterfaceOrientation?, current: InterfaceOrientation,
    device: DeviceOrientation, packedOrder: FallbackOrder
  ) -> InterfaceOrientation? {
    if let preferred, contains(preferred) { return preferred }
    if contains(current) { return current }
    if let pose = device.interfaceOrientation, contains(pose) { return pose }
    return first(in: packedOrder)
  }
}
