extension SessionRunner {
  // MARK: Steps

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
