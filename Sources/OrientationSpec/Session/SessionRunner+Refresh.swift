extension SessionRunner {
  // MARK: The resolver's refresh strategy

  /// Asks the resolver what it does after the event `source` names, whose step found `window`
  /// setting the orientation with `appMask`; at most ``SessionRunnerLimits/refreshActions``.
  @inlinable
  mutating func refreshActions(
    after source: EventSource, window: WindowID?, appMask: InterfaceOrientationMask
  ) -> [Event] {
    let subject = self.subject.flatMap { state.hierarchy.contains($0) ? $0 : nil }
    let resolver = self.resolver
    // What the last evaluation found for this window, when it describes the state as it is.
    let knownAllowedWindow =
      knownAllowedVersion == stateVersion && window?.rawValue == knownAllowedWindow
      ? knownAllowedWindow : noIndex
    let knownAllowed = self.knownAllowed
    var actions = ResolutionContext.with(
      resolver: resolver, hierarchy: state.hierarchy, app: state.app, assumptions: assumptions,
      interfaceOrientation: state.interfaceOrientation, deviceOrientation: state.deviceOrientation
    ) { context in
      context.pointee.appMask = appMask
      context.pointee.knownAllowedWindow = knownAllowedWindow
      context.pointee.knownAllowed = knownAllowed
      // The event is read in place: the array's getter would copy it (its payload's references).
      return source.events.withUnsafeBufferPointer { events in
        resolver.refreshActions(
          after: events[source.index],
          subject: subject.map { ControllerHandle(context: context, index: $0.rawValue, depth: 0) },
          window: window.map { WindowHandle(context: context, index: $0.rawValue, depth: 0) })
      }
    }
    if actions.count > SessionRunnerLimits.refreshActions {
      truncatedRefreshActions = actions.count
      actions.removeLast(actions.count - SessionRunnerLimits.refreshActions)
    }
    return actions
  }
}
