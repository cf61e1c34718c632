import OrientationConformance
import Testing

/// A command line that is a usage error, and the message it must print: a table row that records
/// its own source line, so a failure lands on the row.
struct UsageRow: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var message: String
  var sourceLocation: SourceLocation
  var testDescription: String { arguments.joined(separator: " ") }

  init(
    _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.arguments = arguments
    self.message = message
    self.sourceLocation = sourceLocation
  }

  /// Runs `prefix + arguments`: it must exit 64 (`.usage`) with `orientation-check: message` as the
  /// first line on standard error and nothing on standard output.
  func check(after prefix: [String] = []) {
    let captured = Captured()
    let status = captured.run(prefix + arguments)
    #expect(status == .usage, sourceLocation: sourceLocation)
    #expect(status.rawValue == 64, sourceLocation: sourceLocation)
    #expect(captured.err.first == "orientation-check: \(message)", sourceLocation: sourceLocation)
    #expect(captured.out.isEmpty, sourceLocation: sourceLocation)
  }
}
