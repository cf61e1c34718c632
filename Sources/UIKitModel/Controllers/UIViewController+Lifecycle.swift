/// A controller's view: loaded when first needed, which calls `viewDidLoad()`.
extension UIViewController {
  func loadedViewOrLoad() -> UIView {
    if let view = loadedView { return view }
    loadView()
    let view = loadedView ?? UIView(owner: self)
    view.owner = self
    loadedView = view
    viewDidLoad()
    return view
  }

  /// Makes, as the controller is bound, what it makes the first time it is shown: its plain view
  /// (the one UIKit's `loadView()` makes), room for the list of its children, a navigation
  /// controller's back-swipe, a navigation controller's screen's item. Each is made then in the step that made the controller, rather
  /// than allocated in a later step that shows it.
  func prepareForShowing(
    kind: ControllerKind, childCount: Int, inNavigation: Bool, customBackButton: Bool
  ) {
    if loadedView == nil && spareView == nil { spareView = UIView(frame: .zero) }
    // A navigation controller's screen: its item, which the back-swipe reads (R27).
    if inNavigation {
      if ownNavigationItem == nil { ownNavigationItem = UINavigationItem(owner: self) }
      if customBackButton { _ = ownNavigationItem?.customBackItem() }
    }
    if kind.isContainer && childrenCache.capacity < 4 {
      childrenCache.reserveCapacity(max(4, childCount))
    }
    if kindOfClass == .navigation {
      _ = unsafeDowncast(self, to: UINavigationController.self).interactivePopGestureRecognizer
    }
  }

  /// The plain view made for the controller
  /// (``prepareForShowing(kind:childCount:inNavigation:customBackButton:)``), once.
  func takeSpareView() -> UIView? {
    defer { spareView = nil }
    return spareView
  }
}
