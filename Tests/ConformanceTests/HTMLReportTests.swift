import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `--html FILE`: a session's picture as one self-contained page.
@Suite("--html: the picture of a session, self-contained, its failing step marked")
struct HTMLReportTests {
  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "orientation-check-html-\(UUID().uuidString)-\(name)"
    ).path
  }

  static func page(_ path: String) throws -> String {
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// How many times `needle` occurs in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("run --html draws every step: a phone per step, turned to the device's pose")
  func runDrawsEverySteps() throws {
    let scenario = Self.temporaryPath("player.scenario")
    try RunCommandTests.playerSession.write(toFile: scenario, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: scenario) }
    let path = Self.temporaryPath("run.html")
    let captured = Captured()
    #expect(captured.run(["run", scenario, "--resolver", "reference", "--html", path]) == .success)
    let html = try Self.page(path)
    let session = try Scenario.parse(RunCommandTests.playerSession)
    let steps = System.run(session, resolver: ReferenceResolver()).steps.count
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(Self.count("<li id=\"step-", in: html) == steps)
    #expect(Self.count("<svg ", in: html) == steps)
    // The reference turns the player at once: the turned phone (the device landscape left)
    // and the interface landscape right are drawn.
    #expect(html.contains("rotate(-90)"))
    #expect(html.contains("aria-label=\"interface .landscapeRight, device .landscapeLeft\""))
    #expect(html.contains("decider <b>#0 BaseTabBarController</b>"))
    #expect(!html.contains("class=\"step failing"))
    // Self-contained: nothing is fetched.
    for external in ["http://", "https://", "<script", "<link", "src="] {
      #expect(!html.contains(external), "\(external)")
    }
  }

  @Test("run --html of a file with expectations: the failed one listed and marked on its step")
  func runMarksFailedExpectations() throws {
    let scenario = Self.temporaryPath("expect.scenario")
    let text =
      named + "  push navigation nav\n    content \"Player\" as player supports .landscape\n"
      + "  expect orientation .portrait\n  expect decider nav\n"
    try text.write(toFile: scenario, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: scenario) }
    let path = Self.temporaryPath("expect.html")
    #expect(
      Captured().run(["run", scenario, "--resolver", "reference", "--html", path]) == .finding)
    let html = try Self.page(path)
    #expect(Self.count("class=\"step failing", in: html) == 1)
    #expect(
      html.contains(
        "line 12: <b>expect orientation .portrait</b> at step <a href=\"#step-0r\">0.r</a>:"
          + " expected orientation .portrait; actual orientation .landscapeRight"))
    #expect(html.contains("<p class=\"violation expectation\">line 12: <b>expect orientation"))
    #expect(!html.contains("expect decider nav</b>"))
    // The scenario is shown as the file wrote it, names and expectations included.
    #expect(html.contains("push navigation nav\n    content &quot;Player&quot; as player"))
    #expect(html.contains("  expect decider nav\n"))
    #expect(html.contains("</span> push &quot;Player&quot; onto navigation nav</p>"))
  }

  @Test("replay --html marks the failing step and names the invariant, expected and actual")
  func replayMarksTheFailure() throws {
    let path = Self.temporaryPath("replay.html")
    let captured = Captured()
    let token = "os1.ChcAAAAAAAAAAAACAAEAAQAAAAAAAAAAAU_C"
    #expect(
      captured.run(["replay", token, "--resolver", "uikit-default", "--html", path]) == .finding)
    let html = try Self.page(path)
    #expect(Self.count("class=\"step failing", in: html) == 1)
    #expect(html.contains("<b>forwarding-fidelity</b>: expected allowed .allButUpsideDown"))
    #expect(html.contains("orientation-check replay \(token) --resolver uikit-default"))
  }

  @Test("matrix --html puts every counterexample on one page")
  func matrixPage() throws {
    let path = Self.temporaryPath("matrix.html")
    let captured = Captured()
    #expect(
      captured.run(["matrix", "--resolver", "uikit-default", "--cases", "30", "--html", path])
        == .finding)
    let html = try Self.page(path)
    let failing = captured.stdout.split(separator: "\n").filter { $0.hasPrefix("✗ ") }.count
    #expect(failing > 1)
    // A page per distinct failure: at least one per failing cell.
    let pages = Self.count("<article>", in: html)
    #expect(pages >= failing)
    #expect(Self.count("class=\"step failing", in: html) == pages)
  }

  @Test("Text from a scenario is escaped")
  func escaping() {
    #expect(HTMLReport.escape("<b>\"A & B\"</b>") == "&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;")
  }

  @Test(
    "--html without a file, twice, or to a path that cannot be written exits 64",
    arguments: [
      (["--html"], "--html needs a file to write"),
      (["--html", "a.html", "--html", "b.html"], "--html given twice"),
      (["--html", "/nonexistent-directory/page.html"], "cannot write the page"),
    ])
  func usage(_ extra: [String], message: String) {
    let captured = Captured()
    let token = "os1.ChcAAAAAAAAAAAACAAEAAQAAAAAAAAAAAU_C"
    #expect(
      captured.run(["replay", token, "--resolver", "uikit-default"] + extra) == .usage)
    #expect(captured.stderr.contains(message), "\(captured.stderr)")
  }
}
