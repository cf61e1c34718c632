/// A window: its own root, presentation chain, level and key status (1.6).
public struct Window: Hashable, Sendable {
  /// The root view controller, or `nil` (then only the app mask counts, R2).
  public internal(set) var root: ControllerID?
  /// The window level: `normal` 0, `statusBar` 1000, `alert` 2000; higher is in front.
  public var level: Int
  /// Whether this is the key window.
  public internal(set) var isKey: Bool
  /// The scene the window belongs to (``Hierarchy/scenes``); `0` with one scene.
  public internal(set) var scene: SceneIndex = 0
  /// What `application(_:supportedInterfaceOrientationsFor:)` returns for this window, when the
  /// app's delegate answers it differently from the others (it is handed the window, R5); `nil`:
  /// the app's answer (``AppConfiguration/delegateOrientations``).
  public internal(set) var delegateOrientations: InterfaceOrientationMask? = nil

  public static let normalLevel = 0
  public static let statusBarLevel = 1000
  public static let alertLevel = 2000
}
