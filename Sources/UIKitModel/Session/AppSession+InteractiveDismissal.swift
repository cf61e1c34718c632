internal import OrientationSpec

/// An interactive dismissal in progress, as the app's controllers were told of it.
struct PendingDismissal {
  /// The serial of the controller being dismissed.
  var serial: Int32
  /// The controllers told they would disappear: the swiped controller and what it shows.
  var covering: [UIViewController]
  /// The controllers told they would appear: what the swipe uncovers (nothing under a sheet).
  var coming: [UIViewController]
}

/// What UIKit tells the app's controllers of an interactive dismissal: one that stays in
/// progress across events (`beginInteractiveDismiss`, `endInteractiveDismiss`), and one the
/// user cancels at once (a swipe down that springs back, `cancelInteractiveDismiss`): the
/// appearance calls of its start, then of its end.
extension AppSession {
  /// After the step that began an interactive dismissal (the hierarchy holds one the session has
  /// not heard of): the swiped controller and what it shows are told they will disappear
  /// (`viewWillDisappear(_:)`), and what it uncovers that it will appear (`viewWillAppear(_:)`);
  /// a sheet leaves its presenter on screen, so nothing comes back. The controllers on screen
  /// are noted as the swipe leaves them (the swiped one is leaving), so that the step's other
  /// lifecycle calls tell nothing more. The calls the app makes in them apply after the step.
  func tellInteractiveDismissalBegan(_ context: HostContext<UIKitApp>) {
    guard interactiveDismissal == nil,
      let pending = context.hierarchy.interactiveDismissalInProgress
    else { return }
    // The lists are made in buffers kept from step to step: what the swipe uncovers in the
    // scratch list, which becomes `shown` (the old `shown` the scratch), the controllers in the
    // last dismissal's lists.
    shownScratch.removeAll(keepingCapacity: true)
    collectShown(context, into: &shownScratch)
    var covering: [UIViewController] = []
    var coming: [UIViewController] = []
    swap(&covering, &spareDismissalLists.covering)
    swap(&coming, &spareDismissalLists.coming)
    appendInstances(in: shown, notIn: shownScratch, into: &covering)
    appendInstances(in: shownScratch, notIn: shown, context, into: &coming)
    interactiveDismissal = PendingDismissal(
      serial: context.serial(of: pending.rawValue), covering: covering, coming: coming)
    swap(&shown, &shownScratch)
    listedShape = nil
    for controller in coming where !controller.isViewLoaded { controller.loadViewIfNeeded() }
    for controller in covering { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewWillAppear(true) }
  }

  /// After the step that ended the interactive dismissal. Finished (its controller is gone):
  /// the swiped controller and what it showed are told they disappeared (`viewDidDisappear(_:)`),
  /// and what it uncovered, still on screen, that it appeared (`viewDidAppear(_:)`). Cancelled
  /// (it is presented again): the step's lifecycle calls, which compare the screen with the one
  /// the swipe left, have told what came back that it disappears (`viewWillDisappear(_:)`,
  /// `viewDidDisappear(_:)`) and the swiped controller that it appears (`viewWillAppear(_:)`,
  /// `viewDidAppear(_:)`).
  func tellInteractiveDismissalFinished(_ context: HostContext<UIKitApp>) {
    guard var pending = interactiveDismissal else { return }
    if let current = context.hierarchy.interactiveDismissalInProgress,
      context.serial(of: current.rawValue) == pending.serial
    {
      return
    }
    interactiveDismissal = nil
    defer { keepLists(of: &pending) }
    for index in 0..<Int32(context.hierarchy.count)
    where context.serial(of: index) == pending.serial {
      if context.hierarchy.presenter(of: ControllerID(Int(index))) != nil { return }
    }
    for controller in pending.covering { controller.viewDidDisappear(true) }
    for controller in pending.coming where shown.contains(controller.serial) {
      controller.viewDidAppear(true)
    }
  }

