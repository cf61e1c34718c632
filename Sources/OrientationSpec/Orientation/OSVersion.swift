/// An iOS (iPadOS) major version: the rules hold for version ranges.
public struct OSVersion: Hashable, Comparable, Sendable, Codable {
  /// The major version, from ``supported``.
  public let major: Int

  /// The versions the specification covers: iOS 6, where today's rules start, to iOS 27.
  public static let supported: ClosedRange<Int> = 6...27

  /// A version, or `nil` when `major` lies outside ``supported``.
  public init?(major: Int) {
    guard Self.supported.contains(major) else { return nil }
    self.major = major
  }

  init(unchecked major: Int) { self.major = major }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.major < rhs.major }

  public static let iOS8 = OSVersion(unchecked: 8)
  public static let iOS12 = OSVersion(unchecked: 12)
  public static let iOS13 = OSVersion(unchecked: 13)
  public static let iOS15 = OSVersion(unchecked: 15)
  public static let iOS16 = OSVersion(unchecked: 16)
  public static let iOS17 = OSVersion(unchecked: 17)
  public static let iOS18 = OSVersion(unchecked: 18)
  public static let iOS26 = OSVersion(unchecked: 26)

  /// A version for each major that changed orientation behaviour, for checks across versions.
  public static let landmarks: [OSVersion] = [8, 12, 13, 15, 16, 17, 18, 26].map(
    OSVersion.init(unchecked:))
}

extension OSVersion: CustomStringConvertible {
  /// `iOS 17`.
  public var description: String { "iOS \(major)" }
}
