internal import OrientationSpec

// The reference resolver's overrides written as an app's base classes: each container forwards
// every question to the child it shows, answers for itself when that answer is empty, and keeps
// its preferred orientation presentable. They show the reference in the form an app writes it,
// and the property tests check that they give the reference's answers.

/// The child a container shows (its top, its selection, its last child), as the reference
/// forwards to it.
@MainActor
func referenceShownChild(of controller: UIViewController) -> UIViewController? {
  switch controller {
  case let navigation as UINavigationController: navigation.topViewController
  case let tabBar as UITabBarController: tabBar.selectedViewController
  case is UIAlertController: nil
  default: controller.children.last
  }
}

/// The reference's preferred orientation: `wanted` when the controller and the app allow it,
/// else the current orientation, the device's pose, then the reference's fallback order.
@MainActor
func referencePresentable(_ wanted: UIInterfaceOrientation, for controller: UIViewController)
  -> UIInterfaceOrientation
{
  let window = controller.view.window
  let allowed = controller.supportedInterfaceOrientations.intersection(
    UIApplication.shared.supportedInterfaceOrientations(for: window))
  return allowed.fallback(
    preferring: wanted, current: window?.windowScene?.interfaceOrientation ?? .portrait,
    device: UIDevice.current.orientation, fallbackOrder: ReferenceResolver.fallbackOrder)
    ?? wanted
}

/// The reference's overrides for any controller class.
@MainActor
protocol ReferenceForwarding: UIViewController {
  var superSupportedInterfaceOrientations: UIInterfaceOrientationMask { get }
  var superShouldAutorotate: Bool { get }
  var superPrefersStatusBarHidden: Bool { get }
  var superPreferredStatusBarStyle: UIStatusBarStyle { get }
}

extension ReferenceForwarding {
  var forwardedSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let shown = referenceShownChild(of: self) {
      let mask = shown.supportedInterfaceOrientations
      if !mask.isEmpty { return mask }
    }
    return superSupportedInterfaceOrientations
  }
  var forwardedShouldAutorotate: Bool {
    referenceShownChild(of: self)?.shouldAutorotate ?? superShouldAutorotate
  }
  var forwardedPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    let wanted =
      referenceShownChild(of: self)?.preferredInterfaceOrientationForPresentation
      ?? declaredAnswers.preferredInterfaceOrientationForPresentation
      ?? view.window?.windowScene?.interfaceOrientation ?? .portrait
    return referencePresentable(wanted, for: self)
  }
  var forwardedPrefersStatusBarHidden: Bool {
    referenceShownChild(of: self)?.prefersStatusBarHidden ?? superPrefersStatusBarHidden
  }
  var forwardedPreferredStatusBarStyle: UIStatusBarStyle {
    referenceShownChild(of: self)?.preferredStatusBarStyle ?? superPreferredStatusBarStyle
  }
}

public final class ReferenceViewController: UIViewController, ReferenceForwarding {
  var superSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var superShouldAutorotate: Bool { super.shouldAutorotate }
  var superPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var superPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  public override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  public override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  public override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

public final class ReferenceNavigationController: UINavigationController, ReferenceForwarding,
  UIGestureRecognizerDelegate
{
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    interactivePopGestureRecognizer?.delegate = self
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  var superSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var superShouldAutorotate: Bool { super.shouldAutorotate }
  var superPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var superPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  public override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  public override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  public override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }

  /// UIKit's own conditions (more than one controller, the bar shown, the system back button),
  /// and the top screen may forbid it.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard viewControllers.count > 1, !isNavigationBarHidden,
      let top = topViewController, top.navigationItem.leftBarButtonItem == nil
    else { return false }
    return top.declaredAnswers.forbidsInteractivePop != true
  }
}

public final class ReferenceTabBarController: UITabBarController, ReferenceForwarding {
  var superSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var superShouldAutorotate: Bool { super.shouldAutorotate }
  var superPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var superPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  public override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  public override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  public override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

public final class ReferenceSplitViewController: UISplitViewController, ReferenceForwarding {
  var superSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var superShouldAutorotate: Bool { super.shouldAutorotate }
  var superPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var superPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  public override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  public override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  public override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

public final class ReferencePageViewController: UIPageViewController, ReferenceForwarding {
  var superSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var superShouldAutorotate: Bool { super.shouldAutorotate }
  var superPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var superPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  public override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  public override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  public override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

extension UIKitApp {
  /// The reference's overrides as an app's base classes (every app controller one of them): its
  /// answers are the reference resolver's. The reference's refresh strategy is a resolver's, so
  /// this app makes no calls.
  public static let referenceClasses = UIKitApp(
    name: "reference-classes",
    // An app that shows several scenes: its sessions connect and disconnect them.
    infoPlist: InfoPlist(supportsMultipleScenes: true),
    baseClasses: UIKitApp.BaseClasses(
      content: { ReferenceViewController() }, container: { ReferenceViewController() },
      navigation: { ReferenceNavigationController(nibName: nil, bundle: nil) },
      tabBar: { ReferenceTabBarController() }, split: { ReferenceSplitViewController() },
      page: { ReferencePageViewController() }))
}
