import Generators
import OrientationSpec

/// Where a worker publishes what it is doing; the campaign's own process reads it (progress, and
/// which session crashed). In process, nothing.
protocol FuzzProgressSink: Sendable {
  /// The session about to run: its campaign index, or `-1 - k` for the `k`-th saved finding.
  func starting(_ index: Int)
  /// Totals after each session.
  func finished(sessions: Int, steps: Int)
  /// A shrink candidate (its choice record) about to be evaluated: if it crashes the process, it
  /// is the session to report.
  func shrinking(_ record: [UInt64])
}

/// The fuzz loop: generates each session of the shard, runs it once with every invariant checked
/// on the fly (no trace kept), and shrinks what fails: each shrunk finding goes to `found`, which
/// de-duplicates. One per process.
struct FuzzEngine<Resolver: OrientationResolver> {
  let resolver: Resolver
  let options: FuzzOptions
  let configuration: CheckConfiguration
  let invariants = Set(Invariant.allCases)
  /// Shrinks spent per property.
  var spent: [String: Int]
  /// The failures shrunk (``FailureIdentity``): a violation that fails the same way again is
  /// counted, not shrunk again.
  var shrunkIdentities: Set<FailureIdentity> = []
  /// Sessions and steps run; violations seen per property (shrunk or not).
  var sessions = 0
  var steps = 0
  var violations: [String: Int] = [:]
  /// Draws each session without recording its choices; a failing one is drawn again, recorded.
  var source = ChoiceSource(seed: 0, recording: false)
  /// The campaign's generator, made once (its event kinds are an array).
  let generator: SessionGenerator
  /// The arena every session's hierarchy changes are made in, reused from one to the next.
  var storage = SessionStorage()
  /// The first run's steps of a determinism check, compared with the second run's as they come;
  /// its storage is reused from one check to the next.
  var firstRun: [Step] = []
  /// The monitor, kept from one session to the next (its storage for a failing step's state).
  var keptMonitor: InvariantMonitor?

  init(resolver: Resolver, options: FuzzOptions) {
    self.resolver = resolver
    self.options = options
    configuration = options.configuration.for(resolver)
    generator = configuration.generator
    spent = options.shrinksSpent
  }

  /// The number of shard ordinals the session budget allows.
  var ordinalLimit: Int {
    options.sessions.map { options.shard.sessions(of: $0) } ?? Int.max
  }

  /// Runs the shard's sessions from `ordinal` until a budget ends or `stop` says so (checked
  /// between sessions); returns the next ordinal and whether `stop` ended it.
  mutating func run(
    from ordinal: Int, deadline: ContinuousClock.Instant?, sink: (any FuzzProgressSink)?,
    stop: () -> Bool, found: (FuzzFinding) -> Void
  ) -> (next: Int, stopped: Bool) {
    var ordinal = ordinal
    let limit = ordinalLimit
    let stepLimit = options.steps ?? Int.max
    let clock = ContinuousClock()
    while ordinal < limit && steps < stepLimit {
      if let deadline, clock.now >= deadline { break }
      if stop() { return (ordinal, true) }
      let index = options.shard.campaignIndex(ofOrdinal: ordinal)
      sink?.starting(index)
      runSession(index, sink: sink, found: found)
      sink?.finished(sessions: sessions, steps: steps)
      ordinal += 1
    }
    return (ordinal, false)
  }

  /// The campaign's `index`-th session.
  mutating func session(at index: Int) -> Session {
    source.reset(seed: FuzzOptions.sessionSeed(campaign: options.seed, index: index))
    return Self.session(generator, &source)
  }

  /// `configuration.session(&source)`: the session starts with a launch, which draws no choice.
  /// The generator puts it first as it builds the events, where inserting it afterwards would
  /// move every event.
  static func session(_ generator: SessionGenerator, _ source: inout ChoiceSource) -> Session {
    generator.generate(&source, startingWith: .launch)
  }

