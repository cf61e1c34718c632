public import OrientationSpec

extension RotationDemoResolver {
  /// `RotationType` in the demo's `AppDelegate.h`.
  public enum RotationType: String, CaseIterable, Hashable, Sendable {
    /// `RotationTypeDefault`.
    case typeDefault
    /// `RotationTypeOne`: set before a push.
    case typeOne
    /// `RotationTypeTwo`: set before a present.
    case typeTwo
  }

  /// The app delegate's global flags, its public properties `Rotate` and `type`.
  public struct Flags: Hashable, Sendable {
    public var rotate: Bool
    public var type: RotationType

    public init(rotate: Bool, type: RotationType) {
      self.rotate = rotate
      self.type = type
    }

    /// What `didFinishLaunching` sets, and what the screens' `dealloc` restores.
    public static let launch = Flags(rotate: false, type: .typeDefault)
    /// What `ViewController.pushToOtherVC` sets before pushing `PushViewController`.
    public static let beforePush = Flags(rotate: true, type: .typeOne)
    /// What `ViewController.presentToOtherVC` sets before presenting `PresentViewController`.
    public static let beforePresent = Flags(rotate: true, type: .typeTwo)
  }

  /// The two listings of `application(_:supportedInterfaceOrientationsFor:)`, which disagree.
  public enum AppDelegateSwitch: String, CaseIterable, Hashable, Sendable {
    /// The demo's `AppDelegate.m` (C2): `Rotate` ? (one: landscape, two: all, else portrait) : portrait.
    /// With the flags `ViewController` sets: portrait, landscape before a push, all before a present.
    case demo
    /// The article's listing: `Rotate` ? all : (one: landscape, two: portrait, else portrait).
    /// With the same flags: all before a push and before a present.
    case article
  }

  /// The mask the app delegate returns for `flags`.
  public func mask(for flags: Flags) -> InterfaceOrientationMask {
    switch appDelegateSwitch {
    case .demo:
      guard flags.rotate else { return .portrait }
      switch flags.type {
      case .typeOne: return .landscape
      case .typeTwo: return .all
      case .typeDefault: return .portrait
      }
    case .article:
      if flags.rotate { return .all }
      switch flags.type {
      case .typeOne: return .landscape
      case .typeTwo, .typeDefault: return .portrait
      }
    }
  }

  /// The mask of the current flags: the app's declared delegate answer is where the flags live
  /// (``OrientationSpec/Event/setAppDelegateOrientations(_:)`` sets them); none yet means launch's.
  public func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    window.declaredAppDelegateOrientations ?? mask(for: .launch)
  }

  /// The screens' `dealloc`: once no flag-resetting screen is left, the flags go back to launch's.
  ///
  /// `dealloc` runs when the last strong reference goes, a moment UIKit does
  /// not promise: usually when the pop or dismiss transition ends, later when
  /// an autorelease pool or a block still holds the screen, never in a retain
  /// cycle. The model takes the earliest plausible moment: one refresh action
  /// right after the event that removed the last such screen, after UIKit's
  /// own evaluation of that event (a dismissal is still evaluated with the
  /// flags set), and before the next event. The flags are set by the session,
  /// before the push or present (`pushToOtherVC(_:navigation:)`): a refresh
  /// action runs after its event, too late for a presentation.
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    switch event {
    case .pop, .popToRoot, .setViewControllers, .endInteractivePop(finished: true), .dismiss,
      .removeWindow:
      break
    default:
      return []
    }
    guard let window = window ?? subject?.window else { return [] }
    let launch = mask(for: .launch)
    guard let flags = window.declaredAppDelegateOrientations, flags != launch else { return [] }
    if let root = window.rootViewController, holdsFlagResettingController(root) { return [] }
    return [.setAppDelegateOrientations(launch)]
  }

  /// Whether `controller`, what it contains or what it presents is one of ``flagResettingControllers``.
  func holdsFlagResettingController(_ controller: ControllerHandle<Self>) -> Bool {
    if flagResettingControllers.contains(controller.name) { return true }
    var found = false
    controller.forEachChild { child in
      if !found, holdsFlagResettingController(child) { found = true }
    }
    if found { return true }
    // `presentedViewController` also answers what an ancestor presents: follow only our own.
    if let presented = controller.presentedViewController,
      presented.presentingViewController == controller
    {
      return holdsFlagResettingController(presented)
    }
    return false
  }
}
