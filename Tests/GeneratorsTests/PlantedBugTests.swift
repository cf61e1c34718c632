import Foundation
import Generators
import OrientationSpec
import PlantedBugs
import Testing

/// How shrinks of one planted bug went over a range of seeds.
struct ShrinkFigures: Hashable, Sendable, CustomStringConvertible {
  /// Seeds whose shrunk counterexample is the known minimum.
  var reached: Int
  /// Distinct shrunk counterexamples (1 when every seed normalizes to the same one).
  var distinct: Int
  /// Property evaluations per shrink.
  var medianEvaluations: Int
  var maxEvaluations: Int

  var description: String {
    "\(reached) reach the minimum, \(distinct) distinct results, evaluations median"
      + " \(medianEvaluations), max \(maxEvaluations)"
  }

  /// The issue's targets: 95% reach the minimum, at most 150 evaluations at the median.
  func meetsTargets(seeds: Int) -> Bool {
    reached * 100 >= 95 * seeds && medianEvaluations <= 150
  }
}

/// A planted bug, its known minimal counterexample, and the figures measured at this commit.
struct PlantedBug: Sendable, CustomTestStringConvertible {
  var bug: PlantedResolver.Bug
  /// The minimal session: the default app, portrait, this root, and this one event.
  var root: ControllerSpec
  var event: Event
  /// The minimal session's record: the app, the hierarchy, the interface, device and lock, the
  /// swarm's draw for each event kind, then the event's "one more" flag (the trailing zeros
  /// left out: the event is the only kind on, so its index is 0, and its arguments are 0).
  var record: [UInt64]
  /// How it fails under the bug.
  var failure: SessionFailure
  /// Seeds 0..<`PlantedBugTests.sampleSeeds`, the default run.
  var sample: ShrinkFigures
  /// Seeds 0..<100, with `GENERATORS_BENCHMARK=1`.
  var benchmark: ShrinkFigures
  var sourceLocation: SourceLocation

  init(
    _ bug: PlantedResolver.Bug, root: ControllerSpec, event: Event, record: [UInt64],
    failure: SessionFailure, sample: ShrinkFigures, benchmark: ShrinkFigures,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.bug = bug
    self.root = root
    self.event = event
    self.record = record
    self.failure = failure
    self.sample = sample
    self.benchmark = benchmark
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { bug.rawValue }

  func minimum() throws -> Session {
    try session(root, [event])
  }
}

/// The issue's planted-bug targets, as deterministic tests: each wrong resolver is found from
/// generated sessions, and its counterexample shrinks to one known minimum.
///
/// The property: the session fails under the bug (an exception, or a frozen interface) and
/// runs clean under the same resolver without it, so only the planted bug is found.
///
/// A default run checks seeds 0..<8 to stay fast in debug builds; `GENERATORS_BENCHMARK=1
/// swift test --filter PlantedBugTests` checks seeds 0..<100, the issue's measure (about 30 s
/// on two cores in debug). The known minimum is the simplest (shortlex) counterexample the
/// shrinker reaches from those seeds. Measured over seeds 0..<100 at this commit, against the
/// targets of 95 seeds and a median of 150 evaluations:
///
/// | bug                       | reach the minimum | distinct | median | max |
/// |---------------------------|-------------------|----------|--------|-----|
/// | emptyMaskWithoutSelection | 6                 | 53       | 276    | 954 |
/// | forwardsToVisible         | 51                | 31       | 231    | 919 |
/// | prefersUpsideDown         | 72                | 15       | 168    | 973 |
/// | childAsksParent           | 5                 | 27       | 180    | 393 |
/// | backSwipeAtRoot           | 41                | 33       | 259    | 926 |
///
/// Every shrunk session has one event, or two where the hierarchy lacks what the bug needs
/// (a navigation controller presented or shown before the back-swipe). What still stops the
/// shrinker: a bug that fails by several routes (an empty tab bar at launch or under a
/// presented alert; a forwarding loop from a child in the hierarchy or one an event sets)
/// ends at one minimum per route, and moving between them means turning an event kind on;
/// and parts the encoding cannot delete in one step stay (see the known issues in
/// `ElementDeletionTests`: a presentation's phase, a full chain, the key-window flag).
@Suite("Planted bugs: each wrong resolver shrinks to its known minimal session")
struct PlantedBugTests {
  static let length = 10
  static let sampleSeeds = 8
  static let generator = SessionGenerator(length: length)
  static let gen = Gen<Session> { generator.generate(&$0) }

