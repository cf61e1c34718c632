internal import OrientationSpec

/// `UIPresentationController`, as far as orientation goes: whether a custom presentation removes
/// the presenter's view (then it fills the window and decides, R3).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// `presentedViewController`.
  public unowned(unsafe) let presentedViewController: UIViewController

  init(presented: UIViewController) {
    presentedViewController = presented
    super.init()
  }

  /// `presentingViewController`.
  open var presentingViewController: UIViewController {
    presentedViewController.presentingViewController ?? presentedViewController
  }

  /// `presentationStyle`: the style the presentation took.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// `shouldRemovePresentersView`: a full-screen presentation removes it; a custom one as it
  /// says (the controller's `removesPresentersView`).
  open var shouldRemovePresentersView: Bool {
    guard case .attached(let handle) = AppSession.attachment(of: presentedViewController)
    else { return presentationStyle == .fullScreen }
    switch handle.modalPresentationStyle {
    case .fullScreen: return true
    case .custom: return handle.options.contains(.removesPresentersView)
    default: return false
    }
  }
}

extension UIViewController {
  /// The presentation controller of a controller being presented, or presented.
  var currentPresentationController: UIPresentationController? {
    guard presentingViewController != nil else { return nil }
    if let made = ownPresentationController, made.presentedViewController === self { return made }
    let made = UIPresentationController(presented: self)
    ownPresentationController = made
    return made
  }
}
