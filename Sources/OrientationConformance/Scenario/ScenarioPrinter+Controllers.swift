import OrientationSpec

extension ScenarioPrinter {
  /// Appends a controller, its children, then what it presents, each a level deeper.
  mutating func write(_ spec: ControllerSpec, at level: Int, presented: Bool = false) {
    line(level, Self.controllerLine(spec, presented: presented))
    for child in spec.children { write(child, at: level + 1) }
    for presentation in spec.presentations {
      line(level + 1, Self.presentsLine(presentation))
      write(presentation, at: level + 2, presented: true)
    }
  }

  /// `presents .overFullScreen beingPresented`: the style and phase of `presented` when they
  /// are not the defaults.
  static func presentsLine(_ presented: ControllerSpec) -> String {
    var parts = ["presents"]
    let style = presented.controller.modalPresentationStyle
    if style != Controller(presented.controller.kind).modalPresentationStyle {
      parts.append(style.description)
    }
    if presented.phase != .presented { parts.append(presented.phase.name) }
    return parts.joined(separator: " ")
  }

  /// `tabBar "Main" as tabs selected none`: the kind, the name, the label, then every attribute
  /// that is not the default; the style and phase of a presented controller are on its `presents` line.
  static func controllerLine(_ spec: ControllerSpec, presented: Bool) -> String {
    let controller = spec.controller
    let plain = Controller(controller.kind)
    var parts = [controller.kind.name]
    if !spec.name.isEmpty { parts.append(Scenario.stringLiteral(spec.name)) }
    if !spec.label.isEmpty { parts.append("as " + spec.label) }
    if controller.origin != plain.origin { parts.append(controller.origin.name) }
    let firstTab: TabSelection = spec.children.isEmpty ? .none : .index(0)
    if spec.tabSelection != (controller.kind == .tabBar ? firstTab : .none) {
      parts.append("selected " + Scenario.selectionName(spec.tabSelection))
    }
    parts += answers(controller.declared)
    parts += controller.options.names
    if controller.barStyle != .default { parts.append("barStyle ." + controller.barStyle.name) }
    if !presented {
      if controller.modalPresentationStyle != plain.modalPresentationStyle {
        parts.append("style \(controller.modalPresentationStyle)")
      }
      if spec.phase != .presented { parts.append(spec.phase.name) }
    }
    return parts.joined(separator: " ")
  }

  /// `supports .landscape prefers .landscapeRight`: the answers declared, in keyword order.
  static func answers(_ declared: DeclaredAnswers) -> [String] {
    var parts: [String] = []
    if let mask = declared.supportedInterfaceOrientations { parts.append("supports \(mask)") }
    if let value = declared.shouldAutorotate { parts.append("autorotates \(value)") }
    if let value = declared.preferredInterfaceOrientationForPresentation {
      parts.append("prefers \(value)")
    }
    if let value = declared.prefersStatusBarHidden { parts.append("statusBarHidden \(value)") }
    if let value = declared.preferredStatusBarStyle { parts.append("statusBarStyle \(value)") }
    if let value = declared.forbidsInteractivePop {
      parts.append("forbidsInteractivePop \(value)")
    }
    return parts
  }
}
