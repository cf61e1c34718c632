// MARK: - The questions UIKit asks, dispatched to the resolver

extension ControllerHandle {
  /// `supportedInterfaceOrientations`, answered by the resolver for app controllers.
  @inlinable public var supportedInterfaceOrientations: InterfaceOrientationMask {
    guard let asked = enter(.supportedInterfaceOrientations) else { return [] }
    let answer =
      asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.supportedInterfaceOrientations(for: asked)
      : asked.own.supportedInterfaceOrientations
    noteIfEmpty(answer)
    return answer
  }

  /// Notes an empty `supportedInterfaceOrientations` answered for this handle (R6).
  @inlinable @inline(__always)
  func noteIfEmpty(_ answer: InterfaceOrientationMask) {
    if answer.isEmpty && !context.pointee.faulted && context.pointee.traces {
      context.pointee.log.pointee.noteEmptyMask(.emptyMask(id, .supportedInterfaceOrientations))
    }
  }

  /// What a resolver answers for this controller when its `supportedInterfaceOrientations(for:)`
  /// is exactly: ask the controller `shown` names, and answer its own orientations when there
  /// is none or its answer is empty (the reference's forwarding). The same questions, in the
  /// same order, with the same depths, notes and faults as that recursion through the handles,
  /// written as a loop: down the forwarding chain while each question comes back to the
  /// resolver, then up only while the answers are empty (a non-empty answer passes up
  /// unchanged).
  ///
  /// - Parameter shown: a child of its argument, or `nil` (the loop goes back up by `parent`).
  @inlinable @inline(__always)
  func supportedInterfaceOrientations(forwardingTo shown: (ControllerHandle) -> ControllerHandle?)
    -> InterfaceOrientationMask
  {
    // `level` is the controller the resolver is asked about.
    var level = self
    var answer: InterfaceOrientationMask
    while true {
      guard let next = shown(level) else {
        context.pointee.rememberChain(from: self, to: level)
        answer = level.own.supportedInterfaceOrientations
        break
      }
      // `next.supportedInterfaceOrientations`, inline while it asks the resolver again.
      guard let asked = next.enter(.supportedInterfaceOrientations) else {
        answer = level.own.supportedInterfaceOrientations
        break
      }
      guard asked.consultsResolver else {
        context.pointee.rememberChain(from: self, to: asked)
        let nextAnswer = asked.own.supportedInterfaceOrientations
        next.noteIfEmpty(nextAnswer)
        answer = nextAnswer.isEmpty ? level.own.supportedInterfaceOrientations : nextAnswer
        break
      }
      level = asked
    }
    while answer.isEmpty && level.depth > depth {
      // The question that asked `level` returns the empty answer; its asker answers its own.
      ControllerHandle(context: context, index: level.index, depth: level.depth - 1)
        .noteIfEmpty(answer)
      level = ControllerHandle(context: context, index: level.parentIndex, depth: level.depth - 1)
      answer = level.own.supportedInterfaceOrientations
    }
    return answer
  }

  /// What a resolver answers for this controller when its answer to `question` is exactly: ask
  /// the controller `shown` names the same question, and answer its own class's answer when there
  /// is none (the reference's forwarding of `shouldAutorotate` and the status bar questions). The
  /// same questions, depths and faults as that recursion through the handles, written as a loop
  /// down the chain: the answer is that of the controller the chain ends at, which passes up
  /// unchanged.
  ///
  /// The chain reads only the hierarchy. Once walked to its end from this controller at this
  /// depth in the evaluation (by this loop or by
  /// ``supportedInterfaceOrientations(forwardingTo:)``, with the same `shown`), it is not walked
  /// again: the questions in between answer nothing of their own and cannot fault, since the
  /// same walk did not.
  ///
  /// - Parameters:
  ///   - faultAnswer: what the question answers when a fault ends the evaluation.
  ///   - shown: a child of its argument, or `nil`; the reference's, the only caller.
  ///   - own: the question, asked of a controller's own class.
  @inlinable @inline(__always)
  func forwardedOwnAnswer<Answer>(
    _ question: Question, faultAnswer: Answer,
    forwardingTo shown: (ControllerHandle) -> ControllerHandle?,
    own: (OwnAnswers<Resolver>) -> Answer
  ) -> Answer {
    if context.pointee.chainStart == index && context.pointee.chainStartDepth == depth {
      return own(
        ControllerHandle(
          context: context, index: context.pointee.chainEnd, depth: context.pointee.chainEndDepth
        ).own)
    }
    var level = self
    while let next = shown(level) {
      // `next.question`, inline while it asks the resolver again.
      guard let asked = next.enter(question) else { return faultAnswer }
      level = asked
      guard asked.consultsResolver else { break }
    }
    context.pointee.rememberChain(from: self, to: level)
    return own(level.own)
  }

