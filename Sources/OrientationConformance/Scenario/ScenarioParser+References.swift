import OrientationSpec

/// How an event or an expectation wrote the controller it names: a position or a label.
struct ParsedTarget {
  /// The position written, or 0 for a label (the runner finds the label's position).
  var position: Int
  /// The label written, if any.
  var label: String?
  /// Where it was written.
  var line: Int
  var column: Int
}

extension Scenario {
  /// Words a label cannot be: where a label may stand, they mean something else.
  static let reservedLabels: Set<String> = Set(["none", "animated", "replacing"] + answerKeywords)

  /// Whether `word` is written as a label: a letter or `_`, then letters, digits or `_`.
  static func isLabelShaped(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return word.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
  }
}

extension TokenCursor {
  /// `as NAME` after a controller's kind and class name, if it is next: the label.
  mutating func label() throws(ScenarioError) -> String? {
    guard peekWord == "as" else { return nil }
    take()
    guard let word = peekWord, Scenario.isLabelShaped(word) else {
      throw expected(
        "a name after 'as' (a letter or '_', then letters, digits or '_')")
    }
    guard !Scenario.reservedLabels.contains(word) else {
      throw error("'\(word)' is a word of the format where a name may stand; choose another name")
    }
    take()
    return word
  }

  /// The controller an event acts on: a position (`3`) or a label (`player`).
  mutating func target() throws(ScenarioError) -> ParsedTarget {
    let column = peek?.column ?? line.endColumn
    if isAtNumber {
      return ParsedTarget(position: try int(), label: nil, line: line.number, column: column)
    }
    guard let word = peekWord, Scenario.isLabelShaped(word), !Scenario.reservedLabels.contains(word)
    else { throw expected("a position or a controller's name") }
    take()
    return ParsedTarget(position: 0, label: word, line: line.number, column: column)
  }

  /// The scene an event acts on: a position only (scenes have no names).
  mutating func sceneTarget() throws(ScenarioError) -> ParsedTarget {
    let column = peek?.column ?? line.endColumn
    guard isAtNumber else { throw expected("a scene's position") }
    return ParsedTarget(position: try int(), label: nil, line: line.number, column: column)
  }

  /// The window an event acts on: a position only (windows have no names).
  mutating func windowTarget() throws(ScenarioError) -> ParsedTarget {
    let column = peek?.column ?? line.endColumn
    guard isAtNumber else { throw expected("a window's position") }
    return ParsedTarget(position: try int(), label: nil, line: line.number, column: column)
  }
}
