public import OrientationSpec

/// What one event of a session left once the resolver's refresh actions or the app's own calls
/// after it had run: what an `expect` line after the event is checked against.
public struct EventOutcome: Sendable {
  /// The last step of the event's group: the event, or its last reaction.
  public var lastStep: StepOrigin
  public var orientation: InterfaceOrientation
  public var device: DeviceOrientation
  public var allowed: InterfaceOrientationMask
  public var decider: ControllerMention?
  /// The status bar after the group, if a window decided it.
  public var statusBar: StatusBarOutcome?
  public var backSwipeMayBegin: Bool
  /// Whether any step of the group turned the interface.
  public var rotated: Bool
  /// The rules the group's steps applied, in order.
  public var rules: [Rule]
  public var exception: UIKitException?
  public var warnings: [Warning]

  /// What the status bar shows, and whose answers set it.
  public struct StatusBarOutcome: Sendable {
    public var isHidden: Bool
    public var style: StatusBarStyle
    public var owner: ControllerMention?
  }

  /// The outcome of a group whose first step is `step`, in `state`.
  init(_ step: Step, _ state: SessionState) {
    lastStep = step.origin
    orientation = step.orientationAfter
    device = step.deviceOrientation
    allowed = step.allowed
    decider = nil
    statusBar = nil
    backSwipeMayBegin = false
    rotated = false
    rules = []
    exception = nil
    warnings = []
    add(step, state)
  }

  /// Takes in the next step of the group.
  mutating func add(_ step: Step, _ state: SessionState) {
    let hierarchy = state.hierarchy
    lastStep = step.origin
    orientation = step.orientationAfter
    device = step.deviceOrientation
    allowed = step.allowed
    decider = step.decider.map { ControllerMention($0, in: hierarchy) }
    statusBar = step.statusBar.map {
      StatusBarOutcome(
        isHidden: $0.isHidden, style: $0.style,
        owner: $0.owner.map { ControllerMention($0, in: hierarchy) })
    }
    backSwipeMayBegin = step.interactivePop?.mayBegin ?? false
    rotated = rotated || step.rotated
    for rule in step.rules where !rules.contains(rule) { rules.append(rule) }
    exception = step.exception ?? exception
    warnings += step.warnings
  }

  /// Each event's outcome for `session` under `resolver`, in order; the list ends early when an
  /// exception ends the session.
  public static func outcomes(
    of session: Session, resolver: any OrientationResolver,
    assumptions: Assumptions = .default
  ) -> [EventOutcome] {
    var outcomes: [EventOutcome] = []
    var storage = SessionStorage()
    resolver._runSession(
      session, assumptions: assumptions, recordsRules: true, storage: &storage
    ) { step, state in
      if case .event = step.origin {
        outcomes.append(EventOutcome(step, state))
      } else if !outcomes.isEmpty {
        outcomes[outcomes.count - 1].add(step, state)
      }
    }
    return outcomes
  }
}

/// A controller as an outcome mentions it: its position in arena order, its class and its label.
public struct ControllerMention: Hashable, Sendable, CustomStringConvertible {
  public var position: Int
  public var className: String
  public var label: String

  init(_ id: ControllerID, in hierarchy: Hierarchy) {
    position = id.index
    className = hierarchy.name(of: id)
    label = hierarchy.label(of: id)
  }

  /// Whether `reference` names this controller.
  public func matches(_ reference: ControllerReference) -> Bool {
    switch reference {
    case .position(let position): self.position == position
    case .label(let label): self.label == label
    case .className(let name): className == name
    }
  }

  /// `#2 "PlayerViewController" as player`.
  public var description: String {
    "#\(position) \(Scenario.stringLiteral(className))" + (label.isEmpty ? "" : " as \(label)")
  }
}
