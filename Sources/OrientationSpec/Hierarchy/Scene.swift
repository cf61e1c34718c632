/// A `UIWindowScene`: the windows it holds, the screen it shows on, its own interface orientation
/// and its scene delegate's answer (1.6, R5, R18).
///
/// A hierarchy with no scenes listed has one scene, on the device's screen, that holds every
/// window: the common case, and what a session without `scene` lines describes.
public struct Scene: Hashable, Sendable {
  /// Whether the scene shows on an external display (`UIWindowSceneSessionRoleExternalDisplay`):
  /// the device's turns do not rotate it unless ``Assumptions/externalDisplayFollowsDevice``.
  public var isExternal: Bool
  /// The scene's interface orientation while another scene is evaluated; the first scene's is
  /// the session's (`Session.interfaceOrientation`).
  public var interfaceOrientation: InterfaceOrientation
  /// What `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)` returns (iOS 27+, A14);
  /// `nil` when the scene delegate does not implement it. It replaces the Info.plist for this
  /// scene (R5).
  public var delegateOrientations: InterfaceOrientationMask?

  public init(
    isExternal: Bool = false, interfaceOrientation: InterfaceOrientation = .portrait,
    delegateOrientations: InterfaceOrientationMask? = nil
  ) {
    self.isExternal = isExternal
    self.interfaceOrientation = interfaceOrientation
    self.delegateOrientations = delegateOrientations
  }
}

/// A scene's position among a hierarchy's scenes, in the order they connected.
public typealias SceneIndex = Int

extension Hierarchy {
  /// How many scenes the hierarchy has: one when none is listed.
  @inlinable public var sceneCount: Int { Swift.max(1, Int(listedScenes)) }

  /// Whether the hierarchy has more than one scene (each step then concerns one of them).
  @inlinable public var hasScenes: Bool { listedScenes > 1 }

  /// The scene `window` belongs to.
  @inlinable public func scene(of window: WindowID) -> SceneIndex {
    windows[window.index].scene
  }

  /// The scene the key window belongs to, else the first.
  @inlinable public var keyScene: SceneIndex {
    for window in windows where window.isKey { return window.scene }
    return 0
  }

  /// The scene `controller` is shown in (its window's), if it is in a window.
  public func scene(containing controller: ControllerID) -> SceneIndex? {
    window(containing: controller).map { windows[$0.index].scene }
  }

  /// The scene `index` (modulo their number), as its settings say: the default scene when none is
  /// listed.
  public func sceneSettings(_ index: SceneIndex) -> Scene {
    scenes.isEmpty ? Scene() : scenes[((index % scenes.count) + scenes.count) % scenes.count]
  }

  /// The scene at `position` modulo their number.
  @inlinable public func scenePosition(_ position: Int) -> SceneIndex {
    let count = sceneCount
    return ((position % count) + count) % count
  }

  /// Connects a new scene and returns its index. A hierarchy that listed no scene lists its one
  /// scene first.
  public mutating func connectScene(_ scene: Scene, firstOrientation: InterfaceOrientation)
    -> SceneIndex
  {
    if scenes.isEmpty { scenes.append(Scene(interfaceOrientation: firstOrientation)) }
    scenes.append(scene)
    return scenes.count - 1
  }

  /// Records `current`, the state's orientation, as the focused scene's: a hierarchy a run
  /// returns shows every scene's orientation.
  public mutating func storeFocusedOrientation(_ current: InterfaceOrientation) {
    guard scenes.indices.contains(focusedScene) else { return }
    scenes[focusedScene].interfaceOrientation = current
  }

  /// Makes `scene` the one evaluations concern, and returns the orientation it held; the focused
  /// scene's own orientation is kept by the caller (`SessionState.interfaceOrientation`) and
  /// stored here as `current` when the focus leaves it.
  public mutating func focus(_ scene: SceneIndex, leaving current: InterfaceOrientation)
    -> InterfaceOrientation
  {
    guard scene != focusedScene, scenes.indices.contains(scene) else { return current }
    scenes[focusedScene].interfaceOrientation = current
    focusedScene = scene
    return scenes[scene].interfaceOrientation
  }
}
