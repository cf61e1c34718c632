import Generators
import OrientationSpec
import Testing

/// Locks the app to portrait as the swipe-down begins (its delegate's mask, a global flag), in
/// anticipation of the screen below; with `restores`, frees it again as the dismissal ends,
/// finished or cancelled. Answers as UIKit's own classes do.
struct LocksPortraitWhileSwiping: OrientationResolver {
  var restores: Bool
  var name: String { restores ? "locks-portrait-while-swiping-restores" : "locks-portrait-while-swiping" }
  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    switch event {
    case .beginInteractiveDismiss: [.setAppDelegateOrientations(.portrait)]
    case .endInteractiveDismiss where restores: [.setAppDelegateOrientations(nil)]
    default: []
    }
  }
}

/// The invariants after an interactive dismissal that stayed in progress across events: checked
/// once it finishes or is cancelled, not while it is pending.
@Suite("Invariants after an interactive dismissal, finished or cancelled")
struct InteractiveDismissalInvariantTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var resolver: any OrientationResolver
    var assumptions: Assumptions
    var events: [Event]
    /// The invariant broken, its code, and the event (by position) whose group breaks it.
    var broken: (Invariant, code: String, after: Int)?
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, root: ControllerSpec, _ resolver: any OrientationResolver,
      assumptions: Assumptions = .default, events: [Event],
      broken: (Invariant, code: String, after: Int)?,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.resolver = resolver
      self.assumptions = assumptions
      self.events = events
      self.broken = broken
      self.sourceLocation = sourceLocation
    }
  }

  static let reader = ControllerSpec.content("Reader", supports: .portrait)
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)
  static let presentPlayer = Event.present(player, style: .fullScreen, from: 0, animated: true)
  static let begin = Event.beginInteractiveDismiss(presented: 0)
  static let finish = Event.endInteractiveDismiss(finished: true)
  static let cancel = Event.endInteractiveDismiss(finished: false)
  static var immediate: Assumptions {
    var assumptions = Assumptions.default
    assumptions.rotationDuringInteractiveDismissal = .immediate
    return assumptions
  }

  static let rows: [Row] = [
    Row(
      "finished: UIKit's navigation controller does not ask its portrait reader (dismiss-restores)",
      root: .navigation([reader]), UIKitDefaultResolver(),
      events: [presentPlayer, begin, finish], broken: (.dismissRestores, "stale", 2)),
    Row(
      "finished: the reference forwards to the reader, back to portrait",
      root: .navigation([reader]), ReferenceResolver(),
      events: [presentPlayer, begin, finish], broken: nil),
    Row(
      "pending: the reader below decides, the player's landscape waits; nothing is judged yet",
      root: reader, UIKitDefaultResolver(),
      events: [presentPlayer, begin, .rotateDevice(.portrait)], broken: nil),
    Row(
      "cancelled: the portrait lock set as the swipe began leaves the player nothing (empty mask)",
      root: reader, LocksPortraitWhileSwiping(restores: false),
      events: [presentPlayer, begin, cancel], broken: (.orientationInMasks, "empty-allowed", 2)),
    Row(
      "cancelled: the lock freed as the dismissal ends holds",
      root: reader, LocksPortraitWhileSwiping(restores: true),
      events: [presentPlayer, begin, cancel], broken: nil),
    Row(
      "finished: the lock freed as the dismissal ends holds too",
      root: reader, LocksPortraitWhileSwiping(restores: true),
      events: [presentPlayer, begin, finish], broken: nil),
    Row(
      "immediate, cancelled: UIKit's classes leave the player in the portrait the turn gave",
      root: reader, UIKitDefaultResolver(), assumptions: immediate,
      events: [presentPlayer, begin, .rotateDevice(.portrait), cancel],
      broken: (.orientationInMasks, "outside-allowed", 3)),
    Row(
      "immediate, cancelled: the reference refreshes back into the player's mask",
      root: reader, ReferenceResolver(), assumptions: immediate,
      events: [presentPlayer, begin, .rotateDevice(.portrait), cancel], broken: nil),
  ]

  @Test("What the invariants say once the dismissal ends", arguments: rows)
  func dismissal(_ row: Row) throws {
    for version in [OSVersion.iOS15, .iOS17] {
      let session = Session(
        app: AppConfiguration(osVersion: version), hierarchy: try Hierarchy(root: row.root),
        events: row.events)
      let violations = Self.violations(session, row.resolver, row.assumptions)
      guard let (invariant, code, after) = row.broken else {
        #expect(violations.isEmpty, "iOS \(version.major): \(violations)", sourceLocation: row.sourceLocation)
        continue
      }
      let found = violations.first { $0.invariant == invariant }
      #expect(found?.code == code, "iOS \(version.major): \(violations)", sourceLocation: row.sourceLocation)
      let group: Set<StepOrigin> = [.event(after), .refresh(after: after)]
      #expect(
        found.map { group.contains($0.origin) } == true, "iOS \(version.major): \(violations)",
        sourceLocation: row.sourceLocation)
    }
  }

  /// Generated sessions that draw `beginInteractiveDismiss` and `endInteractiveDismiss` among
  /// the events that meet them: presentations, turns, refreshes, the lock, navigation.
  static let generator = SessionGenerator(
    length: 20,
    kinds: [
      .present, .beginInteractiveDismiss, .endInteractiveDismiss, .rotateDevice, .dismiss,
      .cancelInteractiveDismiss, .push, .pop, .selectTab, .beginInteractivePop,
      .endInteractivePop, .setOrientationLock, .setDeviceOrientation,
      .setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate, .declare,
      .setAppDelegateOrientations, .launch, .removeWindow,
    ])

  @Test(
    "The reference holds every invariant over sessions with interactive dismissals",
    arguments: [Assumptions.default, immediate])
  func referenceHolds(_ assumptions: Assumptions) {
    var dismissals = 0
    for seed in UInt64(0)..<2_000 {
      var source = ChoiceSource(seed: seed)
      let session = Self.generator.generate(&source)
      var monitor = InvariantMonitor(session: session, assumptions: assumptions)
      System.run(session, resolver: ReferenceResolver(), assumptions: assumptions) { step, state in
        if step.skipped == nil, case .endInteractiveDismiss = step.event { dismissals += 1 }
        monitor.observe(step, state)
      }
      monitor.finish()
      #expect(monitor.violations.isEmpty, "seed \(seed) [\(assumptions)]: \(monitor.violations)")
    }
    // The sessions reach the interesting part: dismissals that began and ended.
    #expect(dismissals > 50, "\(dismissals) interactive dismissals ended")
  }

  static func violations(
    _ session: Session, _ resolver: any OrientationResolver, _ assumptions: Assumptions
  ) -> [InvariantViolation] {
    func run<Resolver: OrientationResolver>(_ resolver: Resolver) -> [InvariantViolation] {
      var monitor = InvariantMonitor(session: session, assumptions: assumptions)
      System.run(session, resolver: resolver, assumptions: assumptions) { monitor.observe($0, $1) }
      monitor.finish()
      return monitor.violations
    }
    return run(resolver)
  }
}
