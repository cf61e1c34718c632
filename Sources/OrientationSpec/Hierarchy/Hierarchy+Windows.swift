// MARK: - UIKit's operations on windows

extension Hierarchy {
  /// Adds a window above the others with `root`; it becomes key when `makeKey` is true.
  @discardableResult
  public mutating func addWindow(
    root: ControllerSpec?, level: Int, makeKey: Bool, scene: SceneIndex? = nil
  ) -> WindowID {
    let window = WindowID(windows.count)
    var record = Window(root: nil, level: level, isKey: false, scene: scene ?? focusedScene)
    if let root {
      let index = insert(root)
      nodes[Int(index)].window = window.rawValue
      record.root = ControllerID(Int(index))
    }
    windows.append(record)
    if makeKey { self.makeKey(window) }
    return window
  }

  /// `makeKeyAndVisible()`: `window` becomes the only key window.
  public mutating func makeKey(_ window: WindowID) {
    for index in windows.indices { windows[index].isKey = index == window.index }
  }

  /// Removes a window and its controllers; the last window stays. The key status passes to the
  /// frontmost remaining window when the removed one was key.
  public mutating func removeWindow(_ window: WindowID) -> Refusal? {
    guard windows.indices.contains(window.index), windows.count > 1 else { return .noSuchWindow }
    let wasKey = windows[window.index].isKey
    if let root = windows[window.index].root { remove(root.rawValue) }
    windows.remove(at: window.index)
    for index in nodes.indices where nodes[index].window > window.rawValue {
      nodes[index].window -= 1
    }
    if wasKey { makeKey(WindowID(windows.count - 1)) }
    return nil
  }
}
