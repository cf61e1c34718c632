extension SessionRunner {
  // MARK: Scenes

  /// Makes `scene` the one evaluations concern: its windows decide, its orientation is the
  /// state's (``Hierarchy/focus(_:leaving:)``).
  @inlinable
  mutating func focus(_ scene: SceneIndex) {
    guard scene != state.hierarchy.focusedScene else { return }
    let current = state.interfaceOrientation
    state.interfaceOrientation = state.hierarchy.focus(scene, leaving: current)
  }

  /// Before an event of a session with several scenes: focuses the scene the event concerns,
  /// the scene of the controller or window it names; an event that names none concerns the key
  /// window's scene, or, among the refresh actions after an event, the scene the event concerned
  /// (a controller's `setNeedsUpdateOfSupportedInterfaceOrientations()`, its window's scene's
  /// `requestGeometryUpdate`).
  @inlinable @inline(never)
  mutating func focusScene(for source: EventSource, origin: StepOrigin) {
    let hierarchy = state.hierarchy
    var scene: SceneIndex? = nil
    switch source.event {
    case .push(_, let position), .pop(let position), .popToRoot(let position),
      .setViewControllers(_, let position):
      scene = navigation(position).flatMap { hierarchy.scene(containing: $0) }
    case .selectTab(_, let position):
      scene = controller(position, where: { $0.controller.kind == .tabBar }).flatMap {
        hierarchy.scene(containing: $0)
      }
    case .present(_, _, let position, _), .presentAlert(let position),
      .declare(_, let position):
      scene = controller(position, where: { _ in true }).flatMap {
        hierarchy.scene(containing: $0)
      }
    case .dismiss(let position, _), .cancelInteractiveDismiss(let position),
      .beginInteractiveDismiss(let position):
      scene = presented(position).flatMap { hierarchy.scene(containing: $0) }
    case .endInteractiveDismiss:
      scene = hierarchy.interactiveDismissalInProgress.flatMap { hierarchy.scene(containing: $0) }
    case .makeKeyWindow(let position):
      scene = window(position).map { hierarchy.scene(of: $0) }
    case .removeWindow(let position):
      // The scene that sets the orientation once the window is gone: its own, unless it was its
      // scene's last; then the scene the key window is in (the frontmost remaining one when the
      // removed window was key, as `Hierarchy.removeWindow` passes it). The step shows that
      // scene, in its own orientation. Read in place: no copy of the hierarchy.
      if let window = window(position) {
        let windows = hierarchy.windows
        let own = windows[window.index].scene
        if windows.count < 2
          || windows.indices.contains(where: { $0 != window.index && windows[$0].scene == own })
        {
          scene = own
        } else if windows[window.index].isKey {
          scene = windows[window.index == windows.count - 1 ? windows.count - 2 : windows.count - 1]
            .scene
        } else {
          scene = hierarchy.keyScene
        }
      }
    case .requestSceneGeometryUpdate(_, let position),
      .updateSceneSupportedInterfaceOrientations(let position):
      scene = hierarchy.scenePosition(position)
    case .disconnectScene(let position):
      // The scene that holds the key window once the other goes: the step shows it. A file's
      // position counts exactly (`reference` is set after this, by `prepareReference`).
      var exact = false
      if case .event = origin { exact = exactPositions }
      if !exact || (0..<hierarchy.sceneCount).contains(position) {
        scene = hierarchy.heirScene(disconnecting: hierarchy.scenePosition(position))
      }
    default:
      if case .refresh = origin { return }
    }
    focus(scene ?? hierarchy.keyScene)
  }

  /// A device turn in a session with several scenes: every other scene on the device's screen
  /// (an external display's too under ``Assumptions/externalDisplayFollowsDevice``) is evaluated
  /// first, each in its own orientation; then the focused scene, whose evaluation the step shows.
  /// The other scenes' evaluations show in no step (an exception there is not reported).
  @inlinable
  mutating func evaluateDeviceTurn() -> Resolution {
    if state.hierarchy.hasScenes { evaluateOtherScenes { $0.rotationRequest(.deviceRotation) } }
    return rotationRequest(.deviceRotation)
  }

  /// Runs `body` focused on each scene but the focused one that turns with the device and has a
  /// window (a scene whose windows were all removed has no controller to ask and nothing to
  /// turn: its orientation stays), then focuses the first again.
  @inlinable @inline(never)
  mutating func evaluateOtherScenes(_ body: (inout Self) -> Resolution) {
    let focused = state.hierarchy.focusedScene
    for scene in state.hierarchy.scenes.indices where scene != focused {
      if state.hierarchy.scenes[scene].isExternal && !assumptions.externalDisplayFollowsDevice {
        continue
      }
      guard state.hierarchy.windows.contains(where: { $0.scene == scene }) else { continue }
      focus(scene)
      _ = body(&self)
    }
    focus(focused)
  }

  /// The events of scenes: a new scene, a scene that goes, and the refreshes that name their
  /// scene.
  @inlinable @inline(never)
  mutating func applySceneEvent(
    _ source: EventSource, origin: StepOrigin, into out: inout Step,
    before: InterfaceOrientation
  ) {
    let version = state.app.osVersion.major
    switch source.event {
    case .connectScene(let spec, let external):
      if atControllerLimit {
        return skip(into: &out, source, origin: origin, .controllerLimit(controllerLimit))
      }
      if let violation = spec.violations(placedAs: .windowRoot).first {
        return skip(into: &out, source, origin: origin, .invalidController(violation))
      }
      // Connected in the orientation of the scene the user is in, installed, then turned to
      // the device's pose when it is on the device's screen (as at a launch, R25).
      let orientation = state.interfaceOrientation
      let scene = state.hierarchy.connectScene(
        Scene(isExternal: external, interfaceOrientation: orientation),
        firstOrientation: orientation)
      let window = state.hierarchy.addWindow(
        root: spec, level: Window.normalLevel, makeKey: false, scene: scene)
      subject = state.hierarchy.windows[window.index].root
      focus(scene)
      let installed = evaluate(.rootInstalled, installedWindow: window)
      let turns =
        installed.exception == nil && !state.orientationLock && !state.inBackground
        && (!external || assumptions.externalDisplayFollowsDevice)
      let resolution = turns ? evaluate(.deviceRotation) : installed
      // The installation's move, when the device's pose moved nothing after it.
      let rotation =
        resolution.interfaceOrientation == installed.interfaceOrientation
        ? installed.rotation ?? resolution.rotation : resolution.rotation
      return step(
        into: &out, source, origin: origin, before: before, resolution, rotation: rotation,
        rules: installed.rules, warnings: installed.warnings)

    case .requestSceneGeometryUpdate(let mask, _):
      guard version >= 16 else {
        return skip(into: &out, source, origin: origin, .unavailable(since: 16))
      }
      let evaluated = rotationRequest(.geometryRequest, requested: mask)
      return step(into: &out, source, origin: origin, before: before, evaluated)

    case .updateSceneSupportedInterfaceOrientations:
      guard version >= 16 else {
        return skip(into: &out, source, origin: origin, .unavailable(since: 16))
      }
      let evaluated = rotationRequest(.supportedOrientationsUpdate)
      return step(into: &out, source, origin: origin, before: before, evaluated)

    case .disconnectScene(let position):
      return disconnectScene(position, into: &out, source, origin)

    default:
      return skip(into: &out, source, origin: origin, .refused(.noChange))
    }
  }

  /// The scene at `position`: counted exactly in a scenario file (`nil` past the last), else
  /// modulo the scene count.
  @inlinable
  func sceneTarget(_ position: Int) -> SceneIndex? {
    let count = state.hierarchy.sceneCount
    if reference == .exact { return (0..<count).contains(position) ? position : nil }
    return state.hierarchy.scenePosition(position)
  }

  /// `disconnectScene`: the scene's windows go with their controllers (the app's controllers
  /// disappear); the scene that keeps or takes the key window is the step's, evaluated as a
  /// query when its orientation window stays, else as a window made key (R1, R10). The app's
  /// last scene stays.
  @inlinable @inline(never)
  mutating func disconnectScene(
    _ position: Int, into out: inout Step, _ source: EventSource, _ origin: StepOrigin
  ) {
    guard let scene = sceneTarget(position) else {
      return missingTarget(into: &out, source, origin, otherwise: .refused(.lastScene))
    }
    guard state.hierarchy.sceneCount > 1, let heir = state.hierarchy.heirScene(disconnecting: scene)
    else { return skip(into: &out, source, origin: origin, .refused(.lastScene)) }
    // The heir is focused (`focusScene(for:)`); the step shows its orientation, which the
    // disconnection does not change by itself.
    focus(heir)
    let before = state.interfaceOrientation
    let frontBefore = System.orientationWindow(in: state.hierarchy, assumptions: assumptions)
    let sameFront = frontBefore.flatMap {
      state.hierarchy.windowIndex($0.index, afterDisconnecting: scene).map(WindowID.init)
    }
    if let refusal = refusable({ $0.disconnectScene(scene) }) {
      return skip(into: &out, source, origin: origin, .refused(refusal))
    }
    let front = System.orientationWindow(in: state.hierarchy, assumptions: assumptions)
    let trigger: EvaluationTrigger = front == sameFront ? .query : .rootInstalled
    let evaluated = evaluate(trigger, installedWindow: front)
    return step(into: &out, source, origin: origin, before: before, evaluated)
  }

  /// At a launch with several scenes: each other scene launches as the first does (R25), on
  /// the device's screen in the launch orientation, then the device's pose.
  @inlinable @inline(never)
  mutating func launchOtherScenes() {
    evaluateOtherScenes { runner in
      runner.state.interfaceOrientation = runner.launchOrientation()
      let installed = runner.evaluate(.rootInstalled)
      guard installed.exception == nil, !runner.state.orientationLock else { return installed }
      return runner.evaluate(.deviceRotation)
    }
  }
}
