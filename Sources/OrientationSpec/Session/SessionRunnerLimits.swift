/// Limits the runner keeps so a misbehaving resolver cannot run away.
public enum SessionRunnerLimits {
  /// The most refresh actions the System runs after one event.
  public static let refreshActions = 8
  /// The most controllers a session's events grow its hierarchy to (or its initial size, when
  /// larger): an event that adds controllers to a hierarchy that holds this many is skipped
  /// (``SkipReason/controllerLimit(_:)``). Each step walks the hierarchy (a presentation chain,
  /// every window), so a hierarchy grown without bound made each step cost more than the last:
  /// 50,000 presentations over one another took seconds a thousand events.
  public static let controllers = 1_000
}
