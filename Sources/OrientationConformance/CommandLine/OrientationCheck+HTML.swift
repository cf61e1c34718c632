import Foundation
import OrientationSpec

/// `--html FILE` on `run`, `replay` and `matrix`: the sessions' pictures (``HTMLReport``) written
/// to FILE.
extension OrientationCheck {
  /// Removes `--html FILE` from `arguments` and returns FILE (`nil` without the option).
  static func takeHTMLPath(_ arguments: inout [String]) throws(UsageError) -> String? {
    guard let index = arguments.firstIndex(of: "--html") else { return nil }
    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
      throw UsageError("--html needs a file to write")
    }
    let path = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    guard !arguments.contains("--html") else { throw UsageError("--html given twice") }
    return path
  }

  /// Writes `report`'s page to `path`, or says why it cannot (a usage error: exit 64).
  func writeHTML(_ report: HTMLReport, to path: String) throws(UsageError) {
    try writeHTML(report.page, to: path)
  }

  /// Writes the page `html` to `path`, or says why it cannot (a usage error: exit 64).
  func writeHTML(_ html: String, to path: String) throws(UsageError) {
    do {
      try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError("cannot write the page '\(path)': \(error.localizedDescription)")
    }
  }
}
