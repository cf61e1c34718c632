extension System {
  /// Runs `session` with `resolver` and returns the whole trace.
  ///
  /// The session ends at the first exception: UIKit has crashed the app.
  @inlinable
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default
  ) -> Trace {
    var steps: [Step] = []
    steps.reserveCapacity(session.events.count)
    let final = run(session, resolver: resolver, assumptions: assumptions, namesControllers: true) {
      steps.append($0)
    }
    return Trace(steps: steps, finalHierarchy: final, of: session)
  }

  /// Runs `session` as ``run(_:resolver:assumptions:)`` does; with `recordsDetails`, each step
  /// also records its ``StepDetails`` (every window's presentation chain and decider, the
  /// questions UIKit asked, the launch orientation, the controllers' names): what a rendered
  /// trace shows (`orientation-check run` and `replay`). Nothing of it is built otherwise.
  /// `onStep` sees each step as it completes (a child process publishes its progress).
  @inlinable
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default,
    recordsDetails: Bool, onStep: (Step) -> Void = { _ in }
  ) -> Trace {
    var steps: [Step] = []
    steps.reserveCapacity(session.events.count)
    var storage = SessionStorage()
    let final = play(
      session, resolver: resolver, assumptions: assumptions, namesControllers: true,
      recordsRules: true, recordsDetails: recordsDetails, storage: &storage
    ) { step, _ in
      steps.append(step)
      onStep(step)
    }
    return Trace(steps: steps, finalHierarchy: final, of: session)
  }

  /// Runs `session`, handing each step to `onStep` without keeping it; returns the final hierarchy.
  /// With `namesControllers`, each step also records its decider's name (a string per step); with
  /// `recordsRules` false, steps leave `rules` and `warnings` empty and nothing is built for them.
  @discardableResult
  @inlinable
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default,
    namesControllers: Bool = false, recordsRules: Bool = true, onStep: (Step) -> Void
  ) -> Hierarchy {
    run(
      session, resolver: resolver, assumptions: assumptions, namesControllers: namesControllers,
      recordsRules: recordsRules
    ) { step, _ in onStep(step) }
  }

  /// Runs `session`, handing each step and UIKit's state after it to `observe` (how invariants are
  /// checked on the fly); returns the final hierarchy.
  ///
  /// With `recordsRules` false, steps leave `rules` and `warnings` empty and nothing is built for
  /// them: the fast path for checking invariants (``InvariantMonitor`` reads neither), with no
  /// allocation per step once the hierarchy's storage has grown.
  @discardableResult
  @inlinable
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default,
    namesControllers: Bool = false, recordsRules: Bool = true,
    observe: (Step, SessionState) -> Void
  ) -> Hierarchy {
    var storage = SessionStorage()
    return run(
      session, resolver: resolver, assumptions: assumptions, namesControllers: namesControllers,
      recordsRules: recordsRules, storage: &storage, observe: observe)
  }

  /// Runs `session` as ``run(_:resolver:assumptions:namesControllers:recordsRules:observe:)``
  /// does, making its changes in `storage`'s arena: a caller running many sessions (`fuzz`,
  /// `bench`) keeps one storage for all of them, and once its arena has grown, starting a session
  /// allocates nothing.
  @discardableResult
  @inlinable
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default,
    namesControllers: Bool = false, recordsRules: Bool = true, storage: inout SessionStorage,
    observe: (Step, SessionState) -> Void
  ) -> Hierarchy {
    play(
      session, resolver: resolver, assumptions: assumptions, namesControllers: namesControllers,
      recordsRules: recordsRules, recordsDetails: false, storage: &storage, observe: observe)
  }

  /// The body of the runs above; `recordsDetails` records each step's ``StepDetails`` (and
  /// names the controllers).
  @inlinable
  static func play<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions, namesControllers: Bool,
    recordsRules: Bool, recordsDetails: Bool, storage: inout SessionStorage,
    observe: (Step, SessionState) -> Void
  ) -> Hierarchy {
    // The arena goes straight into the runner: a copy of it held here would make the runner's
    // first change copy the whole arena.
    var runner = SessionRunner(
      session: session, hierarchy: storage.take(copying: session.hierarchy), resolver: resolver,
      assumptions: assumptions)
    runner.namesControllers = namesControllers || recordsDetails
    runner.recordsDetails = recordsDetails
    runner.recordsRules = recordsRules
    // An app checked as its own classes runs them in a host made for this session.
    runner.host = storage.host(for: resolver)
    // The scratch's address is stable while the runner plays the session.
    withUnsafeMutablePointer(to: &storage.scratch) { scratch in
      runner.scratch = scratch
      defer { runner.scratch = nil }
      if let host = runner.host {
        runner.withHostContext(appMask: .allOrientations) { host.sessionWillStart(context: $0) }
        runner.hostSerial = runner.state.hierarchy.nextSerial
        runner.readsAppRotationLock = host.reportsRotationLock
        runner.readAppRotationLock()
        play(session.events, with: &runner, observe: observe)
        host.sessionDidEnd()
      } else {
        play(session.events, with: &runner, observe: observe)
      }
    }
    // Every listed scene's orientation, the focused one's too (one may be left after others
    // disconnected).
    if runner.state.hierarchy.listedScenes > 0 {
      let orientation = runner.state.interfaceOrientation
      runner.state.hierarchy.storeFocusedOrientation(orientation)
    }
    storage.keep(runner.state.hierarchy)
    return runner.state.hierarchy
  }
}

