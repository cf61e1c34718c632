internal import OrientationSpec

/// A controller's relations: the specification's (``ControllerHandle``) once it is shown, what
/// the app set while it is on its own.
extension UIViewController {
  var relatedParent: UIViewController? {
    switch AppSession.attachment(of: self) {
    case .attached(let handle): AppSession.instance(of: handle.parent)
    case .faulted: nil
    case .detached: detached.parent
    }
  }

  var relatedChildren: [UIViewController] {
    switch AppSession.attachment(of: self) {
    case .attached(let handle):
      let count = handle.childCount
      if count == 0 { return [] }
      // The last list made stands while it names the same controllers: no array per question.
      if childrenCacheSession == Running.state.number, childrenCache.count == count {
        let cache = childrenCache
        if handle.childSerialsMatch(count: count, { cache[$0].serial }) { return cache }
      }
      var children: [UIViewController] = []
      children.reserveCapacity(count)
      for position in 0..<count {
        if let child = handle.child(at: position) { children.append(AppSession.instance(for: child)) }
      }
      childrenCache = children
      childrenCacheSession = Running.state.number
      return children
    case .faulted: return []
    case .detached: return detached.children
    }
  }

  var relatedPresented: UIViewController? {
    switch AppSession.attachment(of: self) {
    case .attached(let handle):
      return AppSession.instance(of: handle.presentedViewController)
    case .faulted: return nil
    case .detached:
      var current: UIViewController? = self
      while let controller = current {
        if let presented = controller.detached.presented { return presented }
        current = controller.detached.parent
      }
      return nil
    }
  }

  var relatedPresenting: UIViewController? {
    switch AppSession.attachment(of: self) {
    case .attached(let handle):
      return AppSession.instance(of: handle.presentingViewController)
    case .faulted: return nil
    case .detached:
      var current: UIViewController? = self
      while let controller = current {
        if let presenting = controller.detached.presenting { return presenting }
        current = controller.detached.parent
      }
      return nil
    }
  }

  var relatedIsBeingPresented: Bool {
    if case .attached(let handle) = AppSession.attachment(of: self) {
      return handle.isBeingPresented
    }
    return false
  }

  var relatedIsBeingDismissed: Bool {
    if case .attached(let handle) = AppSession.attachment(of: self) {
      return handle.isBeingDismissed
    }
    return false
  }

  /// The nearest ancestor of class `Container`.
  func nearestAncestor<Container: UIViewController>(_: Container.Type) -> Container? {
    var current = parent
    while let candidate = current {
      if let found = candidate as? Container { return found }
      current = candidate.parent
    }
    return nil
  }

  /// `addChild(_:)` while on its own: the child moves here.
  func appendDetachedChild(_ child: UIViewController) {
    guard case .detached = AppSession.attachment(of: self) else {
      AppSession.current?.noteUnmodelled("addChild(_:) on a controller on screen")
      return
    }
    child.removeDetachedFromParent()
    detached.children.append(child)
    child.detached.parent = self
  }

  /// `removeFromParent()` while on its own.
  func removeDetachedFromParent() {
    guard let parent = detached.parent else { return }
    parent.detached.children.removeAll { $0 === self }
    detached.parent = nil
  }

  /// Replaces the children while on its own (`viewControllers =` before the container is shown).
  func setDetachedChildren(_ children: [UIViewController]) {
    for child in detached.children { child.detached.parent = nil }
    for child in children { child.removeDetachedFromParent() }
    detached.children = children
    for child in children { child.detached.parent = self }
  }
}
