extension SessionRunner {
  // MARK: Navigation

  /// Whether an event of `kind` changes navigation, which UIKit does not re-evaluate for (R15).
  @inlinable
  static func isNavigationChange(_ kind: Event.Kind) -> Bool {
    switch kind {
    case .push, .pop, .popToRoot, .setViewControllers, .endInteractivePop, .selectTab: true
    default: false
    }
  }

  /// After a pop: the new top is the subject; a pending back-swipe on a removed stack ends.
  @inlinable
  mutating func popped(
    into out: inout Step, _ navigation: ControllerID, _ source: EventSource,
    _ origin: StepOrigin, _ before: InterfaceOrientation
  ) {
    subject = state.hierarchy.optionalID(state.hierarchy.nodes[navigation.index].lastChild)
    if let pending = state.pendingInteractivePop,
      state.hierarchy.nodes[pending.index].childCount <= 1
    {
      state.pendingInteractivePop = nil
    }
    return unchanged(into: &out, source, origin, before)
  }
}
