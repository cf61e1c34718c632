/// Why UIKit is evaluating orientation: the rules differ at each checkpoint.
///
/// The caller states what happened: `.fullScreenPresentation` asserts that the decider was just
/// presented full screen, `.fullScreenDismissal` that the previous decider is being dismissed.
/// Sessions derive the trigger from their events; a static caller must choose it to match.
public enum EvaluationTrigger: String, CaseIterable, Hashable, Sendable, Codable {
  /// A window's root was installed (`setRootViewController:`): E1 is checked (R10); E2/E3 are not,
  /// the preferred orientation only guides the move when the current one is not allowed (§7.6).
  case rootInstalled
  /// A controller that fills the window was presented: its preferred orientation is used (R11, R13).
  case fullScreenPresentation
  /// The deciding presented controller was dismissed: the one below re-decides (R11, R14).
  case fullScreenDismissal
  /// Nothing that makes UIKit re-evaluate (a push, a pop, a tab switch): masks are observed only.
  case query
  /// The device turned: rotate to its pose if allowed (R9, R12, R21).
  case deviceRotation
  /// `setNeedsUpdateOfSupportedInterfaceOrientations`: leave an orientation no longer allowed (R17).
  case supportedOrientationsUpdate
  /// `requestGeometryUpdate`: see ``System/resolveGeometryRequest(_:in:app:resolver:interfaceOrientation:deviceOrientation:assumptions:)`` (R18).
  case geometryRequest
}

extension EvaluationTrigger {
  /// Whether UIKit checks for E1 at this checkpoint (R10): a root installed, a full-screen
  /// present or dismiss. A device event, a refresh or a geometry request with nothing allowed
  /// simply does not rotate (E5 for a geometry request, R18).
  public var checksNoCommonOrientation: Bool {
    switch self {
    case .rootInstalled, .fullScreenPresentation, .fullScreenDismissal: true
    case .query, .deviceRotation, .supportedOrientationsUpdate, .geometryRequest: false
    }
  }
}

/// What UIKit decided for one window.
public struct WindowDecision: Hashable, Sendable {
  public var window: WindowID
  /// The controller UIKit asks, or `nil` when the window has no root (R1, R2).
  public var decider: ControllerID?
  /// The app mask and where it came from (R5).
  public var appMask: InterfaceOrientationMask
  public var appMaskSource: AppMaskSource
  /// The decider's `supportedInterfaceOrientations`, when asked.
  public var supported: InterfaceOrientationMask?
  /// The decider's `shouldAutorotate`, when asked (to iOS 15; on 16+ only under
  /// ``Assumptions/shouldAutorotateSuppressesExceptionOnIOS16``).
  public var shouldAutorotate: Bool?
  /// The decider's `preferredInterfaceOrientationForPresentation`, when asked.
  public var preferred: InterfaceOrientation?
  /// app mask ∩ supported ∩ the device's orientations (R7).
  public var allowed: InterfaceOrientationMask
  /// Whether controllers were skipped because the iPad app multitasks (R23).
  public var multitasking: Bool

  @inlinable
  init(
    window: WindowID, decider: ControllerID? = nil, appMask: InterfaceOrientationMask,
    appMaskSource: AppMaskSource, supported: InterfaceOrientationMask? = nil,
    shouldAutorotate: Bool? = nil, preferred: InterfaceOrientation? = nil,
    allowed: InterfaceOrientationMask, multitasking: Bool
  ) {
    self.window = window
    self.decider = decider
    self.appMask = appMask
    self.appMaskSource = appMaskSource
    self.supported = supported
    self.shouldAutorotate = shouldAutorotate
    self.preferred = preferred
    self.allowed = allowed
    self.multitasking = multitasking
  }
}

/// Who sets the status bar and what it shows (R26).
public struct StatusBarDecision: Hashable, Sendable {
  /// The controller that owns the status bar (`nil` when the app sets it, not controllers).
  public var owner: ControllerID?
  /// The controller asked for `prefersStatusBarHidden` after `childForStatusBarHidden`.
  public var hiddenController: ControllerID?
  /// The controller asked for `preferredStatusBarStyle` after `childForStatusBarStyle`.
  public var styleController: ControllerID?
  public var isHidden: Bool
  public var style: StatusBarStyle

