/// An interactive dismissal that stays in progress across events: `beginInteractiveDismiss` (the
/// user starts to swipe a sheet down, or a custom interactive transition starts) and
/// `endInteractiveDismiss` (it finishes, or it is cancelled).
///
/// While it is pending, the swiped controller is `.beingDismissed`: it answers
/// `isBeingDismissed`, and the decider walk (R1) stops at it, so the controller below decides.
/// UIKit runs one transition at a time: a second begin, a back-swipe, a present, a dismiss and
/// a change of a navigation stack that takes part in the transition are refused
/// (`.refused(.transitionInProgress)`). What a device turn does meanwhile is the assumption
/// ``Assumptions/rotationDuringInteractiveDismissal``.
extension SessionRunner {
  /// Whether an interactive dismissal or a back-swipe is pending.
  @inlinable @inline(__always)
  var transitionPending: Bool {
    state.hierarchy.pendingPop != noIndex || state.hierarchy.pendingDismissal != noIndex
  }

  /// `beginInteractiveDismiss`: the `position`-th presented controller starts to be dismissed.
  /// Refused while a transition is pending or runs in its window, for a controller that
  /// presents another (what covers it is swiped, not it), and for an alert (its actions dismiss
  /// it; UIKit gives it no interactive dismissal). Nothing is re-evaluated: the step observes the
  /// state, the controller below deciding.
  @inlinable @inline(never)
  mutating func beginInteractiveDismissal(
    _ position: Int, into out: inout Step, _ source: EventSource, _ origin: StepOrigin,
    _ before: InterfaceOrientation
  ) {
    guard let target = presented(position) else {
      return missingTarget(into: &out, source, origin, otherwise: .refused(.nothingPresented))
    }
    if transitionPending || transitionRuns(inWindowOf: target) {
      return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
    }
    if state.hierarchy.presented(by: target) != nil {
      return skip(into: &out, source, origin: origin, .refused(.alreadyPresenting(target)))
    }
    if state.hierarchy[target].kind == .alert {
      return skip(into: &out, source, origin: origin, .refused(.notInteractivelyDismissible))
    }
    state.hierarchy.setPhase(.beingDismissed, of: target)
    state.pendingInteractiveDismissal = target
    subject = state.hierarchy.presenter(of: target)
    return queried(into: &out, source, origin: origin, before: before)
  }

  /// `endInteractiveDismiss`: finished, the controller is dismissed as `dismiss` dismisses it
  /// (R14, with E2/E3 at the dismissal, R11); cancelled, it is `.presented` again and decides
  /// again where it fills the window. Either way, a device turn UIKit held meanwhile is followed
  /// now (R12), unless the lock is on, and a supported-orientations update the app asked for
  /// meanwhile is applied now (`setNeedsUpdateOfSupportedInterfaceOrientations()` marks a need
  /// that stays until UIKit meets it, R17).
  @inlinable @inline(never)
  mutating func endInteractiveDismissal(
    finished: Bool, into out: inout Step, _ source: EventSource, _ origin: StepOrigin,
    _ before: InterfaceOrientation
  ) {
    guard let target = state.pendingInteractiveDismissal else {
      return skip(into: &out, source, origin: origin, .noPendingInteractiveDismiss)
    }
    let held = state.hierarchy.rotationHeld
    // A turn held in the background came from the app's own code (key-value coding,
    // `attemptRotationToDeviceOrientation`: a physical turn there moves nothing and is not held),
    // which moves the interface there as anywhere.
    var met: Hierarchy.HeldRotation = held.intersection(.update)
    if held.contains(.turn) && !state.orientationLock { met.insert(.turn) }
    state.pendingInteractiveDismissal = nil
    state.hierarchy.setPhase(.presented, of: target)
    if finished {
      return dismiss(into: &out, target, source, origin, before, meeting: met)
    }
    subject = target
    guard !met.isEmpty else {
      return queried(into: &out, source, origin: origin, before: before)
    }
    let evaluated = evaluateHeld(met)
    return step(into: &out, source, origin: origin, before: before, evaluated)
  }

