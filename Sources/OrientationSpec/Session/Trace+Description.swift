extension SkipReason: CustomStringConvertible {
  public var description: String {
    switch self {
    case .refused(let refusal): "\(refusal)"
    case .unavailable(let since): "the API exists from iOS \(since)"
    case .noLongerEffective(let since): "the API has no effect from iOS \(since)"
    case .noPendingInteractivePop: "no back-swipe is pending"
    case .backSwipeCannotBegin: "the back-swipe cannot begin"
    case .inBackground: "the app is in the background"
    case .notInBackground: "the app is not in the background"
    case .invalidController(let violation): "the new controller is invalid: \(violation)"
    case .noActionTarget(let name): "no controller has the action \(name)"
    case .appCallLimit(let limit):
      "the app made more than \(limit) calls after one event: the rest are not applied"
    case .noSuchPosition(let position, let count, let role): role.missing(position, count: count)
    case .labelled(let label, let problem): problem.description(label)
    case .controllerLimit(let limit):
      "the hierarchy holds \(limit) controllers, the most a session grows it to"
    case .noPendingInteractiveDismiss: "no interactive dismissal is pending"
    }
  }
}

extension RotationReason: CustomStringConvertible {
  public var description: String {
    switch self {
    case .followedDevice: "followed the device"
    case .presentation: "the presented controller's preferred orientation"
    case .dismissal: "back to what the controller below allows"
    case .installation: "installed outside the allowed mask"
    case .supportedOrientationsUpdate: "the supported orientations changed"
    case .geometryRequest: "a geometry request"
    case .launch: "the launch orientation"
    case .notAllowed: "the device's pose is not allowed"
    case .autorotationDisabled: "shouldAutorotate is NO"
    case .locked: "the orientation lock is on"
    case .notAnInterfaceOrientation: "the device is flat or unknown"
    case .transitionInProgress: "held until the interactive dismissal ends"
    }
  }
}

extension StepOrigin: CustomStringConvertible {
  /// `3` for the fourth event, `3.r` for an action of the refresh strategy after it.
  public var description: String {
    switch self {
    case .event(let position): "\(position)"
    case .refresh(let position): "\(position).r"
    }
  }
}

extension Trace {
  /// The trace as lines a person reads, one step a line (with indented details), naming
  /// controllers as the hierarchy at each step did. A trace run with `recordsDetails` adds, at
  /// each step, the launch orientation, each window's presentation chain and decider, and the
  /// questions UIKit asked (``StepDetails``).
  public func report(app: AppConfiguration, assumptions: Assumptions = .default) -> String {
    var lines: [String] = []
    for step in steps {
      var line = "\(step.origin). \(describedEvent(of: step))"
      if let skipped = step.skipped {
        line += ": skipped, \(skipped)"
      } else if step.rotated {
        line += ": \(step.orientationBefore) → \(step.orientationAfter)"
        if let reason = step.rotation { line += " (\(reason))" }
      } else {
        line += ": \(step.orientationAfter)"
        if let reason = step.rotation { line += " (no rotation: \(reason))" }
      }
      lines.append(line)
      let decider = step.decider.map { id in step.deciderName.map { "\(id) \($0)" } ?? "\(id)" }
      var details = ["decider \(decider ?? "none")", "allowed \(step.allowed)"]
      if step.deviceOrientation.interfaceOrientation != step.orientationAfter {
        details.append("device \(step.deviceOrientation)")
      }
      if let statusBar = step.statusBar, statusBar.isHidden { details.append("status bar hidden") }
      if let pop = step.interactivePop, pop.mayBegin { details.append("back-swipe may begin") }
      lines.append("     " + details.joined(separator: "; "))
      // What a run that records details keeps: windows, chains, questions (StepDetails).
      for line in step.details?.reportLines(orientation: step.orientationAfter) ?? [] {
        lines.append("     " + line)
      }
      if let exception = step.exception {
        lines.append(
          "     exception \(exception.identifier) \(exception.name): "
            + exception.reason(on: app.osVersion, assumptions: assumptions))
      }
      for warning in step.warnings {
        // Identifiers in warnings belong to the hierarchy of their step, which the trace does not keep.
        lines.append("     warning: \(warning.text())")
      }
    }
    return lines.joined(separator: "\n")
  }
}
