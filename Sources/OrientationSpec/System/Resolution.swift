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
///
/// Stored compactly (37 bytes rather than 57): the decider as its raw index, the supported mask
/// with a presence flag, widest fields first. A resolution holds one inline and is copied at
/// every evaluation; the public properties read and write the same values as before (but for an
/// ID of raw value -1, the arenas' "no index", which no hierarchy holds: it reads back as `nil`).
public struct WindowDecision: Hashable, Sendable {
  /// The app mask and where it came from (R5).
  public var appMask: InterfaceOrientationMask
  /// `supported`'s mask, `[]` when not asked (``hasSupported``).
  @usableFromInline var supportedMask: InterfaceOrientationMask
  /// app mask ∩ supported ∩ the device's orientations (R7).
  public var allowed: InterfaceOrientationMask
  public var window: WindowID
  /// `decider`'s raw index, `noIndex` for `nil`.
  @usableFromInline var deciderIndex: Int32
  public var appMaskSource: AppMaskSource
  /// Whether `supported` was asked.
  @usableFromInline var hasSupported: Bool
  /// The decider's `shouldAutorotate`, when asked (to iOS 15; on 16+ only under
  /// ``Assumptions/shouldAutorotateSuppressesExceptionOnIOS16``).
  public var shouldAutorotate: Bool?
  /// The decider's `preferredInterfaceOrientationForPresentation`, when asked.
  public var preferred: InterfaceOrientation?
  /// Whether controllers were skipped because the iPad app multitasks (R23).
  public var multitasking: Bool

  /// The controller UIKit asks, or `nil` when the window has no root (R1, R2).
  @inlinable public var decider: ControllerID? {
    get { ControllerID(link: deciderIndex) }
    set { deciderIndex = newValue.link }
  }

  /// The decider's `supportedInterfaceOrientations`, when asked.
  @inlinable public var supported: InterfaceOrientationMask? {
    get { hasSupported ? supportedMask : nil }
    set {
      hasSupported = newValue != nil
      supportedMask = newValue ?? []
    }
  }

  @inlinable
  init(
    window: WindowID, decider: ControllerID? = nil, appMask: InterfaceOrientationMask,
    appMaskSource: AppMaskSource, supported: InterfaceOrientationMask? = nil,
    shouldAutorotate: Bool? = nil, preferred: InterfaceOrientation? = nil,
    allowed: InterfaceOrientationMask, multitasking: Bool
  ) {
    self.appMask = appMask
    self.supportedMask = supported ?? []
    self.allowed = allowed
    self.window = window
    self.deciderIndex = decider.link
    self.appMaskSource = appMaskSource
    self.hasSupported = supported != nil
    self.shouldAutorotate = shouldAutorotate
    self.preferred = preferred
    self.multitasking = multitasking
  }

  // The stored fields are normalised (`supportedMask` is `[]` when not asked), so comparing them
  // compares the public values.
  @inlinable
  public static func == (lhs: WindowDecision, rhs: WindowDecision) -> Bool {
    lhs.appMask == rhs.appMask && lhs.supportedMask == rhs.supportedMask
      && lhs.allowed == rhs.allowed && lhs.window == rhs.window
      && lhs.deciderIndex == rhs.deciderIndex && lhs.appMaskSource == rhs.appMaskSource
      && lhs.hasSupported == rhs.hasSupported && lhs.shouldAutorotate == rhs.shouldAutorotate
      && lhs.preferred == rhs.preferred && lhs.multitasking == rhs.multitasking
  }

  // The public values, in their documented order (as the synthesised hash did).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(window)
    hasher.combine(decider)
    hasher.combine(appMask)
    hasher.combine(appMaskSource)
    hasher.combine(supported)
    hasher.combine(shouldAutorotate)
    hasher.combine(preferred)
    hasher.combine(allowed)
    hasher.combine(multitasking)
  }
}

