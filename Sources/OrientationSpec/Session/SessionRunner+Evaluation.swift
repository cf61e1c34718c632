extension SessionRunner {
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
    let maskAskedBefore = askedAppMask
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
      evaluation.appMaskAskedBefore = maskAskedBefore
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
}
