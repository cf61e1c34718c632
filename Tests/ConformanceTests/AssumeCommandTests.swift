import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `orientation-check assumptions`, and `--assume NAME=VALUE` / `NAME=*` on the subcommands that
/// run sessions.
@Suite("orientation-check --assume: every subcommand that runs sessions runs them under it")
struct AssumeCommandTests {
  static let names = Assumptions.catalogue.map(\.name).joined(separator: ", ")

  static let usageErrors: [UsageRow] = [
    UsageRow(["matrix", "--assume"], "--assume needs a value"),
    UsageRow(["matrix", "--assume", "upper"], "--assume takes NAME=VALUE, not 'upper'"),
    UsageRow(
      ["matrix", "--assume", "custom=upper"],
      "--assume custom=upper: unknown assumption 'custom'; valid assumptions: " + names),
    UsageRow(
      ["matrix", "--assume", "stackedCustomDecider=middle"],
      "--assume stackedCustomDecider=middle: assumption 'stackedCustomDecider' takes one of"
        + " lower, upper, not 'middle'"),
    UsageRow(
      ["matrix", "--assume", "stackedCustomDecider=upper", "--assume", "stackedCustomDecider=*"],
      "--assume sets 'stackedCustomDecider' twice"),
    UsageRow(
      ["run", "a.scenario", "--resolver", "reference", "--assume", "stackedCustomDecider=*"],
      "--assume stackedCustomDecider=* runs every value, which only 'matrix' and 'fuzz' do, not"
        + " 'run'"),
    UsageRow(
      ["replay", "os1.x", "--resolver", "reference", "--assume", "delegateMaskChangeCheck=*"],
      "--assume delegateMaskChangeCheck=* runs every value, which only 'matrix' and 'fuzz' do,"
        + " not 'replay'"),
    UsageRow(
      ["replay", "os1.x", "--resolver", "reference", "--assume", "delegateMaskChangeCheck=now"],
      "--assume delegateMaskChangeCheck=now: assumption 'delegateMaskChangeCheck' takes one of"
        + " nextCheckpoint, rotationPath, not 'now'"),
    UsageRow(
      ["examples", "--assume", "overFullScreenFillsWindow=*"],
      "--assume overFullScreenFillsWindow=* runs every value, which only 'matrix' and 'fuzz' do,"
        + " not 'examples'"),
    UsageRow(
      ["fuzz", "--resolver", "reference", "--assume", "preferredMessageNamesBothSidesFrom=30"],
      "--assume preferredMessageNamesBothSidesFrom=30: assumption"
        + " 'preferredMessageNamesBothSidesFrom' takes an iOS major version from 6 to 27, not '30'"),
    UsageRow(
      ["fuzz", "--worker", "progress", "--resolver", "reference", "--assume", "emptyPlistList=*"],
      "a fuzz worker runs one value of each assumption, not 'emptyPlistList=*'"),
    UsageRow(["assumptions", "extra"], "'assumptions' takes no argument 'extra'"),
    UsageRow(["assumptions", "--verbose"], "unknown argument '--verbose' for 'assumptions'"),
  ]

  @Test(
    "A bad --assume exits 64 and names the argument, the valid names or values",
    arguments: usageErrors)
  func usageError(_ row: UsageRow) {
    row.check()
  }

  // MARK: assumptions

