internal import OrientationSpec

/// A call the app made of UIKit, waiting to be applied.
@MainActor
enum AppCall {
  case present(UIViewController, from: UIViewController, animated: Bool)
  case dismiss(UIViewController, animated: Bool)
  case push(UIViewController, onto: UINavigationController)
  case pop(UINavigationController)
  case popToRoot(UINavigationController)
  case popTo(UIViewController, in: UINavigationController)
  case setStack([UIViewController], of: UINavigationController)
  case select(Int, in: UITabBarController)
  case setDeviceOrientation(DeviceOrientation)
  case attemptRotation
  /// From a controller in `scene` (`nil`: no scene known, the key window's).
  case updateSupportedOrientations(scene: Int?)
  case geometryRequest(InterfaceOrientationMask, scene: Int?)
  case makeKey(UIWindow)
}

/// A queued call with what the app asked to run once UIKit applied it.
@MainActor
struct QueuedCall {
  var call: AppCall
  var completion: (() -> Void)?
  var errorHandler: ((any Error) -> Void)?
  /// The run-loop turn it was made in (``AppSession/turn``).
  var turn: UInt64 = 0
}

extension AppSession {
  /// Queues `call`: UIKit applies it when the app's code returns, in the order the app made it.
  func enqueue(
    _ call: AppCall, completion: (() -> Void)? = nil,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    pendingCalls.append(
      QueuedCall(call: call, completion: completion, errorHandler: errorHandler, turn: turn))
  }

  /// The event the next queued call makes in the state `context` shows, dropping calls UIKit
  /// ignores there (dismissing what is not presented, presenting from a controller that is not
  /// shown); `nil` once none is left.
  func nextCallEvent(_ context: HostContext<UIKitApp>) -> Event? {
    while !pendingCalls.isEmpty {
      let queued = pendingCalls.removeFirst()
      pendingBindings.removeAll()
      serialsBeforeLastCall = context.nextSerial
      if let event = event(for: queued.call, context) {
        lastCall = queued
        return coalescedSets(after: queued, context) ?? event
      }
    }
    return nil
  }

  /// When the turn's sets coalesce (``Assumptions/DeviceOrientationSets/lastApplies``), the
  /// `UIDevice` orientation sets that follow `queued`, a set, in the same turn, taken from the
  /// queue with it as one event; `nil` for a lone set, or when each set applies at once (each is
  /// then an event of its own, as UIKit applies it).
  func coalescedSets(after queued: QueuedCall, _ context: HostContext<UIKitApp>) -> Event? {
    guard case .setDeviceOrientation(let first) = queued.call,
      context.assumptions.deviceOrientationSetsInOneTurn == .lastApplies
    else { return nil }
    var poses = [first]
    while let next = pendingCalls.first, next.turn == queued.turn,
      case .setDeviceOrientation(let pose) = next.call
    {
      poses.append(pose)
      pendingCalls.removeFirst()
    }
    return poses.count > 1 ? .setDeviceOrientations(poses) : nil
  }

  /// The event `call` makes, or `nil` when UIKit ignores it in this state.
  func event(for call: AppCall, _ context: HostContext<UIKitApp>) -> Event? {
    switch call {
    case .present(let presented, let presenter, let animated):
      guard let from = index(of: presenter, in: context), !isShown(presented, context) else {
        return nil
      }
      let spec = pendingSpec(for: presented, context)
      return .present(
        spec, style: spec.controller.modalPresentationStyle, from: Int(from), animated: animated)
    case .dismiss(let controller, let animated):
      guard let target = dismissalTarget(of: controller, context) else { return nil }
      return .dismiss(presented: position(of: target, context) { $0.presenter != nil }, animated: animated)
    case .push(let pushed, let navigation):
      guard let index = index(of: navigation, in: context), !isShown(pushed, context) else {
        return nil
      }
      return .push(pendingSpec(for: pushed, context), navigation: navigationPosition(index, context))
    case .pop(let navigation):
      return index(of: navigation, in: context).map { .pop(navigation: navigationPosition($0, context)) }
    case .popToRoot(let navigation):
      return index(of: navigation, in: context).map {
        .popToRoot(navigation: navigationPosition($0, context))
      }
    case .popTo(let controller, let navigation):
      // One pop at a time, until the controller is the top.
      guard let index = index(of: navigation, in: context),
        let top = context.controller(index).topViewController,
        let target = self.index(of: controller, in: context), top.arenaIndex != target,
        context.controller(target).parent?.arenaIndex == index
      else { return nil }
      pendingCalls.insert(QueuedCall(call: call), at: 0)
      return .pop(navigation: navigationPosition(index, context))
    case .setStack(let stack, let navigation):
      guard let index = index(of: navigation, in: context) else { return nil }
      var specs: [ControllerSpec] = []
      var instances: [UIViewController] = []
      for controller in stack { specs.append(spec(for: controller, collecting: &instances)) }
      expectBindings(instances, context)
      return .setViewControllers(specs, navigation: navigationPosition(index, context))
    case .select(let tab, let tabBar):
      guard let index = index(of: tabBar, in: context), tab != NSNotFound else { return nil }
      return .selectTab(
        .index(tab), tabBar: position(of: index, context) { $0.kind == .tabBar })
    case .setDeviceOrientation(let pose): return .setDeviceOrientation(pose)
    case .attemptRotation: return .attemptRotationToDeviceOrientation
    case .updateSupportedOrientations(let scene):
      // With one scene, the event a session without scenes has.
      guard context.hierarchy.hasScenes, let scene else {
        return .setNeedsUpdateOfSupportedInterfaceOrientations
      }
      return .updateSceneSupportedInterfaceOrientations(scene: scene)
    case .geometryRequest(let mask, let scene):
      guard context.hierarchy.hasScenes, let scene else { return .requestGeometryUpdate(mask) }
      return .requestSceneGeometryUpdate(mask, scene: scene)
    case .makeKey(let window):
      if let shown = window.shownIndex { return .makeKeyWindow(shown) }
      guard let root = window.detachedRoot, !isShown(root, context) else { return nil }
      return .showWindow(
        pendingSpec(for: root, context), level: Int(window.windowLevel.rawValue), makeKey: true)
    }
  }

