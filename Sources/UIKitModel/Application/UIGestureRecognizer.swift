/// `UIGestureRecognizer`: a navigation controller's back-swipe, whose delegate decides whether it
/// may begin (R27).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// `delegate`, held weakly as in UIKit. The navigation controller whose back-swipe this is,
  /// as its own delegate (the usual setup), is held without a weak reference: one gives the
  /// controller a side table, which sends every retain and release of it down the slow path. It
  /// clears the pointer as it goes (``ownerGone()``), so the delegate still reads `nil` then.
  open var delegate: (any UIGestureRecognizerDelegate)? {
    get { delegateIsOwner ? ownerDelegate : weakDelegate }
    set {
      if let newValue, let owner, (newValue as AnyObject) === owner {
        ownerDelegate = newValue
        delegateIsOwner = true
        weakDelegate = nil
      } else {
        ownerDelegate = nil
        delegateIsOwner = false
        weakDelegate = newValue
      }
    }
  }
  private weak var weakDelegate: (any UIGestureRecognizerDelegate)?
  /// The navigation controller whose back-swipe this is, and the delegate when it is that
  /// controller: cleared by it as it goes.
  nonisolated(unsafe) unowned(unsafe) var owner: UIViewController?
  nonisolated(unsafe) private unowned(unsafe) var ownerDelegate:
    (any UIGestureRecognizerDelegate)?
  nonisolated(unsafe) private var delegateIsOwner = false
  /// `isEnabled`: a disabled back-swipe never begins.
  @exclusivity(unchecked) open var isEnabled = true

  public init(target: Any?, action: Any?) { super.init() }
  public override convenience init() { self.init(target: nil, action: nil) }

  /// The owner is going: it is no longer the delegate.
  nonisolated func ownerGone() {
    owner = nil
    ownerDelegate = nil
    delegateIsOwner = false
  }
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
