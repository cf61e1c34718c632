extension Hierarchy: CustomStringConvertible {
  /// The hierarchy as an indented tree, one controller a line, presentations marked `⇢`.
  ///
  /// ```
  /// window 0 (key)
  /// └─ #0 MainTabBarController tabBar selected: 0
  ///    ├─ #1 UINavigationController navigation
  ///    │  └─ #2 PlayerViewController supports: .landscape
  ///    └─ ⇢ #3 CommentViewController .overFullScreen beingPresented
  /// ```
  public var description: String {
    var lines: [String] = []
    for (index, window) in windows.enumerated() {
      var header = "window \(index)"
      var traits: [String] = []
      if window.isKey { traits.append("key") }
      if window.level != Window.normalLevel { traits.append("level \(window.level)") }
      if let mask = window.delegateOrientations { traits.append("app delegate \(mask)") }
      if !traits.isEmpty { header += " (" + traits.joined(separator: ", ") + ")" }
      lines.append(header)
      if let root = window.root {
        render(root, presented: false, prefix: "", isLast: true, into: &lines)
      } else {
        lines.append("└─ no root view controller")
      }
    }
    return lines.joined(separator: "\n")
  }

  private func render(
    _ id: ControllerID, presented: Bool, prefix: String, isLast: Bool, into lines: inout [String]
  ) {
    lines.append(prefix + (isLast ? "└─ " : "├─ ") + (presented ? "⇢ " : "") + summary(of: id))
    let below = prefix + (isLast ? "   " : "│  ")
    let children = children(of: id)
    let shown = self.presented(by: id)
    for (position, child) in children.enumerated() {
      render(
        child, presented: false, prefix: below,
        isLast: position == children.count - 1 && shown == nil,
        into: &lines)
    }
    if let shown { render(shown, presented: true, prefix: below, isLast: true, into: &lines) }
  }

  /// One controller on one line: identifier, name, label (`as player`), kind, origin, declared
  /// answers, state.
  public func summary(of id: ControllerID) -> String {
    let controller = self[id]
    var parts = ["\(id) \(name(of: id))"]
    let label = label(of: id)
    if !label.isEmpty { parts.append("as \(label)") }
    parts.append(controller.kind.name)
    if controller.origin != .app && controller.kind != .alert {
      parts.append(controller.origin.name)
    }
    let declared = controller.declared
    if let mask = declared.supportedInterfaceOrientations { parts.append("supports: \(mask)") }
    if let value = declared.shouldAutorotate { parts.append("autorotates: \(value)") }
    if let value = declared.preferredInterfaceOrientationForPresentation {
      parts.append("prefers: \(value)")
    }
    if let value = declared.prefersStatusBarHidden { parts.append("statusBarHidden: \(value)") }
    if let value = declared.preferredStatusBarStyle { parts.append("statusBarStyle: \(value)") }
    if let value = declared.forbidsInteractivePop {
      parts.append("forbidsInteractivePop: \(value)")
    }
    if controller.kind == .tabBar {
      switch tabSelection(of: id) {
      case .none: parts.append("selected: none")
      case .index(let index): parts.append("selected: \(index)")
      case .moreList: parts.append("selected: more")
      }
    }
    if controller.kind == .navigation && controller.barStyle != .default {
      parts.append("barStyle: \(controller.barStyle.name)")
    }
    parts += controller.options.names
    if presenter(of: id) != nil {
      if controller.kind != .alert { parts.append(controller.modalPresentationStyle.description) }
      if phase(of: id) != .presented { parts.append(phase(of: id).name) }
    }
    return parts.joined(separator: " ")
  }
}