  /// `shouldAutorotate`, answered by the resolver for app controllers.
  @inlinable public var shouldAutorotate: Bool {
    guard let asked = enter(.shouldAutorotate) else { return false }
    return asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.shouldAutorotate(for: asked)
      : asked.own.shouldAutorotate
  }

  /// `preferredInterfaceOrientationForPresentation`, answered by the resolver for app controllers.
  @inlinable public var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    guard let asked = enter(.preferredInterfaceOrientationForPresentation) else { return .unknown }
    return asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.preferredInterfaceOrientationForPresentation(
        for: asked)
      : asked.own.preferredInterfaceOrientationForPresentation
  }

  /// `prefersStatusBarHidden`, answered by the resolver for app controllers.
  @inlinable public var prefersStatusBarHidden: Bool {
    guard let asked = enter(.prefersStatusBarHidden) else { return false }
    return asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.prefersStatusBarHidden(for: asked)
      : asked.own.prefersStatusBarHidden
  }

  /// `preferredStatusBarStyle`, answered by the resolver for app controllers.
  @inlinable public var preferredStatusBarStyle: StatusBarStyle {
    guard let asked = enter(.preferredStatusBarStyle) else { return .default }
    return asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.preferredStatusBarStyle(for: asked)
      : asked.own.preferredStatusBarStyle
  }

  /// `childForStatusBarStyle`: the controller UIKit asks the style instead (R26), by the
  /// resolver for app controllers; `nil` when this one answers, or a fault ended the evaluation.
  @inlinable public var childForStatusBarStyle: ControllerHandle? {
    guard let asked = enter(.childForStatusBarStyle) else { return nil }
    return asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.childForStatusBarStyle(for: asked)
      : asked.inherited.childForStatusBarStyle
  }

  /// `childForStatusBarHidden`: the controller UIKit asks whether the bar is hidden instead (R26).
  @inlinable public var childForStatusBarHidden: ControllerHandle? {
    guard let asked = enter(.childForStatusBarHidden) else { return nil }
    return asked.consultsResolver
      ? context.pointee.resolverAddress.pointee.childForStatusBarHidden(for: asked)
      : asked.inherited.childForStatusBarHidden
  }

  /// The handle one question deeper, or `nil` when a fault ended the evaluation or the
  /// depth shows a forwarding cycle (which becomes the fault).
  @inlinable @inline(__always) func enter(_ question: Question) -> ControllerHandle? {
    // A fault lowers the limit below every depth: the common path compares once.
    guard depth < context.pointee.depthLimit else {
      if !context.pointee.faulted {
        context.pointee.recordForwardingLoop(at: index, asking: question)
      }
      return nil
    }
    return ControllerHandle(context: context, index: index, depth: depth + 1)
  }

  /// What this controller's own class answers: its subclass's declared answers, else UIKit's.
  @inlinable public var own: OwnAnswers<Resolver> { OwnAnswers(controller: self) }

  /// What UIKit's class answers for this controller, ignoring the subclass: the `super` call.
  @inlinable public var inherited: InheritedAnswers<Resolver> { InheritedAnswers(controller: self) }
}

/// A controller's own answers: what its subclass declares, else what UIKit's class returns.
public struct OwnAnswers<Resolver: OrientationResolver> {
  @usableFromInline let controller: ControllerHandle<Resolver>
  @inlinable init(controller: ControllerHandle<Resolver>) { self.controller = controller }

  @inlinable @inline(__always)
  public var supportedInterfaceOrientations: InterfaceOrientationMask {
    controller.declared.supportedInterfaceOrientations
      ?? controller.inherited.supportedInterfaceOrientations
  }
  @inlinable @inline(__always)
  public var shouldAutorotate: Bool {
    controller.declared.shouldAutorotate ?? controller.inherited.shouldAutorotate
  }
  @inlinable @inline(__always)
  public var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    controller.declared.preferredInterfaceOrientationForPresentation
      ?? controller.inherited.preferredInterfaceOrientationForPresentation
  }
  @inlinable @inline(__always)
  public var prefersStatusBarHidden: Bool {
    controller.declared.prefersStatusBarHidden ?? controller.inherited.prefersStatusBarHidden
  }
  @inlinable @inline(__always)
  public var preferredStatusBarStyle: StatusBarStyle {
    controller.declared.preferredStatusBarStyle ?? controller.inherited.preferredStatusBarStyle
  }
}

