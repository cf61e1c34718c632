public import Generators
public import OrientationSpec

/// A shrunk session that breaks an invariant, with the line that replays it.
public struct SessionCounterexample: Sendable {
  public var violation: InvariantViolation
  /// The failure it is: the shrink kept it (``FailureIdentity``).
  public var identity: FailureIdentity { violation.identity }
  /// The shrunk session and its replay token.
  public var session: Session
  public var token: ReplayToken
  /// The session as first found: its number of events, and the case's position in the run.
  public var originalEvents: Int
  public var caseIndex: Int
  public var shrinkSteps: Int
  public var evaluations: Int
  /// The generator's settings the token replays with (`replay --session-length --max-controllers`).
  public var sessionLength: Int = CheckConfiguration().sessionLength
  public var maxControllers: Int = CheckConfiguration().maxControllers
  /// The assumptions it was found under (`replay --assume`, the scenario's `assume` lines).
  public var assumptions: Assumptions = .default
}

/// One invariant's verdict for one resolver.
public struct InvariantVerdict: Sendable {
  public var invariant: Invariant
  /// The sessions checked before the verdict (all of them when it holds): up to the first
  /// finding.
  public var cases: Int
  /// Each distinct failure found (``FailureIdentity``), in the order found, each shrunk to its
  /// own minimum; empty when the invariant holds.
  public var findings: [SessionCounterexample]
  /// The first finding.
  public var counterexample: SessionCounterexample? { findings.first }
  public var holds: Bool { findings.isEmpty }

  public init(invariant: Invariant, cases: Int, findings: [SessionCounterexample]) {
    self.invariant = invariant
    self.cases = cases
    self.findings = findings
  }
}

/// A resolver checked against invariants: verdicts, sessions run, the app's own mistakes seen.
public struct ResolverReport: Sendable {
  public var resolver: String
  public var configuration: CheckConfiguration
  public var cases: Int
  public var verdicts: [InvariantVerdict]
  /// Sessions whose declarations were inconsistent and which crashed: the app's own mistakes.
  public var appMistakes: Int
  /// A session that ended the process, and one that hung it, when the check ran in child
  /// processes (``IsolatedChecker``): at most one of each kind, shrunk.
  public var crashes: [CrashCounterexample] = []
}
