internal import OrientationSpec

extension AppSession {
  /// The instance of scene `index`, made when first reached: one instance a scene a session.
  func windowScene(_ index: Int) -> UIWindowScene {
    while sceneInstances.count <= index {
      sceneInstances.append(UIWindowScene(index: sceneInstances.count))
    }
    return sceneInstances[index]
  }

  /// Every connected scene's instance, in the order the scenes connected.
  var connectedWindowScenes: [UIWindowScene] {
    let count = anchor?.hostContext.hierarchy.sceneCount ?? 1
    return (0..<count).map(windowScene)
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
