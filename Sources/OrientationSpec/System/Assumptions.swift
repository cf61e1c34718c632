/// The uncertain ([U]) rules, each a named parameter with a documented default; checks can vary them.
///
/// Every default is the reading the catalogue (`uikit-rules.md`) judges most
/// likely. A device test that shows otherwise changes a default here, and the
/// page under `Documentation/Rules/Assumptions.md` that explains it.
public struct Assumptions: Hashable, Sendable {
  /// Whether `.overFullScreen` fills the window, so the presented controller decides (§1.3, O/U). Default `true`.
  public var overFullScreenFillsWindow: Bool = true

  /// Whether `.currentContext`/`.overCurrentContext` adapt to full screen in compact width (§1.3, U).
  /// Default `false`: widely used as see-through overlays on iPhone.
  public var contextStylesFillWindowWhenCompact: Bool = false

  /// Whether a sheet on an iPhone in landscape (compact height, iOS 15+) fills the window (§1.3, U). Default `false`.
  public var sheetFillsWindowInCompactHeight: Bool = false

  /// Whether a full-screen controller presented above a non-filling one still decides (§1.1, O/U). Default `true`.
  public var walksPastNonFillingPresentations: Bool = true

  /// Which of two stacked `.custom` presentations decides when the upper keeps its presenter's
  /// view and the lower removes it (R1, R3; §1.1, §1.3, U). Default `.lower`: the last one that fills.
  public var stackedCustomDecider: StackedCustomDecider = .lower

  /// How an empty `UISupportedInterfaceOrientations` array counts (§3.3, U). Default `.likeMissingKey`.
  public var emptyPlistList: EmptyPlistList = .likeMissingKey

  /// Whether `shouldAutorotate == false` still suppresses E1 on iOS 16+ (§4, U). Default `false`.
  public var shouldAutorotateSuppressesExceptionOnIOS16: Bool = false

  /// When an app-delegate mask change that leaves no common orientation raises E1 (R10; §4 E1, U).
  /// Default `.nextCheckpoint`: a root installed, a full-screen present or dismiss.
  public var delegateMaskChangeCheck: DelegateMaskChangeCheck = .nextCheckpoint

  /// Whether UIKit's own `preferredInterfaceOrientationForPresentation` is clamped to what the
  /// controller allows (§4 E3, §7.1, U). Default `true`; `false` returns the raw status-bar orientation,
  /// as the E3 dismissal crash reports suggest.
  public var inheritedPreferredOrientationIsClamped: Bool = true

  /// The order of the last fallback when the orientation must leave a mask (§7.6, U).
  public var fallbackOrder: [InterfaceOrientation] {
    get { Array(packedFallbackOrder) }
    set { packedFallbackOrder = FallbackOrder(newValue) }
  }

  /// ``fallbackOrder`` packed into an integer, so that Assumptions holds no reference and copies
  /// without retaining; read this one on hot paths.
  @usableFromInline
  var packedFallbackOrder: FallbackOrder = .standard

  /// What `UITabBarController` returns when not overridden on iOS 6+ (§2, U). Default `.idiomDefault`.
  public var tabBarControllerDefault: TabBarControllerDefault = .idiomDefault

  /// Which window sets the interface orientation when several have roots (§1.6, O/U). Default `.keyWindow`.
  public var orientationWindow: OrientationWindow = .keyWindow

  /// The device's own supported orientations, the third factor of the allowed mask (§3.5, U). Default `.all`.
  public var deviceSupportedOrientations: InterfaceOrientationMask = .all

  /// Whether `attemptRotationToDeviceOrientation()` still rotates on iOS 16+ (R16: 5–15; §5, O/U).
  /// Default `false`: deprecated in 16 in favour of `setNeedsUpdateOfSupportedInterfaceOrientations`.
  public var attemptRotationWorksOnIOS16: Bool = false

  /// Whether setting `UIDevice.orientation` by key-value coding still acts as a device event on
  /// iOS 16+ (R19: "no longer works", some plugins report otherwise; U). Default `false`: E6 is logged.
  public var deviceOrientationSettingWorksOnIOS16: Bool = false

  /// The first iOS version that prints the E3 message naming both sides instead of E2's (§4, U). Default 11.
  public var preferredMessageNamesBothSidesFrom: Int = 11

  /// Whether a scene on an external display turns with the device (§1.6, A26, U). Default
  /// `false`: an external display does not rotate when the phone does.
  public var externalDisplayFollowsDevice: Bool = false

