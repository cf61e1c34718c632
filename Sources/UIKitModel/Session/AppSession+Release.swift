internal import OrientationSpec

/// UIKit lets go of a controller that left the hierarchy (popped, dismissed, its window removed)
/// once its transition ended: the session drops its instance after the step's lifecycle calls
/// and completion handlers, so the instance is deallocated then, and its `deinit` runs, unless
/// the app's own code still holds it.
extension AppSession {
  /// Drops the instances whose controllers are no longer in the hierarchy.
  func releaseRemovedInstances(_ context: HostContext<UIKitApp>) {
    let count = context.hierarchy.count
    let nextSerial = context.nextSerial
    // Without a removal, the hierarchy holds every controller it held plus those made since.
    let made = Int(nextSerial - releasedAt.nextSerial)
    defer { releasedAt = (count, nextSerial) }
    guard count < releasedAt.count + made else { return }
    var released = false
    for serial in instances.indices {
      guard let instance = instances[serial], index(of: instance, in: context) == nil else {
        continue
      }
      instances[serial] = nil
      released = true
    }
    // A container's list of its children may still hold one let go (emptied in place: its
    // buffer serves the next list).
    if released {
      for serial in instances.indices {
        if let instance = instances[serial], !instance.childrenCache.isEmpty {
          instance.childrenCache.removeAll(keepingCapacity: true)
        }
      }
    }
  }
}
