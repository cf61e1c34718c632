import Foundation

extension ScenarioTestReport {
  /// The report as JUnit XML, which CI dashboards read: a `testsuite` per file, a `testcase`
  /// per resolver (`classname` the file's path with dots, `name` the resolver), a `failure`
  /// with every failed check of a run, an `error` for a file that could not run.
  public var junit: String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"orientation-check test\" tests=\"\(passed + failed + errors)\""
      + " failures=\"\(failed)\" errors=\"\(errors)\">\n"
    for file in files {
      let path = Self.xmlEscaped(file.path)
      let className = Self.xmlEscaped(Self.className(file.path))
      if let error = file.error {
        xml += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
        xml += "    <testcase classname=\"\(className)\" name=\"scenario\" file=\"\(path)\">\n"
        xml += "      <error message=\"\(Self.xmlEscaped(error))\" type=\"error\"/>\n"
        xml += "    </testcase>\n  </testsuite>\n"
        continue
      }
      let failures = file.runs.filter { !$0.passed }.count
      xml +=
        "  <testsuite name=\"\(path)\" tests=\"\(file.runs.count)\" failures=\"\(failures)\""
        + " errors=\"0\">\n"
      for run in file.runs {
        let name = Self.xmlEscaped(run.resolver)
        xml += "    <testcase classname=\"\(className)\" name=\"\(name)\" file=\"\(path)\""
        guard !run.passed else {
          xml += "/>\n"
          continue
        }
        let lines = run.failureLines(file: file.path)
        let kind =
          run.crash.map(\.kind.rawValue)
          ?? (!run.failures.isEmpty
            ? "expectation" : !run.violations.isEmpty ? "invariant" : "exception")
        xml += ">\n"
        xml +=
          "      <failure message=\"\(Self.xmlEscaped(lines.first ?? run.summaryLine))\""
          + " type=\"\(kind)\">\(Self.xmlEscaped(lines.joined(separator: "\n")))</failure>\n"
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// `Scenarios.R12.device-turns`: the path without its extension, slashes as dots.
  static func className(_ path: String) -> String {
    var name = path.hasSuffix(".scenario") ? String(path.dropLast(".scenario".count)) : path
    while name.hasPrefix("./") { name.removeFirst(2) }
    return name.replacingOccurrences(of: "/", with: ".")
  }

  /// `text` escaped for an XML attribute or text: the five entities, and the characters XML
  /// 1.0 does not allow (controls other than tab, line feed and return) as U+FFFD.
  static func xmlEscaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