extension System {
  /// Plays `events` with `runner`, handing each step and the state after it to `observe`.
  ///
  /// The runner comes in `inout`, which no other access may overlap: the state passes to an
  /// `observe` the compiler cannot see (a closure through `_runSession`, as `fuzz` runs) borrowed
  /// in place. Captured by the caller's closure, it was copied (every array retained) and
  /// destroyed at each step.
  @inlinable
  static func play<Resolver: OrientationResolver>(
    _ events: [Event], with runner: inout SessionRunner<Resolver>,
    observe: (Step, SessionState) -> Void
  ) {
    // One step, rewritten in place by each event and refresh action, then observed. Each step
    // refers to its event in this list (or in the refresh actions) without copying it.
    var step = Step(
      origin: .event(0), events: events, eventIndex: 0, skipCode: SkipCode(tag: 0),
      appMask: [], allowed: [], orientationBefore: .portrait, orientationAfter: .portrait,
      deviceOrientation: .unknown, extras: nil)
    // The state version the last step was observed in: a step that leaves it says so.
    var observed = UInt64.max
    // An app's own code keeps state the runner does not see: no step is taken for unchanged.
    let hosted = runner.host != nil
    for position in events.indices {
      runner.apply(EventSource(events, position), origin: .event(position), into: &step)
      step.stateUnchanged = !hosted && runner.stateVersion == observed
      observed = runner.stateVersion
      if hosted { runner.tellHostOfControllersMade(by: step) }
      observe(step, runner.state)
      if step.crashed { return }
      var applied = step.applied
      // The later sets of one turn's `UIDevice` orientation sets, each a step of its own.
      if !runner.pendingDeviceSets.isEmpty,
        runner.playPendingDeviceSets(
          after: position, into: &step, applied: &applied, observed: &observed, observe: observe)
      {
        return
      }
      guard applied else { continue }
      if hosted {
        if runner.playAppCalls(after: position, into: &step, observe: observe) { return }
        continue
      }
      let actions = runner.refreshActions(
        after: EventSource(events, position), window: step.orientationWindow,
        appMask: step.appMask)
      for index in actions.indices {
        runner.apply(
          EventSource(actions, index), origin: .refresh(after: position), into: &step)
        if let count = runner.truncatedRefreshActions {
          if runner.recordsRules { step.warnings.append(.refreshActionsTruncated(count)) }
          runner.truncatedRefreshActions = nil
        }
        step.stateUnchanged = runner.stateVersion == observed
        observed = runner.stateVersion
        observe(step, runner.state)
        if step.crashed { return }
        var ignored = false
        if !runner.pendingDeviceSets.isEmpty,
          runner.playPendingDeviceSets(
            after: position, into: &step, applied: &ignored, observed: &observed,
            observe: observe)
        {
          return
        }
      }
    }
  }
}