/// Who sets the status bar and what it shows (R26).
///
/// The controllers are stored as raw indices (`noIndex` for `nil`): 14 bytes rather than 23, in
/// every resolution and step.
public struct StatusBarDecision: Hashable, Sendable {
  @usableFromInline var ownerIndex: Int32
  @usableFromInline var hiddenControllerIndex: Int32
  @usableFromInline var styleControllerIndex: Int32
  public var isHidden: Bool
  public var style: StatusBarStyle

  /// The controller that owns the status bar (`nil` when the app sets it, not controllers).
  @inlinable public var owner: ControllerID? {
    get { ControllerID(link: ownerIndex) }
    set { ownerIndex = newValue.link }
  }
  /// The controller asked for `prefersStatusBarHidden` after `childForStatusBarHidden`.
  @inlinable public var hiddenController: ControllerID? {
    get {
      ControllerID(link: hiddenControllerIndex)
    }
    set { hiddenControllerIndex = newValue.link }
  }
  /// The controller asked for `preferredStatusBarStyle` after `childForStatusBarStyle`.
  @inlinable public var styleController: ControllerID? {
    get { ControllerID(link: styleControllerIndex) }
    set { styleControllerIndex = newValue.link }
  }

  @inlinable
  init(
    owner: ControllerID? = nil, hiddenController: ControllerID? = nil,
    styleController: ControllerID? = nil, isHidden: Bool, style: StatusBarStyle
  ) {
    self.ownerIndex = owner.link
    self.hiddenControllerIndex = hiddenController.link
    self.styleControllerIndex = styleController.link
    self.isHidden = isHidden
    self.style = style
  }

  @inlinable
  public static func == (lhs: StatusBarDecision, rhs: StatusBarDecision) -> Bool {
    lhs.ownerIndex == rhs.ownerIndex && lhs.hiddenControllerIndex == rhs.hiddenControllerIndex
      && lhs.styleControllerIndex == rhs.styleControllerIndex && lhs.isHidden == rhs.isHidden
      && lhs.style == rhs.style
  }

  // The public values, in their documented order (as the synthesised hash did).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(owner)
    hasher.combine(hiddenController)
    hasher.combine(styleController)
    hasher.combine(isHidden)
    hasher.combine(style)
  }
}

/// Whether the interactive back-swipe may begin in the frontmost navigation controller (R27).
public struct InteractivePopDecision: Hashable, Sendable {
  /// The innermost navigation controller on screen.
  public var navigationController: ControllerID
  /// `stackCount`, which an arena's `Int32` indices bound: 10 bytes rather than 18.
  @usableFromInline var stackCount32: Int32
  /// What UIKit's own gesture delegate answers: more than one child, bar visible, system back
  /// button.
  public var uikitAllows: Bool
  /// Whether the gesture may begin: the answer of the delegate in place (the resolver's for an
  /// app navigation controller, UIKit's otherwise).
  public var mayBegin: Bool

  /// Its number of children.
  @inlinable public var stackCount: Int {
    get { Int(stackCount32) }
    set { stackCount32 = Int32(truncatingIfNeeded: newValue) }
  }

  @inlinable
  init(
    navigationController: ControllerID, stackCount: Int, uikitAllows: Bool, mayBegin: Bool
  ) {
    self.navigationController = navigationController
    self.stackCount32 = Int32(truncatingIfNeeded: stackCount)
    self.uikitAllows = uikitAllows
    self.mayBegin = mayBegin
  }
  /// The gesture began over a single controller: the interface freezes (Signal-iOS #3540).
  public var freezesInterface: Bool { mayBegin && stackCount <= 1 }

  // The public values, in their documented order (as the synthesised hash did).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(navigationController)
    hasher.combine(stackCount)
    hasher.combine(uikitAllows)
    hasher.combine(mayBegin)
  }
}

/// The rules an evaluation applied, in order, each once, stored inline: the catalogue's 29 rules
/// fit in a bit set and 32 bytes of order, so an evaluation records them without allocating.
@usableFromInline
struct AppliedRules: Hashable, Sendable {
  /// Bit `rawValue` set for each rule applied.
  @usableFromInline var applied: UInt64
  /// The raw values in the order applied, a byte each.
  @usableFromInline var order: (UInt64, UInt64, UInt64, UInt64)
  /// `count`, a byte (at most 29): 41 bytes in all, with room for a resolution's small fields
  /// before the next 8-byte boundary.
  @usableFromInline var storedCount: UInt8

