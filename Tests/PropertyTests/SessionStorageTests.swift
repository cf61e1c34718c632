import Generators
import OrientationSpec
import Resolvers
import Testing

/// `System.run(…, storage:)` reuses one arena from session to session: what it observes and
/// returns is what a run without storage gives, however the sessions follow one another.
@Suite("Session storage: a reused arena changes nothing a run shows")
struct SessionStorageTests {
  static let sessions: [Session] = (0..<60).map { seed in
    var source = ChoiceSource(seed: UInt64(seed))
    return SessionGenerator(length: 40).generate(&source)
  }

  /// More sessions, for the crash steps: most generated sessions are consistent, and UIKit's
  /// defaults crash in fewer of them.
  static let crashSessions: [Session] = (0..<400).map { seed in
    var source = ChoiceSource(seed: UInt64(seed))
    return SessionGenerator(length: 40).generate(&source)
  }

  static func steps<R: OrientationResolver>(
    _ session: Session, _ resolver: R, recordsRules: Bool, storage: inout SessionStorage?
  ) -> (steps: [Step], states: [SessionState], final: Hierarchy) {
    var steps: [Step] = []
    var states: [SessionState] = []
    let final: Hierarchy
    if storage != nil {
      final = System.run(
        session, resolver: resolver, recordsRules: recordsRules, storage: &storage!
      ) { step, state in
        steps.append(step)
        states.append(state)
      }
    } else {
      final = System.run(session, resolver: resolver, recordsRules: recordsRules) { step, state in
        steps.append(step)
        states.append(state)
      }
    }
    return (steps, states, final)
  }

  @Test("sixty sessions in one storage: the same steps, states and final hierarchies as alone")
  func reusedStorageMatchesFreshRuns() {
    for recordsRules in [false, true] {
      var storage: SessionStorage? = SessionStorage()
      var none: SessionStorage? = nil
      for (index, session) in Self.sessions.enumerated() {
        let reused = Self.steps(
          session, ReferenceResolver(), recordsRules: recordsRules, storage: &storage)
        let alone = Self.steps(
          session, ReferenceResolver(), recordsRules: recordsRules, storage: &none)
        #expect(reused.steps == alone.steps, "session \(index)")
        #expect(reused.states == alone.states, "session \(index)")
        #expect(reused.final == alone.final, "session \(index)")
      }
    }
  }

  /// A session that shows up to 160 windows, removing some: a session's evaluation decides its
  /// windows on the stack while their decisions fit in under 1 KB (a few dozen windows), and in
  /// the storage's reused buffer past that, overwritten from one evaluation to the next. Each
  /// step's mask and orientation window must be what a resolution of the state after it finds
  /// (`System.resolve` decides in a temporary allocation of its own).
  @Test("many windows: the storage's buffer of decisions gives each step its state's mask")
  func manyWindowsMatchResolution() throws {
    let masks: [InterfaceOrientationMask] = [.portrait, .landscape, .allButUpsideDown, .all]
    var events: [Event] = [.launch]
    for index in 0..<160 {
      let screen = ControllerSpec.content(supports: masks[index % masks.count])
      events.append(.showWindow(.container(.navigation, [screen]), level: index % 3, makeKey: true))
      events.append(.rotateDevice(index % 2 == 0 ? .landscapeLeft : .portrait))
      // The window that sets the orientation changes, and the others move down a place.
      if index % 7 == 6 { events.append(.removeWindow(index % 14 == 6 ? 0 : index / 2)) }
    }
    let session = Session(
      app: AppConfiguration(), hierarchy: try Hierarchy(root: .content(supports: .all)),
      events: events)
    var storage = SessionStorage()
    var steps = 0
    var mismatches: [String] = []
    var mostWindows = 0
    // Twice in one storage: the second run reuses the buffer the first grew.
    for _ in 0..<2 {
      System.run(session, resolver: ReferenceResolver(), recordsRules: false, storage: &storage) {
        step, state in
        steps += 1
        mostWindows = max(mostWindows, state.hierarchy.windows.count)
        let resolved = System.resolve(
          state.hierarchy, in: state.app, resolver: ReferenceResolver(),
          interfaceOrientation: state.interfaceOrientation,
          deviceOrientation: state.deviceOrientation, trigger: .query)
        let allowed = resolved.decision?.allowed ?? []
        if step.allowed != allowed || step.orientationWindow != resolved.orientationWindow {
          let window = step.orientationWindow.map { "\($0)" } ?? "none"
          let resolvedWindow = resolved.orientationWindow.map { "\($0)" } ?? "none"
          mismatches.append(
            "step \(step.origin) (\(step.event)): \(step.allowed) in \(window), "
              + "resolved \(allowed) in \(resolvedWindow)")
        }
      }
    }
    #expect(steps >= 2 * events.count)
    #expect(mostWindows > 100)
    #expect(mismatches.count == 0, "first: \(mismatches.first ?? "")")
  }

  /// A run that records no rules takes shortcuts for a resolver whose answers depend only on
  /// the state (an evaluation that moves nothing stands for the query of that state); the steps
  /// and states are those of a run that records rules, rules and warnings aside.
  @Test(
    "without rules recorded, the same steps and states as with them",
    arguments: [ReferenceResolver() as any OrientationResolver, UIKitDefaultResolver()]
      + SeedResolvers.all)
  @MainActor func stepsWithoutRulesMatch(_ resolver: any OrientationResolver) {
    var storage: SessionStorage? = SessionStorage()
    for (index, session) in Self.sessions.enumerated() {
      let without = Self.steps(session, resolver, recordsRules: false, storage: &storage)
      var with = Self.steps(session, resolver, recordsRules: true, storage: &storage)
      for position in with.steps.indices {
        with.steps[position].rules = []
        with.steps[position].warnings = []
      }
      #expect(without.steps == with.steps, "\(resolver.name), session \(index)")
      #expect(without.states == with.states, "\(resolver.name), session \(index)")
    }
  }

