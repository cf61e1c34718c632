import Foundation
import Generators
import OrientationConformance
import OrientationSpec
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `orientation-check` executable `swift build` puts next to the test bundle.
func orientationCheckExecutable() throws -> String {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    }
  #endif
  // On macOS the tests run inside Contents/MacOS of an .xctest bundle.
  for candidate in [directory, directory.appendingPathComponent("../../..").standardized] {
    let path = candidate.appendingPathComponent("orientation-check").path
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  throw ExecutableNotFound(directory: directory.path)
}

struct ExecutableNotFound: Error, CustomStringConvertible {
  var directory: String
  var description: String {
    "orientation-check is not in \(directory): build it first (swift build, or swift test)"
  }
}

/// A child `orientation-check` with its standard output and error read to the end.
final class ChildRun: @unchecked Sendable {
  let process = Process()
  let output = Pipe()
  let error = Pipe()
  var stdout = Data()
  var stderr = Data()
  let group = DispatchGroup()

  init(_ arguments: [String], planted: Bool = false) throws {
    process.executableURL = URL(fileURLWithPath: try orientationCheckExecutable())
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    if planted { environment[PlantedTrapResolver.environmentVariable] = "1" }
    process.environment = environment
    process.standardOutput = output
    process.standardError = error
    try process.run()
    group.enter()
    DispatchQueue.global().async {
      self.stdout = self.output.fileHandleForReading.readDataToEndOfFile()
      self.group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      self.stderr = self.error.fileHandleForReading.readDataToEndOfFile()
      self.group.leave()
    }
  }

  /// Waits for the child (at most `seconds`, then kills it) and returns its exit status.
  func wait(seconds: Double = 60) -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    // A grandchild that outlived the child would hold the pipes open: give up on the rest.
    _ = group.wait(timeout: .now() + 10)
    return process.terminationStatus
  }

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

