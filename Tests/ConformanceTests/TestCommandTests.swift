import Foundation
import OrientationConformance
import OrientationSpec
import Testing

@Suite("orientation-check test: scenario files as tests, a line per file, JSON and JUnit")
struct TestCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A directory holding `files` (name to text), for one test.
  static func folder(_ files: [String: String]) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientation-check-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      let url = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return directory.path
  }

  static let passing = """
    app phone iOS 17
    resolver reference
    resolver uikit-default

    window key
      content "Home" supports .portrait

    events
      rotateDevice .landscapeLeft
      expect orientation .portrait
      expect not rotated

    """

  static let failing = """
    app phone iOS 17
    resolver reference

    window key
      content "Home" supports .allButUpsideDown

    events
      rotateDevice .landscapeLeft
      expect orientation .portrait

    """

  @Test("The package's own Scenarios folder runs green")
  @MainActor func shippedScenarios() {
    let captured = Captured()
    let folder = Self.root.appendingPathComponent("Scenarios").path
    #expect(captured.run(["test", folder]) == .success, "\(captured.stdout)")
    #expect(captured.stdout.hasSuffix(" 0 failed, 0 errors"))
  }

  @Test("A wrong expectation fails with its file and line, expected against actual; exit 1")
  func failingFile() throws {
    let folder = try Self.folder(["a/pass.scenario": Self.passing, "b/fail.scenario": Self.failing])
    let captured = Captured()
    #expect(captured.run(["test", folder]) == .finding)
    let lines = captured.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "✓ \(folder)/a/pass.scenario [reference ✓, uikit-default ✓]",
        "✗ \(folder)/b/fail.scenario [reference] 0 of 1 expectations hold; every invariant holds",
        "    \(folder)/b/fail.scenario:9:3: expect orientation .portrait",
        "      expected: orientation .portrait",
        "      actual:   orientation .landscapeRight",
        "",
        "2 files, 3 runs: 2 passed, 1 failed, 0 errors",
      ])
  }

  @Test("--resolver replaces the files' own resolvers; --no-invariants skips the invariants")
  @MainActor func chosenResolver() throws {
    let folder = try Self.folder(["pass.scenario": Self.passing])
    let captured = Captured()
    #expect(
      captured.run(["test", folder, "--resolver", "nav-forwarding", "--no-invariants"]) == .success)
    #expect(
      captured.stdout.split(separator: "\n").first
        == "✓ \(folder)/pass.scenario [nav-forwarding] 2 expectations hold; invariants not checked")
  }

  @Test("A file that cannot run is an error with its location; exit 64")
  func erroneousFiles() throws {
    let unknown = Self.passing.replacingOccurrences(
      of: "resolver uikit-default", with: "resolver nope")
    let cases: [(String, String)] = [
      (
        "app phone iOS 17\nwindow\nevents\n  pop navigation\n",
        ":4:17: expected a position or a controller's name; found end of line"
      ),
      (
        unknown,
        ":3:10: unknown resolver 'nope'; valid resolvers: "
          + BuiltinResolvers.names.joined(separator: ", ")
      ),
      (
        "app phone iOS 17\nwindow\n",
        ": names no resolver; add a 'resolver NAME' line or pass --resolver"
      ),
      (
        "app phone iOS 17\nresolver reference\nwindow key\n  navigation\n    content\nevents\n  pop navigation 2\n",
        ":7:18: no navigation controller at position 2: there is 1, at position 0"
      ),
    ]
    for (text, message) in cases {
      let folder = try Self.folder(["x.scenario": text])
      let captured = Captured()
      #expect(captured.run(["test", folder]) == .usage)
      let lines = captured.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first == "E \(folder)/x.scenario\(message)")
      #expect(lines.last == "1 file, 0 runs: 0 passed, 0 failed, 1 error")
    }
  }

  @Test("--json: a document with each file's status and runs, and the counts")
  func json() throws {
    let folder = try Self.folder(["pass.scenario": Self.passing, "fail.scenario": Self.failing])
    let captured = Captured()
    #expect(captured.run(["test", folder, "--json"]) == .finding)
    #expect(captured.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["status"] as? String } == ["failed", "passed"])
    let run = try #require((files[0]["runs"] as? [[String: Any]])?.first)
    #expect(run["resolver"] as? String == "reference")
    #expect(run["passed"] as? Bool == false)
    let failure = try #require((run["failures"] as? [[String: Any]])?.first)
    #expect(failure["line"] as? Int == 9)
    #expect(failure["column"] as? Int == 3)
    #expect(failure["expected"] as? String == "orientation .portrait")
    #expect(failure["actual"] as? String == "orientation .landscapeRight")
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["runs"] as? Int == 3)
    #expect(summary["failed"] as? Int == 1)
  }

  @Test("--junit FILE: a testsuite per file, a testcase per resolver, a failure with its lines")
  func junit() throws {
    let folder = try Self.folder(["pass.scenario": Self.passing, "fail.scenario": Self.failing])
    let report = folder + "/report.xml"
    #expect(Captured().run(["test", folder, "--junit", report]) == .finding)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(
      xml.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"orientation-check test\" tests=\"3\" failures=\"1\" errors=\"0\">"
      ))
    #expect(xml.components(separatedBy: "<testsuite ").count == 3)
    #expect(xml.components(separatedBy: "<testcase ").count == 4)
    #expect(
      xml.contains(
        "<failure message=\"\(folder)/fail.scenario:9:3: expect orientation .portrait\" type=\"expectation\">"
      ))
    #expect(xml.contains("actual:   orientation .landscapeRight</failure>"))
    #expect(xml.hasSuffix("</testsuites>\n"))
  }

  @Test("Usage errors of test exit 64 with their message")
  func usageErrors() {
    for (arguments, message) in [
      (["test", "/nonexistent"], "no such file or directory '/nonexistent'"),
      (["test", "--junit"], "--junit needs a value"),
      (
        ["test", "--resolver", "nope"],
        "unknown resolver 'nope'; valid resolvers: "
          + BuiltinResolvers.names.joined(separator: ", ")
      ),
      (["test", "--loud"], "unknown argument '--loud' for 'test'"),
      (["test", "--assume", "nope=1"], "--assume nope=1: unknown assumption 'nope'"),
    ] {
      let captured = Captured()
      #expect(captured.run(arguments) == .usage)
      #expect(
        captured.err.first?.hasPrefix("orientation-check: \(message)") == true, "\(captured.err)")
    }
  }

  @Test("An app team's own executable runs test with its own resolvers")
  func ownExecutable() throws {
    let folder = try Self.folder([
      "app.scenario": Self.passing.replacingOccurrences(
        of: "resolver uikit-default\n", with: "resolver my-app\n")
    ])
    let captured = Captured()
    let check = OrientationCheck(
      resolvers: BuiltinResolvers.all + [MyAppResolver()], programName: "my-check",
      output: { captured.out.append($0) }, errorOutput: { captured.err.append($0) })
    #expect(check.run(["test", folder]) == .success)
    #expect(
      captured.stdout.split(separator: "\n").first
        == "✓ \(folder)/app.scenario [reference ✓, my-app ✓]")
  }
}
