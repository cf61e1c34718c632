import OrientationSpec

/// Reads the lines of a scenario into a ``Session``; every error names its line and column.
struct ScenarioParser {
  /// Lines nested deeper than this are refused, so no input can exhaust the stack.
  static let maximumDepth = 200

  let lines: [ScenarioLine]
  /// The line number just past the text, where "end of file" is reported.
  let endLine: Int

  init(_ lexed: (lines: [ScenarioLine], endLine: Int)) {
    lines = lexed.lines
    endLine = lexed.endLine
  }

  /// The document the lines describe: the session, the assumptions their `assume` lines set,
  /// the resolvers their `resolver` lines name, and their expectations.
  func document() throws(ScenarioError) -> Scenario.Document {
    var index = 0
    let nodes = try Self.nodes(lines, at: &index, below: -1, indent: 0, depth: 0)
    var header = Header()
    var windows: [ParsedWindow] = []
    var scenes: [Scene] = []
    var labels = ScenarioLabels(lines)
    var events: EventList?
    var hierarchy: Hierarchy?
    for (position, node) in nodes.enumerated() {
      let head = node.line.head
      let keyword = node.line.keyword
      if position == 0 && keyword != "app" {
        throw node.line.error("expected 'app' first; found \(head.quoted)")
      }
      if events != nil {
        throw node.line.error("\(head.quoted) after 'events'; the events come last")
      }
      switch keyword {
      case _ where Scenario.headerKeywords.contains(keyword):
        if !windows.isEmpty {
          throw node.line.error("'\(keyword)' belongs before the first window")
        }
        try header.read(node)
      case "window":
        if !scenes.isEmpty {
          throw node.line.error("a 'window' after a 'scene' belongs indented under a 'scene'")
        }
        let window = try Self.window(node)
        if let root = window.root { try labels.define(root, presented: false) }
        windows.append(window)
      case "scene":
        if !windows.isEmpty && scenes.isEmpty {
          throw node.line.error("'scene' after a window: with scenes, every window is under one")
        }
        let scene = try Self.scene(node, index: scenes.count)
        for window in scene.windows {
          if let root = window.root { try labels.define(root, presented: false) }
        }
        scenes.append(scene.scene)
        windows += scene.windows
      case "events":
        guard !windows.isEmpty else {
          throw node.line.error("expected at least one 'window'; found 'events'")
        }
        try TokenCursor(node.line).end()
        hierarchy = try Self.hierarchy(windows, scenes: scenes)
        labels.shadow = hierarchy
        labels.positions = header.positions ?? .exact
        events = try EventList(node.children, labels: &labels)
      default:
        throw node.line.error(
          "unknown keyword \(head.quoted); expected one of "
            + Scenario.topLevelKeywords.joined(separator: ", "))
      }
    }
    guard !windows.isEmpty else {
      let message = nodes.isEmpty ? "expected 'app' first" : "expected at least one 'window'"
      throw ScenarioError(line: endLine, column: 1, message: message + "; found end of file")
    }
    let list = events ?? EventList()
    if hierarchy == nil { hierarchy = try Self.hierarchy(windows, scenes: scenes) }
    var session = Session(
      app: header.app, hierarchy: hierarchy!, interfaceOrientation: header.interfaceOrientation,
      deviceOrientation: header.deviceOrientation, orientationLock: header.orientationLock,
      events: list.events)
    // Positions count exactly in a file, unless it says otherwise; a session that names none
    // counts modulo, as a generated one, which it then cannot differ from.
    let named = list.events.contains(where: \.namesPosition)
    session.positions = named ? header.positions ?? .exact : .modulo
    session.annotations = list.annotations
    var locations = list.locations
    locations.resolvers = header.resolverLocations
    var document = Scenario.Document(
      session: session, assumptions: header.assumptions, resolvers: header.resolvers,
      expectations: list.expectations, locations: locations)
    document.firstAssume = header.firstAssume
    return document
  }

  /// The lines indented below `parent`, which share one indentation (`indent`, or the first
  /// line's), each with the lines indented below it.
  static func nodes(
    _ lines: [ScenarioLine], at index: inout Int, below parent: Int, indent: Int?, depth: Int
  ) throws(ScenarioError) -> [ScenarioNode] {
    guard index < lines.count, lines[index].indent > parent else { return [] }
    let indent = indent ?? lines[index].indent
    var nodes: [ScenarioNode] = []
    while index < lines.count, lines[index].indent > parent {
      let line = lines[index]
      guard line.indent == indent else {
        throw ScenarioError(
          line: line.number, column: line.indent + 1,
          message: "inconsistent indentation: expected \(indent) spaces, found \(line.indent)")
      }
      guard depth <= maximumDepth else {
        throw ScenarioError(
          line: line.number, column: line.indent + 1,
          message: "nesting deeper than \(maximumDepth) levels")
      }
      index += 1
      let children = try Self.nodes(lines, at: &index, below: indent, indent: nil, depth: depth + 1)
      nodes.append(ScenarioNode(line: line, children: children))
    }
    return nodes
  }
}