@Suite("fuzz in worker processes: crashes are findings, signals end the run cleanly")
struct FuzzProcessTests {
  @Test(
    "A resolver that traps is reported with the session that caused it, and the run goes on",
    arguments: [1, 3])
  func plantedTrap(jobs: Int) throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let sessions = 24
    let child = try ChildRun(
      [
        "fuzz", "--resolver", "planted-trap", "--sessions", "\(sessions)", "--session-length",
        "12", "--json", "--failures", directory, "--jobs", "\(jobs)",
      ], planted: true)
    let status = child.wait()
    #expect(status == 1, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    // Every session ran, the crashed ones included.
    #expect(summary.sessions == sessions)
    let crashes = summary.failures.filter { $0["property"] as? String == "crash" }
    #expect(crashes.count >= 1)
    // Each crash's saved scenario, shrunk, really reaches the trap…
    let recorder = PlantedTrapResolver.Recorder()
    var texts: [String] = []
    for crash in crashes {
      let file = try #require(crash["file"] as? String)
      let text = try String(contentsOfFile: file, encoding: .utf8)
      texts.append(text)
      #expect(text.contains("# property: crash"))
      #expect(text.contains("Index out of range"), "\(text.prefix(800))")
      #expect(text.contains("PlantedTrapResolver.supportedInterfaceOrientations"))
      let session = try Scenario.parse(text)
      #expect(session.events.count <= 2, "\(text)")
      recorder.reset()
      System.run(session, resolver: PlantedTrapResolver(recorder: recorder)) { _ in }
      #expect(recorder.traps > 0, "\(file)")
    }
    // …and is found no later than the first session that traps (a violation's shrink in an
    // earlier session may reach the trap first: its candidate is then the crash's start).
    let expected = try #require(Self.firstTrap(length: 12, within: sessions))
    let found = texts.compactMap { text in
      text.split(separator: "\n").first { $0.hasPrefix("# found in session ") }.flatMap {
        Int($0.dropFirst("# found in session ".count).prefix { $0.isNumber })
      }
    }
    #expect(found.contains { $0 <= expected.index }, "\(found) \(expected.index)")
  }

  /// The campaign index and token of the first of the default campaign's sessions (of `length`
  /// events) in which the planted resolver would trap.
  static func firstTrap(length: Int, within sessions: Int) -> (index: Int, token: ReplayToken)? {
    let configuration = CheckConfiguration(sessionLength: length, maxControllers: 10)
    let recorder = PlantedTrapResolver.Recorder()
    for index in 0..<sessions {
      var source = ChoiceSource(
        seed: FuzzOptions.sessionSeed(campaign: CheckConfiguration().seed, index: index))
      let session = configuration.session(&source)
      System.run(session, resolver: PlantedTrapResolver(recorder: recorder)) { _ in }
      if recorder.traps > 0 { return (index, ReplayToken(size: 10, choices: source.choices)) }
    }
    return nil
  }

  @Test("A resolver that stops answering is stopped and reported as a hang with its session")
  func plantedHang() throws {
    let first = try #require(Self.firstTrap(length: 12, within: 40))
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let child = try ChildRun(
      [
        "fuzz", "--resolver", "planted-hang", "--sessions", "\(first.index + 1)",
        "--session-length", "12", "--hang-seconds", "0.5", "--json", "--failures", directory,
      ], planted: true)
    let status = child.wait()
    #expect(status == 1, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    #expect(summary.sessions == first.index + 1)
    let hangs = summary.failures.filter { $0["property"] as? String == "hang" }
    let file = try #require(hangs.first?["file"] as? String)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let line = text.split(separator: "\n").first { $0.hasPrefix("# found in session ") } ?? ""
    let index = Int(line.dropFirst("# found in session ".count).prefix { $0.isNumber })
    #expect(index.map { $0 <= first.index } == true, "\(text)")
    #expect(try Scenario.parse(text).events.count <= 2, "\(text)")
  }

  @Test(
    "SIGINT to a running campaign ends it with its summary and the usual exit status",
    arguments: [["--in-process"], [], ["--jobs", "2"]])
  func interrupt(mode: [String]) throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let child = try ChildRun(
      [
        "fuzz", "--resolver", "reference", "--session-length", "20", "--json", "--failures",
        directory,
      ] + mode)
    // Let it start its sessions (no budget: only the signal ends it).
    var waited = 0
    while child.process.isRunning && waited < 100 {
      usleep(20_000)
      waited += 1
    }
    #expect(child.process.isRunning)
    kill(child.process.processIdentifier, SIGINT)
    let status = child.wait(seconds: 30)
    #expect(child.process.terminationReason == .exit)
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    #expect(summary.interrupted)
    #expect(summary.sessions > 0 && summary.steps > 0)
    #expect(status == (summary.failures.isEmpty ? 0 : 1))
  }

  @Test(
    "--jobs N runs each session of the campaign once: the same sessions and steps as one job, and every finding it makes"
  )
  func jobsRunOneCampaign() throws {
    var summaries: [FuzzSummary] = []
    var keys: [Set<String>] = []
    for jobs in [1, 3] {
      let directory = fuzzTemporaryDirectory()
      defer { fuzzRemove(directory) }
      let child = try ChildRun([
        "fuzz", "--resolver", "uikit-default", "--sessions", "90", "--session-length", "16",
        "--json", "--failures", directory, "--jobs", "\(jobs)",
      ])
      #expect(child.wait() == 1, "\(child.stderrText)")
      let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
      summaries.append(summary)
      // A finding's file is named by its property and shape.
      keys.append(Set(summary.files.map { URL(fileURLWithPath: $0).lastPathComponent }))
    }
    #expect(summaries[0].sessions == 90 && summaries[1].sessions == 90)
    #expect(summaries[0].steps == summaries[1].steps)
    #expect(!keys[0].isEmpty)
    // Each job shrinks up to the per-property limit: it finds what one job finds, and may find more.
    #expect(keys[0].isSubset(of: keys[1]), "\(keys[0].subtracting(keys[1]))")
  }

  @Test("--jobs shares --steps out: each job stops at the first session that reaches its share")
  func jobsShareSteps() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let child = try ChildRun([
      "fuzz", "--resolver", "reference", "--steps", "501", "--session-length", "5", "--json",
      "--failures", directory, "--jobs", "3",
    ])
    #expect(child.wait() == 0, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    // Shares of 167 steps; a session of 5 events has at most 6 event steps, each with at most 8
    // refresh actions: each job passes its share by less than a session.
    #expect(summary.steps >= 501 && summary.steps < 501 + 3 * 6 * 9, "\(summary.steps)")
    // The same budget and jobs run the same sessions.
    let again = try ChildRun([
      "fuzz", "--resolver", "reference", "--steps", "501", "--session-length", "5", "--json",
      "--failures", directory, "--jobs", "3",
    ])
    #expect(again.wait() == 0, "\(again.stderrText)")
    let second = try #require(FuzzSummary(again.stdoutText), "\(again.stderrText)")
    #expect(second.steps == summary.steps && second.sessions == summary.sessions)
  }

  @Test(
    "--jobs N with --shard K/M runs when M·N passes the bound of --shard: the bound is the user's M",
    arguments: [(2, "1/500001"), (3, "1000000/1000000")])
  func jobsOfALargeShard(jobs: Int, shard: String) throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    // Among the campaign's first 2,000,000 sessions, 1/500001 has 4 (0, 500001, 1000002,
    // 1500003) and 1000000/1000000 has 2 (999999, 1999999).
    let child = try ChildRun([
      "fuzz", "--resolver", "reference", "--jobs", "\(jobs)", "--shard", shard, "--sessions",
      "2000000", "--session-length", "5", "--json", "--failures", directory,
    ])
    #expect(child.wait() == 0, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    #expect(summary.sessions == (shard == "1/500001" ? 4 : 2))
  }

  /// A campaign's saved files (name: text) and its summary (each finding, then the totals).
  static func campaign(_ arguments: [String]) throws -> (files: [String: String], summary: [String])
  {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let child = try ChildRun(arguments + ["--json", "--failures", directory])
    #expect(child.wait() == 1, "\(child.stderrText)")
    let summary = try #require(FuzzSummary(child.stdoutText), "\(child.stderrText)")
    var files: [String: String] = [:]
    for path in summary.files {
      files[URL(fileURLWithPath: path).lastPathComponent] = try String(
        contentsOfFile: path, encoding: .utf8)
    }
    let entries = summary.failures.map { failure in
      ["property", "replay", "events"].map { "\(failure[$0] ?? "")" }.joined(separator: " ")
        + " " + URL(fileURLWithPath: failure["file"] as? String ?? "").lastPathComponent
    }
    return (files, entries + ["\(summary.sessions) sessions, \(summary.steps) steps"])
  }

  @Test(
    "--jobs 2 saves the same findings, byte for byte, run after run: one job's where both keep one"
  )
  func jobsSaveReproducibly() throws {
    let arguments = ["fuzz", "--resolver", "el-orientation-control", "--sessions", "400"]
    let one = try Self.campaign(arguments)
    let runs = try (0..<3).map { _ in try Self.campaign(arguments + ["--jobs", "2"]) }
    #expect(runs[0].files.count > 20)
    for run in runs.dropFirst() {
      let differing = Set(run.files.keys).union(runs[0].files.keys).filter {
        run.files[$0] != runs[0].files[$0]
      }
      #expect(differing.isEmpty, "\(differing.sorted())")
      #expect(run.summary == runs[0].summary)
    }
    // Each job shrinks as many as one job does: it keeps every finding one job keeps, the same.
    for (name, text) in one.files { #expect(runs[0].files[name] == text, "\(name)") }
  }

  @Test("With --jobs, the saved findings are replayed before any job runs a new session")
  func jobsReplayFirst() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let arguments = [
      "fuzz", "--resolver", "planted-trap", "--sessions", "24", "--session-length", "12",
      "--json", "--failures", directory, "--jobs", "2", "--seed", "5",
    ]
    // Seed 5: a crash and two invariants broken in these 24 sessions.
    let first = try ChildRun(arguments, planted: true)
    #expect(first.wait() == 1, "\(first.stderrText)")
    let saved = try #require(FuzzSummary(first.stdoutText)).files
    #expect(saved.count >= 2)
    let second = try ChildRun(arguments.filter { $0 != "--json" }, planted: true)
    #expect(second.wait() == 1, "\(second.stderrText)")
    // The same sessions find the same crashes: each is a saved finding still failing, none new.
    #expect(second.stdoutText.contains("saved findings replayed first: \(saved.count), "))
    #expect(second.stdoutText.contains("no new finding"), "\(second.stdoutText)")
  }
}
