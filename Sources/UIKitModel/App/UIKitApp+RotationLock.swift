internal import OrientationSpec

/// The app's own rotation lock, as the runner reads it after the app's code runs (see
/// ``UIKitApp/rotationLock``).
extension AppSessionHost {
  var reportsRotationLock: Bool { session.app.rotationLock != nil }

  func isRotationLocked(context: UnsafeMutableRawPointer) -> Bool {
    Bridge.isRotationLocked(session, context)
  }
}

extension AppSession {
  /// What the app's lock reports in the state `context` shows: its code reads the session's
  /// `UIApplication.shared` (its delegate, its windows, a singleton).
  func isRotationLocked(_ context: HostContext<UIKitApp>) -> Bool {
    guard let lock = app.rotationLock else { return false }
    return withAnchor(context) { lock(UIApplication.shared) }
  }
}

extension Bridge {
  nonisolated(unsafe) static let isRotationLocked: (AppSession, UnsafeMutableRawPointer) -> Bool =
    unsafeBitCast(
      { session, context in session.isRotationLocked(HostContext(context)) }
        as @MainActor (AppSession, UnsafeMutableRawPointer) -> Bool,
      to: ((AppSession, UnsafeMutableRawPointer) -> Bool).self)
}
