public import Generators
public import OrientationSpec

/// A session during which the code under check ended its process (a trap, a stack overflow) or
/// stopped answering (a hang), found by a check that runs in child processes and shrunk there.
///
/// Its ``kind`` is a property beside the invariants: `crash` or `hang`, as `fuzz` names them.
public struct CrashCounterexample: Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    /// The process died: a signal (a trap, a stack overflow) or an exit of its own.
    case crash
    /// The process showed no progress for the check's hang timeout and was stopped.
    case hang
  }

  public var kind: Kind
  /// The shrunk session and its token; `nil` when the process died before its first session
  /// (while the app's classes were being described: their factories run first).
  public var session: Session?
  public var token: ReplayToken?
  /// How the process ended: `the process died of signal 4 (SIGILL)`, or the hang's timeout.
  public var cause: String
  /// What the runtime printed when it died, if anything (`Fatal error: …`, the crashed frames),
  /// without addresses: the same crash gives the same text.
  public var message: String
  /// The last step of the session that completed before it died; `nil` when none did.
  public var lastStep: StepOrigin?
  /// The session as first found: its number of events, and the case's position in the run.
  public var originalEvents: Int
  public var caseIndex: Int
  /// Whether it died while shrinking another property's counterexample found in that case: the
  /// shrink started from the candidate that ended it.
  public var duringShrink = false
  /// The shrink: candidates accepted, the shrinker's evaluations (outcomes already known
  /// included), and the child processes it took.
  public var shrinkSteps: Int
  public var evaluations: Int
  public var processes: Int
  /// The generator's settings the token replays with (`replay --session-length --max-controllers`).
  public var sessionLength: Int = CheckConfiguration().sessionLength
  public var maxControllers: Int = CheckConfiguration().maxControllers
  /// The assumptions the session ran under (`replay --assume`, the scenario's `assume` lines).
  public var assumptions: Assumptions = .default

  public init(
    kind: Kind, session: Session?, token: ReplayToken?, cause: String, message: String,
    lastStep: StepOrigin?, originalEvents: Int, caseIndex: Int, shrinkSteps: Int,
    evaluations: Int, processes: Int
  ) {
    self.kind = kind
    self.session = session
    self.token = token
    self.cause = cause
    self.message = message
    self.lastStep = lastStep
    self.originalEvents = originalEvents
    self.caseIndex = caseIndex
    self.shrinkSteps = shrinkSteps
    self.evaluations = evaluations
    self.processes = processes
  }

  /// Where in the session it died, for people: after the last step completed, or before any.
  public var whereItDied: String {
    guard let session else { return "before the first session (describing the app)" }
    guard let lastStep else { return "before the session's first step completed" }
    switch lastStep {
    case .event(let index) where session.events.indices.contains(index):
      return "after step \(index) (\(session.events[index])), the last one completed"
    case .event(let index):
      return "after step \(index), the last one completed"
    case .refresh(let index):
      return "after a refresh action following step \(index), the last one completed"
    }
  }
}

extension ResolverReport {
  /// The crash and the hang found, if any, as verdicts beside the invariants' (at most one each).
  public func crash(_ kind: CrashCounterexample.Kind) -> CrashCounterexample? {
    crashes.first { $0.kind == kind }
  }
}
