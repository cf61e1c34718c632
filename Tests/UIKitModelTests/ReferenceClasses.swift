import OrientationSpec
import UIKitModel

// The reference resolver's overrides, written as an app's base classes: each container forwards
// every question to the child it shows, answers for itself when that answer is empty, and keeps
// its preferred orientation presentable.

/// The child a container shows (its top, its selection, its last child), as the reference
/// forwards to it.
@MainActor
func shownChild(of controller: UIViewController) -> UIViewController? {
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
func presentable(_ wanted: UIInterfaceOrientation, for controller: UIViewController)
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
  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask { get }
  var uikitShouldAutorotate: Bool { get }
  var uikitPrefersStatusBarHidden: Bool { get }
  var uikitPreferredStatusBarStyle: UIStatusBarStyle { get }
}

extension ReferenceForwarding {
  var forwardedSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let shown = shownChild(of: self) {
      let mask = shown.supportedInterfaceOrientations
      if !mask.isEmpty { return mask }
    }
    return uikitSupportedInterfaceOrientations
  }
  var forwardedShouldAutorotate: Bool {
    shownChild(of: self)?.shouldAutorotate ?? uikitShouldAutorotate
  }
  var forwardedPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    let wanted =
      shownChild(of: self)?.preferredInterfaceOrientationForPresentation
      ?? declaredAnswers.preferredInterfaceOrientationForPresentation
      ?? view.window?.windowScene?.interfaceOrientation ?? .portrait
    return presentable(wanted, for: self)
  }
  var forwardedPrefersStatusBarHidden: Bool {
    shownChild(of: self)?.prefersStatusBarHidden ?? uikitPrefersStatusBarHidden
  }
  var forwardedPreferredStatusBarStyle: UIStatusBarStyle {
    shownChild(of: self)?.preferredStatusBarStyle ?? uikitPreferredStatusBarStyle
  }
}

final class ReferenceViewController: UIViewController, ReferenceForwarding {
  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var uikitShouldAutorotate: Bool { super.shouldAutorotate }
  var uikitPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var uikitPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

final class ReferenceNavigationController: UINavigationController, ReferenceForwarding,
  UIGestureRecognizerDelegate
{
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    interactivePopGestureRecognizer?.delegate = self
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var uikitShouldAutorotate: Bool { super.shouldAutorotate }
  var uikitPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var uikitPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }

  /// UIKit's own conditions (more than one controller, the bar shown, the system back button),
  /// and the top screen may forbid it.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard viewControllers.count > 1, !isNavigationBarHidden,
      let top = topViewController, top.navigationItem.leftBarButtonItem == nil
    else { return false }
    return top.declaredAnswers.forbidsInteractivePop != true
  }
}

final class ReferenceTabBarController: UITabBarController, ReferenceForwarding {
  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var uikitShouldAutorotate: Bool { super.shouldAutorotate }
  var uikitPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var uikitPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

final class ReferenceSplitViewController: UISplitViewController, ReferenceForwarding {
  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var uikitShouldAutorotate: Bool { super.shouldAutorotate }
  var uikitPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var uikitPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

final class ReferencePageViewController: UIPageViewController, ReferenceForwarding {
  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  var uikitShouldAutorotate: Bool { super.shouldAutorotate }
  var uikitPrefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
  var uikitPreferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    forwardedSupportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { forwardedShouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    forwardedPreferredInterfaceOrientationForPresentation
  }
  override var prefersStatusBarHidden: Bool { forwardedPrefersStatusBarHidden }
  override var preferredStatusBarStyle: UIStatusBarStyle { forwardedPreferredStatusBarStyle }
}

/// The reference's app: every app controller is one of the classes above. The reference also
/// refreshes after events; that strategy is a resolver's, so this app makes no calls and the
/// comparison leaves refresh steps out.
@MainActor
let referenceApp = UIKitApp(
  name: "reference-classes",
  baseClasses: UIKitApp.BaseClasses(
    content: { ReferenceViewController() }, navigation: { ReferenceNavigationController(nibName: nil, bundle: nil) },
    tabBar: { ReferenceTabBarController() }, split: { ReferenceSplitViewController() },
    page: { ReferencePageViewController() }))
