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

/// What a step rarely holds, boxed so that a step without it is copied and destroyed without
/// retaining anything for it: the decider's name, the exception, the warnings and the rules
/// (left empty on the fast path, ``System/run(_:resolver:assumptions:namesControllers:recordsRules:observe:)``),
/// and a skip reason that holds text (``SkipCode``). Immutable once handed out: a change makes a
/// new box, and only a spare box that nothing else holds is refilled (see ``SessionScratch``),
/// hence `@unchecked`. Its fields skip the dynamic exclusivity checks every read of a class's
/// `var` would otherwise pay: a refill happens when no other access can exist.
@usableFromInline
final class StepExtras: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var deciderName: String?
  @exclusivity(unchecked) @usableFromInline var exception: UIKitException?
  @exclusivity(unchecked) @usableFromInline var warnings: [Warning]
  @exclusivity(unchecked) @usableFromInline var rules: [Rule]
  /// The skip reason, when ``SkipCode`` cannot hold it.
  @exclusivity(unchecked) @usableFromInline var skipped: SkipReason?

  @inlinable
  init(
    deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
    skipped: SkipReason?
  ) {
    self.deciderName = deciderName
    self.exception = exception
    self.warnings = warnings
    self.rules = rules
    self.skipped = skipped
  }

  /// A box for these values, or `nil` when they are all empty; with `scratch`, the spare box
  /// refilled when nothing else holds it (a crash in a run of sessions allocates nothing).
  @inlinable
  static func box(
    deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
    skipped: SkipReason?, scratch: UnsafeMutablePointer<SessionScratch>? = nil
  ) -> StepExtras? {
    if deciderName == nil && exception == nil && warnings.isEmpty && rules.isEmpty
      && skipped == nil
    {
      return nil
    }
    return filled(
      deciderName: deciderName, exception: exception, warnings: warnings, rules: rules,
      skipped: skipped, scratch: scratch)
  }

  /// The box ``box(deciderName:exception:warnings:rules:skipped:scratch:)`` returns when there
  /// are values: out of line, as the rare path it is, so that it adds nothing to the code it is
  /// called from.
  @usableFromInline @inline(never)
  static func filled(
    deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
    skipped: SkipReason?, scratch: UnsafeMutablePointer<SessionScratch>?
  ) -> StepExtras {
    guard let scratch else {
      return StepExtras(
        deciderName: deciderName, exception: exception, warnings: warnings, rules: rules,
        skipped: skipped)
    }
    return SessionScratch.reuse(
      &scratch.pointee.step,
      refill: { box in
        box.deciderName = deciderName
        box.exception = exception
        box.warnings = warnings
        box.rules = rules
        box.skipped = skipped
      },
      make: {
        StepExtras(
          deciderName: deciderName, exception: exception, warnings: warnings, rules: rules,
          skipped: skipped)
      })
  }
}

/// A skip reason kept inline in a ``Step`` without references, so that a step is copied with
/// two reference counts and no case analysis: every reason but `.invalidController`, whose
/// violation holds text and goes to the step's ``StepExtras``.
@usableFromInline
struct SkipCode: Hashable, Sendable {
  /// 0 when the event applied, ``boxed`` when the reason is in the extras, else its case.
  @usableFromInline var tag: UInt8
  /// The case's value: a controller kind, a controller, a tab, an iOS version.
  @usableFromInline var value: Int32

  @inlinable
  init(tag: UInt8, value: Int32 = 0) {
    self.tag = tag
    self.value = value
  }

  @inlinable static var boxed: UInt8 { 255 }

  /// The code for `reason`, or `nil` when it must be boxed.
  @inlinable @inline(__always)
  init?(_ reason: borrowing SkipReason?) {
    switch reason {
    case .none: self.init(tag: 0)
    case .refused(.noSuchController(let kind)):
      self.init(tag: 1, value: kind.map { Int32($0.rawValue) } ?? -1)
    case .refused(.atRootOfStack): self.init(tag: 2)
    case .refused(.alreadyPresenting(let id)): self.init(tag: 3, value: id.rawValue)
    case .refused(.nothingPresented): self.init(tag: 4)
    case .refused(.transitionInProgress): self.init(tag: 5)
    case .refused(.noSuchTab(let index)):
      guard let value = Int32(exactly: index) else { return nil }
      self.init(tag: 6, value: value)
    case .refused(.noSuchWindow): self.init(tag: 7)
    case .refused(.noChange): self.init(tag: 8)
    case .unavailable(let since):
      guard let value = Int32(exactly: since) else { return nil }
      self.init(tag: 9, value: value)
    case .noLongerEffective(let since):
      guard let value = Int32(exactly: since) else { return nil }
      self.init(tag: 10, value: value)
    case .noPendingInteractivePop: self.init(tag: 11)
    case .backSwipeCannotBegin: self.init(tag: 12)
    case .inBackground: self.init(tag: 13)
    case .notInBackground: self.init(tag: 14)
    case .appCallLimit(let limit):
      guard let value = Int32(exactly: limit) else { return nil }
      self.init(tag: 15, value: value)
    case .invalidController, .noActionTarget, .noSuchPosition, .labelled: return nil
    }
  }

  /// The reason this code stands for (`nil` when the event applied or the reason is boxed).
  @inlinable
  var reason: SkipReason? {
    switch tag {
    case 1:
      return .refused(.noSuchController(value < 0 ? nil : ControllerKind(rawValue: UInt8(value))))
    case 2: return .refused(.atRootOfStack)
    case 3: return .refused(.alreadyPresenting(ControllerID(Int(value))))
    case 4: return .refused(.nothingPresented)
    case 5: return .refused(.transitionInProgress)
    case 6: return .refused(.noSuchTab(Int(value)))
    case 7: return .refused(.noSuchWindow)
    case 8: return .refused(.noChange)
    case 9: return .unavailable(since: Int(value))
    case 10: return .noLongerEffective(since: Int(value))
    case 11: return .noPendingInteractivePop
    case 12: return .backSwipeCannotBegin
    case 13: return .inBackground
    case 14: return .notInBackground
    case 15: return .appCallLimit(Int(value))
    default: return nil
    }
  }
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
        skipped: SkipReason?
      )
    ) -> Void
  ) {
    var values = (
      deciderName: extras?.deciderName, exception: extras?.exception,
      warnings: extras?.warnings ?? [], rules: extras?.rules ?? [], skipped: extras?.skipped
    )
    change(&values)
    extras = .box(
      deciderName: values.deciderName, exception: values.exception, warnings: values.warnings,
      rules: values.rules, skipped: values.skipped)
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
      && lhs.warnings == rhs.warnings && lhs.rules == rhs.rules
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
  init(
    steps: [Step], finalHierarchy: Hierarchy
  ) {
    self.steps = steps
    self.finalHierarchy = finalHierarchy
  }

  /// The first exception, if the app crashed (the session ends there).
  public var exception: UIKitException? { steps.last?.exception }
}
