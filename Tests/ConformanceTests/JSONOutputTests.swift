import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `--json` on every subcommand: standard output holds one JSON document, parsed back here.
@Suite("orientation-check --json: one document on stdout, in the documented shape")
struct JSONOutputTests {
  /// Runs `arguments`, requires success, one line on stdout and nothing on stderr, and parses it.
  func document(_ arguments: [String]) throws -> [String: Any] {
    let captured = Captured()
    #expect(captured.run(arguments) == .success)
    #expect(captured.out.count == 1)
    #expect(captured.err.isEmpty)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
  }

  @Test("resolvers --json: {\"resolvers\": [{\"name\": N}]}, the built-ins in order")
  func resolvers() throws {
    let object = try document(["resolvers", "--json"])
    #expect(Array(object.keys) == ["resolvers"])
    let resolvers = try #require(object["resolvers"] as? [[String: Any]])
    #expect(resolvers.map { $0["name"] as? String } == BuiltinResolvers.names)
    #expect(resolvers.allSatisfy { $0.count == 1 })
  }

  @Test("rules --json: every rule with its title, versions, confidence, page and invariants")
  func rules() throws {
    let object = try document(["rules", "--json"])
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.count == Rule.allCases.count)
    #expect(rules.map { $0["id"] as? String } == Rule.allCases.map(\.description))
    let r7 = try #require(rules.first { $0["id"] as? String == "R7" })
    #expect(r7["title"] as? String == Rule.r7.title)
    #expect(r7["versions"] as? String == "6+")
    #expect(r7["confidence"] as? [String] == ["D"])
    #expect(r7["page"] as? String == "Documentation/Rules/R7.md")
    #expect(r7["invariants"] as? [String] == ["orientation-in-masks"])
    let r3 = try #require(rules.first { $0["id"] as? String == "R3" })
    #expect(r3["confidence"] as? [String] == ["D", "O", "U"])
    #expect(r3["invariants"] as? [String] == [])
  }

  @Test("examples --json: each example with one resolution per chosen resolver")
  func examples() throws {
    let object = try document(
      ["examples", "--json", "--resolver", "uikit-default", "--resolver", "reference"])
    #expect(object["ios"] as? Int == 17)
    let examples = try #require(object["examples"] as? [[String: Any]])
    #expect(examples.map { $0["name"] as? String } == Example.catalog().map(\.name))
    for example in examples {
      let resolutions = try #require(example["resolutions"] as? [[String: Any]])
      #expect(resolutions.map { $0["resolver"] as? String } == ["uikit-default", "reference"])
      #expect(example["summary"] is String)
    }
    // SeedArticles.md's table: the player in a tab stays portrait under UIKit, turns under the reference.
    let player = try #require(examples.first { $0["name"] as? String == "player-in-tab" })
    let resolutions = try #require(player["resolutions"] as? [[String: Any]])
    #expect(resolutions[0]["after"] as? String == ".portrait")
    #expect(resolutions[0]["allowed"] as? String == ".allButUpsideDown")
    #expect(resolutions[1]["after"] as? String == ".landscapeRight")
    #expect(resolutions[1]["decider"] as? Int == 0)
    #expect(resolutions[1]["deciderName"] as? String == "BaseTabBarController")
    #expect(resolutions[1]["trigger"] as? String == "rootInstalled")
    #expect(resolutions[1]["rotated"] as? Bool == true)
    #expect(resolutions[1]["exception"] is NSNull)
    #expect((resolutions[1]["rules"] as? [String])?.contains("R4") == true)
  }

  @Test("examples --json reports an exception and an absent decider as values")
  func examplesExceptionAndNoDecider() throws {
    let object = try document(["examples", "--json", "--resolver", "reference", "--ios", "12"])
    #expect(object["ios"] as? Int == 12)
    let examples = try #require(object["examples"] as? [[String: Any]])
    func resolution(_ name: String) throws -> [String: Any] {
      let example = try #require(examples.first { $0["name"] as? String == name })
      return try #require((example["resolutions"] as? [[String: Any]])?.first)
    }
    let picker = try resolution("portrait-picker-in-landscape-app")
    let exception = try #require(picker["exception"] as? [String: Any])
    #expect(exception["id"] as? String == "E1")
    #expect(exception["name"] as? String == "UIApplicationInvalidInterfaceOrientation")
    #expect(picker["allowed"] as? String == "[]")
    let multitasking = try resolution("ipad-multitasking")
    #expect(multitasking["decider"] is NSNull)
  }

  @Test("run --json: each step names its controllers and shows its windows and questions")
  func runDetails() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientation-check-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("details.txt").path
    try Data(TraceDetailsTests.scenario.utf8).write(to: URL(fileURLWithPath: path))
    let object = try document(["run", path, "--resolver", "reference", "--json"])
    let steps = try #require(object["steps"] as? [[String: Any]])
    let launch = try #require(steps.first)
    #expect(launch["launchOrientation"] as? String == ".landscapeRight")
    #expect((launch["statusBar"] as? [String: Any])?["ownerName"] as? String == "Nav")
    let backSwipe = try #require(launch["backSwipe"] as? [String: Any])
    #expect(backSwipe["navigationController"] as? Int == 0)
    #expect(backSwipe["navigationControllerName"] as? String == "Nav")
    let windows = try #require(launch["windows"] as? [[String: Any]])
    #expect(windows.map { $0["window"] as? Int } == [0, 1])
    #expect(windows[0]["setsOrientation"] as? Bool == true)
    #expect(windows[0]["appMaskSource"] as? String == "appDelegate")
    #expect(windows[1]["allowed"] is NSNull)
    let decider = try #require(windows[1]["decider"] as? [String: Any])
    #expect(decider["index"] as? Int == 3 && decider["name"] as? String == "Overlay")
    let asked = try #require(launch["asked"] as? [[String: Any]])
    #expect(asked.first?["index"] is NSNull)
    #expect(asked.first?["member"] as? String == "application(_:supportedInterfaceOrientationsFor:)")
    #expect(
      asked.contains {
        $0["index"] as? Int == 3 && $0["name"] as? String == "Overlay"
          && $0["member"] as? String == "supportedInterfaceOrientations"
      })
    let present = steps[1]
    let chain = try #require((present["windows"] as? [[String: Any]])?.first?["chain"] as? [[String: Any]])
    #expect(chain.map { $0["name"] as? String } == ["Nav", "Player"])
    #expect(chain[0]["style"] is NSNull)
    #expect(chain[1]["style"] as? String == ".fullScreen" && chain[1]["fillsWindow"] as? Bool == true)
    #expect(present["launchOrientation"] is NSNull)
  }

  @Test("replay --json: the trace and the violations, exit 1 when one fails")
  func replay() throws {
    // The token of uikit-default's forwarding counterexample, as matrix --json reports it, so the
    // test follows the generator's encoding.
    let matrix = Captured()
    #expect(matrix.run(["matrix", "--resolver", "uikit-default", "--json"]) == .finding)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(matrix.stdout.utf8)) as? [String: Any])
    let resolvers = try #require(report["resolvers"] as? [[String: Any]])
    let properties = try #require(resolvers.first?["properties"] as? [[String: Any]])
    let forwarding = try #require(properties.first { $0["id"] as? String == "forwarding-fidelity" })
    let counterexample = try #require(forwarding["counterexample"] as? [String: Any])
    let token = try #require(counterexample["replay"] as? String)
    let captured = Captured()
    #expect(captured.run(["replay", token, "--resolver", "uikit-default", "--json"]) == .finding)
    #expect(captured.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    let trace = try #require(object["trace"] as? [String: Any])
    #expect((trace["steps"] as? [[String: Any]])?.first?["kind"] as? String == "launch")
    // A replayed trace records its details, as run's does.
    #expect((trace["steps"] as? [[String: Any]])?.first?["windows"] is [Any])
    let violations = try #require(object["violations"] as? [String])
    #expect(violations.contains { $0.hasPrefix("forwarding-fidelity at step ") })
  }
}
