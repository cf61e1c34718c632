/// How the event being applied counts its position (``SessionRunner/reference``).
@usableFromInline
enum ReferenceMode: UInt8 {
  /// Modulo the controllers that qualify: generated sessions, refresh actions, the app's calls.
  case modulo
  /// From 0 among the controllers that qualify, none past the last: a scenario file's events,
  /// and the event a label was resolved to.
  case exact
}

/// A scenario file's events (``Session/positions``, ``Session/annotations``): exact positions,
/// labels resolved to the position they stand for when the event happens, and failures said
/// plainly. Generated sessions never come here (``SessionRunner/annotated``).
extension SessionRunner {
  /// Prepares the session event `source` for an annotated session: sets how it counts and
  /// whether a `declare` keeps the other answers, and applies an event that names its
  /// controller by label in place of the session's (returns `true`: the step is written).
  @inlinable @inline(never)
  mutating func prepareReference(
    _ source: EventSource, _ origin: StepOrigin, _ out: inout Step
  ) -> Bool {
    if applyingResolvedEvent {
      applyingResolvedEvent = false
      return false
    }
    guard case .event(let index) = origin else {
      reference = .modulo
      keepsOtherAnswers = false
      return false
    }
    let annotation = annotations[index]
    reference = exactPositions ? .exact : .modulo
    keepsOtherAnswers = annotation?.keepsOtherAnswers ?? false
    guard let label = annotation?.target else { return false }
    reference = .exact
    switch resolve(label, in: source.event) {
    case .failure(let problem):
      subject = nil
      skip(into: &out, source, origin: origin, .labelled(label, problem))
    case .success(let position):
      // The event with the position the label stands for now: the step, the app's code and
      // the invariants read it as any other event.
      applyingResolvedEvent = true
      apply(EventSource([source.event.withTarget(position)], 0), origin: origin, into: &out)
    }
    return true
  }

  /// The position that `label`'s controller has now among the controllers `event` can act on.
  @inlinable
  mutating func resolve(_ label: String, in event: Event) -> Result<Int, LabelProblem> {
    let target: ControllerID
    switch state.hierarchy.controller(labelled: label) {
    case .neverMade: return .failure(.neverMade)
    case .removed: return .failure(.removed)
    case .alive(let id): target = id
    }
    guard let role = TargetRole(of: event) else { return .failure(.notA(.controller)) }
    let nodes = state.hierarchy.nodes
    func position(where include: (Hierarchy.Node) -> Bool) -> Result<Int, LabelProblem> {
      guard include(nodes[target.index]) else { return .failure(.notA(role)) }
      return .success(nodes[..<target.index].lazy.filter(include).count)
    }
    switch role {
    case .controller: return .success(target.index)
    case .navigation: return position { $0.controller.kind == .navigation }
    case .tabBar: return position { $0.controller.kind == .tabBar }
    case .presented: return position { $0.presenter != noIndex }
    case .window: return .failure(.notA(.window))
    case .scene: return .failure(.notA(.scene))
    case .action(let name):
      guard let host,
        let position = withHostContext(
          appMask: .allOrientations,
          { host.actionPosition(of: name, controller: target.rawValue, context: $0) })
      else { return .failure(.notA(role)) }
      return .success(position)
    }
  }

  /// The `position`-th controller that satisfies `include`, counted exactly: `nil` past the last.
  @inlinable
  static func exactController(
    _ position: Int, in nodes: [Hierarchy.Node], where include: (Hierarchy.Node) -> Bool
  ) -> ControllerID? {
    guard position >= 0 else { return nil }
    var wanted = position
    for index in nodes.indices where include(nodes[index]) {
      if wanted == 0 { return ControllerID(index) }
      wanted -= 1
    }
    return nil
  }

  /// Skips the event `source` for want of its controller: `reason` when it counts modulo (no
  /// controller qualifies), else the exact position past the last, with how many there are.
  @inlinable @inline(never)
  mutating func missingTarget(
    into out: inout Step, _ source: EventSource, _ origin: StepOrigin, otherwise reason: SkipReason
  ) {
    guard reference == .exact, let role = TargetRole(of: source.event),
      let position = source.event.targetPosition
    else { return skip(into: &out, source, origin: origin, reason) }
    let nodes = state.hierarchy.nodes
    let count: Int
    switch role {
    case .controller: count = nodes.count
    case .navigation: count = nodes.lazy.filter { $0.controller.kind == .navigation }.count
    case .tabBar: count = nodes.lazy.filter { $0.controller.kind == .tabBar }.count
    case .presented: count = nodes.lazy.filter { $0.presenter != noIndex }.count
    case .window: count = state.hierarchy.windows.count
    case .scene: count = state.hierarchy.sceneCount
    case .action: return skip(into: &out, source, origin: origin, reason)
    }
    if count == 0 { return skip(into: &out, source, origin: origin, reason) }
    skip(into: &out, source, origin: origin, .noSuchPosition(position, count: count, role: role))
  }
}

extension Event {
  /// The position of the controller (or window, or scene) the event acts on, if it names one.
  public var targetPosition: Int? {
    switch self {
    case .push(_, let position), .pop(let position), .popToRoot(let position),
      .setViewControllers(_, let position), .selectTab(_, let position),
      .present(_, _, let position, _), .dismiss(let position, _),
      .cancelInteractiveDismiss(let position), .beginInteractiveDismiss(let position),
      .presentAlert(let position),
      .makeKeyWindow(let position), .removeWindow(let position), .declare(_, let position),
      .action(_, let position), .disconnectScene(let position):
      position
    default: nil
    }
  }

  /// The same event acting on the controller (or window) at `position`; unchanged when it
  /// names none.
  public func withTarget(_ position: Int) -> Event {
    switch self {
    case .push(let spec, _): .push(spec, navigation: position)
    case .pop: .pop(navigation: position)
    case .popToRoot: .popToRoot(navigation: position)
    case .setViewControllers(let stack, _): .setViewControllers(stack, navigation: position)
    case .selectTab(let selection, _): .selectTab(selection, tabBar: position)
    case .present(let spec, let style, _, let animated):
      .present(spec, style: style, from: position, animated: animated)
    case .dismiss(_, let animated): .dismiss(presented: position, animated: animated)
    case .cancelInteractiveDismiss: .cancelInteractiveDismiss(presented: position)
    case .beginInteractiveDismiss: .beginInteractiveDismiss(presented: position)
    case .presentAlert: .presentAlert(from: position)
    case .makeKeyWindow: .makeKeyWindow(position)
    case .removeWindow: .removeWindow(position)
    case .declare(let declared, _): .declare(declared, controller: position)
    case .action(let name, _): .action(name, controller: position)
    case .disconnectScene: .disconnectScene(scene: position)
    default: self
    }
  }
}

extension DeclaredAnswers {
  /// These answers with the ones `other` declares put over them: what a `declare` that keeps
  /// the answers it does not name leaves.
  public func overridden(by other: DeclaredAnswers) -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: other.supportedInterfaceOrientations
        ?? supportedInterfaceOrientations,
      shouldAutorotate: other.shouldAutorotate ?? shouldAutorotate,
      preferredInterfaceOrientationForPresentation: other
        .preferredInterfaceOrientationForPresentation
        ?? preferredInterfaceOrientationForPresentation,
      prefersStatusBarHidden: other.prefersStatusBarHidden ?? prefersStatusBarHidden,
      preferredStatusBarStyle: other.preferredStatusBarStyle ?? preferredStatusBarStyle,
      forbidsInteractivePop: other.forbidsInteractivePop ?? forbidsInteractivePop)
  }
}
