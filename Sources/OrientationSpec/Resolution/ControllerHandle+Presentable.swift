extension ControllerHandle {
  /// `wanted` when this controller's supported orientations and the app's allow it; else, as
  /// §7.6 orders it, the current orientation, the pose the device is held in, then the first
  /// allowed in `fallbackOrder`: what an override of `preferredInterfaceOrientationForPresentation`
  /// returns so that a presentation never raises E2 or E3 (R11). `wanted` itself when nothing is
  /// allowed (E1 is then UIKit's to raise).
  @inlinable
  public func presentable(
    _ wanted: InterfaceOrientation,
    fallbackOrder: [InterfaceOrientation] = ReferenceResolver.fallbackOrder
  ) -> InterfaceOrientation {
    let allowed = supportedInterfaceOrientations.intersection(
      applicationSupportedInterfaceOrientations)
    return allowed.fallback(
      preferring: wanted, current: interfaceOrientation, device: deviceOrientation,
      fallbackOrder: fallbackOrder) ?? wanted
  }
}
