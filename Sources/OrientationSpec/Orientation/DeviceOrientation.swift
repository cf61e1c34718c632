/// The physical orientation of the device, with `UIDeviceOrientation`'s raw values (R20).
public enum DeviceOrientation: Int, CaseIterable, Hashable, Sendable, Codable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// Whether the device lies flat (`UIDeviceOrientationIsFlat`).
  @inlinable public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether this is `portrait` or `portraitUpsideDown` (`UIDeviceOrientationIsPortrait`).
  @inlinable public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether this is `landscapeLeft` or `landscapeRight` (`UIDeviceOrientationIsLandscape`).
  @inlinable public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether an interface can take this pose (`UIDeviceOrientationIsValidInterfaceOrientation`, R12).
  @inlinable public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

  /// The interface orientation with the same raw value, for the four poses; `nil` otherwise (R20, R21).
  ///
  /// Mapping by raw value is UIKit's rule: device `landscapeLeft` (3) gives
  /// interface `landscapeRight` (3). Mapping by name is a known bug.
  @inlinable public var interfaceOrientation: InterfaceOrientation? {
    isValidInterfaceOrientation ? InterfaceOrientation(rawValue: rawValue) : nil
  }
}

extension DeviceOrientation: NamedCase {
  /// The bare case name, `faceUp`.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }

}
