/// Limits the runner keeps so a misbehaving resolver cannot run away.
public enum SessionRunnerLimits {
  /// The most refresh actions the System runs after one event.
  public static let refreshActions = 8
}

extension System {
  /// Runs `session` with `resolver` and returns the whole trace.
  ///
  /// The session ends at the first exception: UIKit has crashed the app.
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default
  ) -> Trace {
    var steps: [Step] = []
    steps.reserveCapacity(session.events.count)
    let final = run(session, resolver: resolver, assumptions: assumptions, namesControllers: true) {
      steps.append($0)
    }
    return Trace(steps: steps, finalHierarchy: final)
  }

  /// Runs `session`, handing each step to `onStep` without keeping it; returns the final hierarchy.
  /// With `namesControllers`, each step also records its decider's name (a string per step).
  @discardableResult
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default,
    namesControllers: Bool = false, onStep: (Step) -> Void
  ) -> Hierarchy {
    run(session, resolver: resolver, assumptions: assumptions, namesControllers: namesControllers) {
      step, _ in onStep(step)
    }
  }

  /// Runs `session`, handing each step and UIKit's state after it to `observe` (how invariants are
  /// checked on the fly); returns the final hierarchy.
  @discardableResult
  public static func run<Resolver: OrientationResolver>(
    _ session: Session, resolver: Resolver, assumptions: Assumptions = .default,
    namesControllers: Bool = false, observe: (Step, SessionState) -> Void
  ) -> Hierarchy {
    var runner = SessionRunner(session: session, resolver: resolver, assumptions: assumptions)
    runner.namesControllers = namesControllers
    for (position, event) in session.events.enumerated() {
      let step = runner.apply(event, origin: .event(position))
      observe(step, runner.state)
      if step.exception != nil { break }
      guard step.skipped == nil else { continue }
      var crashed = false
      for action in runner.refreshActions(after: event, step: step) {
        var refresh = runner.apply(action, origin: .refresh(after: position))
        if let count = runner.truncatedRefreshActions {
          refresh.warnings.append(.refreshActionsTruncated(count))
          runner.truncatedRefreshActions = nil
        }
        observe(refresh, runner.state)
        if refresh.exception != nil {
          crashed = true
          break
        }
      }
      if crashed { break }
    }
    return runner.state.hierarchy
  }
}

/// UIKit's state while a session runs.
public struct SessionState: Hashable, Sendable {
  public var app: AppConfiguration
  public var hierarchy: Hierarchy
  public var interfaceOrientation: InterfaceOrientation
  /// How the device is physically held.
  public var physicalOrientation: DeviceOrientation
  /// What `UIDevice.current.orientation` reports (the lock and key-value coding change it).
  public var deviceOrientation: DeviceOrientation
  public var orientationLock: Bool
  public var inBackground: Bool
  /// The navigation controller whose interactive pop is pending (kept by the hierarchy, which
  /// renumbers it when controllers are removed).
  public var pendingInteractivePop: ControllerID? {
    get { hierarchy.interactivePopInProgress }
    set { hierarchy.setInteractivePopInProgress(newValue) }
  }
}

struct SessionRunner<Resolver: OrientationResolver> {
  var state: SessionState
  let resolver: Resolver
  let assumptions: Assumptions
  /// The controller the last event concerned, handed to the refresh strategy.
  var subject: ControllerID?
  /// Whether steps record the decider's name.
  var namesControllers = false
  /// How many actions the last refresh strategy returned, when it returned too many.
  var truncatedRefreshActions: Int?

  init(session: Session, resolver: Resolver, assumptions: Assumptions) {
    state = SessionState(
      app: session.app, hierarchy: session.hierarchy,
      interfaceOrientation: session.interfaceOrientation,
      physicalOrientation: session.deviceOrientation,
      deviceOrientation: session.orientationLock && session.app.idiom == .phone
        ? .portrait : session.deviceOrientation,
      orientationLock: session.orientationLock, inBackground: false)
    self.resolver = resolver
    self.assumptions = assumptions
  }

  // MARK: Positions

