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
