public import Generators
public import OrientationSpec

/// What a check runs: which invariants, how many sessions of what size, from which seed.
public struct CheckConfiguration: Sendable {
  public var invariants: [Invariant]
  /// The run's seed: case `i` draws from the `i`-th output of `SplitMix64(seed:)`.
  public var seed: UInt64
  /// At most this many sessions…
  public var cases: Int
  /// …and at most this long, whichever ends first.
  public var duration: Duration?
  public var sessionLength: Int
  public var maxControllers: Int
  public var assumptions: Assumptions
  /// Every `determinismEvery`-th session is run twice and the traces compared.
  public var determinismEvery: Int
  /// What an app checked as its own classes is made of (its screens, actions, launch hierarchy
  /// and Info.plist), which its sessions are drawn from; `nil` for a resolver. Set from the
  /// resolver by ``for(_:)``.
  public var vocabulary: AppVocabulary?
  /// Whether `expectInvariants` runs the check in child processes (the test binary re-run,
  /// filtered to the calling test), so that code that traps or hangs is a finding rather than
  /// the end of `swift test`; `false` checks in the test's process (a debugger's breakpoints).
  public var runsInChildProcesses = true
  /// At most this many distinct failures (``FailureIdentity``) are kept per invariant, each
  /// shrunk on its own: a resolver with several bugs shows each, and one that breaks an
  /// invariant in many ways does not spend the check shrinking…
  public var findingsPerInvariant = 4
  /// …and at most this many with the same code (``FailureIdentity/code``: one exception, one
  /// answer), so that one bug met through several deciders leaves room for another.
  public var findingsPerCode = 2
  /// A child that shows no progress this long (no session or step done) is stopped: a hang.
  public var hangTimeout: Duration = .seconds(10)
  /// How long a crash's or a hang's shrink may take; past it, the simplest session found so far.
  public var crashShrinkTimeLimit: Duration = .seconds(60)

  public init(
    invariants: [Invariant] = Invariant.allCases, seed: UInt64 = 0x0A11_0C0F_FEE5, cases: Int = 200,
    duration: Duration? = nil, sessionLength: Int = 20, maxControllers: Int = 8,
    assumptions: Assumptions = .default, determinismEvery: Int = 10
  ) {
    self.invariants = invariants
    self.seed = seed
    self.cases = cases
    self.duration = duration
    self.sessionLength = sessionLength
    self.maxControllers = maxControllers
    self.assumptions = assumptions
    self.determinismEvery = max(1, determinismEvery)
  }

  /// The generator of the sessions this configuration checks.
  public var generator: SessionGenerator {
    SessionGenerator(length: sessionLength, maxControllers: maxControllers, vocabulary: vocabulary)
  }

  /// This configuration for `resolver`: with an app's vocabulary when the resolver is an app
  /// checked as its own classes (``AppVocabulary``), so that its sessions, shrinks and replay
  /// tokens draw the app's own screens and actions.
  public func `for`<Resolver: OrientationResolver>(_ resolver: Resolver) -> CheckConfiguration {
    var configuration = self
    if configuration.vocabulary == nil { configuration.vocabulary = resolver.appVocabulary }
    return configuration
  }

  /// A session drawn from `source`, starting with a launch: a running app's interface is where
  /// UIKit put it, not an arbitrary orientation. The launch draws no choice, so no shrink removes it.
  /// The generator puts the launch first as it builds the events: inserting it afterwards moved
  /// every event.
  public func session(_ source: inout ChoiceSource) -> Session {
    generator.generate(&source, startingWith: .launch)
  }

  /// The `replay` options that rebuild this configuration's sessions from a token: empty for the
  /// defaults, else ` --session-length N` and ` --max-controllers N` as they differ.
  public var replayOptions: String {
    let defaults = CheckConfiguration()
    var options = ""
    if sessionLength != defaults.sessionLength { options += " --session-length \(sessionLength)" }
    if maxControllers != defaults.maxControllers {
      options += " --max-controllers \(maxControllers)"
    }
    return options
  }

