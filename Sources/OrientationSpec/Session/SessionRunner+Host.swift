/// How the runner plays an app's own code (``SessionHost``): the calls the app makes after each
/// event, and its actions.
extension SessionRunner {
  /// Calls `body` with a context on the current state, as the host reads it (`appMask` is the
  /// orientation window's app mask, which handles report as
  /// `UIApplication.supportedInterfaceOrientations(for:)`).
  @inlinable
  mutating func withHostContext<Result>(
    appMask: InterfaceOrientationMask, _ body: (UnsafeMutableRawPointer) -> Result
  ) -> Result {
    ResolutionContext.with(
      resolver: resolver, hierarchy: state.hierarchy, app: state.app, assumptions: assumptions,
      interfaceOrientation: state.interfaceOrientation, deviceOrientation: state.deviceOrientation
    ) { context in
      context.pointee.appMask = appMask
      return body(UnsafeMutableRawPointer(context))
    }
  }

  /// The next call the app makes after `step`, from the host; `nil` without a host or once the
  /// app does nothing more.
  @inlinable
  mutating func nextAppEvent(after step: borrowing Step) -> Event? {
    guard let host else { return nil }
    let copy = copy step
    let event = withHostContext(appMask: copy.appMask) { host.nextEvent(after: copy, context: $0) }
    readAppRotationLock()
    return event
  }

  /// Tells the host, before `step` is observed, that it made controllers, when it did.
  @inlinable
  mutating func tellHostOfControllersMade(by step: borrowing Step) {
    guard let host, state.hierarchy.nextSerial != hostSerial else { return }
    hostSerial = state.hierarchy.nextSerial
    let copy = copy step
    withHostContext(appMask: copy.appMask) { host.controllersMade(by: copy, context: $0) }
  }

  /// Reads the app's own rotation lock into the state, after the app's code ran (its start, an
  /// action, its reaction to a step): only for a host that reports one, and without a new state
  /// version (no evaluation reads it).
  @inlinable
  mutating func readAppRotationLock() {
    guard readsAppRotationLock, let host else { return }
    let locked = withHostContext(appMask: .allOrientations) {
      host.isRotationLocked(context: $0)
    }
    if locked != state.appRotationLocked { keepingVersion { $0.appRotationLocked = locked } }
  }

  /// Applies, after the event at `position`, each call the app makes in turn, handing each step
  /// to `observe`; at most ``AppReactionLimits/callsPerEvent`` (a call past it is written as a
  /// skipped step, and the app is asked no more). Returns whether a step crashed.
  @inlinable
  mutating func playAppCalls(
    after position: Int, into step: inout Step, observe: (Step, SessionState) -> Void
  ) -> Bool {
    var calls = 0
    while let event = nextAppEvent(after: step) {
      let list = [event]
      if calls == AppReactionLimits.callsPerEvent {
        skip(
          into: &step, EventSource(list, 0), origin: .refresh(after: position),
          .appCallLimit(AppReactionLimits.callsPerEvent))
        step.stateUnchanged = false
        observe(step, state)
        return false
      }
      calls += 1
      apply(EventSource(list, 0), origin: .refresh(after: position), into: &step)
      step.stateUnchanged = false
      tellHostOfControllersMade(by: step)
      observe(step, state)
      if step.crashed { return true }
      if !pendingDeviceSets.isEmpty {
        var applied = false
        var observed = UInt64.max
        if playPendingDeviceSets(
          after: position, into: &step, applied: &applied, observed: &observed, observe: observe)
        {
          return true
        }
      }
    }
    return false
  }

  /// The app's action `name` on the `position`-th controller that has it (modulo their number,
  /// or exactly in a scenario file): the host runs it (the app's state changes, its calls wait
  /// for the step to end); skipped when no controller has it or no app code runs.
  @inlinable
  mutating func performAction(
    into out: inout Step, _ name: String, position: Int, _ source: EventSource,
    _ origin: StepOrigin, _ before: InterfaceOrientation
  ) {
    guard let host else {
      return skip(into: &out, source, origin: origin, .noActionTarget(name))
    }
    let exact = reference == .exact
    let candidates = withHostContext(appMask: .allOrientations) {
      host.perform(action: name, position: position, exactly: exact, context: $0)
    }
    guard let candidates else {
      readAppRotationLock()
      return queried(into: &out, source, origin: origin, before: before)
    }
    // In a scenario file, a position past the controllers that have the action says so.
    let reason: SkipReason =
      exact && candidates > 0
      ? .noSuchPosition(position, count: candidates, role: .action(name))
      : .noActionTarget(name)
    return skip(into: &out, source, origin: origin, reason)
  }

  /// Records into `answers` what the classes of the controllers forwarding is judged against
  /// answer, after an evaluation that did not fault: the decider's visible top and the status
  /// bar's (see ``ClassAnswers``), each asked what UIKit asked in the evaluation. A fault the
  /// extra questions meet is the app's to show in the evaluation that meets it; here it empties
  /// the record.
  @inlinable
  static func recordClassAnswers(
    after resolution: borrowing Resolution,
    in context: UnsafeMutablePointer<ResolutionContext<Resolver>>,
    into answers: inout VisibleTopAnswers
  ) {
    guard !context.pointee.faulted, resolution.extras?.exception == nil else {
      answers = VisibleTopAnswers()
      return
    }
    // The node buffer, read in place: the hierarchy behind its pointer, passed on, was copied.
    let nodes = context.pointee.nodes
    /// Asks `top` (the inner `nil` is the More navigation controller, UIKit's own) `questions`;
    /// `false` when that faulted.
    func record(_ top: ControllerID??, _ questions: AskedQuestions) -> Bool {
      guard case let top?? = top else { return true }
      answers.slot(for: top, serial: nodes[Int(top.rawValue)].serial) {
        ControllerHandle(context: context, index: top.rawValue, depth: 0).classAnswers(
          questions, into: &$0)
      }
      return !context.pointee.faulted
    }
    if let decision = resolution.decision, let decider = decision.decider {
      let top = InvariantMonitor.visibleTop(from: decider, nodes: nodes)
      var questions: AskedQuestions = .supported
      if decision.shouldAutorotate != nil { questions.insert(.autorotates) }
      if decision.preferred != nil { questions.insert(.preferred) }
      if top == decider {
        // The decider is its own top: its answers are the ones UIKit obtained.
        answers.slot(for: decider, serial: nodes[Int(decider.rawValue)].serial) {
          $0.supportedInterfaceOrientations = decision.supported
          $0.shouldAutorotate = decision.shouldAutorotate ?? $0.shouldAutorotate
          $0.preferredInterfaceOrientationForPresentation =
            decision.preferred ?? $0.preferredInterfaceOrientationForPresentation
        }
      } else if !record(.some(top), questions) {
        answers = VisibleTopAnswers()
        return
      }
    }
    if let statusBar = resolution.statusBar {
      if let asked = statusBar.hiddenController,
        !record(InvariantMonitor.forwardingTop(asked, nodes: nodes), .hidden)
      {
        answers = VisibleTopAnswers()
        return
      }
      if let asked = statusBar.styleController,
        !record(InvariantMonitor.forwardingTop(asked, nodes: nodes), .style)
      {
        answers = VisibleTopAnswers()
      }
    }
  }
}
