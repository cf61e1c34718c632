import OrientationSpec

extension ScenarioPrinter {
  /// `expect orientation .landscapeRight`: an expectation as the format writes it.
  static func expectLine(_ fact: ScenarioExpectation.Fact) -> String {
    "expect " + Scenario.text(of: fact)
  }
}

extension Scenario {
  /// What follows `expect`: `orientation .landscapeRight`, `decider player`, `not rotated`.
  static func text(of fact: ScenarioExpectation.Fact) -> String {
    switch fact {
    case .orientation(let orientation): "orientation \(orientation)"
    case .device(let pose): "device \(pose)"
    case .allowed(let mask): "allowed \(mask)"
    case .decider(let reference): "decider " + text(of: reference)
    case .exception(.code(let code)): "exception \(code)"
    case .exception(.exact(let name, let reason)):
      "exception \(stringLiteral(name)) \(stringLiteral(reason))"
    case .statusBarHidden(let hidden): "statusBar " + (hidden ? "hidden" : "visible")
    case .statusBarStyle(let style): "statusBar style \(style)"
    case .statusBarOwner(let reference): "statusBar owner " + text(of: reference)
    case .backSwipe(let allowed): "backSwipe " + (allowed ? "allowed" : "refused")
    case .rotated(let rotated): rotated ? "rotated" : "not rotated"
    case .rule(let rule): "rule \(rule)"
    case .broken(let invariant): "broken \(invariant.rawValue)"
    }
  }

  /// `player`, `3`, `"PlayerViewController"`, or `none`.
  static func text(of reference: ControllerReference?) -> String {
    switch reference {
    case nil: "none"
    case .position(let position): "\(position)"
    case .label(let label): label
    case .className(let name): stringLiteral(name)
    }
  }
}
