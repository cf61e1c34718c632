/// One window's decision: the app mask, the decider and the decider's answers.
extension Evaluation {
  /// The app mask, the decider and its answers for one window (R1–R8, R23).
  @inlinable
  mutating func decide(_ window: WindowID) -> WindowDecision {
    // A multitasking app supports every orientation: its plist says so, nothing else is asked (R23).
    let multitasking = AppConfiguration.supportsMultitasking(appAddress)
    let (appMask, source) =
      multitasking
      ? AppConfiguration.plistMask(appAddress, emptyPlistList: assumptions.emptyPlistList)
      : self.appMask(window)
    let device = assumptions.deviceSupportedOrientations
    var decision = WindowDecision(
      window: window, decider: nil, appMask: appMask, appMaskSource: source, supported: nil,
      shouldAutorotate: nil, preferred: nil, allowed: appMask.intersection(device),
      multitasking: false)
    guard let root = hierarchy.windows[window.index].root else {
      apply(.r2)
      return decision
    }
    if multitasking {
      apply(.r23)
      if app.osVersion.major >= 26 { apply(.r24) }
      decision.multitasking = true
      return decision
    }
    apply(.r1)
    let nodes = context.pointee.nodes
    if traces, nodes[root.index].presented != noIndex { apply(.r3) }
    let decider = System.decider(
      from: root, app: appAddress, interfaceOrientation: current,
      assumptions: assumptionsAddress
    ) { nodes[Int($0)] }
    decision.decider = decider
    context.pointee.appMask = appMask
    let controller = handle(decider)
    // Tested only when rules are recorded: the kind's tests were calls at every window.
    if traces {
      if controller.kind.isContainer { apply(.r4) }
      if controller.kind == .alert { apply(.r28) }
    }
    let supported = controller.supportedInterfaceOrientations
    // From iOS 16 shouldAutorotate "is no longer supported": UIKit does not ask it (A30, I21).
    let autorotates: Bool? =
      app.osVersion.major <= 15 || assumptions.shouldAutorotateSuppressesExceptionOnIOS16
      ? controller.shouldAutorotate : nil
    if context.pointee.askedAlert { apply(.r28) }
    if context.pointee.usedInherited { apply(.r8) }
    decision.supported = supported
    decision.shouldAutorotate = autorotates
    decision.allowed = appMask.intersection(supported).intersection(device)
    apply(.r7)
    return decision
  }

  /// The app delegate's answer, else the scene delegate's (iOS 27+), else the plist, else the
  /// idiom's default (R5, R6); the scene delegate's first under
  /// ``Assumptions/sceneDelegateOverridesAppDelegate``.
  @inlinable @inline(__always)
  mutating func appMask(_ window: WindowID) -> (InterfaceOrientationMask, AppMaskSource) {
    apply(.r5)
    // A scene delegate's `supportedInterfaceOrientations(for:)` exists from iOS 27 (A14).
    let asksScene = app.osVersion.major >= 27
    if asksScene, assumptions.sceneDelegateOverridesAppDelegate,
      let sceneAnswer = sceneDelegateMask(window)
    {
      return (sceneAnswer, .sceneDelegate)
    }
    let handle = WindowHandle(context: context, index: window.rawValue, depth: 0)
    if !context.pointee.faulted,
      let delegate = context.pointee.resolverAddress.pointee
        .applicationSupportedInterfaceOrientations(for: handle)
    {
      if delegate.isEmpty {
        apply(.r6)
        warn(.emptyMask(nil, .applicationSupportedInterfaceOrientations))
      }
      return (delegate, .appDelegate)
    }
    if asksScene, !assumptions.sceneDelegateOverridesAppDelegate,
      let sceneAnswer = sceneDelegateMask(window)
    {
      return (sceneAnswer, .sceneDelegate)
    }
    let plist = AppConfiguration.effectivePlist(of: appAddress)
    if plist.isEmpty {
      apply(.r6)
      warn(.emptyPlistList)
    }
    guard plist.isPresent, !plist.isEmpty || assumptions.emptyPlistList != .likeMissingKey else {
      return (app.idiom.defaultOrientations, .idiomDefault)
    }
    return (plist.mask, .infoPlist)
  }

  /// What the scene delegate of `window`'s scene answers (`supportedInterfaceOrientations(for:)`,
  /// iOS 27+, A14), through the resolver; `nil` when it does not implement it.
  @inlinable
  mutating func sceneDelegateMask(_ window: WindowID) -> InterfaceOrientationMask? {
    guard !context.pointee.faulted else { return nil }
    let handle = WindowHandle(context: context, index: window.rawValue, depth: 0)
    guard
      let answer = context.pointee.resolverAddress.pointee
        .windowSceneSupportedInterfaceOrientations(for: handle)
    else { return nil }
    if answer.isEmpty {
      apply(.r6)
      warn(.emptyMask(nil, .windowSceneSupportedInterfaceOrientations))
    }
    return answer
  }
}
