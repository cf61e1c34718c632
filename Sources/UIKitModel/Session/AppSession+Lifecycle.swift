internal import OrientationSpec

/// What UIKit tells the app's controllers after each step: the size change of a rotation, then
/// which controllers came on screen and which left it.
extension AppSession {
  /// Calls, in UIKit's order: `viewWillTransition(to:with:)` on each layer's root that was on
  /// screen, when the interface orientation changed; `viewDidLoad()` on each controller coming on
  /// screen for the first time; a navigation controller's delegate's
  /// `navigationController(_:willShow:animated:)` for a controller it comes to show;
  /// `viewWillDisappear(_:)` on those leaving, `viewWillAppear(_:)` on those coming; then
  /// `viewDidDisappear(_:)`, `viewDidAppear(_:)` and the delegate's
  /// `navigationController(_:didShow:animated:)`.
  func tellLifecycle(_ context: HostContext<UIKitApp>, after step: borrowing Step) {
    // A navigation controller's delegate hears of every new top, on screen or not. The list is
    // kept from step to step (emptied after use), and read in place: only the lifecycle fills it.
    if step.eventKind.changesNavigationStack {
      newNavigationTops(context, into: &navigationShownScratch)
    }
    let topsChanged = !navigationShownScratch.isEmpty
    if topsChanged {
      for (navigation, controller) in navigationShownScratch {
        navigation.delegate?.navigationController(navigation, willShow: controller, animated: true)
      }
    }
    defer {
      if topsChanged {
        for (navigation, controller) in navigationShownScratch {
          navigation.delegate?.navigationController(
            navigation, didShow: controller, animated: true)
        }
        navigationShownScratch.removeAll(keepingCapacity: true)
      }
    }
    // Most steps change nothing on screen: with the hierarchy's shape and the interface
    // orientation as they were when the screen was last listed, the list stands; else the
    // controllers shown are listed into a buffer kept from step to step, and compared with the
    // last list before anything is made.
    let turned = toldOrientation != nil && toldOrientation != context.interfaceOrientation
    if !turned, let listed = listedShape, listed.version == context.shapeVersion,
      listed.orientation == context.interfaceOrientation
    {
      return
    }
    shownScratch.removeAll(keepingCapacity: true)
    collectShown(context, into: &shownScratch)
    listedShape = (context.shapeVersion, context.interfaceOrientation)
    if !turned && shownScratch == shown { return }
    if turned {
      let size = UIScreen.size(of: context.app.idiom, in: context.interfaceOrientation)
      let coordinator = transitionCoordinator
      for root in layerRoots(context) where shown.contains(context.serial(of: root)) {
        instance(for: context.controller(root)).viewWillTransition(to: size, with: coordinator)
      }
    }
    toldOrientation = context.interfaceOrientation
    // The lists are kept from step to step (emptied after use, so that they hold no controller
    // UIKit let go).
    var leaving = leavingScratch
    var coming = comingScratch
    leavingScratch = []
    comingScratch = []
    defer {
      leaving.removeAll(keepingCapacity: true)
      coming.removeAll(keepingCapacity: true)
      leavingScratch = leaving
      comingScratch = coming
    }
    for serial in shown where !shownScratch.contains(serial) {
      if Int(serial) < instances.count, let controller = instances[Int(serial)] {
        leaving.append(controller)
      }
    }
    appendInstances(in: shownScratch, notIn: shown, context, into: &coming)
    swap(&shown, &shownScratch)
    for controller in coming where !controller.isViewLoaded { controller.loadViewIfNeeded() }
    loadPresentersViews(context)
    for controller in leaving { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewWillAppear(true) }
    for controller in leaving { controller.viewDidDisappear(true) }
    for controller in coming { controller.viewDidAppear(true) }
  }

  /// Loads the views of the controllers that present something, of their containers, and of
  /// what they show: a controller presents from its view, and a presentation that covers it
  /// came after it was on screen.
  func loadPresentersViews(_ context: HostContext<UIKitApp>) {
    for index in 0..<context.count where context.presented(by: index) >= 0 {
      let presenter = context.controller(index)
      var current = presenter.parent
      while let handle = current {
        loadView(of: handle)
        current = handle.parent
      }
      loadShownViews(from: presenter)
    }
  }

