import Foundation
import OrientationConformance
import PlantedBugs
import Testing

/// `orientation-check bench`: the JSON's names and values, usage errors, the allocation counter.
/// No test here is timed: the speed targets live in the benchmark's own table.
@Suite("orientation-check bench: metric names, usage errors and the allocation counter")
struct BenchCommandTests {
  /// Every metric `bench --quick --json` prints, as BENCHMARKS.md documents them.
  static var documentedNames: [String] {
    var names: [String] = []
    for depth in 1...16 {
      names += ["resolution.depth\(depth).ns", "resolution.depth\(depth).perSecond"]
    }
    names += [
      "resolution.slope.nsPerLevel", "resolution.ratio16to8",
      "session.stepsPerSecond", "session.ns", "session.withGeneration.stepsPerSecond",
      "session.stepsPerSession", "session.controllersPerStep", "session.endedByException",
      "classApp.stepsPerSecond", "classApp.ns", "allocation.available",
      "generator.hierarchiesPerSecond", "generator.recording.hierarchiesPerSecond",
      "generator.controllersPerHierarchy",
      "generator.choicesPerHierarchy",
      "bench.runs", "bench.seeds",
    ]
    for bug in PlantedResolver.Bug.allCases {
      for suffix in [
        "missed", "cases.median", "cases.max", "shrink.evaluations.median",
        "shrink.evaluations.max", "shrink.ms.median", "shrink.ms.max",
      ] {
        names.append("planted.\(bug).\(suffix)")
      }
    }
    for enumeration in ["boolArray4", "boolArray8", "mask", "declaredAnswers", "hierarchy1"] {
      for suffix in ["paths", "complete", "ms", "nsPerPath"] {
        names.append("exhaustive.\(enumeration).\(suffix)")
      }
    }
    return names
  }

  /// The names with a baseline measured in the same run: each has `.baseline` and `.ratio`.
  static let namesWithBaselines = [
    "resolution.depth1.ns", "resolution.depth8.ns", "resolution.depth16.perSecond",
    "session.stepsPerSecond", "session.withGeneration.stepsPerSecond", "classApp.stepsPerSecond",
    "generator.hierarchiesPerSecond", "planted.backSwipeAtRoot.shrink.ms.median",
    "exhaustive.declaredAnswers.nsPerPath",
  ]

