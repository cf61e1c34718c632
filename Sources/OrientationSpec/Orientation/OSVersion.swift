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

  /// The first version of each range in which the specification behaves alike, for checks and
  /// generation across versions: iOS 6, where it starts; 7 (the status bar, R26; the back-swipe,
  /// R27); 8 (which presentations fill the screen, R3; the launch orientation and the E1 message,
  /// R25; alerts, R28); 9 (iPad multitasking and the lock, R22, R23); 11 (E3's message naming
  /// both sides, the assumption `preferredMessageNamesBothSidesFrom`); 13 (`.automatic` presents
  /// a sheet, sheets on iPhone no longer fill, R3); 16 (`shouldAutorotate` no longer asked, R9,
  /// R16; `setNeedsUpdateOfSupportedInterfaceOrientations` and geometry requests, R17, R18; KVC
  /// no longer rotates, R19); 26 (R24, R27, R29); 27 (resizable apps ignore the masks, R5, R24).
  public static let landmarks: [OSVersion] = [6, 7, 8, 9, 11, 13, 16, 26, 27].map(
    OSVersion.init(unchecked:))

  /// Every supported version, grouped by ``landmarks``: each range runs from a landmark to the
  /// version before the next (the last, iOS 27, alone).
  public static let ranges: [[OSVersion]] = landmarks.indices.map { index in
    let end = index + 1 < landmarks.count ? landmarks[index + 1].major - 1 : supported.upperBound
    return (landmarks[index].major...end).map(OSVersion.init(unchecked:))
  }
}

extension OSVersion: CustomStringConvertible {
  /// `iOS 17`.
  public var description: String { "iOS \(major)" }
}
