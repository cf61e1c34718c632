internal import OrientationSpec

/// The session as the runner drives it (``SessionHost``) and as UIKit's questions reach it.
extension AppSession {
  /// The session starts in the state `context` shows: the app's delegate and windows are made,
  /// and the first hierarchy's controllers load their views (see `AppSession+History`).
  func start(_ context: HostContext<UIKitApp>) {
    MainActor.preconditionIsolated(
      "UIKitModel runs an app's classes on the main actor: call the check from @MainActor code")
    Self.current = self
    app.resetState?()
    withAnchor(context) {
      instances.reserveCapacity(Int(context.nextSerial) + 32)
      takeSpareBuffers()
      shown.reserveCapacity(32)
      shownScratch.reserveCapacity(32)
      makeWindows(context)
      let delegate = app.makeAppDelegate?()
      appDelegate = delegate
      if let delegate, let key = context.hierarchy.keyWindow {
        delegate.window = windows[key.index]
      }
      // Each scene's instance, made now rather than when first reached.
      _ = windowScene(context.hierarchy.sceneCount - 1)
      toldOrientation = context.interfaceOrientation
      if !context.hierarchy.scenes.isEmpty { syncWindowScenes(context) }
      // The scenes' delegates, made for the session: the session starts with its scenes
      // connected (as it starts launched: no `scene(_:willConnectTo:options:)`).
      if app.makeSceneDelegate != nil { _ = connectedWindowScenes }
      var ignored: [(UINavigationController, UIViewController)] = []
      newNavigationTops(context, into: &ignored)
      loadFirstViews(context)
    }
  }

  /// After `step`: settles the app's last call, tells the app's controllers what UIKit did, runs
  /// the completion handlers due, and returns the event of the app's next call.
  func next(after step: borrowing Step, _ context: HostContext<UIKitApp>) -> Event? {
    withAnchor(context) {
      react(after: step, context)
      return nextCallEvent(context)
    }
  }

  /// After `step`, when the runner applies more of its event before the app's next call (the
  /// later sets of one turn's `UIDevice` orientation sets): what ``next(after:_:)`` does but
  /// handing out a call.
  func settle(after step: borrowing Step, _ context: HostContext<UIKitApp>) {
    withAnchor(context) { react(after: step, context) }
  }

  /// Settles the app's last call and tells the app's controllers and scene delegates what UIKit
  /// did in `step`.
  func react(after step: borrowing Step, _ context: HostContext<UIKitApp>) {
    settleLastCall(after: step, context)
    settleHistory(after: step)
    reconcileWindows(after: step, context)
    reconcileScenes(after: step, context)
    tellInteractiveDismissalBegan(context)
    tellLifecycle(context, after: step)
    tellInteractiveDismissalFinished(context)
    tellCancelledDismissal(context, after: step)
    tellTabSelection(after: step, context)
    tellDisconnections()
    runCompletions()
    releaseRemovedInstances(context)
  }

  /// After `step`, which made controllers, before it is observed: the windows it showed and the
  /// new controllers' instances are made now (as its first question reaching one would), not
  /// in the steps after it (``next(after:_:)`` finds them made).
  func controllersMade(by step: borrowing Step, _ context: HostContext<UIKitApp>) {
    withAnchor(context) {
      // The app's own window, when the last call showed it (as `settleLastCall` adds it).
      if let queued = lastCall, case .makeKey(let window) = queued.call,
        context.nextSerial != serialsBeforeLastCall, window.shownIndex == nil
      {
        window.sessionNumber = number
        windows.append(window)
      }
      reconcileWindows(after: step, context)
      bindNewControllers(context)
    }
  }

  /// Which controller an action event names among those whose instance has the action.
  enum ActionTarget {
    /// The `position`-th, modulo their number (generated sessions).
    case modulo(Int)
    /// The `position`-th exactly (a scenario file).
    case exactly(Int)
    /// Not performed: the position of the controller at this arena index among them.
    case position(of: Int32)
  }