  /// Parses `{"metrics": {...}}` into name → value; `nil` values for JSON nulls.
  static func metrics(_ text: String) throws -> [String: Double?] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let metrics = try #require(object?["metrics"] as? [String: Any])
    #expect(object?.count == 1, "only the metrics object")
    return metrics.mapValues { ($0 as? NSNumber)?.doubleValue }
  }

  /// One quick run shared by the tests below (a debug build: a few seconds).
  /// On the main actor: the bench runs an app's classes (`classApp`), which live there.
  @MainActor static let quick: (status: OrientationCheck.ExitStatus, out: [String], err: [String]) = {
    let captured = Captured()
    let status = captured.run(["bench", "--quick", "--runs", "1", "--json"])
    return (status, captured.out, captured.err)
  }()

  /// The one figure that may be negative: a least-squares slope of timings, below zero when the
  /// noise of a short run is larger than the cost of a level (a quick run of a debug build gave
  /// -8 ns/level once the cost of a level had fallen to about 4 ns in release).
  static let signedNames: Set<String> = ["resolution.slope.nsPerLevel"]

  static func expectInRange(_ name: String, _ number: Double) {
    if signedNames.contains(name) {
      #expect(number.isFinite, "\(name) = \(number)")
    } else {
      #expect(number.isFinite && number >= 0, "\(name) = \(number)")
    }
  }

  @Test(
    "bench --quick --json prints only the metrics, every documented name, finite and ≥ 0 (the slope finite)"
  )
  @MainActor
  func quickJSON() throws {
    let run = Self.quick
    #expect(run.status == .success)
    #expect(run.out.count == 1)
    let metrics = try Self.metrics(run.out.joined())
    for name in Self.documentedNames {
      let value = try #require(metrics[name], "missing \(name)")
      let number = try #require(value, "\(name) is not a number")
      Self.expectInRange(name, number)
    }
    for name in Self.namesWithBaselines {
      #expect(metrics[name + ".baseline"] != nil, "missing \(name).baseline")
      #expect(metrics[name + ".ratio"] != nil, "missing \(name).ratio")
    }
    for (name, value) in metrics {
      let number = try #require(value, "\(name) is not a number")
      Self.expectInRange(name, number)
    }
    #expect(metrics["bench.runs"] == 1)
    #expect(metrics["bench.seeds"] == 10)
    // The enumerations that fit the quick limit are complete, with their known path counts.
    #expect(metrics["exhaustive.boolArray4.paths"] == 31)
    #expect(metrics["exhaustive.boolArray8.paths"] == 511)
    #expect(metrics["exhaustive.mask.paths"] == 22)
    #expect(metrics["exhaustive.mask.complete"] == 1)
  }

  @Test("Without a counter, allocations are reported unavailable, not as figures")
  @MainActor
  func allocationsUnavailableInProcess() throws {
    let metrics = try Self.metrics(Self.quick.out.joined())
    #expect(metrics["allocation.available"] == 0)
    #expect(metrics["session.allocationsPerStep"] == nil)
    #expect(metrics["session.bytesPerStep"] == nil)
  }

  @Test("The allocation self-check rejects a counter that sees nothing and accepts one that does")
  func selfCheck() {
    #expect(!Benchmark.selfCheck { AllocationCounts(allocations: 0, bytes: 0) })
    // A fake counter that advances on each read by less than the 1,000 arrays allocated.
    let slow = FakeCounter(step: 10)
    #expect(!Benchmark.selfCheck { slow.read() })
    let generous = FakeCounter(step: 1_000_000)
    #expect(Benchmark.selfCheck { generous.read() })
  }

  @Test("A counter that fails the self-check leaves allocations unavailable")
  @MainActor
  func failingCounterIsUnavailable() throws {
    let captured = Captured()
    var command = OrientationCheck(
      output: { captured.out.append($0) }, errorOutput: { captured.err.append($0) })
    command.allocationCounter = { AllocationCounts(allocations: 0, bytes: 0) }
    #expect(command.run(["bench", "--quick", "--runs", "1", "--seeds", "1", "--json"]) == .success)
    let metrics = try Self.metrics(captured.stdout)
    #expect(metrics["allocation.available"] == 0)
    #expect(metrics["session.allocationsPerStep"] == nil)
    #expect(metrics["bench.seeds"] == 1)
  }

  @Test("The table names each target and whether it is met")
  @MainActor
  func table() {
    let captured = Captured()
    #expect(captured.run(["bench", "--quick", "--runs", "1", "--seeds", "1"]) == .success)
    let table = captured.stdout
    #expect(table.hasPrefix("metric"))
    #expect(table.contains("resolution.depth8.ns"))
    #expect(table.contains("≤ 100 ns"))
    #expect(table.contains("≥ 3,000,000 /s"))
    #expect(table.contains("≥ 1,000,000 /s"))
    #expect(table.contains("planted.backSwipeAtRoot.shrink.evaluations.median"))
    #expect(table.contains("targets met"))
    #expect(table.contains("allocations: unavailable"))
    #if DEBUG
      #expect(captured.err.first?.contains("debug build") == true)
    #endif
  }

  struct UsageRow: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageErrors = [
    UsageRow(arguments: ["bench", "--runs"], message: "--runs needs a value"),
    UsageRow(
      arguments: ["bench", "--runs", "0"], message: "--runs takes a positive number, not '0'"),
    UsageRow(
      arguments: ["bench", "--seeds", "many"],
      message: "--seeds takes a positive number, not 'many'"),
    UsageRow(arguments: ["bench", "--fast"], message: "unknown argument '--fast' for 'bench'"),
    UsageRow(arguments: ["bench", "extra"], message: "unknown argument 'extra' for 'bench'"),
  ]

  @Test("A bench usage error exits 64 with its message on stderr", arguments: usageErrors)
  func usageError(_ row: UsageRow) {
    let captured = Captured()
    #expect(captured.run(row.arguments) == .usage)
    #expect(captured.err.first == "orientation-check: \(row.message)")
    #expect(captured.out.isEmpty)
  }

  @Test("bench --help prints the usage with the bench line")
  func help() {
    let captured = Captured()
    #expect(captured.run(["bench", "--help"]) == .success)
    #expect(
      captured.stdout.contains("orientation-check bench [--quick] [--runs N] [--seeds N] [--json]"))
  }
}

/// A counter whose counts grow by `step` on each read.
final class FakeCounter: @unchecked Sendable {
  let step: UInt64
  var reads: UInt64 = 0
  init(step: UInt64) { self.step = step }
  func read() -> AllocationCounts {
    reads += 1
    return AllocationCounts(allocations: reads * step, bytes: reads * step * 1_000)
  }
}

/// The interposed counter is linked only into `orientation-check`, so it is tested through the
/// executable SwiftPM builds beside the tests.
@Suite("orientation-check bench: the executable's allocation counter")
struct BenchExecutableTests {
  /// `orientation-check` in the directory of the running test binary.
  static var executable: URL? {
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = binary.deletingLastPathComponent()
    // The test binary may sit inside a bundle (`.xctest/Contents/MacOS`); climb out of it.
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("orientation-check")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      if directory.lastPathComponent == "debug" || directory.lastPathComponent == "release" {
        break
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  @Test("The built executable counts allocations: its self-check passes and steps are counted")
  func executableCountsAllocations() throws {
    let executable = try #require(
      Self.executable, "orientation-check is not built beside the tests (swift build first)")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["bench", "--quick", "--runs", "1", "--seeds", "1", "--json"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let metrics = try BenchCommandTests.metrics(String(decoding: data, as: UTF8.self))
    #expect(metrics["allocation.available"] == 1)
    let perStep = try #require(metrics["session.allocationsPerStep"] ?? nil)
    let bytes = try #require(metrics["session.bytesPerStep"] ?? nil)
    #expect(perStep.isFinite && perStep >= 0)
    #expect(bytes >= perStep)
  }
}