  @inlinable
  init(
    owner: ControllerID? = nil, hiddenController: ControllerID? = nil,
    styleController: ControllerID? = nil, isHidden: Bool, style: StatusBarStyle
  ) {
    self.owner = owner
    self.hiddenController = hiddenController
    self.styleController = styleController
    self.isHidden = isHidden
    self.style = style
  }
}

/// Whether the interactive back-swipe may begin in the frontmost navigation controller (R27).
public struct InteractivePopDecision: Hashable, Sendable {
  /// The innermost navigation controller on screen.
  public var navigationController: ControllerID
  /// Its number of children.
  public var stackCount: Int
  /// What UIKit's own gesture delegate answers: more than one child, bar visible, system back
  /// button.
  public var uikitAllows: Bool
  /// Whether the gesture may begin: the answer of the delegate in place (the resolver's for an
  /// app navigation controller, UIKit's otherwise).
  public var mayBegin: Bool

  @inlinable
  init(
    navigationController: ControllerID, stackCount: Int, uikitAllows: Bool, mayBegin: Bool
  ) {
    self.navigationController = navigationController
    self.stackCount = stackCount
    self.uikitAllows = uikitAllows
    self.mayBegin = mayBegin
  }
  /// The gesture began over a single controller: the interface freezes (Signal-iOS #3540).
  public var freezesInterface: Bool { mayBegin && stackCount <= 1 }
}

/// The rules an evaluation applied, in order, each once, stored inline: the catalogue's 29 rules
/// fit in a bit set and 32 bytes of order, so an evaluation records them without allocating.
@usableFromInline
struct AppliedRules: Hashable, Sendable {
  /// Bit `rawValue` set for each rule applied.
  @usableFromInline var applied: UInt64
  /// The raw values in the order applied, a byte each.
  @usableFromInline var order: (UInt64, UInt64, UInt64, UInt64)
  @usableFromInline var count: Int

  @inlinable
  init() {
    applied = 0
    order = (0, 0, 0, 0)
    count = 0
  }

  @inlinable
  static func == (lhs: AppliedRules, rhs: AppliedRules) -> Bool {
    lhs.count == rhs.count && lhs.order == rhs.order
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(order.0)
    hasher.combine(order.1)
    hasher.combine(order.2)
    hasher.combine(order.3)
  }

  /// Records `rule` unless it was applied already.
  @inlinable @inline(__always)
  mutating func insert(_ rule: Rule) {
    let bit = UInt64(1) &<< UInt64(rule.rawValue & 63)
    guard applied & bit == 0 else { return }
    applied |= bit
    // Byte `count` of `order` (the 29 rules, each once, fit in its 32 bytes).
    let position = count
    withUnsafeMutableBytes(of: &order) {
      $0[position & 31] = UInt8(truncatingIfNeeded: rule.rawValue)
    }
    count &+= 1
  }

  @inlinable
  func rule(at position: Int) -> Rule {
    let raw = withUnsafeBytes(of: order) { $0[position & 31] }
    return Rule(rawValue: Int(raw))!
  }

  /// The rules as an array, in the order applied.
  @inlinable
  var array: [Rule] {
    guard count > 0 else { return [] }
    return (0..<count).map(rule(at:))
  }
}

