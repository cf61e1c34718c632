extension SessionRunner {
  /// The details of the step the event `source` names, after `resolution` (see
  /// ``StepDetails``), with `preferred` the decider's preferred orientation UIKit asked during
  /// the event. Only a run that records details calls it, from the branch that boxes a step's
  /// rare values.
  @inlinable
  func details(
    _ source: EventSource, _ resolution: borrowing Resolution, _ preferred: InterfaceOrientation?
  ) -> StepDetails {
    let kind = source.kind
    return StepDetails.record(
      hierarchy: state.hierarchy, app: state.app, assumptions: assumptions,
      orientation: resolution.interfaceOrientation, orientationWindow: resolution.orientationWindow,
      decision: resolution.decision, deciderPreferred: preferred,
      statusBar: resolution.statusBar, interactivePop: resolution.interactivePop,
      asksBackSwipe: kind == .beginInteractivePop,
      launchOrientation: kind == .launch ? launchOrientation() : nil)
  }
}
