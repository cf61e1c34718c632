import OrientationSpec

/// An event read from its line, with what the file says about it beyond its value.
struct ParsedEvent {
  var event: Event
  var line: ScenarioLine
  /// The controller or window it acts on, as written.
  var target: ParsedTarget?
  /// For `declare`: whether the answers it does not name keep their values (no `replacing`).
  var keepsOtherAnswers = false
  /// The controller trees it carries, with their lines and labels.
  var trees: [ParsedController] = []

  /// The annotation the session keeps for it, if it needs one.
  var annotation: EventAnnotation? {
    guard target?.label != nil || keepsOtherAnswers else { return nil }
    return EventAnnotation(target: target?.label, keepsOtherAnswers: keepsOtherAnswers)
  }
}

extension ScenarioParser {
  /// One event line and the controller trees below it.
  static func event(_ node: ScenarioNode) throws(ScenarioError) -> ParsedEvent {
    let line = node.line
    guard let kind = Event.Kind(rawValue: line.keyword), kind.keyword == kind.rawValue else {
      throw line.error(
        "unknown event \(line.head.quoted); expected one of "
          + Event.Kind.keywordKinds.map(\.rawValue).joined(separator: ", ") + ", expect")
    }
    var cursor = TokenCursor(line)
    var parsed: ParsedEvent
    switch kind {
    case .push:
      try cursor.expect("navigation")
      let target = try cursor.target()
      try cursor.end()
      let trees = try eventTrees([single(node, "controller tree")], host: .navigation, line)
      parsed = ParsedEvent(
        event: .push(trees[0].tree, navigation: target.position), line: line, target: target,
        trees: trees)
    case .setViewControllers:
      try cursor.expect("navigation")
      let target = try cursor.target()
      try cursor.end()
      let trees = try eventTrees(node.children, host: .navigation, line)
      parsed = ParsedEvent(
        event: .setViewControllers(trees.map(\.tree), navigation: target.position), line: line,
        target: target, trees: trees)
    case .present:
      let style = try cursor.presentationStyle()
      try cursor.expect("from")
      let target = try cursor.target()
      let animated = cursor.animated()
      try cursor.end()
      let trees = try eventTrees([single(node, "controller tree")], host: .presenter(style), line)
      parsed = ParsedEvent(
        event: .present(trees[0].tree, style: style, from: target.position, animated: animated),
        line: line, target: target, trees: trees)
    case .showWindow:
      let (level, isKey) = try cursor.windowAttributes()
      let trees = try eventTrees([single(node, "controller tree")], host: .window, line)
      parsed = ParsedEvent(
        event: .showWindow(trees[0].tree, level: level, makeKey: isKey), line: line,
        trees: trees)
    case .connectScene:
      let external = cursor.peekWord == "external"
      if external { cursor.take() }
      try cursor.end()
      let trees = try eventTrees([single(node, "controller tree")], host: .window, line)
      parsed = ParsedEvent(
        event: .connectScene(trees[0].tree, external: external), line: line, trees: trees)
    default:
      try line.refuse(node.children)
      parsed = ParsedEvent(event: .launch, line: line)
      try simpleEvent(kind, &cursor, into: &parsed)
    }
    try cursor.end()
    return parsed
  }

  /// An event without controller trees, into `parsed`.
  static func simpleEvent(
    _ kind: Event.Kind, _ cursor: inout TokenCursor, into parsed: inout ParsedEvent
  ) throws(ScenarioError) {
    func target(_ make: (Int) -> Event) throws(ScenarioError) {
      let target = try cursor.target()
      parsed.target = target
      parsed.event = make(target.position)
    }
    switch kind {
    case .rotateDevice: parsed.event = .rotateDevice(try cursor.deviceOrientation())
    case .setOrientationLock: parsed.event = .setOrientationLock(try cursor.bool())
    case .pop:
      try cursor.expect("navigation")
      try target { .pop(navigation: $0) }
    case .popToRoot:
      try cursor.expect("navigation")
      try target { .popToRoot(navigation: $0) }
    case .beginInteractivePop: parsed.event = .beginInteractivePop
    case .endInteractivePop:
      parsed.event = .endInteractivePop(
        finished: try cursor.choice("ending", Scenario.interactiveEndings))
    case .selectTab:
      let selection = try cursor.int(
        or: "tab selection", Scenario.tabSelections, TabSelection.index)
      try cursor.expect("tabBar")
      try target { .selectTab(selection, tabBar: $0) }
    case .dismiss:
      let target = try cursor.target()
      parsed.target = target
      parsed.event = .dismiss(presented: target.position, animated: cursor.animated())
    case .cancelInteractiveDismiss: try target { .cancelInteractiveDismiss(presented: $0) }
    case .beginInteractiveDismiss: try target { .beginInteractiveDismiss(presented: $0) }
    case .endInteractiveDismiss:
      parsed.event = .endInteractiveDismiss(
        finished: try cursor.choice("ending", Scenario.interactiveEndings))
    case .presentAlert:
      try cursor.expect("from")
      try target { .presentAlert(from: $0) }
    case .makeKeyWindow, .removeWindow:
      let target = try cursor.windowTarget()
      parsed.target = target
      parsed.event =
        kind == .makeKeyWindow ? .makeKeyWindow(target.position) : .removeWindow(target.position)
    case .declare:
      let target = try cursor.target()
      let replacing = cursor.peekWord == "replacing"
      if replacing { cursor.take() }
      parsed.target = target
      parsed.keepsOtherAnswers = !replacing
      parsed.event = .declare(try cursor.answers(), controller: target.position)
    case .setAppDelegateOrientations:
      parsed.event = .setAppDelegateOrientations(try cursor.maskOrNone())
    case .launch: parsed.event = .launch
    case .enterBackground: parsed.event = .enterBackground
    case .enterForeground: parsed.event = .enterForeground(try cursor.deviceOrientation())
    case .attemptRotationToDeviceOrientation: parsed.event = .attemptRotationToDeviceOrientation
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      if let scene = try cursor.sceneArgument() {
        parsed.event = .updateSceneSupportedInterfaceOrientations(scene: scene)
      } else {
        parsed.event = .setNeedsUpdateOfSupportedInterfaceOrientations
      }
    case .requestGeometryUpdate:
      let mask = try cursor.mask()
      if let scene = try cursor.sceneArgument() {
        parsed.event = .requestSceneGeometryUpdate(mask, scene: scene)
      } else {
        parsed.event = .requestGeometryUpdate(mask)
      }
    case .action:
      let name = try cursor.string("an action name")
      try cursor.expect("on")
      try target { .action(name, controller: $0) }
    case .setDeviceOrientation:
      // Several poses: the sets one turn of the app's code makes, back to back.
      var poses = [try cursor.deviceOrientation()]
      while cursor.peek != nil { poses.append(try cursor.deviceOrientation()) }
      parsed.event =
        poses.count == 1 ? .setDeviceOrientation(poses[0]) : .setDeviceOrientations(poses)
    case .disconnectScene:
      let target = try cursor.sceneTarget()
      parsed.target = target
      parsed.event = .disconnectScene(scene: target.position)
    case .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations,
      .setDeviceOrientations:
      preconditionFailure("\(kind) is written with another kind's keyword: refused by event(_:)")
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
  ) throws(ScenarioError) -> [ParsedController] {
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
    return parsed
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