/// What a resolution rarely holds, boxed so that a resolution without it is copied and destroyed
/// without retaining anything: the windows' decisions (when more than one is kept), assigned
/// rules, warnings and the exception. Immutable once handed out: a change makes a new box, and
/// only a spare box that nothing else holds is refilled (see ``SessionScratch``), hence
/// `@unchecked`. Its fields skip the dynamic exclusivity checks every read of a class's `var`
/// would otherwise pay: a refill happens when no other access can exist.
@usableFromInline
final class ResolutionExtras: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var windows: [WindowDecision]
  @exclusivity(unchecked) @usableFromInline var assignedRules: [Rule]?
  @exclusivity(unchecked) @usableFromInline var warnings: [Warning]
  @exclusivity(unchecked) @usableFromInline var exception: UIKitException?

  @inlinable
  init(
    windows: [WindowDecision], assignedRules: [Rule]?, warnings: [Warning],
    exception: UIKitException?
  ) {
    self.windows = windows
    self.assignedRules = assignedRules
    self.warnings = warnings
    self.exception = exception
  }

  /// A box for these values, or `nil` when they are all empty; with `scratch`, the spare box
  /// refilled when nothing else holds it (a crash in a run of sessions allocates nothing).
  @inlinable
  static func box(
    windows: [WindowDecision], assignedRules: [Rule]?, warnings: [Warning],
    exception: UIKitException?, scratch: UnsafeMutablePointer<SessionScratch>? = nil
  ) -> ResolutionExtras? {
    if windows.isEmpty && assignedRules == nil && warnings.isEmpty && exception == nil {
      return nil
    }
    return filled(
      windows: windows, assignedRules: assignedRules, warnings: warnings, exception: exception,
      scratch: scratch)
  }

  /// The box ``box(windows:assignedRules:warnings:exception:scratch:)`` returns when there are
  /// values: out of line, as the rare path it is, so that it adds nothing to the code it is
  /// called from.
  @usableFromInline @inline(never)
  static func filled(
    windows: [WindowDecision], assignedRules: [Rule]?, warnings: [Warning],
    exception: UIKitException?, scratch: UnsafeMutablePointer<SessionScratch>?
  ) -> ResolutionExtras {
    guard let scratch else {
      return ResolutionExtras(
        windows: windows, assignedRules: assignedRules, warnings: warnings, exception: exception)
    }
    return SessionScratch.reuse(
      &scratch.pointee.resolution,
      refill: { box in
        box.windows = windows
        box.assignedRules = assignedRules
        box.warnings = warnings
        box.exception = exception
      },
      make: {
        ResolutionExtras(
          windows: windows, assignedRules: assignedRules, warnings: warnings,
          exception: exception)
      })
  }
}

/// The outcome of one evaluation: who decided, the masks, the orientation or the exception, the rules applied.
public struct Resolution: Hashable, Sendable {
  /// Why UIKit evaluated.
  public var trigger: EvaluationTrigger
  /// One decision per window, back to front.
  ///
  /// With a single window, it is the orientation window's decision, kept inline (``decision``):
  /// the array is built when asked for, so an evaluation allocates nothing for it.
  public var windows: [WindowDecision] {
    get {
      if windowsAreTheDecision, let orientationDecision { return [orientationDecision] }
      return extras?.windows ?? []
    }
    set {
      extras = .box(
        windows: newValue, assignedRules: extras?.assignedRules, warnings: warnings,
        exception: exception)
      windowsAreTheDecision = false
    }
  }
  /// The rarely present values (see ``ResolutionExtras``); `nil` when all are empty.
  @usableFromInline var extras: ResolutionExtras?
  /// Whether `windows` is `[orientationDecision]` (a single window, kept).
  @usableFromInline var windowsAreTheDecision = false
  /// The window that sets the interface orientation, if any has a root.
  public var orientationWindow: WindowID?
  /// The interface orientation before the evaluation.
  public var previousOrientation: InterfaceOrientation
  /// The interface orientation after it (unchanged when an exception is raised).
  public var interfaceOrientation: InterfaceOrientation
  /// The crash UIKit raises, if any.
  public var exception: UIKitException? {
    get { extras?.exception }
    set {
      extras = .box(
        windows: extras?.windows ?? [], assignedRules: extras?.assignedRules, warnings: warnings,
        exception: newValue)
    }
  }
  /// Why the orientation changed, or why a device event did not change it.
  public var rotation: RotationReason?
  /// The status bar.
  public var statusBar: StatusBarDecision?
  /// The back-swipe, when a navigation controller is on screen.
  public var interactivePop: InteractivePopDecision?
  /// The rules applied, in the order they were applied (each once).
  ///
  /// Kept inline by an evaluation and built as an array when asked for.
  public var rules: [Rule] {
    get { extras?.assignedRules ?? appliedRules.array }
    set {
      extras = .box(
        windows: extras?.windows ?? [], assignedRules: newValue, warnings: warnings,
        exception: exception)
    }
  }
  @usableFromInline var appliedRules: AppliedRules
  /// What UIKit would log.
  public var warnings: [Warning] {
    get { extras?.warnings ?? [] }
    set {
      extras = .box(
        windows: extras?.windows ?? [], assignedRules: extras?.assignedRules, warnings: newValue,
        exception: exception)
    }
  }

