/// `UIResponder`: the base of `UIViewController`, `UIApplication` and the app delegate.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
}
