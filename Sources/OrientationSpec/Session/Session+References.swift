/// How a session's events find their controllers: by position, counted modulo or exactly, or
/// by the label a scenario gives a controller (``ControllerSpec/label``).
public enum PositionCounting: Hashable, Sendable {
  /// A position counts modulo the number of controllers that qualify, so that any subsequence
  /// of a session is a session: how generated and shrunk sessions count (the default).
  case modulo
  /// A position counts from 0 among the controllers that qualify; one past the last skips the
  /// event with ``SkipReason/noSuchPosition(_:count:role:)``: how a scenario file counts.
  case exact
}

/// What a scenario file says about one event beyond its value.
public struct EventAnnotation: Hashable, Sendable {
  /// The label of the controller the event acts on, in place of its position (`dismiss
  /// player`); `nil` when it uses its position. The runner finds the controller by label once
  /// per event, wherever removals have renumbered it.
  public var target: String?
  /// For `declare`: whether the answers it does not name keep their values (`declare player
  /// supports .landscape`), rather than going back to not overridden, as ``Event/declare(_:controller:)``
  /// alone does (`declare 3 replacing supports .landscape`).
  public var keepsOtherAnswers: Bool

  public init(target: String? = nil, keepsOtherAnswers: Bool = false) {
    self.target = target
    self.keepsOtherAnswers = keepsOtherAnswers
  }
}

/// What an event looks for among the controllers, to say which one it did not find.
public enum TargetRole: Hashable, Sendable {
  /// Any controller (`present … from`, `presentAlert`, `declare`).
  case controller
  /// A navigation controller (`push`, `pop`, `popToRoot`, `setViewControllers`).
  case navigation
  /// A tab bar controller (`selectTab`).
  case tabBar
  /// A presented controller (`dismiss`, `cancelInteractiveDismiss`, `beginInteractiveDismiss`).
  case presented
  /// A window (`makeKeyWindow`, `removeWindow`).
  case window
  /// A scene (`disconnectScene`).
  case scene
  /// A controller whose class has the app's action of this name (`action`).
  case action(String)

  /// `a navigation controller`, `a controller with the action rotate`.
  public var noun: String {
    switch self {
    case .controller: "a controller"
    case .navigation: "a navigation controller"
    case .tabBar: "a tab bar controller"
    case .presented: "a presented controller"
    case .window: "a window"
    case .scene: "a scene"
    case .action(let name): "a controller whose class has the action \(name)"
    }
  }

  /// The role an event's controller argument plays, if it has one.
  public init?(of event: Event) {
    switch event {
    case .push, .pop, .popToRoot, .setViewControllers: self = .navigation
    case .selectTab: self = .tabBar
    case .present, .presentAlert, .declare: self = .controller
    case .dismiss, .cancelInteractiveDismiss, .beginInteractiveDismiss: self = .presented
    case .makeKeyWindow, .removeWindow: self = .window
    case .disconnectScene: self = .scene
    case .action(let name, _): self = .action(name)
    default: return nil
    }
  }
}

/// Why the controller an event names by label cannot take the event.
public enum LabelProblem: Error, Hashable, Sendable {
  /// No controller with the label was ever made: the event that makes it did not apply.
  case neverMade
  /// Its controller was removed by an earlier event (popped, dismissed, its window removed).
  case removed
  /// Its controller is not what the event needs (a content controller for a `push`).
  case notA(TargetRole)
}

extension TargetRole {
  /// `no navigation controller at position 3: there are 2, at positions 0 to 1`.
  func missing(_ position: Int, count: Int) -> String {
    let there =
      count == 1
      ? "there is 1, at position 0" : "there are \(count), at positions 0 to \(count - 1)"
    return "no \(noun.dropFirst(2)) at position \(position): \(there)"
  }
}

extension LabelProblem {
  /// `player was removed by an earlier event`.
  func description(_ label: String) -> String {
    switch self {
    case .neverMade:
      "no controller labelled \(label) was made: the event that makes it did not apply"
    case .removed: "\(label) is gone: an earlier event removed it"
    case .notA(let role): "\(label) is not \(role.noun)"
    }
  }
}

extension Trace {
  /// The event of `step` in a few words, naming its controller by the label the session's
  /// event gave it (`pop navigation nav`), if any.
  public func describedEvent(of step: Step) -> String {
    guard !targets.isEmpty, case .event(let index) = step.origin, let label = targets[index]
    else { return step.event.description }
    return step.event.description(target: label)
  }
}
