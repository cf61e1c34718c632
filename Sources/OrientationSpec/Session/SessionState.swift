/// UIKit's state while a session runs.
public struct SessionState: Hashable, Sendable {
  public var app: AppConfiguration
  public var hierarchy: Hierarchy
  public var interfaceOrientation: InterfaceOrientation
  /// How the device is physically held.
  public var physicalOrientation: DeviceOrientation
  /// What `UIDevice.current.orientation` reports (the lock and key-value coding change it).
  public var deviceOrientation: DeviceOrientation
  public var orientationLock: Bool
  public var inBackground: Bool
  /// In the sessions of an app checked as its own classes, what the last evaluation's visible
  /// tops' classes answer (``ClassAnswers``); empty otherwise.
  public var classAnswers = VisibleTopAnswers()
  /// Whether the app's own rotation lock is on, in the sessions of an app checked as its own
  /// classes that reports one (`UIKitApp`'s `rotationLock`); read after the app's code runs
  /// (its start, each action, its reaction to each step). `false` otherwise. No evaluation
  /// reads it: it is what `follows-device` judges a turn by.
  public var appRotationLocked = false

  @inlinable
  init(
    app: AppConfiguration, hierarchy: Hierarchy, interfaceOrientation: InterfaceOrientation,
    physicalOrientation: DeviceOrientation, deviceOrientation: DeviceOrientation,
    orientationLock: Bool, inBackground: Bool
  ) {
    self.app = app
    self.hierarchy = hierarchy
    self.interfaceOrientation = interfaceOrientation
    self.physicalOrientation = physicalOrientation
    self.deviceOrientation = deviceOrientation
    self.orientationLock = orientationLock
    self.inBackground = inBackground
  }
  /// The navigation controller whose interactive pop is pending (kept by the hierarchy, which
  /// renumbers it when controllers are removed).
  public var pendingInteractivePop: ControllerID? {
    get { hierarchy.interactivePopInProgress }
    set { hierarchy.setInteractivePopInProgress(newValue) }
  }
  /// The presented controller whose interactive dismissal is pending (kept by the hierarchy,
  /// which renumbers it when controllers are removed).
  public var pendingInteractiveDismissal: ControllerID? {
    get { hierarchy.interactiveDismissalInProgress }
    set { hierarchy.setInteractiveDismissalInProgress(newValue) }
  }
}
