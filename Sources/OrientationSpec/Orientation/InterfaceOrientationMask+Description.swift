extension InterfaceOrientationMask: CustomStringConvertible {
  /// Swift source that builds the mask: `.landscape`, `[.portrait, .landscapeLeft]`, `[]`.
  ///
  /// The named combinations `.all`, `.allButUpsideDown` and `.landscape` are
  /// printed by name; other masks list their orientations in raw-value order.
  /// Unknown bits are printed as `InterfaceOrientationMask(rawValue: n)`.
  public var description: String {
    if hasUnknownBits { return "InterfaceOrientationMask(rawValue: \(rawValue))" }
    if let name = Self.namedMasks.first(where: { $0.mask == self })?.name { return "." + name }
    return "[" + orientations.map(\.description).joined(separator: ", ") + "]"
  }

  /// The masks that have a name in UIKit, single orientations first.
  public static let namedMasks: [(name: String, mask: InterfaceOrientationMask)] = [
    ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
    ("landscapeRight", .landscapeRight), ("landscapeLeft", .landscapeLeft),
    ("landscape", .landscape), ("allButUpsideDown", .allButUpsideDown), ("all", .all),
  ]

  /// UIKit's comma list of orientation names, as in its E3 message: `landscapeLeft, landscapeRight`.
  ///
  /// The order is the one UIKit's message shows for `.landscape` (I14):
  /// portrait, upside down, landscape left, landscape right.
  public var uikitList: String {
    Self.uikitMessageOrder.filter { contains($0) }.map(\.name).joined(separator: ", ")
  }

  static let uikitMessageOrder: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]

  /// Parses what `description` prints: a name (`.all`, `landscape`) or a list (`[.portrait]`, `[]`).
  public init?(parsing text: some StringProtocol) {
    let trimmed = text.trimmingWhitespace
    if trimmed.hasPrefix("[") {
      guard trimmed.hasSuffix("]") else { return nil }
      let inner = trimmed.dropFirst().dropLast().trimmingWhitespace
      var mask: InterfaceOrientationMask = []
      if !inner.isEmpty {
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
          let item = part.trimmingWhitespace
          guard let named = Self.named(item) else { return nil }
          mask.formUnion(named)
        }
      }
      self = mask
      return
    }
    guard let named = Self.named(trimmed) else { return nil }
    self = named
  }

  private static func named(_ text: Substring) -> InterfaceOrientationMask? {
    let bare = text.hasPrefix(".") ? text.dropFirst() : text[...]
    return namedMasks.first(where: { $0.name == bare })?.mask
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingWhitespace: Substring {
    let text = Substring(self)
    guard let start = text.firstIndex(where: { $0 != " " && $0 != "\t" }) else {
      return text[text.endIndex...]
    }
    let end = text.lastIndex(where: { $0 != " " && $0 != "\t" })!
    return text[start...end]
  }
}