  static var seeds: Int {
    ProcessInfo.processInfo.environment["GENERATORS_BENCHMARK"] == nil ? sampleSeeds : 100
  }

  /// The default app: an iPhone on iOS 17, the template plist, no iPad list, no delegate mask,
  /// not full screen, status bar appearance per controller.
  static let app: [UInt64] = [0, 0, 0, 0, 0, 0, 0]
  /// Portrait, the device held as the interface, no lock.
  static let start: [UInt64] = [0, 0, 0]

  /// The swarm's draws, one per event kind: only `kind` on, with the first weight.
  static func only(_ kind: Event.Kind) -> [UInt64] {
    Event.Kind.allCases.map { $0 == kind ? 1 : 0 }
  }

  static let bugs: [PlantedBug] = [
    PlantedBug(
      .emptyMaskWithoutSelection, root: .tabBar([]), event: .launch,
      // Kind 2 (a tab bar) from the app, nothing declared, no option, no tab ("one more" 0),
      // the first selection draw (none to select), no presentation, no second window.
      record: app + [2] + Array(repeating: 0, count: 12) + start + only(.launch) + [1],
      failure: .exception(.noCommonOrientation(className: "UITabBarController")),
      sample: ShrinkFigures(reached: 1, distinct: 6, medianEvaluations: 188, maxEvaluations: 812),
      benchmark: ShrinkFigures(
        reached: 6, distinct: 53, medianEvaluations: 276, maxEvaluations: 954)),
    PlantedBug(
      .forwardsToVisible, root: .navigation([]), event: .presentAlert(from: 0),
      // Kind 1 (navigation): nothing declared, no option, no child, no presentation, one
      // window; the alert presented from controller 0.
      record: app + [1] + Array(repeating: 0, count: 11) + start + only(.presentAlert) + [1],
      failure: .exception(.alertInvokedRecursively),
      sample: ShrinkFigures(reached: 5, distinct: 3, medianEvaluations: 161, maxEvaluations: 538),
      benchmark: ShrinkFigures(
        reached: 51, distinct: 31, medianEvaluations: 231, maxEvaluations: 919)),
    PlantedBug(
      .prefersUpsideDown, root: .content(),
      event: .present(.content(), style: .fullScreen, from: 0, animated: true),
      // All zeros to the swarm: a screen that stays a screen (the tab-bar bit 0); then only
      // present, whose zeros are a full-screen screen from controller 0, animated.
      record: app + Array(repeating: 0, count: 12) + start + only(.present) + [1],
      failure: .exception(
        .preferredOrientationNotSupported(
          className: "UIViewController", preferred: .portraitUpsideDown,
          supported: .allButUpsideDown)),
      sample: ShrinkFigures(reached: 4, distinct: 5, medianEvaluations: 519, maxEvaluations: 784),
      benchmark: ShrinkFigures(
        reached: 72, distinct: 15, medianEvaluations: 168, maxEvaluations: 973)),
    PlantedBug(
      .childAsksParent, root: .navigation([]),
      event: .setViewControllers([.content()], navigation: 0),
      // An empty navigation controller, then setViewControllers (the 6th kind) with one screen.
      record: app + [1] + Array(repeating: 0, count: 11) + start + only(.setViewControllers)
        + [1],
      failure: .exception(
        .forwardingLoop(
          className: "UINavigationController", question: .supportedInterfaceOrientations)),
      sample: ShrinkFigures(reached: 1, distinct: 6, medianEvaluations: 179, maxEvaluations: 314),
      benchmark: ShrinkFigures(
        reached: 5, distinct: 27, medianEvaluations: 180, maxEvaluations: 393)),
    PlantedBug(
      .backSwipeAtRoot, root: .navigation([]), event: .beginInteractivePop,
      // An empty navigation controller, then beginInteractivePop (the 7th kind).
      record: app + [1] + Array(repeating: 0, count: 11) + start + only(.beginInteractivePop)
        + [1],
      failure: .frozen(ControllerID(0)),
      sample: ShrinkFigures(reached: 2, distinct: 6, medianEvaluations: 255, maxEvaluations: 574),
      benchmark: ShrinkFigures(
        reached: 41, distinct: 33, medianEvaluations: 259, maxEvaluations: 926)),
  ]

  /// Whether `session` fails under `bug` and runs clean without it.
  static func failsOnlyWith(_ bug: PlantedResolver.Bug, _ session: Session) -> Bool {
    PlantedBugHunt(bug, length: length).failsOnlyWithBug(session)
  }

