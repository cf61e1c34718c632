public import OrientationSpec

extension Trace {
  /// The trace as JSON: `{"steps": [...], "exception": … or null}`, one object per step.
  public func json(app: AppConfiguration, assumptions: Assumptions = .default) -> JSON {
    .object([
      ("steps", .array(steps.map { $0.json(app: app, assumptions: assumptions) })),
      ("exception", exception.map { $0.json(app: app, assumptions: assumptions) } ?? .null),
    ])
  }
}

extension Step {
  /// One step as JSON, with orientations and masks in their Swift spelling. Controllers are
  /// named by position (their arena index in the hierarchy after the step) and, where the run
  /// recorded details (``StepDetails``), by name and by the label the scenario gave them (`as
  /// NAME`, else `null`); `launchOrientation`, `windows` and `asked` are `null` without them.
  public func json(app: AppConfiguration, assumptions: Assumptions = .default) -> JSON {
    let details = self.details
    // A controller's label (`as NAME`), where the step recorded details and the scenario gave one.
    func labelJSON(_ id: ControllerID?) -> JSON {
      id.flatMap { details?.labels[$0] }.map { .string($0) } ?? .null
    }
    var members: [(String, JSON)] = [
      ("origin", .string(origin.description)),
      ("event", .string(event.description)),
      ("kind", .string(event.kind.rawValue)),
      ("applied", .bool(skipped == nil)),
    ]
    if let skipped { members.append(("skipped", .string(skipped.description))) }
    members += [
      ("orientationWindow", orientationWindow.map { .int($0.index) } ?? .null),
      ("decider", decider.map { .int($0.index) } ?? .null),
      ("deciderName", deciderName.map { .string($0) } ?? .null),
      ("deciderLabel", labelJSON(decider)),
      ("appMask", .string(appMask.description)),
      ("allowed", .string(allowed.description)),
      ("before", .string(orientationBefore.description)),
      ("after", .string(orientationAfter.description)),
      ("rotated", .bool(rotated)),
      ("rotation", rotation.map { .string($0.description) } ?? .null),
      ("device", .string(deviceOrientation.description)),
    ]
    // A controller's name, where the step recorded it (with details), else `null`.
    func name(_ id: ControllerID?) -> JSON {
      id.flatMap { details?.name(of: $0) }.map { .string($0) } ?? .null
    }
    if let statusBar {
      members.append(
        (
          "statusBar",
          .object([
            ("owner", statusBar.owner.map { .int($0.index) } ?? .null),
            ("ownerName", name(statusBar.owner)),
            ("ownerLabel", labelJSON(statusBar.owner)),
            ("hidden", .bool(statusBar.isHidden)),
            ("style", .string(statusBar.style.description)),
          ])
        ))
    } else {
      members.append(("statusBar", .null))
    }
    if let pop = interactivePop {
      members.append(
        (
          "backSwipe",
          .object([
            ("navigationController", .int(pop.navigationController.index)),
            ("navigationControllerName", name(pop.navigationController)),
            ("navigationControllerLabel", labelJSON(pop.navigationController)),
            ("mayBegin", .bool(pop.mayBegin)),
          ])
        ))
    } else {
      members.append(("backSwipe", .null))
    }
    members += [
      ("launchOrientation", details?.launchOrientation.map { .string($0.description) } ?? .null),
      ("windows", details?.windowsJSON ?? .null),
      ("omittedWindows", details.map { .int($0.omittedWindows) } ?? .null),
      ("asked", details?.askedJSON ?? .null),
      ("exception", exception.map { $0.json(app: app, assumptions: assumptions) } ?? .null),
      ("warnings", .array(warnings.map { .string($0.text()) })),
      ("rules", .array(rules.map { .string($0.description) })),
    ]
    return .object(members)
  }
}

extension UIKitException {
  /// The exception as JSON: its catalogue identifier, name and UIKit's message.
  public func json(app: AppConfiguration, assumptions: Assumptions = .default) -> JSON {
    .object([
      ("id", .string(identifier)),
      ("name", .string(self.name)),
      ("reason", .string(reason(on: app.osVersion, assumptions: assumptions))),
    ])
  }
}
