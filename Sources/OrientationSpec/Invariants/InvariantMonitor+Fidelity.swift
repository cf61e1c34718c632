/// ``Invariant/forwardingFidelity`` over the four answers UIKit obtains (R4, R8, R9, R11, R26):
/// the mask, `shouldAutorotate`, the preferred orientation for presentation and the status bar.
///
/// UIKit asks one controller each question: the decider (R1) for the first three, and for the
/// status bar the controllers UIKit's own `childForStatusBarHidden` / `childForStatusBarStyle`
/// routing reaches (R26). Where that controller is an app container, the resolver answers for it
/// and should pass on what the visible top below it (``InvariantMonitor/visibleTop(from:in:)``,
/// through app containers only) declares, else what UIKit's class answers for that top; in an
/// app checked as its own classes, what that top's class answers (``ClassAnswers``). A
/// controller that is itself the top answers for itself: nothing is forwarded, nothing is checked.
extension InvariantMonitor {
  mutating func checkFidelity(_ step: Step, _ state: SessionState) {
    if let decider = step.decider {
      let top = Self.visibleTop(from: decider, in: state.hierarchy)
      if top != decider {
        checkMask(step, state, top: top, decider: decider)
        checkAutorotates(step, state, top: top, decider: decider)
        checkPreferred(step, state, top: top, decider: decider)
      }
    }
    if let statusBar = step.statusBar { checkStatusBar(step, state, statusBar) }
  }

  /// The allowed mask is the app mask ∩ the top's own mask. An own mask that misses the app mask
  /// is the app's inconsistency, not a forwarding fault.
  mutating func checkMask(
    _ step: Step, _ state: SessionState, top: ControllerID?, decider: ControllerID
  ) {
    let own =
      state.classAnswers.answers(for: top, in: state.hierarchy)?.supportedInterfaceOrientations
      ?? Self.ownMask(top, state, tabBarDefault: assumptions.tabBarControllerDefault)
    let expected = step.appMask.intersection(own).intersection(.all)
    if !expected.isEmpty && expected != step.allowed {
      fail(
        .forwardingFidelity, step, state, code: "mask", controller: decider,
        expected: "allowed \(expected) (the app mask ∩ \(Self.name(top, state))'s own mask)",
        actual: "allowed \(step.allowed) from \(state.hierarchy.name(of: decider))")
    }
  }

  /// Where UIKit asked `shouldAutorotate` (to iOS 15, R9), the decider answers what the top
  /// declares, else UIKit's `true` (R8).
  mutating func checkAutorotates(
    _ step: Step, _ state: SessionState, top: ControllerID?, decider: ControllerID
  ) {
    guard let answer = step.deciderAutorotates else { return }
    let expected =
      state.classAnswers.answers(for: top, in: state.hierarchy)?.shouldAutorotate
      ?? top.flatMap { state.hierarchy[$0].declared.shouldAutorotate } ?? true
    if answer != expected {
      fail(
        .forwardingFidelity, step, state, code: "shouldAutorotate", controller: decider,
        expected:
          "shouldAutorotate \(Self.yesNo(expected)) (\(Self.name(top, state))'s own answer)",
        actual: "shouldAutorotate \(Self.yesNo(answer)) from \(state.hierarchy.name(of: decider))")
    }
  }

  /// Where UIKit asked `preferredInterfaceOrientationForPresentation` (R11, R13, R14), the decider
  /// answers the top's own: what it declares, else UIKit's inherited answer (R8: the orientation
  /// it was asked in; under `inheritedPreferredOrientationIsClamped`, clamped in §7.6's order to
  /// the top's own mask ∩ the app mask ∩ the device's orientations). Exempt when that answer is
  /// not in the allowed mask: a faithful forwarder would then raise E2/E3 (R11), and a resolver
  /// may substitute any allowed orientation to avoid it, so no single answer is expected.
  mutating func checkPreferred(
    _ step: Step, _ state: SessionState, top: ControllerID?, decider: ControllerID
  ) {
    guard let answer = step.deciderPreferred, let current = step.preferredAskedIn else { return }
    let classAnswer =
      state.classAnswers.answers(for: top, in: state.hierarchy)?.preferredInterfaceOrientationForPresentation
    let declared =
      classAnswer
      ?? top.flatMap { state.hierarchy[$0].declared.preferredInterfaceOrientationForPresentation }
    let expected = declared ?? inheritedPreferred(top, state, current: current, step: step)
    guard step.allowed.contains(expected), answer != expected else { return }
    let source =
      classAnswer != nil
      ? "\(Self.name(top, state))'s class answers it"
      : declared == nil
        ? "UIKit's default for \(Self.name(top, state))" : "\(Self.name(top, state)) declares it"
    fail(
      .forwardingFidelity, step, state, code: "preferred", controller: decider,
      expected: "preferredInterfaceOrientationForPresentation \(expected) (\(source))",
      actual:
        "preferredInterfaceOrientationForPresentation \(answer) from \(state.hierarchy.name(of: decider))"
    )
  }

