import OrientationSpec
import Seed002

/// Seed 002's demo as the resolvers without its classes see it: its flags as the app delegate's
/// declared mask, its screens as declared answers, its buttons as the events they stand for.
///
/// `rotation-demo` plays the same stretches as the demo's own code does (``Seed002App``'s
/// `appEvents`: its buttons are actions); the resolvers without the demo's classes (UIKit's
/// defaults, the reference) need them spelled out.
enum RotationDemoEvents {
  /// The app delegate's global flags, `Rotate` and `type`.
  enum Flags {
    /// What `didFinishLaunching` sets, and what the screens' `dealloc` restores.
    case launch
    /// What `ViewController.pushToOtherVC` sets before pushing `PushViewController`.
    case beforePush
    /// What `ViewController.presentToOtherVC` sets before presenting `PresentViewController`.
    case beforePresent
  }

  /// The mask the demo's `AppDelegate.m` returns for `flags`: portrait, landscape before a push,
  /// all before a present.
  static func mask(for flags: Flags) -> InterfaceOrientationMask {
    switch flags {
    case .launch: .portrait
    case .beforePush: .landscape
    case .beforePresent: .all
    }
  }

  /// `PushViewController`'s answers: `_shouldAutorotate` toggles all/portrait, preferring portrait.
  static func pushViewControllerAnswers(allowsRotation: Bool) -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: allowsRotation ? .all : .portrait,
      shouldAutorotate: allowsRotation, preferredInterfaceOrientationForPresentation: .portrait)
  }

  /// `PresentViewController`'s answers: all or landscape right only, preferring landscape right.
  static func presentViewControllerAnswers(allowsRotation: Bool) -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: allowsRotation ? .all : .landscapeRight,
      shouldAutorotate: allowsRotation,
      preferredInterfaceOrientationForPresentation: .landscapeRight)
  }

  /// `PushViewController` with its toggle in the given state.
  static func pushViewController(allowsRotation: Bool = false) -> ControllerSpec {
    ControllerSpec(
      Controller(.content, declared: pushViewControllerAnswers(allowsRotation: allowsRotation)),
      name: "PushViewController")
  }

  /// `PresentViewController` with its toggle off.
  static let presentViewController = ControllerSpec(
    Controller(.content, declared: presentViewControllerAnswers(allowsRotation: false)),
    name: "PresentViewController")

  /// The article's `CustomViewController`, toggle off: its mask is raw 1, no orientation's bit.
  static let customViewController = ControllerSpec(
    Controller(
      .content,
      declared: DeclaredAnswers(
        supportedInterfaceOrientations: InterfaceOrientationMask(
          rawValue: UInt(InterfaceOrientation.portrait.rawValue)),
        shouldAutorotate: false, preferredInterfaceOrientationForPresentation: .portrait)),
    name: "CustomViewController")

  /// `ViewController.pushToOtherVC`: the flags for a push, then the push.
  static func pushToOtherVC(
    _ pushed: ControllerSpec, navigation: Int, flagsMask: InterfaceOrientationMask
  ) -> [Event] {
    [.setAppDelegateOrientations(flagsMask), .push(pushed, navigation: navigation)]
  }

  /// `ViewController.presentToOtherVC`: the flags for a present, then the present (the demo
  /// leaves `.automatic`: a page sheet on iPhone from iOS 13, full screen before).
  static func presentToOtherVC(
    _ presented: ControllerSpec, style: ModalPresentationStyle = .automatic, from presenter: Int
  ) -> [Event] {
    [
      .setAppDelegateOrientations(mask(for: .beforePresent)),
      .present(presented, style: style, from: presenter, animated: true),
    ]
  }

  /// `allowedRotation:` on `PushViewController`: its answers toggled.
  static func allowedRotation(_ allowsRotation: Bool, pushViewController controller: Int)
    -> Event
  {
    .declare(pushViewControllerAnswers(allowsRotation: allowsRotation), controller: controller)
  }

  /// `allowedRotation:` on `PresentViewController`.
  static func allowedRotation(_ allowsRotation: Bool, presentViewController controller: Int)
    -> Event
  {
    .declare(presentViewControllerAnswers(allowsRotation: allowsRotation), controller: controller)
  }

  /// `forceRotateToRight:` with the toggle off: `_shouldAutorotate` switched to YES around
  /// `setOrientation:` (UIKit evaluates the setter at once, while it is YES).
  static func forceRotateToRight(presentViewController controller: Int) -> [Event] {
    [
      allowedRotation(true, presentViewController: controller),
      .setDeviceOrientation(InterfaceOrientation.landscapeRight.deviceOrientation),
      allowedRotation(false, presentViewController: controller),
    ]
  }

  /// A button of the demo, as its own code taps it: the first controller that has it.
  static func tap(_ action: String) -> Event { .action(action, controller: 0) }
}
