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

// An optional id as one `Int32`, `noIndex` for `nil`: how the arena's links and the packed
// decisions of a resolution store it.

extension ControllerID {
  /// The id a link names, or `nil` for `noIndex`.
  @inlinable init?(link: Int32) {
    guard link != noIndex else { return nil }
    rawValue = link
  }
}

extension WindowID {
  /// The id a link names, or `nil` for `noIndex`.
  @inlinable init?(link: Int32) {
    guard link != noIndex else { return nil }
    rawValue = link
  }
}

extension Optional where Wrapped == ControllerID {
  /// The id as a link: its raw value, or `noIndex` for `nil`.
  @inlinable var link: Int32 { self?.rawValue ?? noIndex }
}

extension Optional where Wrapped == WindowID {
  /// The id as a link: its raw value, or `noIndex` for `nil`.
  @inlinable var link: Int32 { self?.rawValue ?? noIndex }
}
