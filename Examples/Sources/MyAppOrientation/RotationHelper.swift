public import OrientationSpec

/// MyApp's forced-rotation helper: UIKit does not re-evaluate the orientation after a push, a pop
/// or a tab switch (R15), so the base classes call it after each, and it turns the interface when
/// it has left what the screen on top allows.
///
/// ```swift
/// enum RotationHelper {
///   static func refreshIfNeeded(in window: UIWindow?) {
///     guard let scene = window?.windowScene, !allowed.contains(scene.interfaceOrientation) else { return }
///     if #available(iOS 16, *) {
///       window?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
///     } else if decider.shouldAutorotate {
///       UIDevice.current.setValue(UIDeviceOrientation.unknown.rawValue, forKey: "orientation")
///       UIDevice.current.setValue(target.rawValue, forKey: "orientation")
///     }
///   }
/// }
/// ```
public enum RotationHelper {
  /// The order the helper falls back in when the device's pose is not allowed.
  public static let fallbackOrder: [InterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// The events the helper sends in `window`: none while the orientation is allowed;
  /// `setNeedsUpdateOfSupportedInterfaceOrientations` from iOS 16 (R17); before, `UIDevice`'s
  /// orientation set to `.unknown` then to an allowed pose by key-value coding (R19): the pose the
  /// device is held in if allowed, else the first allowed. Up to iOS 15 a screen that does not
  /// autorotate blocks that (R9), so the helper does not try.
  public static func refreshIfNeeded<Resolver: OrientationResolver>(
    in window: WindowHandle<Resolver>?
  ) -> [Event] {
    guard let window else { return [] }
    let allowed = window.allowedInterfaceOrientations
    guard !allowed.isEmpty, !allowed.contains(window.interfaceOrientation) else { return [] }
    if window.osVersion.major >= 16 { return [.setNeedsUpdateOfSupportedInterfaceOrientations] }
    if window.deciderViewController?.shouldAutorotate == false { return [] }
    let pose = window.deviceOrientation.interfaceOrientation.flatMap {
      allowed.contains($0) ? $0 : nil
    }
    guard let target = pose ?? allowed.first(in: fallbackOrder) else { return [] }
    return [.setDeviceOrientation(.unknown), .setDeviceOrientation(target.deviceOrientation)]
  }
}
