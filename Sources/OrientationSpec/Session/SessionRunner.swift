/// Limits the runner keeps so a misbehaving resolver cannot run away.
public enum SessionRunnerLimits {
  /// The most refresh actions the System runs after one event.
  public static let refreshActions = 8
  /// The most controllers a session's events grow its hierarchy to (or its initial size, when
  /// larger): an event that adds controllers to a hierarchy that holds this many is skipped
  /// (``SkipReason/controllerLimit(_:)``). Each step walks the hierarchy (a presentation chain,
  /// every window), so a hierarchy grown without bound made each step cost more than the last:
  /// 50,000 presentations over one another took seconds a thousand events.
  public static let controllers = 1_000
}

@usableFromInline
struct SessionRunner<Resolver: OrientationResolver> {
  @usableFromInline
  var state: SessionState {
    // Any change, in place or whole, makes a new version: a cached query is then stale.
    didSet { stateVersion &+= 1 }
  }
  /// Bumped at each change of `state`, except a change UIKit refused (``refusable(_:)``) and one
  /// of what no evaluation reads (``keepingVersion(_:)``): each version is one set of an
  /// evaluation's inputs (the hierarchy, the app, the interface and reported device orientations).
  @usableFromInline
  var stateVersion: UInt64 = 0
  /// The last `.query` evaluation and the state version it saw, for a resolver whose answers
  /// depend only on the state: the same query on an unchanged state returns it unasked. Not an
  /// optional, so that a skipped event reads it in place; a placeholder until the first query
  /// (`cachedQueryVersion` is then `.max`, which no state reaches).
  @usableFromInline
  var cachedQuery = Resolution(
    trigger: .query, windows: [], previousOrientation: .portrait, interfaceOrientation: .portrait,
    rules: AppliedRules(), warnings: [])
  @usableFromInline
  var cachedQueryVersion: UInt64 = .max
  /// The orientation window's allowed orientations after the last evaluation, at the state
  /// version it left (when its decider was asked and nothing moved or crashed): the refresh
  /// strategy's window handle then answers them without asking the decider again.
  @usableFromInline
  var knownAllowedVersion: UInt64 = .max
  @usableFromInline
  var knownAllowedWindow: Int32 = noIndex
  @usableFromInline
  var knownAllowed: InterfaceOrientationMask = []
  /// The orientation window's app mask when UIKit last asked it (an evaluation other than a
  /// query, or a device event in a pose that is no interface orientation); `nil` before.
  @usableFromInline
  var askedAppMask: InterfaceOrientationMask? = nil
  @usableFromInline
  let resolver: Resolver
  @usableFromInline
  let assumptions: Assumptions
  /// The controller the last event concerned, handed to the refresh strategy.
  @usableFromInline
  var subject: ControllerID?
  /// Whether steps record the decider's name.
  @usableFromInline
  var namesControllers = false
  /// Whether steps record the rules applied and the warnings.
  @usableFromInline
  var recordsRules = true
  /// Whether steps record their ``StepDetails`` (windows, chains, questions, names). Set only
  /// with `namesControllers`, so the per-step test that boxes a step's rare values is unchanged.
  @usableFromInline
  var recordsDetails = false
  /// How many actions the last refresh strategy returned, when it returned too many.
  @usableFromInline
  var truncatedRefreshActions: Int?
  /// What the run's storage lends it (see ``SessionScratch``): spare boxes for a crash's
  /// exception and a buffer for several windows' decisions, valid while the run lasts; `nil`:
  /// each crash makes its own boxes, each evaluation its own buffer.
  @usableFromInline
  var scratch: UnsafeMutablePointer<SessionScratch>? = nil
  /// What runs the app's own code in this session (an app checked as its classes), if anything.
  @usableFromInline
  var host: (any SessionHost)? = nil
  /// Whether the session's events count positions exactly or name controllers by label (a
  /// scenario file): each of its events then goes through ``prepareReference(_:_:_:)`` first.
  /// `false` for generated sessions, whose events never look at the fields below.
  @usableFromInline
  let annotated: Bool
  @usableFromInline
  let exactPositions: Bool
  /// The session's annotations (``Session/annotations``), by event index.
  @usableFromInline
  let annotations: [Int: EventAnnotation]
  /// How the event being applied counts its position.
  @usableFromInline
  var reference = ReferenceMode.modulo
  /// Whether the `declare` being applied keeps the answers it does not name.
  @usableFromInline
  var keepsOtherAnswers = false
  /// Set while the event a label was resolved to is applied in place of the session's.
  @usableFromInline
  var applyingResolvedEvent = false
  /// The most controllers the session's events grow the hierarchy to
  /// (``SessionRunnerLimits/controllers``, or the initial size when larger).
  @usableFromInline
  let controllerLimit: Int
  /// Whether the host reports the app's own rotation lock, read after the app's code runs.
  @usableFromInline
  var readsAppRotationLock = false

