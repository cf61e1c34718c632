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
    Running.spareBuffers = spare
  }

  /// Swaps the session's lists with `spare`'s, one by one, and empties what `spare` then holds,
  /// keeping its capacity: the lists a session leaves, or those a starting session gives up for
  /// the spare ones.
  private func exchangeBuffers(_ spare: inout LifecycleBuffers) {
    func handOver<Element>(_ mine: inout [Element], _ theirs: inout [Element]) {
      swap(&mine, &theirs)
      theirs.removeAll(keepingCapacity: true)
    }
    handOver(&shown, &spare.shown)
    handOver(&shownScratch, &spare.shownScratch)
    handOver(&navigationTops, &spare.navigationTops)
    handOver(&navigationTopsScratch, &spare.navigationTopsScratch)
    handOver(&leavingScratch, &spare.leaving)
    handOver(&comingScratch, &spare.coming)
    handOver(&layerRootsScratch, &spare.layerRoots)
    handOver(&navigationShownScratch, &spare.navigationShown)
    handOver(&windows, &spare.windows)
    handOver(&sceneInstances, &spare.sceneInstances)
    handOver(&disconnectedScenes, &spare.disconnectedScenes)
    handOver(&spareDismissalLists.covering, &spare.dismissalCovering)
    handOver(&spareDismissalLists.coming, &spare.dismissalComing)
  }
}
