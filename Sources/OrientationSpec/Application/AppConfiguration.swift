/// The app as UIKit sees it before any controller answers: idiom, Info.plist, app delegate, iOS version.
public struct AppConfiguration: Hashable, Sendable {
  /// The device family.
  public var idiom: UserInterfaceIdiom
  /// The iOS major version.
  public var osVersion: OSVersion
  /// `UISupportedInterfaceOrientations`: `nil` when the key is missing, `[]` for an empty array (R5, R6).
  public var plistOrientations: [InterfaceOrientation]? {
    didSet { plist = PlistList(plistOrientations) }
  }
  /// `UISupportedInterfaceOrientations~ipad`, which replaces the key on iPad when present (R5).
  public var padPlistOrientations: [InterfaceOrientation]? {
    didSet { padPlist = PlistList(padPlistOrientations) }
  }
  /// What an evaluation reads of each list, kept with it: the list's mask was built anew at each
  /// window of each evaluation.
  @usableFromInline private(set) var plist: PlistList
  @usableFromInline private(set) var padPlist: PlistList
  /// What `application(_:supportedInterfaceOrientationsFor:)` returns as the app declares it;
  /// `nil` when the delegate does not implement it (R5). Resolvers may compute their own.
  public var delegateOrientations: InterfaceOrientationMask?
  /// `UIRequiresFullScreen`: opts an iPad app out of multitasking (R23).
  public var requiresFullScreen: Bool
  /// `UIViewControllerBasedStatusBarAppearance` (default `true`, R26).
  public var viewControllerBasedStatusBarAppearance: Bool
  /// Whether the app's orientation code reaches UIKit's own and third-party controllers too: a
  /// category or a swizzled method on `UIViewController` changes every view controller, not only
  /// the app's subclasses. Then UIKit asks the resolver about system and third-party controllers
  /// as well (alerts still answer for themselves, R28). Default `false`: only the app's own
  /// controllers run its code (R4).
  public var appCodeReachesSystemControllers = false

  public init(
    idiom: UserInterfaceIdiom = .phone,
    osVersion: OSVersion = .iOS17,
    plistOrientations: [InterfaceOrientation]? = [.portrait, .landscapeLeft, .landscapeRight],
    padPlistOrientations: [InterfaceOrientation]? = nil,
    delegateOrientations: InterfaceOrientationMask? = nil,
    requiresFullScreen: Bool = false,
    viewControllerBasedStatusBarAppearance: Bool = true
  ) {
    self.idiom = idiom
    self.osVersion = osVersion
    self.plistOrientations = plistOrientations
    self.padPlistOrientations = padPlistOrientations
    // `didSet` does not run in an initialiser.
    plist = PlistList(plistOrientations)
    padPlist = PlistList(padPlistOrientations)
    self.delegateOrientations = delegateOrientations
    self.requiresFullScreen = requiresFullScreen
    self.viewControllerBasedStatusBarAppearance = viewControllerBasedStatusBarAppearance
  }

  /// The plist list UIKit reads for this idiom: `~ipad` on iPad when present, else the plain key.
  @inlinable
  public var effectivePlistOrientations: [InterfaceOrientation]? {
    idiom == .pad ? (padPlistOrientations ?? plistOrientations) : plistOrientations
  }

  /// Whether this is an iPad app in multitasking, whose controllers UIKit does not ask (R23).
  ///
  /// From iOS 9, an iPad app multitasks when its plist lists all four
  /// orientations and it does not set `UIRequiresFullScreen` (A1: "or by not
  /// declaring support for all possible orientations"); a missing key declares
  /// nothing. iPadOS 26 deprecates the key but
  /// still honours it; iOS 27 treats masks of resizable apps as preferences
  /// and ignores them, which this rule models the same way (R24).
  @inlinable
  public var supportsMultitasking: Bool {
    withUnsafePointer(to: self) { Self.supportsMultitasking($0) }
  }
}

/// Where the app mask came from (R5).
public enum AppMaskSource: String, Hashable, Sendable, Codable {
  /// `application(_:supportedInterfaceOrientationsFor:)`.
  case appDelegate
  /// `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)` (iOS 27+, A14).
  case sceneDelegate
  /// `UISupportedInterfaceOrientations` (or its `~ipad` variant).
  case infoPlist
  /// No key: the idiom's default.
  case idiomDefault
}

extension AppConfiguration {
  /// The plist's mask and source, with an empty list treated as `assumptions` say (R5, R6).
  @inlinable
  public func plistMask(_ assumptions: Assumptions) -> (
    mask: InterfaceOrientationMask, source: AppMaskSource
  ) {
    withUnsafePointer(to: self) { Self.plistMask($0, emptyPlistList: assumptions.emptyPlistList) }
  }
}

extension AppConfiguration {
  /// The list ``effectivePlistOrientations`` names, read in place: its mask, whether it is present
  /// and whether it is empty. An evaluation borrows the app; a copy would retain its arrays.
  @inlinable @inline(__always)
  static func effectivePlist(of app: UnsafePointer<AppConfiguration>) -> PlistList {
    app.pointee.idiom == .pad && app.pointee.padPlist.isPresent
      ? app.pointee.padPlist : app.pointee.plist
  }

  /// ``supportsMultitasking``, read in place.
  @inlinable
  static func supportsMultitasking(_ app: UnsafePointer<AppConfiguration>) -> Bool {
    guard app.pointee.idiom == .pad, app.pointee.osVersion.major >= 9,
      !app.pointee.requiresFullScreen
    else { return false }
    let plist = effectivePlist(of: app)
    return plist.isPresent && plist.mask == .all
  }

  /// ``plistMask(_:)``, read in place, with the one assumption it depends on.
  @inlinable
  static func plistMask(
    _ app: UnsafePointer<AppConfiguration>, emptyPlistList: Assumptions.EmptyPlistList
  ) -> (mask: InterfaceOrientationMask, source: AppMaskSource) {
    let plist = effectivePlist(of: app)
    guard plist.isPresent, !plist.isEmpty || emptyPlistList != .likeMissingKey else {
      return (app.pointee.idiom.defaultOrientations, .idiomDefault)
    }
    return (plist.mask, .infoPlist)
  }
}

/// What UIKit reads of an Info.plist orientation list: its mask, whether the key is present and
/// whether the list is empty. Three bytes, so that the app (held by every session's state) barely
/// grows.
@usableFromInline
struct PlistList: Hashable, Sendable {
  /// The mask's bits: an orientation's mask is one of the four low bits above the first.
  @usableFromInline let maskBits: UInt8
  @usableFromInline let isPresent: Bool
  @usableFromInline let isEmpty: Bool

  @inlinable var mask: InterfaceOrientationMask {
    InterfaceOrientationMask(rawValue: UInt(maskBits))
  }

  @inlinable
  init(_ list: [InterfaceOrientation]?) {
    let mask = list?.reduce(into: InterfaceOrientationMask()) { $0.formUnion($1.mask) } ?? []
    maskBits = UInt8(truncatingIfNeeded: mask.rawValue)
    isPresent = list != nil
    isEmpty = list?.isEmpty ?? false
  }
}
