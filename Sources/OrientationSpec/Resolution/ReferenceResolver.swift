/// The overrides the specification recommends: the visible top controller decides, and nothing crashes.
///
/// The reasoning, rule by rule:
/// - UIKit asks only the root or the full-screen presented controller (R1, R4),
///   so every container forwards all five questions to the child on screen:
///   a navigation controller to `topViewController`, a tab bar controller to
///   `selectedViewController`, other containers to their front (last) child:
///   a drawer's content, a page controller's page, a split's detail.
/// - It never forwards to `visibleViewController` or `presentedViewController`:
///   an alert answers with its presenter's mask, so forwarding to what is
///   presented loops (E4, R28). Full-screen presentations are asked by UIKit
///   itself; sheets and popovers show in their presenter's orientation.
/// - A container with nothing to forward to (a tab bar whose selection is not
///   set yet, an empty stack) answers for itself instead of returning `[]` (R6).
/// - The preferred orientation is always one the answer allows together with
///   the app (`UIApplication.supportedInterfaceOrientations(for:)`): the
///   declared one, else the current one, else the device's pose, else the first
///   allowed in the order portrait, landscape right, landscape left, upside down
///   (§7.6). That rules out
///   E2/E3 (R11) whatever the screens declare.
/// - The back-swipe begins only over more than one controller, and not while
///   the top screen forbids it (R27).
/// - After any event, if the orientation is not allowed (a push, a pop, a tab
///   switch, a declaration or app-delegate change are not re-evaluated by
///   UIKit, R15), it refreshes: `setNeedsUpdateOfSupportedInterfaceOrientations`
///   from iOS 16 (R17); before, setting the device orientation to `.unknown`
///   then to an allowed pose (the only way up to iOS 15, R19), the device's own
///   pose when it is allowed; not when the decider does not autorotate, which
///   blocks it (R9).
///
/// With consistent declarations no evaluation raises an exception. Consistent
/// means: every controller's declared mask meets the app mask, and every
/// declared preferred orientation lies in that controller's mask (declared, else
/// the idiom's default) and the app mask. System and third-party controllers
/// count too: the reference cannot answer for them, so their inconsistent
/// declarations are the app's own mistakes (a portrait-only picker in a
/// landscape-only app raises E1 whatever the resolver does).
public struct ReferenceResolver: OrientationResolver {
  public init() {}
  public var name: String { "reference" }
  /// Its answers read only the handles.
  @inlinable public static var answersDependOnlyOnState: Bool { true }
  /// It cannot fault. Its forwarding goes only down to a child (top, selection, last child), never
  /// to a presented controller, so a chain ends within the hierarchy's depth, far below the
  /// forwarding limit; and an alert, which is asked through its presenter (R28), is never in its
  /// presenter's subtree (an alert is presented, never a child), so no question comes back to it.
  /// System controllers answer for themselves; its app delegate answer asks nothing.
  @inlinable public static var _cannotFault: Bool { true }

  /// The child whose answers a container forwards; `nil` when it must answer for itself.
  @inlinable @inline(__always)
  func shown(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .navigation: controller.topViewController
    case .tabBar: controller.selectedViewController
    // The last child, read in place (`child(at: childCount - 1)` walks the siblings).
    case .split, .page, .container: controller.related(controller.lastChildIndex)
    case .content, .alert: nil
    }
  }

  @inlinable @inline(__always)
  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    // If let shown, its mask when not empty, else the controller's own: that recursion, as a loop.
    controller.supportedInterfaceOrientations(forwardingTo: shown(by:))
  }

  @inlinable @inline(__always)
  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    // `shown(by: controller)?.shouldAutorotate ?? controller.own.shouldAutorotate`, as a loop.
    controller.forwardedOwnAnswer(.shouldAutorotate, faultAnswer: false, forwardingTo: shown(by:)) {
      $0.shouldAutorotate
    }
  }

  @inlinable @inline(__always)
  public func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    let wanted =
      shown(by: controller)?.preferredInterfaceOrientationForPresentation
      ?? controller.declared.preferredInterfaceOrientationForPresentation
      ?? controller.interfaceOrientation
    return controller.presentable(wanted)
  }

  @inlinable @inline(__always)
  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    // `shown(by: controller)?.prefersStatusBarHidden ?? controller.own.prefersStatusBarHidden`.
    controller.forwardedOwnAnswer(
      .prefersStatusBarHidden, faultAnswer: false, forwardingTo: shown(by:)
    ) { $0.prefersStatusBarHidden }
  }

  @inlinable @inline(__always)
  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    // `shown(by: controller)?.preferredStatusBarStyle ?? controller.own.preferredStatusBarStyle`.
    controller.forwardedOwnAnswer(
      .preferredStatusBarStyle, faultAnswer: .default, forwardingTo: shown(by:)
    ) { $0.preferredStatusBarStyle }
  }

  @inlinable
  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    guard navigationController.uikitAllowsInteractivePop else { return false }
    return navigationController.topViewController?.declared.forbidsInteractivePop != true
  }

  // Inlinable so that a session run does not copy the event it reads in place for the call.
  @inlinable
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    Self.refresh(window)
  }

  /// The reference's refresh strategy for any resolver's window: if the orientation has left the
  /// allowed mask, `setNeedsUpdateOfSupportedInterfaceOrientations` from iOS 16; before, `.unknown`
  /// then an allowed pose by key-value coding, unless the decider does not autorotate (R9).
  @inlinable
  public static func refresh<Resolver: OrientationResolver>(_ window: WindowHandle<Resolver>?)
    -> [Event]
  {
    guard let window else { return [] }
    let allowed = window.allowedInterfaceOrientations
    guard !allowed.isEmpty, !allowed.contains(window.interfaceOrientation) else { return [] }
    if window.osVersion.major >= 16 { return updateRequest }
    // Up to iOS 15 a decider that does not autorotate blocks the key-value-coding refresh (R9);
    // sending it anyway would only leave UIDevice reporting a pose the phone is not held in.
    if window.deciderViewController?.shouldAutorotate == false { return [] }
    let pose = window.deviceOrientation.interfaceOrientation
    guard
      let target = pose.flatMap({ allowed.contains($0) ? $0 : nil })
        ?? allowed.first(in: fallbackOrder)
    else { return [] }
    return keyValueCodingRefresh(to: target)
  }

  // The strategy's few possible answers, built once: a refresh allocates nothing.

  @usableFromInline static let updateRequest: [Event] = [
    .setNeedsUpdateOfSupportedInterfaceOrientations
  ]
  /// Indexed by the target's raw value.
  @usableFromInline static let keyValueCodingRefreshes: [[Event]] =
    (0...InterfaceOrientation.landscapeLeft.rawValue).map {
      let pose = InterfaceOrientation(rawValue: $0)?.deviceOrientation ?? .unknown
      return [.setDeviceOrientation(.unknown), .setDeviceOrientation(pose)]
    }

  /// `.unknown`, then `target`'s pose, by key-value coding.
  @inlinable
  static func keyValueCodingRefresh(to target: InterfaceOrientation) -> [Event] {
    keyValueCodingRefreshes[target.rawValue]
  }

  /// The order the reference falls back in when neither the wanted nor the current orientation is allowed.
  public static let fallbackOrder: [InterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]
}