  /// The session a replay token names.
  public func session(replaying token: ReplayToken) -> Session {
    var source = ChoiceSource(replaying: token.choices, size: token.size)
    return session(&source)
  }
}

/// What a check tells the child process that runs it (``ChildWorker``), session by session.
struct CheckHooks {
  /// Case `index` is about to run.
  var starting: (Int) -> Void
  /// A shrink's candidate (its choice record) is about to be evaluated.
  var shrinking: @Sendable ([UInt64]) -> Void
  /// A counterexample was found and shrunk.
  var found: (SessionCounterexample) -> Void
  /// The app's mistakes so far.
  var mistakes: (Int) -> Void
  /// Every case runs, even with no invariant pending: a hunt for a crash or a hang.
  var untilCrash = false
}

/// Checks resolvers against the invariants over generated sessions, shrinking each failure.
public enum Checker {
  /// Runs `configuration` against `resolver`. Each distinct failure (``FailureIdentity``) is
  /// shrunk to a minimal session that fails the same way, up to
  /// ``CheckConfiguration/findingsPerInvariant`` per invariant; the run goes on for the
  /// invariants below that count.
  public static func check<Resolver: OrientationResolver>(
    _ resolver: Resolver, _ configuration: CheckConfiguration = CheckConfiguration()
  ) -> ResolverReport {
    check(resolver, configuration, from: 0, pending: configuration.invariants, known: [], hooks: nil)
  }

  /// ``check(_:_:)`` from case `start` over the invariants still `pending`, the failures `known`
  /// already found (a child process of an isolated check resumes after the case that ended the
  /// last one), telling `hooks` what it does: the cases before `start` are not run, and count as
  /// run.
  static func check<Resolver: OrientationResolver>(
    _ resolver: Resolver, _ configuration: CheckConfiguration, from start: Int,
    pending: [Invariant], known: [FailureIdentity], hooks: CheckHooks?
  ) -> ResolverReport {
    let configuration = configuration.for(resolver)
    // Case `i` draws from the `i`-th output of `SplitMix64(seed:)`, whose state moves by its
    // increment at each output: starting there is starting at case `start`.
    var seeds = SplitMix64(seed: configuration.seed &+ UInt64(start) &* 0x9E37_79B9_7F4A_7C15)
    var source = ChoiceSource(seed: 0)
    var pending = pending
    var known = Set(known)
    var kept: [Invariant: Int] = [:]
    var keptCodes: [String: Int] = [:]
    for identity in known {
      kept[identity.invariant, default: 0] += 1
      keptCodes[identity.invariant.rawValue + " " + identity.code, default: 0] += 1
    }
    var found: [Invariant: [SessionCounterexample]] = [:]
    var casesAt: [Invariant: Int] = [:]
    var mistakes = 0
    let clock = ContinuousClock()
    let startTime = clock.now
    var cases = start
    let untilCrash = hooks?.untilCrash == true
    var candidate: @Sendable ([UInt64]) -> Void = { _ in }
    if let hooks { candidate = hooks.shrinking }
    while cases < configuration.cases && (!pending.isEmpty || untilCrash) {
      if let duration = configuration.duration, clock.now - startTime >= duration { break }
      source.reset(seed: seeds.next())
      let session = configuration.session(&source)
      let record = source.choices
      hooks?.starting(cases)
      cases += 1
      let checksDeterminism =
        pending.contains(.determinism) && cases % configuration.determinismEvery == 1
      let mistakesBefore = mistakes
      let violations = Self.violations(
        of: session, resolver: resolver, invariants: Set(pending), determinism: checksDeterminism,
        assumptions: configuration.assumptions, mistake: &mistakes)
      if mistakes != mistakesBefore { hooks?.mistakes(mistakes) }
      for violation in violations {
        let invariant = violation.invariant
        let identity = violation.identity
        let code = invariant.rawValue + " " + identity.code
        guard pending.contains(invariant), !known.contains(identity),
          keptCodes[code, default: 0] < configuration.findingsPerCode
        else { continue }
        known.insert(identity)
        keptCodes[code, default: 0] += 1
        let shrunk = shrink(
          record, violating: identity, resolver: resolver, configuration: configuration,
          candidate: candidate)
        let counterexample = SessionCounterexample(
          violation: shrunk.violation ?? violation, session: shrunk.session, token: shrunk.token,
          originalEvents: session.events.count,
          caseIndex: cases - 1, shrinkSteps: shrunk.steps, evaluations: shrunk.evaluations,
          sessionLength: configuration.sessionLength, maxControllers: configuration.maxControllers,
          assumptions: configuration.assumptions)
        found[invariant, default: []].append(counterexample)
        hooks?.found(counterexample)
        if casesAt[invariant] == nil { casesAt[invariant] = cases }
        kept[invariant, default: 0] += 1
        if kept[invariant, default: 0] >= configuration.findingsPerInvariant {
          pending.removeAll { $0 == invariant }
        }
      }
    }
    let verdicts = configuration.invariants.map {
      InvariantVerdict(invariant: $0, cases: casesAt[$0] ?? cases, findings: found[$0] ?? [])
    }
    return ResolverReport(
      resolver: resolver.name, configuration: configuration, cases: cases, verdicts: verdicts,
      appMistakes: mistakes)
  }

