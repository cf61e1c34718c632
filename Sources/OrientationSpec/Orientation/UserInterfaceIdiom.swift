/// The device family, with `UIUserInterfaceIdiom`'s raw values.
public enum UserInterfaceIdiom: Int, CaseIterable, Hashable, Sendable, Codable {
  case phone = 0
  case pad = 1

  /// What a controller supports when nothing overrides it, and the app mask with no plist key (R5, R8).
  @inlinable public var defaultOrientations: InterfaceOrientationMask {
    self == .pad ? .allOrientations : .allButUpsideDownOrientations
  }

  /// Whether full-screen apps are compact in width (iPhone, modelled as compact in both orientations).
  @inlinable public var isCompactWidth: Bool { self == .phone }
}

extension UserInterfaceIdiom: NamedCase {
  /// The bare case name.
  public var name: String { self == .pad ? "pad" : "phone" }
}

extension UserInterfaceIdiom {
  /// UIKit's `prefersStatusBarHidden` for a controller that does not override it (R8): hidden on
  /// iPhone in landscape from iOS 8 ("a vertically compact environment").
  @inlinable public func hidesStatusBar(
    on osVersion: OSVersion, in orientation: InterfaceOrientation
  )
    -> Bool
  {
    self == .phone && osVersion.major >= 8 && orientation.isLandscape
  }
}
