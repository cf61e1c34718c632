extension Scenario {
  /// `text` in double quotes, with the escapes the lexer reads: `"Say \"hi\""`.
  static func stringLiteral(_ text: String) -> String {
    "\"" + escaped(text, quote: true) + "\""
  }

  /// `text` with backslashes, invisible and control scalars escaped; with `quote`, double
  /// quotes too, and a leading combining mark, which would join the opening quote.
  static func escaped(_ text: String, quote: Bool = false) -> String {
    var result = ""
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"" where quote: result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where isInvisible(scalar) || (quote && offset == 0 && isMark(scalar)):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a scalar combines with the one before it.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Whether a scalar is escaped in a literal: controls, format characters, separators other
  /// than the space, and code points with no character.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate,
      .privateUse:
      true
    case .spaceSeparator: scalar != " "
    default: false
    }
  }
}
