internal import OrientationSpec

/// The lifecycle's lists, handed from one session to the next: a session's first steps grew them
/// afresh (a navigation stack's first change, the first rotation, the first window shown), so
/// that a run of sessions allocated in steps that make nothing. Sessions run one at a time: the
/// one ending leaves its lists, emptied, for the next one to start with.
@MainActor
struct LifecycleBuffers {
  var shown: [Int32] = []
  var shownScratch: [Int32] = []
  var navigationTops: [(navigation: Int32, top: Int32)] = []
  var navigationTopsScratch: [(navigation: Int32, top: Int32)] = []
  var leaving: [UIViewController] = []
  var coming: [UIViewController] = []
  var layerRoots: [Int32] = []
  var navigationShown: [(UINavigationController, UIViewController)] = []
  var windows: [UIWindow] = []
  var sceneInstances: [UIWindowScene] = []
  var disconnectedScenes: [UIWindowScene] = []
  var dismissalCovering: [UIViewController] = []
  var dismissalComing: [UIViewController] = []
}

extension Running {
  /// The lists the last session left (``LifecycleBuffers``), emptied; `nil` while a session
  /// holds them.
  @exclusivity(unchecked) static var spareBuffers: LifecycleBuffers? = nil
}

extension AppSession {
  /// Takes the lists the last session left, if any (their capacity, not their contents).
  func takeSpareBuffers() {
    guard var spare = Running.spareBuffers else { return }
    Running.spareBuffers = nil
    exchangeBuffers(&spare)
  }

  /// Leaves the session's lists, emptied, for the next session.
  func leaveBuffers() {
    // An interactive dismissal the session left pending gives its lists back first.
    if var pending = interactiveDismissal {
      interactiveDismissal = nil
      keepLists(of: &pending)
    }
    var spare = LifecycleBuffers()
    exchangeBuffers(&spare)
    spare.shown.removeAll(keepingCapacity: true)
    spare.shownScratch.removeAll(keepingCapacity: true)
    spare.navigationTops.removeAll(keepingCapacity: true)
    spare.navigationTopsScratch.removeAll(keepingCapacity: true)
    spare.leaving.removeAll(keepingCapacity: true)
    spare.coming.removeAll(keepingCapacity: true)
    spare.layerRoots.removeAll(keepingCapacity: true)
    spare.navigationShown.removeAll(keepingCapacity: true)
    spare.windows.removeAll(keepingCapacity: true)
    spare.sceneInstances.removeAll(keepingCapacity: true)
    spare.disconnectedScenes.removeAll(keepingCapacity: true)
    spare.dismissalCovering.removeAll(keepingCapacity: true)
    spare.dismissalComing.removeAll(keepingCapacity: true)
    Running.spareBuffers = spare
  }

  /// Swaps the session's lists with `spare`'s, one by one.
  private func exchangeBuffers(_ spare: inout LifecycleBuffers) {
    swap(&shown, &spare.shown)
    swap(&shownScratch, &spare.shownScratch)
    swap(&navigationTops, &spare.navigationTops)
    swap(&navigationTopsScratch, &spare.navigationTopsScratch)
    swap(&leavingScratch, &spare.leaving)
    swap(&comingScratch, &spare.coming)
    swap(&layerRootsScratch, &spare.layerRoots)
    swap(&navigationShownScratch, &spare.navigationShown)
    swap(&windows, &spare.windows)
    swap(&sceneInstances, &spare.sceneInstances)
    swap(&disconnectedScenes, &spare.disconnectedScenes)
    swap(&spareDismissalLists.covering, &spare.dismissalCovering)
    swap(&spareDismissalLists.coming, &spare.dismissalComing)
  }
}
