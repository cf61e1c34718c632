import Generators
public import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The child's side of an isolated check: does a ``ChildJob`` with the resolver and configuration
/// the child rebuilt, publishing where it is in the shared progress file (so that the parent
/// knows which session or candidate ended it) and what it found in the results file.
public enum ChildWorker {
  /// The value the parent puts in the session slot before the child starts.
  static let notStarted = Int64.min
  /// The child has read its job and not yet begun a session (an app's classes are described).
  static let preparing = -1

  /// Does the job in the file at `jobPath`. `resolver` is the one the job names; `configuration`
  /// is the check's (the worker makes it the resolver's: ``CheckConfiguration/for(_:)``).
  public static func perform<Resolver: OrientationResolver>(
    jobAt jobPath: String, resolver: Resolver, configuration: CheckConfiguration
  ) throws(UsageError) {
    let job: ChildJob
    do {
      job = try ChildJob.read(from: jobPath)
    } catch {
      throw UsageError("cannot read the child job '\(jobPath)': \(error)")
    }
    try perform(job, resolver: resolver, configuration: configuration)
  }

  /// The key of the job at `jobPath`: which call of a test it is for (``ChildJob``); `nil` when
  /// it cannot be read.
  public static func key(ofJobAt jobPath: String) -> String? {
    try? ChildJob.read(from: jobPath).key
  }

  static func perform<Resolver: OrientationResolver>(
    _ job: ChildJob, resolver: Resolver, configuration: CheckConfiguration
  ) throws(UsageError) {
    var configuration = configuration
    for assignment in job.assumptions {
      do {
        try configuration.assumptions.assign(assignment)
      } catch {
        throw UsageError("the child job's assumption '\(assignment)': \(error)")
      }
    }
    let progress = try FuzzSharedProgress(path: job.progressPath, create: false)
    let results = try ChildResults(path: job.resultsPath)
    defer { close(results.descriptor) }
    progress.starting(preparing)
    switch job.task {
    case .check(let start, let pending, let known, let seconds, let untilCrash):
      var configuration = configuration
      if let seconds { configuration.duration = .seconds(max(0, seconds)) }
      let hooks = CheckHooks(
        starting: { progress.starting($0) },
        shrinking: { progress.shrinking($0) },
        found: { counterexample in
          results.write(.counterexample(ChildCounterexample(counterexample)))
        },
        mistakes: { progress.noteMistakes($0) },
        untilCrash: untilCrash)
      let report = Checker.check(
        resolver, configuration, from: start, pending: pending, known: known, hooks: hooks)
      results.write(.checked(cases: report.cases, mistakes: report.appMistakes))
    case .replay(let record):
      let configuration = configuration.for(resolver)
      let session = configuration.session(replaying: ReplayToken(size: 10, choices: record))
      let token = ReplayToken(size: 10, choices: record)
      results.write(.session(scenario: Scenario.print(session), token: "\(token)"))
      progress.starting(0)
      progress.startingSteps()
      var mistakes = 0
      let violations = Checker.violations(
        of: session, resolver: resolver, invariants: Set(configuration.invariants),
        determinism: true, assumptions: configuration.assumptions, mistake: &mistakes,
        completed: { progress.completed($0) })
      for violation in violations {
        results.write(.violation(ChildViolation(violation, in: session)))
      }
      results.write(.checked(cases: 1, mistakes: mistakes))
    case .shrink(let start, let failing, let passing, let evaluates):
      shrink(
        from: start, failing: Set(failing), passing: Set(passing), evaluates: evaluates,
        resolver: resolver, configuration: configuration.for(resolver), progress: progress,
        results: results)
    case .probe(let record, let runs):
      let configuration = configuration.for(resolver)
      let token = ReplayToken(size: 10, choices: record)
      let session = configuration.session(replaying: token)
      results.write(.session(scenario: Scenario.print(session), token: "\(token)"))
      if runs {
        progress.shrinking(record)
        exercise(
          session, resolver: resolver, assumptions: configuration.assumptions, progress: progress)
      }
      results.write(.checked(cases: 1, mistakes: 0))
    case .command:
      // The command itself runs in the child: nothing more to do here.
      break
    }
  }

  /// Runs `session` as a check runs it, both ways (without and with rules recorded: a resolver's
  /// code may take other paths in each), publishing each step as it completes. A crash or a
  /// hang here is the candidate's outcome.
  static func exercise<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions,
    progress: FuzzSharedProgress
  ) {
    var storage = SessionStorage()
    for recordsRules in [false, true] {
      progress.startingSteps()
      resolver._runSession(
        session, assumptions: assumptions, recordsRules: recordsRules, storage: &storage
      ) { step, _ in
        progress.completed(step.origin)
      }
    }
  }

  /// One process's part of a crash's or a hang's shrink: the shrinker replays every outcome
  /// already known and runs the first candidate that is not (unless `evaluates` is false: the
  /// time is up, and a candidate not known counts as passing). A candidate that ends the process
  /// is the parent's to classify; one that runs to its end is written out as passing. When the
  /// shrinker ends, its best record is written out.
  static func shrink<Resolver: OrientationResolver>(
    from start: ChildJob.ShrinkStart, failing: Set<[UInt64]>, passing: Set<[UInt64]>,
    evaluates: Bool, resolver: Resolver, configuration: CheckConfiguration,
    progress: FuzzSharedProgress, results: ChildResults
  ) {
    let record: [UInt64]
    switch start {
    case .record(let candidate): record = candidate
    case .caseIndex(let index):
      var source = ChoiceSource(
        seed: FuzzOptions.sessionSeed(campaign: configuration.seed, index: index))
      _ = configuration.session(&source)
      record = source.choices
    }
    let original = configuration.session(replaying: ReplayToken(size: 10, choices: record))
    results.write(.shrinking(record: record, events: original.events.count))
    let last = LastChoices()
    let gen = Gen<Session> { source in
      let session = configuration.session(&source)
      last.choices = source.choices
      // Replaying the known outcomes is progress too: a long replay is no hang.
      progress.startingSteps()
      return session
    }
    var shrinker = Shrinker(gen, record: record, size: 10) { (session: Session) in
      let key = normalized(last.choices)
      if failing.contains(key) { return true }
      if passing.contains(key) || !evaluates { return false }
      progress.shrinking(last.choices)
      exercise(
        session, resolver: resolver, assumptions: configuration.assumptions, progress: progress)
      results.write(.passed(key))
      return false
    }
    shrinker.shrink()
    results.write(
      .shrunk(
        record: shrinker.best, steps: shrinker.steps, evaluations: shrinker.evaluations,
        originalEvents: original.events.count))
  }
}

/// The choices of the last session a shrinker's generator made: the candidate it evaluates.
final class LastChoices: @unchecked Sendable {
  var choices: [UInt64] = []
}

/// A record without its trailing zeros (past its end, a replay draws zeros): the shrinker's key
/// for a candidate, and the parent's.
func normalized(_ record: [UInt64]) -> [UInt64] {
  var record = record
  while record.last == 0 { record.removeLast() }
  return record
}

extension ChildCounterexample {
  init(_ counterexample: SessionCounterexample) {
    violation = ChildViolation(counterexample.violation, in: counterexample.session)
    scenario = Scenario.print(counterexample.session)
    token = counterexample.token.description
    originalEvents = counterexample.originalEvents
    caseIndex = counterexample.caseIndex
    shrinkSteps = counterexample.shrinkSteps
    evaluations = counterexample.evaluations
  }
}
