/// UIKit's part of orientation: who is asked, which masks are intersected, what is chosen, what crashes.
///
/// The System is the same for every resolver; a resolver only answers the
/// questions UIKit asks app controllers and the app delegate.
public enum System {
  /// Evaluates `hierarchy` as UIKit does at `trigger`, asking `resolver`, and returns what it decided.
  ///
  /// - Parameters:
  ///   - interfaceOrientation: the interface orientation before the evaluation.
  ///   - deviceOrientation: the device's pose; by default the pose matching the interface.
  @inlinable
  public static func resolve<Resolver: OrientationResolver>(
    _ hierarchy: Hierarchy, in app: AppConfiguration, resolver: Resolver,
    interfaceOrientation: InterfaceOrientation = .portrait,
    deviceOrientation: DeviceOrientation? = nil,
    trigger: EvaluationTrigger = .rootInstalled,
    assumptions: Assumptions = .default
  ) -> Resolution {
    ResolutionContext.with(
      resolver: resolver, hierarchy: hierarchy, app: app, assumptions: assumptions,
      interfaceOrientation: interfaceOrientation,
      deviceOrientation: deviceOrientation ?? interfaceOrientation.deviceOrientation
    ) { context in
      var evaluation = Evaluation(context: context, trigger: trigger)
      return evaluation.run()
    }
  }

  /// What a geometry request asks for, for ``EvaluationTrigger/geometryRequest`` (R18).
  @inlinable
  public static func resolveGeometryRequest<Resolver: OrientationResolver>(
    _ requested: InterfaceOrientationMask, in hierarchy: Hierarchy, app: AppConfiguration,
    resolver: Resolver, interfaceOrientation: InterfaceOrientation,
    deviceOrientation: DeviceOrientation? = nil, assumptions: Assumptions = .default
  ) -> Resolution {
    ResolutionContext.with(
      resolver: resolver, hierarchy: hierarchy, app: app, assumptions: assumptions,
      interfaceOrientation: interfaceOrientation,
      deviceOrientation: deviceOrientation ?? interfaceOrientation.deviceOrientation
    ) { context in
      var evaluation = Evaluation(context: context, trigger: .geometryRequest)
      evaluation.requestedMask = requested
      return evaluation.run()
    }
  }
}

/// One run of ``System/resolve(_:in:resolver:interfaceOrientation:deviceOrientation:trigger:assumptions:)``.
@usableFromInline
struct Evaluation<Resolver: OrientationResolver> {
  @usableFromInline
  let context: UnsafeMutablePointer<ResolutionContext<Resolver>>
  @usableFromInline
  let trigger: EvaluationTrigger
  @usableFromInline
  var rules: AppliedRules

  /// At `.rootInstalled`, the window whose root was installed; `nil` means every window.
  @usableFromInline
  var installedWindow: WindowID?
  /// A presented controller whose view enters the window and is asked on its own (an alert, R10, R28).
  @usableFromInline
  var entering: ControllerID?
  /// What a geometry request asks for (R18).
  @usableFromInline
  var requestedMask: InterfaceOrientationMask
  /// Whether the evaluation may move the orientation (a window that does not set it may be installed).
  @usableFromInline
  var movesOrientation: Bool
  /// The orientation window's app mask when UIKit last asked it outside a query, if it did: a
  /// device rotation that finds another checks E1 under ``Assumptions/delegateMaskChangeCheck``.
  @usableFromInline
  var appMaskAskedBefore: InterfaceOrientationMask?
  /// What a run of sessions reuses (the boxes for a crash's rare values, the buffer for several
  /// windows' decisions), if the evaluation is part of one.
  @usableFromInline
  var scratch: UnsafeMutablePointer<SessionScratch>?

