import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `matrix`, `replay`, `run` and `bench` run their checks in child processes of the executable:
/// a planted resolver or app class that traps, overflows the stack, spins or sleeps is a finding
/// with its shrunk session, and the process that checks it exits normally. Each runs the
/// `orientation-check` that `swift build` puts next to the test bundle.
@Suite("matrix, replay, run, test and bench: code that traps or hangs is a finding, not the end")
struct IsolatedCommandTests {
  /// Each planted misbehaving resolver and the property it breaks.
  static let planted = [
    ("planted-trap", "crash"), ("planted-overflow", "crash"), ("planted-loop", "hang"),
    ("planted-hang", "hang"), ("planted-trap-app", "crash"),
  ]

  /// The JSON document a child printed.
  static func json(_ child: ChildRun) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: child.stdout) as? [String: Any]
    return try #require(object, "\(child.stdoutText) \(child.stderrText)")
  }

  @Test(
    "matrix: each planted resolver's crash or hang is a failed property, shrunk; replay reproduces it"
  )
  func matrixAndReplay() throws {
    let child = try ChildRun(
      ["matrix", "--cases", "8", "--hang-seconds", "0.3", "--json"]
        + Self.planted.flatMap { ["--resolver", $0.0] }, planted: true)
    #expect(child.wait() == 1, "\(child.stderrText)")
    #expect(child.process.terminationReason == .exit)
    let resolvers = try #require(Self.json(child)["resolvers"] as? [[String: Any]])
    var tokens: [String: String] = [:]
    for (name, property) in Self.planted {
      let resolver = try #require(resolvers.first { $0["name"] as? String == name })
      let properties = try #require(resolver["properties"] as? [[String: Any]])
      let found = try #require(properties.first { $0["id"] as? String == property }, "\(name)")
      #expect(found["verdict"] as? String == "fail")
      let counterexample = try #require(found["counterexample"] as? [String: Any])
      // A launch over a tab bar with no selection, or a step more.
      #expect((counterexample["events"] as? Int ?? 99) <= 2, "\(name): \(counterexample)")
      tokens[name] = counterexample["replay"] as? String
      if name == "planted-trap" {
        #expect((counterexample["message"] as? String)?.contains("Index out of range") == true)
      }
    }
    for name in ["planted-trap", "planted-hang"] {
      let token = try #require(tokens[name])
      let replay = try ChildRun(
        ["replay", token, "--resolver", name, "--hang-seconds", "0.3", "--json"], planted: true)
      #expect(replay.wait() == 1, "\(replay.stderrText)")
      let crash = try #require(Self.json(replay)["crash"] as? [String: Any])
      #expect(crash["property"] as? String == (name == "planted-trap" ? "crash" : "hang"))
      #expect(crash["replay"] as? String == token)
    }
  }

  @Test(
    "run: a scenario reaching planted code ends in its crash or hang, after the last step completed",
    arguments: planted)
  func run(_ name: String, _ property: String) throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let file = directory + "/tabs.scenario"
    let tabBar = name == "planted-trap-app" ? "tabBar \"TrappingTabBarController\"" : "tabBar"
    try """
    app phone iOS 17
    plist .portrait .landscapeLeft .landscapeRight

    window key
      navigation
        content "Home"

    events
      launch
      rotateDevice .landscapeLeft
      present .fullScreen from 0
        \(tabBar)
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let child = try ChildRun(
      ["run", file, "--resolver", name, "--hang-seconds", "0.3"], planted: true)
    #expect(child.wait() == 1, "\(child.stderrText)")
    #expect(child.process.terminationReason == .exit)
    let text = child.stdoutText
    #expect(text.contains("✗ \(property) ("), "\(text)")
    #expect(text.contains("after step 1 (rotate .landscapeLeft), the last one completed"), "\(text)")
    if property == "crash" { #expect(text.contains("the process died of signal"), "\(text)") }
  }

  @Test("test: a file reaching planted code is that run's crash or hang; the other files still run")
  func testCommand() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let scenario = { (root: String) in
      """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      resolver planted-trap
      resolver planted-hang

      window key
        \(root)

      events
        launch

      """
    }
    try scenario("tabBar").write(toFile: directory + "/a-tabs.scenario", atomically: true, encoding: .utf8)
    try scenario("content").write(
      toFile: directory + "/b-content.scenario", atomically: true, encoding: .utf8)
    let child = try ChildRun(
      ["test", directory, "--hang-seconds", "0.3", "--json"], planted: true)
    #expect(child.wait() == 1, "\(child.stderrText)")
    #expect(child.process.terminationReason == .exit)
    let files = try #require(Self.json(child)["files"] as? [[String: Any]])
    #expect(files.count == 2)
    let runs = files.map { ($0["runs"] as? [[String: Any]]) ?? [] }
    let crashes = runs.map { $0.map { ($0["crash"] as? [String: Any])?["property"] as? String } }
    // A tab bar with no selection: the planted resolvers trap and hang; a plain screen is safe.
    #expect(crashes[0] == ["crash", "hang"], "\(child.stdoutText)")
    #expect(crashes[1] == [nil, nil], "\(child.stdoutText)")
    #expect(runs[1].allSatisfy { $0["passed"] as? Bool == true }, "\(child.stdoutText)")
  }

  @Test("bench hunts each planted misbehaving resolver in child processes and shrinks what it finds")
  func bench() throws {
    let child = try ChildRun(["bench", "--quick", "--runs", "1", "--seeds", "1", "--json"])
    #expect(child.wait(seconds: 120) == 0, "\(child.stderrText)")
    let metrics = try #require(Self.json(child)["metrics"] as? [String: Any])
    for (name, _) in Self.planted {
      let prefix = "planted." + name.dropFirst("planted-".count)
      #expect(metrics["\(prefix).missed"] as? Int == 0, "\(prefix)")
      #expect((metrics["\(prefix).shrunk.events.median"] as? Int ?? 99) <= 2, "\(prefix)")
    }
  }
}
