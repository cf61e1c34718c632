// MARK: - UIKit's operations on scenes

extension Hierarchy {
  /// The scene that holds the key window once `scene` is disconnected, as numbered before: the
  /// key window's scene when it is another, else the scene of the frontmost window left on the
  /// device's screen, else of the frontmost window left; `nil` when no other scene has a window.
  public func heirScene(disconnecting scene: SceneIndex) -> SceneIndex? {
    let key = keyScene
    if key != scene, key < sceneCount { return key }
    return heirWindow(disconnecting: scene).map { windows[$0].scene }
  }

  /// The window that becomes key when `scene`, which holds the key window, disconnects: the
  /// frontmost window of a scene on the device's screen, else the frontmost window left.
  func heirWindow(disconnecting scene: SceneIndex) -> Int? {
    let onDevice = windows.indices.last { index in
      let other = windows[index].scene
      return other != scene && !sceneSettings(other).isExternal
    }
    return onDevice ?? windows.indices.last { windows[$0].scene != scene }
  }

  /// The system disconnects `scene` (`sceneDidDisconnect(_:)`): its windows go, with their
  /// controllers; the later scenes and windows move down by one; when it held the key window,
  /// the key passes to the window ``heirScene(disconnecting:)`` names. The focused scene keeps
  /// its focus (renumbered); the caller focuses the heir first when the focused scene goes. The
  /// app's last scene stays: `.lastScene`.
  public mutating func disconnectScene(_ scene: SceneIndex) -> Refusal? {
    guard sceneCount > 1, scenes.indices.contains(scene) else { return .lastScene }
    let heir =
      windows.contains { $0.scene == scene && $0.isKey } ? heirWindow(disconnecting: scene) : nil
    var heirIndex = heir
    for index in windows.indices.reversed() where windows[index].scene == scene {
      if let root = windows[index].root { remove(root.rawValue) }
      windows.remove(at: index)
      for node in nodes.indices where nodes[node].window > Int32(index) {
        nodes[node].window -= 1
      }
      if let current = heirIndex, current > index { heirIndex = current - 1 }
    }
    for index in windows.indices where windows[index].scene > scene { windows[index].scene -= 1 }
    scenes.remove(at: scene)
    if focusedScene > scene { focusedScene -= 1 } else if focusedScene == scene { focusedScene = 0 }
    if let heirIndex { makeKey(WindowID(heirIndex)) }
    return nil
  }

  /// Where the window at `index` is once `scene` is disconnected: `nil` when it goes with it.
  public func windowIndex(_ index: Int, afterDisconnecting scene: SceneIndex) -> Int? {
    guard windows.indices.contains(index), windows[index].scene != scene else { return nil }
    return index - windows[..<index].lazy.filter { $0.scene == scene }.count
  }
}
