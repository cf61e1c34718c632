import Foundation
import Generators
import OrientationConformance
import OrientationSpec
import Testing

/// A fresh failure directory under the temporary directory.
func fuzzTemporaryDirectory() -> String {
  let path = NSTemporaryDirectory() + "/fuzz-tests-" + UUID().uuidString
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// The JSON summary of a `fuzz … --json` run.
struct FuzzSummary {
  var object: [String: Any]
  var keys: [String]

  init?(_ text: String) {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    self.object = object
    // The keys in their printed order.
    keys = text.split(separator: "\"").enumerated().compactMap { index, part in
      index % 2 == 1
        && [
          "steps", "sessions", "seconds", "stepsPerSecond", "failures",
          "interrupted",
        ].contains(String(part)) ? String(part) : nil
    }
  }

  var steps: Int { object["steps"] as? Int ?? -1 }
  var sessions: Int { object["sessions"] as? Int ?? -1 }
  var seconds: Double { (object["seconds"] as? NSNumber)?.doubleValue ?? -1 }
  var interrupted: Bool { object["interrupted"] as? Bool ?? false }
  var failures: [[String: Any]] { object["failures"] as? [[String: Any]] ?? [] }
  var properties: [String] { failures.compactMap { $0["property"] as? String } }
  var replays: [String] { failures.compactMap { $0["replay"] as? String } }
  var files: [String] { failures.compactMap { $0["file"] as? String } }
}

/// Removes a directory `fuzzTemporaryDirectory()` made.
func fuzzRemove(_ directory: String) {
  try? FileManager.default.removeItem(atPath: directory)
}

/// Runs `fuzz` in process with captured output, in `failures` or a fresh failure directory that
/// is removed afterwards.
func fuzzInProcess(_ arguments: [String], failures: String? = nil) -> (
  status: OrientationCheck.ExitStatus, summary: FuzzSummary?, captured: Captured
) {
  let directory = failures ?? fuzzTemporaryDirectory()
  defer { if failures == nil { fuzzRemove(directory) } }
  let captured = Captured()
  let status = captured.run(
    ["fuzz"] + arguments + ["--in-process", "--json", "--failures", directory])
  return (status, FuzzSummary(captured.stdout), captured)
}

/// Answers `.portrait` on every seventh question, counted across runs: the same session run twice
/// is answered differently (and a run can contradict itself).
final class FuzzFlakyCounter: @unchecked Sendable { var value = 0 }
struct FuzzFlakyResolver: OrientationResolver {
  var name: String { "flaky" }
  let counter = FuzzFlakyCounter()
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    counter.value += 1
    return counter.value % 7 == 0 ? .portrait : controller.own.supportedInterfaceOrientations
  }
}

