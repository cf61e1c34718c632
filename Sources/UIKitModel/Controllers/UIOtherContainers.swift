internal import OrientationSpec

/// `UISplitViewController`: its children side by side; UIKit's own answers are its own (R4).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  override class var modelKind: ControllerKind { .split }

  /// `delegate`: asked for the orientations before the split view controller answers itself.
  @exclusivity(unchecked) open weak var delegate: (any UISplitViewControllerDelegate)?

  /// `viewControllers`: primary, then secondary.
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      guard case .detached = AppSession.attachment(of: self) else {
        AppSession.current?.noteUnmodelled("setting a shown split view controller's viewControllers")
        return
      }
      setDetachedChildren(newValue)
    }
  }
}

/// `UIPageViewController`: one page at a time, the last child in the model (R4).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  override class var modelKind: ControllerKind { .page }

  /// `delegate`: asked for the orientations before the page view controller answers itself.
  @exclusivity(unchecked) open weak var delegate: (any UIPageViewControllerDelegate)?

  /// `viewControllers`: the page shown.
  open var viewControllers: [UIViewController]? {
    let children = self.children
    return children.last.map { [$0] }
  }

  /// `setViewControllers(_:direction:animated:completion:)` (before the controller is shown).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard case .detached = AppSession.attachment(of: self) else {
      AppSession.current?.noteUnmodelled("turning a shown page view controller's page")
      return
    }
    setDetachedChildren(viewControllers ?? [])
    completion?(true)
  }

  /// `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    case forward, reverse
  }
}

/// `UIAlertController`: asks its presenter for its orientations (R28); not to be subclassed.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  override class var modelKind: ControllerKind { .alert }

  /// `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  open var message: String?
  public private(set) var preferredStyle: Style = .alert
  public private(set) var actions: [UIAlertAction] = []

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// `addAction(_:)`.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
}

/// `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }
  public let title: String?
  public let style: Style
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
