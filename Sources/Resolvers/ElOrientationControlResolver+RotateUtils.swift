public import OrientationSpec

/// The article's forcing helper and the places its app calls it, as the resolver's refresh strategy.
///
/// The per-screen facts the app keeps in stored properties are read from the
/// screens' declared answers, and changed with `.declare` events:
/// - **The player** (`PlayerViewController`) is the one screen that overrides
///   `isForbidInteractivePopGesture`, to return `_isLandscape`: a screen whose
///   ``DeclaredAnswers/forbidsInteractivePop`` is set is a player, and the
///   value is its `_isLandscape`. Its mask and preferred orientation are
///   `.landscapeRight` or `.portrait` to match.
/// - **The remembered orientation** ("第一次是默认竖屏，之后进入时，由用户最后
///   退出播放器时的阅读方向来决定") is the argument the app passes to
///   `PlayerViewController(isLandscape:)`: the pushed player's declaration.
/// - **The rotate button** toggles `_isLandscape`: a `.declare` event that
///   replaces the player's declared answers with the other orientation's.
/// - **The login's `_isPreViewControllerAtLandscapeMode`** is the comment
///   screen's `_isLandscape`, passed on when the comment presents the login:
///   after the login is dismissed, its presenter declares a landscape-only
///   mask.
///
/// The calls, by the event the System reports:
/// - `.push` of a player: `viewDidLoad` runs `updateOrientationIfNeeded(true)`.
/// - `.declare` on a player: `onChangeOrientationBtnTapped` forces the new orientation.
/// - `.pop`, `.popToRoot` or a finished back-swipe uncovering a player:
///   `viewWillAppear` runs `updateOrientationIfNeeded()`, whose guards
///   (`force || !_isLandscape` to go landscape, `force || _isLandscape` to go
///   portrait) never let an unforced call through: nothing happens.
/// - `.dismiss` whose presenter declares a landscape-only mask: the login's
///   `closeController` calls `rotateToLandscape()`. The app calls it just
///   *before* `dismiss(animated:)`; a refresh strategy runs after its event,
///   so here it runs just after. Under the rules that changes no outcome: the
///   portrait login does not allow the forced pose, and the dismissal already
///   restores the comment screen's preferred landscape (R14).
extension ElOrientationControlResolver {
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard let subject else { return [] }
    switch event {
    case .push, .declare:
      guard let isLandscape = Self.playerIsLandscape(subject) else { return [] }
      return Self.updateOrientationIfNeeded(isLandscape: isLandscape, force: true)
    case .pop, .popToRoot, .endInteractivePop(finished: true):
      guard let isLandscape = Self.playerIsLandscape(subject) else { return [] }
      return Self.updateOrientationIfNeeded(isLandscape: isLandscape, force: false)
    case .dismiss:
      guard Self.isPreViewControllerAtLandscapeMode(presenter: subject) else { return [] }
      return UIRotateUtils.rotateToLandscape()
    default:
      return []
    }
  }

  /// The player's `_isLandscape`, or `nil` when `controller` is not a player.
  public static func playerIsLandscape(_ controller: ControllerHandle<Self>) -> Bool? {
    guard controller.kind == .content else { return nil }
    return controller.declared.forbidsInteractivePop
  }

  /// The login's `_isPreViewControllerAtLandscapeMode`, read from the screen that presented it.
  static func isPreViewControllerAtLandscapeMode(presenter: ControllerHandle<Self>) -> Bool {
    guard presenter.kind == .content,
      let mask = presenter.declared.supportedInterfaceOrientations, !mask.isEmpty
    else { return false }
    return mask.isSubset(of: .landscape)
  }

  /// `PlayerViewController.updateOrientationIfNeeded(_:)` with its two guarded helpers, as written.
  public static func updateOrientationIfNeeded(isLandscape: Bool, force: Bool) -> [Event] {
    if isLandscape {
      // toLandscapeOrientation(force)
      guard force || !isLandscape else { return [] }
      return UIRotateUtils.rotateToLandscape()
    } else {
      // toPortraitOrientation(force)
      guard force || isLandscape else { return [] }
      return UIRotateUtils.rotateToPortrait()
    }
  }

  /// `UIRotateUtils` (`ELUIRotateUtils`): sets `UIDevice.current`'s `"orientation"` by key-value coding, unknown first.
  ///
  /// The values are `UIInterfaceOrientation` raw values set as a
  /// `UIDeviceOrientation`: `.landscapeRight` (3) becomes the device's
  /// `.landscapeLeft` (3), which UIKit turns back into the interface's
  /// `.landscapeRight` (R20). Unknown goes first because setting the value
  /// already reported does nothing (R19). From iOS 16 both settings only log
  /// E6.
  public enum UIRotateUtils {
    /// `UIRotateUtils.Orientation`, mapped to `UIInterfaceOrientation` raw values.
    public enum Orientation: Hashable, Sendable {
      case portrait, portraitUpsideDown, landscapeRight, landscapeLeft, unknown

      /// `mapRawValue`: the `UIInterfaceOrientation` raw value.
      public var mapRawValue: Int {
        switch self {
        case .portrait: InterfaceOrientation.portrait.rawValue
        case .portraitUpsideDown: InterfaceOrientation.portraitUpsideDown.rawValue
        case .landscapeRight: InterfaceOrientation.landscapeRight.rawValue
        case .landscapeLeft: InterfaceOrientation.landscapeLeft.rawValue
        case .unknown: InterfaceOrientation.unknown.rawValue
        }
      }

      /// The device pose `setValue(mapRawValue, forKey: "orientation")` sets.
      var devicePose: DeviceOrientation { DeviceOrientation(rawValue: mapRawValue)! }
    }

    /// `rotateToPortrait(_:)`, by default to portrait.
    public static func rotateToPortrait(_ orientation: Orientation = .portrait) -> [Event] {
      rotate(to: orientation)
    }

    /// `rotateToLandscape(_:)`, by default to landscape right.
    public static func rotateToLandscape(_ orientation: Orientation = .landscapeRight) -> [Event] {
      rotate(to: orientation)
    }

    /// `rotate(to:)`: unknown first ("需要先设置成 unknown 哟"), then the target.
    public static func rotate(to orientation: Orientation) -> [Event] {
      [
        .setDeviceOrientation(Orientation.unknown.devicePose),
        .setDeviceOrientation(orientation.devicePose),
      ]
    }
  }
}
