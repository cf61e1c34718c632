import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `orientation-check matrix` and `replay`: verdicts, JSON, exit statuses, the replay round trip.
@Suite(
  "orientation-check matrix and replay: verdicts, counterexamples and the line that reproduces them"
)
struct MatrixCommandTests {
  @Test("The reference holds every invariant: exit 0, and the JSON has the documented shape")
  func referenceJSON() throws {
    let captured = Captured()
    #expect(
      captured.run([
        "matrix", "--resolver", "reference", "--cases", "20", "--seed", "0x2a", "--json",
      ]) == .success)
    #expect(captured.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    #expect(object["seed"] as? Int == 42)
    let resolvers = try #require(object["resolvers"] as? [[String: Any]])
    #expect(resolvers.map { $0["name"] as? String } == ["reference"])
    let properties = try #require(resolvers.first?["properties"] as? [[String: Any]])
    #expect(properties.map { $0["id"] as? String } == Invariant.allCases.map(\.rawValue))
    #expect(
      properties.allSatisfy { $0["verdict"] as? String == "pass" && $0["cases"] as? Int == 20 })
    #expect(properties.allSatisfy { $0["counterexample"] == nil })
  }

  @Test(
    "uikit-default breaks invariants: exit 1, each counterexample replays to the same violation")
  func uikitDefaultReplays() throws {
    let captured = Captured()
    #expect(
      captured.run(["matrix", "--resolver", "uikit-default", "--cases", "40", "--json"]) == .finding
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    let resolvers = try #require(object["resolvers"] as? [[String: Any]])
    let properties = try #require(resolvers.first?["properties"] as? [[String: Any]])
    let failures = properties.filter { $0["verdict"] as? String == "fail" }
    #expect(failures.contains { $0["id"] as? String == "forwarding-fidelity" })
    for failure in failures {
      let counterexample = try #require(failure["counterexample"] as? [String: Any])
      let token = try #require(counterexample["replay"] as? String)
      #expect((counterexample["events"] as? Int ?? 0) >= 1)
      let replay = Captured()
      #expect(replay.run(["replay", token, "--resolver", "uikit-default"]) == .finding)
      #expect(replay.stdout.contains("✗ \(failure["id"] as? String ?? "")"))
    }
  }

  @Test("The text report ends each counterexample with the line that reproduces it")
  @MainActor func textReport() {
    let captured = Captured()
    #expect(
      captured.run([
        "matrix", "--resolver", "el-orientation-control", "--cases", "40", "--verbose",
      ]) == .finding)
    #expect(captured.out.first?.hasPrefix("invariants: 1 orientation-in-masks") == true)
    #expect(captured.stdout.contains("el-orientation-control"))
    #expect(captured.stdout.contains("  reproduce: swift run orientation-check replay os1."))
    #expect(captured.stdout.contains("  regression test:"))
    #expect(captured.stdout.contains("    @Test @MainActor func "))
  }

  @Test("By default a failing cell is one line: the invariant, its counterexample's size, the replay")
  @MainActor func shortReport() throws {
    let captured = Captured()
    #expect(
      captured.run(["matrix", "--resolver", "el-orientation-control", "--cases", "40"]) == .finding)
    let cells = captured.stdout.split(separator: "\n").filter { $0.hasPrefix("✗ ") }
    let table = try #require(captured.stdout.split(separator: "\n").dropFirst(2).first)
    #expect(cells.count == table.filter { $0 == "✗" }.count)
    for cell in cells {
      // `✗ RESOLVER INVARIANT CODE (KIND CLASS): SIZE; REPLAY[ (and N more distinct failures)]`.
      let invariant = try #require(cell.split(separator: " ").dropFirst(2).first)
      #expect(Invariant(rawValue: String(invariant)) != nil, "\(cell)")
      #expect(cell.contains(" event"), "\(cell)")
      #expect(cell.contains(" controller"), "\(cell)")
      #expect(
        cell.contains("; swift run orientation-check replay os1.")
          && cell.contains(" --resolver el-orientation-control"), "\(cell)")
    }
    #expect(cells.contains { $0.hasSuffix(" more distinct failures)") || $0.hasSuffix(" more distinct failure)") })
    #expect(!captured.stdout.contains("regression test:"))
    #expect(captured.stdout.contains("--verbose prints every distinct failure in full"))
  }

  @Test("The whole matrix by default fits a screenful or two: under 120 lines for the built-ins")
  @MainActor func wholeMatrixIsShort() {
    let captured = Captured()
    #expect(captured.run([]) == .success)
    let lines = captured.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count < 120)
    // A line per failing cell: uikit-default fails four (PinnedVerdicts).
    #expect(
      lines.filter { $0.hasPrefix("✗ uikit-default ") }.count
        == PinnedVerdicts.failing["uikit-default"]?.count)
  }

  @Test("An app's own executable names itself in the reproduce line and builds its resolver")
  func ownExecutable() {
    let captured = Captured()
    let check = OrientationCheck(
      resolvers: BuiltinResolvers.all + [MyAppResolver()], programName: "my-check",
      output: { captured.out.append($0) }, errorOutput: { captured.err.append($0) })
    #expect(
      check.run(["matrix", "--resolver", "my-app", "--cases", "40", "--verbose"]) == .finding)
    let reproduce = captured.stdout.split(separator: "\n").filter { $0.contains("reproduce:") }
    #expect(!reproduce.isEmpty)
    #expect(
      reproduce.allSatisfy {
        $0.hasPrefix("  reproduce: swift run my-check replay os1.")
          && $0.hasSuffix(" --resolver my-app")
      })
    #expect(captured.stdout.contains("      let resolver = MyAppResolver()\n"))
    #expect(!captured.stdout.contains("BuiltinResolvers.all.first"))
  }

  static let usageErrors: [UsageRow] = [
    UsageRow(["matrix", "--cases", "0"], "--cases takes a number from 1 to 1000000, not '0'"),
    UsageRow(
      ["matrix", "--cases", "9223372036854775807"],
      "--cases takes a number from 1 to 1000000, not '9223372036854775807'"),
    UsageRow(
      ["matrix", "--cases", "1000001"], "--cases takes a number from 1 to 1000000, not '1000001'"),
    UsageRow(
      ["matrix", "--cases", "99999999999999999999"],
      "--cases takes a number from 1 to 1000000, not '99999999999999999999'"),
    UsageRow(
      ["matrix", "--seed", "0xZZ"], "--seed takes a decimal or 0x hexadecimal number, not '0xZZ'"),
    UsageRow(["matrix", "--loud"], "unknown argument '--loud' for 'matrix'"),
    UsageRow(["replay"], "'replay' needs a replay token"),
    UsageRow(
      ["replay", "abc", "--resolver", "reference"],
      "bad replay token 'abc': a replay token starts with 'os1.'"),
    UsageRow(
      ["replay", "os1.AAAA", "--resolver", "reference"],
      "bad replay token 'os1.AAAA': the replay token is too short to hold a case"),
    UsageRow(
      ["replay", "os1.AAAA", "--resolver", "reference", "--session-length", "0"],
      "--session-length takes a number from 1 to 1000000, not '0'"),
    UsageRow(
      ["replay", "os1.AAAA", "--resolver", "reference", "--max-controllers", "99999"],
      "--max-controllers takes a number from 1 to 10000, not '99999'"),
    UsageRow(["replay", "os1.AAAA", "--session-length"], "--session-length needs a value"),
  ]

  @Test("A counterexample found with other generator settings names them in its replay line")
  func replayWithSettings() throws {
    let configuration = CheckConfiguration(cases: 100, sessionLength: 40, maxControllers: 5)
    let report = Checker.check(UIKitDefaultResolver(), configuration)
    let counterexample = try #require(report.verdicts.lazy.compactMap(\.counterexample).first)
    let command = counterexample.replayCommand(resolver: "uikit-default")
    #expect(command.hasSuffix(" --resolver uikit-default --session-length 40 --max-controllers 5"))
    let arguments = Array(command.split(separator: " ").dropFirst(3).map(String.init))
    let captured = Captured()
    #expect(captured.run(arguments + ["--json"]) == .finding)
    // The replayed session is the counterexample's own: its scenario and its violation.
    let replayed = CheckConfiguration(sessionLength: 40, maxControllers: 5).session(
      replaying: counterexample.token)
    #expect(replayed == counterexample.session)
    #expect(captured.stdout.contains(counterexample.violation.invariant.rawValue))
    // Matrix's defaults need no option.
    let plain = try #require(
      Checker.check(UIKitDefaultResolver(), CheckConfiguration(cases: 100)).verdicts.lazy
        .compactMap(\.counterexample).first)
    #expect(plain.replayCommand(resolver: "uikit-default").hasSuffix("--resolver uikit-default"))
  }

  @Test("Usage errors of matrix and replay exit 64 with their message", arguments: usageErrors)
  func usage(_ row: UsageRow) {
    row.check()
  }
}
