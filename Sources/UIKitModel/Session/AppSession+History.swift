internal import OrientationSpec

/// What happened before a session's first event.
///
/// A controller's view is loaded before UIKit shows it, so the controllers on screen in the first
/// hierarchy load their views (`viewDidLoad()`) as the session starts: what that sets up (a
/// back-swipe delegate) is there for the first evaluation. What they call of UIKit then waits
/// for the first event. A launch shows them: the calls apply after it, as on a device, and the
/// appearance calls follow as for any step. Any other first event means the session starts
/// mid-app, its hierarchy already on screen: the controllers' appearance is history, called after
/// the first event for the state the app keeps (the ones on screen appeared; those below the top
/// of a navigation stack or under a full-screen presentation appeared, then disappeared), and
/// every call of that history is dropped, since the session's starting orientation and device
/// pose are where those calls led.
extension AppSession {
  /// Loads the views of the controllers on screen in the first hierarchy, holding their calls,
  /// and notes which controllers had appeared if the session starts mid-app.
  func loadFirstViews(_ context: HostContext<UIKitApp>) {
    var shownSerials: [Int32] = []
    collectShown(context, into: &shownSerials)
    let shownNow = (0..<Int32(context.hierarchy.count)).filter {
      shownSerials.contains(context.serial(of: $0))
    }
    firstShown = shownNow.map { context.serial(of: $0) }
    for index in shownNow {
      let controller = instance(for: context.controller(index))
      if !controller.isViewLoaded { controller.loadViewIfNeeded() }
    }
    callsBeforeFirstEvent = pendingCalls
    pendingCalls.removeAll()
    var appeared: [Int32] = []
    for window in context.hierarchy.windows {
      if let root = window.root { collectAppeared(root, context, into: &appeared) }
    }
    firstHidden = appeared.filter { !shownNow.contains($0) }.map {
      instance(for: context.controller($0))
    }
  }

  /// The controllers that were on screen at some time before a mid-app start: what is shown,
  /// every controller of a navigation stack (each was its top once), what a presentation covers;
  /// of a tab bar, only the selected tab (UIKit loads a tab when it is first selected).
  private func collectAppeared(
    _ id: ControllerID, _ context: HostContext<UIKitApp>, into appeared: inout [Int32]
  ) {
    appeared.append(id.rawValue)
    let hierarchy = context.hierarchy
    let children = hierarchy.children(of: id)
    switch hierarchy[id].kind {
    case .tabBar:
      if case .index(let selected) = hierarchy.tabSelection(of: id),
        children.indices.contains(selected)
      {
        collectAppeared(children[selected], context, into: &appeared)
      }
    case .page: if let last = children.last { collectAppeared(last, context, into: &appeared) }
    default: for child in children { collectAppeared(child, context, into: &appeared) }
    }
    if let presented = hierarchy.presented(by: id) {
      collectAppeared(presented, context, into: &appeared)
    }
  }

  /// After the first event: the calls held apply after a launch; otherwise the first hierarchy
  /// appeared before the session, and that history's calls are dropped.
  func settleHistory(after step: borrowing Step) {
    guard let held = callsBeforeFirstEvent else { return }
    callsBeforeFirstEvent = nil
    let hidden = firstHidden
    firstHidden = []
    if case .launch = step.event {
      pendingCalls.insert(contentsOf: held, at: 0)
      return
    }
    let (queued, due) = (pendingCalls, completions)
    // Listed in the lifecycle's buffer, free between steps (emptied after use); no list joined.
    var shownFirst = comingScratch
    comingScratch = []
    defer {
      shownFirst.removeAll(keepingCapacity: true)
      comingScratch = shownFirst
    }
    appendInstances(in: firstShown, notIn: [], into: &shownFirst)
    for controller in hidden where !controller.isViewLoaded { controller.loadViewIfNeeded() }
    for controller in hidden { controller.viewWillAppear(false) }
    for controller in shownFirst { controller.viewWillAppear(false) }
    for controller in hidden { controller.viewDidAppear(false) }
    for controller in shownFirst { controller.viewDidAppear(false) }
    for controller in hidden { controller.viewWillDisappear(false) }
    for controller in hidden { controller.viewDidDisappear(false) }
    (pendingCalls, completions) = (queued, due)
    shown.removeAll(keepingCapacity: true)
    shown.append(contentsOf: firstShown)
    listedShape = nil
  }

  /// A hierarchy resolved outside a session (``System/resolve``) is on screen: its controllers'
  /// views are loaded, and what they called of UIKit is history.
  func loadViewsAsShown(_ context: HostContext<UIKitApp>) {
    withAnchor(context) { loadFirstViews(context) }
    callsBeforeFirstEvent = nil
    firstHidden = []
  }
}