  /// Runs the app's action `name` on the controller `target` names among those whose instance
  /// has it; `nil` when it ran, else how many have it (for ``ActionTarget/position(of:)``, the
  /// position found, nothing run, or `nil` when that controller's instance has no such action).
  func perform(action name: String, _ target: ActionTarget, _ context: HostContext<UIKitApp>)
    -> Int?
  {
    guard let action = app.actions.first(where: { $0.name == name }) else {
      if case .position = target { return nil }
      return 0
    }
    return withAnchor(context) {
      bindNewControllers(context)
      var targets: [UIViewController] = []
      for index in 0..<Int32(context.hierarchy.count) {
        if let instance = instance(at: index, context), action.accepts(instance) {
          if case .position(of: index) = target { return targets.count }
          targets.append(instance)
        }
      }
      switch target {
      case .position: return nil
      case .modulo(let position):
        guard !targets.isEmpty else { return 0 }
        action.perform(targets[((position % targets.count) + targets.count) % targets.count])
      case .exactly(let position):
        guard targets.indices.contains(position) else { return targets.count }
        action.perform(targets[position])
      }
      return nil
    }
  }

  /// The session ended: nothing of it answers any more.
  func end() {
    if Self.current === self {
      anchor = nil
      leaveBuffers()
      Self.current = nil
    } else {
      parked.anchor = nil
    }
  }

  /// Runs `body` with `context` as what the app's code sees, watched by the stack guard.
  func withAnchor<Result>(_ context: HostContext<UIKitApp>, _ body: () -> Result) -> Result {
    let outer = anchor
    if outer == nil {
      guardrail.begin()
      turn &+= 1
    }
    anchor = context.controller(0)
    defer {
      anchor = outer
      if outer == nil { guardrail.end() }
    }
    return body()
  }

  /// Keeps the windows in step with the hierarchy's after a session event showed or removed one.
  func reconcileWindows(after step: borrowing Step, _ context: HostContext<UIKitApp>) {
    let count = context.hierarchy.windows.count
    if windows.count > count, case .removeWindow(let position) = step.event {
      windows.remove(at: ((position % windows.count) + windows.count) % windows.count)
    }
    if windows.count > count, case .disconnectScene(let position) = step.event {
      // Counted as the runner counted it, among the scenes before the step.
      let scenes = context.hierarchy.sceneCount + 1
      let gone = ((position % scenes) + scenes) % scenes
      removeWindows(ofScene: gone)
    }
    while windows.count < count {
      let window = UIWindow()
      window.sessionNumber = number
      windows.append(window)
    }
    if windows.count > count { windows.removeLast(windows.count - count) }
  }

  /// A window for each of the hierarchy's, in its list (kept from the last session).
  func makeWindows(_ context: HostContext<UIKitApp>) {
    windows.removeAll(keepingCapacity: true)
    for _ in context.hierarchy.windows {
      let window = UIWindow()
      window.sessionNumber = number
      windows.append(window)
    }
  }

  /// The window at `index` of the hierarchy. A window the running step added (a scene that
  /// connects, a window shown) gets its instance when first reached, as ``reconcileWindows(after:_:)``
  /// would make it after the step: its controllers' `view.window` is known while UIKit asks them.
  func window(at index: Int) -> UIWindow? {
    if windows.indices.contains(index) { return windows[index] }
    guard index >= 0, let count = anchor?.hostContext.hierarchy.windows.count, index < count
    else { return nil }
    while windows.count <= index {
      let window = UIWindow()
      window.sessionNumber = number
      windows.append(window)
    }
    return windows[index]
  }

  /// Notes something the app's code did that the model does not apply (see UIKitModel.md).
  func noteUnmodelled(_ what: String) {
    if !unmodelled.contains(what) { unmodelled.append(what) }
  }

  // MARK: UIKit's questions

  /// The handle of `instance`'s controller in the context `asker` looks at, one question
  /// deeper; `nil` for no instance or one not on the session's hierarchy.
  static func handle(
    of instance: UIViewController?, asking asker: ControllerHandle<UIKitApp>
  ) -> ControllerHandle<UIKitApp>? {
    guard let instance, Running.state.number != 0 else { return nil }
    let context = asker.hostContext
    guard let index = index(of: instance, in: context), index >= 0 else { return nil }
    return context.controller(index, depth: asker.questionDepth + 1)
  }