  /// The status bar answers UIKit obtained from the controllers its routing asked (R26): where
  /// such a controller is an app container, the answer is its visible top's own. UIKit's routing
  /// itself (a navigation controller's visible bar keeps the style question) is not the resolver's
  /// doing, so a system or third-party container, or a screen, asked by UIKit is not checked.
  mutating func checkStatusBar(_ step: Step, _ state: SessionState, _ statusBar: StatusBarDecision)
  {
    // Usually one controller is asked both questions: its forwarding top is found once.
    let hiddenTop = statusBar.hiddenController.flatMap { Self.forwardingTop($0, state) }
    if let asked = statusBar.hiddenController, let top = hiddenTop {
      let expected =
        state.classAnswers.answers(for: top, in: state.hierarchy)?.prefersStatusBarHidden
        ?? top.flatMap { state.hierarchy[$0].declared.prefersStatusBarHidden }
        ?? Self.inheritedHidden(state, orientation: step.orientationAfter)
      if statusBar.isHidden != expected {
        fail(
          .forwardingFidelity, step, state, code: "prefersStatusBarHidden", controller: asked,
          expected:
            "prefersStatusBarHidden \(Self.yesNo(expected)) (\(Self.name(top, state))'s own)",
          actual:
            "prefersStatusBarHidden \(Self.yesNo(statusBar.isHidden)) from \(state.hierarchy.name(of: asked))"
        )
      }
    }
    let styleTop =
      statusBar.styleController == statusBar.hiddenController
      ? hiddenTop : statusBar.styleController.flatMap { Self.forwardingTop($0, state) }
    if let asked = statusBar.styleController, let top = styleTop {
      let expected =
        state.classAnswers.answers(for: top, in: state.hierarchy)?.preferredStatusBarStyle
        ?? top.flatMap { state.hierarchy[$0].declared.preferredStatusBarStyle }
        ?? Self.inheritedStyle(top, state)
      if statusBar.style != expected {
        fail(
          .forwardingFidelity, step, state, code: "preferredStatusBarStyle", controller: asked,
          expected: "preferredStatusBarStyle \(expected) (\(Self.name(top, state))'s own)",
          actual:
            "preferredStatusBarStyle \(statusBar.style) from \(state.hierarchy.name(of: asked))"
        )
      }
    }
  }

  // MARK: Helpers

  /// The visible top an app container UIKit asked should forward to; `nil` when `asked` is not an
  /// app container or is itself the top (it answers for itself). The inner optional is the More
  /// navigation controller.
  static func forwardingTop(_ asked: ControllerID, _ state: SessionState) -> ControllerID?? {
    forwardingTop(asked, state.hierarchy)
  }

  /// ``forwardingTop(_:_:)`` in `hierarchy`.
  @usableFromInline
  static func forwardingTop(_ asked: ControllerID, _ hierarchy: Hierarchy) -> ControllerID?? {
    forwardingTop(asked) { hierarchy.nodes[Int($0)] }
  }

  /// ``forwardingTop(_:_:)`` over an evaluation's node buffer, read in place.
  @inlinable
  static func forwardingTop(_ asked: ControllerID, nodes: UnsafeBufferPointer<Hierarchy.Node>)
    -> ControllerID??
  {
    forwardingTop(asked) { nodes[Int($0)] }
  }

  /// The body both forms share, reading each node through `node`.
  @inlinable @inline(__always)
  static func forwardingTop(_ asked: ControllerID, node: (Int32) -> Hierarchy.Node)
    -> ControllerID??
  {
    let controller = node(asked.rawValue).controller
    guard controller.origin == .app, controller.kind != .content, controller.kind != .alert
    else { return nil }
    let top = visibleTop(from: asked, node: node)
    return top == asked ? nil : .some(top)
  }

  /// UIKit's `preferredInterfaceOrientationForPresentation` for a controller that declares none
  /// (R8, `InheritedAnswers`), with the top's own mask.
  func inheritedPreferred(
    _ top: ControllerID?, _ state: SessionState, current: InterfaceOrientation, step: Step
  ) -> InterfaceOrientation {
    guard assumptions.inheritedPreferredOrientationIsClamped else { return current }
    let allowed = ownMask(top, state).intersection(step.appMask)
      .intersection(assumptions.deviceSupportedOrientations)
    return allowed.fallback(
      preferring: nil, current: current, device: step.deviceOrientation,
      packedOrder: assumptions.packedFallbackOrder) ?? current
  }

  /// UIKit's `prefersStatusBarHidden` (R8): hidden on iPhone in landscape from iOS 8.
  static func inheritedHidden(_ state: SessionState, orientation: InterfaceOrientation) -> Bool {
    state.app.idiom.hidesStatusBar(on: state.app.osVersion, in: orientation)
  }

  /// UIKit's `preferredStatusBarStyle` (R8, R26): a navigation controller's comes from its bar.
  static func inheritedStyle(_ top: ControllerID?, _ state: SessionState) -> StatusBarStyle {
    guard let top else { return Controller(.navigation, origin: .system).barStyle.statusBarStyle }
    let controller = state.hierarchy[top]
    return controller.kind == .navigation ? controller.barStyle.statusBarStyle : .default
  }

  static func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }
}