  @inlinable
  init(context: UnsafeMutablePointer<ResolutionContext<Resolver>>, trigger: EvaluationTrigger) {
    self.context = context
    self.trigger = trigger
    // The defaults, set here rather than as initial values: those are calls from another module.
    rules = AppliedRules()
    installedWindow = nil
    entering = nil
    requestedMask = InterfaceOrientationMask(rawValue: 0)
    movesOrientation = true
    appMaskAskedBefore = nil
    scratch = nil
    current = context.pointee.interfaceOrientation
    hierarchyAddress = context.pointee.hierarchyAddress
    appAddress = context.pointee.appAddress
    assumptionsAddress = context.pointee.assumptionsAddress
    traces = context.pointee.traces
  }

  /// The context's borrowed values, read in place: a copy retains each array they hold. Pass the
  /// addresses, or single fields, to what needs them, never the values whole (that copies them).
  @usableFromInline
  let hierarchyAddress: UnsafePointer<Hierarchy>
  @usableFromInline
  let appAddress: UnsafePointer<AppConfiguration>
  @usableFromInline
  let assumptionsAddress: UnsafePointer<Assumptions>
  @inlinable
  var hierarchy: Hierarchy { unsafeAddress { hierarchyAddress } }
  @inlinable
  var app: AppConfiguration { unsafeAddress { appAddress } }
  @inlinable
  var assumptions: Assumptions { unsafeAddress { assumptionsAddress } }
  /// The orientation before the evaluation.
  @usableFromInline
  let current: InterfaceOrientation

  /// Whether rules and warnings are recorded: the context's, read once (it is set before the
  /// evaluation starts).
  @usableFromInline
  let traces: Bool

  @inlinable @inline(__always)
  mutating func apply(_ rule: Rule) {
    guard traces else { return }
    rules.insert(rule)
  }

  @inlinable
  mutating func warn(_ warning: Warning) {
    guard traces else { return }
    context.pointee.log.pointee.warn(warning)
  }

  @inlinable
  func handle(_ id: ControllerID) -> ControllerHandle<Resolver> {
    ControllerHandle(context: context, index: id.rawValue, depth: 0)
  }

  /// Evaluates; with `keepsWindows` false, `windows` stays empty (only the orientation window's
  /// decision is kept) and nothing is allocated for the decisions.
  @inlinable
  mutating func run(keepsWindows: Bool = true) -> Resolution {
    let count = hierarchy.windows.count
    let window: WindowID
    if count == 1 {
      window = WindowID(0)
    } else {
      // Several windows, of which only the orientation window may need a decision.
      let orientationWindow = System.orientationWindow(
        in: hierarchyAddress, choosing: assumptions.orientationWindow)
      guard let only = decidesOnly(orientationWindow, keepsWindows: keepsWindows) else {
        return run(windows: count, keepsWindows: keepsWindows, orientationWindow: orientationWindow)
      }
      window = only
    }
    // One decision: without a temporary allocation, and with the decision passed as an
    // argument's address rather than through a closure (whose result was copied out whole).
    // The back-swipe's walk down the hierarchy first: its loads, one after the other, overlap
    // with the decision's work instead of ending the evaluation.
    let navigation = innermostNavigation(in: window)
    var decision = decide(window)
    return run(
      &decision, count: 1, keepsWindows: keepsWindows, navigation: navigation,
      orientationWindow: window)
  }

