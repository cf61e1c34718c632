#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// Turns the interface where UIKit does not: after a push, a pop or a tab switch, UIKit keeps the
/// orientation until the device moves, even when the screen now on top does not support it.
@MainActor
enum RotationHelper {
  /// The order the helper falls back in when neither the wanted orientation nor the device's
  /// pose is allowed.
  static let fallbackOrder: [UIInterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// Whether the app runs on iOS 16 or later. (`#available` would read the SDK's answer on the
  /// machine that runs a check, so the version is read from the device.)
  static var isIOS16OrLater: Bool {
    UIDevice.current.systemVersion.compare("16", options: .numeric) != .orderedAscending
  }

  /// `wanted` when `controller` and the app allow it, else the current orientation, the device's
  /// pose, or the first allowed: what `preferredInterfaceOrientationForPresentation` returns so
  /// that a presentation never raises `UIApplicationInvalidInterfaceOrientation`.
  static func presentable(_ wanted: UIInterfaceOrientation?, for controller: UIViewController)
    -> UIInterfaceOrientation
  {
    let window = controller.view.window
    let current = window?.windowScene?.interfaceOrientation ?? .portrait
    let allowed = controller.supportedInterfaceOrientations.intersection(
      UIApplication.shared.supportedInterfaceOrientations(for: window))
    let device = interfaceOrientation(of: UIDevice.current.orientation)
    for candidate in [wanted, current, device].compactMap({ $0 }) + fallbackOrder
    where allowed.contains(mask(of: candidate)) {
      return candidate
    }
    return wanted ?? current
  }

  /// After `screen` came on screen: if the interface is in an orientation the controller UIKit
  /// asks no longer allows, turns it: `setNeedsUpdateOfSupportedInterfaceOrientations()` from
  /// iOS 16; before, the device's orientation set by key-value coding (`.unknown` first, or
  /// setting the value the device already reports changes nothing), to the device's pose when it
  /// is allowed, else to the first allowed. A controller that does not autorotate cannot be
  /// turned that way: the helper leaves it. A screen shown under a presentation that took its
  /// container's place (`.currentContext`) is in no window: the key window's root still decides.
  static func refreshIfNeeded(after screen: UIViewController) {
    guard let window = screen.view.window ?? keyWindow, let root = window.rootViewController,
      let scene = window.windowScene
    else { return }
    if isIOS16OrLater {
      root.setNeedsUpdateOfSupportedInterfaceOrientations()
      return
    }
    let decider = deciding(from: root)
    let allowed = decider.supportedInterfaceOrientations.intersection(
      UIApplication.shared.supportedInterfaceOrientations(for: window))
    guard !allowed.isEmpty, !allowed.contains(mask(of: scene.interfaceOrientation)),
      decider.shouldAutorotate
    else { return }
    let device = interfaceOrientation(of: UIDevice.current.orientation)
    guard
      let target = ([device].compactMap({ $0 }) + fallbackOrder).first(where: {
        allowed.contains(mask(of: $0))
      })
    else { return }
    UIDevice.current.setValue(UIDeviceOrientation.unknown.rawValue, forKey: "orientation")
    UIDevice.current.setValue(deviceOrientation(for: target).rawValue, forKey: "orientation")
  }

  /// The key window of the app's scenes.
  static var keyWindow: UIWindow? {
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows).first(where: \.isKeyWindow)
  }

  /// The controller UIKit asks in a window: the root, or the last controller presented above it
  /// that covers the whole screen. UIKit looks past a sheet (what is presented above it full
  /// screen still decides), and stops at an alert or a custom presentation that keeps what is
  /// below.
  static func deciding(from root: UIViewController) -> UIViewController {
    var decider = root
    var current = root
    while let presented = current.presentedViewController, !presented.isBeingDismissed {
      if presented.modalPresentationStyle == .custom
        && presented.presentationController?.shouldRemovePresentersView != true
      {
        break
      }
      if coversScreen(presented) { decider = presented }
      current = presented
    }
    return decider
  }

  /// Whether a presentation covers the whole screen: full screen, over full screen, or a sheet on
  /// an iPhone before iOS 13 (UIKit shows sheets full screen there).
  static func coversScreen(_ presented: UIViewController) -> Bool {
    switch presented.modalPresentationStyle {
    case .fullScreen, .overFullScreen, .custom: return true
    case .automatic, .pageSheet, .formSheet:
      let major = Int(UIDevice.current.systemVersion.split(separator: ".").first ?? "") ?? 17
      return UIDevice.current.userInterfaceIdiom == .phone && major < 13
    default: return false
    }
  }

  static func mask(of orientation: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
    switch orientation {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    default: []
    }
  }

  /// The interface orientation a device pose shows (the landscape names swap).
  static func interfaceOrientation(of device: UIDeviceOrientation) -> UIInterfaceOrientation? {
    switch device {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    default: nil
    }
  }

  /// The device pose that shows `orientation`.
  static func deviceOrientation(for orientation: UIInterfaceOrientation) -> UIDeviceOrientation {
    switch orientation {
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    default: .portrait
    }
  }
}
