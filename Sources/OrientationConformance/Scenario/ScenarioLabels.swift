import OrientationSpec

/// The labels a scenario file gives its controllers (`as player`), checked as the parser reads
/// them: each made once, named only once it is made, by an event that can act on it, and not
/// after the file's own events removed it.
///
/// Removals are known by following the file's events on a copy of the hierarchy (`shadow`),
/// each taken as applied, as far as that can be done without running them: up to the first
/// event whose effect depends on the run (a back-swipe, an app's action, a position past the
/// last, a refused presentation). Past that point, and for what the app's own code or a
/// resolver's refresh does, the runner skips the step with its reason instead.
struct ScenarioLabels {
  /// Where a label was made, and what its controller is.
  struct Definition {
    var line: Int
    var kind: ControllerKind
    /// Whether the controller is presented (under `presents`, or the tree of a `present`).
    var presented: Bool
  }

  var definitions: [String: Definition] = [:]
  /// The labels in the order they were made.
  var order: [String] = []
  /// The line of each `as NAME` in the whole text, to say so of a label named too early.
  let madeOn: [String: Int]
  /// The hierarchy as the file's events leave it, while they can be followed.
  var shadow: Hierarchy?
  /// The event that removed each label's controller: its line and keyword.
  var removedBy: [String: (line: Int, keyword: String)] = [:]
  var positions: PositionCounting = .exact

  init(_ lines: [ScenarioLine]) {
    var madeOn: [String: Int] = [:]
    for line in lines {
      for (index, token) in line.tokens.enumerated().dropLast()
      where token.kind == .word && token.text == "as" && madeOn[line.tokens[index + 1].text] == nil
      {
        madeOn[line.tokens[index + 1].text] = line.number
      }
    }
    self.madeOn = madeOn
  }

  /// Records the labels of `controller` and the controllers below it.
  mutating func define(_ controller: ParsedController, presented: Bool) throws(ScenarioError) {
    let label = controller.spec.label
    if !label.isEmpty {
      if let first = definitions[label] {
        throw controller.line.error("name '\(label)' given twice (first on line \(first.line))")
      }
      definitions[label] = Definition(
        line: controller.line.number, kind: controller.spec.controller.kind,
        presented: presented)
      order.append(label)
    }
    for child in controller.children { try define(child, presented: false) }
    for presentation in controller.presentations { try define(presentation, presented: true) }
  }

  /// Refuses a label that names no controller made so far, one the event cannot act on
  /// (`role`), or one whose controller the file's events removed.
  func check(_ target: ParsedTarget, role: TargetRole?, keyword: String) throws(ScenarioError) {
    guard let label = target.label else { return }
    func error(_ message: String) -> ScenarioError {
      ScenarioError(line: target.line, column: target.column, message: message)
    }
    guard let definition = definitions[label] else {
      if let line = madeOn[label], line >= target.line {
        throw error(
          "'\(label)' is made on line \(line), after this line; name a controller once it is made")
      }
      throw error(
        order.isEmpty
          ? "unknown controller name '\(label)'; no controller has a name yet (write 'as NAME'"
            + " after a controller's kind and class)"
          : "unknown controller name '\(label)'; expected a position or one of "
            + order.joined(separator: ", "))
    }
    let place = "'\(label)' (line \(definition.line))"
    switch role {
    case .navigation? where definition.kind != .navigation,
      .tabBar? where definition.kind != .tabBar:
      throw error(
        "\(place) is \(Scenario.article(definition.kind.name + " controller"));"
          + " '\(keyword)' needs \(role!.noun)")
    case .presented? where !definition.presented:
      throw error(
        "\(place) is not presented; '\(keyword)' needs a presented controller (under"
          + " 'presents', or made by 'present')")
    default: break
    }
    // An expectation may name a controller that is gone: it then fails with what is there.
    if keyword != "expect", let removal = removedBy[label] {
      throw error("'\(label)' is gone: line \(removal.line) ('\(removal.keyword)') removed it")
    }
  }
}
