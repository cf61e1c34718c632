extension Event: CustomStringConvertible {
  /// The event in a few words: `push "Player" onto navigation 0`, `rotate .landscapeLeft`.
  public var description: String { description(target: nil) }

  /// The event in a few words, with `label` in place of its controller's position when given
  /// (`pop navigation nav`): how a scenario file's event that names it by label reads.
  public func description(target label: String?) -> String {
    func at(_ position: Int) -> String { label ?? "\(position)" }
    func named(_ spec: ControllerSpec) -> String {
      spec.name.isEmpty ? spec.controller.kind.uikitClassName : "\"\(spec.name)\""
    }
    switch self {
    case .rotateDevice(let pose): return "rotate \(pose)"
    case .setOrientationLock(let on): return "orientation lock \(on ? "on" : "off")"
    case .push(let spec, let navigation): return "push \(named(spec)) onto navigation \(at(navigation))"
    case .pop(let navigation): return "pop navigation \(at(navigation))"
    case .popToRoot(let navigation): return "pop to root navigation \(at(navigation))"
    case .setViewControllers(let stack, let navigation):
      return "set navigation \(at(navigation)) to [" + stack.map(named).joined(separator: ", ") + "]"
    case .beginInteractivePop: return "begin back-swipe"
    case .endInteractivePop(let finished):
      return finished ? "finish back-swipe" : "cancel back-swipe"
    case .selectTab(let selection, let tabBar):
      switch selection {
      case .none: return "select no tab in tab bar \(at(tabBar))"
      case .index(let index): return "select tab \(index) in tab bar \(at(tabBar))"
      case .moreList: return "select the More list in tab bar \(at(tabBar))"
      }
    case .present(let spec, let style, let from, let animated):
      return "present \(named(spec)) \(style) from \(at(from))\(animated ? " animated" : "")"
    case .dismiss(let presented, let animated):
      return "dismiss presented \(at(presented))\(animated ? " animated" : "")"
    case .cancelInteractiveDismiss(let presented):
      return "cancel interactive dismiss of presented \(at(presented))"
    case .presentAlert(let from): return "present an alert from \(at(from))"
    case .showWindow(let spec, let level, let makeKey):
      return "show window level \(level) with \(named(spec))\(makeKey ? " key" : "")"
    case .makeKeyWindow(let window): return "make window \(window) key"
    case .removeWindow(let window): return "remove window \(window)"
    case .declare(let declared, let controller):
      return "declare on \(at(controller)): \(declared.summary)"
    case .setAppDelegateOrientations(let mask):
      return "app delegate returns \(mask.map(\.description) ?? "nothing (not implemented)")"
    case .launch: return "launch"
    case .enterBackground: return "enter background"
    case .enterForeground(let pose): return "enter foreground held \(pose)"
    case .attemptRotationToDeviceOrientation: return "attemptRotationToDeviceOrientation()"
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      return "setNeedsUpdateOfSupportedInterfaceOrientations()"
    case .requestGeometryUpdate(let mask): return "requestGeometryUpdate(\(mask))"
    case .setDeviceOrientation(let pose): return "UIDevice orientation = \(pose) (key-value coding)"
    case .action(let name, let controller): return "action \(name) on \(at(controller))"
    case .connectScene(let spec, let external):
      return "connect a scene\(external ? " on an external display" : "") with \(named(spec))"
    case .requestSceneGeometryUpdate(let mask, let scene):
      return "requestGeometryUpdate(\(mask)) on scene \(scene)"
    case .updateSceneSupportedInterfaceOrientations(let scene):
      return "setNeedsUpdateOfSupportedInterfaceOrientations() in scene \(scene)"
    case .beginInteractiveDismiss(let presented):
      return "begin interactive dismiss of presented \(at(presented))"
    case .endInteractiveDismiss(let finished):
      return finished ? "finish interactive dismiss" : "cancel interactive dismiss"
    case .disconnectScene(let scene): return "disconnect scene \(scene)"
    case .setDeviceOrientations(let poses):
      return "UIDevice orientation = "
        + poses.map { "\($0)" }.joined(separator: ", then ")
        + " in one turn (key-value coding)"
    }
  }
}

extension DeclaredAnswers {
  /// The declared answers as `supports: .landscape, autorotates: false`, or `nothing`.
  public var summary: String {
    var parts: [String] = []
    if let value = supportedInterfaceOrientations { parts.append("supports: \(value)") }
    if let value = shouldAutorotate { parts.append("autorotates: \(value)") }
    if let value = preferredInterfaceOrientationForPresentation {
      parts.append("prefers: \(value)")
    }
    if let value = prefersStatusBarHidden { parts.append("statusBarHidden: \(value)") }
    if let value = preferredStatusBarStyle { parts.append("statusBarStyle: \(value)") }
    if let value = forbidsInteractivePop { parts.append("forbidsInteractivePop: \(value)") }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }
}
