internal import OrientationSpec

/// `UINavigationController`: a stack of controllers; UIKit's own answers are its own (it does not
/// forward to its top, R4), after its delegate's where the delegate implements them.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  override class var modelKind: ControllerKind { .navigation }

  /// `delegate`: its orientation methods come before the controller's own answers.
  @exclusivity(unchecked) open weak var delegate: (any UINavigationControllerDelegate)?
  /// `isNavigationBarHidden` (hiding a shown controller's bar is not modelled: UIKitModel.md).
  open var isNavigationBarHidden: Bool {
    get {
      if case .attached(let handle) = AppSession.attachment(of: self) {
        return handle.options.contains(.navigationBarHidden)
      }
      return detachedBarHidden
    }
    set {
      guard case .detached = AppSession.attachment(of: self) else {
        AppSession.current?.noteUnmodelled("hiding a shown navigation controller's bar")
        return
      }
      detachedBarHidden = newValue
    }
  }
  private var detachedBarHidden = false
  /// The back-swipe's recognizer: its `delegate`'s `gestureRecognizerShouldBegin(_:)` replaces
  /// UIKit's own answer (R27).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
  nonisolated(unsafe) private var ownPopGesture: UIGestureRecognizer?
  private var popGesture: UIGestureRecognizer {
    if let made = ownPopGesture { return made }
    let made = UIGestureRecognizer(target: nil, action: nil)
    made.owner = self
    ownPopGesture = made
    return made
  }

  // The back-swipe points back at its navigation controller without a weak reference (see
  // `UIGestureRecognizer.delegate`): the controller clears it as it goes.
  deinit { ownPopGesture?.ownerGone() }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setDetachedChildren([rootViewController])
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// `init(navigationBarClass:toolbarClass:)`: the bars are not modelled. One of UIKit's four
  /// designated initialisers: a subclass that overrides some of them must override all four to
  /// keep `init()`, here as on iOS.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `viewControllers`, bottom to top.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// `topViewController`: the last of the stack.
  open var topViewController: UIViewController? {
    switch AppSession.attachment(of: self) {
    case .attached(let handle):
      AppSession.instance(of: handle.topViewController)
    case .faulted: nil
    case .detached: detached.children.last
    }
  }

  /// `visibleViewController`: what it or an ancestor presents, else the top.
  open var visibleViewController: UIViewController? {
    switch AppSession.attachment(of: self) {
    case .attached(let handle):
      AppSession.instance(of: handle.visibleViewController)
    case .faulted: nil
    case .detached: presentedViewController ?? detached.children.last
    }
  }

  /// `pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    requestNavigation(.push(viewController, onto: self)) {
      $0.setDetachedChildren($0.detached.children + [viewController])
    }
  }

  /// `popViewController(animated:)`: the top, which leaves the stack.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    let stack = viewControllers
    guard stack.count > 1 else { return nil }
    requestNavigation(.pop(self)) { $0.setDetachedChildren(Array(stack.dropLast())) }
    return stack.last
  }

  /// `popToRootViewController(animated:)`: the controllers that leave the stack.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    let stack = viewControllers
    guard stack.count > 1 else { return nil }
    requestNavigation(.popToRoot(self)) { $0.setDetachedChildren([stack[0]]) }
    return Array(stack.dropFirst())
  }

  /// `popToViewController(_:animated:)`: the controllers above `viewController`.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    let stack = viewControllers
    guard let position = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(position + 1)...])
    guard !popped.isEmpty else { return [] }
    requestNavigation(.popTo(viewController, in: self)) {
      $0.setDetachedChildren(Array(stack[...position]))
    }
    return popped
  }

  /// `setViewControllers(_:animated:)`.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    requestNavigation(.setStack(viewControllers, of: self)) {
      $0.setDetachedChildren(viewControllers)
    }
  }

  /// `setNavigationBarHidden(_:animated:)`.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
}

/// `UINavigationControllerDelegate`, with its two orientation methods (optional, as in UIKit: a
/// delegate that does not implement one leaves the navigation controller's own answer).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return []
  }
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return .unknown
  }
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
