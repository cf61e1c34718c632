public import OrientationSpec

/// Seed 000's base classes (ELOrientationControlDemo): tab bar, navigation and screens forward, the player forces by KVC.
///
/// Source: `shared/seeds/000_d026d4278d79c2c0.txt` (seed 001 is the same
/// article in traditional Chinese), checked against the demo's code,
/// emmet7life/ELOrientationControlDemo @0a6e61b: `BaseTabBarController.swift`,
/// `BaseNavViewController.swift`, `BaseViewController.swift`,
/// `Extension+Constant.swift`, `ELUIRotateUtils.swift`,
/// `UIViewController+Extension.swift` and the four usage controllers.
///
/// The article's code, reproduced with its flaws:
/// - **App delegate** (§正题 2): `.allButUpsideDown` for every window. The
///   article suggests `.all` for iPad, and the demo's `AppDelegate.swift`
///   returns `.all`; on iPhone both give the same allowed masks. The Info.plist
///   lists portrait only (§正题 1): that is the session's app configuration.
/// - **BaseTabBarController** (§正题 5): the four questions go to
///   `selectedViewController`, else the `kDefault…` constants;
///   `supportedInterfaceOrientations` is the selected controller's mask
///   *unioned* with the mask of the tab bar's own preferred orientation, whose
///   `orientationMask` maps `.unknown` to `.all`. The union avoids E3, but lets
///   a screen that declares a landscape mask and no preferred orientation turn
///   portrait (the default preference is portrait).
/// - **BaseNavViewController**: while the top controller's
///   `presentedViewController` `isBeingPresented`, the navigation controller's
///   *own* `presentedViewController` answers (the article's code asks `self`,
///   not the top); while it `isBeingDismissed`, `topViewController` answers;
///   otherwise `visibleViewController`, else the defaults. Forwarding to what
///   is presented makes an alert ask itself through its presenter: E4 (R28).
/// - **BaseViewController** (and the table and collection variants, §正题 6–8):
///   a `presentedViewController` being presented answers; one being dismissed
///   hands back to the screen's own `_xxx_` answers; any other presented
///   controller answers; else the `_xxx_` answers, else the defaults.
///   `_xxx_` answers are ``DeclaredAnswers``.
/// - **Defaults** (`kDefault…`): status bar shown in the default style,
///   autorotation on, portrait, preferring portrait. They replace UIKit's own
///   defaults for every screen, tab bar and navigation controller.
/// - **Back-swipe** (`gestureRecognizerShouldBegin`): never while the top
///   controller's `isForbidInteractivePopGesture` is true
///   (``DeclaredAnswers/forbidsInteractivePop``; the player's `_isLandscape`),
///   else only over more than one controller.
/// - **UIRotateUtils**: the refresh strategy, in
///   `ElOrientationControlResolver+RotateUtils.swift`.
///
/// Other containers (split, page, custom) have no base class in the article:
/// they answer as UIKit's own classes do. The containers' declared answers are
/// ignored, since their base classes override all five questions.
public struct ElOrientationControlResolver: OrientationResolver {
  public init() {}

  /// The command-line name.
  public var name: String { "el-orientation-control" }

  /// The article this resolver reproduces.
  public static let article = SeedArticle.elOrientationControl

  /// The article's `AppDelegate`: `return .allButUpsideDown`, whatever the window.
  public static let appDelegateOrientations = InterfaceOrientationMask.allButUpsideDown

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    switch controller.kind {
    case .tabBar:
      return tabBarSupportedInterfaceOrientations(controller)
    case .navigation:
      return navigationForwarding(
        controller, { $0.supportedInterfaceOrientations },
        default: Defaults.supportedInterfaceOrientations)
    case .content:
      return baseViewController(
        controller, { $0.supportedInterfaceOrientations },
        declared: controller.declared.supportedInterfaceOrientations,
        default: Defaults.supportedInterfaceOrientations)
    case .split, .page, .container, .alert:
      return controller.own.supportedInterfaceOrientations
    }
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    switch controller.kind {
    case .tabBar:
      return tabBarForwarding(
        controller, { $0.shouldAutorotate }, default: Defaults.shouldAutorotate)
    case .navigation:
      return navigationForwarding(
        controller, { $0.shouldAutorotate }, default: Defaults.shouldAutorotate)
    case .content:
      return baseViewController(
        controller, { $0.shouldAutorotate }, declared: controller.declared.shouldAutorotate,
        default: Defaults.shouldAutorotate)
    case .split, .page, .container, .alert:
      return controller.own.shouldAutorotate
    }
  }

  public func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    switch controller.kind {
    case .tabBar:
      return tabBarForwarding(
        controller, { $0.preferredInterfaceOrientationForPresentation },
        default: Defaults.preferredInterfaceOrientationForPresentation)
    case .navigation:
      return navigationForwarding(
        controller, { $0.preferredInterfaceOrientationForPresentation },
        default: Defaults.preferredInterfaceOrientationForPresentation)
    case .content:
      return baseViewController(
        controller, { $0.preferredInterfaceOrientationForPresentation },
        declared: controller.declared.preferredInterfaceOrientationForPresentation,
        default: Defaults.preferredInterfaceOrientationForPresentation)
    case .split, .page, .container, .alert:
      return controller.own.preferredInterfaceOrientationForPresentation
    }
  }

  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    switch controller.kind {
    case .tabBar:
      return tabBarForwarding(
        controller, { $0.prefersStatusBarHidden }, default: Defaults.prefersStatusBarHidden)
    case .navigation:
      return navigationForwarding(
        controller, { $0.prefersStatusBarHidden }, default: Defaults.prefersStatusBarHidden)
    case .content:
      return baseViewController(
        controller, { $0.prefersStatusBarHidden },
        declared: controller.declared.prefersStatusBarHidden,
        default: Defaults.prefersStatusBarHidden)
    case .split, .page, .container, .alert:
      return controller.own.prefersStatusBarHidden
    }
  }

  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    switch controller.kind {
    case .tabBar:
      return tabBarForwarding(
        controller, { $0.preferredStatusBarStyle }, default: Defaults.preferredStatusBarStyle)
    case .navigation:
      return navigationForwarding(
        controller, { $0.preferredStatusBarStyle }, default: Defaults.preferredStatusBarStyle)
    case .content:
      return baseViewController(
        controller, { $0.preferredStatusBarStyle },
        declared: controller.declared.preferredStatusBarStyle,
        default: Defaults.preferredStatusBarStyle)
    case .split, .page, .container, .alert:
      return controller.own.preferredStatusBarStyle
    }
  }

  /// The article's app delegate, whatever the app configuration declares.
  public func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    Self.appDelegateOrientations
  }

  /// `BaseNavViewController.gestureRecognizerShouldBegin(_:)`: not over a top that forbids it, else more than one controller.
  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    if let top = navigationController.topViewController, Self.isForbidInteractivePopGesture(top) {
      return false  // 播放器处于横屏时，禁用左滑手势
    }
    return navigationController.viewControllerCount > 1
  }

  /// `UIViewController.isForbidInteractivePopGesture`: `false` unless the screen overrides it (the player).
  static func isForbidInteractivePopGesture(_ controller: ControllerHandle<Self>) -> Bool {
    controller.declared.forbidsInteractivePop ?? false
  }
}
