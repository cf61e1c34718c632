public import OrientationSpec

/// Classification labels for generated cases, so a run reports its distribution and coverage.
public enum Labels {
  /// Labels of a hierarchy: every kind, origin, option, style and phase it holds, its windows, and
  /// the shapes the seed articles care about.
  public static func hierarchy(_ hierarchy: Hierarchy) -> [String] {
    var labels: Set<String> = ["windows: \(hierarchy.windows.count)"]
    for id in hierarchy.ids {
      let controller = hierarchy[id]
      labels.insert("kind: \(controller.kind.name)")
      labels.insert("origin: \(controller.origin.name)")
      for option in controller.options.names { labels.insert("option: \(option)") }
      if hierarchy.presenter(of: id) != nil {
        labels.insert("style: \(controller.modalPresentationStyle)")
        labels.insert("phase: \(hierarchy.phase(of: id).name)")
      }
      if controller.kind == .tabBar {
        switch hierarchy.tabSelection(of: id) {
        case .none: labels.insert("tab bar without a selection")
        case .moreList: labels.insert("tab bar showing the More list")
        case .index: break
        }
      }
    }
    for window in hierarchy.windows {
      guard let root = window.root, hierarchy[root].kind == .tabBar,
        case .index(let selected) = hierarchy.tabSelection(of: root),
        hierarchy[hierarchy.children(of: root)[selected]].kind == .navigation
      else { continue }
      labels.insert("navigation inside a tab bar")
      if hierarchy.presentationChain(from: root).contains(where: {
        hierarchy[$0].modalPresentationStyle == .fullScreen
      }) {
        labels.insert("full-screen presentation over a navigation controller inside a tab bar")
      }
    }
    return labels.sorted()
  }

  /// Labels of a session: its app, its hierarchy and every event kind it uses.
  public static func session(_ session: Session) -> [String] {
    var labels = Set(hierarchy(session.hierarchy))
    labels.insert("idiom: \(session.app.idiom.name)")
    labels.insert(session.app.osVersion.major >= 16 ? "iOS 16+" : "before iOS 16")
    switch session.app.plistOrientations {
    case nil: labels.insert("plist: missing key")
    case .some(let list) where list.isEmpty: labels.insert("plist: empty list")
    default: break
    }
    if session.app.delegateOrientations != nil { labels.insert("app delegate answers") }
    if session.orientationLock { labels.insert("orientation lock on") }
    for event in session.events { labels.insert("event: \(event.kind.rawValue)") }
    return labels.sorted()
  }
}