  @inlinable
  init(session: Session, resolver: Resolver, assumptions: Assumptions) {
    self.init(
      session: session, hierarchy: session.hierarchy, resolver: resolver, assumptions: assumptions)
  }

  /// A runner for `session` whose state holds `hierarchy`, a copy of the session's.
  @inlinable
  init(session: Session, hierarchy: Hierarchy, resolver: Resolver, assumptions: Assumptions) {
    state = SessionState(
      app: session.app, hierarchy: hierarchy,
      interfaceOrientation: session.interfaceOrientation,
      physicalOrientation: session.deviceOrientation,
      deviceOrientation: session.orientationLock && session.app.idiom == .phone
        ? .portrait : session.deviceOrientation,
      orientationLock: session.orientationLock, inBackground: false)
    self.resolver = resolver
    self.assumptions = assumptions
    exactPositions = session.positions == .exact
    annotations = session.annotations
    annotated = exactPositions || !session.annotations.isEmpty
    controllerLimit = max(SessionRunnerLimits.controllers, hierarchy.count)
  }

  /// Whether an event that adds controllers is refused: the hierarchy holds
  /// ``controllerLimit`` controllers.
  @inlinable @inline(__always)
  var atControllerLimit: Bool { state.hierarchy.count >= controllerLimit }

  // MARK: State changes that keep the version

  /// Applies a hierarchy change UIKit may refuse. A refused change leaves the hierarchy as it
  /// was, so the state keeps its version: a cached query still describes it.
  @inlinable
  mutating func refusable(_ change: (inout Hierarchy) -> Refusal?) -> Refusal? {
    let version = stateVersion
    let refusal = change(&state.hierarchy)
    if refusal != nil { stateVersion = version }
    return refusal
  }

  /// Changes what no evaluation reads (the device's physical pose, whether the app is in the
  /// background) without a new version: a cached query still describes the state.
  @inlinable
  mutating func keepingVersion(_ change: (inout SessionState) -> Void) {
    let version = stateVersion
    change(&state)
    stateVersion = version
  }

  // MARK: Positions

  /// The `position`-th controller (modulo their number) that satisfies `include`, in arena order.
  ///
  /// Always inlined, like its wrappers: called, a non-mutating method of the runner loads all of
  /// it (a 336-byte copy) for a walk that reads only the nodes.
  @inlinable @inline(__always)
  func controller(_ position: Int, where include: (Hierarchy.Node) -> Bool) -> ControllerID? {
    if reference == .exact { return Self.exactController(position, in: state.hierarchy.nodes, where: include) }
    return Self.controller(position, in: state.hierarchy.nodes, where: include)
  }

