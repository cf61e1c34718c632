public import UIKitModel

/// Seed 004: the app delegate that answers the key window root's mask, the tab bar that digs to
/// the top screen, and the article's ways of forcing one page to landscape, checked as apps.
///
/// Source: `shared/seeds/004_796edd6786a59b37.txt` (`SeedArticle.rootDriven`), "iOS怎样强制单个
/// 页面横屏". The files under `Article/` are its Objective-C translated line by line; its flaws
/// stay: a full-screen page presented over portrait tabs has nothing in common with the root's
/// mask (E1); a list popped back to stays landscape until the device turns (R15); key-value
/// coding only logs E6 from iOS 16 (R19); the throw-away helper presented `.automatic` is a sheet
/// from iOS 13 and decides nothing (R3).
///
/// Every edit made in translating the article's code, file by file:
/// - `AppDelegate.swift`: `[window isKeyWindow] == YES && window.rootViewController != nil`
///   reads the optional window with `?.`, and the root with `!` once tested, as Swift needs.
/// - `RiceTabBarController.swift`: `isKindOfClass:` is `is`, the cast `as!`; `respondsToSelector:`
///   is a test against `nil` (every view controller responds to the three methods; a message to
///   `nil` answers `NO`, so a missing top or selection falls through to `YES` and all).
/// - `RiceNavigationController.swift`: named by the article, never listed: it overrides nothing.
/// - `Screens.swift`: the pages are described, not listed (大部分页面是竖屏的, 个别页面可以横竖旋转
///   (PDF), 个别页面只能横屏（视频播放）): each implements `supportedInterfaceOrientations`, as the
///   article says the topmost controller does ("只要 topmost 的 ViewController 实现了
///   supportedInterfaceOrientations 这个方法").
/// - `VideoViewController+Forcing.swift`: each `viewDidAppear` listing in a subclass of the video
///   page: `[NSNumber numberWithInt:…]` is `NSNumber(value:)`; the first listing's unused
///   `currentOrientation` is `_ =` (the compiler's fix-it); `dispatch_async(dispatch_get_main_queue(),
///   ^{…})` with `__weak`/`__strong` self is `DispatchQueue.main.async { [weak self] in if self !=
///   nil {…} }`; `orientationChanged` is a stored property (the article uses `self.orientationChanged`
///   without declaring it). One line is not the article's:
///   `vc.modalPresentationStyle = rotationHelpPresentationStyle`, so that one class serves the
///   article's helper (`.automatic`, what `init` leaves) and the full-screen variant.
///
/// A limit of the model, not of the article: UIKitModel does not turn the main queue within a
/// session, so the flip's `DispatchQueue.main.async` block (restoring the device value) never runs
/// there; the device keeps reporting the forced value.
///
/// The app: Info.plist Xcode's iPhone default; a `RiceTabBarController` of two
/// `RiceNavigationController` tabs on the portrait list; its screens the list, the PDF page and
/// the video page, forcing as the variant says. A controller of a generated hierarchy is a view
/// controller answering what it declares, a `RiceNavigationController` or a `RiceTabBarController`.
public enum SingleLandscapePage {
  /// How the video page is brought to landscape.
  public enum Forcing: String, CaseIterable, Sendable {
    /// The first listing: `setValue(UIDeviceOrientationLandscapeLeft, forKey: "orientation")`.
    case kvc
    /// The fix: landscape right when the device already is landscape left, then the saved value
    /// restored on the main queue.
    case kvcFlipAndRestore = "flip-and-restore"
    /// "还有一种方法": once per page, a throw-away helper presented and dismissed, unanimated.
    case presentAndDismiss = "present-and-dismiss"
    /// "还有一种方式": the page is presented instead of pushed, and forces nothing.
    case presentInstead = "present-instead"
  }

  /// `root-driven`.
  public static let rootDriven = app(forcing: .kvcFlipAndRestore)
  /// `root-driven-kvc`.
  public static let rootDrivenKVC = app(forcing: .kvc)
  /// `root-driven-present-and-dismiss`.
  public static let rootDrivenPresentAndDismiss = app(forcing: .presentAndDismiss)
  /// `root-driven-present-and-dismiss-fullScreen`.
  public static let rootDrivenPresentAndDismissFullScreen = app(
    forcing: .presentAndDismiss, helperStyle: .fullScreen)
  /// `root-driven-present-instead`.
  public static let rootDrivenPresentInstead = app(forcing: .presentInstead)

  /// The helper's name in scenario text.
  public static let helperName = "VideoPlayerRotationHelpViewController"

  /// The app whose video page forces as `forcing` says, a helper presented in `helperStyle`.
  public static func app(forcing: Forcing, helperStyle: UIModalPresentationStyle = .automatic)
    -> UIKitApp
  {
    var name = "root-driven"
    if forcing != .kvcFlipAndRestore { name += "-" + forcing.rawValue }
    if helperStyle != .automatic { name += "-" + helperStyle.name }
    return UIKitApp(
      name: name,
      appDelegate: { AppDelegate() },
      rootViewController: {
        let tabBar = RiceTabBarController()
        tabBar.viewControllers = [
          RiceNavigationController(rootViewController: ListViewController()),
          RiceNavigationController(rootViewController: ListViewController()),
        ]
        return tabBar
      },
      screens: [
        .screen(ScreenName.list) { ListViewController() },
        .screen(ScreenName.pdf) { PDFViewController() },
        .screen(ScreenName.video) { videoPage(forcing, helperStyle: helperStyle) },
      ],
      baseClasses: UIKitApp.BaseClasses(
        content: { DeclaredScreen() }, navigation: { RiceNavigationController() },
        tabBar: { RiceTabBarController() }))
  }

  /// The video page whose `viewDidAppear` forces as `forcing` says.
  @MainActor
  static func videoPage(_ forcing: Forcing, helperStyle: UIModalPresentationStyle)
    -> VideoViewController
  {
    switch forcing {
    case .kvc: return KVCVideoViewController()
    case .kvcFlipAndRestore: return FlipVideoViewController()
    case .presentAndDismiss:
      let page = PresentAndDismissVideoViewController()
      page.rotationHelpPresentationStyle = helperStyle
      return page
    case .presentInstead: return VideoViewController()
    }
  }

  /// The names scenario text gives the app's screens.
  public enum ScreenName {
    /// The portrait list.
    public static let list = "ListViewController"
    /// The PDF page, which rotates every way.
    public static let pdf = "PDFViewController"
    /// The landscape-only video page.
    public static let video = "VideoViewController"
  }
}

/// A screen of a generated hierarchy: a view controller that answers what it declares (UIKit's
/// own implementation returns a controller's declared answers).
final class DeclaredScreen: UIViewController {}
