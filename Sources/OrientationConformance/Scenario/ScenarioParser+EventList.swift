import OrientationSpec

extension ScenarioParser {
  /// The lines below `events`: the events, with the expectations after each, their labels
  /// checked and followed as they are read.
  struct EventList {
    var events: [Event] = []
    var annotations: [Int: EventAnnotation] = [:]
    var expectations: [ScenarioExpectation] = []
    var locations = Scenario.Document.Locations()

    init() {}

    init(_ nodes: [ScenarioNode], labels: inout ScenarioLabels) throws(ScenarioError) {
      for node in nodes {
        if node.line.keyword == "expect" {
          guard !events.isEmpty else {
            throw node.line.error("'expect' follows the event whose outcome it checks")
          }
          expectations.append(
            try ScenarioParser.expectation(node, after: events.count - 1, labels: labels))
          locations.expectations.append(
            Scenario.Location(line: node.line.number, column: node.line.head.column))
          continue
        }
        let parsed = try ScenarioParser.event(node)
        if let target = parsed.target {
          try labels.check(
            target, role: TargetRole(of: parsed.event), keyword: node.line.keyword)
        }
        let presented: Bool
        if case .present = parsed.event { presented = true } else { presented = false }
        for tree in parsed.trees { try labels.define(tree, presented: presented) }
        labels.follow(parsed)
        if let annotation = parsed.annotation { annotations[events.count] = annotation }
        events.append(parsed.event)
        locations.events.append(
          Scenario.Location(line: node.line.number, column: node.line.head.column))
        locations.targets.append(
          parsed.target.map { Scenario.Location(line: $0.line, column: $0.column) })
      }
    }
  }
}