  @Test("assumptions --json prints exactly {\"assumptions\": [{name, values, default, sources}]}")
  func listJSON() throws {
    let captured = Captured()
    #expect(captured.run(["assumptions", "--json"]) == .success)
    #expect(captured.out.count == 1)
    #expect(captured.err.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    #expect(Array(object.keys) == ["assumptions"])
    let entries = try #require(object["assumptions"] as? [[String: Any]])
    #expect(entries.count == Assumptions.catalogue.count)
    for (entry, expected) in zip(entries, Assumptions.catalogue) {
      #expect(Set(entry.keys) == ["name", "values", "default", "sources"])
      #expect(entry["name"] as? String == expected.name)
      #expect(entry["values"] as? [String] == expected.values)
      #expect(entry["default"] as? String == expected.defaultValue)
      #expect(entry["sources"] as? [String] == expected.sources)
    }
    // The members in the documented order.
    #expect(
      captured.stdout.hasPrefix(
        "{\"assumptions\":[{\"name\":\"overFullScreenFillsWindow\",\"values\":[\"true\",\"false\"],"
          + "\"default\":\"true\",\"sources\":["))
  }

  @Test("assumptions lists each name with its default, question, values and sources")
  func listText() {
    let captured = Captured()
    #expect(captured.run(["assumptions"]) == .success)
    let lines = captured.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    for entry in Assumptions.catalogue {
      #expect(lines.contains("\(entry.name)=\(entry.defaultValue) (default)"))
      #expect(lines.contains("  \(entry.question)"))
    }
    #expect(lines.filter(\.isEmpty).count == Assumptions.catalogue.count - 1)
    #expect(captured.stdout.contains("  values: lower, upper\n"))
    #expect(captured.stdout.contains("  values: nextCheckpoint, rotationPath\n"))
    #expect(
      captured.stdout.contains(
        "  sources: R10; R5; §4 E1; I23 react-native-orientation-locker #282"))
  }

  // MARK: run

  static let stack = """
    app phone iOS 17
    plist .portrait .landscapeLeft .landscapeRight
    orientation .portrait
    device .portrait

    window key
      content "Base" supports .portrait
        presents .custom
          content "Lower" supports .portrait removesPresentersView

    events
      present .custom from 1
        content "Upper" supports .landscape
      rotateDevice .landscapeLeft

    """

  static let lockToLandscape = """
    app phone iOS 12
    plist .portrait .landscapeLeft .landscapeRight
    delegate .all
    orientation .portrait
    device .portrait
    assume delegateMaskChangeCheck rotationPath

    window key
      content "RootViewController" supports .portrait

    events
      setAppDelegateOrientations .landscape
      setDeviceOrientation .unknown
      setDeviceOrientation .landscapeLeft

    """

  /// Writes `text` to a new temporary file and returns its path.
  func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "/assume-tests-\(UUID().uuidString).scenario"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("run --assume: the upper custom presentation decides under stackedCustomDecider=upper")
  func runWithAssume() throws {
    let path = try file(Self.stack)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let plain = Captured()
    #expect(plain.run(["run", path, "--resolver", "uikit-default"]) == .success)
    #expect(plain.stdout.contains("1. rotate .landscapeLeft: .portrait (no rotation"))
    #expect(plain.stdout.contains("decider #1 Lower"))
    let assumed = Captured()
    #expect(
      assumed.run([
        "run", path, "--resolver", "uikit-default", "--assume", "stackedCustomDecider=upper",
      ]) == .success)
    #expect(assumed.out.first == "assuming stackedCustomDecider=upper")
    #expect(
      assumed.stdout.contains(
        "0. present \"Upper\" .custom from 1: .portrait → .landscapeRight (the presented"
          + " controller's preferred orientation)"))
    #expect(assumed.stdout.contains("decider #2 Upper"))
  }

  @Test("run uses the file's assume lines; --assume on the command line goes over them")
  func runUsesTheFilesAssumptions() throws {
    let path = try file(Self.lockToLandscape)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fromFile = Captured()
    #expect(fromFile.run(["run", path, "--resolver", "uikit-default"]) == .finding)
    #expect(fromFile.out.first == "assuming delegateMaskChangeCheck=rotationPath")
    #expect(
      fromFile.stdout.contains(
        "exception E1 UIApplicationInvalidInterfaceOrientation: Supported orientations has no"
          + " common orientation with the application, and [RootViewController shouldAutorotate]"
          + " is returning YES"))
    let overridden = Captured()
    #expect(
      overridden.run([
        "run", path, "--resolver", "uikit-default", "--assume",
        "delegateMaskChangeCheck=nextCheckpoint",
      ]) == .success)
    #expect(!overridden.stdout.contains("exception"))
    let json = Captured()
    #expect(json.run(["run", path, "--resolver", "uikit-default", "--json"]) == .finding)
    #expect(json.stdout.contains("\"id\":\"E1\""))
  }

  @Test("run --html and replay --html draw the session under the assumptions, assume lines shown")
  func htmlUnderAssumptions() throws {
    let path = try file(Self.lockToLandscape)
    let page = NSTemporaryDirectory() + "/assume-tests-\(UUID().uuidString).html"
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: page)
    }
    #expect(
      Captured().run(["run", path, "--resolver", "uikit-default", "--html", page]) == .finding)
    let drawn = try String(contentsOfFile: page, encoding: .utf8)
    #expect(drawn.contains("\nassume delegateMaskChangeCheck rotationPath\n"))
    #expect(drawn.contains("Supported orientations has no common orientation"))
    #expect(
      Captured().run([
        "replay", Self.unclampedToken, "--resolver", "uikit-default", "--assume",
        "inheritedPreferredOrientationIsClamped=false", "--html", page,
      ]) == .finding)
    let replayed = try String(contentsOfFile: page, encoding: .utf8)
    #expect(replayed.contains("\nassume inheritedPreferredOrientationIsClamped false\n"))
    #expect(replayed.contains("--assume inheritedPreferredOrientationIsClamped=false"))
  }

  // MARK: replay and examples

  /// uikit-default's no-exception counterexample when its preferred orientation is not clamped.
  static let unclampedToken = "os1.Ch8BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABCQAAAQACT18"

  @Test("replay --assume: the same token crashes only when the inherited preference is unclamped")
  func replayWithAssume() {
    let plain = Captured()
    #expect(
      plain.run(["replay", Self.unclampedToken, "--resolver", "uikit-default"]) == .success)
    #expect(plain.stdout.contains("every invariant holds"))
    let assumed = Captured()
    #expect(
      assumed.run([
        "replay", Self.unclampedToken, "--resolver", "uikit-default", "--assume",
        "inheritedPreferredOrientationIsClamped=false",
      ]) == .finding)
    #expect(assumed.stdout.contains("\nassume inheritedPreferredOrientationIsClamped false\n"))
    #expect(assumed.stdout.contains("✗ no-exception at step 1 (present UIViewController .fullScreen from 0 animated)"))
  }

  @Test(
    "examples --assume: the comment over the player no longer decides when overFullScreen does not fill"
  )
  func examplesWithAssume() {
    let plain = Captured()
    #expect(plain.run(["examples", "--resolver", "reference"]) == .success)
    let assumed = Captured()
    #expect(
      assumed.run([
        "examples", "--resolver", "reference", "--assume", "overFullScreenFillsWindow=false",
      ]) == .success)
    #expect(assumed.out.first == "assuming overFullScreenFillsWindow=false")
    #expect(Array(assumed.out.dropFirst()) != plain.out)
    #expect(assumed.stdout.contains("decider #0 BaseTabBarController; supports .landscape"))
    #expect(plain.stdout.contains("decider #10 CommentViewController; supports .landscape"))
    let json = Captured()
    #expect(
      json.run([
        "examples", "--resolver", "reference", "--assume", "overFullScreenFillsWindow=false",
        "--json",
      ]) == .success)
    #expect(json.out.count == 1)
  }

  // MARK: matrix

  @Test(
    "matrix --assume: the reports say the assumptions, reproduce with them, and their tests set them"
  )
  func matrixWithAssume() {
    let captured = Captured()
    #expect(
      captured.run([
        "matrix", "--resolver", "uikit-default", "--assume",
        "inheritedPreferredOrientationIsClamped=false", "--verbose",
      ]) == .finding)
    let lines = captured.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("invariants: ") == true)
    #expect(lines.dropFirst().first == "assuming inheritedPreferredOrientationIsClamped=false")
    #expect(
      captured.stdout.contains(
        "✗ no-exception (No UIKit exception when the app's declarations are consistent) under"
          + " uikit-default, assuming inheritedPreferredOrientationIsClamped=false"))
    #expect(
      captured.stdout.contains(
        "  reproduce: swift run orientation-check replay \(Self.unclampedToken) --resolver"
          + " uikit-default --assume inheritedPreferredOrientationIsClamped=false"))
    #expect(captured.stdout.contains("\n    assume inheritedPreferredOrientationIsClamped false\n"))
    #expect(captured.stdout.contains("let scenario = try Scenario.parseDocument(\"\"\""))
    #expect(captured.stdout.contains("assumptions: scenario.assumptions, mistake: &ignored)"))
  }

  @Test("matrix --assume NAME=*: a labelled column group per value, and the verdicts that differ")
  func matrixEveryValue() {
    let captured = Captured()
    #expect(
      captured.run([
        "matrix", "--resolver", "uikit-default", "--resolver", "reference", "--assume",
        "inheritedPreferredOrientationIsClamped=*", "--verbose",
      ]) == .finding)
    let lines = captured.out.joined(separator: "\n").split(separator: "\n").map(String.init)
    #expect(
      Array(lines[1...6]) == [
        "column groups, one per value of --assume NAME=*:",
        "  A  inheritedPreferredOrientationIsClamped=true (default)",
        "  B  inheritedPreferredOrientationIsClamped=false",
        "resolver                 | A                           | B",
        "                         | 1 2 3 4 5 6 7 8 9  sessions | 1 2 3 4 5 6 7 8 9  sessions",
        "uikit-default            | ✗ ✓ ✗ ✓ ✗ ✗ ✗ ✓ ✓  200      | ✗ ✗ ✗ ✓ ✗ ✗ ✗ ✓ ✓  200",
      ])
    #expect(
      lines[7] == "reference                | ✓ ✓ ✓ ✓ ✓ ✓ ✓ ✓ ✓  200      | ✓ ✓ ✓ ✓ ✓ ✓ ✓ ✓ ✓  200")
    #expect(
      Array(lines[8...9]) == [
        "verdicts that depend on these assumptions:",
        "  uikit-default no-exception: ✓ in A, ✗ in B",
      ])
    #expect(captured.stdout.contains("group B: inheritedPreferredOrientationIsClamped=false\n✗ "))
  }

  @Test("matrix --json: the assumptions after the seed; with NAME=*, a group per value")
  func matrixJSON() throws {
    let one = Captured()
    _ = one.run([
      "matrix", "--resolver", "reference", "--cases", "5", "--assume",
      "stackedCustomDecider=upper", "--json",
    ])
    let single = try #require(
      try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
    #expect(Set(single.keys) == ["seed", "assumptions", "resolvers"])
    #expect(single["assumptions"] as? [String: String] == ["stackedCustomDecider": "upper"])
    let every = Captured()
    _ = every.run([
      "matrix", "--resolver", "reference", "--cases", "5", "--assume", "stackedCustomDecider=*",
      "--assume", "delegateMaskChangeCheck=rotationPath", "--json",
    ])
    let grouped = try #require(
      try JSONSerialization.jsonObject(with: Data(every.stdout.utf8)) as? [String: Any])
    #expect(Set(grouped.keys) == ["seed", "groups"])
    let groups = try #require(grouped["groups"] as? [[String: Any]])
    #expect(groups.map { $0["label"] as? String } == ["A", "B"])
    #expect(
      groups.map { $0["assumptions"] as? [String: String] } == [
        ["delegateMaskChangeCheck": "rotationPath", "stackedCustomDecider": "lower"],
        ["delegateMaskChangeCheck": "rotationPath", "stackedCustomDecider": "upper"],
      ])
    #expect(groups.allSatisfy { ($0["resolvers"] as? [[String: Any]])?.count == 1 })
  }
}
