import OrientationSpec

/// A controller read from its line, with the controllers below it.
struct ParsedController {
  /// The controller's own attributes; its children and presentations are below.
  var spec: ControllerSpec
  var line: ScenarioLine
  var children: [ParsedController]
  var presentations: [ParsedController]

  /// The tree as the model writes it.
  var tree: ControllerSpec {
    var tree = spec
    tree.children = children.map(\.tree)
    tree.presentations = presentations.map(\.tree)
    return tree
  }

  /// Appends where each controller was written, numbered as `Hierarchy(windows:)` numbers them:
  /// a controller, its children, then the first controller it presents.
  func collect(into references: inout [ScenarioReference]) {
    let label = spec.name.isEmpty ? spec.controller.kind.name : Scenario.stringLiteral(spec.name)
    references.append(
      ScenarioReference(
        line: line.number, column: line.head.column, label: "\(label) (line \(line.number))"))
    for child in children { child.collect(into: &references) }
    presentations.first?.collect(into: &references)
  }
}

/// A window read from its line, with its root.
struct ParsedWindow {
  var line: ScenarioLine
  var level: Int
  var isKey: Bool
  var root: ParsedController?
  /// The scene it is written under (0 without `scene` lines).
  var scene: SceneIndex = 0
  /// The app delegate's answer for this window (`delegate MASK`), when it has its own.
  var delegateOrientations: InterfaceOrientationMask?

  var spec: WindowSpec {
    WindowSpec(
      root: root?.tree, level: level, isKey: isKey, scene: scene,
      delegateOrientations: delegateOrientations)
  }
}

/// Where a controller or window was written, to report the structural rules it breaks.
struct ScenarioReference {
  var line: Int
  var column: Int
  /// How a message names it: `"Comment" (line 9)`.
  var label: String
}
