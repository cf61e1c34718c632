/// The orientation of the app's interface, with `UIInterfaceOrientation`'s raw values (R20).
///
/// The landscape names are the device's swapped: the interface turns right
/// when the device turns left, so `landscapeRight` (3) equals the device's
/// `landscapeLeft` (3).
public enum InterfaceOrientation: Int, CaseIterable, Hashable, Sendable, Codable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4

  /// The four orientations an interface can take, in raw-value order.
  public static let valid: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft,
  ]

  /// Whether this is `portrait` or `portraitUpsideDown` (`UIInterfaceOrientationIsPortrait`).
  @inlinable public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether this is `landscapeLeft` or `landscapeRight` (`UIInterfaceOrientationIsLandscape`).
  @inlinable public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether this is one of the four real orientations (not `unknown`).
  @inlinable public var isValid: Bool { self != .unknown }

  /// The mask holding only this orientation, `1 << rawValue`; `[]` for `unknown`.
  @inlinable public var mask: InterfaceOrientationMask {
    self == .unknown ? [] : InterfaceOrientationMask(rawValue: 1 << UInt(rawValue))
  }

  /// The device pose with the same raw value; `unknown` maps to `unknown`.
  @inlinable public var deviceOrientation: DeviceOrientation {
    DeviceOrientation(rawValue: rawValue)!
  }
}

extension InterfaceOrientation: NamedCase {
  /// The bare case name, `landscapeLeft`, as UIKit's messages print it.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeRight: "landscapeRight"
    case .landscapeLeft: "landscapeLeft"
    }
  }

}
