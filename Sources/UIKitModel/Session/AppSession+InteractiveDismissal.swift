internal import OrientationSpec

/// What UIKit tells the app's controllers of an interactive dismissal the user cancels (a
/// swipe down that springs back): the appearance calls of its start, then of its end.
extension AppSession {
  /// After a `cancelInteractiveDismiss` step: when the swipe began, the presented controller
  /// and what it shows were told they would disappear (`viewWillDisappear(_:)`) and what they
  /// cover that they would appear (`viewWillAppear(_:)`); the cancel undoes it: what was coming
  /// back disappears again (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`) and the presented
  /// controller appears (`viewWillAppear(_:)`, `viewDidAppear(_:)`). A sheet leaves its
  /// presenter on screen, so nothing comes back under it. The calls the app makes in them apply
  /// after the step, as any of its calls.
  func tellCancelledDismissal(_ context: HostContext<UIKitApp>, after step: borrowing Step) {
    guard case .event = step.origin, step.skipped == nil,
      case .cancelInteractiveDismiss(let position) = step.event,
      let target = presented(position, context)
    else { return }
    var uncovered: [Int32] = []
    collectShown(context, into: &uncovered, dismissing: target)
    let covering = shown.filter { !uncovered.contains($0) }.compactMap { serial in
      Int(serial) < instances.count ? instances[Int(serial)] : nil
    }
    var coming: [UIViewController] = []
    appendInstances(in: uncovered, notIn: shown, context, into: &coming)
    for controller in coming where !controller.isViewLoaded { controller.loadViewIfNeeded() }
    for controller in covering { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewWillAppear(true) }
    for controller in coming { controller.viewWillDisappear(true) }
    for controller in coming { controller.viewDidDisappear(true) }
    for controller in covering { controller.viewWillAppear(true) }
    for controller in covering { controller.viewDidAppear(true) }
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
    var presented: [ControllerID] = []
    for index in 0..<context.hierarchy.count
    where context.hierarchy.presenter(of: ControllerID(index)) != nil {
      presented.append(ControllerID(index))
    }
    guard !presented.isEmpty else { return nil }
    return presented[((position % presented.count) + presented.count) % presented.count]
  }
}
