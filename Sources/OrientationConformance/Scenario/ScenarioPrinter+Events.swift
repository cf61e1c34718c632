import OrientationSpec

extension ScenarioPrinter {
  /// Appends an event line and, a level deeper, the controller trees it carries; its
  /// controller is named by the label `annotation` gives, if any, else by its position.
  mutating func write(_ event: Event, _ annotation: EventAnnotation? = nil, at level: Int) {
    let keyword = event.kind.keyword
    let target = annotation?.target
    func at(_ position: Int) -> String { target ?? "\(position)" }
    switch event {
    case .push(let spec, let navigation):
      line(level, "\(keyword) navigation \(at(navigation))")
      write(spec, at: level + 1)
    case .setViewControllers(let stack, let navigation):
      line(level, "\(keyword) navigation \(at(navigation))")
      for spec in stack { write(spec, at: level + 1) }
    case .present(let spec, let style, let from, let animated):
      line(level, "\(keyword) \(style) from \(at(from))" + (animated ? " animated" : ""))
      write(spec, at: level + 1)
    case .showWindow(let spec, let windowLevel, let makeKey):
      line(level, keyword + Self.windowAttributes(level: windowLevel, isKey: makeKey))
      write(spec, at: level + 1)
    case .connectScene(let spec, let external):
      line(level, keyword + (external ? " external" : ""))
      write(spec, at: level + 1)
    default:
      let arguments = Self.sceneArguments(of: event) ?? Self.arguments(of: event, annotation)
      line(level, ([keyword] + arguments).joined(separator: " "))
    }
  }

  /// The arguments of an event without controller trees, as the format writes them: a
  /// `declare` says `replacing` unless it keeps the answers it does not name.
  static func arguments(of event: Event, _ annotation: EventAnnotation? = nil) -> [String] {
    func at(_ position: Int) -> String { annotation?.target ?? "\(position)" }
    switch event {
    case .rotateDevice(let pose), .enterForeground(let pose), .setDeviceOrientation(let pose):
      return ["\(pose)"]
    case .setOrientationLock(let on): return ["\(on)"]
    case .pop(let navigation), .popToRoot(let navigation): return ["navigation", at(navigation)]
    case .endInteractivePop(let finished), .endInteractiveDismiss(let finished):
      return [finished ? "finished" : "cancelled"]
    case .selectTab(let selection, let tabBar):
      return [Scenario.selectionName(selection), "tabBar", at(tabBar)]
    case .dismiss(let presented, let animated):
      return [at(presented)] + (animated ? ["animated"] : [])
    case .cancelInteractiveDismiss(let presented), .beginInteractiveDismiss(let presented):
      return [at(presented)]
    case .presentAlert(let from): return ["from", at(from)]
    case .makeKeyWindow(let window), .removeWindow(let window): return ["\(window)"]
    case .disconnectScene(let scene): return ["\(scene)"]
    case .setDeviceOrientations(let poses): return poses.map { "\($0)" }
    case .declare(let declared, let controller):
      let keeps = annotation?.keepsOtherAnswers ?? false
      return [at(controller)] + (keeps ? [] : ["replacing"]) + answers(declared)
    case .setAppDelegateOrientations(let mask): return [mask.map(\.description) ?? "none"]
    case .requestGeometryUpdate(let mask): return ["\(mask)"]
    case .action(let name, let controller): return [Scenario.stringLiteral(name), "on", at(controller)]
    default: return []
    }
  }
}

extension Event {
  /// Whether the event names a controller or window by position: a session with one prints
  /// how its positions count.
  var namesPosition: Bool { targetPosition != nil }
}
