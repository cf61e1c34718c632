import OrientationSpec

/// How `test` keeps code that misbehaves from ending it: each file's run under each resolver is
/// first played by `run FILE --resolver NAME` in a child process of the executable (under the
/// same assumptions, with or without the invariants). A child that crashes or stalls makes that
/// run a crash or hang; one that ends by itself has shown the run is safe to play in process,
/// where the report is built. Documentation/Isolation.md.
public struct ScenarioIsolation: Sendable {
  /// The executable to re-run and the arguments after `run FILE --resolver NAME`.
  var executable: String
  var extraArguments: [String]
  var hangTimeout: Duration
  var shrinkTimeLimit: Duration

  /// The crash or hang of `file` (at `path`) under `resolver`, or `nil` when its child ended by
  /// itself.
  func crash(_ path: String, _ file: Scenario.Document, _ resolver: String) throws(UsageError)
    -> CrashCounterexample?
  {
    let checker = try IsolatedChecker(
      command: ChildCommand(
        executable: executable,
        arguments: ["run", path, "--resolver", resolver] + extraArguments,
        jobPath: .argument("--child-job")),
      resolver: resolver, hangTimeout: hangTimeout, shrinkTimeLimit: shrinkTimeLimit)
    guard var crash = try checker.runCommand().crash else { return nil }
    crash.session = file.session
    crash.assumptions = file.assumptions
    return crash
  }
}

extension OrientationCheck {
  /// `test`'s isolation, or `nil` to run in process: with `--in-process`, or when the command
  /// line core was not given this process's arguments (called from a test), where re-running
  /// the executable would not reach it.
  func scenarioIsolation(
    _ options: IsolationOptions, assume: AssumeOptions, invariants: Bool
  ) -> ScenarioIsolation? {
    guard !options.inProcess, processArguments != nil else { return nil }
    var extra: [String] = []
    for assignment in assume.applied(to: .default).assignments { extra += ["--assume", assignment] }
    if !invariants { extra.append("--no-invariants") }
    return ScenarioIsolation(
      executable: ChildProcess.currentExecutable, extraArguments: extra,
      hangTimeout: .seconds(options.hangSeconds), shrinkTimeLimit: .seconds(options.shrinkSeconds))
  }
}
