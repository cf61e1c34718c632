import OrientationSpec

extension ScenarioParser {
  /// What a `presents` line says about the controller below it.
  struct Presentation {
    var style: ModalPresentationStyle?
    var phase: TransitionPhase?
  }

  /// A `window` line and its root.
  static func window(_ node: ScenarioNode) throws(ScenarioError) -> ParsedWindow {
    var cursor = TokenCursor(node.line)
    var delegate: InterfaceOrientationMask?
    let (level, isKey) = try cursor.windowAttributes(delegate: &delegate)
    var window = ParsedWindow(line: node.line, level: level, isKey: isKey)
    window.delegateOrientations = delegate
    if let root = try atMostOne(node, "controller") { window.root = try controller(root) }
    return window
  }

  /// A controller line and everything indented below it.
  static func controller(
    _ node: ScenarioNode, presentation: Presentation = Presentation()
  ) throws(ScenarioError) -> ParsedController {
    let line = node.line
    if line.keyword == "presents" {
      throw line.error("'presents' must be indented under the presenting controller")
    }
    var cursor = TokenCursor(line, from: 0)
    let kind = try cursor.choice("controller kind", Scenario.kinds)
    var attributes = ControllerAttributes(kind: kind, presentation: presentation)
    if let name = cursor.peek, name.kind == .string {
      attributes.spec.name = name.text
      cursor.take()
    }
    if let label = try cursor.label() { attributes.spec.label = label }
    while cursor.peek != nil { try attributes.read(&cursor) }
    var parsed = ParsedController(
      spec: attributes.spec, line: line, children: [], presentations: [])
    for child in node.children {
      if child.line.keyword == "presents" {
        parsed.presentations.append(try presented(child))
      } else {
        parsed.children.append(try controller(child))
      }
    }
    let firstTab: TabSelection = parsed.children.isEmpty ? .none : .index(0)
    parsed.spec.tabSelection = attributes.selection ?? (kind == .tabBar ? firstTab : .none)
    parsed.spec.phase = attributes.phase ?? .presented
    return parsed
  }

  /// A `presents` line and the controller below it.
  static func presented(_ node: ScenarioNode) throws(ScenarioError) -> ParsedController {
    var cursor = TokenCursor(node.line)
    var presentation = Presentation()
    var seen: Set<String> = []
    while let token = cursor.peek {
      if token.kind == .word && token.text.hasPrefix(".") {
        try cursor.once("presentation style", in: &seen)
        presentation.style = try cursor.presentationStyle()
      } else {
        try cursor.once("phase", in: &seen)
        presentation.phase = try cursor.choice(
          "phase", Scenario.phases, alternatives: "or a presentation style such as .fullScreen")
      }
    }
    return try controller(try single(node, "controller"), presentation: presentation)
  }

  /// The one line indented below `node`, which must be there.
  static func single(_ node: ScenarioNode, _ what: String) throws(ScenarioError) -> ScenarioNode {
    guard let child = try atMostOne(node, what) else {
      throw node.line.error(
        "\(node.line.head.quoted) needs \(Scenario.article(what)) on the lines below it, indented")
    }
    return child
  }

  /// The line indented below `node`, if any; a second one is refused.
  static func atMostOne(_ node: ScenarioNode, _ what: String) throws(ScenarioError)
    -> ScenarioNode?
  {
    if node.children.count > 1 {
      throw node.children[1].line.error(
        "\(node.line.head.quoted) takes one \(what); found a second")
    }
    return node.children.first
  }
}

extension TokenCursor {
  /// `supports`, `autorotates`, `prefers`, … : the value after an answer's keyword.
  mutating func answer(
    _ keyword: String, into declared: inout DeclaredAnswers
  ) throws(ScenarioError) {
    switch keyword {
    case "supports": declared.supportedInterfaceOrientations = try mask()
    case "autorotates": declared.shouldAutorotate = try bool()
    case "prefers":
      declared.preferredInterfaceOrientationForPresentation = try interfaceOrientation()
    case "statusBarHidden": declared.prefersStatusBarHidden = try bool()
    case "statusBarStyle":
      declared.preferredStatusBarStyle = try choice(
        "status bar style", Scenario.choices(StatusBarStyle.self))
    default: declared.forbidsInteractivePop = try bool()
    }
  }

  /// `level .alert` and `key`, in any order, on a `window` or `showWindow` line; with
  /// `delegate` (a `window` line), `delegate MASK` too: the app delegate's answer for the window.
  mutating func windowAttributes(
    delegate: UnsafeMutablePointer<InterfaceOrientationMask?>? = nil
  ) throws(ScenarioError) -> (level: Int, isKey: Bool) {
    var level = Window.normalLevel
    var isKey = false
    var seen: Set<String> = []
    while let token = peek {
      switch token.kind == .word ? token.text : "" {
      case "key":
        try once("'key'", in: &seen)
        take()
        isKey = true
      case "level":
        try once("'level'", in: &seen)
        take()
        level = try int(or: "window level", Scenario.levels) { $0 }
      case "delegate" where delegate != nil:
        try once("'delegate'", in: &seen)
        take()
        delegate!.pointee = try mask()
      default:
        throw error(
          "unknown window attribute \(token.quoted); expected "
            + (delegate == nil ? "key or level" : "key, level or delegate"))
      }
    }
    return (level, isKey)
  }
}