  @Test("without a bug, the planted resolver answers as ReferenceResolver")
  func baselineIsTheReference() {
    for seed: UInt64 in 0..<150 {
      let session = Self.gen.generate(seed: seed).value
      let planted = System.run(session, resolver: PlantedResolver(bug: nil))
      let reference = System.run(session, resolver: ReferenceResolver())
      if planted != reference {
        Issue.record(
          """
          the traces differ
          \(recipe("PlantedBugTests.gen.generate(seed: \(seed))"))
          """)
        return
      }
    }
  }

  @Test(
    "the known minimum fails only with the bug, replays from its record and shrinks no further",
    arguments: bugs)
  func minimum(_ planted: PlantedBug) throws {
    let minimum = try planted.minimum()
    #expect(
      SessionFailure(minimum, under: PlantedResolver(bug: planted.bug)) == planted.failure,
      sourceLocation: planted.sourceLocation)
    #expect(
      SessionFailure(minimum, under: PlantedResolver(bug: nil)) == nil,
      sourceLocation: planted.sourceLocation)
    #expect(
      canonical(Self.gen.replay(planted.record)) == minimum, sourceLocation: planted.sourceLocation)
    var shrinker = Shrinker(Self.gen, record: planted.record, size: 10) {
      Self.failsOnlyWith(planted.bug, $0)
    }
    shrinker.shrink()
    #expect(
      shrinker.steps == 0 && shrinker.best == planted.record, sourceLocation: planted.sourceLocation
    )
  }

  @Test(
    "from every seed, the counterexample shrinks to the known minimum within 150 evaluations",
    arguments: bugs)
  func shrinksToTheMinimum(_ planted: PlantedBug) throws {
    let seeds = Self.seeds
    let minimum = try planted.minimum()
    // The property is pure: a session met again (from another seed) is not run again.
    var memo: [Session: Bool] = [:]
    let fails: (Session) -> Bool = { session in
      if let known = memo[session] { return known }
      let failed = Self.failsOnlyWith(planted.bug, session)
      memo[session] = failed
      return failed
    }
    let hunt = PlantedBugHunt(planted.bug, length: Self.length)
    var evaluations: [Int] = []
    var results: [Session: Int] = [:]
    for seed in 0..<UInt64(seeds) {
      guard let outcome = hunt.run(seed: seed, fails: fails) else {
        Issue.record(
          "seed \(seed) did not find the bug in \(hunt.maxCases) sessions",
          sourceLocation: planted.sourceLocation)
        continue
      }
      evaluations.append(outcome.evaluations)
      results[outcome.shrunk, default: 0] += 1
      if Shrinker<Session>.isSimpler(outcome.shrunkRecord, than: planted.record) {
        Issue.record(
          """
          seed \(seed) shrank below the known minimum: the minimum is wrong
          \(outcome.shrunk.hierarchy)
          \(outcome.shrunk.events)
          \(recipe(outcome.shrunkRecord, generator: "PlantedBugTests.gen"))
          """, sourceLocation: planted.sourceLocation)
      }
    }
    evaluations.sort()
    let figures = ShrinkFigures(
      reached: results[minimum] ?? 0, distinct: results.count,
      medianEvaluations: evaluations.isEmpty ? 0 : evaluations[evaluations.count / 2],
      maxEvaluations: evaluations.last ?? 0)
    let pinned = seeds == 100 ? planted.benchmark : planted.sample
    #expect(
      figures == pinned,
      """
      over seeds 0..<\(seeds); the most frequent results:
      \(Self.summary(results))
      """, sourceLocation: planted.sourceLocation)
    withKnownIssue(
      "the shrinker misses the targets: \(pinned) over \(seeds) seeds"
    ) {
      #expect(
        figures.meetsTargets(seeds: seeds), "\(figures) over \(seeds) seeds",
        sourceLocation: planted.sourceLocation)
    } when: {
      !pinned.meetsTargets(seeds: seeds)
    }
  }

  /// The three most frequent shrunk sessions, each with its count.
  static func summary(_ results: [Session: Int]) -> String {
    results.sorted { $0.value > $1.value }.prefix(3).map { session, count in
      "\(count)×: \(session.hierarchy.windowSpecs.count) window(s)\n\(session.hierarchy)\n"
        + session.events.map(\.description).joined(separator: ", ")
    }.joined(separator: "\n")
  }
}
