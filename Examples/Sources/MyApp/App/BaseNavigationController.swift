#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// Every navigation controller of MyApp: its top screen decides, the interface turns when the
/// screen it comes to show does not support it (one of the app's screens or not), and the
/// back-swipe never leaves a screen that forbids it.
class BaseNavigationController: UINavigationController, UIGestureRecognizerDelegate,
  UINavigationControllerDelegate
{
  // The delegate is set as the controller is made, not in viewDidLoad: a push onto a navigation
  // controller not yet shown (a tab never selected) must reach navigationController(_:didShow:).
  // All four designated initialisers are overridden, so `BaseNavigationController()` remains.
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
    delegate = self
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    delegate = self
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    delegate = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
  }

  /// Shown again (its tab selected, what covered it dismissed): its top may not support the
  /// orientation the interface is in.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    RotationHelper.refreshIfNeeded(after: self)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    RotationHelper.refreshIfNeeded(after: viewController)
  }

  /// The top screen's, unless it answers nothing; never `visibleViewController`, which is an
  /// alert while one is shown (an alert asks its presenter, which would ask the alert again).
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let mask = topViewController?.supportedInterfaceOrientations, !mask.isEmpty { return mask }
    return super.supportedInterfaceOrientations
  }

  override var shouldAutorotate: Bool {
    topViewController?.shouldAutorotate ?? super.shouldAutorotate
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    RotationHelper.presentable(
      topViewController?.preferredInterfaceOrientationForPresentation, for: self)
  }

  override var prefersStatusBarHidden: Bool {
    topViewController?.prefersStatusBarHidden ?? super.prefersStatusBarHidden
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    topViewController?.preferredStatusBarStyle ?? super.preferredStatusBarStyle
  }

  /// UIKit's own conditions (more than one screen, the bar shown, the system back button), and
  /// not while the top screen forbids it.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard viewControllers.count > 1, !isNavigationBarHidden, let top = topViewController,
      top.navigationItem.leftBarButtonItem == nil
    else { return false }
    return (top as? BaseViewController)?.forbidsInteractivePop != true
  }
}
