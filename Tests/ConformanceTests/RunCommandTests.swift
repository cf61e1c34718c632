import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `orientation-check run FILE --resolver NAME [--json]`.
@Suite("orientation-check run: a scenario file's trace, its exit status and its errors")
struct RunCommandTests {
  static let playerSession = """
    app phone iOS 15
    plist .portrait
    delegate .all
    orientation .portrait
    device .portrait

    window key
      tabBar "BaseTabBarController"
        navigation "BaseNavViewController"
          content "HomeViewController"

    events
      push navigation 0
        content "PlayerViewController" supports .landscape prefers .landscapeRight
      rotateDevice .landscapeLeft
      rotateDevice .portrait

    """

  static let crashSession = """
    app phone iOS 17
    plist .portrait
    delegate .all
    orientation .portrait
    device .portrait

    window key
      content "HomeViewController"

    events
      present .fullScreen from 0
        content "VideoViewController" supports .landscape prefers .portrait

    """

  /// Writes `text` to a new temporary file and returns its path.
  func file(_ text: String, name: String = "scenario.txt") throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientation-check-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test("A trace that ends well exits 0 and prints the tree and the steps")
  func success() throws {
    let path = try file(Self.playerSession)
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .success)
    #expect(captured.out.first?.hasPrefix("window 0 (key)") == true)
    // The reference's refresh (key-value coding on iOS 15, unknown first) turns the player.
    #expect(
      captured.stdout.contains(
        "0.r. UIDevice orientation = .landscapeLeft (key-value coding): .portrait → .landscapeRight"
          + " (followed the device)"))
    #expect(captured.stdout.contains("1. rotate .landscapeLeft: .landscapeRight\n"))
    #expect(captured.err.isEmpty)
  }

  @Test("ScenarioFormat.md's first scenario: under uikit-default the player follows the device back to portrait")
  func uikitDefault() throws {
    let path = try file(Self.playerSession)
    let captured = Captured()
    #expect(
      captured.run(["run", path, "--resolver", "uikit-default", "--no-invariants"]) == .success)
    #expect(captured.stdout.contains("decider #0 BaseTabBarController; allowed .allButUpsideDown"))
    #expect(
      captured.stdout.contains(
        "2. rotate .portrait: .landscapeRight → .portrait (followed the device)"))
    #expect(captured.stdout.hasSuffix("invariants not checked"))
  }

  @Test("run checks every invariant: uikit-default's tab bar breaks two, listed by invariant")
  func invariantsChecked() throws {
    let path = try file(Self.playerSession)
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "uikit-default"]) == .finding)
    let broken = captured.out.last?.split(separator: "\n").filter { $0.contains(": ✗ ") } ?? []
    #expect(
      broken.map { $0.split(separator: " ")[2] } == ["forwarding-fidelity", "refresh-after-navigation"])
    #expect(captured.stdout.hasSuffix("2 invariants broken"))
  }

  @Test("ScenarioFormat.md's first scenario: under the reference the player stays landscape")
  func referenceStays() throws {
    let path = try file(Self.playerSession)
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .success)
    #expect(
      captured.stdout.contains(
        "2. rotate .portrait: .landscapeRight (no rotation: the device's pose is not allowed)"))
  }

  @Test("A trace that ends in a UIKit exception exits 1")
  func exception() throws {
    let path = try file(Self.crashSession)
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "uikit-default"]) == .finding)
    #expect(
      captured.stdout.contains(
        "exception E2/E3 UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation"
          + " 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
      ))
  }

  @Test("--json prints only JSON: the steps and the exception")
  func json() throws {
    let path = try file(Self.crashSession)
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "uikit-default", "--json"]) == .finding)
    #expect(captured.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.count == 1)
    #expect(steps.first?["kind"] as? String == "present")
    #expect(steps.first?["deciderName"] as? String == "VideoViewController")
    let exception = try #require(object["exception"] as? [String: Any])
    #expect(exception["id"] as? String == "E2/E3")
    #expect(exception["name"] as? String == "UIApplicationInvalidInterfaceOrientation")
  }

  @Test("A malformed file exits 64 with file, line and column on stderr")
  func malformed() throws {
    let path = try file("app phone iOS 17\norientation .landscap\n")
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .usage)
    #expect(captured.out.isEmpty)
    let message = try #require(captured.err.first)
    #expect(message.hasPrefix("orientation-check: \(path):2:13: "))
    #expect(message.contains("unknown interface orientation '.landscap'"))
  }

  @Test("A file that is not UTF-8 exits 64 with the first bad byte's line and column")
  func notUTF8() throws {
    let path = try file("")
    try Data(
      Array("app phone iOS 17\nwindow key\n  content \"H".utf8) + [0xFF] + Array("\"\n".utf8)
    )
    .write(to: URL(fileURLWithPath: path))
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .usage)
    #expect(captured.out.isEmpty)
    #expect(
      captured.err.first
        == "orientation-check: \(path):3:13: not UTF-8: byte 0xFF begins no valid character;"
        + " a scenario is UTF-8 text")
  }

  @Test(
    "An empty file, /dev/null included, is read and goes to the parser, which says what it expects",
    arguments: ["empty", "/dev/null"])
  func empty(_ which: String) throws {
    let path = which == "empty" ? try file("") : which
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .usage)
    #expect(
      captured.err.first
        == "orientation-check: \(path):1:1: expected 'app' first; found end of file")
  }

  @Test("A directory cannot be read, and the message says why")
  func directory() throws {
    let path = URL(fileURLWithPath: try file("")).deletingLastPathComponent().path
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .usage)
    #expect(
      captured.err.first
        == "orientation-check: cannot read scenario file '\(path)': Is a directory")
  }

  static let usageErrors: [UsageRow] = [
    UsageRow(["run"], "'run' needs a scenario file"),
    UsageRow(
      ["run", "/nonexistent/scenario.txt"],
      "cannot read scenario file '/nonexistent/scenario.txt': No such file or directory"),
    UsageRow(
      ["run", "/nonexistent/scenario.txt", "--resolver", "reference"],
      "cannot read scenario file '/nonexistent/scenario.txt': No such file or directory"),
    UsageRow(
      ["run", "a.txt", "--resolver", "nope"],
      "unknown resolver 'nope'; valid resolvers: " + BuiltinResolvers.names.joined(separator: ", ")),
    UsageRow(["run", "a.txt", "b.txt"], "'run' takes one scenario file, not also 'b.txt'"),
    UsageRow(["run", "a.txt", "--verbose"], "unknown argument '--verbose' for 'run'"),
    UsageRow(["run", "a.txt", "--resolver"], "--resolver needs a value"),
  ]

  @Test("Usage errors of run exit 64 with their message", arguments: usageErrors)
  func usage(_ row: UsageRow) {
    row.check()
  }
}
