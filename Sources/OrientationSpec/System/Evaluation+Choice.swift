/// The orientation an evaluation settles on, from a window's decision and the trigger.
extension Evaluation {
  /// The orientation an evaluation settles on, why, and whether it raises E2/E3: a plain value,
  /// the exception itself (which holds strings) is made by the caller when raised.
  @usableFromInline
  struct Choice {
    @usableFromInline
    var orientation: InterfaceOrientation
    /// Whether the preferred orientation is not allowed at a presentation or dismissal (R11).
    @usableFromInline
    var preferredNotSupported = false
    @usableFromInline
    var preferred: InterfaceOrientation? = nil
    @usableFromInline
    var reason: RotationReason? = nil

    @inlinable
    init(
      orientation: InterfaceOrientation, preferredNotSupported: Bool = false,
      preferred: InterfaceOrientation? = nil, reason: RotationReason? = nil
    ) {
      self.orientation = orientation
      self.preferredNotSupported = preferredNotSupported
      self.preferred = preferred
      self.reason = reason
    }
  }

  /// The orientation after the evaluation, or that it raises E2/E3 (R9, R11–R14, R17, R18, R21, §7).
  @inlinable @inline(__always)
  mutating func choose(_ decision: WindowDecision) -> Choice {
    let allowed = decision.allowed
    let stay = Choice(orientation: current)
    if trigger == .deviceRotation { return followDevice(decision) }
    if trigger == .geometryRequest { return requestGeometry(allowed) }
    guard let decider = decision.decider, !decision.multitasking else {
      // No controller to ask: keep the orientation when allowed, else the first allowed pose.
      if allowed.contains(current) || allowed.isEmpty || trigger == .query { return stay }
      return Choice(orientation: fallback(allowed, preferred: nil), reason: .installation)
    }
    // After a suppressed E1 (R10) nothing moves, but a full-screen present or dismiss still checks
    // the preferred orientation against the empty mask: E2/E3 (seed 002's tab bar without a selection).
    if allowed.isEmpty && trigger != .fullScreenPresentation && trigger != .fullScreenDismissal {
      return stay
    }
    switch trigger {
    case .query, .deviceRotation, .geometryRequest:
      return stay
    case .rootInstalled, .supportedOrientationsUpdate:
      // Not a presentation: the preferred orientation only guides the §7.6 fallback.
      if allowed.contains(current) { return stay }
      let preferred = handle(decider).preferredInterfaceOrientationForPresentation
      return Choice(
        orientation: fallback(allowed, preferred: preferred), preferred: preferred,
        reason: trigger == .rootInstalled ? .installation : .supportedOrientationsUpdate)
    case .fullScreenPresentation, .fullScreenDismissal:
      if trigger == .fullScreenDismissal && allowed.contains(current) { return stay }
      let preferred = handle(decider).preferredInterfaceOrientationForPresentation
      if context.pointee.faulted { return Choice(orientation: current, preferred: preferred) }
      if allowed.contains(preferred) {
        return Choice(
          orientation: preferred, preferred: preferred,
          reason: trigger == .fullScreenDismissal ? .dismissal : .presentation)
      }
      apply(.r11)
      if preferred == .unknown {
        warn(.unknownOrientation(decider, .preferredInterfaceOrientationForPresentation))
      }
      return Choice(orientation: current, preferredNotSupported: true, preferred: preferred)
    }
  }

  /// A device event: rotate to the device's pose when it is an interface orientation, autorotation
  /// applies and the mask allows it (R9, R12, R21, R23).
  @inlinable
  mutating func followDevice(_ decision: WindowDecision) -> Choice {
    guard let pose = context.pointee.deviceOrientation.interfaceOrientation else {
      apply(.r21)
      return Choice(orientation: current, reason: .notAnInterfaceOrientation)
    }
    if decision.decider != nil, !decision.multitasking, decision.shouldAutorotate == false,
      app.osVersion.major <= 15
    {
      apply(.r9)
      return Choice(orientation: current, reason: .autorotationDisabled)
    }
    guard decision.allowed.contains(pose) else {
      return Choice(orientation: current, reason: .notAllowed)
    }
    return Choice(orientation: pose, reason: pose == current ? nil : .followedDevice)
  }

  /// `requestGeometryUpdate`: the best of the requested orientations the mask allows, or the
  /// error UIKit hands the error handler (R18, E5). An empty request means no preference.
  @inlinable
  mutating func requestGeometry(_ allowed: InterfaceOrientationMask) -> Choice {
    if AppConfiguration.supportsMultitasking(appAddress) && app.osVersion.major >= 27 {
      // A resizable app's masks are preferences: the request is silently refused (§3.7, I29).
      apply(.r24)
      return Choice(orientation: current)
    }
    let candidates = requestedMask.isEmpty ? allowed : requestedMask.intersection(allowed)
    guard !candidates.isEmpty else {
      warn(.geometryRequestRefused(requested: requestedMask, supported: allowed))
      return Choice(orientation: current)
    }
    if candidates.contains(current) { return Choice(orientation: current) }
    let target =
      context.pointee.deviceOrientation.interfaceOrientation.flatMap {
        candidates.contains($0) ? $0 : nil
      } ?? candidates.first(in: assumptions.packedFallbackOrder) ?? current
    return Choice(orientation: target, reason: .geometryRequest)
  }

  /// The spec's fallback (§7.6): preferred, current, device pose, then the assumptions' order.
  @inlinable
  func fallback(_ allowed: InterfaceOrientationMask, preferred: InterfaceOrientation?)
    -> InterfaceOrientation
  {
    allowed.fallback(
      preferring: preferred, current: current, device: context.pointee.deviceOrientation,
      packedOrder: assumptions.packedFallbackOrder) ?? allowed.orientations.first ?? current
  }
}
