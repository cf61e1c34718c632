/// The device family, with `UIUserInterfaceIdiom`'s raw values.
public enum UserInterfaceIdiom: Int, CaseIterable, Hashable, Sendable, Codable {
  case phone = 0
  case pad = 1

  /// What a controller supports when nothing overrides it, and the app mask with no plist key (R5, R8).
  @inlinable public var defaultOrientations: InterfaceOrientationMask {
    self == .pad ? .all : .allButUpsideDown
  }

  /// Whether full-screen apps are compact in width (iPhone, modelled as compact in both orientations).
  @inlinable public var isCompactWidth: Bool { self == .phone }
}

extension UserInterfaceIdiom: NamedCase {
  /// The bare case name.
  public var name: String { self == .pad ? "pad" : "phone" }
}
