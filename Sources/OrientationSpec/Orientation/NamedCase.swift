/// An enumeration whose cases print and parse as Swift spells them (`.landscapeLeft`).
public protocol NamedCase: CaseIterable, CustomStringConvertible {
  /// The bare case name, `landscapeLeft`.
  var name: String { get }
}

extension NamedCase {
  /// The Swift spelling, `.landscapeLeft`.
  public var description: String { "." + name }

  /// Parses a bare or dotted case name (`landscapeLeft`, `.landscapeLeft`).
  public init?(name: some StringProtocol) {
    let text = Substring(name)
    let bare = text.hasPrefix(".") ? text.dropFirst() : text
    guard let match = Self.allCases.first(where: { $0.name == bare }) else { return nil }
    self = match
  }
}
