internal import OrientationSpec

/// What only the model has: for the support code of a check (an app description, a test
/// fixture), never for an app's own files, which must compile against UIKit unchanged.
extension UIViewController {
  /// The answers a scenario or a generated hierarchy declares for this controller (what a
  /// subclass returning constants would return); none for a controller the app's code made.
  /// A generated screen of an app whose base class takes its answers from hooks (seed 000's
  /// `_supportedInterfaceOrientations_`) returns these from them.
  public var declaredAnswers: DeclaredAnswers {
    guard case .attached(let handle) = AppSession.attachment(of: self) else { return .none }
    return handle.declared
  }
}

/// `UINavigationItem`, as far as the back-swipe reads it (R27).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// Cleared by the controller as it goes (see `UIViewController`'s `deinit`).
  nonisolated(unsafe) unowned(unsafe) var owner: UIViewController?
  private var detachedLeftItem: UIBarButtonItem?
  /// The item a shown screen that replaces its back button reports when the app set none:
  /// one, made with the item
  /// (``UIViewController/prepareForShowing(kind:childCount:inNavigation:customBackButton:)``) or
  /// at the first read.
  private var madeBackItem: UIBarButtonItem?

  /// `hidesBackButton`.
  open var hidesBackButton = false

  /// `leftBarButtonItem`: a custom item replaces the back button, and the back-swipe cannot
  /// begin over the screen (R27). Shown, it reflects the controller's `customBackButton`.
  open var leftBarButtonItem: UIBarButtonItem? {
    get {
      if let owner, case .attached(let handle) = AppSession.attachment(of: owner) {
        guard handle.options.contains(.customBackButton) else { return nil }
        return detachedLeftItem ?? customBackItem()
      }
      return detachedLeftItem
    }
    set { detachedLeftItem = newValue }
  }

  init(owner: UIViewController) {
    self.owner = owner
    super.init()
  }

  /// The item a screen that replaces its back button reports (``leftBarButtonItem``).
  func customBackItem() -> UIBarButtonItem {
    if let made = madeBackItem { return made }
    let made = UIBarButtonItem()
    madeBackItem = made
    return made
  }
}

/// `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  open var title: String?
  public override init() { super.init() }
  public convenience init(title: String?) {
    self.init()
    self.title = title
  }
}
