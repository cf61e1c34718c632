import OrientationConformance
import Testing

/// A text that does not parse, with the error it must give.
struct ErrorRow: Sendable, CustomTestStringConvertible {
  var text: String
  var line: Int
  var column: Int
  var message: String
  var sourceLocation: SourceLocation

  init(
    _ text: String, _ line: Int, _ column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.text = text
    self.line = line
    self.column = column
    self.message = message
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { "\(line):\(column): \(message)" }

  /// Checks that parsing the text throws exactly this error.
  func check() {
    do {
      let session = try Scenario.parse(text)
      Issue.record(
        "parsed without error:\n\(Scenario.print(session))", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message == message, sourceLocation: sourceLocation)
      #expect(error.line == line, sourceLocation: sourceLocation)
      #expect(error.column == column, sourceLocation: sourceLocation)
      #expect(error.description == "\(line):\(column): \(message)", sourceLocation: sourceLocation)
    }
  }
}

/// The first line of most rows, and a window to put controllers in.
let app = "app phone iOS 17\n"
let window = app + "window key\n"

@Suite("Scenario errors: lexing, layout and the header, each with its line, column and message")
struct ScenarioErrorTests {
  static let lexing: [ErrorRow] = [
    ErrorRow(app + "\twindow", 2, 1, "tab in indentation; indent with spaces"),
    ErrorRow(app + "window\n \t content", 3, 2, "tab in indentation; indent with spaces"),
    ErrorRow("app phone iOS 17 {", 1, 18, "unexpected character '{'"),
    ErrorRow("app phone iOS 17 \u{7}", 1, 18, "unexpected character '\\u{7}'"),
    ErrorRow(window + "  content \"Home", 3, 11, "unterminated string; expected a closing '\"'"),
    ErrorRow(window + "  content \"Home\\", 3, 11, "unterminated string; expected a closing '\"'"),
    ErrorRow(
      window + "  content \"a\\q\"", 3, 13,
      "unknown escape '\\q' in a string; expected one of \\\\ \\\" \\n \\t \\r \\0 \\u{…}"),
    ErrorRow(
      window + "  content \"\\u{110000}\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u{}\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u41\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u{41\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u{+41}\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u{000000041}\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u{D800}\"", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
    ErrorRow(
      window + "  content \"\\u", 3, 12,
      "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits naming a Unicode scalar"),
  ]

  static let layout: [ErrorRow] = [
    ErrorRow("", 1, 1, "expected 'app' first; found end of file"),
    ErrorRow("# nothing yet\n\n", 3, 1, "expected 'app' first; found end of file"),
    ErrorRow("window key\n", 1, 1, "expected 'app' first; found 'window'"),
    ErrorRow("\"app\" phone iOS 17\n", 1, 1, "expected 'app' first; found \"app\""),
    ErrorRow("  app phone iOS 17", 1, 3, "inconsistent indentation: expected 0 spaces, found 2"),
    ErrorRow(
      window + "    navigation\n      content\n   content\n", 5, 4,
      "inconsistent indentation: expected 4 spaces, found 3"),
    ErrorRow(
      window + "  navigation\n    content\n content\n", 5, 2,
      "inconsistent indentation: expected 2 spaces, found 1"),
    ErrorRow(app, 2, 1, "expected at least one 'window'; found end of file"),
    ErrorRow(app + "plist .portrait", 3, 1, "expected at least one 'window'; found end of file"),
    ErrorRow(app + "events\n", 2, 1, "expected at least one 'window'; found 'events'"),
    ErrorRow(window + "plist .portrait\n", 3, 1, "'plist' belongs before the first window"),
    ErrorRow(window + "events\nwindow\n", 4, 1, "'window' after 'events'; the events come last"),
    ErrorRow(window + "events\nevents\n", 4, 1, "'events' after 'events'; the events come last"),
    ErrorRow(window + "events now\n", 3, 8, "expected end of line; found 'now'"),
    ErrorRow(
      app + "windows\n", 2, 1,
      "unknown keyword 'windows'; expected one of app, plist, plist~ipad, delegate,"
        + " requiresFullScreen, appCodeReachesSystemControllers,"
        + " viewControllerBasedStatusBarAppearance, orientation, device,"
        + " assume, positions, resolver, window, scene, events"),
    ErrorRow(
      app + "[\n", 2, 1,
      "unknown keyword '['; expected one of app, plist, plist~ipad, delegate,"
        + " requiresFullScreen, appCodeReachesSystemControllers,"
        + " viewControllerBasedStatusBarAppearance, orientation, device,"
        + " assume, positions, resolver, window, scene, events"),
    ErrorRow(app + "app pad iOS 17\n", 2, 1, "'app' given twice (first on line 1)"),
    ErrorRow(
      app + "plist .portrait\n# a comment\nplist []\n", 4, 1,
      "'plist' given twice (first on line 2)"),
    ErrorRow(app + "plist .portrait\n  .landscapeLeft\n", 3, 3, "'plist' takes no indented lines"),
    ErrorRow(
      app + "window\n"
        + (1...202).map { String(repeating: "  ", count: $0) + "navigation\n" }.joined(),
      203, 403, "nesting deeper than 200 levels"),
  ]

  static let header: [ErrorRow] = [
    ErrorRow("app tv iOS 17", 1, 5, "unknown idiom 'tv'; expected one of phone, pad"),
    ErrorRow("app", 1, 4, "expected an idiom; found end of line"),
    ErrorRow("app phone 17", 1, 11, "expected 'iOS'; found '17'"),
    ErrorRow("app phone iOS seventeen", 1, 15, "expected a number; found 'seventeen'"),
    ErrorRow("app phone iOS 5", 1, 15, "iOS 5 is not covered; expected a version from 6 to 27"),
    ErrorRow(
      "app phone iOS 99999999999999999999", 1, 15,
      "number '99999999999999999999' is out of range"),
    ErrorRow("app phone iOS 17 beta", 1, 18, "expected end of line; found 'beta'"),
    ErrorRow(app + "plist", 2, 6, "expected an interface orientation; found end of line"),
    ErrorRow(
      app + "plist .portrait .landscap", 2, 17,
      "unknown interface orientation '.landscap'; expected one of .portrait,"
        + " .portraitUpsideDown, .landscapeRight, .landscapeLeft, .unknown"),
    ErrorRow(app + "plist [.portrait]", 2, 8, "expected ']'; found '.portrait'"),
    ErrorRow(app + "plist~ipad missing .all", 2, 20, "expected end of line; found '.all'"),
    ErrorRow(
      app + "delegate .sideways", 2, 10,
      "unknown orientation mask '.sideways'; expected one of .portrait, .portraitUpsideDown,"
        + " .landscapeRight, .landscapeLeft, .landscape, .allButUpsideDown, .all"
        + " or a list such as [.portrait, .landscapeLeft]"),
    ErrorRow(
      app + "delegate [.portrait, .sideways]", 2, 22,
      "unknown orientation mask '.sideways'; expected one of .portrait, .portraitUpsideDown,"
        + " .landscapeRight, .landscapeLeft, .landscape, .allButUpsideDown, .all"),
    ErrorRow(app + "delegate [.portrait .all]", 2, 21, "expected ',' or ']'; found '.all'"),
    ErrorRow(
      app + "delegate [.portrait,", 2, 21, "expected an orientation mask; found end of line"),
    ErrorRow(app + "delegate", 2, 9, "expected an orientation mask; found end of line"),
    ErrorRow(
      app + "delegate InterfaceOrientationMask rawValue", 2, 35,
      "expected '('; found 'rawValue'"),
    ErrorRow(app + "delegate InterfaceOrientationMask(6)", 2, 35, "expected 'rawValue'; found '6'"),
    ErrorRow(
      app + "delegate InterfaceOrientationMask(rawValue 6)", 2, 44, "expected ':'; found '6'"),
    ErrorRow(
      app + "delegate InterfaceOrientationMask(rawValue: -1)", 2, 45,
      "expected a raw value from 0 to 18446744073709551615; found '-1'"),
    ErrorRow(
      app + "delegate InterfaceOrientationMask(rawValue: 6", 2, 46,
      "expected ')'; found end of line"),
    ErrorRow(
      app + "requiresFullScreen yes", 2, 20, "unknown Boolean 'yes'; expected one of true, false"),
    ErrorRow(
      app + "viewControllerBasedStatusBarAppearance", 2, 39,
      "expected a Boolean; found end of line"),
    ErrorRow(app + "orientation", 2, 12, "expected an interface orientation; found end of line"),
    ErrorRow(
      app + "device .sideways", 2, 8,
      "unknown device orientation '.sideways'; expected one of .portrait, .portraitUpsideDown,"
        + " .landscapeLeft, .landscapeRight, .faceUp, .faceDown, .unknown"),
    ErrorRow(app + "device .portrait lockd", 2, 18, "expected end of line; found 'lockd'"),
  ]

  @Test("A lexing error names the character", arguments: lexing)
  func lexingError(_ row: ErrorRow) { row.check() }

  @Test("A layout error names the line that breaks the order or the indentation", arguments: layout)
  func layoutError(_ row: ErrorRow) { row.check() }

  @Test("A header error names the value expected", arguments: header)
  func headerError(_ row: ErrorRow) { row.check() }
}