  mutating func runSession(
    _ index: Int, sink: (any FuzzProgressSink)?, found: (FuzzFinding) -> Void
  ) {
    let session = self.session(at: index)
    let determinism = index % FuzzOptions.determinismEvery == 0
    let (invariants, assumptions) = (self.invariants, configuration.assumptions)
    var monitor = keptMonitor.takeRestarted(for: session) {
      InvariantMonitor(invariants: invariants, session: session, assumptions: assumptions)
    }
    var failed: [FailureIdentity] = []
    // `_runSession`, not `System.run`: the resolver is opened from `any OrientationResolver`, and
    // the requirement's witness runs the loop compiled for its concrete type. One storage for the
    // campaign: starting a session allocates nothing once its arena has grown. The monitor reads
    // neither rules nor warnings: the fast path builds neither.
    var count = 0
    var first: [Step] = []
    if determinism {
      swap(&first, &firstRun)
      first.removeAll(keepingCapacity: true)
    }
    resolver._runSession(
      session, assumptions: configuration.assumptions, recordsRules: false, storage: &storage
    ) { step, state in
      monitor.observe(step, state)
      count &+= 1
      if determinism { first.append(step) }
    }
    if determinism {
      // A second run, each step compared with the first's counterpart as it comes (the first's
      // steps are kept in storage reused from one check to the next). No trace is built. Both
      // runs take the fast path, as every other session's: the comparison covers every field of
      // the step but the rule and warning lists, which the fast path leaves empty (a finding's
      // full traces, rules included, are compared when it is replayed, and by `check`).
      // Recording rules made this pair cost about a fifth of the campaign's instructions.
      var secondCount = 0
      var same = true
      resolver._runSession(
        session, assumptions: configuration.assumptions, recordsRules: false, storage: &storage
      ) { step, _ in
        if same { same = secondCount < first.count && step == first[secondCount] }
        secondCount &+= 1
      }
      if !same || secondCount != count {
        failed.append(FailureIdentity(invariant: .determinism, code: "trace"))
      }
      first.removeAll(keepingCapacity: true)
      swap(&first, &firstRun)
    }
    monitor.finish()
    steps &+= count
    sessions &+= 1
    if !monitor.violations.isEmpty {
      failed.insert(contentsOf: monitor.violations.map(\.identity), at: 0)
    }
    keptMonitor = monitor
    guard !failed.isEmpty else { return }
    // The same seed drawn again, recorded: the record the shrinker starts from.
    var recorded = ChoiceSource(seed: FuzzOptions.sessionSeed(campaign: options.seed, index: index))
    _ = Self.session(generator, &recorded)
    let record = recorded.choices
    for identity in failed {
      let property = identity.invariant.rawValue
      violations[property, default: 0] += 1
      guard spent[property, default: 0] < FuzzOptions.shrinksPerProperty,
        shrunkIdentities.insert(identity).inserted
      else { continue }
      spent[property, default: 0] += 1
      // Shrunk keeping its identity: another bug met on the way is not this finding.
      let shrunk = Checker.shrink(
        record, violating: identity, resolver: resolver, configuration: configuration,
        candidate: { sink?.shrinking($0) })
      let finding = FuzzFinding(
        property: property, session: shrunk.session, token: shrunk.token, campaignIndex: index,
        originalEvents: session.events.count,
        detail: shrunk.violation.map {
          "at step \($0.origin) (\($0.event)): expected \($0.expected); actual \($0.actual);"
            + " failure \($0.identity)"
        } ?? "failure \(identity)", assumptions: configuration.assumptions,
        identity: identity.description)
      found(finding)
    }
  }

  /// The properties a saved finding's session still breaks (every invariant, determinism too),
  /// under the assumptions it was saved with.
  func replay(_ finding: SavedFinding) -> [String] {
    var ignored = 0
    return Checker.violations(
      of: finding.session, resolver: resolver, invariants: invariants, determinism: true,
      assumptions: finding.assumptions, mistake: &ignored
    ).map(\.invariant.rawValue)
  }
}