@Suite("fuzz: budgets, shards, findings saved and replayed, usage errors")
struct FuzzCommandTests {
  @Test("The determinism double run finds a resolver whose two runs differ, not the reference")
  func determinismDoubleRun() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let captured = Captured()
    let check = OrientationCheck(
      resolvers: BuiltinResolvers.all + [FuzzFlakyResolver()],
      output: { captured.out.append($0) }, errorOutput: { captured.err.append($0) })
    // Session 0 is a determinism session (every tenth, by campaign index).
    let status = check.run([
      "fuzz", "--resolver", "flaky", "--sessions", "1", "--session-length", "30", "--in-process",
      "--json", "--failures", directory,
    ])
    let summary = try #require(FuzzSummary(captured.stdout), "\(captured.stdout)")
    #expect(status == .finding)
    #expect(summary.properties.contains("determinism"), "\(summary.properties)")
    let reference = fuzzInProcess([
      "--resolver", "reference", "--sessions", "21", "--session-length", "10",
    ])
    #expect(reference.summary?.failures.isEmpty == true)
  }

  @Test("--sessions N runs exactly N sessions; the JSON summary has the documented shape")
  func sessionsBudget() throws {
    let run = fuzzInProcess(["--resolver", "reference", "--sessions", "7", "--session-length", "5"])
    let summary = try #require(run.summary, "\(run.captured.stdout)")
    #expect(summary.sessions == 7)
    #expect(
      summary.keys == ["steps", "sessions", "seconds", "stepsPerSecond", "failures", "interrupted"])
    #expect(summary.steps > 0)
    #expect(summary.object["stepsPerSecond"] is NSNumber)
    #expect(summary.failures.isEmpty)
    #expect(summary.interrupted == false)
    #expect(run.status == .success)
  }

  @Test("--steps N stops at the first session that reaches N steps")
  func stepsBudget() throws {
    let run = fuzzInProcess(["--resolver", "reference", "--steps", "500", "--session-length", "5"])
    let summary = try #require(run.summary)
    // A session of 5 events has at most 6 event steps, each with at most 8 refresh actions.
    #expect(summary.steps >= 500 && summary.steps < 500 + 6 * 9, "\(summary.steps)")
  }

  @Test("--session-length N: sessions of a launch and at most N events (at most 9 steps each)")
  func sessionLength() throws {
    let short = try #require(
      fuzzInProcess(["--resolver", "reference", "--sessions", "40", "--session-length", "2"])
        .summary)
    #expect(short.steps >= 40 && short.steps <= 40 * 3 * 9, "\(short.steps)")
    let long = try #require(
      fuzzInProcess(["--resolver", "reference", "--sessions", "40", "--session-length", "30"])
        .summary)
    // Sessions end at an exception (an app's own mistake), so not every session is full length.
    #expect(long.steps > short.steps * 4, "\(long.steps) against \(short.steps)")
  }

  @Test("--time SECONDS ends the run between sessions once the time is spent")
  func timeBudget() throws {
    let run = fuzzInProcess(["--resolver", "reference", "--time", "0.3", "--session-length", "5"])
    let summary = try #require(run.summary)
    #expect(summary.seconds >= 0.3 && summary.seconds < 3, "\(summary.seconds)")
    #expect(summary.sessions > 0)
  }

  @Test("The same seed and budget give the same findings; another seed, other sessions")
  func deterministic() throws {
    let arguments = ["--resolver", "uikit-default", "--sessions", "12", "--session-length", "10"]
    let first = try #require(fuzzInProcess(arguments + ["--seed", "0x2a"]).summary)
    let second = try #require(fuzzInProcess(arguments + ["--seed", "42"]).summary)
    let other = try #require(fuzzInProcess(arguments + ["--seed", "43"]).summary)
    #expect(!first.failures.isEmpty)
    #expect(first.replays == second.replays)
    #expect(first.properties == second.properties)
    #expect(first.steps == second.steps)
    #expect(first.replays != other.replays)
  }

  @Test("Shards K/N partition the campaign's sessions: disjoint, and together the whole")
  func shardsPartition() throws {
    let total = 23
    var union: [Int] = []
    var seeds = Set<UInt64>()
    for k in 1...4 {
      let shard = FuzzShard(index: k, count: 4)
      let indices = (0..<shard.sessions(of: total)).map { shard.campaignIndex(ofOrdinal: $0) }
      #expect(indices.allSatisfy { $0 % 4 == k - 1 && $0 < total })
      union += indices
      for index in indices { seeds.insert(FuzzOptions.sessionSeed(campaign: 7, index: index)) }
    }
    #expect(union.sorted() == Array(0..<total))
    #expect(seeds.count == total)
    // The campaign's i-th session seed is the i-th output of SplitMix64, as matrix numbers cases.
    var stream = SplitMix64(seed: 7)
    #expect(
      (0..<total).map { _ in stream.next() }
        == (0..<total).map {
          FuzzOptions.sessionSeed(campaign: 7, index: $0)
        })
    // And the command runs exactly its shard's share.
    var sessions: [Int] = []
    for k in 1...3 {
      let summary = try #require(
        fuzzInProcess([
          "--resolver", "reference", "--sessions", "10", "--session-length", "3", "--shard",
          "\(k)/3",
        ]).summary)
      sessions.append(summary.sessions)
    }
    #expect(sessions == [4, 3, 3])
  }

  @Test("A shard's --jobs slots partition its sessions in ordinal order, and are shards themselves")
  func jobSlotsPartitionAShard() {
    let total = 47
    for shard in [FuzzShard.all, FuzzShard(index: 2, count: 3), FuzzShard(index: 5, count: 5)] {
      let mine = (0..<shard.sessions(of: total)).map { shard.campaignIndex(ofOrdinal: $0) }
      for jobs in [1, 2, 3, 7] {
        var union: [Int] = []
        for slot in 0..<jobs {
          let part = shard.slot(slot, of: jobs)
          let indices = (0..<part.sessions(of: total)).map { part.campaignIndex(ofOrdinal: $0) }
          // The slot's o-th session is the shard's (o * jobs + slot)-th.
          #expect(
            indices
              == stride(from: slot, to: mine.count, by: jobs).map {
                shard.campaignIndex(ofOrdinal: $0)
              })
          union += indices
        }
        #expect(union.sorted() == mine, "shard \(shard), \(jobs) jobs")
      }
    }
    #expect(FuzzShard(index: 2, count: 3).slot(1, of: 4) == FuzzShard(index: 5, count: 12))
  }

  @Test(
    "A worker's slot of a shard, up to 1000000·256 shards, parses; a user's shard stops at 1000000")
  func workerShardBound() throws {
    for shard in ["1/500001", "500002/1000002", "256000000/256000000"] {
      let worker = try FuzzOptions(parsing: [
        "--worker", "/nonexistent", "--resolver", "reference", "--shard", shard,
      ])
      #expect(worker.shard.description == shard)
    }
    #expect(
      throws: UsageError(
        "--shard takes K/N with 1 <= K <= N <= 256000000 (e.g. 2/4), not '1/256000001'")
    ) {
      try FuzzOptions(parsing: [
        "--worker", "/nonexistent", "--resolver", "reference", "--shard", "1/256000001",
      ])
    }
    #expect(
      throws: UsageError(
        "--shard takes K/N with 1 <= K <= N <= 1000000 (e.g. 2/4), not '1/1000002'")
    ) {
      try FuzzOptions(parsing: ["--resolver", "reference", "--shard", "1/1000002"])
    }
  }

  @Test("Findings are saved at once as scenarios and replayed first by the next run")
  func findingsSavedAndReplayed() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let arguments = ["--resolver", "uikit-default", "--sessions", "30", "--session-length", "10"]
    let first = fuzzInProcess(arguments, failures: directory)
    let summary = try #require(first.summary)
    #expect(first.status == .finding)
    try #require(!summary.files.isEmpty)
    for (file, replay) in zip(summary.files, summary.replays) {
      #expect(file.hasPrefix(directory + "/uikit-default/"))
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.contains("# resolver: uikit-default\n"))
      #expect(text.contains("# replay: \(replay)\n"))
      let session = try Scenario.parse(text)
      var ignored = 0
      #expect(
        !Checker.violations(
          of: session, resolver: UIKitDefaultResolver(), invariants: Set(Invariant.allCases),
          determinism: true, assumptions: .default, mistake: &ignored
        ).isEmpty)
    }
    // The next run replays them before its own sessions and reports them as still failing.
    let second = fuzzInProcess(
      ["--resolver", "uikit-default", "--sessions", "1", "--session-length", "1"],
      failures: directory)
    let replayed = try #require(second.summary)
    #expect(Set(summary.files).isSubset(of: Set(replayed.files)))
    // Still failing, they are reported once, as replayed, not found again as new.
    let entries = replayed.failures.map { "\($0["property"] ?? "") \($0["file"] ?? "")" }
    #expect(Set(entries).count == entries.count, "\(entries)")
    #expect(second.status == .finding)
    // A saved finding that no longer fails (the reference holds) is reported as passing.
    let referenceDirectory = directory + "/reference"
    try FileManager.default.createDirectory(
      atPath: referenceDirectory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: summary.files[0], toPath: referenceDirectory + "/copied.scenario")
    let fixed = Captured()
    let status = fixed.run([
      "fuzz", "--resolver", "reference", "--sessions", "1", "--session-length", "1",
      "--in-process", "--failures", directory,
    ])
    #expect(status == .success)
    #expect(fixed.stdout.contains("saved findings replayed first: 1, 0 still failing"))
    #expect(fixed.stdout.contains("✓ passes now: \(referenceDirectory)/copied.scenario"))
  }

  static let usageErrors: [UsageRow] = [
    UsageRow(
      ["--resolver", "reference", "--shard", "0/3"],
      "--shard takes K/N with 1 <= K <= N <= 1000000 (e.g. 2/4), not '0/3'"),
    UsageRow(
      ["--resolver", "reference", "--shard", "4/3"],
      "--shard takes K/N with 1 <= K <= N <= 1000000 (e.g. 2/4), not '4/3'"),
    UsageRow(
      ["--resolver", "reference", "--shard", "1/9223372036854775807"],
      "--shard takes K/N with 1 <= K <= N <= 1000000 (e.g. 2/4), not '1/9223372036854775807'"),
    UsageRow(
      ["--resolver", "reference", "--shard", "x"],
      "--shard takes K/N with 1 <= K <= N <= 1000000 (e.g. 2/4), not 'x'"),
    UsageRow(
      ["--resolver", "reference", "--steps", "0"], "--steps takes a positive number, not '0'"),
    UsageRow(
      ["--resolver", "reference", "--max-controllers", "20000"],
      "--max-controllers takes at most 10000, not 20000"),
    UsageRow(
      ["--resolver", "reference", "--steps", "many"], "--steps takes a positive number, not 'many'"),
    UsageRow(
      ["--resolver", "reference", "--time", "-1"],
      "--time takes a positive number of seconds (at most 1e9), not '-1'"),
    UsageRow(
      ["--resolver", "reference", "--time", "1e30"],
      "--time takes a positive number of seconds (at most 1e9), not '1e30'"),
    UsageRow(
      ["--resolver", "reference", "--session-length", "2000000"],
      "--session-length takes at most 1000000 events, not 2000000"),
    UsageRow(
      ["--resolver", "reference", "--seed", "0xZZ"],
      "--seed takes a decimal or 0x hexadecimal number, not '0xZZ'"),
    UsageRow(["--steps", "10"], "'fuzz' needs --resolver NAME"),
    UsageRow(["--resolver"], "--resolver needs a value"),
    UsageRow(
      ["--resolver", "nope"],
      "unknown resolver 'nope'; valid resolvers: " + BuiltinResolvers.names.joined(separator: ", ")),
    UsageRow(
      ["--resolver", "planted-trap"],
      "unknown resolver 'planted-trap'; valid resolvers: "
        + BuiltinResolvers.names.joined(separator: ", ")),
    UsageRow(["--resolver", "reference", "--frob"], "unknown argument '--frob' for 'fuzz'"),
    UsageRow(
      ["--resolver", "reference", "--jobs", "0"], "--jobs takes a positive number, not '0'"),
    UsageRow(
      ["--resolver", "reference", "--jobs", "257"],
      "--jobs takes at most 256 worker processes, not 257"),
    UsageRow(
      ["--resolver", "reference", "--jobs", "2", "--in-process"],
      "--jobs runs worker processes: it cannot be combined with --in-process"),
  ]

  @Test("A usage error exits 64 with its message on stderr", arguments: usageErrors)
  func usageError(_ row: UsageRow) {
    row.check(after: ["fuzz"])
  }

  @Test("fuzz --help prints the fuzz usage")
  func help() {
    let captured = Captured()
    #expect(captured.run(["fuzz", "--help"]) == .success)
    #expect(captured.stdout.hasPrefix("usage: orientation-check fuzz --resolver NAME"))
    #expect(captured.stdout.contains("--shard K/N"))
    #expect(captured.stdout.contains("--jobs N"))
  }
}
