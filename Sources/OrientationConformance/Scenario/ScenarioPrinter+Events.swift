import OrientationSpec

extension ScenarioPrinter {
  /// Appends an event line and, a level deeper, the controller trees it carries.
  mutating func write(_ event: Event, at level: Int) {
    let keyword = event.kind.keyword
    switch event {
    case .push(let spec, let navigation):
      line(level, "\(keyword) navigation \(navigation)")
      write(spec, at: level + 1)
    case .setViewControllers(let stack, let navigation):
      line(level, "\(keyword) navigation \(navigation)")
      for spec in stack { write(spec, at: level + 1) }
    case .present(let spec, let style, let from, let animated):
      line(level, "\(keyword) \(style) from \(from)" + (animated ? " animated" : ""))
      write(spec, at: level + 1)
    case .showWindow(let spec, let windowLevel, let makeKey):
      line(level, keyword + Self.windowAttributes(level: windowLevel, isKey: makeKey))
      write(spec, at: level + 1)
    case .connectScene(let spec, let external):
      line(level, keyword + (external ? " external" : ""))
      write(spec, at: level + 1)
    default:
      let arguments = Self.sceneArguments(of: event) ?? Self.arguments(of: event)
      line(level, ([keyword] + arguments).joined(separator: " "))
    }
  }

  /// The arguments of an event without controller trees, as the format writes them.
  static func arguments(of event: Event) -> [String] {
    switch event {
    case .rotateDevice(let pose), .enterForeground(let pose), .setDeviceOrientation(let pose):
      ["\(pose)"]
    case .setOrientationLock(let on): ["\(on)"]
    case .pop(let navigation), .popToRoot(let navigation): ["navigation", "\(navigation)"]
    case .endInteractivePop(let finished): [finished ? "finished" : "cancelled"]
    case .selectTab(let selection, let tabBar):
      [Scenario.selectionName(selection), "tabBar", "\(tabBar)"]
    case .dismiss(let presented, let animated): ["\(presented)"] + (animated ? ["animated"] : [])
    case .cancelInteractiveDismiss(let presented): ["\(presented)"]
    case .presentAlert(let from): ["from", "\(from)"]
    case .makeKeyWindow(let window), .removeWindow(let window): ["\(window)"]
    case .declare(let declared, let controller): ["\(controller)"] + answers(declared)
    case .setAppDelegateOrientations(let mask): [mask.map(\.description) ?? "none"]
    case .requestGeometryUpdate(let mask): ["\(mask)"]
    case .action(let name, let controller): [Scenario.stringLiteral(name), "on", "\(controller)"]
    default: []
    }
  }
}