  /// The `position`-th controller (modulo their number) that satisfies `include`, in arena order.
  func controller(_ position: Int, where include: (Hierarchy.Node) -> Bool) -> ControllerID? {
    let nodes = state.hierarchy.nodes
    var count = 0
    for node in nodes where include(node) { count += 1 }
    guard count > 0 else { return nil }
    var wanted = ((position % count) + count) % count
    for index in nodes.indices where include(nodes[index]) {
      if wanted == 0 { return ControllerID(index) }
      wanted -= 1
    }
    return nil
  }

  func navigation(_ position: Int) -> ControllerID? {
    controller(position) { $0.controller.kind == .navigation }
  }

  func window(_ position: Int) -> WindowID? {
    let count = state.hierarchy.windows.count
    return count == 0 ? nil : WindowID(((position % count) + count) % count)
  }

  // MARK: Evaluation

  /// Evaluates the current state at `trigger` and moves the interface to the chosen orientation.
  mutating func evaluate(
    _ trigger: EvaluationTrigger, installedWindow: WindowID? = nil, entering: ControllerID? = nil,
    requested: InterfaceOrientationMask = [], movesOrientation: Bool = true
  ) -> Resolution {
    var context = ResolutionContext(
      resolver: resolver, hierarchy: state.hierarchy, app: state.app, assumptions: assumptions,
      interfaceOrientation: state.interfaceOrientation, deviceOrientation: state.deviceOrientation)
    let resolution = withUnsafeMutablePointer(to: &context) { context in
      var evaluation = Evaluation(context: context, trigger: trigger)
      evaluation.installedWindow = installedWindow
      evaluation.entering = entering
      evaluation.requestedMask = requested
      evaluation.movesOrientation = movesOrientation
      return evaluation.run()
    }
    state.interfaceOrientation = resolution.interfaceOrientation
    return resolution
  }

  /// The step for `event`. `resolution` is the evaluation after the event, which holds the new
  /// orientation (a non-mutating call sees `self` as it was before its arguments ran). `asked` is
  /// the evaluation during the event that asked the same decider its preferred orientation, when
  /// that is not `resolution`.
  func step(
    _ event: Event, origin: StepOrigin, before: InterfaceOrientation, _ resolution: Resolution,
    skipped: SkipReason? = nil, rotation: RotationReason? = nil, rules extra: [Rule] = [],
    warnings extraWarnings: [Warning] = [], asked: Resolution? = nil
  ) -> Step {
    let decision = resolution.decision
    let asking = asked ?? resolution
    let preferred = asking.decision?.preferred
    var rules = extra
    for rule in resolution.rules where !rules.contains(rule) { rules.append(rule) }
    var warnings = extraWarnings
    for warning in resolution.warnings where !warnings.contains(warning) {
      warnings.append(warning)
    }
    // A reason that explains a rotation is dropped when the step ends where it began.
    var rotation = rotation ?? resolution.rotation
    if resolution.interfaceOrientation == before, rotation?.isRotation == true { rotation = nil }
    return Step(
      origin: origin, event: event, skipped: skipped,
      orientationWindow: resolution.orientationWindow,
      decider: decision?.decider,
      deciderName: namesControllers ? decision?.decider.map { state.hierarchy.name(of: $0) } : nil,
      appMask: decision?.appMask ?? [], allowed: decision?.allowed ?? [],
      deciderAutorotates: decision?.shouldAutorotate, deciderPreferred: preferred,
      preferredAskedIn: preferred == nil ? nil : asking.previousOrientation,
      orientationBefore: before, orientationAfter: resolution.interfaceOrientation,
      rotation: rotation, deviceOrientation: state.deviceOrientation,
      statusBar: resolution.statusBar, interactivePop: resolution.interactivePop,
      exception: resolution.exception, warnings: warnings, rules: rules)
  }

  /// A skipped event: the state is observed, nothing moves.
  mutating func skip(_ event: Event, origin: StepOrigin, _ reason: SkipReason) -> Step {
    let before = state.interfaceOrientation
    return step(event, origin: origin, before: before, evaluate(.query), skipped: reason)
  }
}
