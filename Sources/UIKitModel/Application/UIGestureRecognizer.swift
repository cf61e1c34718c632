/// `UIGestureRecognizer`: a navigation controller's back-swipe, whose delegate decides whether it
/// may begin (R27).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// `delegate`.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// `isEnabled`: a disabled back-swipe never begins.
  open var isEnabled = true

  public init(target: Any?, action: Any?) { super.init() }
  public override convenience init() { self.init(target: nil, action: nil) }
}

/// `UIGestureRecognizerDelegate`, with `gestureRecognizerShouldBegin(_:)` (optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
}

/// `UIViewControllerTransitionCoordinator`: what `viewWillTransition(to:with:)` receives; its
/// animations run at once (the model has no time).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
}

/// The coordinator UIKit hands `viewWillTransition(to:with:)`.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator,
  UIViewControllerTransitionCoordinatorContext
{
  var isAnimated: Bool { true }
  var isCancelled: Bool { false }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }
}