  @inlinable
  init(
    trigger: EvaluationTrigger, windows: [WindowDecision], orientationWindow: WindowID? = nil,
    previousOrientation: InterfaceOrientation, interfaceOrientation: InterfaceOrientation,
    exception: UIKitException? = nil, rotation: RotationReason? = nil,
    statusBar: StatusBarDecision? = nil, interactivePop: InteractivePopDecision? = nil,
    rules: AppliedRules, warnings: [Warning], orientationDecision: WindowDecision? = nil,
    windowsAreTheDecision: Bool = false
  ) {
    self.init(
      trigger: trigger,
      extras: .box(windows: windows, assignedRules: nil, warnings: warnings, exception: exception),
      orientationWindow: orientationWindow, previousOrientation: previousOrientation,
      interfaceOrientation: interfaceOrientation, rotation: rotation, statusBar: statusBar,
      interactivePop: interactivePop, rules: rules, orientationDecision: orientationDecision,
      windowsAreTheDecision: windowsAreTheDecision)
  }

  /// A resolution whose rarely present values are already boxed.
  @inlinable
  init(
    trigger: EvaluationTrigger, extras: ResolutionExtras?, orientationWindow: WindowID?,
    previousOrientation: InterfaceOrientation, interfaceOrientation: InterfaceOrientation,
    rotation: RotationReason?, statusBar: StatusBarDecision?,
    interactivePop: InteractivePopDecision?, rules: AppliedRules,
    orientationDecision: WindowDecision?, windowsAreTheDecision: Bool
  ) {
    self.trigger = trigger
    self.extras = extras
    self.windowsAreTheDecision = windowsAreTheDecision
    self.orientationWindow = orientationWindow
    self.previousOrientation = previousOrientation
    self.interfaceOrientation = interfaceOrientation
    self.rotation = rotation
    self.statusBar = statusBar
    self.interactivePop = interactivePop
    self.appliedRules = rules
    self.orientationDecision = orientationDecision
  }

  /// The decision of the orientation window, kept apart from `windows` so that a session's
  /// evaluations need no array of decisions (derived from `windows` when they are kept).
  @usableFromInline var orientationDecision: WindowDecision?

  /// Whether the orientation changed.
  public var rotated: Bool { interfaceOrientation != previousOrientation }

  /// The decision of the orientation window.
  @inlinable public var decision: WindowDecision? { orientationDecision }

  // Equal when what a caller sees is equal, however it is stored.
  public static func == (lhs: Resolution, rhs: Resolution) -> Bool {
    lhs.trigger == rhs.trigger && lhs.orientationWindow == rhs.orientationWindow
      && lhs.previousOrientation == rhs.previousOrientation
      && lhs.interfaceOrientation == rhs.interfaceOrientation && lhs.exception == rhs.exception
      && lhs.rotation == rhs.rotation && lhs.statusBar == rhs.statusBar
      && lhs.interactivePop == rhs.interactivePop && lhs.warnings == rhs.warnings
      && lhs.orientationDecision == rhs.orientationDecision && lhs.windows == rhs.windows
      && lhs.rules == rhs.rules
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(trigger)
    hasher.combine(windows)
    hasher.combine(orientationWindow)
    hasher.combine(previousOrientation)
    hasher.combine(interfaceOrientation)
    hasher.combine(exception)
    hasher.combine(rotation)
    hasher.combine(statusBar)
    hasher.combine(interactivePop)
    hasher.combine(rules)
    hasher.combine(warnings)
    hasher.combine(orientationDecision)
  }
}
