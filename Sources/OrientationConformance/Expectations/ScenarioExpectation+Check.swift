public import OrientationSpec

/// An expectation that did not hold: where it was written, what it expected, what happened.
public struct ExpectationFailure: Hashable, Sendable {
  public var expectation: ScenarioExpectation
  /// Where the `expect` line is, when the file was read from text.
  public var location: Scenario.Location?
  /// The step it was checked at (its event's last reaction); `nil` when the session ended
  /// before its event.
  public var step: StepOrigin?
  public var expected: String
  public var actual: String

  /// `expect orientation .landscapeRight`.
  public var text: String { "expect " + Scenario.text(of: expectation.fact) }
}

extension Scenario.Document {
  /// The expectations that do not hold in `outcomes`, this file's events' outcomes
  /// (``EventOutcome/outcomes(of:resolver:assumptions:)``), in the order they are written.
  public func failures(
    in outcomes: [EventOutcome], assumptions: Assumptions = .default
  ) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    for (index, expectation) in expectations.enumerated() {
      let location =
        locations.expectations.indices.contains(index)
        ? locations.expectations[index] : nil
      guard outcomes.indices.contains(expectation.event) else {
        let ended = outcomes.last.flatMap { $0.exception.map { " with \($0.identifier)" } } ?? ""
        failures.append(
          ExpectationFailure(
            expectation: expectation, location: location, step: nil,
            expected: Scenario.text(of: expectation.fact),
            actual: "not reached: the session ended at event \(outcomes.count - 1)\(ended)"))
        continue
      }
      let outcome = outcomes[expectation.event]
      if let actual = expectation.fact.mismatch(
        in: outcome, version: session.app.osVersion, assumptions: assumptions)
      {
        failures.append(
          ExpectationFailure(
            expectation: expectation, location: location, step: outcome.lastStep,
            expected: Scenario.text(of: expectation.fact), actual: actual))
      }
    }
    return failures
  }
}

extension ScenarioExpectation.Fact {
  /// What `outcome` shows instead, in the expectation's words; `nil` when the fact holds.
  func mismatch(
    in outcome: EventOutcome, version: OSVersion, assumptions: Assumptions
  ) -> String? {
    switch self {
    case .orientation(let expected):
      return outcome.orientation == expected ? nil : "orientation \(outcome.orientation)"
    case .device(let expected):
      return outcome.device == expected ? nil : "device \(outcome.device)"
    case .allowed(let expected):
      return outcome.allowed == expected ? nil : "allowed \(outcome.allowed)"
    case .decider(let expected):
      if Self.same(outcome.decider, expected) { return nil }
      return "decider " + (outcome.decider?.description ?? "none")
    case .exception(let expected):
      let found = Self.exceptions(outcome, version: version, assumptions: assumptions)
      let holds: Bool
      switch expected {
      case .code(let code): holds = found.contains { $0.code == code }
      case .exact(let name, let reason):
        holds = found.contains { $0.name == name && $0.reason == reason }
      }
      if holds { return nil }
      return found.isEmpty
        ? "no exception"
        : found.map { "exception \($0.code) \($0.name): \($0.reason)" }.joined(separator: "; ")
    case .statusBarHidden(let hidden):
      guard let bar = outcome.statusBar else { return "no window decides the status bar" }
      return bar.isHidden == hidden ? nil : "statusBar " + (bar.isHidden ? "hidden" : "visible")
    case .statusBarStyle(let style):
      guard let bar = outcome.statusBar else { return "no window decides the status bar" }
      return bar.style == style ? nil : "statusBar style \(bar.style)"
    case .statusBarOwner(let expected):
      guard let bar = outcome.statusBar else { return "no window decides the status bar" }
      if Self.same(bar.owner, expected) { return nil }
      return "statusBar owner " + (bar.owner?.description ?? "none")
    case .backSwipe(let allowed):
      return outcome.backSwipeMayBegin == allowed
        ? nil : "backSwipe " + (outcome.backSwipeMayBegin ? "allowed" : "refused")
    case .rotated(let rotated):
      return outcome.rotated == rotated ? nil : outcome.rotated ? "rotated" : "not rotated"
    case .rule(let rule):
      if outcome.rules.contains(rule) { return nil }
      return outcome.rules.isEmpty
        ? "no rule applied" : "rules " + outcome.rules.map(\.description).joined(separator: " ")
    case .broken:
      // Checked with the invariants (``ScenarioRun``): an outcome does not hold them.
      return nil
    }
  }

  static func same(_ mention: ControllerMention?, _ reference: ControllerReference?) -> Bool {
    switch (mention, reference) {
    case (nil, nil): true
    case (let mention?, let reference?): mention.matches(reference)
    default: false
    }
  }

  /// The exception the outcome ends with, and the errors UIKit logged (E5, E6), by their codes
  /// in the catalogue (E2 the older text, E3 the newer), names and reasons.
  static func exceptions(
    _ outcome: EventOutcome, version: OSVersion, assumptions: Assumptions
  ) -> [(code: String, name: String, reason: String)] {
    var found: [(code: String, name: String, reason: String)] = []
    if let exception = outcome.exception {
      let code: String
      switch exception {
      case .noCommonOrientation: code = "E1"
      case .preferredOrientationNotSupported:
        code = version.major < assumptions.preferredMessageNamesBothSidesFrom ? "E2" : "E3"
      case .alertInvokedRecursively: code = "E4"
      case .forwardingLoop: code = "loop"
      }
      found.append(
        (code, exception.name, exception.reason(on: version, assumptions: assumptions)))
    }
    for warning in outcome.warnings {
      switch warning {
      case .geometryRequestRefused:
        found.append(("E5", "UISceneErrorDomain", warning.uikitText ?? ""))
      case .deviceOrientationSettingUnsupported:
        found.append(("E6", "BUG IN CLIENT OF UIKIT", warning.uikitText ?? ""))
      default: break
      }
    }
    return found
  }
}
