/// Reads one line's tokens left to right, with errors that say what was expected and found.
struct TokenCursor {
  let line: ScenarioLine
  private(set) var index: Int

  /// A cursor after the line's first token, which says what the line is.
  init(_ line: ScenarioLine, from index: Int = 1) {
    self.line = line
    self.index = index
  }

  /// The next token, if any.
  var peek: ScenarioToken? { index < line.tokens.count ? line.tokens[index] : nil }

  /// The next word's text, or `nil` at a string, a symbol or the end.
  var peekWord: String? { peek.flatMap { $0.kind == .word ? $0.text : nil } }

  /// Whether the next token is the symbol `symbol`.
  func isAt(symbol: String) -> Bool {
    peek.map { $0.kind == .symbol && $0.text == symbol } ?? false
  }

  /// The next token as a message shows it, or `end of line`.
  var found: String { peek?.quoted ?? "end of line" }

  /// Moves past the next token and returns it.
  @discardableResult
  mutating func take() -> ScenarioToken? {
    defer { index = min(index + 1, line.tokens.count) }
    return peek
  }

  /// An error at the next token (or the end of the line).
  func error(_ message: String) -> ScenarioError {
    ScenarioError(line: line.number, column: peek?.column ?? line.endColumn, message: message)
  }

  /// `expected <what>; found <next>`.
  func expected(_ what: String) -> ScenarioError { error("expected \(what); found \(found)") }

  /// Requires the end of the line.
  func end() throws(ScenarioError) {
    if peek != nil { throw expected("end of line") }
  }

  /// Requires the word `word` and moves past it.
  mutating func expect(_ word: String) throws(ScenarioError) {
    guard peekWord == word else { throw expected("'\(word)'") }
    take()
  }

  /// A quoted string, `what` in the message when something else is next.
  mutating func string(_ what: String) throws(ScenarioError) -> String {
    guard let token = peek, token.kind == .string else { throw expected(what) }
    take()
    return token.text
  }

  /// Requires the symbol `symbol` and moves past it.
  mutating func expect(symbol: String) throws(ScenarioError) {
    guard isAt(symbol: symbol) else { throw expected("'\(symbol)'") }
    take()
  }
}

extension Scenario {
  /// `a tab index`, `an orientation`.
  static func article(_ noun: String) -> String {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    return (noun.first.map(vowels.contains) ?? false ? "an " : "a ") + noun
  }
}

extension TokenCursor {
  /// Records `key` in `seen`, or refuses it when it was given before on the line.
  func once(_ key: String, in seen: inout Set<String>) throws(ScenarioError) {
    guard seen.insert(key).inserted else { throw error("\(key) given twice") }
  }
}
