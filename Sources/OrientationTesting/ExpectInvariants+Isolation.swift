import Foundation
import OrientationConformance
import OrientationSpec
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `expectInvariants` runs its check in child processes: the test binary re-run, filtered to
/// the calling test, with the job in an environment variable. The child runs the test up to the
/// call the job names (its key: the call's source location, the resolver's name and the
/// configuration), does the job there and exits; every other call of the test returns at once.
enum TestIsolation {
  /// The environment variable that hands a child its job's file.
  static let jobVariable = "ORIENTATIONSPEC_CHILD_JOB"

  /// In a child, the job's file.
  static let childJob: String? = ProcessInfo.processInfo.environment[jobVariable]

  /// Which call a job is for.
  static func key(
    resolver: String, _ configuration: CheckConfiguration, _ sourceLocation: SourceLocation
  ) -> String {
    "\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)|\(resolver)"
      + "|\(configuration.seed)|\(configuration.cases)|\(configuration.sessionLength)"
      + "|\(configuration.maxControllers)|\(configuration.invariants.map(\.rawValue))"
      + "|\(configuration.determinismEvery)|\(String(describing: configuration.duration))"
      + "|\(configuration.assumptions)"
  }

  /// The command that re-runs the current test in a child: `nil` outside a Swift Testing test,
  /// and where the test binary cannot be re-run by its arguments (under Xcode's `xctest`).
  static func command(for test: Test?) -> ChildCommand? {
    guard let test else { return nil }
    var arguments: [String] = []
    #if canImport(Darwin)
      // SwiftPM's testing helper loads the test bundle named after --test-bundle-path.
      let parent = CommandLine.arguments
      guard let index = parent.firstIndex(of: "--test-bundle-path"), index + 1 < parent.count
      else { return nil }
      arguments = ["--test-bundle-path", parent[index + 1]]
    #endif
    arguments += ["--testing-library", "swift-testing"]
    arguments += ["--filter", "^" + NSRegularExpression.escapedPattern(for: "\(test.id)") + "$"]
    var environment: [String: String?] = [:]
    for name in ProcessInfo.processInfo.environment.keys where name.hasPrefix("XCTest") {
      environment[name] = .some(nil)
    }
    return ChildCommand(
      executable: ChildCommand.currentExecutable, arguments: arguments,
      environment: environment, jobPath: .environment(jobVariable))
  }
}

/// The isolated check: the replayed token's session, then the generated ones, each finding an
/// issue at the caller; `nil` when the replayed session failed or the check could not run.
func checkInChildProcesses<Resolver: OrientationResolver>(
  _ resolver: Resolver, _ configuration: CheckConfiguration, command: ChildCommand,
  expression: String, sourceLocation: SourceLocation
) -> ResolverReport? {
  do {
    let checker = try IsolatedChecker(
      command: command, resolver: resolver.name,
      key: TestIsolation.key(resolver: resolver.name, configuration, sourceLocation),
      hangTimeout: configuration.hangTimeout,
      shrinkTimeLimit: configuration.crashShrinkTimeLimit)
    if let token = ReplayTrait.current {
      let replayed = try checker.replay(token, configuration)
      for violation in replayed.violations {
        Issue.record(
          Comment(
            rawValue: "replayed \(token) under \(resolver.name)\(configuration.assuming): \(violation)"),
          sourceLocation: sourceLocation)
      }
      if let crash = replayed.crash {
        Issue.record(
          Comment(rawValue: "replayed \(token) under \(resolver.name): \(crash.brief(resolver: resolver.name))"),
          sourceLocation: sourceLocation)
      }
      if !replayed.violations.isEmpty || replayed.crash != nil { return nil }
    }
    let report = try checker.check(configuration)
    recordIssues(report, resolver: resolver, expression: expression, sourceLocation: sourceLocation)
    return report
  } catch {
    Issue.record(
      Comment(rawValue: "the check could not run in a child process: \(error)"),
      sourceLocation: sourceLocation)
    return nil
  }
}

/// In a child: does the job if it is this call's (and exits), else returns at once.
func performChildJob<Resolver: OrientationResolver>(
  _ path: String, _ resolver: Resolver, _ configuration: CheckConfiguration,
  sourceLocation: SourceLocation
) {
  guard
    ChildWorker.key(ofJobAt: path)
      == TestIsolation.key(resolver: resolver.name, configuration, sourceLocation)
  else { return }
  do {
    try ChildWorker.perform(jobAt: path, resolver: resolver, configuration: configuration)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    _exit(70)
  }
  _exit(0)
}

/// Each distinct finding of `report` (each with its own shrunk counterexample), and each crash or
/// hang, as an issue at the caller.
func recordIssues<Resolver: OrientationResolver>(
  _ report: ResolverReport, resolver: Resolver, expression: String,
  sourceLocation: SourceLocation
) {
  // A built-in replays with orientation-check; an app's own resolver with the trait, and its
  // regression test builds the resolver as it describes itself (`MyAppResolver()`).
  let builtin = BuiltinResolvers.names.contains(resolver.name)
  for counterexample in report.verdicts.flatMap(\.findings) {
    let text =
      builtin
      ? counterexample.report(resolver: report.resolver)
      : counterexample.report(
        resolver: report.resolver, program: nil, resolverExpression: expression)
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }
  for crash in report.crashes {
    let text =
      builtin
      ? crash.report(resolver: report.resolver)
      : crash.report(resolver: report.resolver, program: nil, resolverExpression: expression)
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }
}