  /// How many rules were applied.
  @inlinable var count: Int { Int(storedCount) }

  @inlinable
  init() {
    applied = 0
    order = (0, 0, 0, 0)
    storedCount = 0
  }

  @inlinable
  static func == (lhs: AppliedRules, rhs: AppliedRules) -> Bool {
    lhs.storedCount == rhs.storedCount && lhs.order == rhs.order
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
    storedCount &+= 1
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
///
/// Every evaluation returns one and a session copies it, so it is kept small and, but for its one
/// reference, plain bytes: the rare values boxed (``ResolutionExtras``), the windows' IDs as raw
/// indices, the stored fields in an order that leaves little padding (126 bytes rather than 185).
/// Its optionals are spelled `Optional<T>`: a `T?` stored property is implicitly initialised to
/// `nil`, and that extra store kept the inlined initialiser's `self` on the stack, copied out and
/// destroyed at every evaluation (CONTRIBUTING.md, "The fast path").
public struct Resolution: Hashable, Sendable {
  /// The rarely present values (see ``ResolutionExtras``); `nil` when all are empty.
  @usableFromInline var extras: Optional<ResolutionExtras>
  @usableFromInline var appliedRules: AppliedRules
  /// Why UIKit evaluated.
  public var trigger: EvaluationTrigger
  /// Whether `windows` is `[orientationDecision]` (a single window, kept).
  @usableFromInline var windowsAreTheDecision: Bool
  /// The interface orientation before the evaluation.
  public var previousOrientation: InterfaceOrientation
  /// The interface orientation after it (unchanged when an exception is raised).
  public var interfaceOrientation: InterfaceOrientation
  /// Why the orientation changed, or why a device event did not change it.
  public var rotation: Optional<RotationReason>
  /// The decision of the orientation window, kept apart from `windows` so that a session's
  /// evaluations need no array of decisions (derived from `windows` when they are kept).
  @usableFromInline var orientationDecision: Optional<WindowDecision>
  /// `orientationWindow`'s raw index, `noIndex` for `nil`.
  @usableFromInline var orientationWindowIndex: Int32
  /// The status bar.
  public var statusBar: Optional<StatusBarDecision>
  /// The back-swipe, when a navigation controller is on screen.
  public var interactivePop: Optional<InteractivePopDecision>
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
  /// The window that sets the interface orientation, if any has a root.
  @inlinable public var orientationWindow: WindowID? {
    get { WindowID(link: orientationWindowIndex) }
    set { orientationWindowIndex = newValue.link }
  }
  /// The crash UIKit raises, if any.
  public var exception: UIKitException? {
    get { extras?.exception }
    set {
      extras = .box(
        windows: extras?.windows ?? [], assignedRules: extras?.assignedRules, warnings: warnings,
        exception: newValue)
    }
  }
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
    self.extras = extras
    self.appliedRules = rules
    self.trigger = trigger
    self.windowsAreTheDecision = windowsAreTheDecision
    self.previousOrientation = previousOrientation
    self.interfaceOrientation = interfaceOrientation
    self.rotation = rotation
    self.orientationDecision = orientationDecision
    self.orientationWindowIndex = orientationWindow.link
    self.statusBar = statusBar
    self.interactivePop = interactivePop
  }

  /// A `.query` of the same state, for a resolution that raised nothing, moved nothing and
  /// recorded no rules or warnings: the same decisions (without a preferred orientation, which
  /// a query does not ask), status bar and back-swipe.
  @inlinable
  var asQuery: Resolution {
    var decision = orientationDecision
    decision?.preferred = nil
    return Resolution(
      trigger: .query, extras: nil, orientationWindow: orientationWindow,
      previousOrientation: previousOrientation, interfaceOrientation: interfaceOrientation,
      rotation: nil, statusBar: statusBar, interactivePop: interactivePop, rules: AppliedRules(),
      orientationDecision: decision, windowsAreTheDecision: false)
  }

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
