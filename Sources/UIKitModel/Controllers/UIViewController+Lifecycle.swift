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
}
