public import OrientationSpec

/// A deliberately wrong resolver: the reference's overrides with one planted bug, or several.
///
/// With `bug: nil` it answers exactly as ``ReferenceResolver`` does (a test
/// checks it), so a session that fails under a planted bug and passes under
/// the baseline fails because of that bug alone. With two bugs
/// (``PlantedResolver/pairs``), a checker must report each as its own finding.
public struct PlantedResolver: OrientationResolver, CustomStringConvertible {
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

    /// How a checker sees it fail: the invariant and the code of its ``FailureIdentity``.
    public var failure: (invariant: Invariant, code: String) {
      switch self {
      case .emptyMaskWithoutSelection: (.noException, "E1")
      case .forwardsToVisible: (.noException, "E4")
      case .prefersUpsideDown: (.noException, "E2/E3")
      case .childAsksParent: (.noException, "loop")
      case .backSwipeAtRoot: (.backSwipe, "one-controller")
      }
    }
  }

  /// The bugs planted, in the order of the name.
  public let bugs: [Bug]
  /// The one bug planted, if there is exactly one.
  public var bug: Bug? { bugs.count == 1 ? bugs[0] : nil }

  public init(bug: Bug?) { bugs = bug.map { [$0] } ?? [] }

  /// The reference with every bug of `bugs` planted at once.
  public init(bugs: [Bug]) { self.bugs = bugs }

  /// `planted-NAME`, `planted-NAME+NAME` for several, `planted-none`.
  public var name: String {
    bugs.isEmpty ? "planted-none" : "planted-" + bugs.map(\.rawValue).joined(separator: "+")
  }

  /// How a regression test builds it.
  public var description: String {
    "PlantedResolver(bugs: [\(bugs.map { ".\($0)" }.joined(separator: ", "))])"
  }

  /// Whether `bug` is planted. Tested per question: a handful of bugs, no set.
  @inline(__always) func has(_ bug: Bug) -> Bool { bugs.contains(bug) }

  /// Resolvers with two independent bugs each, which fail in different ways (another exception,
  /// or another invariant): a checker must find both, each shrunk to its own minimum.
  public static let pairs: [PlantedResolver] = [
    // E4 and E1, both no-exception: an alert's recursion must not shrink into the empty tab bar.
    PlantedResolver(bugs: [.forwardsToVisible, .emptyMaskWithoutSelection]),
    // E2/E3 at a full-screen presentation, and the back-swipe over a root.
    PlantedResolver(bugs: [.prefersUpsideDown, .backSwipeAtRoot]),
    // A forwarding loop, and the back-swipe over a root.
    PlantedResolver(bugs: [.childAsksParent, .backSwipeAtRoot]),
    // E2/E3 and E4: two exceptions of one invariant again. (A loop and E1 are not independent:
    // a tab bar without a selection over a screen loops first, and a session ends at its first
    // exception.)
    PlantedResolver(bugs: [.prefersUpsideDown, .forwardsToVisible]),
  ]

  /// The child whose answers a container forwards; `nil` when it answers for itself.
  func shown(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .navigation:
      has(.forwardsToVisible) ? controller.visibleViewController : controller.topViewController
    case .tabBar: controller.selectedViewController
    case .split, .page, .container: controller.child(at: controller.childCount - 1)
    case .content, .alert: nil
    }
  }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if has(.emptyMaskWithoutSelection), controller.kind == .tabBar {
      return controller.selectedViewController?.supportedInterfaceOrientations ?? []
    }
    if has(.childAsksParent), controller.kind == .content, let parent = controller.parent {
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
    if has(.prefersUpsideDown) { return .portraitUpsideDown }
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
    if has(.backSwipeAtRoot) { return true }
    guard navigationController.uikitAllowsInteractivePop else { return false }
    return navigationController.topViewController?.declared.forbidsInteractivePop != true
  }
}
