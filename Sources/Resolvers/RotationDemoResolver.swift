public import OrientationSpec

/// Seed 002, RotationDemo: forwarding containers, a portrait base screen that does not autorotate, global flags.
///
/// Reproduces `shared/seeds/002_ed13b38645b636cd.txt` (``SeedArticle/rotationDemo``)
/// and the demo it links, zhushengxiong/RotationDemo @280a347 (C2 in
/// `uikit-rules.md`), flaws included:
/// - `BaseTabBarController` returns `selectedViewController`'s three answers,
///   `BaseNavigationController` its `topViewController`'s. A message to `nil`
///   returns 0 in Objective-C, so a tab bar whose `selectedIndex` is not set
///   yet answers `[]`, `NO` and `unknown`: the article's pitfall (E2, R6).
/// - `BaseViewController`, the superclass of every screen, answers portrait,
///   `NO` and portrait. A screen's declared answers replace it one method at
///   a time, as `PushViewController` and `PresentViewController` do.
/// - The app delegate returns the mask the global flags select
///   (``AppDelegateSwitch``); the screens' `dealloc` resets the flags, which
///   ``refreshActions(after:subject:window:)`` models.
///
/// Other containers and the status bar keep UIKit's answers: the demo does not
/// subclass them. The demo's button actions (the flags set before a push or a
/// present, the autorotation toggle, `setOrientation:`) are events built by
/// `RotationDemoResolver+Demo.swift`.
public struct RotationDemoResolver: OrientationResolver {
  /// Which listing of `application(_:supportedInterfaceOrientationsFor:)` maps the flags to a mask.
  public var appDelegateSwitch: AppDelegateSwitch
  /// The screens whose `dealloc` resets the flags: the demo's `PushViewController` and `PresentViewController`.
  public var flagResettingControllers: Set<String>

  public init(
    appDelegateSwitch: AppDelegateSwitch = .demo,
    flagResettingControllers: Set<String> = ["PushViewController", "PresentViewController"]
  ) {
    self.appDelegateSwitch = appDelegateSwitch
    self.flagResettingControllers = flagResettingControllers
  }

  /// `rotation-demo`; `rotation-demo-article-switch` with the article's listing of the app delegate.
  public var name: String {
    switch appDelegateSwitch {
    case .demo: "rotation-demo"
    case .article: "rotation-demo-article-switch"
    }
  }

  /// `BaseViewController`'s answers: portrait only.
  public static let baseSupportedInterfaceOrientations = InterfaceOrientationMask.portrait
  /// `BaseViewController`'s answers: no autorotation.
  public static let baseShouldAutorotate = false
  /// `BaseViewController`'s answers: presented in portrait.
  public static let basePreferredInterfaceOrientation = InterfaceOrientation.portrait

  /// The child a base container sends the question to: `.some(nil)` when it messages `nil`; `nil` when the
  /// controller is not one of the demo's containers.
  func forwarded(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>?? {
    switch controller.kind {
    case .tabBar: .some(controller.selectedViewController)
    case .navigation: .some(controller.topViewController)
    default: nil
    }
  }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if let child = forwarded(by: controller) { return child?.supportedInterfaceOrientations ?? [] }
    guard controller.kind == .content else { return controller.own.supportedInterfaceOrientations }
    return controller.declared.supportedInterfaceOrientations
      ?? Self.baseSupportedInterfaceOrientations
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    if let child = forwarded(by: controller) { return child?.shouldAutorotate ?? false }
    guard controller.kind == .content else { return controller.own.shouldAutorotate }
    return controller.declared.shouldAutorotate ?? Self.baseShouldAutorotate
  }

  public func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    if let child = forwarded(by: controller) {
      return child?.preferredInterfaceOrientationForPresentation ?? .unknown
    }
    guard controller.kind == .content else {
      return controller.own.preferredInterfaceOrientationForPresentation
    }
    return controller.declared.preferredInterfaceOrientationForPresentation
      ?? Self.basePreferredInterfaceOrientation
  }
}
