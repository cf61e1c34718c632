import Foundation
import Testing

/// `fuzz --html`: a page beside each new finding's scenario file, drawn in a child once the
/// campaign ends; none for a crash, whose session does not run to its end.
@Suite("fuzz --html: a page beside each finding")
struct FuzzPagesTests {
  @Test("each invariant finding gets its page, with its failing step and replay line; a crash none")
  func pages() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let child = try ChildRun(
      [
        "fuzz", "--resolver", "planted-trap", "--sessions", "24", "--session-length", "12",
        "--json", "--failures", directory, "--html", "--seed", "5",
      ], planted: true)
    // Seed 5: a crash and two invariants broken in these 24 sessions.
    #expect(child.wait() == 1, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    #expect(summary.properties.contains("crash"))
    #expect(summary.properties.contains { $0 != "crash" && $0 != "hang" })
    for failure in summary.failures {
      let scenario = try #require(failure["file"] as? String)
      let property = try #require(failure["property"] as? String)
      let page = String(scenario.dropLast(".scenario".count)) + ".html"
      if property == "crash" || property == "hang" {
        #expect(!FileManager.default.fileExists(atPath: page), "\(page)")
        continue
      }
      let html = try String(contentsOfFile: page, encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>"))
      #expect(html.contains(property), "\(page)")
      #expect(html.contains("replay \(failure["replay"] as? String ?? "?")"), "\(page)")
    }
  }
}
