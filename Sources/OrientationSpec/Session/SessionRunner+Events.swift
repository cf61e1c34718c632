extension SessionRunner {
  /// Applies one event as UIKit would and writes the step it makes into `out`.
  @inlinable
  mutating func apply(_ source: EventSource, origin: StepOrigin, into out: inout Step) {
    if state.hierarchy.hasScenes { focusScene(for: source, origin: origin) }
    let before = state.interfaceOrientation
    subject = nil
    if host != nil { keepingVersion { $0.classAnswers = VisibleTopAnswers() } }
    if annotated, prepareReference(source, origin, &out) { return }
    let version = state.app.osVersion.major
    switch source.event {
    case .rotateDevice(let pose):
      keepingVersion { $0.physicalOrientation = pose }
      if state.inBackground { return skip(into: &out, source, origin: origin, .inBackground) }
      if state.orientationLock {
        return queried(
          into: &out, source, origin: origin, before: before, rotation: .locked,
          rules: [.r22])
      }
      state.deviceOrientation = pose
      let evaluated = evaluateDeviceTurn()
      return step(into: &out, source, origin: origin, before: before, evaluated)

    case .setOrientationLock(let on):
      guard on != state.orientationLock else {
        return skip(into: &out, source, origin: origin, .refused(.noChange))
      }
      state.orientationLock = on
      if on {
        // iPhone locks to portrait and reports it; iPad locks the current orientation (R22).
        if state.app.idiom == .phone { state.deviceOrientation = .portrait }
        return queried(into: &out, source, origin: origin, before: before, rules: [.r22])
      }
      state.deviceOrientation = state.physicalOrientation
      let evaluated = evaluateDeviceTurn()
      return step(into: &out, source, origin: origin, before: before, evaluated, rules: [.r22])

    case .push(let spec, let position):
      if atControllerLimit {
        return skip(into: &out, source, origin: origin, .controllerLimit(controllerLimit))
      }
      guard let navigation = navigation(position) else {
        return noSuch(into: &out, .navigation, source, origin)
      }
      if state.hierarchy.pendingDismissal != noIndex, inInteractiveDismissal(navigation) {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      if let violation = spec.violations(placedAs: .pushed).first {
        return skip(into: &out, source, origin: origin, .invalidController(violation))
      }
      subject = state.hierarchy.push(spec, onto: navigation)
      return unchanged(into: &out, source, origin, before)

    case .pop(let position):
      guard let navigation = navigation(position) else {
        return noSuch(into: &out, .navigation, source, origin)
      }
      if state.hierarchy.pendingDismissal != noIndex, inInteractiveDismissal(navigation) {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      if let refusal = refusable({ $0.pop(from: navigation) }) {
        return skip(into: &out, source, origin: origin, .refused(refusal))
      }
      return popped(into: &out, navigation, source, origin, before)

    case .popToRoot(let position):
      guard let navigation = navigation(position) else {
        return noSuch(into: &out, .navigation, source, origin)
      }
      if state.hierarchy.pendingDismissal != noIndex, inInteractiveDismissal(navigation) {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      if let refusal = refusable({ $0.popToRoot(of: navigation) }) {
        return skip(into: &out, source, origin: origin, .refused(refusal))
      }
      return popped(into: &out, navigation, source, origin, before)

    case .setViewControllers(let stack, let position):
      if atControllerLimit {
        return skip(into: &out, source, origin: origin, .controllerLimit(controllerLimit))
      }
      guard let navigation = navigation(position) else {
        return noSuch(into: &out, .navigation, source, origin)
      }
      if state.hierarchy.pendingDismissal != noIndex, inInteractiveDismissal(navigation) {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      if let violation = stack.lazy.compactMap({ $0.violations(placedAs: .pushed).first }).first {
        return skip(into: &out, source, origin: origin, .invalidController(violation))
      }
      state.hierarchy.setViewControllers(stack, of: navigation)
      return popped(into: &out, navigation, source, origin, before)

    case .beginInteractivePop:
      guard !transitionPending else {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      let resolution = evaluate(.query)
      guard let pop = resolution.interactivePop, pop.mayBegin else {
        return step(
          into: &out, source, origin: origin, before: before, resolution,
          skipped: .backSwipeCannotBegin)
      }
      if pop.freezesInterface {
        return step(
          into: &out, source, origin: origin, before: before, resolution,
          warnings: [.interfaceFrozen(pop.navigationController)])
      }
      state.pendingInteractivePop = pop.navigationController
      subject = state.hierarchy.optionalID(
        state.hierarchy.nodes[pop.navigationController.index].lastChild)
      return step(into: &out, source, origin: origin, before: before, resolution)

    case .endInteractivePop(let finished):
      guard let navigation = state.pendingInteractivePop else {
        return skip(into: &out, source, origin: origin, .noPendingInteractivePop)
      }
      state.pendingInteractivePop = nil
      if finished, state.hierarchy.pop(from: navigation) == nil {
        return popped(into: &out, navigation, source, origin, before)
      }
      return unchanged(into: &out, source, origin, before)

    case .selectTab(let selection, let position):
      guard let tabBar = controller(position, where: { $0.controller.kind == .tabBar }) else {
        return noSuch(into: &out, .tabBar, source, origin)
      }
      if let refusal = refusable({ $0.select(selection, in: tabBar) }) {
        return skip(into: &out, source, origin: origin, .refused(refusal))
      }
      if case .index(let index) = selection {
        subject = state.hierarchy.child(index, of: tabBar)
      }
      return unchanged(into: &out, source, origin, before)

    case .present(let spec, let style, let position, _):
      if atControllerLimit {
        return skip(into: &out, source, origin: origin, .controllerLimit(controllerLimit))
      }
      guard let caller = controller(position, where: { _ in true }) else {
        return noSuch(into: &out, nil, source, origin)
      }
      var spec = spec
      if spec.controller.kind != .alert { spec.controller.modalPresentationStyle = style }
      return present(into: &out, spec, from: caller, source, origin, before)

    case .presentAlert(let position):
      if atControllerLimit {
        return skip(into: &out, source, origin: origin, .controllerLimit(controllerLimit))
      }
      guard let caller = controller(position, where: { _ in true }) else {
        return noSuch(into: &out, nil, source, origin)
      }
      return present(into: &out, .alert(), from: caller, source, origin, before)

    case .dismiss(let position, _):
      guard let target = presented(position) else {
        return missingTarget(into: &out, source, origin, otherwise: .refused(.nothingPresented))
      }
      return dismiss(into: &out, target, source, origin, before)

    case .cancelInteractiveDismiss(let position):
      guard let target = presented(position) else {
        return missingTarget(into: &out, source, origin, otherwise: .refused(.nothingPresented))
      }
      if state.hierarchy.pendingDismissal != noIndex {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      if state.hierarchy[target].kind == .alert {
        return skip(into: &out, source, origin: origin, .refused(.notInteractivelyDismissible))
      }
      state.hierarchy.setPhase(.beingDismissed, of: target)
      let during = evaluate(.query)
      state.hierarchy.setPhase(.presented, of: target)
      if during.exception != nil {
        return step(into: &out, source, origin: origin, before: before, during)
      }
      return queried(
        into: &out, source, origin: origin, before: before, rules: during.rules)

    case .showWindow(let spec, let level, let makeKey):
      if atControllerLimit {
        return skip(into: &out, source, origin: origin, .controllerLimit(controllerLimit))
      }
      if let violation = spec.violations(placedAs: .windowRoot).first {
        return skip(into: &out, source, origin: origin, .invalidController(violation))
      }
      let front = System.orientationWindow(in: state.hierarchy, assumptions: assumptions)
      let window = state.hierarchy.addWindow(root: spec, level: level, makeKey: makeKey)
      subject = state.hierarchy.windows[window.index].root
      // The new root is checked (E1); the orientation moves only if this window now sets it.
      let moves = System.orientationWindow(in: state.hierarchy, assumptions: assumptions) != front
      let evaluated = evaluate(.rootInstalled, installedWindow: window, movesOrientation: moves)
      return step(
        into: &out, source, origin: origin, before: before,
        evaluated)

    case .makeKeyWindow(let position):
      guard let window = window(position) else {
        return missingTarget(into: &out, source, origin, otherwise: .refused(.noSuchWindow))
      }
      guard !state.hierarchy.windows[window.index].isKey else {
        return skip(into: &out, source, origin: origin, .refused(.noChange))
      }
      state.hierarchy.makeKey(window)
      let evaluated = evaluate(.rootInstalled, installedWindow: window)
      return step(
        into: &out, source, origin: origin, before: before, evaluated)

    case .removeWindow(let position):
      guard let window = window(position) else {
        return missingTarget(into: &out, source, origin, otherwise: .refused(.noSuchWindow))
      }
      let frontBefore = System.orientationWindow(in: state.hierarchy, assumptions: assumptions)
      if let refusal = refusable({ $0.removeWindow(window) }) {
        return skip(into: &out, source, origin: origin, .refused(refusal))
      }
      let front = System.orientationWindow(in: state.hierarchy, assumptions: assumptions)
      // The windows after the removed one move down by one: the window that set the orientation
      // is the same one only if it was not removed, at its new position.
      let sameFront: WindowID? = frontBefore.flatMap { before in
        before == window ? nil : before.index > window.index ? WindowID(before.index - 1) : before
      }
      let trigger: EvaluationTrigger = front == sameFront ? .query : .rootInstalled
      let evaluated = evaluate(trigger, installedWindow: front)
      return step(into: &out, source, origin: origin, before: before, evaluated)

    case .declare(let declared, let position):
      guard let target = controller(position, where: { _ in true }) else {
        return noSuch(into: &out, nil, source, origin)
      }
      if keepsOtherAnswers {
        let merged = state.hierarchy[target].declared.overridden(by: declared)
        state.hierarchy.setDeclared(merged, of: target)
      } else {
        state.hierarchy.setDeclared(declared, of: target)
      }
      subject = target
      return unchanged(into: &out, source, origin, before)

    case .setAppDelegateOrientations(let mask):
      guard state.app.delegateOrientations != mask else {
        return skip(into: &out, source, origin: origin, .refused(.noChange))
      }
      // A session that starts running (no launch yet) had its app mask asked before the change
      // (asked here only when a rotation may raise E1 for the change: nothing else reads it).
      if askedAppMask == nil, assumptions.delegateMaskChangeCheck == .rotationPath {
        askedAppMask = evaluate(.query).decision?.appMask
      }
      state.app.delegateOrientations = mask
      return unchanged(into: &out, source, origin, before)

    case .launch:
      // A launch starts the app's process: no gesture of an earlier run is still in flight.
      if transitionPending {
        return skip(into: &out, source, origin: origin, .refused(.transitionInProgress))
      }
      state.deviceOrientation =
        state.orientationLock && state.app.idiom == .phone ? .portrait : state.physicalOrientation
      if state.hierarchy.hasScenes { launchOtherScenes() }
      state.interfaceOrientation = launchOrientation()
      // The roots are installed in the launch orientation, then UIKit delivers the device's pose.
      let installed = evaluate(.rootInstalled)
      let resolution =
        installed.exception != nil || state.orientationLock ? installed : evaluate(.deviceRotation)
      let moved = state.interfaceOrientation != before
      return step(
        into: &out, source, origin: origin, before: before, resolution,
        rotation: moved ? .launch : nil,
        rules: [.r25] + installed.rules, warnings: installed.warnings)

    case .enterBackground:
      guard !state.inBackground else {
        return skip(into: &out, source, origin: origin, .refused(.noChange))
      }
      keepingVersion { $0.inBackground = true }
      return unchanged(into: &out, source, origin, before)

    case .enterForeground(let pose):
      guard state.inBackground else {
        return skip(into: &out, source, origin: origin, .notInBackground)
      }
      keepingVersion {
        $0.inBackground = false
        $0.physicalOrientation = pose
      }
      if state.orientationLock {
        return queried(
          into: &out, source, origin: origin, before: before, rotation: .locked,
          rules: [.r22])
      }
      state.deviceOrientation = pose
      let evaluated = evaluateDeviceTurn()
      return step(into: &out, source, origin: origin, before: before, evaluated)

    case .attemptRotationToDeviceOrientation:
      if version >= 16 && !assumptions.attemptRotationWorksOnIOS16 {
        return skip(into: &out, source, origin: origin, .noLongerEffective(since: 16))
      }
      let evaluated = evaluateDeviceTurn()
      return step(into: &out, source, origin: origin, before: before, evaluated, rules: [.r16])

    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      guard version >= 16 else {
        return skip(into: &out, source, origin: origin, .unavailable(since: 16))
      }
      let evaluated = rotationRequest(.supportedOrientationsUpdate)
      return step(into: &out, source, origin: origin, before: before, evaluated)

    case .requestGeometryUpdate(let mask):
      guard version >= 16 else {
        return skip(into: &out, source, origin: origin, .unavailable(since: 16))
      }
      let evaluated = rotationRequest(.geometryRequest, requested: mask)
      return step(
        into: &out, source, origin: origin, before: before, evaluated)

    case .setDeviceOrientation(let pose):
      return setDeviceOrientation(pose, into: &out, source, origin, before)

    case .action(let name, let position):
      return performAction(into: &out, name, position: position, source, origin, before)

    case .connectScene, .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations,
      .disconnectScene:
      return applySceneEvent(source, origin: origin, into: &out, before: before)

    case .beginInteractiveDismiss(let position):
      return beginInteractiveDismissal(position, into: &out, source, origin, before)

    case .endInteractiveDismiss(let finished):
      return endInteractiveDismissal(finished: finished, into: &out, source, origin, before)
    case .setDeviceOrientations(let poses):
      return setDeviceOrientations(poses, into: &out, source, origin, before)
    }
  }

  // MARK: Helpers

  @inlinable
  mutating func noSuch(
    into out: inout Step, _ kind: ControllerKind?, _ source: EventSource, _ origin: StepOrigin
  ) {
    if reference == .exact {
      return missingTarget(
        into: &out, source, origin, otherwise: .refused(.noSuchController(kind)))
    }
    skip(into: &out, source, origin: origin, .refused(.noSuchController(kind)))
  }

  /// A change UIKit does not re-evaluate for: the masks are observed, nothing moves. Push, pop,
  /// tab switches and stack changes record R15; other app changes wait for a refresh.
  @inlinable
  mutating func unchanged(
    into out: inout Step, _ source: EventSource, _ origin: StepOrigin,
    _ before: InterfaceOrientation
  ) {
    // The event's kind is read only when rules are recorded (the argument is an autoclosure).
    return queried(
      into: &out, source, origin: origin, before: before,
      rules: Self.isNavigationChange(source.kind) ? [.r15] : []
    )
  }

  /// The orientation the app launches in (R25): before iOS 8, portrait if the plist lists it, else
  /// its first entry; later, the device's pose if the plist allows it, else the first allowed.
  @inlinable
  func launchOrientation() -> InterfaceOrientation {
    let list = state.app.effectivePlistOrientations ?? []
    let mask = state.app.plistMask(assumptions).mask
    if state.app.osVersion.major < 8 {
      if mask.contains(.portrait) { return .portrait }
      return list.first { $0 != .unknown } ?? mask.first(in: assumptions.packedFallbackOrder)
        ?? .portrait
    }
    // The pose UIKit reports: under the iPhone lock, portrait (R22).
    if let pose = state.deviceOrientation.interfaceOrientation, mask.contains(pose) { return pose }
    return mask.first(in: assumptions.packedFallbackOrder) ?? .portrait
  }
}
