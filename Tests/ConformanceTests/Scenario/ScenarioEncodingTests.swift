import OrientationConformance
import Testing

/// Bytes that are not UTF-8, with where the first bad one is: its line and column, counted as
/// the lexer counts them (columns in Unicode scalars from 1, lines ending at \n, \r\n or \r).
struct EncodingRow: Sendable, CustomTestStringConvertible {
  var bytes: [UInt8]
  var line: Int
  var column: Int
  var byte: String
  var sourceLocation: SourceLocation
  var testDescription: String { "\(line):\(column) byte \(byte)" }

  init(
    _ prefix: String, _ bad: [UInt8], _ suffix: String, _ line: Int, _ column: Int,
    _ byte: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    bytes = Array(prefix.utf8) + bad + Array(suffix.utf8)
    self.line = line
    self.column = column
    self.byte = byte
    self.sourceLocation = sourceLocation
  }
}

@Suite("Scenario bytes: text that is not UTF-8 is an error at its first bad byte")
struct ScenarioEncodingTests {
  static let rows: [EncodingRow] = [
    EncodingRow("", [0xFF], "", 1, 1, "0xFF"),
    EncodingRow("app phone iOS 17\nwindow key\n  content \"H", [0xFF], "ome\"\n", 3, 13, "0xFF"),
    // Scalars before it count one column each, whatever their length in bytes.
    EncodingRow(
      "app phone iOS 17\nwindow key\n  content \"Hé🎬", [0xC0, 0x80], "\"", 3, 15, "0xC0"),
    // \r\n is one line break, \r alone another.
    EncodingRow("app phone iOS 17\r\nwindow key\r  content ", [0x80], "", 3, 11, "0x80"),
    // A surrogate's encoding, and a sequence cut by the end of the text.
    EncodingRow("app phone iOS 17\n# ", [0xED, 0xA0, 0x80], "", 2, 3, "0xED"),
    EncodingRow("app phone iOS 17\n", [0xE2, 0x82], "", 2, 1, "0xE2"),
    EncodingRow("app phone iOS 17\n", [0xE2, 0x82], "x", 2, 1, "0xE2"),
  ]

  @Test("The error names the first bad byte at its line and column", arguments: rows)
  func located(_ row: EncodingRow) {
    let message = "not UTF-8: byte \(row.byte) begins no valid character; a scenario is UTF-8 text"
    #expect(
      throws: ScenarioError(line: row.line, column: row.column, message: message),
      sourceLocation: row.sourceLocation
    ) { try Scenario.text(utf8: row.bytes) }
    #expect(
      throws: ScenarioError(line: row.line, column: row.column, message: message),
      sourceLocation: row.sourceLocation
    ) { try Scenario.parse(utf8: row.bytes) }
  }

  @Test("UTF-8 text decodes unchanged, a leading byte order mark dropped")
  func valid() throws {
    let text = "app phone iOS 17\r\nwindow key\n  content \"Hé🎬\"\n"
    #expect(try Scenario.text(utf8: Array(text.utf8)) == text)
    #expect(try Scenario.text(utf8: [0xEF, 0xBB, 0xBF] + Array(text.utf8)) == text)
    #expect(try Scenario.text(utf8: []) == "")
    #expect(try Scenario.parse(utf8: Array(text.utf8)) == Scenario.parse(text))
    // A byte order mark anywhere else is a character, which the lexer refuses where it is.
    #expect(throws: ScenarioError(line: 1, column: 4, message: "unexpected character '\\u{FEFF}'"))
    { try Scenario.parse(utf8: Array("app\u{FEFF}".utf8)) }
  }
}
