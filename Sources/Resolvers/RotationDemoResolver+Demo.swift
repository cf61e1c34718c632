public import OrientationSpec

/// The demo's screens (their own overrides) and its button actions, as specs and events.
///
/// Every screen inherits `BaseViewController`; those below override all three
/// methods, so their answers are declared. The actions are what the demo's
/// buttons run, in order: a session plays them as events.
extension RotationDemoResolver {
  /// `PushViewController`'s answers (C2): `_shouldAutorotate` toggles all/portrait, preferring portrait.
  public static func pushViewControllerAnswers(allowsRotation: Bool) -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: allowsRotation ? .all : .portrait,
      shouldAutorotate: allowsRotation, preferredInterfaceOrientationForPresentation: .portrait)
  }

  /// `PresentViewController`'s answers (C2): all or landscape right only, preferring landscape right.
  public static func presentViewControllerAnswers(allowsRotation: Bool) -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: allowsRotation ? .all : .landscapeRight,
      shouldAutorotate: allowsRotation,
      preferredInterfaceOrientationForPresentation: .landscapeRight)
  }

  /// The article's `CustomViewController`: when not toggled its mask is `UIInterfaceOrientationPortrait`.
  ///
  /// The listing returns the orientation (raw 1) where a mask is expected: raw
  /// 1 is no orientation's bit (portrait's is 2), so nothing is in common with
  /// any app mask. The demo's own screens return `UIInterfaceOrientationMaskPortrait`.
  public static func customViewControllerAnswers(allowsRotation: Bool) -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: allowsRotation
        ? .all : InterfaceOrientationMask(rawValue: UInt(InterfaceOrientation.portrait.rawValue)),
      shouldAutorotate: allowsRotation, preferredInterfaceOrientationForPresentation: .portrait)
  }

  /// `PushViewController` with its toggle in the given state.
  public static func pushViewController(allowsRotation: Bool = false) -> ControllerSpec {
    ControllerSpec(
      Controller(.content, declared: pushViewControllerAnswers(allowsRotation: allowsRotation)),
      name: "PushViewController")
  }

  /// `PresentViewController` with its toggle in the given state.
  public static func presentViewController(allowsRotation: Bool = false) -> ControllerSpec {
    ControllerSpec(
      Controller(.content, declared: presentViewControllerAnswers(allowsRotation: allowsRotation)),
      name: "PresentViewController")
  }

  /// The article's `CustomViewController` with its toggle in the given state.
  public static func customViewController(allowsRotation: Bool = false) -> ControllerSpec {
    ControllerSpec(
      Controller(.content, declared: customViewControllerAnswers(allowsRotation: allowsRotation)),
      name: "CustomViewController")
  }

  /// `ViewController.pushToOtherVC`: the flags for a push, then the push.
  public func pushToOtherVC(_ pushed: ControllerSpec, navigation: Int) -> [Event] {
    [.setAppDelegateOrientations(mask(for: .beforePush)), .push(pushed, navigation: navigation)]
  }

  /// `ViewController.presentToOtherVC`: the flags for a present, then the present.
  ///
  /// The demo leaves `modalPresentationStyle` as `init` sets it: `.automatic`,
  /// a page sheet on iPhone from iOS 13 (R3), full screen before.
  public func presentToOtherVC(
    _ presented: ControllerSpec, style: ModalPresentationStyle = .automatic, from presenter: Int
  ) -> [Event] {
    [
      .setAppDelegateOrientations(mask(for: .beforePresent)),
      .present(presented, style: style, from: presenter, animated: true),
    ]
  }

  /// `allowedRotation:`, the red button: `_shouldAutorotate` becomes `allowsRotation`.
  public static func allowedRotation(
    _ allowsRotation: Bool, pushViewController controller: Int
  ) -> Event {
    .declare(pushViewControllerAnswers(allowsRotation: allowsRotation), controller: controller)
  }

  /// `allowedRotation:` on `PresentViewController`.
  public static func allowedRotation(
    _ allowsRotation: Bool, presentViewController controller: Int
  ) -> Event {
    .declare(presentViewControllerAnswers(allowsRotation: allowsRotation), controller: controller)
  }

  /// `forceRotateToRight:`: `setOrientation:` with `UIInterfaceOrientationLandscapeRight`, switching
  /// `_shouldAutorotate` to YES around it when it is NO.
  ///
  /// The argument is an interface orientation (3) sent as a device one:
  /// device 3 is `landscapeLeft`, which turns the interface to landscape right
  /// (R20), so the raw cast is right. Key-value coding moves the interface up
  /// to iOS 15 only, and setting the value already reported does nothing (R19).
  public static func forceRotateToRight(
    presentViewController controller: Int, allowsRotation: Bool
  ) -> [Event] {
    let setOrientation = Event.setDeviceOrientation(
      InterfaceOrientation.landscapeRight.deviceOrientation)
    if allowsRotation { return [setOrientation] }
    return [
      allowedRotation(true, presentViewController: controller), setOrientation,
      allowedRotation(false, presentViewController: controller),
    ]
  }
}