  /// Loads the view of `handle`'s controller and of what it shows, down its containers.
  private func loadShownViews(from handle: ControllerHandle<UIKitApp>) {
    loadView(of: handle)
    forEachShownChild(of: handle) { loadShownViews(from: $0) }
  }

  /// Calls `body` with each child a container shows: a navigation controller's top, a tab bar
  /// controller's selection (not the More list, which is UIKit's), a page controller's page,
  /// every child of a split or other container.
  private func forEachShownChild(
    of handle: ControllerHandle<UIKitApp>, _ body: (ControllerHandle<UIKitApp>) -> Void
  ) {
    switch handle.kind {
    case .navigation:
      if let top = handle.topViewController { body(top) }
    case .tabBar:
      if let selected = handle.selectedViewController, selected.arenaIndex >= 0 { body(selected) }
    case .page:
      if let page = handle.child(at: handle.childCount - 1) { body(page) }
    case .split, .container:
      for position in 0..<handle.childCount {
        if let child = handle.child(at: position) { body(child) }
      }
    case .content, .alert:
      break
    }
  }

  private func loadView(of handle: ControllerHandle<UIKitApp>) {
    let controller = instance(for: handle)
    if !controller.isViewLoaded { controller.loadViewIfNeeded() }
  }

  /// Tells a tab bar controller's delegate of the tab the user selected (`selectTab`, an event
  /// of the session: the app's own `selectedIndex =` is not announced, as in UIKit).
  func tellTabSelection(after step: borrowing Step, _ context: HostContext<UIKitApp>) {
    // The kind first: `step.event` copies the event.
    guard step.eventKind == .selectTab, case .event = step.origin, step.skipped == nil,
      case .selectTab(.index(let tab), let position) = step.event
    else { return }
    var count = 0
    for index in 0..<Int32(context.hierarchy.count) where context.hierarchy[ControllerID(Int(index))].kind == .tabBar {
      count += 1
    }
    guard count > 0 else { return }
    var wanted = ((position % count) + count) % count
    for index in 0..<Int32(context.hierarchy.count)
    where context.hierarchy[ControllerID(Int(index))].kind == .tabBar {
      guard wanted == 0 else {
        wanted -= 1
        continue
      }
      let handle = context.controller(index)
      guard let tabBar = instance(for: handle) as? UITabBarController, let delegate = tabBar.delegate,
        let selected = handle.child(at: tab)
      else { return }
      delegate.tabBarController(tabBar, didSelect: instance(for: selected))
      return
    }
  }

  /// The navigation controllers whose top changed since the last time, with their new top
  /// (the lists are kept from call to call: no allocation once they have grown).
  func newNavigationTops(
    _ context: HostContext<UIKitApp>,
    into changed: inout [(UINavigationController, UIViewController)]
  ) {
    navigationTopsScratch.removeAll(keepingCapacity: true)
    for index in 0..<Int32(context.hierarchy.count) {
      let handle = context.controller(index)
      guard handle.kind == .navigation, let top = handle.topViewController else { continue }
      navigationTopsScratch.append((handle.serial, top.serial))
      // A loop, not `contains(where:)`: a main-actor closure handed to the standard library
      // checks its executor each time it runs.
      var known = false
      for old in navigationTops where old == (handle.serial, top.serial) {
        known = true
        break
      }
      guard !known, let navigation = instance(for: handle) as? UINavigationController
      else { continue }
      changed.append((navigation, instance(for: top)))
    }
    swap(&navigationTops, &navigationTopsScratch)
  }