  /// Whether, on iOS 27+, a scene delegate's `supportedInterfaceOrientations(for:)` wins over the
  /// app delegate's answer when both are implemented (R5, §3.4, A13, A14, U). Default `false`:
  /// the scene delegate replaces the Info.plist, as its documentation says, and the app
  /// delegate's answer still replaces both.
  public var sceneDelegateOverridesAppDelegate: Bool = false

  /// What a device turn does while an interactive dismissal is pending (a sheet being swiped
  /// down, a custom interactive transition; R12, R14, U). Default `.deferred`: UIKit disables
  /// the interface's rotation during an interactive transition and rotates once it ends, as
  /// radar 30076125 reports of the navigation controller's interactive transition.
  public var rotationDuringInteractiveDismissal: RotationDuringInteractiveDismissal = .deferred
  /// What UIKit does with several `UIDevice` orientation sets made in one run-loop turn (`.unknown`
  /// then a target; a set then the previous value) (R19; §5, O/U). Default `.eachApplies`: each
  /// set is a device event applied at once, so a set undone straight afterwards turns back.
  public var deviceOrientationSetsInOneTurn: DeviceOrientationSets = .eachApplies

  public init() {}

  /// The defaults.
  public static let `default` = Assumptions()

  /// How an empty plist array counts.
  public enum EmptyPlistList: String, CaseIterable, Hashable, Sendable {
    /// As if the key were missing: the idiom's default.
    case likeMissingKey
    /// As the empty mask: every controller has no common orientation with the app (E1).
    case emptyMask
  }

  /// Who decides when a `.custom` presentation that keeps its presenter's view sits on a `.custom`
  /// presentation that removes its presenter's view.
  public enum StackedCustomDecider: String, CaseIterable, Hashable, Sendable {
    /// The lower one, the last presented controller that fills the window (R1's wording); the
    /// upper inherits its orientations.
    case lower
    /// The upper one: the stack is judged by its lower presentation, which removes the views
    /// below, as radar 22401547 judges a stack by its lower one.
    case upper
  }

  /// When UIKit finds that an app-delegate mask change left no common orientation (E1).
  public enum DelegateMaskChangeCheck: String, CaseIterable, Hashable, Sendable {
    /// At the next checkpoint that checks E1: a root installed, a full-screen present or dismiss.
    case nextCheckpoint
    /// Also on the first device-rotation path that asks the app delegate after the change (a
    /// device event, key-value coding, `attemptRotationToDeviceOrientation`).
    case rotationPath
  }

  /// `UITabBarController`'s own supported orientations.
  public enum TabBarControllerDefault: String, CaseIterable, Hashable, Sendable {
    /// The idiom's default, like any controller (the iOS 6 release notes: containers do not consult children).
    case idiomDefault
    /// The intersection of its children's (the pre-iOS 6 behaviour, reported by some since).
    case intersectionOfChildren
  }

  /// What a device turn does while an interactive dismissal is pending.
  public enum RotationDuringInteractiveDismissal: String, CaseIterable, Hashable, Sendable {
    /// UIKit holds the interface's rotation until the dismissal ends: a device turn (and a
    /// supported-orientations update or geometry request) moves nothing meanwhile; once the
    /// dismissal finishes or is cancelled, the interface follows the device (R12) if a turn
    /// was held, and UIKit applies a supported-orientations update the app asked for meanwhile
    /// (its `setNeeds…` marks a need that stays until met, R17) where no turn was held or the turn
    /// leaves the interface outside the allowed mask. A geometry request is not repeated.
    case deferred
    /// The turn is evaluated at once: while the swiped controller is being dismissed, the
    /// controller below decides (R1, R12), as during a pending back-swipe.
    case immediate
  }

  /// What several `UIDevice` orientation sets in one run-loop turn do.
  public enum DeviceOrientationSets: String, CaseIterable, Hashable, Sendable {
    /// Each set is a device event applied at once (R12): an intermediate rotation is committed
    /// (the app's controllers are told, the app delegate is asked, an exception is raised), and
    /// a set undone straight afterwards turns the interface back.
    case eachApplies
    /// The sets of one turn coalesce: when any of them changed the reported value, UIKit runs
    /// the device rule once, with the value set last; a set undone straight afterwards shows
    /// nothing, and `.unknown` then the value already reported still turns to it.
    case lastApplies
  }

  /// The window whose decider sets the interface orientation.
  public enum OrientationWindow: String, CaseIterable, Hashable, Sendable {
    /// The key window, else the frontmost window with a root.
    case keyWindow
    /// The frontmost window with a root (highest level, then last).
    case frontmostWindow
  }
}
