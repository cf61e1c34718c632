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
  /// No controller's class has the app action the event names (or the app is checked as a
  /// resolver, which runs no app code).
  case noActionTarget(String)
  /// The app made more calls after one event than the runner applies
  /// (``AppReactionLimits/callsPerEvent``): this call and the later ones are not applied.
  case appCallLimit(Int)
  /// A scenario file's position is past the `count` controllers (or windows) that qualify:
  /// positions in a file count exactly, from 0 (``PositionCounting/exact``).
  case noSuchPosition(Int, count: Int, role: TargetRole)
  /// The controller the event names by label (`dismiss player`) cannot take it.
  case labelled(String, LabelProblem)
  /// The event adds controllers and the hierarchy already holds the most a session grows it to
  /// (``SessionRunnerLimits/controllers``, or the initial size when larger).
  case controllerLimit(Int)
  /// No interactive dismissal is pending.
  case noPendingInteractiveDismiss
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
  /// An interactive dismissal is pending: UIKit holds the interface's rotation until it ends
  /// (``Assumptions/rotationDuringInteractiveDismissal``).
  case transitionInProgress

  /// Whether the reason explains a rotation (rather than why a device event did not rotate).
  public var isRotation: Bool {
    switch self {
    case .followedDevice, .presentation, .dismissal, .installation, .supportedOrientationsUpdate,
      .geometryRequest, .launch:
      true
    case .notAllowed, .autorotationDisabled, .locked, .notAnInterfaceOrientation,
      .transitionInProgress:
      false
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
///
/// A step refers to its event in the list it came from (the session's events, or the refresh
/// actions after an event) rather than holding a copy, and keeps its rarely present values in one
/// box (``StepExtras``): a common step is copied and destroyed with two reference counts.
public struct Step: Hashable, Sendable {
  public var origin: StepOrigin
  /// The event (read from the list it came from; setting it makes a list of its own).
  public var event: Event {
    get { events[eventIndex] }
    set {
      events = [newValue]
      eventIndex = 0
    }
  }
  /// The list that holds the event, and its position there.
  @usableFromInline var events: [Event]
  @usableFromInline var eventIndex: Int
  /// `nil` when the event applied.
  public var skipped: SkipReason? {
    get { skipCode.tag == SkipCode.boxed ? extras?.skipped : skipCode.reason }
    set {
      let code = SkipCode(newValue)
      skipCode = code ?? SkipCode(tag: SkipCode.boxed)
      rebox { $0.skipped = code == nil ? newValue : nil }
    }
  }
  /// The skip reason, inline (see ``SkipCode``).
  @usableFromInline var skipCode: SkipCode
  /// The window that sets the orientation, its decider and masks after the event.
  public var orientationWindow: WindowID?
  public var decider: ControllerID?
  /// The decider's name, recorded when the whole trace is kept (``System/run(_:resolver:assumptions:)``).
  public var deciderName: String? {
    get { extras?.deciderName }
    set { rebox { $0.deciderName = newValue } }
  }
  public var appMask: InterfaceOrientationMask
  public var allowed: InterfaceOrientationMask
  /// The decider's `shouldAutorotate` after the event, when UIKit asked it (to iOS 15, R9).
  public var deciderAutorotates: Bool?
  /// The decider's `preferredInterfaceOrientationForPresentation`, when UIKit asked it during the
  /// event (a full-screen present or dismiss, a root installed, an update: R11, R13, R14), and the
  /// interface orientation it was asked in.
  public var deciderPreferred: InterfaceOrientation?
  public var preferredAskedIn: InterfaceOrientation?
  public var orientationBefore: InterfaceOrientation
  public var orientationAfter: InterfaceOrientation
  /// Why it rotated, or why it did not when the device asked.
  public var rotation: RotationReason?
  /// `UIDevice.current.orientation` after the event.
  public var deviceOrientation: DeviceOrientation
  public var statusBar: StatusBarDecision?
  public var interactivePop: InteractivePopDecision?
  public var exception: UIKitException? {
    get { extras?.exception }
    set { rebox { $0.exception = newValue } }
  }
  public var warnings: [Warning] {
    get { extras?.warnings ?? [] }
    set { rebox { $0.warnings = newValue } }
  }
  public var rules: [Rule] {
    get { extras?.rules ?? [] }
    set { rebox { $0.rules = newValue } }
  }
  /// The windows, presentation chains, questions UIKit asked and controllers' names, when the
  /// run records them (``StepDetails``); `nil` otherwise.
  public var details: StepDetails? {
    get { extras?.details }
    set { rebox { $0.details = newValue } }
  }
  /// The rarely present values (see ``StepExtras``); `nil` when all are empty.
  @usableFromInline var extras: StepExtras?
  /// What the run marks on the step, not part of its value: ``stateUnchanged`` in the top bit,
  /// ``queryVersion`` below. One word: a step of 128 bytes is copied inline, where at 136 each
  /// step handed to an observer went through `memcpy`.
  @usableFromInline var runMarks: UInt64

  /// Whether UIKit's state after this step is the state after the previous step of the same run
  /// (a run observing its steps sets it; `false` otherwise). An ``InvariantMonitor`` fed a run's
  /// steps in order uses it to skip the checks it made already.
  @inlinable var stateUnchanged: Bool {
    get { runMarks & Self.stateUnchangedBit != 0 }
    set {
      runMarks =
        newValue ? runMarks | Self.stateUnchangedBit : runMarks & ~Self.stateUnchangedBit
    }
  }
  /// The state version whose cached query the step's decisions were copied from, as the run
  /// wrote it (``noQuery``: none, and what a version past it is stored as). The run rewrites only
  /// the event's own fields of a step that already holds the query it reports
  /// (`SessionRunner.queried`).
  @inlinable var queryVersion: UInt64 {
    get { runMarks & ~Self.stateUnchangedBit }
    set { runMarks = runMarks & Self.stateUnchangedBit | min(newValue, Self.noQuery) }
  }
  @inlinable static var stateUnchangedBit: UInt64 { 1 << 63 }
  /// The ``queryVersion`` of a step whose decisions come from no cached query.
  @inlinable static var noQuery: UInt64 { Self.stateUnchangedBit - 1 }

  /// Replaces the box with one holding the current rare values as `change` leaves them.
  mutating func rebox(
    _ change: (
      inout (
        deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
        skipped: SkipReason?, details: StepDetails?
      )
    ) -> Void
  ) {
    var values = (
      deciderName: extras?.deciderName, exception: extras?.exception,
      warnings: extras?.warnings ?? [], rules: extras?.rules ?? [], skipped: extras?.skipped,
      details: extras?.details
    )
    change(&values)
    extras = .box(
      deciderName: values.deciderName, exception: values.exception, warnings: values.warnings,
      rules: values.rules, skipped: values.skipped, details: values.details)
  }

  @inlinable @inline(__always)
  init(
    origin: StepOrigin, events: [Event], eventIndex: Int, skipCode: SkipCode,
    orientationWindow: WindowID? = nil, decider: ControllerID? = nil,
    appMask: InterfaceOrientationMask, allowed: InterfaceOrientationMask,
    deciderAutorotates: Bool? = nil, deciderPreferred: InterfaceOrientation? = nil,
    preferredAskedIn: InterfaceOrientation? = nil,
    orientationBefore: InterfaceOrientation, orientationAfter: InterfaceOrientation,
    rotation: RotationReason? = nil, deviceOrientation: DeviceOrientation,
    statusBar: StatusBarDecision? = nil, interactivePop: InteractivePopDecision? = nil,
    extras: StepExtras?
  ) {
    self.origin = origin
    self.events = events
    self.eventIndex = eventIndex
    self.skipCode = skipCode
    self.orientationWindow = orientationWindow
    self.decider = decider
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
    self.extras = extras
    runMarks = Self.noQuery
  }

  /// Whether the interface orientation changed.
  public var rotated: Bool { orientationAfter != orientationBefore }

  /// The event's kind, read in place: ``event`` copies the event (its trees and all), and so
  /// does the array's getter.
  @inlinable package var eventKind: Event.Kind {
    events.withUnsafeBufferPointer { $0[eventIndex].kind }
  }

  /// Whether the event applied (`skipped` is `nil`), read without copying the reason.
  @inlinable var applied: Bool { skipCode.tag == 0 }

  /// Whether UIKit raised an exception (`exception` is not `nil`), read without copying it.
  @inlinable var crashed: Bool {
    guard let extras else { return false }
    if case .some = extras.exception { return true }
    return false
  }

  /// Whether the two steps' events are equal: at once when both name the same element of one
  /// list (two runs of a session compared step by step, as `fuzz`'s determinism check does),
  /// else compared (a copy of each, trees and all).
  static func sameEvent(_ lhs: Step, _ rhs: Step) -> Bool {
    if lhs.eventIndex == rhs.eventIndex {
      let same = lhs.events.withUnsafeBufferPointer { left in
        rhs.events.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
      }
      if same { return true }
    }
    return lhs.event == rhs.event
  }

  // Equal when what a caller sees is equal, however it is stored.
  public static func == (lhs: Step, rhs: Step) -> Bool {
    lhs.origin == rhs.origin && sameEvent(lhs, rhs) && lhs.skipped == rhs.skipped
      && lhs.orientationWindow == rhs.orientationWindow && lhs.decider == rhs.decider
      && lhs.deciderName == rhs.deciderName && lhs.appMask == rhs.appMask
      && lhs.allowed == rhs.allowed && lhs.deciderAutorotates == rhs.deciderAutorotates
      && lhs.deciderPreferred == rhs.deciderPreferred
      && lhs.preferredAskedIn == rhs.preferredAskedIn
      && lhs.orientationBefore == rhs.orientationBefore
      && lhs.orientationAfter == rhs.orientationAfter && lhs.rotation == rhs.rotation
      && lhs.deviceOrientation == rhs.deviceOrientation && lhs.statusBar == rhs.statusBar
      && lhs.interactivePop == rhs.interactivePop && lhs.exception == rhs.exception
      && lhs.warnings == rhs.warnings && lhs.rules == rhs.rules && lhs.details == rhs.details
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(origin)
    hasher.combine(event)
    hasher.combine(skipped)
    hasher.combine(orientationWindow)
    hasher.combine(decider)
    hasher.combine(deciderName)
    hasher.combine(appMask)
    hasher.combine(allowed)
    hasher.combine(deciderAutorotates)
    hasher.combine(deciderPreferred)
    hasher.combine(preferredAskedIn)
    hasher.combine(orientationBefore)
    hasher.combine(orientationAfter)
    hasher.combine(rotation)
    hasher.combine(deviceOrientation)
    hasher.combine(statusBar)
    hasher.combine(interactivePop)
    hasher.combine(exception)
    hasher.combine(warnings)
    hasher.combine(rules)
    hasher.combine(details)
  }
}

/// What happened in a session, step by step.
public struct Trace: Hashable, Sendable {
  public var steps: [Step]
  /// The hierarchy after the last step.
  public var finalHierarchy: Hierarchy
  /// The labels the session's events name their controllers by, by event index
  /// (``EventAnnotation/target``): the report writes them in place of positions.
  public var targets: [Int: String] = [:]

  @inlinable
  public init(
    steps: [Step], finalHierarchy: Hierarchy
  ) {
    self.steps = steps
    self.finalHierarchy = finalHierarchy
  }

  /// The trace of `session`: its steps, its final hierarchy, and the labels its events name
  /// their controllers by.
  @inlinable
  init(steps: [Step], finalHierarchy: Hierarchy, of session: Session) {
    self.init(steps: steps, finalHierarchy: finalHierarchy)
    if !session.annotations.isEmpty { targets = session.annotations.compactMapValues(\.target) }
  }

  /// The first exception, if the app crashed (the session ends there).
  public var exception: UIKitException? { steps.last?.exception }
}
