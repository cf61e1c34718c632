internal import OrientationSpec

/// `UITabBarController`: tabs, one of them selected; UIKit's own answers are its own (the
/// assumptions say whether it intersects its children's, R4), after its delegate's.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  override class var modelKind: ControllerKind { .tabBar }

  /// `delegate`: its orientation methods come before the controller's own answers.
  @exclusivity(unchecked) open weak var delegate: (any UITabBarControllerDelegate)?

  private var ownMoreNavigationController: UINavigationController?

  /// `viewControllers`: the tabs; setting them selects the first, as UIKit does.
  open var viewControllers: [UIViewController]? {
    get {
      let children = self.children
      return children.isEmpty ? nil : children
    }
    set { setViewControllers(newValue, animated: false) }
  }

  /// `setViewControllers(_:animated:)` (before the tab bar is shown; see UIKitModel.md).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    guard case .detached = AppSession.attachment(of: self) else {
      AppSession.current?.noteUnmodelled("setting a shown tab bar controller's viewControllers")
      return
    }
    setDetachedChildren(viewControllers ?? [])
    detached.selectedIndex = detached.children.isEmpty ? -1 : 0
  }

  /// `selectedViewController`: `nil` before a selection; the More navigation controller while
  /// the More list shows.
  open var selectedViewController: UIViewController? {
    get {
      switch AppSession.attachment(of: self) {
      case .attached(let handle):
        return AppSession.instance(of: handle.selectedViewController)
      case .faulted: return nil
      case .detached:
        let index = detached.selectedIndex
        return detached.children.indices.contains(index) ? detached.children[index] : nil
      }
    }
    set {
      guard let newValue,
        let index = children.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }

  /// `selectedIndex`: `NSNotFound` while the More list shows, and before any selection.
  open var selectedIndex: Int {
    get {
      switch AppSession.attachment(of: self) {
      case .attached(let handle): return handle.selectedIndex ?? NSNotFound
      case .faulted: return NSNotFound
      case .detached: return detached.selectedIndex < 0 ? NSNotFound : detached.selectedIndex
      }
    }
    set {
      switch AppSession.attachment(of: self) {
      case .attached: AppSession.current.unsafelyUnwrapped.enqueue(.select(newValue, in: self))
      case .faulted: break
      case .detached:
        if detached.children.indices.contains(newValue) { detached.selectedIndex = newValue }
      }
    }
  }

  /// `moreNavigationController`: UIKit's own navigation controller for the More list.
  open var moreNavigationController: UINavigationController {
    if case .attached(let handle) = AppSession.attachment(of: self) {
      return AppSession.current.unsafelyUnwrapped.moreNavigationController(ofTabBar: handle.serial)
    }
    if let made = ownMoreNavigationController { return made }
    let made = UINavigationController(nibName: nil, bundle: nil)
    ownMoreNavigationController = made
    return made
  }
}

/// `UITabBarControllerDelegate`, with its two orientation methods (optional, as in UIKit).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
    -> UIInterfaceOrientationMask
  func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientation
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarControllerSupportedInterfaceOrientations(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return []
  }
  public func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return .unknown
  }
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
