extension SessionRunner {
  // MARK: Presentation

  /// The `position`-th presented controller.
  @inlinable @inline(__always)
  func presented(_ position: Int) -> ControllerID? {
    controller(position) { $0.presenter != noIndex }
  }

  /// Presents `spec` from `caller`: during the transition UIKit evaluates the new decider if it
  /// fills the window (R13), and asks an alert entering the window (R10, R28).
  @inlinable
  mutating func present(
    into out: inout Step, _ spec: ControllerSpec, from caller: ControllerID,
    _ source: EventSource, _ origin: StepOrigin, _ before: InterfaceOrientation
  ) {
    if transitionPending {
      return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
    }
    if let violation = spec.violations(placedAs: .presented).first {
      return skip(into: &out, source, origin: origin, .invalidController(violation))
    }
    let presented: ControllerID
    let version = stateVersion
    switch state.hierarchy.present(spec, from: caller, phase: .beingPresented) {
    case .failure(let refusal):
      stateVersion = version  // refused: the state is as it was
      return skip(into: &out, source, origin: origin, .refused(refusal))
    case .success(let id): presented = id
    }
    subject = presented
    let decides = decides(presented)
    let during = evaluate(
      decides ? .fullScreenPresentation : .query,
      entering: spec.controller.kind == .alert ? presented : nil)
    state.hierarchy.setPhase(.presented, of: presented)
    if during.exception != nil {
      return step(into: &out, source, origin: origin, before: before, during)
    }
    let after = evaluate(.query)
    // The preferred orientation asked during the transition is recorded when it was asked of the
    // decider the step reports (an adapted style can change with the new orientation).
    let sameDecider = during.decision?.decider == after.decision?.decider
    return step(
      into: &out, source, origin: origin, before: before, after, rotation: during.rotation,
      rules: during.rules, warnings: during.warnings,
      asked: sameDecider ? (during.decision?.preferred, during.previousOrientation) : nil)
  }

  /// Dismisses `target` and what it presents: when that removes the decider, UIKit re-evaluates
  /// with the controller below during the transition (R14). The state after it is observed, or,
  /// for an interactive dismissal that ends after UIKit held a device turn or the app's
  /// supported-orientations update (`meeting`), evaluated as ``evaluateHeld(_:)`` says (R12, R17).
  @inlinable
  mutating func dismiss(
    into out: inout Step, _ target: ControllerID, _ source: EventSource, _ origin: StepOrigin,
    _ before: InterfaceOrientation, meeting held: Hierarchy.HeldRotation = []
  ) {
    if transitionPending {
      return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
    }
    let presenter = state.hierarchy.presenter(of: target)!
    var removesDecider = false
    if let window = state.hierarchy.window(containing: target),
      let decider = System.decider(
        of: window, in: state.hierarchy, app: state.app,
        interfaceOrientation: state.interfaceOrientation,
        assumptions: assumptions)
    {
      var current: ControllerID? = target
      while let id = current {
        if id == decider { removesDecider = true }
        current = state.hierarchy.presented(by: id)
      }
    }
    // What the target presents goes first, without a transition of its own; the target is then
    // the one being dismissed (only a controller that presents nothing is in a transition).
    if let above = state.hierarchy.presented(by: target) { state.hierarchy.dismiss(above) }
    state.hierarchy.setPhase(.beingDismissed, of: target)
    let during = evaluate(removesDecider ? .fullScreenDismissal : .query)
    if during.exception != nil {
      return step(into: &out, source, origin: origin, before: before, during)
    }
    state.hierarchy.dismiss(target)
    subject = presenter.index < state.hierarchy.count ? presenter : nil
    let after = evaluateHeld(held)
    // The turn after the transition, when it moved the interface; else the transition's.
    let rotation =
      !held.isEmpty && after.interfaceOrientation != during.interfaceOrientation
      ? after.rotation : during.rotation
    // The dismissal renumbers controllers: the one asked during the transition is the decider
    // in the orientation it was asked in, which must be the one the step reports.
    var asked: (preferred: InterfaceOrientation?, askedIn: InterfaceOrientation)?
    if during.decision?.preferred != nil, let window = after.orientationWindow,
      System.decider(
        of: window, in: state.hierarchy, app: state.app,
        interfaceOrientation: during.previousOrientation, assumptions: assumptions)
        == after.decision?.decider
    {
      asked = (during.decision?.preferred, during.previousOrientation)
    }
    return step(
      into: &out, source, origin: origin, before: before, after, rotation: rotation,
      rules: during.rules, warnings: during.warnings, asked: asked)
  }

  /// Whether `presented` is now its window's decider.
  @inlinable
  func decides(_ presented: ControllerID) -> Bool {
    guard let window = state.hierarchy.window(containing: presented) else { return false }
    return System.decider(
      of: window, in: state.hierarchy, app: state.app,
      interfaceOrientation: state.interfaceOrientation,
      assumptions: assumptions) == presented
  }
}
