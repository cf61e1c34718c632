import Foundation
public import OrientationSpec

/// What `orientation-check test` found: each scenario file's runs, one per resolver, or the
/// error that kept it from running.
public struct ScenarioTestReport: Sendable {
  /// One file's result.
  public struct FileResult: Sendable {
    public var path: String
    /// The file's runs, one per resolver, in order.
    public var runs: [ScenarioRun]
    /// Why the file did not run, located (`PATH:LINE:COLUMN: message`), or an error its run
    /// found (a position past the last); `nil` when it ran.
    public var error: String?

    /// `passed`, `failed` or `error`.
    public var status: String {
      error != nil ? "error" : runs.allSatisfy(\.passed) ? "passed" : "failed"
    }
  }

  public var files: [FileResult]

  /// How many runs passed and failed, and how many files could not run.
  public var passed: Int { files.filter { $0.error == nil }.flatMap(\.runs).filter(\.passed).count }
  public var failed: Int {
    files.filter { $0.error == nil }.flatMap(\.runs).filter { !$0.passed }.count
  }
  public var errors: Int { files.filter { $0.error != nil }.count }

  /// 64 when a file could not run (a malformed file, an unknown resolver, a position past the
  /// last), else 1 when a run failed, else 0.
  public var exitStatus: OrientationCheck.ExitStatus {
    errors > 0 ? .usage : failed > 0 ? .finding : .success
  }

  /// Runs every file at `paths` (as ``OrientationCheck/scenarioFiles(at:)`` finds them), each
  /// with `resolvers` when given, else with the resolvers its header names, under its `assume`
  /// lines with `assume` set over them.
  public init(
    paths: [String], resolvers chosen: [any OrientationResolver], check: OrientationCheck,
    invariants: Bool = true, assume: AssumeOptions = AssumeOptions(),
    isolation: ScenarioIsolation? = nil
  ) {
    files = paths.map { path in
      var result = FileResult(path: path, runs: [])
      do throws(UsageError) {
        let (_, file) = try Scenario.read(contentsOf: path, what: "scenario file")
        var resolvers = chosen
        if resolvers.isEmpty { resolvers = try check.resolvers(namedBy: file, path: path) }
        guard !resolvers.isEmpty else {
          throw UsageError(
            "\(path): names no resolver; add a 'resolver NAME' line or pass --resolver")
        }
        let assumptions = assume.applied(to: file.assumptions)
        for resolver in resolvers {
          // A run that ends or stalls its child is the crash; one that ran there runs here too.
          if let crash = try isolation?.crash(path, file, resolver.name) {
            result.runs.append(ScenarioRun(file, resolver: resolver.name, crash: crash))
          } else {
            result.runs.append(
              ScenarioRun(file, resolver: resolver, invariants: invariants, assumptions: assumptions))
          }
        }
        let located = result.runs.flatMap(\.positionErrors).map { "\(path):\($0)" }
        if let first = located.first { result.error = first }
      } catch {
        result.error = error.message
      }
      return result
    }
  }

  /// The report for people: a line per file, each failure's expected against actual below
  /// it, then the counts.
  public var text: String {
    var lines: [String] = []
    for file in files {
      if let error = file.error {
        lines.append("E \(error)")
        continue
      }
      let mark = file.runs.allSatisfy(\.passed) ? "✓" : "✗"
      if file.runs.count == 1 {
        lines.append("\(mark) \(file.path) [\(file.runs[0].resolver)] \(file.runs[0].summaryLine)")
      } else {
        let marks = file.runs.map { "\($0.resolver) \($0.passed ? "✓" : "✗")" }
        lines.append("\(mark) \(file.path) [\(marks.joined(separator: ", "))]")
      }
      for run in file.runs where !run.passed {
        if file.runs.count > 1 { lines.append("    under \(run.resolver): \(run.summaryLine)") }
        lines += run.failureLines(file: file.path).map { "    " + $0 }
      }
    }
    let runs = passed + failed
    lines.append("")
    lines.append(
      "\(files.count) file\(files.count == 1 ? "" : "s"), \(runs) run\(runs == 1 ? "" : "s"):"
        + " \(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")")
    return lines.joined(separator: "\n")
  }

  /// `{"files": [{"path", "status", "error", "runs": [...]}], "summary": {"files", "runs",
  /// "passed", "failed", "errors"}}`; each run as ``ScenarioRun/json()`` writes it.
  public var json: JSON {
    .object([
      (
        "files",
        .array(
          files.map { file in
            .object([
              ("path", .string(file.path)),
              ("status", .string(file.status)),
              ("error", file.error.map(JSON.string) ?? .null),
              ("runs", .array(file.error == nil ? file.runs.map { $0.json() } : [])),
            ])
          })
      ),
      (
        "summary",
        .object([
          ("files", .int(files.count)), ("runs", .int(passed + failed)), ("passed", .int(passed)),
          ("failed", .int(failed)), ("errors", .int(errors)),
        ])
      ),
    ])
  }
}

extension OrientationCheck {
  /// The scenario files at `paths`: a file path is that file; a directory holds every
  /// `.scenario` file below it, in path order. A path that does not exist, or a directory
  /// with no scenario file, is a usage error.
  public static func scenarioFiles(at paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError("no such file or directory '\(path)'")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.subpaths(atPath: path) ?? [])
        .filter { $0.hasSuffix(".scenario") }
        .sorted()
        .map { (path.hasSuffix("/") ? path : path + "/") + $0 }
        .filter {
          var directory: ObjCBool = false
          return manager.fileExists(atPath: $0, isDirectory: &directory) && !directory.boolValue
        }
      guard !found.isEmpty else { throw UsageError("no .scenario file under '\(path)'") }
      files += found
    }
    return files
  }
}
