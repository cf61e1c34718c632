public import OrientationSpec

/// A scenario file played under one resolver: its trace, the expectations that failed, the
/// invariants it breaks, and what the file got wrong about its own controllers.
///
/// A run passes when every expectation holds, every invariant checked holds, and the session
/// does not end in an exception that no `expect exception` line after that event names.
public struct ScenarioRun: Sendable {
  public var resolver: String
  public var trace: Trace
  public var outcomes: [EventOutcome]
  public var failures: [ExpectationFailure]
  /// How many expectations the file holds.
  public var expectationCount: Int
  /// The invariants the session breaks; empty when they were not checked.
  public var violations: [InvariantViolation]
  /// Whether the invariants were checked.
  public var checkedInvariants: Bool
  /// The exception the session ends in when no expectation names it.
  public var unexpectedException: UIKitException?
  /// The positions past the last the file's events name, each at its line and column: an error
  /// in the file, as a parse error is (positions in a file count exactly).
  public var positionErrors: [ScenarioError]
  /// Where the file wrote each event (empty for a document made in code).
  public var eventLocations: [Scenario.Location]
  /// The crash or hang that ended the run, when the file was run in a child process and the
  /// code under check trapped, overflowed the stack or stopped answering (nothing else is known
  /// then).
  public var crash: CrashCounterexample?

  /// Whether everything the run checks holds.
  public var passed: Bool {
    failures.isEmpty && violations.isEmpty && unexpectedException == nil
      && positionErrors.isEmpty && crash == nil
  }

  /// A run that ended its child process: `crash` says how and where.
  public init(_ file: Scenario.Document, resolver: String, crash: CrashCounterexample) {
    self.resolver = resolver
    trace = Trace(steps: [], finalHierarchy: file.session.hierarchy)
    outcomes = []
    failures = []
    expectationCount = file.expectations.count
    violations = []
    checkedInvariants = false
    unexpectedException = nil
    positionErrors = []
    eventLocations = file.locations.events
    self.crash = crash
  }

  /// Plays `file` under `resolver`, checking its expectations and, with `invariants`, every
  /// invariant (determinism included).
  public init(
    _ file: Scenario.Document, resolver: any OrientationResolver, invariants: Bool = true,
    assumptions: Assumptions = .default
  ) {
    self.init(
      file, resolver: resolver,
      trace: System.run(file.session, resolver: resolver, assumptions: assumptions),
      invariants: invariants, assumptions: assumptions)
  }

  /// Checks `file` as ``init(_:resolver:invariants:assumptions:)`` does, with `trace`, its
  /// session's trace under `resolver` (one with details, as `run` prints it).
  public init(
    _ file: Scenario.Document, resolver: any OrientationResolver, trace: Trace,
    invariants: Bool = true, assumptions: Assumptions = .default
  ) {
    let session = file.session
    self.resolver = resolver.name
    eventLocations = file.locations.events
    self.trace = trace
    outcomes = EventOutcome.outcomes(of: session, resolver: resolver, assumptions: assumptions)
    failures = file.failures(in: outcomes, assumptions: assumptions)
    expectationCount = file.expectations.count
    checkedInvariants = invariants
    if invariants {
      var ignored = 0
      violations = Checker.violations(
        of: session, resolver: resolver, invariants: Set(Invariant.allCases), determinism: true,
        assumptions: assumptions, mistake: &ignored)
    } else {
      violations = []
    }
    unexpectedException = nil
    if let exception = trace.exception, let last = outcomes.indices.last {
      let expected = file.expectations.contains {
        if $0.event == last, case .exception = $0.fact { true } else { false }
      }
      if !expected { unexpectedException = exception }
    }
    positionErrors = trace.steps.compactMap { step in
      guard case .event(let index) = step.origin, case .noSuchPosition? = step.skipped,
        file.locations.targets.indices.contains(index),
        let location = file.locations.targets[index]
      else { return nil }
      return ScenarioError(
        line: location.line, column: location.column, message: "\(step.skipped!)")
    }
    if invariants { expectBroken(file) }
  }
}

extension ScenarioRun {
  /// Takes each `expect broken INVARIANT` line's violations out of ``violations`` (the file
  /// expects them: it shows an app's own mistake), and records a failure at the line where the
  /// invariant holds at its event.
  mutating func expectBroken(_ file: Scenario.Document) {
    for (index, expectation) in file.expectations.enumerated() {
      guard case .broken(let invariant) = expectation.fact else { continue }
      let breaking = { (violation: InvariantViolation) in
        violation.invariant == invariant && violation.origin.eventIndex == expectation.event
      }
      if violations.contains(where: breaking) {
        violations.removeAll(where: breaking)
        continue
      }
      failures.append(
        ExpectationFailure(
          expectation: expectation,
          location: file.locations.expectations.indices.contains(index)
            ? file.locations.expectations[index] : nil,
          step: outcomes.indices.contains(expectation.event)
            ? outcomes[expectation.event].lastStep : nil,
          expected: Scenario.text(of: expectation.fact),
          actual: "\(invariant.rawValue) holds at this event"))
    }
  }
}

