public import OrientationSpec

/// MyApp's orientation code, as a resolver: what its base classes and its app delegate override.
///
/// MyApp is a typical UIKit app: a `BaseTabBarController` at the root, a `BaseNavigationController`
/// in each tab, every screen a `BaseViewController` subclass that declares its own
/// `supportedInterfaceOrientations` (a landscape player, a portrait login, …), an optional
/// `SideMenuController` container, an `AppDelegate` whose
/// `application(_:supportedInterfaceOrientationsFor:)` returns the mask of the root (or of what
/// the root presents over the whole window), and a `RotationHelper` the base classes call after a
/// push, a pop or a tab switch. Each method below is one of those overrides; the Swift it stands
/// for is in its comment.
///
/// Every base class also passes its orientation questions on to what it presents, with a guard:
/// not an alert, not one being dismissed, and only a presentation that takes over the window (the
/// status-bar questions go to the child on screen only: UIKit decides who owns the status bar). Without the guard
/// (`guardsPresentationForwarding: false`, kept to show what the checker finds), an alert over a
/// screen answers with its presenter's mask, which asks the alert again: E4, a crash.
public struct MyAppResolver: OrientationResolver {
  /// Whether the base classes guard their forwarding to `presentedViewController` (MyApp does).
  public var guardsPresentationForwarding: Bool

  public init(guardsPresentationForwarding: Bool = true) {
    self.guardsPresentationForwarding = guardsPresentationForwarding
  }

  public var name: String { guardsPresentationForwarding ? "my-app" : "my-app-unguarded" }

  /// The controller a base class passes its questions on to, or `nil` when it answers itself.
  func forwardee(of controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    // Every base class first: what it (or a controller above it) presents over the window.
    if let presented = takingOver(from: controller) { return presented }
    return childOnScreen(of: controller)
  }

  /// The child a container shows: where the base classes send the status-bar questions. UIKit
  /// itself hands the status bar to a presented controller when it is full screen or captures
  /// the appearance (R26), so passing them on to what is presented would take the status bar from
  /// the presenter under an `.overFullScreen` presentation that does not capture it.
  func childOnScreen(of controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .tabBar:
      // BaseTabBarController: `selectedViewController` (nil before the first selection).
      controller.selectedViewController
    case .navigation:
      // BaseNavigationController: `topViewController`, never `visibleViewController` (an alert
      // answers with its presenter's mask, so forwarding to it loops: E4).
      controller.topViewController
    case .split, .page, .container:
      // SideMenuController and the other containers: the child in front (the last one).
      controller.child(at: controller.childCount - 1)
    case .content, .alert:
      nil
    }
  }

  /// The base classes' guard before forwarding to `presentedViewController`:
  ///
  /// ```swift
  /// if let presented = presentedViewController, !(presented is UIAlertController),
  ///   !presented.isBeingDismissed, presented.fillsTheWindow { return presented }
  /// ```
  ///
  /// An alert would loop back (E4); one being dismissed no longer decides; a sheet or a popover
  /// shows in its presenter's orientation, so it must not set the mask. A presentation fills the
  /// window when UIKit asks it (R1, R3): it is the window's decider, or presents it.
  func takingOver(from controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    guard let presented = controller.presentedViewController else { return nil }
    guard guardsPresentationForwarding else { return presented }
    guard presented.kind != .alert, !presented.isBeingDismissed else { return nil }
    var current = controller.window?.deciderViewController
    while let candidate = current {
      if candidate == presented { return presented }
      current = candidate.presentingViewController
    }
    return nil
  }

  /// `override var supportedInterfaceOrientations`: forwarded; a container with nothing to
  /// forward to, or a child answering with an empty mask, answers for itself (`super`).
  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if let next = forwardee(of: controller) {
      let mask = next.supportedInterfaceOrientations
      if !mask.isEmpty { return mask }
    }
    return controller.own.supportedInterfaceOrientations
  }

  /// `override var shouldAutorotate` (asked up to iOS 15): forwarded.
  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    forwardee(of: controller)?.shouldAutorotate ?? controller.own.shouldAutorotate
  }

  /// `override var preferredInterfaceOrientationForPresentation`: forwarded, then kept inside what
  /// this controller and the app allow, so a presentation never raises E2/E3: the wanted
  /// orientation, else the current one, else the device's pose, else the first allowed.
  public func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    let wanted =
      forwardee(of: controller)?.preferredInterfaceOrientationForPresentation
      ?? controller.declared.preferredInterfaceOrientationForPresentation
      ?? controller.interfaceOrientation
    return controller.presentable(wanted, fallbackOrder: RotationHelper.fallbackOrder)
  }

  /// `override var prefersStatusBarHidden`: forwarded to the child on screen.
  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    childOnScreen(of: controller)?.prefersStatusBarHidden ?? controller.own.prefersStatusBarHidden
  }

  /// `override var preferredStatusBarStyle`: forwarded to the child on screen.
  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    childOnScreen(of: controller)?.preferredStatusBarStyle
      ?? controller.own.preferredStatusBarStyle
  }

  /// `AppDelegate.application(_:supportedInterfaceOrientationsFor:)`: the root's mask, or the
  /// mask of what the root presents over the whole window (the controller UIKit asks, R1):
  ///
  /// ```swift
  /// var shown = window?.rootViewController
  /// while let presented = shown?.presentedViewController, presented.fillsTheWindow,
  ///   !presented.isBeingDismissed { shown = presented }
  /// return shown?.supportedInterfaceOrientations ?? .allButUpsideDown
  /// ```
  ///
  /// The root alone is not enough: a system or third-party root (a `UITabBarController` not
  /// subclassed) does not forward to a landscape player presented over it, and with the app mask
  /// its portrait, nothing is allowed: E1.
  public func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    (window.deciderViewController ?? window.rootViewController)?.supportedInterfaceOrientations
      ?? .allButUpsideDown
  }

  /// `BaseNavigationController` as its `interactivePopGestureRecognizer`'s delegate: UIKit's own
  /// answer (more than one controller, the bar visible, the system back button), and not while the
  /// top screen forbids it (a player mid-scrub, a form with unsaved changes).
  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    guard navigationController.uikitAllowsInteractivePop else { return false }
    return navigationController.topViewController?.declared.forbidsInteractivePop != true
  }

  /// `RotationHelper.refreshIfNeeded(in:)`, called by the base classes after a push, a pop, a tab
  /// switch, a presentation, a dismissal or a change of declarations.
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    RotationHelper.refreshIfNeeded(in: window)
  }
}
