#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// Every screen of MyApp subclasses it. A screen says which orientations it supports (portrait
/// unless it says otherwise), which one it prefers when presented full screen, and whether the
/// back-swipe may leave it; the base class answers UIKit's questions from those, and turns the
/// interface when a screen comes on screen in an orientation it does not support (UIKit does not
/// re-evaluate after a push, a pop or a tab switch).
class BaseViewController: UIViewController {
  /// The orientations the screen supports.
  var screenOrientations: UIInterfaceOrientationMask { .portrait }
  /// The orientation the screen prefers when it is presented full screen; `nil` for the current
  /// one.
  var screenPreferredOrientation: UIInterfaceOrientation? { nil }
  /// Whether the back-swipe must not leave the screen (a player mid-scrub, a form with unsaved
  /// changes).
  var forbidsInteractivePop: Bool { false }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { screenOrientations }

  /// Never one the screen or the app does not allow: UIKit raises
  /// `UIApplicationInvalidInterfaceOrientation` for that.
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    RotationHelper.presentable(screenPreferredOrientation, for: self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    RotationHelper.refreshIfNeeded(after: self)
  }
}