  /// ``run(keepsWindows:)`` with several windows, their decisions in a temporary allocation. Kept
  /// out of line: merged with the single window's path, each result was copied out twice.
  @inlinable @inline(never)
  mutating func run(windows count: Int, keepsWindows: Bool, orientationWindow: WindowID?)
    -> Resolution
  {
    let navigation = orientationWindow.map { innermostNavigation(in: $0) } ?? noIndex
    if let scratch, count > Self.windowsOnTheStack {
      // Past what fits on the stack, a run of sessions decides the windows in the storage's
      // reused buffer: a temporary allocation larger than 1 KB is made on the heap.
      var decisions: [WindowDecision] = []
      swap(&decisions, &scratch.pointee.decisions)
      defer { swap(&decisions, &scratch.pointee.decisions) }
      // Overwritten from the start, grown only past the largest count seen: emptying it first
      // went through the general range replacement (about 85 instructions an evaluation).
      for index in 0..<count {
        let decision = decide(WindowID(index))
        if index < decisions.count {
          decisions[index] = decision
        } else {
          decisions.append(decision)
        }
      }
      return decisions.withUnsafeMutableBufferPointer {
        run(
          $0.baseAddress!, count: count, keepsWindows: keepsWindows, navigation: navigation,
          orientationWindow: orientationWindow)
      }
    }
    return withUnsafeTemporaryAllocation(of: WindowDecision.self, capacity: count) { decisions in
      for index in 0..<count { decisions.initializeElement(at: index, to: decide(WindowID(index))) }
      defer { _ = decisions.deinitialize() }
      return run(
        decisions.baseAddress!, count: count, keepsWindows: keepsWindows, navigation: navigation,
        orientationWindow: orientationWindow)
    }
  }

  /// The only window to decide among several, when the evaluation reads no other window's
  /// decision and deciding them could change nothing it returns; `nil` when every window is
  /// decided.
  ///
  /// The other windows' decisions are read for E1 when a root is installed (R10), for the rules
  /// and warnings, and for `windows`. Beyond those, asking their deciders shows only in a fault
  /// (a forwarding loop, E4), and a resolver that cannot fault
  /// (``OrientationResolver/_cannotFault``) has none: with nothing recorded, no windows kept, and
  /// E1 checked in the orientation window alone, the answers are the same.
  @inlinable @inline(__always)
  func decidesOnly(_ orientationWindow: WindowID?, keepsWindows: Bool) -> WindowID? {
    guard !keepsWindows, !traces, Resolver._cannotFault, let orientationWindow,
      trigger != .rootInstalled || installedWindow == orientationWindow
    else { return nil }
    return orientationWindow
  }

  /// The most windows whose decisions a temporary allocation keeps on the stack (under 1 KB),
  /// where the scratch's array costs a uniqueness check at each store.
  @inlinable static var windowsOnTheStack: Int { 1_000 / MemoryLayout<WindowDecision>.stride }

