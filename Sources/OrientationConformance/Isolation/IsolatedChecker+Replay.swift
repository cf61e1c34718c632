import Foundation
public import Generators
public import OrientationSpec

extension IsolatedChecker {
  /// What replaying a token's session in a child gave: its violations, or the crash or hang it
  /// ended in (not shrunk: the token names the session to check).
  public struct Replay: Sendable {
    public var session: Session?
    public var violations: [InvariantViolation]
    public var crash: CrashCounterexample?
  }

  /// Checks the session `token` names with every invariant of `configuration` in a child.
  public func replay(_ token: ReplayToken, _ configuration: CheckConfiguration)
    throws(UsageError) -> Replay
  {
    let run = try self.run(.replay(record: token.choices), backtraces: true)
    let session = run.lines.session?.session
    var violations: [InvariantViolation] = []
    for case .violation(let violation) in run.lines {
      if let value = violation.value { violations.append(value) }
    }
    guard let kind = run.kind else { return Replay(session: session, violations: violations) }
    var crash = CrashCounterexample(
      kind: kind, session: session, token: token, cause: run.cause, message: run.message,
      lastStep: run.lastStep, originalEvents: session?.events.count ?? 0, caseIndex: 0,
      shrinkSteps: 0, evaluations: 0, processes: 1)
    crash.sessionLength = configuration.sessionLength
    crash.maxControllers = configuration.maxControllers
    crash.assumptions = configuration.assumptions
    return Replay(session: session, violations: violations, crash: crash)
  }

  /// Runs a whole command in a child (`run FILE`, `replay TOKEN`): its standard output, standard
  /// error and exit status when it ends by itself; the crash or hang otherwise (with the last
  /// step it completed; the session is the caller's to name).
  func runCommand() throws(UsageError) -> (
    output: String, errors: String, status: Int32, crash: CrashCounterexample?, session: Session?
  ) {
    let run = try self.run(.command, backtraces: true, keepsOutput: true)
    let output = (try? String(contentsOfFile: files.stdout, encoding: .utf8)) ?? ""
    let errors = (try? String(contentsOfFile: files.stderr, encoding: .utf8)) ?? ""
    let session = run.lines.session?.session
    guard let kind = run.kind else {
      return (output, errors, run.ending.exitStatus ?? 1, nil, session)
    }
    let crash = CrashCounterexample(
      kind: kind, session: nil, token: nil, cause: run.cause, message: run.message,
      lastStep: run.lastStep, originalEvents: 0, caseIndex: 0, shrinkSteps: 0, evaluations: 0,
      processes: 1)
    return (output, errors, 1, crash, session)
  }
}