  /// The serials of the controllers on screen, window by window: each presentation layer's root
  /// and what its containers show (a navigation controller's top, a tab bar controller's
  /// selection, a page controller's page, every child of a split or other container), then what
  /// they present. A presentation that removes its presenter's view (full screen, current
  /// context, a custom one that says so) takes the presenter and what it shows off screen;
  /// sheets, popovers and over-full-screen presentations leave them (UIKit calls no
  /// disappearance there).
  /// With `dismissing`, as if that presented controller were being dismissed.
  func collectShown(
    _ context: HostContext<UIKitApp>, into shown: inout [Int32], dismissing: ControllerID? = nil
  ) {
    let dismissing = dismissing?.rawValue ?? -1
    for window in 0..<context.windowCount {
      let root = context.rootIndex(ofWindow: window)
      if root >= 0 { collectShown(root, context, into: &shown, dismissing: dismissing) }
    }
  }

  /// ``collectShown(_:into:dismissing:)`` from the controller at `index`, by arena index (no
  /// closure per container, the nodes read in place).
  private func collectShown(
    _ index: Int32, _ context: HostContext<UIKitApp>, into shown: inout [Int32],
    dismissing: Int32
  ) {
    let start = shown.count
    shown.append(context.serial(of: index))
    let handle = context.controller(index)
    switch handle.kind {
    case .navigation:
      if let top = handle.topViewController {
        collectShown(top.arenaIndex, context, into: &shown, dismissing: dismissing)
      }
    case .tabBar:
      if let selected = handle.selectedViewController, selected.arenaIndex >= 0 {
        collectShown(selected.arenaIndex, context, into: &shown, dismissing: dismissing)
      }
    case .page:
      if let page = handle.child(at: handle.childCount - 1) {
        collectShown(page.arenaIndex, context, into: &shown, dismissing: dismissing)
      }
    case .split, .container:
      for position in 0..<handle.childCount {
        if let child = handle.child(at: position) {
          collectShown(child.arenaIndex, context, into: &shown, dismissing: dismissing)
        }
      }
    case .content, .alert:
      break
    }
    let presented = context.presented(by: index)
    // One being dismissed is leaving the screen (UIKit told it so when the dismissal began), and
    // what it covered is coming back.
    guard presented >= 0, !context.isBeingDismissed(presented), presented != dismissing else {
      return
    }
    if removesPresentersView(ControllerID(Int(presented)), context) {
      shown.removeSubrange(start...)
    }
    collectShown(presented, context, into: &shown, dismissing: dismissing)
  }

  private func removesPresentersView(_ id: ControllerID, _ context: HostContext<UIKitApp>) -> Bool
  {
    switch context.adaptedStyle(of: id.rawValue) {
    case .fullScreen, .currentContext: return true
    case .custom: return context.hierarchy[id].options.contains(.removesPresentersView)
    default: return false
    }
  }

  /// Each window's root and the controllers presented above it: the controllers UIKit tells of
  /// a size change (each passes it on to its children).
  func layerRoots(_ context: HostContext<UIKitApp>) -> [Int32] {
    var roots = layerRootsScratch
    layerRootsScratch = []
    roots.removeAll(keepingCapacity: true)
    defer { layerRootsScratch = roots }
    for window in 0..<context.windowCount {
      let rootIndex = context.rootIndex(ofWindow: window)
      guard rootIndex >= 0 else { continue }
      var layer: ControllerID? = ControllerID(Int(rootIndex))
      while let current = layer {
        roots.append(current.rawValue)
        layer = presentedInLayer(of: current, context)
      }
    }
    return roots
  }

  /// What a controller of the layer `root` leads presents (the layer's root or any controller it
  /// shows), if anything.
  private func presentedInLayer(of root: ControllerID, _ context: HostContext<UIKitApp>)
    -> ControllerID?
  {
    if let presented = context.hierarchy.presented(by: root) { return presented }
    let handle = context.controller(root.rawValue)
    for position in 0..<handle.childCount {
      if let child = handle.child(at: position),
        let presented = presentedInLayer(of: child.id, context)
      {
        return presented
      }
    }
    return nil
  }

  /// Runs the completion handlers of the calls that applied.
  func runCompletions() {
    while !completions.isEmpty {
      let completion = completions.removeFirst()
      completion()
    }
  }
}
