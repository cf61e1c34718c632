/// `UITableViewController`: a view controller whose view is a table; UIKit asks it what it asks
/// any view controller, and its own answers are a view controller's (R8).
@preconcurrency @MainActor
open class UITableViewController: UIViewController {}