  /// Asks `body` of the instance of `handle`'s controller, with `handle` as what the app's code
  /// sees and `question` as what a loop found there is named by.
  static func ask<Answer>(
    _ handle: ControllerHandle<UIKitApp>, _ question: Question,
    _ body: (UIViewController) -> Answer
  ) -> Answer {
    // In a session (the state of none has number 0): ``withQuestion(anchor:_:_:)`` on the
    // running state in place, the session object untouched.
    guard Running.state.number != 0 else {
      return withQuestion(anchor: handle, question) { _ in body(instance(for: handle)) }
    }
    let outer = Running.state.anchor
    let outerQuestion = Running.state.question
    if outer == nil { Running.state.guardrail.begin() }
    Running.state.anchor = handle
    Running.state.question = question
    defer {
      Running.state.anchor = outer
      Running.state.question = outerQuestion
      if outer == nil { Running.state.guardrail.end() }
    }
    return body(instance(for: handle))
  }

  /// The back-swipe's answer for the navigation controller `instance`: its recognizer's
  /// delegate's, when it has one that implements `gestureRecognizerShouldBegin(_:)`; else UIKit's
  /// own (R27).
  static func gestureShouldBegin(
    _ instance: UIViewController, _ handle: ControllerHandle<UIKitApp>
  ) -> Bool {
    guard let navigation = instance as? UINavigationController,
      let recognizer = navigation.interactivePopGestureRecognizer
    else { return handle.uikitAllowsInteractivePop }
    guard recognizer.isEnabled else { return false }
    if let delegate = recognizer.delegate,
      let answer = OptionalRequirement.answer({ delegate.gestureRecognizerShouldBegin(recognizer) })
    {
      return answer
    }
    return handle.uikitAllowsInteractivePop
  }

  /// The scene delegate's answer for `window`'s scene (`supportedInterfaceOrientations(for:)`,
  /// iOS 27+), or `nil` when it does not implement it. An app described without a scene
  /// delegate answers what the session's configuration declares (a scenario's `scene …
  /// delegate` line).
  static func askSceneDelegate(_ window: WindowHandle<UIKitApp>) -> InterfaceOrientationMask? {
    guard window.hostContext.resolver.makeSceneDelegate != nil else {
      return window.declaredSceneDelegateOrientations
    }
    return withQuestion(
      anchor: window.hostContext.controller(0), .windowSceneSupportedInterfaceOrientations
    ) { session in
      let scene = session.windowScene(window.scene)
      guard let delegate = scene.delegate as? any UIWindowSceneDelegate else { return nil }
      return OptionalRequirement.answer { delegate.supportedInterfaceOrientations(for: scene) }
    }
  }

  /// The app delegate's answer for `window`, or `nil` when it does not implement the method. An
  /// app described without an app delegate answers what the session's configuration declares
  /// (a scenario's `delegate` line).
  static func askDelegate(_ window: WindowHandle<UIKitApp>) -> InterfaceOrientationMask? {
    guard window.hostContext.resolver.makeAppDelegate != nil else {
      return window.declaredAppDelegateOrientations
    }
    return withQuestion(anchor: window.hostContext.controller(0), .supportedInterfaceOrientations) {
      session in
      guard let delegate = session.appDelegate else { return nil }
      let uiWindow = session.window(at: window.id.index)
      return OptionalRequirement.answer {
        delegate.application(UIApplication.shared, supportedInterfaceOrientationsFor: uiWindow)
      }
    }
  }

  /// Runs `body` with `anchor` as what the app's code sees. Outside a session (a single
  /// hierarchy resolved with `System.resolve`), an implicit session lasts the outermost question:
  /// its instances are made afresh for it.
  static func withQuestion<Answer>(
    anchor handle: ControllerHandle<UIKitApp>, _ question: Question,
    _ body: (AppSession) -> Answer
  ) -> Answer {
    let implicit = current == nil
    let session = current ?? AppSession(app: handle.hostContext.resolver)
    if implicit {
      current = session
      session.prepareImplicit(handle.hostContext)
    }
    let outer = session.anchor
    let outerQuestion = session.question
    if outer == nil {
      session.guardrail.begin()
      session.turn &+= 1
    }
    session.anchor = handle
    session.question = question
    defer {
      session.anchor = outer
      session.question = outerQuestion
      if outer == nil { session.guardrail.end() }
      if implicit { session.end() }
    }
    return body(session)
  }

  /// An implicit session's windows and app delegate.
  func prepareImplicit(_ context: HostContext<UIKitApp>) {
    takeSpareBuffers()
    makeWindows(context)
    appDelegate = app.makeAppDelegate?()
    loadViewsAsShown(context)
  }
}
