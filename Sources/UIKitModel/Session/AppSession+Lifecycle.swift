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
  func tellLifecycle(_ context: HostContext<UIKitApp>) {
    // Most steps change nothing on screen: the controllers shown are listed into a buffer kept
    // from step to step, and compared with the last list before anything is made.
    shownScratch.removeAll(keepingCapacity: true)
    collectShown(context, into: &shownScratch)
    let turned = toldOrientation != nil && toldOrientation != context.interfaceOrientation
    if !turned && shownScratch == shown { return }
    if turned {
      let size = UIScreen.size(of: context.app.idiom, in: context.interfaceOrientation)
      let coordinator = TransitionCoordinator()
      for root in layerRoots(context) where shown.contains(context.serial(of: root)) {
        instance(for: context.controller(root)).viewWillTransition(to: size, with: coordinator)
      }
    }
    toldOrientation = context.interfaceOrientation
    let leaving = shown.filter { !shownScratch.contains($0) }.compactMap { serial in
      Int(serial) < instances.count ? instances[Int(serial)] : nil
    }
    var coming: [UIViewController] = []
    for index in 0..<Int32(context.hierarchy.count) {
      let serial = context.serial(of: index)
      if shownScratch.contains(serial) && !shown.contains(serial) {
        coming.append(instance(for: context.controller(index)))
      }
    }
    swap(&shown, &shownScratch)
    for controller in coming where !controller.isViewLoaded { controller.loadViewIfNeeded() }
    let shownByNavigation = coming.compactMap { controller in
      (controller.parent as? UINavigationController).map { ($0, controller) }
    }
    for (navigation, controller) in shownByNavigation {
      navigation.delegate?.navigationController(navigation, willShow: controller, animated: true)
    }
    for controller in leaving { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewWillAppear(true) }
    for controller in leaving { controller.viewDidDisappear(true) }
    for controller in coming { controller.viewDidAppear(true) }
    for (navigation, controller) in shownByNavigation {
      navigation.delegate?.navigationController(navigation, didShow: controller, animated: true)
    }
  }

  /// The serials of the controllers on screen, window by window: each presentation layer's root
  /// and what its containers show (a navigation controller's top, a tab bar controller's
  /// selection, a page controller's page, every child of a split or other container), then what
  /// they present. A presentation that removes its presenter's view (full screen, current
  /// context, a custom one that says so) takes the presenter and what it shows off screen;
  /// sheets, popovers and over-full-screen presentations leave them (UIKit calls no
  /// disappearance there).
  func collectShown(_ context: HostContext<UIKitApp>, into shown: inout [Int32]) {
    for window in context.hierarchy.windows {
      if let root = window.root { collectShown(context.controller(root.rawValue), into: &shown) }
    }
  }

  private func collectShown(_ handle: ControllerHandle<UIKitApp>, into shown: inout [Int32]) {
    let start = shown.count
    shown.append(handle.serial)
    switch handle.kind {
    case .navigation:
      if let top = handle.topViewController { collectShown(top, into: &shown) }
    case .tabBar:
      if let selected = handle.selectedViewController, selected.arenaIndex >= 0 {
        collectShown(selected, into: &shown)
      }
    case .page:
      if let page = handle.child(at: handle.childCount - 1) { collectShown(page, into: &shown) }
    case .split, .container:
      for position in 0..<handle.childCount {
        if let child = handle.child(at: position) { collectShown(child, into: &shown) }
      }
    case .content, .alert:
      break
    }
    let context = handle.hostContext
    guard let presented = context.hierarchy.presented(by: handle.id) else { return }
    if removesPresentersView(presented, context) { shown.removeSubrange(start...) }
    collectShown(context.controller(presented.rawValue), into: &shown)
  }

  private func removesPresentersView(_ id: ControllerID, _ context: HostContext<UIKitApp>) -> Bool
  {
    let controller = context.hierarchy[id]
    switch System.adaptedStyle(
      of: controller, app: context.app, interfaceOrientation: context.interfaceOrientation,
      assumptions: context.assumptions)
    {
    case .fullScreen, .currentContext: return true
    case .custom: return controller.options.contains(.removesPresentersView)
    default: return false
    }
  }

  /// Each window's root and the controllers presented above it: the controllers UIKit tells of
  /// a size change (each passes it on to its children).
  func layerRoots(_ context: HostContext<UIKitApp>) -> [Int32] {
    var roots: [Int32] = []
    for window in context.hierarchy.windows {
      guard let root = window.root else { continue }
      var layer: ControllerID? = root
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
    for child in context.hierarchy.children(of: root) {
      if let presented = presentedInLayer(of: child, context) { return presented }
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
