internal import OrientationSpec

/// What happened before a session's first event.
///
/// A controller's view is loaded before UIKit shows it, so the controllers of the first
/// hierarchy load their views (`viewDidLoad()`) as the session starts: what that sets up (a
/// back-swipe delegate) is there for the first evaluation. What they call of UIKit then waits
/// for the first event. A launch shows them: the calls apply after it, as on a device, and the
/// appearance calls follow as for any step. Any other first event means the session starts
/// mid-app, its hierarchy already on screen: the controllers' appearance (`viewWillAppear(_:)`,
/// `viewDidAppear(_:)`) is history, called after the first event for the state the app keeps,
/// and every call of that history is dropped, since the session's starting orientation and
/// device pose are where those calls led.
extension AppSession {
  /// Loads the views of the controllers on screen in the first hierarchy, holding their calls.
  func loadFirstViews(_ context: HostContext<UIKitApp>) {
    let first = shownControllers(context)
    firstShown = first.map { context.serial(of: $0) }
    for index in first {
      let controller = instance(for: context.controller(index))
      if !controller.isViewLoaded { controller.loadViewIfNeeded() }
    }
    callsBeforeFirstEvent = pendingCalls
    pendingCalls.removeAll()
  }

  /// After the first event: the calls held apply after a launch; otherwise the first hierarchy
  /// appeared before the session, and that history's calls are dropped.
  func settleHistory(after step: borrowing Step) {
    guard let held = callsBeforeFirstEvent else { return }
    callsBeforeFirstEvent = nil
    if case .launch = step.event {
      pendingCalls.insert(contentsOf: held, at: 0)
      return
    }
    let (queued, due) = (pendingCalls, completions)
    let appeared = firstShown.compactMap { serial in
      Int(serial) < instances.count ? instances[Int(serial)] : nil
    }
    for controller in appeared { controller.viewWillAppear(false) }
    for controller in appeared { controller.viewDidAppear(false) }
    (pendingCalls, completions) = (queued, due)
    shown = firstShown
  }

  /// A hierarchy resolved outside a session (``System/resolve``) is on screen: its controllers'
  /// views are loaded, and what they called of UIKit is history.
  func loadViewsAsShown(_ context: HostContext<UIKitApp>) {
    withAnchor(context) { loadFirstViews(context) }
    callsBeforeFirstEvent = nil
  }
}
