/// Splits a scenario into lines of tokens, dropping blank lines and `#` comments.
enum ScenarioLexer {
  /// The lines that hold tokens, and the line number just past the text (for "end of file").
  static func lines(of text: String) throws(ScenarioError) -> (
    lines: [ScenarioLine], endLine: Int
  ) {
    var lines: [ScenarioLine] = []
    let raw = rawLines(text)
    for (index, scalars) in raw.enumerated() {
      if let line = try line(scalars, number: index + 1) { lines.append(line) }
    }
    return (lines, raw.count + 1)
  }

  /// The text's lines as scalars, split at `\n`, `\r\n` and `\r`; a final line break ends the
  /// last line rather than starting an empty one.
  static func rawLines(_ text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var afterReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && afterReturn {
        afterReturn = false
        continue
      }
      afterReturn = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(current)
        current = []
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The tokens of one line, or `nil` for a blank or comment-only line.
  static func line(_ scalars: [Unicode.Scalar], number: Int) throws(ScenarioError) -> ScenarioLine?
  {
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      scalars[first] != "#"
    else { return nil }
    if let tab = scalars[..<first].firstIndex(of: "\t") {
      throw ScenarioError(
        line: number, column: tab + 1, message: "tab in indentation; indent with spaces")
    }
    var tokens: [ScenarioToken] = []
    var index = first
    var end = first
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" {
        index += 1
        continue
      }
      if scalar == "#" { break }
      let start = index
      if scalar == "\"" {
        let text = try string(scalars, at: &index, line: number)
        tokens.append(ScenarioToken(kind: .string, text: text, column: start + 1))
      } else if "[],():".unicodeScalars.contains(scalar) {
        index += 1
        tokens.append(ScenarioToken(kind: .symbol, text: String(scalar), column: start + 1))
      } else if isWord(scalar) {
        while index < scalars.count && isWord(scalars[index]) { index += 1 }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        tokens.append(ScenarioToken(kind: .word, text: text, column: start + 1))
      } else {
        throw ScenarioError(
          line: number, column: start + 1,
          message: "unexpected character '\(Scenario.escaped(String(scalar)))'")
      }
      end = index
    }
    return ScenarioLine(number: number, indent: first, tokens: tokens, endColumn: end + 1)
  }

  /// Whether a scalar belongs to a word: letters, digits and `. _ ~ - +`.
  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || "._~-+".unicodeScalars.contains(scalar)
    }
    return scalar.properties.isAlphabetic
  }
}