  /// Settles the last call after its event's `step`: binds what it made, runs its error
  /// handler where UIKit calls it, and keeps its completion for after the lifecycle calls.
  func settleLastCall(after step: borrowing Step, _ context: HostContext<UIKitApp>) {
    guard let queued = lastCall else { return }
    lastCall = nil
    let made = context.nextSerial != serialsBeforeLastCall
    if made { bindPending(context) }
    pendingBindings.removeAll()
    if case .makeKey(let window) = queued.call, made, window.shownIndex == nil {
      window.sessionNumber = number
      windows.append(window)
    }
    if case .geometryRequest(let mask, _) = queued.call, let errorHandler = queued.errorHandler,
      Self.refusesGeometryRequest(mask, step: step, app: context.app)
    {
      let text =
        Warning.geometryRequestRefused(requested: mask, supported: step.allowed).uikitText ?? ""
      completions.append {
        errorHandler(
          NSError(
            domain: UISceneErrorDomain, code: 101, userInfo: [NSLocalizedDescriptionKey: text]))
      }
    }
    if let completion = queued.completion { completions.append(completion) }
  }

  /// Whether UIKit handed a geometry request for `mask` an error (E5, R18): from iOS 16, when
  /// none of the requested orientations is allowed (a resizable app's request on iOS 27 is
  /// refused silently).
  static func refusesGeometryRequest(
    _ mask: InterfaceOrientationMask, step: borrowing Step, app: AppConfiguration
  ) -> Bool {
    guard step.skipped == nil, app.osVersion.major >= 16,
      !(app.supportsMultitasking && app.osVersion.major >= 27)
    else { return false }
    return !mask.isEmpty && mask.intersection(step.allowed).isEmpty
  }

  // MARK: Positions and targets

  /// `index`'s position among the controllers `include` counts, in arena order: what an event
  /// names it by.
  func position(
    of index: Int32, _ context: HostContext<UIKitApp>, where include: (ControllerShape) -> Bool
  ) -> Int {
    var position = 0
    for other in 0..<index where include(ControllerShape(context, other)) { position += 1 }
    return position
  }

  func navigationPosition(_ index: Int32, _ context: HostContext<UIKitApp>) -> Int {
    position(of: index, context) { $0.kind == .navigation }
  }

  /// What `dismiss(animated:)` on `controller` removes: what it (or its container) presents,
  /// else the presented controller it is in (UIKit asks the presenter to dismiss it).
  func dismissalTarget(of controller: UIViewController, _ context: HostContext<UIKitApp>)
    -> Int32?
  {
    guard let index = index(of: controller, in: context) else { return nil }
    let handle = context.controller(index)
    if let presented = handle.presentedViewController { return presented.arenaIndex }
    var layer = handle
    while let parent = layer.parent { layer = parent }
    return ControllerShape(context, layer.arenaIndex).presenter != nil ? layer.arenaIndex : nil
  }

  /// Whether `controller` is bound to a controller of the hierarchy now (presenting or pushing
  /// it again raises in UIKit; the model ignores the call).
  func isShown(_ controller: UIViewController, _ context: HostContext<UIKitApp>) -> Bool {
    index(of: controller, in: context) != nil
  }
}

/// A controller's shape, read from the hierarchy a host context shows.
@MainActor
struct ControllerShape {
  let kind: ControllerKind
  let presenter: ControllerID?

  init(_ context: HostContext<UIKitApp>, _ index: Int32) {
    let id = ControllerID(Int(index))
    kind = context.hierarchy[id].kind
    presenter = context.hierarchy.presenter(of: id)
  }
}
