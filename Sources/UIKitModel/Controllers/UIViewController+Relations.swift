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
      if childrenCacheSession == Running.state.number, childrenCache.count == count,
        childrenCacheMatches(handle)
      {
        return childrenCache
      }
      // Made again in the same buffer, which holds no controller UIKit let go: a new one only
      // when the app's code still holds the last list (or it must grow).
      childrenCache.removeAll(keepingCapacity: true)
      var child = handle.firstChild
      while let current = child {
        childrenCache.append(AppSession.instance(for: current))
        child = current.nextSibling
      }
      childrenCacheSession = Running.state.number
      return childrenCache
    case .faulted: return []
    case .detached: return detached.children
    }
  }

  /// Whether ``childrenCache`` names, in order, the children of `handle`'s controller (as many
  /// as it has): one walk of the siblings.
  private func childrenCacheMatches(_ handle: ControllerHandle<UIKitApp>) -> Bool {
    var child = handle.firstChild
    for cached in childrenCache {
      guard let current = child, current.serial == cached.serial else { return false }
      child = current.nextSibling
    }
    return child == nil
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
