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
  /// The minimal session's record: the app, the hierarchy, the interface, device and lock, then
  /// the event's "one more" flag, its kind and its arguments (the trailing zeros left out).
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
/// | emptyMaskWithoutSelection | 99                | 2        | 131    | 223 |
/// | forwardsToVisible         | 99                | 2        | 130    | 321 |
/// | prefersUpsideDown         | 100               | 1        | 74     | 163 |
/// | childAsksParent           | 100               | 1        | 98     | 181 |
/// | backSwipeAtRoot           | 100               | 1        | 90     | 119 |
///
/// Every bug meets both targets. One seed of each of the first two stops in a second window at
/// the alert level: the empty tab bar as its root, the main window removed; a navigation
/// controller presenting an alert as its root, the device turned. Local minima that no move of
/// the shrinker leaves, the bug still shown in two controllers.
@Suite("Planted bugs: each wrong resolver shrinks to its known minimal session")
struct PlantedBugTests {
  static let length = 12
  static let sampleSeeds = 8
  static let generator = SessionGenerator(length: length)
  static let gen = Gen<Session> { generator.generate(&$0) }

  static var seeds: Int {
    ProcessInfo.processInfo.environment["GENERATORS_BENCHMARK"] == nil ? sampleSeeds : 100
  }

  /// The default app: declarations kept consistent with portrait, then an iPhone on iOS 17 (its
  /// range of versions, then its first version), the template plist, no iPad list, no delegate
  /// mask, not full screen, status bar appearance per controller.
  static let app: [UInt64] = Array(repeating: 0, count: 9)
  /// Portrait, the device held as the interface, no lock.
  static let start: [UInt64] = [0, 0, 0]

  /// An event kind's choice: its index in `Event.Kind.allCases` (the swarm is not recorded).
  static func kind(_ kind: Event.Kind) -> UInt64 {
    UInt64(Event.Kind.allCases.firstIndex(of: kind)!)
  }

  /// A screen as root: kind 0, from the app, nothing declared, no option; no presentation (the
  /// top's phase, then the chain's flag), no second window.
  static let screen: [UInt64] = Array(repeating: 0, count: 12)
  /// An empty navigation controller as root: kind 1, then as `screen` and its "one more" flag.
  static let navigation: [UInt64] = [1] + Array(repeating: 0, count: 12)

  static let bugs: [PlantedBug] = [
    PlantedBug(
      .emptyMaskWithoutSelection, root: .content(),
      event: .present(.tabBar([]), style: .fullScreen, from: 0, animated: true),
      // A screen; then one event, present (its "one more" flag, its kind), whose tree is a tab
      // bar (kind 2) with nothing declared and no tab, full screen, from controller 0, animated.
      record: app + screen + start + [1, kind(.present), 2],
      failure: .exception(.noCommonOrientation(className: "UITabBarController")),
      sample: ShrinkFigures(reached: 7, distinct: 2, medianEvaluations: 149, maxEvaluations: 211),
      benchmark: ShrinkFigures(
        reached: 99, distinct: 2, medianEvaluations: 131, maxEvaluations: 223)),
    PlantedBug(
      .forwardsToVisible, root: .navigation([]), event: .presentAlert(from: 0),
      // An empty navigation controller; the alert presented from controller 0.
      record: app + navigation + start + [1, kind(.presentAlert)],
      failure: .exception(.alertInvokedRecursively),
      sample: ShrinkFigures(reached: 8, distinct: 1, medianEvaluations: 137, maxEvaluations: 156),
      benchmark: ShrinkFigures(
        reached: 99, distinct: 2, medianEvaluations: 130, maxEvaluations: 321)),
    PlantedBug(
      .prefersUpsideDown, root: .content(),
      event: .present(.content(), style: .fullScreen, from: 0, animated: true),
      // A screen; then present, whose zeros are a full-screen screen from controller 0, animated.
      record: app + screen + start + [1, kind(.present)],
      failure: .exception(
        .preferredOrientationNotSupported(
          className: "UIViewController", preferred: .portraitUpsideDown,
          supported: .allButUpsideDown)),
      sample: ShrinkFigures(reached: 8, distinct: 1, medianEvaluations: 85, maxEvaluations: 99),
      benchmark: ShrinkFigures(
        reached: 100, distinct: 1, medianEvaluations: 74, maxEvaluations: 163)),
    PlantedBug(
      .childAsksParent, root: .navigation([]), event: .push(.content(), navigation: 0),
      // An empty navigation controller, then a screen pushed onto it.
      record: app + navigation + start + [1, kind(.push)],
      failure: .exception(
        .forwardingLoop(
          className: "UINavigationController", question: .supportedInterfaceOrientations)),
      sample: ShrinkFigures(reached: 8, distinct: 1, medianEvaluations: 130, maxEvaluations: 139),
      benchmark: ShrinkFigures(
        reached: 100, distinct: 1, medianEvaluations: 98, maxEvaluations: 181)),
    PlantedBug(
      .backSwipeAtRoot, root: .navigation([]), event: .beginInteractivePop,
      // An empty navigation controller, then beginInteractivePop.
      record: app + navigation + start + [1, kind(.beginInteractivePop)],
      failure: .frozen(ControllerID(0)),
      sample: ShrinkFigures(reached: 8, distinct: 1, medianEvaluations: 94, maxEvaluations: 113),
      benchmark: ShrinkFigures(
        reached: 100, distinct: 1, medianEvaluations: 90, maxEvaluations: 119)),
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

  /// Results where shrinks stopped before the passes that move controllers between the root and
  /// the events: each now reaches its bug's known minimum.
  static let formerStops: [(PlantedResolver.Bug, String, [UInt64])] = [
    // An empty tab bar as root (selection 0, index 0, no tab), then presentAlert(from: 0): the
    // root moves into the event's tree, a present.
    (
      .emptyMaskWithoutSelection, "an empty tab bar as root, an alert",
      app + [2] + zeros(14) + start + [1, kind(.presentAlert)]
    ),
    // A tab bar holding a screen, then a rotation to portrait: the tab bar becomes a navigation
    // controller keeping its screen, and the screen becomes a push.
    (
      .childAsksParent, "a tab bar holding a screen, a rotation",
      app + [2] + zeros(10) + [1] + zeros(13) + start + [1]
    ),
    // A screen, then a navigation controller holding a screen shown in a new window (level 0,
    // key): the navigation controller becomes the root, the event a push of its screen.
    (
      .childAsksParent, "a navigation controller holding a screen shown in a window",
      app + screen + start + [1, kind(.showWindow), 0, 1] + zeros(8) + [1]
    ),
  ]

  static func zeros(_ count: Int) -> [UInt64] { Array(repeating: 0, count: count) }

  @Test("results where shrinks used to stop now reach the known minimum")
  func formerStopsReachTheMinimum() throws {
    for (bug, name, record) in Self.formerStops {
      let planted = try #require(Self.bugs.first { $0.bug == bug })
      #expect(Self.failsOnlyWith(bug, Self.gen.replay(record)), "\(name) fails")
      var shrinker = Shrinker(Self.gen, record: record, size: 10) { Self.failsOnlyWith(bug, $0) }
      shrinker.shrink()
      #expect(shrinker.best == planted.record, "\(name): \(shrinker.best)")
    }
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
