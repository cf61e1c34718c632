/// The usage texts of the subcommands that play scenario files.
extension OrientationCheck {
  static func runUsage(program p: String) -> String {
    let pad = String(repeating: " ", count: p.count)
    return """
      usage: \(p) run FILE [--resolver NAME] [--assume NAME=VALUE]... [--no-invariants]
             \(pad)     [--json] [--html FILE]

      Runs a text scenario (Documentation/ScenarioFormat.md) with the resolver, under the
      assumptions its `assume` lines set, and prints the tree and its trace, step by step; then
      checks its `expect` lines (each failure at its line, expected against actual) and every
      invariant (each violation at its event's line).

        --resolver NAME      the resolver to run; default: the one the file's `resolver` line
                             names (with several, choose one, or run them all with test)
        --assume NAME=VALUE  run under this assumption (repeatable), over the file's
        --no-invariants      check the expectations only
        --json               print only JSON: {"steps": [...], "exception", "resolver",
                             "passed", "expectations", "failures": [{"line", "column",
                             "expectation", "expected", "actual"}], "violations": [...],
                             "unexpectedException", "positionErrors": [{"line", "column",
                             "message"}]}
        --html FILE          also draw the session in FILE, one self-contained page: step by step
                             the phone as held and the interface as UIKit turned it, the deciding
                             controller, the failed expectations marked

      Each step shows, under its line, every window (its presentation chain and decider), the
      questions UIKit asked and, at a launch, the launch orientation; with --json each step names
      its controllers by position and by name (Documentation/ScenarioFormat.md, "The trace").

      A resolver or an app class that traps, overflows the stack or hangs ends a child process,
      not this one: the session is a crash or hang finding, shrunk (Documentation/Isolation.md).
        --in-process         check in this process instead (faster to start; a trap ends it)
        --hang-seconds S     a child that completes no step in S seconds is a hang (default 10)

      Exit 0 when every expectation and invariant holds and the trace ends in no exception that
      an `expect exception` line does not name, 1 otherwise, 64 for a usage error or a malformed
      file (FILE:LINE:COLUMN: message), a position past the last included.
      """
  }

  static func testUsage(program p: String) -> String {
    let pad = String(repeating: " ", count: p.count)
    return """
      usage: \(p) test [PATH]... [--resolver NAME]... [--assume NAME=VALUE]... [--no-invariants]
             \(pad)      [--json] [--junit FILE] [--in-process] [--hang-seconds S]

      Runs every .scenario file under the paths (a directory, searched below; or a file), by
      default \(defaultScenarioFolder)/, each with the resolvers its `resolver` lines name and under
      its `assume` lines, checking its expectations and every invariant. Prints a line per file
      (✓ or ✗, the resolvers), each failure below it (FILE:LINE:COLUMN, expected against
      actual), then the counts.

        --resolver NAME      run every file with this resolver instead (repeatable)
        --assume NAME=VALUE  run under this assumption (repeatable), over the files'
        --no-invariants      check the expectations only
        --json               print only JSON: {"files": [{"path", "status", "error", "runs":
                             [...]}], "summary": {"files", "runs", "passed", "failed",
                             "errors"}}, each run as run --json writes its checks
        --junit FILE         also write the report as JUnit XML: a testsuite per file, a
                             testcase per resolver, a failure with its lines

      Each run is first played in a child process (`run FILE --resolver NAME`): a resolver or an
      app class that traps, overflows the stack or hangs makes that run a crash or hang, with the
      runtime's message, and the other runs go on (Documentation/Isolation.md).
        --in-process         run every file in this process instead (a trap ends the command)
        --hang-seconds S     a child that completes no step in S seconds is a hang (default 10)

      Exit 0 when every run passes, 1 when one fails, 64 for a usage error or a file that cannot
      run (malformed, an unknown resolver, none named, a position past the last).
      """
  }
}
