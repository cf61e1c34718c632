extension Resolution {
  /// The resolution as lines a person reads, naming controllers as `hierarchy` does.
  public func report(
    in hierarchy: Hierarchy, app: AppConfiguration, assumptions: Assumptions = .default
  ) -> String {
    func named(_ id: ControllerID?) -> String {
      guard let id else { return "none" }
      return id.index >= 0 && hierarchy.contains(id) ? "\(id) \(hierarchy.name(of: id))" : "\(id)"
    }
    var lines: [String] = []
    let motion =
      rotated
      ? "\(previousOrientation) → \(interfaceOrientation)" : "\(interfaceOrientation) (unchanged)"
    lines.append("\(trigger.rawValue) on \(app.osVersion) \(app.idiom.name): orientation \(motion)")
    for decision in windows {
      var parts = [
        "\(decision.window)\(decision.window == orientationWindow ? " (sets the orientation)" : "")"
      ]
      parts.append("app mask \(decision.appMask) from \(decision.appMaskSource.rawValue)")
      if decision.multitasking { parts.append("multitasking: controllers not asked") }
      if let decider = decision.decider { parts.append("decider \(named(decider))") }
      if let supported = decision.supported { parts.append("supports \(supported)") }
      if let autorotates = decision.shouldAutorotate { parts.append("autorotates \(autorotates)") }
      if let preferred = decision.preferred { parts.append("prefers \(preferred)") }
      parts.append("allowed \(decision.allowed)")
      lines.append("  " + parts.joined(separator: "; "))
    }
    if let statusBar {
      lines.append(
        "  status bar: owner \(named(statusBar.owner)); hidden \(statusBar.isHidden) (asked \(named(statusBar.hiddenController)));"
          + " style \(statusBar.style) (asked \(named(statusBar.styleController)))")
    }
    if let pop = interactivePop {
      var text = "  back-swipe in \(named(pop.navigationController)) over \(pop.stackCount):"
      text += pop.mayBegin ? " may begin" : " cannot begin"
      if pop.mayBegin != pop.uikitAllows {
        text +=
          pop.mayBegin
          ? " (the app's delegate allows it; UIKit's would not)"
          : " (the app's delegate refuses it)"
      }
      if pop.freezesInterface { text += "; begins over a single controller: the interface freezes" }
      lines.append(text)
    }
    if let exception {
      lines.append(
        "  exception \(exception.identifier): \(exception.name): \(exception.reason(on: app.osVersion, assumptions: assumptions))"
      )
    }
    for warning in warnings { lines.append("  warning: \(warning.text(in: hierarchy))") }
    lines.append("  rules: " + rules.map(\.description).joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}

extension Warning {
  /// The warning as a sentence, naming controllers as `hierarchy` does when given.
  public func text(in hierarchy: Hierarchy? = nil) -> String {
    func named(_ id: ControllerID) -> String {
      guard let hierarchy, hierarchy.contains(id) else { return "\(id)" }
      return "\(id) \(hierarchy.name(of: id))"
    }
    switch self {
    case .emptyMask(let id, let question):
      return
        "\(id.map(named) ?? "the app delegate") answered [] to \(question.selector): the value must not be 0"
    case .emptyPlistList:
      return "UISupportedInterfaceOrientations is an empty array (undocumented)"
    case .noCommonOrientationSuppressed(let id):
      return
        "\(named(id)) has no orientation in common with the app; shouldAutorotate NO suppresses the exception"
    case .unknownOrientation(let id, let question):
      return "\(named(id)) answered .unknown to \(question.selector)"
    case .geometryRequestRefused, .deviceOrientationSettingUnsupported:
      return uikitText!
    case .interfaceFrozen(let id):
      return "the back-swipe began over a single controller in \(named(id)): the interface freezes"
    case .refreshActionsTruncated(let count):
      return
        "the refresh strategy returned \(count) actions; the System ran the first \(SessionRunnerLimits.refreshActions)"
    }
  }
}
