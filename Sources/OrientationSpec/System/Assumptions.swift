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

  /// How an empty `UISupportedInterfaceOrientations` array counts (§3.3, U). Default `.likeMissingKey`.
  public var emptyPlistList: EmptyPlistList = .likeMissingKey

  /// Whether `shouldAutorotate == false` still suppresses E1 on iOS 16+ (§4, U). Default `false`.
  public var shouldAutorotateSuppressesExceptionOnIOS16: Bool = false

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

  /// `UITabBarController`'s own supported orientations.
  public enum TabBarControllerDefault: String, CaseIterable, Hashable, Sendable {
    /// The idiom's default, like any controller (the iOS 6 release notes: containers do not consult children).
    case idiomDefault
    /// The intersection of its children's (the pre-iOS 6 behaviour, reported by some since).
    case intersectionOfChildren
  }

  /// The window whose decider sets the interface orientation.
  public enum OrientationWindow: String, CaseIterable, Hashable, Sendable {
    /// The key window, else the frontmost window with a root.
    case keyWindow
    /// The frontmost window with a root (highest level, then last).
    case frontmostWindow
  }
}

extension Assumptions: CustomStringConvertible {
  /// The assumptions that differ from the defaults, `name = value`, or `defaults`.
  public var description: String {
    let defaults = Assumptions.default
    var parts: [String] = []
    func note<T: Equatable>(_ name: String, _ value: T, _ base: T) {
      if value != base { parts.append("\(name) = \(value)") }
    }
    note("overFullScreenFillsWindow", overFullScreenFillsWindow, defaults.overFullScreenFillsWindow)
    note(
      "contextStylesFillWindowWhenCompact", contextStylesFillWindowWhenCompact,
      defaults.contextStylesFillWindowWhenCompact)
    note(
      "sheetFillsWindowInCompactHeight", sheetFillsWindowInCompactHeight,
      defaults.sheetFillsWindowInCompactHeight)
    note(
      "walksPastNonFillingPresentations", walksPastNonFillingPresentations,
      defaults.walksPastNonFillingPresentations)
    note("emptyPlistList", emptyPlistList.rawValue, defaults.emptyPlistList.rawValue)
    note(
      "shouldAutorotateSuppressesExceptionOnIOS16", shouldAutorotateSuppressesExceptionOnIOS16,
      defaults.shouldAutorotateSuppressesExceptionOnIOS16)
    note(
      "inheritedPreferredOrientationIsClamped", inheritedPreferredOrientationIsClamped,
      defaults.inheritedPreferredOrientationIsClamped)
    note(
      "fallbackOrder", fallbackOrder.map(\.description).joined(separator: ", "),
      defaults.fallbackOrder.map(\.description).joined(separator: ", "))
    note(
      "tabBarControllerDefault", tabBarControllerDefault.rawValue,
      defaults.tabBarControllerDefault.rawValue)
    note("orientationWindow", orientationWindow.rawValue, defaults.orientationWindow.rawValue)
    note(
      "deviceSupportedOrientations", deviceSupportedOrientations,
      defaults.deviceSupportedOrientations)
    note(
      "attemptRotationWorksOnIOS16", attemptRotationWorksOnIOS16,
      defaults.attemptRotationWorksOnIOS16)
    note(
      "deviceOrientationSettingWorksOnIOS16", deviceOrientationSettingWorksOnIOS16,
      defaults.deviceOrientationSettingWorksOnIOS16)
    note(
      "preferredMessageNamesBothSidesFrom", preferredMessageNamesBothSidesFrom,
      defaults.preferredMessageNamesBothSidesFrom)
    return parts.isEmpty ? "defaults" : parts.joined(separator: ", ")
  }
}

extension Assumptions: CustomReflectable {
  /// The assumptions as declared, ``fallbackOrder`` an array (it is stored packed).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        ("overFullScreenFillsWindow", overFullScreenFillsWindow as Any),
        ("contextStylesFillWindowWhenCompact", contextStylesFillWindowWhenCompact),
        ("sheetFillsWindowInCompactHeight", sheetFillsWindowInCompactHeight),
        ("walksPastNonFillingPresentations", walksPastNonFillingPresentations),
        ("emptyPlistList", emptyPlistList),
        ("shouldAutorotateSuppressesExceptionOnIOS16", shouldAutorotateSuppressesExceptionOnIOS16),
        ("inheritedPreferredOrientationIsClamped", inheritedPreferredOrientationIsClamped),
        ("fallbackOrder", fallbackOrder),
        ("tabBarControllerDefault", tabBarControllerDefault),
        ("orientationWindow", orientationWindow),
        ("deviceSupportedOrientations", deviceSupportedOrientations),
        ("attemptRotationWorksOnIOS16", attemptRotationWorksOnIOS16),
        ("deviceOrientationSettingWorksOnIOS16", deviceOrientationSettingWorksOnIOS16),
        ("preferredMessageNamesBothSidesFrom", preferredMessageNamesBothSidesFrom),
      ],
      displayStyle: .struct)
  }
}
