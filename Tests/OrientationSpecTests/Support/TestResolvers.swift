import OrientationSpec

/// Any orientation question (supported, autorotate, preferred) asks itself
/// again, so being asked at all ends the evaluation with `.forwardingLoop`:
/// proof that a rule asks no controller.
struct TripwireResolver: OrientationResolver {
  var name: String { "tripwire" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.supportedInterfaceOrientations
  }

  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    controller.shouldAutorotate
  }

  func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    controller.preferredInterfaceOrientationForPresentation
  }
}

/// A navigation controller forwards every orientation question to
/// `visibleViewController`, as seed 000's `BaseNavViewController` and
/// ZFPlayer's early category did (R28).
struct VisibleForwardingResolver: OrientationResolver {
  var name: String { "forwards-to-visible" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.visibleViewController?.supportedInterfaceOrientations
      ?? controller.own.supportedInterfaceOrientations
  }

  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    controller.visibleViewController?.shouldAutorotate ?? controller.own.shouldAutorotate
  }

  func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    controller.visibleViewController?.preferredInterfaceOrientationForPresentation
      ?? controller.own.preferredInterfaceOrientationForPresentation
  }
}

/// A navigation controller asks its top controller, and every screen asks its
/// navigation controller: a forwarding cycle that overflows the stack on a
/// device.
struct ChildAsksParentResolver: OrientationResolver {
  var name: String { "child-asks-parent" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if let top = controller.topViewController { return top.supportedInterfaceOrientations }
    if let parent = controller.navigationController { return parent.supportedInterfaceOrientations }
    return controller.own.supportedInterfaceOrientations
  }
}

/// Only `shouldAutorotate` forwards in a cycle (top, then parent); masks are
/// answered normally.
struct AutorotateLoopResolver: OrientationResolver {
  var name: String { "autorotate-loop" }

  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    if let top = controller.topViewController { return top.shouldAutorotate }
    if let parent = controller.navigationController { return parent.shouldAutorotate }
    return controller.own.shouldAutorotate
  }
}

/// A custom back-swipe delegate that always lets the gesture begin, even over
/// the root (I27).
struct AlwaysPopResolver: OrientationResolver {
  var name: String { "always-pop" }

  func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>) -> Bool {
    true
  }
}

/// An app delegate that asks the root, whose answer asks itself again.
struct TopmostDelegateSelfLoopResolver: OrientationResolver {
  var name: String { "delegate-into-loop" }

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    window.rootViewController?.supportedInterfaceOrientations
  }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.supportedInterfaceOrientations
  }
}
