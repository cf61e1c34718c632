/// A controller's index in its hierarchy's arena.
public struct ControllerID: Hashable, Comparable, Sendable, Codable {
  /// The arena index.
  public let rawValue: Int32

  @inlinable public init(_ index: Int) { rawValue = Int32(truncatingIfNeeded: index) }

  /// The arena index as an `Int`.
  @inlinable public var index: Int { Int(rawValue) }

  public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ControllerID: CustomStringConvertible {
  /// `#3`.
  public var description: String { "#\(rawValue)" }
}

/// A window's index in its hierarchy.
public struct WindowID: Hashable, Comparable, Sendable, Codable {
  /// The index in ``Hierarchy/windows``.
  public let rawValue: Int32

  @inlinable public init(_ index: Int) { rawValue = Int32(truncatingIfNeeded: index) }

  /// The index as an `Int`.
  @inlinable public var index: Int { Int(rawValue) }

  public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension WindowID: CustomStringConvertible {
  /// `window 0`.
  public var description: String { "window \(rawValue)" }
}

/// The "no index" value of the arena's links.
@usableFromInline let noIndex: Int32 = -1
