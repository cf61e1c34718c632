import OrientationSpec

/// A `scene` line: the scene's settings and the windows indented below it.
struct ParsedScene {
  var line: ScenarioLine
  var scene: Scene
  var windows: [ParsedWindow]
}

extension ScenarioParser {
  /// A `scene` line (`scene external orientation .landscapeRight delegate .landscape`) and its
  /// windows, the `index`-th scene: the first takes its orientation from the `orientation` line.
  static func scene(_ node: ScenarioNode, index: Int) throws(ScenarioError) -> ParsedScene {
    var cursor = TokenCursor(node.line)
    var scene = Scene()
    var seen: Set<String> = []
    while let token = cursor.peek {
      switch token.kind == .word ? token.text : "" {
      case "external":
        try cursor.once("'external'", in: &seen)
        cursor.take()
        scene.isExternal = true
      case "orientation":
        guard index > 0 else {
          throw cursor.error(
            "the first scene's orientation is the 'orientation' line's; 'orientation' on a"
              + " 'scene' line sets a later scene's")
        }
        try cursor.once("'orientation'", in: &seen)
        cursor.take()
        scene.interfaceOrientation = try cursor.interfaceOrientation()
      case "delegate":
        try cursor.once("'delegate'", in: &seen)
        cursor.take()
        scene.delegateOrientations = try cursor.mask()
      default:
        throw cursor.error(
          "unknown scene attribute \(token.quoted); expected external, orientation or delegate")
      }
    }
    var windows: [ParsedWindow] = []
    for child in node.children {
      guard child.line.keyword == "window" else {
        throw child.line.error(
          "expected 'window' under 'scene'; found \(child.line.head.quoted)")
      }
      var window = try Self.window(child)
      window.scene = index
      windows.append(window)
    }
    guard !windows.isEmpty else {
      throw node.line.error("'scene' needs at least one 'window' indented below it")
    }
    return ParsedScene(line: node.line, scene: scene, windows: windows)
  }
}

extension ScenarioPrinter {
  /// The windows, grouped under `scene` lines when the hierarchy lists its scenes.
  mutating func writeWindows(of session: Session) {
    let hierarchy = session.hierarchy
    let specs = hierarchy.windowSpecs
    guard !hierarchy.scenes.isEmpty else {
      for window in specs { write(window, at: 0) }
      return
    }
    for (index, scene) in hierarchy.scenes.enumerated() {
      text += "\n"
      var attributes = "scene"
      if scene.isExternal { attributes += " external" }
      if index > 0 { attributes += " orientation \(scene.interfaceOrientation)" }
      if let mask = scene.delegateOrientations { attributes += " delegate \(mask)" }
      line(0, attributes)
      for window in specs where window.scene == index { write(window, at: 1) }
    }
  }

  /// A window line and its root.
  mutating func write(_ window: WindowSpec, at level: Int) {
    if level == 0 { text += "\n" }
    line(
      level,
      "window" + Self.windowAttributes(level: window.level, isKey: window.isKey)
        + (window.delegateOrientations.map { " delegate \($0)" } ?? ""))
    if let root = window.root { write(root, at: level + 1) }
  }

  /// The arguments of the scene events (`requestGeometryUpdate .landscape scene 1`).
  static func sceneArguments(of event: Event) -> [String]? {
    switch event {
    case .requestSceneGeometryUpdate(let mask, let scene): ["\(mask)", "scene", "\(scene)"]
    case .updateSceneSupportedInterfaceOrientations(let scene): ["scene", "\(scene)"]
    default: nil
    }
  }
}

extension Event.Kind {
  /// The keyword a scenario writes the event with: a scene's refreshes are the refreshes'
  /// keywords with a `scene` argument; several `UIDevice` orientation sets in one turn are
  /// `setDeviceOrientation` with several poses.
  var keyword: String {
    switch self {
    case .requestSceneGeometryUpdate: Event.Kind.requestGeometryUpdate.rawValue
    case .updateSceneSupportedInterfaceOrientations:
      Event.Kind.setNeedsUpdateOfSupportedInterfaceOrientations.rawValue
    case .setDeviceOrientations: Event.Kind.setDeviceOrientation.rawValue
    default: rawValue
    }
  }

  /// The kinds a scenario names by their own keyword.
  static let keywordKinds = allCases.filter { $0.keyword == $0.rawValue }
}

extension TokenCursor {
  /// ` scene N`, if it is next.
  mutating func sceneArgument() throws(ScenarioError) -> Int? {
    guard peekWord == "scene" else { return nil }
    take()
    return try int()
  }
}
