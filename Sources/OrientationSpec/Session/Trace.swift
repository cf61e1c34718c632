/// Why an event did not apply.
public enum SkipReason: Hashable, Sendable {
  /// UIKit refused the change (no such controller, already presenting, …).
  case refused(Refusal)
  /// The API does not exist on this iOS version (`setNeedsUpdateOfSupportedInterfaceOrientations` before 16).
  case unavailable(since: Int)
  /// The API no longer works on this iOS version (`attemptRotationToDeviceOrientation` from 16).
  case noLongerEffective(since: Int)
  /// No interactive pop is pending.
  case noPendingInteractivePop
  /// The back-swipe cannot begin there (R27).
  case backSwipeCannotBegin
  /// The app is in the background.
  case inBackground
  /// The app has not been sent to the background.
  case notInBackground
  /// The event's controller tree breaks a structural rule where the event puts it.
  case invalidController(StructuralViolation)
}

/// Why the interface orientation changed, or why it did not when the device asked.
public enum RotationReason: Hashable, Sendable {
  /// The device turned to an allowed orientation (R12).
  case followedDevice
  /// A full-screen presentation started in the presented controller's preferred orientation (R13).
  case presentation
  /// A dismissal returned to an orientation the controller below allows (R14).
  case dismissal
  /// A root was installed, a window became key or the app launched, outside the allowed mask.
  case installation
  /// `setNeedsUpdateOfSupportedInterfaceOrientations` found the orientation outside the mask (R17).
  case supportedOrientationsUpdate
  /// `requestGeometryUpdate` (R18).
  case geometryRequest
  /// The launch orientation (R25).
  case launch
  /// The device pose is not allowed by the mask (R12).
  case notAllowed
  /// `shouldAutorotate` returned NO (R9, to iOS 15).
  case autorotationDisabled
  /// The orientation lock is on (R22).
  case locked
  /// The device is flat or unknown (R21).
  case notAnInterfaceOrientation

  /// Whether the reason explains a rotation (rather than why a device event did not rotate).
  public var isRotation: Bool {
    switch self {
    case .followedDevice, .presentation, .dismissal, .installation, .supportedOrientationsUpdate,
      .geometryRequest, .launch:
      true
    case .notAllowed, .autorotationDisabled, .locked, .notAnInterfaceOrientation: false
    }
  }
}

/// Where a step came from.
public enum StepOrigin: Hashable, Sendable {
  /// An event of the session, by its position.
  case event(Int)
  /// An action of the resolver's refresh strategy after the event at that position.
  case refresh(after: Int)
}

/// One step of a trace: the event, whether it applied, and UIKit's state after it.
public struct Step: Hashable, Sendable {
  public var origin: StepOrigin
  public var event: Event
  /// `nil` when the event applied.
  public var skipped: SkipReason?
  /// The window that sets the orientation, its decider and masks after the event.
  public var orientationWindow: WindowID?
  public var decider: ControllerID?
  /// The decider's name, recorded when the whole trace is kept (``System/run(_:resolver:assumptions:)``).
  public var deciderName: String?
  public var appMask: InterfaceOrientationMask
  public var allowed: InterfaceOrientationMask
  /// The decider's `shouldAutorotate` after the event, when UIKit asked it (to iOS 15, R9).
  public var deciderAutorotates: Bool? = nil
  /// The decider's `preferredInterfaceOrientationForPresentation`, when UIKit asked it during the
  /// event (a full-screen present or dismiss, a root installed, an update: R11, R13, R14), and the
  /// interface orientation it was asked in.
  public var deciderPreferred: InterfaceOrientation? = nil
  public var preferredAskedIn: InterfaceOrientation? = nil
  public var orientationBefore: InterfaceOrientation
  public var orientationAfter: InterfaceOrientation
  /// Why it rotated, or why it did not when the device asked.
  public var rotation: RotationReason?
  /// `UIDevice.current.orientation` after the event.
  public var deviceOrientation: DeviceOrientation
  public var statusBar: StatusBarDecision?
  public var interactivePop: InteractivePopDecision?
  public var exception: UIKitException?
  public var warnings: [Warning]
  public var rules: [Rule]

  @inlinable
  init(
    origin: StepOrigin, event: Event, skipped: SkipReason? = nil,
    orientationWindow: WindowID? = nil, decider: ControllerID? = nil, deciderName: String? = nil,
    appMask: InterfaceOrientationMask, allowed: InterfaceOrientationMask,
    deciderAutorotates: Bool? = nil, deciderPreferred: InterfaceOrientation? = nil,
    preferredAskedIn: InterfaceOrientation? = nil,
    orientationBefore: InterfaceOrientation, orientationAfter: InterfaceOrientation,
    rotation: RotationReason? = nil, deviceOrientation: DeviceOrientation,
    statusBar: StatusBarDecision? = nil, interactivePop: InteractivePopDecision? = nil,
    exception: UIKitException? = nil, warnings: [Warning], rules: [Rule]
  ) {
    self.origin = origin
    self.event = event
    self.skipped = skipped
    self.orientationWindow = orientationWindow
    self.decider = decider
    self.deciderName = deciderName
    self.appMask = appMask
    self.allowed = allowed
    self.deciderAutorotates = deciderAutorotates
    self.deciderPreferred = deciderPreferred
    self.preferredAskedIn = preferredAskedIn
    self.orientationBefore = orientationBefore
    self.orientationAfter = orientationAfter
    self.rotation = rotation
    self.deviceOrientation = deviceOrientation
    self.statusBar = statusBar
    self.interactivePop = interactivePop
    self.exception = exception
    self.warnings = warnings
    self.rules = rules
  }

  /// Whether the interface orientation changed.
  public var rotated: Bool { orientationAfter != orientationBefore }
}

/// What happened in a session, step by step.
public struct Trace: Hashable, Sendable {
  public var steps: [Step]
  /// The hierarchy after the last step.
  public var finalHierarchy: Hierarchy

  @inlinable
  init(
    steps: [Step], finalHierarchy: Hierarchy
  ) {
    self.steps = steps
    self.finalHierarchy = finalHierarchy
  }

  /// The first exception, if the app crashed (the session ends there).
  public var exception: UIKitException? { steps.last?.exception }
}
