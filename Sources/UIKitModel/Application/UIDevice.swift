internal import OrientationSpec

/// `UIDevice.current`: the running session's device.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// `UIDevice.current`.
  public static let current = UIDevice()

  /// The idiom an instance on its own answers for: an iPhone.
  nonisolated static let detachedIdiom = UserInterfaceIdiom.phone

  /// `orientation`: what the device reports (the lock and key-value coding change it, R19, R22).
  open var orientation: UIDeviceOrientation {
    AppSession.current?.anchor?.hostContext.deviceOrientation ?? .portrait
  }

  /// `userInterfaceIdiom`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    AppSession.current?.anchor?.hostContext.app.idiom ?? Self.detachedIdiom
  }

  /// `systemVersion`: the session's iOS version.
  open var systemVersion: String {
    "\(AppSession.current?.anchor?.hostContext.app.osVersion.major ?? 17).0"
  }

  /// `isGeneratingDeviceOrientationNotifications`.
  open private(set) var isGeneratingDeviceOrientationNotifications = false
  /// `beginGeneratingDeviceOrientationNotifications()`.
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }
  /// `endGeneratingDeviceOrientationNotifications()`.
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// `setValue(_:forKey:)`: `"orientation"` sets what the device reports, by key-value coding
  /// (R19; from iOS 16 UIKit logs E6 and, unless the assumptions say otherwise, ignores it). The
  /// value is read as `UIDeviceOrientation`'s raw value: an `Int`, an `NSNumber`, or the enum
  /// itself. Other keys change nothing.
  #if canImport(ObjectiveC)
    open override func setValue(_ value: Any?, forKey key: String) { setOrientation(value, key) }
  #else
    open func setValue(_ value: Any?, forKey key: String) { setOrientation(value, key) }
  #endif

  private func setOrientation(_ value: Any?, _ key: String) {
    guard key == "orientation", let session = AppSession.current else { return }
    let raw: Int? =
      switch value {
      case let number as Int: number
      case let number as NSNumber: number.intValue
      case let orientation as UIInterfaceOrientation: orientation.rawValue
      case let orientation as UIDeviceOrientation: orientation.rawValue
      default: nil
      }
    guard let raw else { return }
    session.enqueue(.setDeviceOrientation(DeviceOrientation(rawValue: raw) ?? .unknown))
  }
}
