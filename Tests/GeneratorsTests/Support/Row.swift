import Testing

/// A table row that records the line it is written on, so a failure points at the row.
struct Row<Input, Expected>: CustomTestStringConvertible {
  var name: String
  var input: Input
  var expected: Expected
  var sourceLocation: SourceLocation

  init(
    _ name: String, _ input: Input, _ expected: Expected,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.input = input
    self.expected = expected
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { name }
}

extension Row: Sendable where Input: Sendable, Expected: Sendable {}
