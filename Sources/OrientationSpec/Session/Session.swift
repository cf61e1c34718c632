/// An application, an initial hierarchy and device, and the events that happen to them.
public struct Session: Hashable, Sendable {
  public var app: AppConfiguration
  /// The hierarchy when the session starts.
  public var hierarchy: Hierarchy
  /// The interface orientation when the session starts (before a `.launch`, if any).
  public var interfaceOrientation: InterfaceOrientation
  /// How the device is held when the session starts.
  public var deviceOrientation: DeviceOrientation
  /// Whether the orientation lock is on when the session starts.
  public var orientationLock: Bool
  public var events: [Event]
  /// How the events' positions count: modulo, as generated sessions count them (the default),
  /// or exactly, as a scenario file does.
  public var positions: PositionCounting = .modulo
  /// What a scenario file says about some events beyond their values, by event index: the
  /// label of the controller an event names in place of its position, and whether a `declare`
  /// keeps the answers it does not name. Empty for generated sessions.
  public var annotations: [Int: EventAnnotation] = [:]

  public init(
    app: AppConfiguration, hierarchy: Hierarchy,
    interfaceOrientation: InterfaceOrientation = .portrait,
    deviceOrientation: DeviceOrientation? = nil, orientationLock: Bool = false, events: [Event] = []
  ) {
    self.app = app
    self.hierarchy = hierarchy
    self.interfaceOrientation = interfaceOrientation
    self.deviceOrientation = deviceOrientation ?? interfaceOrientation.deviceOrientation
    self.orientationLock = orientationLock
    self.events = events
    // The first scene's orientation is the session's.
    if !hierarchy.scenes.isEmpty {
      self.hierarchy.scenes[0].interfaceOrientation = interfaceOrientation
    }
  }
}
