internal import OrientationSpec

extension AppSession {
  /// The instance of scene `index`, made when first reached: one instance a scene a session,
  /// with the app's scene delegate (its `window` set to the scene's key window, else its first).
  func windowScene(_ index: Int) -> UIWindowScene {
    while sceneInstances.count <= index { makeSceneInstance() }
    return sceneInstances[index]
  }

  /// Makes the next scene's instance and its delegate.
  private func makeSceneInstance() {
    let index = sceneInstances.count
    let external = anchor?.hostContext.hierarchy.sceneSettings(index).isExternal ?? false
    let scene = UIWindowScene(index: index, external: external)
    sceneInstances.append(scene)
    guard let delegate = app.makeSceneDelegate?() else { return }
    scene.delegate = delegate
    if let windowDelegate = delegate as? any UIWindowSceneDelegate {
      windowDelegate.window = sceneWindow(index)
    }
  }

  /// The key window of scene `index`, else its first window.
  func sceneWindow(_ index: Int) -> UIWindow? {
    guard let context = anchor?.hostContext else { return nil }
    let all = context.hierarchy.windows
    let inScene = all.indices.filter { all[$0].scene == index && windows.indices.contains($0) }
    return (inScene.first { all[$0].isKey } ?? inScene.first).map { windows[$0] }
  }

  /// Every connected scene's instance, in the order the scenes connected.
  var connectedWindowScenes: [UIWindowScene] {
    let count = anchor?.hostContext.hierarchy.sceneCount ?? 1
    return (0..<count).map(windowScene)
  }

  /// After a step: keeps the windows' scenes and the scenes' instances in step with the
  /// hierarchy, and calls the scene delegate of a scene that connected
  /// (`scene(_:willConnectTo:options:)`, before its controllers appear). A scene that
  /// disconnected waits in ``disconnectedScenes`` for ``tellDisconnections()``.
  func reconcileScenes(after step: borrowing Step, _ context: HostContext<UIKitApp>) {
    let hierarchy = context.hierarchy
    guard !hierarchy.scenes.isEmpty, step.skipped == nil else { return }
    switch step.event {
    case .connectScene:
      syncWindowScenes(context)
      let scene = windowScene(hierarchy.sceneCount - 1)
      scene.delegate?.scene(
        scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    case .disconnectScene(let position):
      // Counted as the runner counted it, among the scenes before the step.
      let count = hierarchy.sceneCount + 1
      let gone = ((position % count) + count) % count
      if gone < sceneInstances.count {
        let instance = sceneInstances.remove(at: gone)
        instance.sceneIndex = -1
        disconnectedScenes.append(instance)
      }
      for instance in sceneInstances where instance.sceneIndex > gone { instance.sceneIndex -= 1 }
      syncWindowScenes(context)
    default:
      syncWindowScenes(context)
    }
  }

  /// Records each window's scene and root (what a disconnection removes windows by, and what
  /// a removed window still holds).
  func syncWindowScenes(_ context: HostContext<UIKitApp>) {
    let all = context.hierarchy.windows
    for index in windows.indices where index < all.count {
      windows[index].sceneIndex = all[index].scene
      windows[index].rootSerial = all[index].root.map { context.serial(of: $0.rawValue) } ?? -1
    }
  }

  /// Removes the windows of the scene that disconnected, `gone`; each keeps its root, as a
  /// `UIWindow` does once its scene is gone (its delegate's `window` still shows it).
  func removeWindows(ofScene gone: Int) {
    for window in windows where window.sceneIndex == gone {
      let serial = Int(window.rootSerial)
      window.detachedRoot = instances.indices.contains(serial) ? instances[serial] : nil
    }
    windows.removeAll { $0.sceneIndex == gone }
  }

  /// Calls `sceneDidDisconnect(_:)` on the delegate of each scene that disconnected, once its
  /// controllers have disappeared.
  func tellDisconnections() {
    guard !disconnectedScenes.isEmpty else { return }
    // Told from the list taken out, which is then given back emptied (its capacity kept).
    var gone: [UIWindowScene] = []
    swap(&gone, &disconnectedScenes)
    for scene in gone { scene.delegate?.sceneDidDisconnect(scene) }
    gone.removeAll(keepingCapacity: true)
    if disconnectedScenes.isEmpty { swap(&gone, &disconnectedScenes) }
  }
}

extension UIScene {
  /// A set of `scenes` that iterates `scenes.first` first: a set's order follows its hashes
  /// (seeded for each process) and its capacity, so capacities are tried until the first
  /// connected scene comes first, the same in every process.
  static func inConnectionOrder(_ scenes: [UIWindowScene]) -> Set<UIScene> {
    guard let first = scenes.first, scenes.count > 1 else { return Set(scenes) }
    for extra in 0..<256 {
      var set = Set<UIScene>(minimumCapacity: scenes.count + extra)
      for scene in scenes { set.insert(scene) }
      if set.first === first { return set }
    }
    return Set(scenes)
  }
}
