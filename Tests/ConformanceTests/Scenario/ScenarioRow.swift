import OrientationConformance
import OrientationSpec
import Testing

/// A scenario text in a table, with the line of the row that holds it.
struct ScenarioRow: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var sourceLocation: SourceLocation

  init(_ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    self.name = name
    self.text = text
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { name }
}

extension Session {
  /// The session with its hierarchy in canonical form, as a parser makes it.
  var canonical: Session {
    var copy = self
    copy.hierarchy = hierarchy.canonical
    return copy
  }
}

/// Checks both laws on `session`: its text parses back to it, and prints again unchanged.
func expectRoundTrip(
  _ session: Session, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = Scenario.print(session)
  do {
    let parsed = try Scenario.parse(text)
    #expect(
      parsed == session.canonical, "\(comment ?? "")\n\(text)", sourceLocation: sourceLocation)
    #expect(Scenario.print(parsed) == text, comment, sourceLocation: sourceLocation)
  } catch {
    Issue.record("\(comment ?? "")\(error)\n\(text)", sourceLocation: sourceLocation)
  }
}
