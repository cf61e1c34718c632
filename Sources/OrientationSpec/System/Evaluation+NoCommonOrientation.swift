extension Evaluation {
  /// E1 when nothing is allowed and `shouldAutorotate` does not suppress it (R10).
  @inlinable
  mutating func noCommonOrientation(_ decision: WindowDecision) -> UIKitException? {
    guard decision.allowed.isEmpty, let decider = decision.decider else { return nil }
    apply(.r10)
    let suppressible =
      app.osVersion.major <= 15 || assumptions.shouldAutorotateSuppressesExceptionOnIOS16
    if decision.shouldAutorotate == false {
      apply(.r9)
      if suppressible {
        warn(.noCommonOrientationSuppressed(decider))
        return nil
      }
    }
    return .noCommonOrientation(className: hierarchy.name(of: decider))
  }

  /// E1 on the rotation path that first asks the app delegate after its mask changed, under
  /// ``Assumptions/DelegateMaskChangeCheck/rotationPath`` (R10; the device's pose must be an
  /// interface orientation, R12): `nil` by default, and when the mask is the one asked before.
  @inlinable @inline(__always)
  mutating func noCommonOrientationAfterMaskChange(_ decision: WindowDecision) -> UIKitException? {
    guard trigger == .deviceRotation, let asked = appMaskAskedBefore, decision.appMask != asked,
      assumptions.delegateMaskChangeCheck == .rotationPath,
      context.pointee.deviceOrientation.isValidInterfaceOrientation
    else { return nil }
    return noCommonOrientation(decision)
  }

  /// A presented view entering the window is asked itself: an alert's mask is its presenter's,
  /// which loops into E4 when the presenter forwards to what it presents (R10, R28).
  @inlinable
  mutating func viewEntersWindow(_ id: ControllerID) -> UIKitException? {
    let controller = handle(id)
    guard let window = Hierarchy.window(containing: id, in: hierarchyAddress) else { return nil }
    let appMask = self.appMask(window).0
    context.pointee.appMask = appMask
    let supported = controller.supportedInterfaceOrientations
    let asksAutorotate =
      app.osVersion.major <= 15 || assumptions.shouldAutorotateSuppressesExceptionOnIOS16
    let autorotates = asksAutorotate ? controller.shouldAutorotate : true
    if context.pointee.faulted, let fault = ResolutionContext.fault(of: context) { return fault }
    guard appMask.intersection(supported).isEmpty else { return nil }
    apply(.r10)
    if !autorotates {
      warn(.noCommonOrientationSuppressed(id))
      return nil
    }
    return .noCommonOrientation(className: hierarchy.name(of: id))
  }
}
