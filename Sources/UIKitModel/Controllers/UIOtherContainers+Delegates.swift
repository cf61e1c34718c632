// The split view and page view controllers' delegates, with their orientation methods: UIKit's
// container asks its delegate before answering itself (R4; A11 in the catalogue).

/// `UISplitViewControllerDelegate`, with its two orientation methods (optional, as in UIKit: a
/// delegate that does not implement one leaves the split view controller's own answer).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask
  func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
  public func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return []
  }
  public func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return .unknown
  }
}

/// `UIPageViewControllerDelegate`, with its two orientation methods (optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return []
  }
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return .unknown
  }
}
