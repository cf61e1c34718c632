import Generators
import OrientationSpec

extension IsolatedChecker {
  /// ``Checker/check(_:_:)`` in child processes: the same sessions, counterexamples and report
  /// as in process, plus the crash and the hang, if any, each shrunk. A child that dies is
  /// replaced by one that resumes after the session it died in; after
  /// ``deathsPerCheck`` deaths the check stops there. With `untilCrash`, the check runs every
  /// case until the first crash or hang, with or without invariants (a hunt).
  public func check(
    _ configuration: CheckConfiguration, untilCrash: Bool = false
  ) throws(UsageError) -> ResolverReport {
    guard assumptions == configuration.assumptions else {
      var checker = self
      checker.assumptions = configuration.assumptions
      return try checker.check(configuration, untilCrash: untilCrash)
    }
    let configuration = configuration
    var pending = configuration.invariants
    var found: [Invariant: [SessionCounterexample]] = [:]
    var known: [FailureIdentity] = []
    var casesAt: [Invariant: Int] = [:]
    var crashes: [CrashCounterexample] = []
    var start = 0
    var cases = 0
    var mistakes = 0
    var deaths = 0
    let clock = ContinuousClock()
    let began = clock.now
    while true {
      let seconds = configuration.duration.map { Self.seconds($0 - (clock.now - began)) }
      let run = try self.run(
        .check(
          start: start, pending: pending, known: known, seconds: seconds, untilCrash: untilCrash))
      for case .counterexample(let child) in run.lines {
        guard let counterexample = child.value(configuration) else { continue }
        let invariant = counterexample.violation.invariant
        // The child reports each failure once, past those it was told of.
        guard !known.contains(counterexample.identity) else { continue }
        known.append(counterexample.identity)
        found[invariant, default: []].append(counterexample)
        if casesAt[invariant] == nil { casesAt[invariant] = counterexample.caseIndex + 1 }
        if found[invariant, default: []].count >= configuration.findingsPerInvariant {
          pending.removeAll { $0 == invariant }
        }
      }
      if run.outcome == .completed, let end = run.lines.checked {
        cases = end.cases
        mistakes += end.mistakes
        break
      }
      mistakes += run.mistakes
      guard let kind = run.kind else {
        // Interrupted, or it ended without its last line: what it ran counts.
        cases = max(start, run.current + 1)
        break
      }
      guard run.current >= 0 else {
        // Before any session: the app's classes, described first, ended it.
        crashes.append(
          CrashCounterexample(
            kind: kind, session: nil, token: nil, cause: run.cause, message: run.message,
            lastStep: nil, originalEvents: 0, caseIndex: -1, shrinkSteps: 0, evaluations: 0,
            processes: 1))
        cases = start
        break
      }
      cases = run.current + 1
      if !crashes.contains(where: { $0.kind == kind }) {
        let from: ChildJob.ShrinkStart =
          run.candidate.map { .record($0) } ?? .caseIndex(run.current)
        var crash = try shrink(
          from, kind: kind, caseIndex: run.current, first: (run.cause, run.message, run.lastStep))
        crash.duringShrink = run.candidate != nil
        crash.sessionLength = configuration.sessionLength
        crash.maxControllers = configuration.maxControllers
        crash.assumptions = configuration.assumptions
        crashes.append(crash)
      }
      deaths += 1
      if deaths >= Self.deathsPerCheck || cases >= configuration.cases
        || (untilCrash && pending.isEmpty) || stop()
      {
        break
      }
      start = cases
    }
    let verdicts = configuration.invariants.map {
      InvariantVerdict(invariant: $0, cases: casesAt[$0] ?? cases, findings: found[$0] ?? [])
    }
    var report = ResolverReport(
      resolver: resolver, configuration: configuration, cases: cases, verdicts: verdicts,
      appMistakes: mistakes)
    report.crashes = crashes
    return report
  }
}

extension [ChildLine] {
  /// The check's last line: the cases it ran and the app's mistakes.
  var checked: (cases: Int, mistakes: Int)? {
    for case .checked(let cases, let mistakes) in self { return (cases, mistakes) }
    return nil
  }

  /// A probe's or a replay's session, parsed back, and its token.
  var session: (session: Session, token: ReplayToken)? {
    for case .session(let scenario, let token) in self {
      guard let session = try? Scenario.parse(scenario),
        let token = try? ReplayToken(parsing: token)
      else { return nil }
      return (session, token)
    }
    return nil
  }
}

extension ChildCounterexample {
  /// The counterexample, its session and violation parsed back.
  func value(_ configuration: CheckConfiguration) -> SessionCounterexample? {
    guard let session = try? Scenario.parse(scenario),
      let token = try? ReplayToken(parsing: token), let violation = violation.value
    else { return nil }
    return SessionCounterexample(
      violation: violation, session: session, token: token, originalEvents: originalEvents,
      caseIndex: caseIndex, shrinkSteps: shrinkSteps, evaluations: evaluations,
      sessionLength: configuration.sessionLength, maxControllers: configuration.maxControllers,
      assumptions: configuration.assumptions)
  }
}
