public import OrientationSpec

/// What a scenario file expects after one of its events (`expect orientation .landscapeRight`),
/// checked against the state once the event and the reactions it causes (the resolver's refresh
/// actions, the app's own calls) have run.
public struct ScenarioExpectation: Hashable, Sendable {
  /// The index of the event it follows.
  public var event: Int
  /// What it expects.
  public var fact: Fact

  public init(event: Int, fact: Fact) {
    self.event = event
    self.fact = fact
  }

  /// One thing a file can expect.
  public enum Fact: Hashable, Sendable {
    /// The interface orientation (R12).
    case orientation(InterfaceOrientation)
    /// What `UIDevice.current.orientation` reports (R19, R22).
    case device(DeviceOrientation)
    /// The orientation window's allowed orientations: the decider's mask and the app's (R7).
    case allowed(InterfaceOrientationMask)
    /// The controller that decides the orientation window's orientation, or none (R1–R3).
    case decider(ControllerReference?)
    /// The exception the event ends the session with, or the error UIKit logs (E5, E6).
    case exception(ExpectedException)
    /// Whether the status bar is hidden (R26).
    case statusBarHidden(Bool)
    /// The status bar's style (R26).
    case statusBarStyle(StatusBarStyle)
    /// The controller whose answers set the status bar, or none: the app sets it (R26).
    case statusBarOwner(ControllerReference?)
    /// Whether the back-swipe may begin on the navigation controller on screen (R27).
    case backSwipe(allowed: Bool)
    /// Whether the event or its reactions turned the interface.
    case rotated(Bool)
    /// A rule the event or its reactions applied.
    case rule(Rule)
    /// The invariant breaks at this event: the file shows an app's own mistake, which the
    /// checker must catch (`expect broken no-exception`). Checked with the invariants.
    case broken(Invariant)
  }
}

/// A controller as an expectation names it.
public enum ControllerReference: Hashable, Sendable {
  /// Its position in arena order, as `declare 3` counts.
  case position(Int)
  /// The label a scenario gave it (`as player`).
  case label(String)
  /// Its class: the name written after its kind (`"PlayerViewController"`).
  case className(String)
}

/// An exception an expectation names.
public enum ExpectedException: Hashable, Sendable {
  /// By its code in UIKit's catalogue: `E1` to `E6`, or `loop` for a forwarding cycle.
  case code(String)
  /// By the exact name and reason UIKit gives it.
  case exact(name: String, reason: String)

  /// The codes an expectation accepts, in the order they are listed.
  public static let codes = ["E1", "E2", "E3", "E4", "E5", "E6", "loop"]
}
