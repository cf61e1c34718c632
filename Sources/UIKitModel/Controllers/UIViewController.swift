internal import OrientationSpec

/// `UIViewController`, with UIKit's orientation surface.
///
/// An instance is either on its own (made by the app, not yet shown) or bound to a controller of
/// the session running now. On its own, its relations are what the app set (a navigation
/// controller's root, a tab bar's `viewControllers`, what it presents) and its answers are
/// UIKit's defaults for an iPhone. Bound, every relation and every answer of UIKit's own class
/// is the specification's, read from the session's hierarchy; the app's overrides answer with the
/// app's own code. The answers a scenario or generated hierarchy declares for a controller stand
/// for a subclass that returns those constants: UIKit's own implementation (`super`) returns them.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The controller's serial in the session it is bound to (`-1`: not bound).
  @exclusivity(unchecked) var serial: Int32 = -1
  /// The session it is bound to (``AppSession/number``; `0`: none).
  @exclusivity(unchecked) var sessionNumber: UInt64 = 0
  /// Its arena index when last looked up: checked against the serial before use.
  @exclusivity(unchecked) var cachedIndex: Int32 = -1
  /// Its children as last listed while bound, and in which session (see `relatedChildren`).
  @exclusivity(unchecked) var childrenCache: [UIViewController] = []
  @exclusivity(unchecked) var childrenCacheSession: UInt64 = 0
  /// Whose More list this is, for a tab bar's More navigation controller (a tab bar's serial).
  @exclusivity(unchecked) var moreListOf: Int32 = -1
  /// Its relations while it is on its own.
  @exclusivity(unchecked) var detached = DetachedRelations()
  /// Whether its view was loaded (`viewDidLoad` was called). A view points back at the
  /// controller whose view it is now, and only that one.
  var loadedView: UIView? {
    didSet {
      if let old = oldValue, old !== loadedView, old.owner === self { old.owner = nil }
      loadedView?.owner = self
    }
  }
  /// The plain view made as it was bound, which UIKit's `loadView()` uses (see
  /// ``prepareForShowing(kind:childCount:inNavigation:customBackButton:)``).
  var spareView: UIView?
  /// ``modelKind`` of its class, stored as it is made (UIKit's answers switch on it instead of
  /// casting).
  @exclusivity(unchecked) private(set) var kindOfClass: ControllerKind = .content

  /// `modalPresentationStyle`: how it is presented (read when it is presented).
  @exclusivity(unchecked) open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// `modalTransitionStyle`.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// `modalPresentationCapturesStatusBarAppearance` (read when it is presented).
  @exclusivity(unchecked) open var modalPresentationCapturesStatusBarAppearance = false
  /// `definesPresentationContext` (read when it is shown).
  @exclusivity(unchecked) open var definesPresentationContext = false
  /// `title`.
  open var title: String?
  /// `presentationController`: while it is presented.
  open var presentationController: UIPresentationController? { currentPresentationController }
  var ownPresentationController: UIPresentationController?
  /// `navigationItem`.
  open var navigationItem: UINavigationItem {
    if let item = ownNavigationItem { return item }
    let item = UINavigationItem(owner: self)
    ownNavigationItem = item
    return item
  }
  var ownNavigationItem: UINavigationItem?

  // The view and the navigation item point back at their controller without a weak reference
  // (a weak reference gives the controller a side table, which slows every retain and release
  // of it): the controller clears their pointer as it goes.
  deinit {
    let view = loadedView
    let item = ownNavigationItem
    item?.owner = nil
    if let view, view.owner === self { view.owner = nil }
  }

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
    kindOfClass = type(of: self).modelKind
  }

  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  public required init?(coder: NSCoder) {
    super.init()
    kindOfClass = type(of: self).modelKind
  }

  /// What UIKit's class of this controller is, as the specification names it.
  class var modelKind: ControllerKind { .content }

  // MARK: The questions UIKit asks (UIViewController+Answers.swift)

  /// `supportedInterfaceOrientations`: UIKit's own answer is the idiom's default (R8): all but
  /// upside down on iPhone, all four on iPad.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    uikitSupportedInterfaceOrientations
  }
  /// `shouldAutorotate` (asked up to iOS 15, R9): `true`.
  open var shouldAutorotate: Bool { uikitShouldAutorotate }
  /// `preferredInterfaceOrientationForPresentation`: the current orientation (R8).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    uikitPreferredInterfaceOrientationForPresentation
  }
  /// `prefersStatusBarHidden`: `false`, or `true` on iPhone in landscape (R26).
  open var prefersStatusBarHidden: Bool { uikitPrefersStatusBarHidden }
  /// `preferredStatusBarStyle`: `.default`; a navigation controller's follows its bar (R26).
  open var preferredStatusBarStyle: UIStatusBarStyle { uikitPreferredStatusBarStyle }
  /// `childForStatusBarStyle`: `nil`; a navigation controller's top while its bar is hidden, a
  /// tab bar controller's selection (R26).
  open var childForStatusBarStyle: UIViewController? { uikitChildForStatusBarStyle }
  /// `childForStatusBarHidden`: `nil`; a navigation controller's top, a tab bar controller's
  /// selection (R26).
  open var childForStatusBarHidden: UIViewController? { uikitChildForStatusBarHidden }

  // MARK: Relations (UIViewController+Relations.swift)

  /// `parent`.
  open var parent: UIViewController? { relatedParent }
  /// `children`.
  open var children: [UIViewController] { relatedChildren }
  /// `presentedViewController`: what it presents, or what an ancestor presents.
  open var presentedViewController: UIViewController? { relatedPresented }
  /// `presentingViewController`: what presents it, or an ancestor.
  open var presentingViewController: UIViewController? { relatedPresenting }
  /// `isBeingPresented`: during the presentation's transition.
  open var isBeingPresented: Bool { relatedIsBeingPresented }
  /// `isBeingDismissed`: during the dismissal's transition.
  open var isBeingDismissed: Bool { relatedIsBeingDismissed }
  /// `navigationController`: the nearest navigation controller above it.
  open var navigationController: UINavigationController? {
    nearestAncestor(UINavigationController.self)
  }
  /// `tabBarController`: the nearest tab bar controller above it.
  open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
  /// `splitViewController`: the nearest split view controller above it.
  open var splitViewController: UISplitViewController? {
    nearestAncestor(UISplitViewController.self)
  }
  /// `addChild(_:)`: on its own, makes `child` a child; once shown, see UIKitModel.md.
  open func addChild(_ childController: UIViewController) { appendDetachedChild(childController) }
  /// `removeFromParent()`.
  open func removeFromParent() { removeDetachedFromParent() }
  /// `willMove(toParent:)`.
  open func willMove(toParent parent: UIViewController?) {}
  /// `didMove(toParent:)`.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation (UIViewController+Presentation.swift)

  /// `present(_:animated:completion:)`: once shown, UIKit presents it through the same rules
  /// when the app's code returns.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    requestPresentation(viewControllerToPresent, animated: flag, completion: completion)
  }
  /// `dismiss(animated:completion:)`: what it presents, else itself when it is presented.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    requestDismissal(animated: flag, completion: completion)
  }
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+, R17).
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {
    requestSupportedOrientationsUpdate()
  }
  /// `setNeedsStatusBarAppearanceUpdate()`: UIKit asks the status bar's questions again; the
  /// specification asks them at every evaluation, so it changes nothing here.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// `attemptRotationToDeviceOrientation()` (to iOS 15, R16).
  open class func attemptRotationToDeviceOrientation() { requestRotationAttempt() }

  // MARK: The view and its lifecycle (UIViewController+Lifecycle.swift)

  /// `view`: loading it calls `viewDidLoad()`, as UIKit does.
  open var view: UIView! {
    get { loadedViewOrLoad() }
    set { loadedView = newValue }
  }
  /// `isViewLoaded`.
  open var isViewLoaded: Bool { loadedView != nil }
  /// `viewIfLoaded`.
  open var viewIfLoaded: UIView? { loadedView }
  /// `loadViewIfNeeded()`.
  open func loadViewIfNeeded() { _ = loadedViewOrLoad() }
  /// `loadView()`: makes a plain view.
  open func loadView() { loadedView = takeSpareView() ?? UIView(owner: self) }
  /// `viewDidLoad()`: UIKit calls it once, when the view is first needed.
  open func viewDidLoad() {}
  /// `viewWillAppear(_:)`: UIKit calls it when the controller comes on screen.
  open func viewWillAppear(_ animated: Bool) {}
  /// `viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// `viewWillDisappear(_:)`: UIKit calls it when the controller leaves the screen.
  open func viewWillDisappear(_ animated: Bool) {}
  /// `viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}
  /// `viewWillTransition(to:with:)`: UIKit calls it on each window's root (and each presented
  /// controller) when the interface orientation changes; UIKit's own implementation passes it to
  /// the children.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }
}

/// An instance's relations while it is not bound to a controller of the running session.
struct DetachedRelations {
  var children: [UIViewController] = []
  weak var parent: UIViewController?
  var presented: UIViewController?
  weak var presenting: UIViewController?
  /// A tab bar's selection (`-1`: none).
  var selectedIndex = -1
}