  /// The invariants `session` violates under `resolver`.
  public static func violations<Resolver: OrientationResolver>(
    of session: Session, resolver: Resolver, invariants: Set<Invariant>, determinism: Bool,
    assumptions: Assumptions, mistake: inout Int
  ) -> [InvariantViolation] {
    violations(
      of: session, resolver: resolver, invariants: invariants, determinism: determinism,
      assumptions: assumptions, mistake: &mistake, completed: { _ in })
  }

  /// ``violations(of:resolver:invariants:determinism:assumptions:mistake:)``, telling
  /// `completed` each step of the first run as it ends (a child process's heartbeat). Inlined
  /// into the public one, whose empty closure then costs nothing.
  @inline(__always)
  static func violations<Resolver: OrientationResolver>(
    of session: Session, resolver: Resolver, invariants: Set<Invariant>, determinism: Bool,
    assumptions: Assumptions, mistake: inout Int, completed: (StepOrigin) -> Void
  ) -> [InvariantViolation] {
    var monitor = InvariantMonitor(
      invariants: invariants, session: session, assumptions: assumptions)
    var first: [Step] = []
    // Rules and warnings only matter when the steps are compared for determinism.
    // `_runSession`: the loop compiled for the concrete resolver, even through an existential.
    var storage = SessionStorage()
    resolver._runSession(
      session, assumptions: assumptions, recordsRules: determinism, storage: &storage
    ) { step, state in
      monitor.observe(step, state)
      if determinism { first.append(step) }
      completed(step.origin)
    }
    monitor.finish()
    if monitor.appMistake != nil { mistake += 1 }
    var violations = monitor.violations
    if determinism {
      var second: [Step] = []
      second.reserveCapacity(first.count)
      resolver._runSession(
        session, assumptions: assumptions, recordsRules: true, storage: &storage
      ) { step, _ in
        second.append(step)
        completed(step.origin)
      }
      let common = min(first.count, second.count)
      let index =
        (0..<common).first { first[$0] != second[$0] }
        ?? (first.count != second.count ? common : nil)
      if let index {
        let step = index < first.count ? first[index] : second[index]
        violations.append(
          InvariantViolation(
            invariant: .determinism, origin: step.origin, event: step.event,
            expected: index < first.count
              ? "the first run's step, ending \(first[index].orientationAfter)" : "no further step",
            actual: index < second.count
              ? "a different step, ending \(second[index].orientationAfter)" : "no step",
            code: "trace"))
      }
    }
    return violations
  }
}
