import OrientationSpec

extension Optional where Wrapped == InvariantMonitor {
  /// The monitor for `session`: the one kept here restarted for it (taken out, leaving `nil`),
  /// or `make()`'s when none is kept. A loop over sessions gives its monitor back after each
  /// (`kept = monitor`), so that the monitor's storage is reused (``InvariantMonitor/restart(session:)``).
  mutating func takeRestarted(for session: Session, make: () -> InvariantMonitor)
    -> InvariantMonitor
  {
    guard var monitor = self else { return make() }
    self = nil
    monitor.restart(session: session)
    return monitor
  }
}
