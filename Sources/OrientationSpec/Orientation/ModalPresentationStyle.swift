/// How a controller is presented, with `UIModalPresentationStyle`'s raw values (R3).
public enum ModalPresentationStyle: Int, CaseIterable, Hashable, Sendable, Codable {
  case automatic = -2
  case none = -1
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7

  /// Whether UIKit places the presentation over a context-defining controller (1.4).
  @inlinable public var isContextStyle: Bool {
    self == .currentContext || self == .overCurrentContext
  }

  /// Whether this is a sheet style (`pageSheet` or `formSheet`).
  @inlinable public var isSheet: Bool { self == .pageSheet || self == .formSheet }

  /// The style a controller has when nothing sets it: `.automatic` from iOS 13, `.fullScreen` before.
  public static func `default`(on version: OSVersion) -> ModalPresentationStyle {
    version.major >= 13 ? .automatic : .fullScreen
  }
}

extension ModalPresentationStyle: NamedCase {
  /// The bare case name, `overFullScreen`.
  public var name: String {
    switch self {
    case .automatic: "automatic"
    case .none: "none"
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    }
  }

}
