import OrientationSpec

extension ScenarioLabels {
  /// Applies `parsed` to the shadow hierarchy as the runner would if it applied, and notes the
  /// labels whose controllers it removes; stops following at an event whose effect depends on
  /// the run.
  mutating func follow(_ parsed: ParsedEvent) {
    guard !definitions.isEmpty, var hierarchy = shadow else { return }
    shadow = nil
    let alive = order.filter {
      if case .alive = hierarchy.controller(labelled: $0) { true } else { false }
    }
    switch parsed.event {
    case .beginInteractivePop, .endInteractivePop, .beginInteractiveDismiss,
      .endInteractiveDismiss, .action:
      return
    case .push(let spec, _):
      guard let navigation = controller(parsed, in: hierarchy) else { return }
      hierarchy.push(spec, onto: navigation)
    case .pop:
      guard let navigation = controller(parsed, in: hierarchy) else { return }
      _ = hierarchy.pop(from: navigation)
    case .popToRoot:
      guard let navigation = controller(parsed, in: hierarchy) else { return }
      _ = hierarchy.popToRoot(of: navigation)
    case .setViewControllers(let stack, _):
      guard let navigation = controller(parsed, in: hierarchy) else { return }
      hierarchy.setViewControllers(stack, of: navigation)
    case .present(var spec, let style, _, _):
      guard let caller = controller(parsed, in: hierarchy) else { return }
      if spec.controller.kind != .alert { spec.controller.modalPresentationStyle = style }
      guard case .success = hierarchy.present(spec, from: caller) else { return }
    case .presentAlert:
      guard let caller = controller(parsed, in: hierarchy),
        case .success = hierarchy.present(.alert(), from: caller)
      else { return }
    case .dismiss, .cancelInteractiveDismiss:
      guard let presented = controller(parsed, in: hierarchy) else { return }
      if case .dismiss = parsed.event { hierarchy.dismiss(presented) }
    case .showWindow(let spec, let level, let makeKey):
      hierarchy.addWindow(root: spec, level: level, makeKey: makeKey)
    case .makeKeyWindow(let position), .removeWindow(let position):
      guard let window = window(position, in: hierarchy) else { return }
      if case .removeWindow = parsed.event { _ = hierarchy.removeWindow(window) }
    case .connectScene(let spec, let external):
      let scene = hierarchy.connectScene(
        Scene(isExternal: external), firstOrientation: .portrait)
      hierarchy.addWindow(root: spec, level: Window.normalLevel, makeKey: false, scene: scene)
    case .disconnectScene(let position):
      guard let scene = self.position(position, among: hierarchy.sceneCount) else { return }
      _ = hierarchy.disconnectScene(scene)
    default: break
    }
    for label in alive {
      if case .removed = hierarchy.controller(labelled: label) {
        removedBy[label] = (parsed.line.number, parsed.line.keyword)
      }
    }
    shadow = hierarchy
  }

  /// The controller `parsed` acts on in `hierarchy`, found as the runner finds it; `nil` when
  /// it cannot be (the shadow then stops following).
  func controller(_ parsed: ParsedEvent, in hierarchy: Hierarchy) -> ControllerID? {
    guard let target = parsed.target, let role = TargetRole(of: parsed.event) else { return nil }
    if let label = target.label {
      guard case .alive(let id) = hierarchy.controller(labelled: label) else { return nil }
      return id
    }
    let candidates = hierarchy.ids.filter { id in
      switch role {
      case .navigation: hierarchy[id].kind == .navigation
      case .tabBar: hierarchy[id].kind == .tabBar
      case .presented: hierarchy.presenter(of: id) != nil
      default: true
      }
    }
    guard let index = position(target.position, among: candidates.count) else { return nil }
    return candidates[index]
  }

  /// The window at `position`, counted as the file counts.
  func window(_ position: Int, in hierarchy: Hierarchy) -> WindowID? {
    self.position(position, among: hierarchy.windows.count).map(WindowID.init)
  }

  /// `position` among `count`, modulo or exactly as the file counts; `nil` for none.
  func position(_ position: Int, among count: Int) -> Int? {
    guard count > 0 else { return nil }
    if positions == .modulo { return ((position % count) + count) % count }
    return (0..<count).contains(position) ? position : nil
  }
}