  /// The evaluation once the windows are decided, in `count` decisions from `first`: every
  /// window's, in order, or the orientation window's alone (`count` 1). Inlined in
  /// both callers: called, its result was built twice and copied out through the value witnesses.
  /// `orientationWindow` is the window that sets the orientation (a single window does, whatever
  /// the rule), and `navigation` its innermost navigation controller, which the caller found
  /// first (``innermostNavigation(in:)``).
  @inlinable @inline(__always)
  mutating func run(
    _ first: UnsafeMutablePointer<WindowDecision>, count: Int, keepsWindows: Bool,
    navigation: Int32, orientationWindow: WindowID?
  ) -> Resolution {
    let decisions = UnsafeMutableBufferPointer(start: first, count: count)
    // Where the orientation window's decision is: alone, or at its window's index.
    let orientationIndex = orientationWindow.map { count == 1 ? 0 : $0.index }
    // Built once at the end from locals: a Resolution mutated field by field was copied whole.
    var exception: UIKitException? = nil
    // Whether `exception` is set, tested without loading it (it holds strings).
    var raised = false
    var interfaceOrientation = current
    var rotation: RotationReason? = nil
    var statusBar: StatusBarDecision? = nil
    var interactivePop: InteractivePopDecision? = nil
    applyTriggerRule()
    if !context.pointee.faulted, trigger.checksNoCommonOrientation {
      // E1 when a root is installed; at a full-screen present or dismiss, the orientation window.
      for decision in decisions
      where decision.window == orientationWindow
        || (trigger == .rootInstalled && decision.decider != nil
          && (installedWindow == nil || installedWindow == decision.window))
      {
        if let noCommonOrientation = noCommonOrientation(decision) {
          exception = noCommonOrientation
          raised = true
          break
        }
      }
    }
    if !context.pointee.faulted, !raised, let index = orientationIndex,
      let noCommonOrientation = noCommonOrientationAfterMaskChange(decisions[index])
    {
      exception = noCommonOrientation
      raised = true
    }
    if !context.pointee.faulted, !raised, let entering,
      let entered = viewEntersWindow(entering)
    {
      exception = entered
      raised = true
    }
    if let index = orientationIndex { context.pointee.appMask = decisions[index].appMask }
    if !context.pointee.faulted, !raised, let index = orientationIndex {
      let choice = movesOrientation ? choose(decisions[index]) : Choice(orientation: current)
      interfaceOrientation = choice.orientation
      if choice.preferredNotSupported, let decider = decisions[index].decider,
        let preferred = choice.preferred
      {
        exception = .preferredOrientationNotSupported(
          className: hierarchy.name(of: decider), preferred: preferred,
          supported: decisions[index].allowed)
        raised = true
      }
      decisions[index].preferred = choice.preferred
      rotation =
        choice.orientation == current && choice.reason?.isRotation == true ? nil : choice.reason
    }
    if !context.pointee.faulted, !raised, let window = orientationWindow {
      // Status bar and back-swipe are asked in the orientation just chosen.
      context.pointee.interfaceOrientation = interfaceOrientation
      statusBar = self.statusBar(in: window, orientation: interfaceOrientation)
      interactivePop = self.interactivePop(navigation: navigation)
    }
    if context.pointee.faulted, let fault = ResolutionContext.fault(of: context) {
      exception = fault
      raised = true
      interfaceOrientation = current
      rotation = nil
      statusBar = nil
      interactivePop = nil
      apply(fault == .alertInvokedRecursively ? .r28 : .r4)
    }
    if traces {
      if context.pointee.usedInherited { apply(.r8) }
      if context.pointee.askedAlert { apply(.r28) }
      if context.pointee.log.pointee.hasEmptyMaskAnswers {
        apply(.r6)
        for warning in context.pointee.log.pointee.emptyMaskAnswers { warn(warning) }
      }
    }
    // One window is the orientation window: `windows` is then built from its decision when asked.
    let single = keepsWindows && decisions.count == 1 && orientationWindow == decisions[0].window
    // The rarely present values are boxed only when there are any (see ResolutionExtras).
    let extras: ResolutionExtras? =
      raised || (keepsWindows && !single) || context.pointee.log.pointee.hasWarnings
      ? .box(
        windows: keepsWindows && !single ? Array(decisions) : [], assignedRules: nil,
        warnings: context.pointee.log.pointee.warnings, exception: exception, scratch: scratch)
      : nil
    // The orientation window's decision, kept in the resolution.
    let orientationDecision = orientationIndex.map { decisions[$0] }
    return Resolution(
      trigger: trigger, extras: extras, orientationWindow: orientationWindow,
      previousOrientation: current, interfaceOrientation: interfaceOrientation,
      rotation: rotation, statusBar: statusBar, interactivePop: interactivePop, rules: rules,
      orientationDecision: orientationDecision, windowsAreTheDecision: single)
  }

  /// The rule that governs the trigger itself, recorded first so an exception cannot hide it.
  /// Inlined, like the other steps called once per evaluation (the choice, the app mask, the
  /// back-swipe): called, they cost about 100 instructions more an evaluation (saved registers,
  /// a decision copied into the argument, results packed and unpacked).
  @inlinable @inline(__always)
  mutating func applyTriggerRule() {
    switch trigger {
    case .fullScreenPresentation: apply(.r13)
    case .fullScreenDismissal: apply(.r14)
    case .deviceRotation:
      if context.pointee.deviceOrientation.isValidInterfaceOrientation { apply(.r12) }
    case .supportedOrientationsUpdate: apply(.r17)
    case .geometryRequest: apply(.r18)
    case .rootInstalled, .query: break
    }
  }
}