  /// After a `cancelInteractiveDismiss` step: when the swipe began, the presented controller
  /// and what it shows were told they would disappear (`viewWillDisappear(_:)`) and what they
  /// cover that they would appear (`viewWillAppear(_:)`); the cancel undoes it: what was coming
  /// back disappears again (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`) and the presented
  /// controller appears (`viewWillAppear(_:)`, `viewDidAppear(_:)`). A sheet leaves its
  /// presenter on screen, so nothing comes back under it. The calls the app makes in them apply
  /// after the step, as any of its calls.
  func tellCancelledDismissal(_ context: HostContext<UIKitApp>, after step: borrowing Step) {
    // The kind first: `step.event` copies the event.
    guard step.eventKind == .cancelInteractiveDismiss, case .event = step.origin,
      step.skipped == nil, case .cancelInteractiveDismiss(let position) = step.event,
      let target = presented(position, context)
    else { return }
    // The lists are made in the lifecycle's buffers, free between steps (emptied after use).
    var uncovered = shownScratch
    var covering = leavingScratch
    var coming = comingScratch
    (shownScratch, leavingScratch, comingScratch) = ([], [], [])
    defer {
      uncovered.removeAll(keepingCapacity: true)
      covering.removeAll(keepingCapacity: true)
      coming.removeAll(keepingCapacity: true)
      (shownScratch, leavingScratch, comingScratch) = (uncovered, covering, coming)
    }
    uncovered.removeAll(keepingCapacity: true)
    collectShown(context, into: &uncovered, dismissing: target)
    appendInstances(in: shown, notIn: uncovered, into: &covering)
    appendInstances(in: uncovered, notIn: shown, context, into: &coming)
    for controller in coming where !controller.isViewLoaded { controller.loadViewIfNeeded() }
    for controller in covering { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewWillAppear(true) }
    for controller in coming { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewDidDisappear(true) }
    for controller in covering { controller.viewWillAppear(true) }
    for controller in covering { controller.viewDidAppear(true) }
  }

  /// Keeps the lists of an interactive dismissal that ended, emptied, for the next one.
  func keepLists(of ended: inout PendingDismissal) {
    ended.covering.removeAll(keepingCapacity: true)
    ended.coming.removeAll(keepingCapacity: true)
    swap(&spareDismissalLists.covering, &ended.covering)
    swap(&spareDismissalLists.coming, &ended.coming)
  }

  /// Appends to `found` the instances of the controllers whose serials are in `list` and not in
  /// `other`, in the order of `list`, where they have one.
  func appendInstances(
    in list: [Int32], notIn other: [Int32], into found: inout [UIViewController]
  ) {
    for serial in list where !other.contains(serial) {
      if Int(serial) < instances.count, let instance = instances[Int(serial)] {
        found.append(instance)
      }
    }
  }

  /// Appends to `found` the instances of the controllers in `list` and not in `other`
  /// (serials), in arena order, made or bound where they have none yet.
  func appendInstances(
    in list: [Int32], notIn other: [Int32], _ context: HostContext<UIKitApp>,
    into found: inout [UIViewController]
  ) {
    for index in 0..<Int32(context.hierarchy.count) {
      let serial = context.serial(of: index)
      if list.contains(serial) && !other.contains(serial) {
        found.append(instance(for: context.controller(index)))
      }
    }
  }

  /// The `position`-th presented controller (modulo their number), as the event names it.
  private func presented(_ position: Int, _ context: HostContext<UIKitApp>) -> ControllerID? {
    // Counted, then found: no list made.
    var count = 0
    for index in 0..<context.hierarchy.count
    where context.hierarchy.presenter(of: ControllerID(index)) != nil {
      count += 1
    }
    guard count > 0 else { return nil }
    var wanted = ((position % count) + count) % count
    for index in 0..<context.hierarchy.count
    where context.hierarchy.presenter(of: ControllerID(index)) != nil {
      if wanted == 0 { return ControllerID(index) }
      wanted -= 1
    }
    return nil
  }
}
