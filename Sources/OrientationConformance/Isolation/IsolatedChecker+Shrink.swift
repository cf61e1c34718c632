import Generators
import OrientationSpec

extension IsolatedChecker {
  /// How long a hang's shrink waits for each candidate: a tenth of the hang timeout (at least
  /// 0.1 s), since a candidate is smaller than the session that hung. The shrunk session is then
  /// run once with the whole timeout: if it does not hang, the shrink is done again with it.
  var candidateHangTimeout: Duration {
    min(hangTimeout, max(.milliseconds(100), hangTimeout / 10))
  }

  /// Shrinks a session that crashed (or hung) a child, `first` how it did (its cause, the
  /// runtime's message, the last step it completed): each child runs the shrinker, replaying the
  /// outcomes known so far, until a candidate ends it (a crash of the same kind: the candidate
  /// fails; of another kind: it passes) or the shrinker ends. The shrinker is deterministic, so
  /// the children agree on its path. After ``shrinkTimeLimit``, candidates not yet known count
  /// as passing. A last child writes the shrunk session out and runs it once more: for a crash
  /// with the runtime's backtrace on (its message), for a hang with the whole hang timeout.
  func shrink(
    _ start: ChildJob.ShrinkStart, kind: CrashCounterexample.Kind, caseIndex: Int,
    first: (cause: String, message: String, lastStep: StepOrigin?)
  ) throws(UsageError) -> CrashCounterexample {
    let clock = ContinuousClock()
    let deadline = clock.now + shrinkTimeLimit
    var pass = try shrinkPass(
      start, kind: kind, first: first, deadline: deadline,
      candidateTimeout: kind == .hang ? candidateHangTimeout : hangTimeout)
    var processes = pass.processes
    var probe = try pass.best.map { best throws(UsageError) in
      try self.run(.probe(record: best, runs: true), backtraces: kind == .crash)
    }
    processes += probe == nil ? 0 : 1
    if kind == .hang, candidateHangTimeout < hangTimeout, let done = probe, done.kind != .hang {
      // A candidate only slow was taken for a hang: the shrink again, waiting the whole timeout.
      pass = try shrinkPass(
        start, kind: kind, first: first, deadline: deadline, candidateTimeout: hangTimeout)
      processes += pass.processes
      probe = try pass.best.map { best throws(UsageError) in
        try self.run(.probe(record: best, runs: false))
      }
      processes += probe == nil ? 0 : 1
    }
    var last = pass.last
    if let probe, probe.kind == kind { last = (probe.cause, probe.message, probe.lastStep) }
    let session = probe?.lines.session
    return CrashCounterexample(
      kind: kind, session: session?.session, token: session?.token, cause: last.cause,
      message: last.message.isEmpty ? first.message : last.message, lastStep: last.lastStep,
      originalEvents: pass.shrunk?.originalEvents ?? pass.origin?.events ?? 0,
      caseIndex: caseIndex, shrinkSteps: pass.shrunk?.steps ?? 0,
      evaluations: pass.shrunk?.evaluations ?? 0, processes: processes)
  }

  /// One shrink of ``shrink(_:kind:caseIndex:first:)``, each candidate given
  /// `candidateTimeout` to show progress.
  func shrinkPass(
    _ start: ChildJob.ShrinkStart, kind: CrashCounterexample.Kind,
    first: (cause: String, message: String, lastStep: StepOrigin?),
    deadline: ContinuousClock.Instant, candidateTimeout: Duration
  ) throws(UsageError) -> (
    best: [UInt64]?, origin: (record: [UInt64], events: Int)?,
    shrunk: (record: [UInt64], steps: Int, evaluations: Int, originalEvents: Int)?,
    last: (cause: String, message: String, lastStep: StepOrigin?), processes: Int
  ) {
    var failing: [[UInt64]] = []
    var passing: [[UInt64]] = []
    if case .record(let record) = start { failing.append(normalized(record)) }
    var processes = 0
    var origin: (record: [UInt64], events: Int)?
    var shrunk: (record: [UInt64], steps: Int, evaluations: Int, originalEvents: Int)?
    var last = first
    let clock = ContinuousClock()
    while shrunk == nil {
      let evaluates = clock.now < deadline && !stop() && processes < Self.shrinkProcesses
      let run = try self.run(
        .shrink(start: start, failing: failing, passing: passing, evaluates: evaluates),
        hangTimeout: candidateTimeout)
      processes += 1
      for line in run.lines {
        switch line {
        case .shrinking(let record, let events): origin = (record, events)
        case .passed(let record): passing.append(record)
        case .shrunk(let record, let steps, let evaluations, let originalEvents):
          shrunk = (record, steps, evaluations, originalEvents)
        default: continue
        }
      }
      if shrunk != nil { break }
      // Ended before a candidate (or interrupted): nothing more can be learnt.
      guard run.kind != nil, let candidate = run.candidate else { break }
      if run.kind == kind {
        failing.append(normalized(candidate))
        last = (run.cause, run.message, run.lastStep)
      } else {
        passing.append(normalized(candidate))
      }
    }
    return (shrunk?.record ?? failing.last ?? origin?.record, origin, shrunk, last, processes)
  }
}