  /// UIKit's defaults without declaring that they depend only on the state: every query is
  /// evaluated afresh, where ``UIKitDefaultResolver`` reads the cached one in place.
  struct UncachedDefaults: OrientationResolver {}

  @Test("a resolver whose answers depend only on the state: its cached queries change no step")
  func cachedQueriesMatchFreshEvaluations() {
    for recordsRules in [false, true] {
      var storage: SessionStorage? = SessionStorage()
      for (index, session) in Self.sessions.enumerated() {
        let cached = Self.steps(
          session, UIKitDefaultResolver(), recordsRules: recordsRules, storage: &storage)
        let fresh = Self.steps(
          session, UncachedDefaults(), recordsRules: recordsRules, storage: &storage)
        #expect(cached.steps == fresh.steps, "session \(index)")
        #expect(cached.states == fresh.states, "session \(index)")
        #expect(cached.final == fresh.final, "session \(index)")
      }
    }
  }

  @Test("a hierarchy a run returned, kept, is not changed by the next session in the storage")
  func keptResultIsUnaffected() {
    var storage = SessionStorage()
    var kept: [(Hierarchy, Hierarchy)] = []
    for session in Self.sessions.prefix(20) {
      let final = System.run(
        session, resolver: UIKitDefaultResolver(), recordsRules: false, storage: &storage
      ) { _, _ in }
      kept.append((final, System.run(session, resolver: UIKitDefaultResolver()).finalHierarchy))
    }
    for (index, (final, expected)) in kept.enumerated() {
      #expect(final == expected, "session \(index)")
    }
  }

  @Test("crash steps kept from earlier sessions keep their exceptions: a box held is not reused")
  func crashBoxesAreReusedSafely() {
    // UIKit's defaults crash in many generated sessions; every other crash step is kept whole
    // (its boxes then stay held), the others only by their exception (the boxes are let go).
    var storage = SessionStorage()
    var kept: [(index: Int, step: Step)] = []
    var exceptions: [(index: Int, exception: UIKitException)] = []
    var crashes = 0
    for (index, session) in Self.crashSessions.enumerated() {
      System.run(
        session, resolver: UIKitDefaultResolver(), recordsRules: false, storage: &storage
      ) { step, _ in
        guard let exception = step.exception else { return }
        crashes += 1
        if crashes.isMultiple(of: 2) {
          kept.append((index, step))
        } else {
          exceptions.append((index, exception))
        }
      }
    }
    #expect(kept.count >= 5 && exceptions.count >= 5, "too few crashes to tell: \(crashes)")
    func aloneCrash(_ index: Int) -> Step? {
      var crash: Step?
      System.run(Self.crashSessions[index], resolver: UIKitDefaultResolver(), recordsRules: false) {
        step, _ in if step.exception != nil { crash = step }
      }
      return crash
    }
    for (index, step) in kept {
      #expect(step == aloneCrash(index), "session \(index)")
    }
    for (index, exception) in exceptions {
      #expect(exception == aloneCrash(index)?.exception, "session \(index)")
    }
  }
}

extension SessionStorageTests {
  /// Sessions with interactive dismissals in progress (held turns, refusals, ends): the same
  /// shortcuts change nothing there either, under both readings of a turn meanwhile.
  @Test(
    "interactive dismissals: without rules, cached and in a reused arena, the same steps",
    arguments: [Assumptions.RotationDuringInteractiveDismissal.deferred, .immediate])
  func interactiveDismissals(_ reading: Assumptions.RotationDuringInteractiveDismissal) {
    var assumptions = Assumptions.default
    assumptions.rotationDuringInteractiveDismissal = reading
    var storage = SessionStorage()
    for seed in UInt64(0)..<300 {
      var source = ChoiceSource(seed: seed)
      let session = InteractiveDismissalInvariantTests.generator.generate(&source)
      func run<R: OrientationResolver>(_ resolver: R, recordsRules: Bool, reuse: Bool)
        -> [(Step, SessionState)]
      {
        var observed: [(Step, SessionState)] = []
        if reuse {
          System.run(
            session, resolver: resolver, assumptions: assumptions, recordsRules: recordsRules,
            storage: &storage
          ) { observed.append(($0, $1)) }
        } else {
          System.run(
            session, resolver: resolver, assumptions: assumptions, recordsRules: recordsRules
          ) { observed.append(($0, $1)) }
        }
        return observed
      }
      var with = run(ReferenceResolver(), recordsRules: true, reuse: false)
      for index in with.indices {
        with[index].0.rules = []
        with[index].0.warnings = []
      }
      let without = run(ReferenceResolver(), recordsRules: false, reuse: true)
      #expect(without.map(\.0) == with.map(\.0), "seed \(seed)")
      #expect(without.map(\.1) == with.map(\.1), "seed \(seed)")
      let cached = run(UIKitDefaultResolver(), recordsRules: false, reuse: true)
      let fresh = run(UncachedDefaults(), recordsRules: false, reuse: false)
      #expect(cached.map(\.0) == fresh.map(\.0), "seed \(seed)")
      #expect(cached.map(\.1) == fresh.map(\.1), "seed \(seed)")
    }
  }
}
