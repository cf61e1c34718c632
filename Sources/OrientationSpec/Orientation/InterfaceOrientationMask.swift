/// A set of interface orientations, with `UIInterfaceOrientationMask`'s bits (R20).
///
/// Each bit is `1 << orientation.rawValue`. The empty mask is `[]`: it has no
/// name, and UIKit refuses it wherever a mask is returned (R6).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable, Codable {
  public var rawValue: UInt

  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: InterfaceOrientationMask = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
  public static let allButUpsideDown: InterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]

  /// ``all`` and ``allButUpsideDown`` as inlinable values, for code that runs per question: the
  /// public constants are globals, which other modules read through an accessor call.
  @inlinable static var allOrientations: InterfaceOrientationMask { Self(rawValue: 0b1_1110) }
  @inlinable static var allButUpsideDownOrientations: InterfaceOrientationMask {
    Self(rawValue: 0b1_1010)
  }

  /// The mask holding exactly `orientation` (`[]` for `unknown`).
  @inlinable public init(_ orientation: InterfaceOrientation) { self = orientation.mask }

  /// The mask holding every orientation in `orientations`.
  @inlinable public init(_ orientations: some Sequence<InterfaceOrientation>) {
    self = []
    for orientation in orientations { formUnion(orientation.mask) }
  }

  /// Whether `orientation` is in the mask; `unknown` never is.
  ///
  /// Asked several times a session step: a test of one bit, always inlined (called, it cost 14
  /// instructions). `unknown`'s bit, bit 0, is masked off; the raw values are 0 to 4, so the
  /// shift never overflows.
  @inlinable @inline(__always) public func contains(_ orientation: InterfaceOrientation) -> Bool {
    rawValue & Self.allOrientations.rawValue & (1 &<< UInt(orientation.rawValue)) != 0
  }

  /// The orientations in the mask in raw-value order: portrait, upside down, landscape right, left.
  public var orientations: [InterfaceOrientation] {
    InterfaceOrientation.valid.filter { contains($0) }
  }

  /// The first orientation of `order` that the mask holds, or `nil`.
  @inlinable public func first(in order: some Sequence<InterfaceOrientation>)
    -> InterfaceOrientation?
  {
    for orientation in order where contains(orientation) { return orientation }
    return nil
  }

  /// The orientation UIKit falls back to in this mask, as §7.6 orders it: `preferred` when the
  /// mask contains it, else `current`, else the pose the device is held in, else the first of
  /// `fallbackOrder` it contains; `nil` when it contains none of them.
  @inlinable public func fallback(
    preferring preferred: InterfaceOrientation?, current: InterfaceOrientation,
    device: DeviceOrientation, fallbackOrder: [InterfaceOrientation]
  ) -> InterfaceOrientation? {
    if let preferred, contains(preferred) { return preferred }
    if contains(current) { return current }
    if let pose = device.interfaceOrientation, contains(pose) { return pose }
    return first(in: fallbackOrder)
  }

  /// The number of orientations in the mask.
  @inlinable public var count: Int {
    (rawValue & InterfaceOrientationMask.all.rawValue).nonzeroBitCount
  }

  /// Bits outside the four orientations (a value UIKit never produces, such as a raw 1 or 32).
  @inlinable public var hasUnknownBits: Bool {
    rawValue & ~InterfaceOrientationMask.all.rawValue != 0
  }
}