  /// ``controller(_:where:)`` over `nodes`.
  @inlinable @inline(__always)
  static func controller(
    _ position: Int, in nodes: [Hierarchy.Node], where include: (Hierarchy.Node) -> Bool
  ) -> ControllerID? {
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

  @inlinable @inline(__always)
  func navigation(_ position: Int) -> ControllerID? {
    controller(position) { $0.controller.kind == .navigation }
  }

  @inlinable
  func window(_ position: Int) -> WindowID? {
    let count = state.hierarchy.windows.count
    if reference == .exact { return (0..<count).contains(position) ? WindowID(position) : nil }
    return count == 0 ? nil : WindowID(((position % count) + count) % count)
  }

  // MARK: Evaluation

  /// Evaluates the current state at `trigger` and moves the interface to the chosen orientation.
  @inlinable
  mutating func evaluate(
    _ trigger: EvaluationTrigger, installedWindow: WindowID? = nil, entering: ControllerID? = nil,
    requested: InterfaceOrientationMask = [], movesOrientation: Bool = true
  ) -> Resolution {
    let reusable =
      Resolver.answersDependOnlyOnState && trigger == .query && installedWindow == nil
      && entering == nil && requested.isEmpty && movesOrientation
    if reusable {
      // Still the state `knownAllowed` describes, when the cached query set it.
      if cachedQueryVersion != stateVersion { queryIntoCache() }
      return cachedQuery
    }
    return evaluateAnew(
      trigger, installedWindow: installedWindow, entering: entering, requested: requested,
      movesOrientation: movesOrientation)
  }

  /// Evaluates a `.query` of the current state into ``cachedQuery`` (for a resolver whose
  /// answers depend only on the state), which then describes the state's version.
  @inlinable
  mutating func queryIntoCache() {
    cache(
      evaluateAnew(
        .query, installedWindow: nil, entering: nil, requested: [], movesOrientation: true))
  }

  /// Makes `query` the cached query of the current state. The old one is destroyed and the new
  /// one copied in: assigned, a resolution went through its type's value witness for
  /// assignment, about 70 instructions at every other step (this is about 30; moving the old one
  /// out compiles back to the assignment).
  @inlinable @inline(__always)
  mutating func cache(_ query: Resolution) {
    withUnsafeMutablePointer(to: &cachedQuery) { cached in
      cached.deinitialize(count: 1)
      cached.initialize(to: query)
    }
    cachedQueryVersion = stateVersion
  }

  /// ``evaluate(_:installedWindow:entering:requested:movesOrientation:)`` without the cache.
  @inlinable
  mutating func evaluateAnew(
    _ trigger: EvaluationTrigger, installedWindow: WindowID?, entering: ControllerID?,
    requested: InterfaceOrientationMask, movesOrientation: Bool
  ) -> Resolution {
    let before = state.interfaceOrientation
    // Read before: a closure that captures `self` makes the call copy the state it borrows.
    let recordsRules = self.recordsRules
    let scratch = self.scratch
    let hosted = host != nil
    // The answers of the step's earlier evaluations stay (a presentation asks the preferred
    // orientation during the transition, the query after it does not).
    var classAnswers = state.classAnswers
    let resolution = ResolutionContext.with(
      resolver: resolver, hierarchy: state.hierarchy, app: state.app, assumptions: assumptions,
      interfaceOrientation: state.interfaceOrientation, deviceOrientation: state.deviceOrientation
    ) { context in
      context.pointee.traces = recordsRules
      var evaluation = Evaluation(context: context, trigger: trigger)
      evaluation.installedWindow = installedWindow
      evaluation.entering = entering
      evaluation.requestedMask = requested
      evaluation.movesOrientation = movesOrientation
      evaluation.appMaskAskedBefore = askedAppMask
      evaluation.scratch = scratch
      let resolution = evaluation.run(keepsWindows: false)
      if hosted { Self.recordClassAnswers(after: resolution, in: context, into: &classAnswers) }
      return resolution
    }
    if hosted { keepingVersion { $0.classAnswers = classAnswers } }
    if trigger != .query, let decision = resolution.decision,
      trigger != .deviceRotation || state.deviceOrientation.isValidInterfaceOrientation
    {
      askedAppMask = decision.appMask
    }
    if state.interfaceOrientation != resolution.interfaceOrientation {
      state.interfaceOrientation = resolution.interfaceOrientation
    } else if Resolver.answersDependOnlyOnState, !recordsRules, trigger != .query,
      resolution.extras == nil
    {
      // Nothing moved or crashed: a query of this state would ask the same questions (its
      // decisions, status bar and back-swipe) and get the same answers; it only moves nothing and
      // asks no preferred orientation. Without rules and warnings, that is this evaluation as a query.
      cache(resolution.asQuery)
    }
    // The same decider asked the same question in the same state: the refresh needs not ask.
    if Resolver.answersDependOnlyOnState, resolution.exception == nil,
      resolution.interfaceOrientation == before, let decision = resolution.decision,
      decision.decider != nil, !decision.multitasking, decision.supported != nil
    {
      knownAllowedVersion = stateVersion
      knownAllowedWindow = decision.window.rawValue
      knownAllowed = decision.allowed
    }
    return resolution
  }

  /// Writes into `out` the step for the event `source` names (the run's one step, rewritten at
  /// each event rather than built anew). `resolution` is the evaluation after the event,
  /// which holds the new orientation. Callers evaluate first, into a local (an `evaluate`
  /// among the arguments would overlap the call's access to the runner). `asked`
  /// is what the evaluation during the event that asked the same decider its preferred
  /// orientation found (the answer and the orientation it was asked in), when that is not
  /// `resolution`. Its rarely present values are boxed only when there are some.
  ///
  /// `mutating` though it changes nothing of the runner: the runner is then passed by address,
  /// where a non-mutating call loaded all of it (a 336-byte copy) at every step.
  @inlinable
  mutating func step(
    into out: inout Step, _ source: EventSource, origin: StepOrigin,
    before: InterfaceOrientation,
    _ resolution: borrowing Resolution,
    skipped: SkipReason? = nil, rotation: RotationReason? = nil,
    rules extra: @autoclosure () -> [Rule] = [],
    warnings extraWarnings: @autoclosure () -> [Warning] = [],
    asked: (preferred: InterfaceOrientation?, askedIn: InterfaceOrientation)? = nil,
    queryVersion: UInt64 = Step.noQuery
  ) {
    let decision = resolution.decision
    let preferred: InterfaceOrientation?
    let askedIn: InterfaceOrientation?
    if let asked {
      preferred = asked.preferred
      askedIn = asked.askedIn
    } else {
      preferred = decision?.preferred
      askedIn = resolution.previousOrientation
    }
    var extras: StepExtras? = nil
    // The last step's box is let go first: a spare box is refilled only when nothing holds it.
    if out.extras != nil { out.extras = nil }
    let exception = resolution.extras?.exception
    // A reason that holds text (an invalid controller) is boxed; the others stay inline.
    let skipCode = SkipCode(skipped)
    if recordsRules || namesControllers || exception != nil || skipCode == nil {
      var rules: [Rule] = []
      var warnings: [Warning] = []
      if recordsRules {
        rules = extra()
        if let assigned = resolution.extras?.assignedRules {
          for rule in assigned where !rules.contains(rule) { rules.append(rule) }
        } else {
          // Read in place from the evaluation's inline list, into one allocation.
          let applied = resolution.appliedRules
          rules.reserveCapacity(rules.count + applied.count)
          for position in 0..<applied.count {
            let rule = applied.rule(at: position)
            if !rules.contains(rule) { rules.append(rule) }
          }
        }
        warnings = extraWarnings()
        for warning in resolution.warnings where !warnings.contains(warning) {
          warnings.append(warning)
        }
      }
      let name = namesControllers ? decision?.decider.map { state.hierarchy.name(of: $0) } : nil
      let details = recordsDetails ? self.details(source, resolution, preferred) : nil
      extras = .box(
        deciderName: name, exception: exception, warnings: warnings, rules: rules,
        skipped: skipCode == nil ? skipped : nil, details: details, scratch: scratch)
    }
    // A reason that explains a rotation is dropped when the step ends where it began.
    var rotation = rotation ?? resolution.rotation
    if resolution.interfaceOrientation == before, rotation?.isRotation == true { rotation = nil }
    // Field by field into the caller's step: a new `Step` returned was built in a stack slot and
    // copied out (a retain and a release of its references, about 100 instructions a step).
    out.origin = origin
    // Most steps refer to the list the last one did: the same buffer is not retained anew.
    if !Self.sameBuffer(out.events, source.events) { out.events = source.events }
    out.eventIndex = source.index
    out.skipCode = skipCode ?? SkipCode(tag: SkipCode.boxed)
    out.orientationWindow = resolution.orientationWindow
    out.decider = decision?.decider
    out.appMask = decision?.appMask ?? []
    out.allowed = decision?.allowed ?? []
    out.deciderAutorotates = decision?.shouldAutorotate
    out.deciderPreferred = preferred
    out.preferredAskedIn = preferred == nil ? nil : askedIn
    out.orientationBefore = before
    out.orientationAfter = resolution.interfaceOrientation
    out.rotation = rotation
    out.deviceOrientation = state.deviceOrientation
    out.statusBar = resolution.statusBar
    out.interactivePop = resolution.interactivePop
    // `out.extras` was emptied above: only a box is stored (storing `nil` cost a release).
    if extras != nil { out.extras = extras }
    out.queryVersion = queryVersion
  }

  /// Whether `a` and `b` share one buffer (their elements are the same, without comparing them).
  @inlinable @inline(__always)
  static func sameBuffer(_ a: [Event], _ b: [Event]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress }
      }
  }

  /// A skipped event: the state is observed, nothing moves.
  @inlinable
  mutating func skip(
    into out: inout Step, _ source: EventSource, origin: StepOrigin, _ reason: SkipReason
  ) {
    queried(into: &out, source, origin: origin, before: state.interfaceOrientation, skipped: reason)
  }

  /// Writes the step for the event `source` names from a `.query` of the current state, as
  /// ``step(into:_:origin:before:_:skipped:rotation:rules:warnings:asked:)`` does. For a resolver
  /// whose answers depend only on the state, the query is the cached one, read in place (usually
  /// the state is the one the last query saw): `evaluate` would return a copy of it.
  @inlinable
  mutating func queried(
    into out: inout Step, _ source: EventSource, origin: StepOrigin,
    before: InterfaceOrientation, skipped: SkipReason? = nil, rotation: RotationReason? = nil,
    rules extra: @autoclosure () -> [Rule] = [],
    warnings extraWarnings: @autoclosure () -> [Warning] = []
  ) {
    if Resolver.answersDependOnlyOnState {
      if cachedQueryVersion != stateVersion { queryIntoCache() }
      // Most skipped events follow one another in one state: the step already holds this query's
      // decisions, and only the event's own fields change (the rest is what `step` would write).
      if out.queryVersion == cachedQueryVersion, !recordsRules, !namesControllers,
        out.extras == nil, let skipCode = SkipCode(skipped)
      {
        out.origin = origin
        if !Self.sameBuffer(out.events, source.events) { out.events = source.events }
        out.eventIndex = source.index
        out.skipCode = skipCode
        out.orientationBefore = before
        // The query rotates nothing: a reason that explains a rotation is dropped.
        out.rotation =
          cachedQuery.interfaceOrientation == before && rotation?.isRotation == true
          ? nil : rotation
        return
      }
      // A copy (its one reference is usually `nil`): read in place, the argument would overlap
      // `step`'s access to the runner.
      let cached = cachedQuery
      return step(
        into: &out, source, origin: origin, before: before, cached, skipped: skipped,
        rotation: rotation, rules: extra(), warnings: extraWarnings(),
        queryVersion: cachedQueryVersion)
    }
    let evaluated = evaluate(.query)
    return step(
      into: &out, source, origin: origin, before: before, evaluated, skipped: skipped,
      rotation: rotation, rules: extra(), warnings: extraWarnings())
  }
}
