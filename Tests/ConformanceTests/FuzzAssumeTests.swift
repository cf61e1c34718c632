import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// `fuzz --assume`: in process, in worker processes, and `NAME=*`.
@Suite("fuzz --assume: campaigns, workers and saved findings run under the assumptions")
struct FuzzAssumeTests {
  static let unclamped = "inheritedPreferredOrientationIsClamped=false"
  /// 200 sessions: the first that crashes when the preference is unclamped is past the 100th.
  static let campaign = [
    "--resolver", "uikit-default", "--sessions", "200", "--session-length", "20",
  ]

  @Test("In process: uikit-default crashes (no-exception) only when the preference is unclamped")
  func inProcess() throws {
    let plain = fuzzInProcess(Self.campaign)
    #expect(plain.status == .finding)
    #expect(try #require(plain.summary).object["assumptions"] == nil)
    #expect(!(try #require(plain.summary).properties.contains("no-exception")))
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let assumed = fuzzInProcess(Self.campaign + ["--assume", Self.unclamped], failures: directory)
    let summary = try #require(assumed.summary)
    #expect(
      summary.object["assumptions"] as? [String: String] == [
        "inheritedPreferredOrientationIsClamped": "false"
      ])
    #expect(summary.properties.contains("no-exception"))
    // The saved finding carries its assumption, so that `run FILE` replays it the same.
    let file = try #require(
      summary.failures.first { $0["property"] as? String == "no-exception" }?["file"] as? String)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("\nassume inheritedPreferredOrientationIsClamped false\n"))
    let run = Captured()
    #expect(run.run(["run", file, "--resolver", "uikit-default"]) == .finding)
    #expect(run.out.first == "assuming inheritedPreferredOrientationIsClamped=false")
  }

  @Test("Worker processes get --assume; a later campaign replays the finding under its own")
  func workers() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let child = try ChildRun(
      ["fuzz"] + Self.campaign + [
        "--assume", Self.unclamped, "--jobs", "2", "--json", "--failures", directory,
      ])
    #expect(child.wait() == 1, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    #expect(summary.properties.contains("no-exception"))
    // The next campaign, under the defaults, replays it under the assumption it was saved with.
    let next = try ChildRun([
      "fuzz", "--resolver", "uikit-default", "--sessions", "1", "--session-length", "20",
      "--failures", directory,
    ])
    #expect(next.wait() == 1, "\(next.stderrText)")
    #expect(next.stdoutText.contains("✗ no-exception: \(directory)/uikit-default/no-exception-"))
  }

  @Test("The workers' arguments carry each assumption that is not the default")
  func workerArguments() throws {
    let options = try FuzzOptions(parsing: [
      "--resolver", "reference", "--assume", "stackedCustomDecider=upper", "--assume",
      "walksPastNonFillingPresentations=true",
    ])
    #expect(options.assumptions.assignments == ["stackedCustomDecider=upper"])
    #expect(options.configuration.assumptions == options.assumptions)
    let every = try FuzzOptions(parsing: [
      "--resolver", "reference", "--assume", "delegateMaskChangeCheck=*",
    ])
    #expect(
      every.assume.runs.map(\.label) == [
        "delegateMaskChangeCheck=nextCheckpoint (default)", "delegateMaskChangeCheck=rotationPath",
      ])
  }

  @Test("fuzz --assume NAME=*: a campaign per value, labelled, in one JSON document")
  func everyValue() throws {
    let (status, _, captured) = fuzzInProcess(
      Self.campaign + ["--assume", "inheritedPreferredOrientationIsClamped=*"])
    #expect(status == .finding)
    #expect(captured.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
    #expect(Array(object.keys) == ["runs"])
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.map { $0["label"] as? String } == ["A", "B"])
    #expect(
      runs.map { $0["assumptions"] as? [String: String] } == [
        ["inheritedPreferredOrientationIsClamped": "true"],
        ["inheritedPreferredOrientationIsClamped": "false"],
      ])
    let properties = runs.map { run in
      Set(((run["failures"] as? [[String: Any]]) ?? []).compactMap { $0["property"] as? String })
    }
    #expect(!properties[0].contains("no-exception"))
    #expect(properties[1].contains("no-exception"))
    #expect(runs.allSatisfy { $0["sessions"] as? Int == 200 })
  }

  @Test("fuzz --assume NAME=* in text: each run's summary under its own heading")
  func everyValueText() {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let captured = Captured()
    _ = captured.run(
      ["fuzz"] + Self.campaign + [
        "--assume", "inheritedPreferredOrientationIsClamped=*", "--in-process", "--failures",
        directory,
      ])
    let headings = captured.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(
      headings == [
        "== run A: inheritedPreferredOrientationIsClamped=true (default)",
        "== run B: inheritedPreferredOrientationIsClamped=false",
      ])
    #expect(
      captured.stdout.contains(
        "(seed 0xa110c0ffee5, shard 1/1, 20 events a session, in process, assuming"
          + " inheritedPreferredOrientationIsClamped=false)"))
    #expect(captured.stdout.contains(" --assume inheritedPreferredOrientationIsClamped=false\n"))
  }
}
