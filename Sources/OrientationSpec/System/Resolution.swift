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