/// What UIKit's own classes answer when a subclass does not override (R4, R8, R28).
public struct InheritedAnswers<Resolver: OrientationResolver> {
  @usableFromInline let controller: ControllerHandle<Resolver>
  @inlinable init(controller: ControllerHandle<Resolver>) { self.controller = controller }

  /// The idiom's default (R8); an alert's presenter's answer (R28); a tab bar's as the assumptions say.
  @inlinable @inline(__always)
  public var supportedInterfaceOrientations: InterfaceOrientationMask {
    let context = controller.context
    context.pointee.noteInherited()
    switch controller.kind {
    case .alert:
      context.pointee.askedAlert = true
      guard let presenter = controller.presentingViewController else {
        return controller.idiom.defaultOrientations
      }
      guard context.pointee.beginAlertQuery(controller.index) else {
        if !context.pointee.faulted { context.pointee.recordAlertRecursion() }
        return []
      }
      let answer = presenter.supportedInterfaceOrientations
      context.pointee.endAlertQuery(controller.index)
      return answer
    case .tabBar
    where context.pointee.assumptionsAddress.pointee.tabBarControllerDefault
      == .intersectionOfChildren
      && controller.childCount > 0:
      var mask = InterfaceOrientationMask.all
      controller.forEachChild { mask.formIntersection($0.supportedInterfaceOrientations) }
      return mask
    default:
      return controller.idiom.defaultOrientations
    }
  }

  /// `true` (R8).
  @inlinable @inline(__always)
  public var shouldAutorotate: Bool {
    controller.context.pointee.noteInherited()
    return true
  }

  /// The current orientation (R8); unless the assumptions say not, clamped to what the controller
  /// allows as §7.6 orders it: the current orientation, the device's pose, then the fallback order.
  @inlinable public var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    let context = controller.context
    context.pointee.noteInherited()
    let current = context.pointee.interfaceOrientation
    guard context.pointee.assumptionsAddress.pointee.inheritedPreferredOrientationIsClamped else {
      return current
    }
    let allowed = controller.supportedInterfaceOrientations
      .intersection(context.pointee.appMask)
      .intersection(context.pointee.assumptionsAddress.pointee.deviceSupportedOrientations)
    return allowed.fallback(
      preferring: nil, current: current, device: context.pointee.deviceOrientation,
      packedOrder: context.pointee.assumptionsAddress.pointee.packedFallbackOrder) ?? current
  }

  /// `false`, except on iPhone in landscape from iOS 8: "For apps linked against iOS 8 or later,
  /// this method returns true if the view controller is in a vertically compact environment"
  /// (developer.apple.com, UIViewController.prefersStatusBarHidden).
  @inlinable @inline(__always)
  public var prefersStatusBarHidden: Bool {
    controller.idiom.hidesStatusBar(on: controller.osVersion, in: controller.interfaceOrientation)
  }

  /// `.default`; a navigation controller's comes from its bar style (R26).
  @inlinable @inline(__always)
  public var preferredStatusBarStyle: StatusBarStyle {
    guard controller.kind == .navigation else { return .default }
    // The More navigation controller (not in the arena) has the default bar style.
    let barStyle =
      controller.index >= 0
      ? controller.context.pointee.nodes[Int(controller.index)].controller
        .barStyle
      : .default
    return barStyle.statusBarStyle
  }
}

extension InheritedAnswers {
  /// UIKit's `childForStatusBarStyle`: a navigation controller's top while its bar is hidden (the
  /// bar sets the style otherwise), a tab bar controller's selection; else `nil` (R26).
  @inlinable public var childForStatusBarStyle: ControllerHandle<Resolver>? {
    switch controller.kind {
    case .navigation:
      controller.options.contains(.navigationBarHidden) ? controller.topViewController : nil
    case .tabBar: controller.selectedIndex.flatMap { controller.child(at: $0) }
    default: nil
    }
  }

  /// UIKit's `childForStatusBarHidden`: a navigation controller's top, a tab bar controller's
  /// selection; else `nil` (R26).
  @inlinable public var childForStatusBarHidden: ControllerHandle<Resolver>? {
    switch controller.kind {
    case .navigation: controller.topViewController
    case .tabBar: controller.selectedIndex.flatMap { controller.child(at: $0) }
    default: nil
    }
  }
}
