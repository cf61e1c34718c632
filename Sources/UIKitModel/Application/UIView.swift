/// `UIView`, as far as orientation code reads it: its window and its size.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The controller whose view this is.
  /// Cleared by the controller as it goes (see `UIViewController`'s `deinit`).
  nonisolated(unsafe) unowned(unsafe) var owner: UIViewController?
  /// `frame`.
  open var frame: CGRect = .zero
  /// `backgroundColor` is not modelled: the app's code may set it; it changes nothing.

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override convenience init() { self.init(frame: .zero) }

  init(owner: UIViewController) {
    self.owner = owner
    super.init()
  }

  /// `bounds`: the window's size in the interface orientation, for a controller's view.
  open var bounds: CGRect {
    if let window { return window.bounds }
    return CGRect(origin: .zero, size: frame.size)
  }

  /// `window`: the window showing its controller, while it is shown.
  open var window: UIWindow? {
    guard let owner, case .attached(let handle) = AppSession.attachment(of: owner),
      let window = handle.window
    else { return nil }
    return AppSession.current.unsafelyUnwrapped.window(at: window.id.index)
  }
}