  /// What UIKit held during an interactive dismissal, met once it ended: the device turn is
  /// followed (R12); the app's update is applied (R17) when no turn was held, or when the turn
  /// left the interface outside the allowed mask (the device's pose not allowed: the update
  /// moves it into the mask, as it would have on its own).
  @inlinable
  mutating func evaluateHeld(_ held: Hierarchy.HeldRotation) -> Resolution {
    guard held.contains(.turn) else {
      return evaluate(held.contains(.update) ? .supportedOrientationsUpdate : .query)
    }
    let turned = evaluate(.deviceRotation)
    guard held.contains(.update), turned.exception == nil, let decision = turned.decision,
      !decision.allowed.isEmpty, !decision.allowed.contains(turned.interfaceOrientation)
    else { return turned }
    return evaluate(.supportedOrientationsUpdate)
  }

  /// An evaluation that may turn the interface: a device turn, a supported-orientations update,
  /// a geometry request. While an interactive dismissal is pending in the focused scene and
  /// UIKit holds the rotation (``Assumptions/RotationDuringInteractiveDismissal/deferred``), it
  /// moves nothing.
  @inlinable @inline(__always)
  mutating func rotationRequest(
    _ trigger: EvaluationTrigger, requested: InterfaceOrientationMask = []
  ) -> Resolution {
    if state.hierarchy.pendingDismissal != noIndex, holdsRotation(trigger) {
      return heldRotation(trigger, requested: requested)
    }
    return evaluate(trigger, requested: requested)
  }

  /// Whether UIKit holds an evaluation at `trigger` for the pending interactive dismissal: under
  /// the `deferred` assumption, in the dismissal's scene; a device turn to a pose that is no
  /// interface orientation moves nothing anyway (R21) and is evaluated as usual.
  @inlinable
  func holdsRotation(_ trigger: EvaluationTrigger) -> Bool {
    guard assumptions.rotationDuringInteractiveDismissal == .deferred,
      trigger != .deviceRotation || state.deviceOrientation.isValidInterfaceOrientation
    else { return false }
    guard state.hierarchy.hasScenes, let pending = state.hierarchy.interactiveDismissalInProgress
    else { return true }
    return state.hierarchy.scene(containing: pending) == state.hierarchy.focusedScene
  }

  /// The evaluation at `trigger`, asked but moving nothing, its step saying why
  /// (``RotationReason/transitionInProgress``); a held device turn is followed, and a held
  /// supported-orientations update applied, when the dismissal ends (a geometry request is not
  /// repeated: the app asked for it once).
  @inlinable @inline(never)
  mutating func heldRotation(_ trigger: EvaluationTrigger, requested: InterfaceOrientationMask)
    -> Resolution
  {
    let held: Hierarchy.HeldRotation =
      trigger == .deviceRotation ? .turn : trigger == .supportedOrientationsUpdate ? .update : []
    if !state.hierarchy.rotationHeld.isSuperset(of: held) {
      keepingVersion { $0.hierarchy.rotationHeld.formUnion(held) }
    }
    var resolution = evaluate(trigger, requested: requested, movesOrientation: false)
    if resolution.exception == nil { resolution.rotation = .transitionInProgress }
    return resolution
  }

  /// Whether a controller of `presented`'s window is in a transition already (being presented
  /// or dismissed): UIKit runs one at a time in a window.
  @inlinable
  func transitionRuns(inWindowOf presented: ControllerID) -> Bool {
    let window = state.hierarchy.window(containing: presented)
    for index in state.hierarchy.nodes.indices
    where state.hierarchy.nodes[index].presenter != noIndex
      && state.hierarchy.nodes[index].phase != .presented
    {
      if state.hierarchy.window(containing: ControllerID(index)) == window { return true }
    }
    return false
  }

  /// Whether `navigation` takes part in the pending interactive dismissal: it is inside the
  /// controller being dismissed, it is the presenter or inside it, or it holds the presenter.
  /// UIKit leaves its stack as it is then ("… called on <UINavigationController> while an
  /// existing transition or presentation is occurring; the navigation stack will not be
  /// updated.").
  @inlinable @inline(never)
  func inInteractiveDismissal(_ navigation: ControllerID) -> Bool {
    let target = state.hierarchy.pendingDismissal
    guard target != noIndex else { return false }
    let presenter = state.hierarchy.nodes[Int(target)].presenter
    // Up from the navigation controller, through containers and presenters.
    var current = navigation.rawValue
    while current != noIndex {
      if current == target || current == presenter { return true }
      let node = state.hierarchy.nodes[Int(current)]
      current = node.parent != noIndex ? node.parent : node.presenter
    }
    // Up from the presenter, through its containers.
    current = presenter
    while current != noIndex {
      if current == navigation.rawValue { return true }
      current = state.hierarchy.nodes[Int(current)].parent
    }
    return false
  }
}
