extension ScenarioLexer {
  /// Reads the string literal that starts at `index`, leaving `index` past its closing quote.
  static func string(
    _ scalars: [Unicode.Scalar], at index: inout Int, line: Int
  ) throws(ScenarioError) -> String {
    let opening = index + 1
    var value = String.UnicodeScalarView()
    index += 1
    while true {
      guard index < scalars.count else {
        throw ScenarioError(
          line: line, column: opening, message: "unterminated string; expected a closing '\"'")
      }
      let scalar = scalars[index]
      index += 1
      if scalar == "\"" { return String(value) }
      guard scalar == "\\" else {
        value.append(scalar)
        continue
      }
      let escape = index
      guard index < scalars.count else {
        throw ScenarioError(
          line: line, column: opening, message: "unterminated string; expected a closing '\"'")
      }
      let letter = scalars[index]
      index += 1
      switch letter {
      case "\\", "\"": value.append(letter)
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      case "0": value.append("\0")
      case "u":
        guard let scalar = unicodeEscape(scalars, at: &index) else {
          throw ScenarioError(
            line: line, column: escape,
            message: "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits"
              + " naming a Unicode scalar")
        }
        value.append(scalar)
      default:
        throw ScenarioError(
          line: line, column: escape,
          message: "unknown escape '\\\(Scenario.escaped(String(letter)))' in a string;"
            + " expected one of \\\\ \\\" \\n \\t \\r \\0 \\u{…}")
      }
    }
  }

  /// The scalar `{hex}` names, reading past the closing brace; `nil` when it is malformed.
  static func unicodeEscape(_ scalars: [Unicode.Scalar], at index: inout Int) -> Unicode.Scalar? {
    guard index < scalars.count, scalars[index] == "{" else { return nil }
    var digits = ""
    index += 1
    while index < scalars.count, scalars[index] != "}", digits.count <= 8 {
      digits.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count, scalars[index] == "}", (1...8).contains(digits.count),
      digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
      let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
    else { return nil }
    index += 1
    return scalar
  }
}
