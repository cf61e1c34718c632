/// The status bar's style, with `UIStatusBarStyle`'s raw values (R26).
public enum StatusBarStyle: Int, CaseIterable, Hashable, Sendable, Codable {
  /// Automatic: dark content on a light background, light on dark (iOS 13+); dark before.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13+).
  case darkContent = 3
}

extension StatusBarStyle: NamedCase {
  /// The bare case name.
  public var name: String {
    switch self {
    case .default: "default"
    case .lightContent: "lightContent"
    case .darkContent: "darkContent"
    }
  }

}

/// A navigation bar's style, which sets the status bar's style while the bar is visible (R26).
public enum BarStyle: Int, CaseIterable, Hashable, Sendable, Codable {
  /// A light bar: dark status-bar content.
  case `default` = 0
  /// A dark bar: light status-bar content.
  case black = 1

  /// The status-bar style UIKit derives from the bar: `.black` gives `.lightContent`.
  @inlinable public var statusBarStyle: StatusBarStyle {
    self == .black ? .lightContent : .default
  }

  /// The Swift spelling.
  public var name: String { self == .black ? "black" : "default" }
}
