public import OrientationSpec

/// A deliberately wrong resolver: the reference's overrides with one planted bug.
///
/// With `bug: nil` it answers exactly as ``ReferenceResolver`` does (a test
/// checks it), so a session that fails under a planted bug and passes under
/// the baseline fails because of that bug alone.
public struct PlantedResolver: OrientationResolver {
  /// The mistakes the harness must find, one per invariant.
  public enum Bug: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A tab bar forwards to `selectedViewController` and answers `[]` when
    /// there is none yet (seed 002): E1 when the root is installed (R6, R10).
    case emptyMaskWithoutSelection
    /// A navigation controller forwards to `visibleViewController`: an alert
    /// asks its presenter, which asks the alert again (E4, R28).
    case forwardsToVisible
    /// The preferred orientation is always `.portraitUpsideDown`, which an
    /// iPhone does not allow: E2/E3 at a full-screen presentation (R11).
    case prefersUpsideDown
    /// A screen answers with its parent's mask while the parent forwards to
    /// its child: a forwarding cycle (a stack overflow on a device).
    case childAsksParent
    /// The back-swipe delegate returns true even over the root: the
    /// interface freezes (R27, I27).
    case backSwipeAtRoot

    public var description: String { rawValue }
  }

  public var bug: Bug?

  public init(bug: Bug?) { self.bug = bug }

  public var name: String { bug.map { "planted-\($0)" } ?? "planted-none" }

  /// The child whose answers a container forwards; `nil` when it answers for itself.
  func shown(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .navigation:
      bug == .forwardsToVisible ? controller.visibleViewController : controller.topViewController
    case .tabBar: controller.selectedViewController
    case .split, .page, .container: controller.child(at: controller.childCount - 1)
    case .content, .alert: nil
    }
  }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if bug == .emptyMaskWithoutSelection, controller.kind == .tabBar {
      return controller.selectedViewController?.supportedInterfaceOrientations ?? []
    }
    if bug == .childAsksParent, controller.kind == .content, let parent = controller.parent {
      return parent.supportedInterfaceOrientations
    }
    if let shown = shown(by: controller) {
      let mask = shown.supportedInterfaceOrientations
      if !mask.isEmpty { return mask }
    }
    return controller.own.supportedInterfaceOrientations
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    shown(by: controller)?.shouldAutorotate ?? controller.own.shouldAutorotate
  }

  public func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    if bug == .prefersUpsideDown { return .portraitUpsideDown }
    let wanted =
      shown(by: controller)?.preferredInterfaceOrientationForPresentation
      ?? controller.declared.preferredInterfaceOrientationForPresentation
      ?? controller.interfaceOrientation
    return controller.presentable(wanted)
  }

  /// The reference's refresh strategy, unchanged.
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    ReferenceResolver.refresh(window)
  }

  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    shown(by: controller)?.prefersStatusBarHidden ?? controller.own.prefersStatusBarHidden
  }

  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    shown(by: controller)?.preferredStatusBarStyle ?? controller.own.preferredStatusBarStyle
  }

  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    if bug == .backSwipeAtRoot { return true }
    guard navigationController.uikitAllowsInteractivePop else { return false }
    return navigationController.topViewController?.declared.forbidsInteractivePop != true
  }
}
