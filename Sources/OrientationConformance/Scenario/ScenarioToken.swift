/// One token of a scenario line: a word, a quoted string or a punctuation mark.
struct ScenarioToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A keyword, a value such as `.landscapeLeft`, or a number.
    case word
    /// A quoted string; the token's text is its value, escapes resolved.
    case string
    /// One of `[ ] , ( ) :`.
    case symbol
  }

  var kind: Kind
  var text: String
  /// The column of its first scalar, from 1.
  var column: Int

  /// The token as a message shows it: `'landscap'`, `"Home"`, `'['`.
  var quoted: String {
    kind == .string ? Scenario.stringLiteral(text) : "'" + Scenario.escaped(text) + "'"
  }
}

/// One line that holds tokens; blank and comment-only lines are never made into one.
struct ScenarioLine: Hashable, Sendable {
  /// The line number, from 1.
  var number: Int
  /// The number of leading spaces.
  var indent: Int
  /// The tokens, never empty.
  var tokens: [ScenarioToken]
  /// The column just past the last token, where a missing value is reported.
  var endColumn: Int

  /// The first token, which says what the line is.
  var head: ScenarioToken { tokens[0] }

  /// The first token when it is a word, else the empty string.
  var keyword: String { head.kind == .word ? head.text : "" }

  /// An error at `token`, by default the line's first.
  func error(at token: ScenarioToken? = nil, _ message: String) -> ScenarioError {
    ScenarioError(line: number, column: (token ?? head).column, message: message)
  }

  /// Refuses lines indented below this one.
  func refuse(_ children: [ScenarioNode]) throws(ScenarioError) {
    guard let first = children.first else { return }
    throw first.line.error("\(head.quoted) takes no indented lines")
  }
}

/// A line with the lines indented below it.
struct ScenarioNode: Hashable, Sendable {
  var line: ScenarioLine
  var children: [ScenarioNode]
}
