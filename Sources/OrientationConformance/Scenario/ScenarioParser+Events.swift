import OrientationSpec

extension ScenarioParser {
  /// One event line and the controller trees below it.
  static func event(_ node: ScenarioNode) throws(ScenarioError) -> Event {
    let line = node.line
    guard let kind = Event.Kind(rawValue: line.keyword), kind.keyword == kind.rawValue else {
      throw line.error(
        "unknown event \(line.head.quoted); expected one of "
          + Event.Kind.keywordKinds.map(\.rawValue).joined(separator: ", "))
    }
    var cursor = TokenCursor(line)
    let event: Event
    switch kind {
    case .push:
      try cursor.expect("navigation")
      let navigation = try cursor.int()
      try cursor.end()
      let tree = try eventTrees([single(node, "controller tree")], host: .navigation, line)
      event = .push(tree[0], navigation: navigation)
    case .setViewControllers:
      try cursor.expect("navigation")
      let navigation = try cursor.int()
      try cursor.end()
      event = .setViewControllers(
        try eventTrees(node.children, host: .navigation, line), navigation: navigation)
    case .present:
      let style = try cursor.presentationStyle()
      try cursor.expect("from")
      let from = try cursor.int()
      let animated = cursor.animated()
      try cursor.end()
      let tree = try eventTrees([single(node, "controller tree")], host: .presenter(style), line)
      event = .present(tree[0], style: style, from: from, animated: animated)
    case .showWindow:
      let (level, isKey) = try cursor.windowAttributes()
      let tree = try eventTrees([single(node, "controller tree")], host: .window, line)
      event = .showWindow(tree[0], level: level, makeKey: isKey)
    case .connectScene:
      let external = cursor.peekWord == "external"
      if external { cursor.take() }
      try cursor.end()
      let tree = try eventTrees([single(node, "controller tree")], host: .window, line)
      event = .connectScene(tree[0], external: external)
    default:
      try line.refuse(node.children)
      event = try simpleEvent(kind, &cursor)
    }
    try cursor.end()
    return event
  }

  /// An event without controller trees.
  static func simpleEvent(
    _ kind: Event.Kind, _ cursor: inout TokenCursor
  ) throws(ScenarioError) -> Event {
    switch kind {
    case .rotateDevice: return .rotateDevice(try cursor.deviceOrientation())
    case .setOrientationLock: return .setOrientationLock(try cursor.bool())
    case .pop:
      try cursor.expect("navigation")
      return .pop(navigation: try cursor.int())
    case .popToRoot:
      try cursor.expect("navigation")
      return .popToRoot(navigation: try cursor.int())
    case .beginInteractivePop: return .beginInteractivePop
    case .endInteractivePop:
      return .endInteractivePop(finished: try cursor.choice("ending", Scenario.popEndings))
    case .selectTab:
      let selection = try cursor.int(
        or: "tab selection", Scenario.tabSelections, TabSelection.index)
      try cursor.expect("tabBar")
      return .selectTab(selection, tabBar: try cursor.int())
    case .dismiss:
      let presented = try cursor.int()
      return .dismiss(presented: presented, animated: cursor.animated())
    case .cancelInteractiveDismiss: return .cancelInteractiveDismiss(presented: try cursor.int())
    case .presentAlert:
      try cursor.expect("from")
      return .presentAlert(from: try cursor.int())
    case .makeKeyWindow: return .makeKeyWindow(try cursor.int())
    case .removeWindow: return .removeWindow(try cursor.int())
    case .declare:
      let controller = try cursor.int()
      return .declare(try cursor.answers(), controller: controller)
    case .setAppDelegateOrientations: return .setAppDelegateOrientations(try cursor.maskOrNone())
    case .launch: return .launch
    case .enterBackground: return .enterBackground
    case .enterForeground: return .enterForeground(try cursor.deviceOrientation())
    case .attemptRotationToDeviceOrientation: return .attemptRotationToDeviceOrientation
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      if let scene = try cursor.sceneArgument() {
        return .updateSceneSupportedInterfaceOrientations(scene: scene)
      }
      return .setNeedsUpdateOfSupportedInterfaceOrientations
    case .requestGeometryUpdate:
      let mask = try cursor.mask()
      if let scene = try cursor.sceneArgument() {
        return .requestSceneGeometryUpdate(mask, scene: scene)
      }
      return .requestGeometryUpdate(mask)
    case .action:
      let name = try cursor.string("an action name")
      try cursor.expect("on")
      return .action(name, controller: try cursor.int())
    case .setDeviceOrientation: return .setDeviceOrientation(try cursor.deviceOrientation())
    case .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations:
      preconditionFailure("\(kind) is written with its refresh's keyword: refused by event(_:)")
    case .push, .setViewControllers, .present, .showWindow, .connectScene:
      preconditionFailure("\(kind) carries controller trees: parsed by event(_:)")
    }
  }

  /// Where an event puts its trees, to check them as the hierarchy will hold them.
  enum Host {
    /// Children of a navigation controller (`push`, `setViewControllers`).
    case navigation
    /// Presented from a window's root with this style (`present`).
    case presenter(ModalPresentationStyle)
    /// A new window's root (`showWindow`).
    case window
  }

  /// The trees below an event line, refused when they would break a structural rule where
  /// the event puts them.
  static func eventTrees(
    _ nodes: [ScenarioNode], host: Host, _ line: ScenarioLine
  ) throws(ScenarioError) -> [ControllerSpec] {
    var parsed: [ParsedController] = []
    for node in nodes { parsed.append(try controller(node)) }
    let trees = parsed.map(\.tree)
    let event = ScenarioReference(line: line.number, column: line.head.column, label: "")
    var references: [ScenarioReference] = []
    let root: ControllerSpec
    switch host {
    case .navigation:
      references.append(labelled(event, "the navigation controller"))
      root = ControllerSpec(Controller(.navigation), children: trees)
    case .presenter(let style):
      references.append(labelled(event, "the presenting controller"))
      var presented = trees[0]
      if presented.controller.kind != .alert { presented.controller.modalPresentationStyle = style }
      presented.phase = .presented
      root = ControllerSpec(Controller(.content), presentations: [presented])
    case .window:
      root = trees[0]
    }
    for tree in parsed { tree.collect(into: &references) }
    do throws(HierarchyError) {
      _ = try Hierarchy(windows: [WindowSpec(root: root, isKey: true)])
    } catch {
      throw structuralError(error, controllers: references, windows: [event])
    }
    return trees
  }

  static func labelled(_ reference: ScenarioReference, _ label: String) -> ScenarioReference {
    var copy = reference
    copy.label = label
    return copy
  }
}

extension TokenCursor {
  /// `animated`, if it is next.
  mutating func animated() -> Bool {
    guard peekWord == "animated" else { return false }
    take()
    return true
  }

  /// The declared answers of a `declare` event, in any order.
  mutating func answers() throws(ScenarioError) -> DeclaredAnswers {
    var declared = DeclaredAnswers()
    var seen: Set<String> = []
    while let token = peek {
      guard token.kind == .word, Scenario.answerKeywords.contains(token.text) else {
        throw error(
          "unknown answer \(token.quoted); expected one of "
            + Scenario.answerKeywords.joined(separator: ", "))
      }
      try once("'\(token.text)'", in: &seen)
      take()
      try answer(token.text, into: &declared)
    }
    return declared
  }
}
