public import UIKitModel

/// Seed 000 (and 001, the same article in traditional Chinese): ELOrientationControlDemo's base
/// classes, screens and app delegate, as the article prints them, checked as an app.
///
/// Source: `shared/seeds/000_d026d4278d79c2c0.txt` (`SeedArticle.elOrientationControl`), the
/// README of emmet7life/ELOrientationControlDemo. The files under `Article/` are the article's
/// code (§正题 2–13), compiled against UIKit or the model unchanged; their flaws stay (the tab
/// bar's union with its preferred orientation, forwarding to `visibleViewController`, which makes
/// an alert ask itself through its presenter: E4, the unforced `viewWillAppear` update that never
/// turns anything, key-value coding that only logs E6 from iOS 16).
///
/// Every edit made to the article's code, file by file:
/// - `AppDelegate.swift` (§正题 2): `@UIApplicationMain` removed (the model starts no app: the
///   description says how it is built); the two `...` lines removed.
/// - `Extension+Constant.swift` (§正题 3): `case . portrait, . portraitUpsideDown` written
///   `case .portrait, .portraitUpsideDown` (a typo: Swift refuses whitespace after the dot).
/// - `UIViewController+Extension.swift` (§正题 4): its one property, `isForbidInteractivePopGesture`,
///   moves into `BaseViewController`: the player overrides it, and a property declared in an
///   extension cannot be overridden since Swift 4 (Swift 3 made it `@objc` implicitly; the
///   `@objc` that fixes it on iOS does not exist on Linux). `BaseNavViewController`'s
///   `gestureRecognizerShouldBegin(_:)` therefore reads it through `topViewController as?
///   BaseViewController`: any other top answers `false`, as the extension did.
/// - `BaseTableViewController.swift` (§正题 7): `UITableViewControlelr` written
///   `UITableViewController` (a typo); its body is `BaseViewController`'s code pasted, as the
///   article says to ("和 BaseViewController 中一模一样的代码，直接黏贴过来即可").
/// - `BaseCollectionViewController` (§正题 8) is left out: its listing repeats
///   `class BaseTableViewController: UITableViewControlelr` (the same class again) and no screen
///   of the article uses it.
/// - `UIRotateUtils.swift` (§正题 9): `@MainActor` added to the class: in Swift 6 mode `static let
///   shared` of a class that is not `Sendable` is refused, with UIKit as with the model (Swift 5
///   mode compiles it either way).
/// - `PlayerViewController.swift` (§正题 10): the `...` of `init(isLandscape:)` filled with
///   `super.init(nibName: nil, bundle: nil)`, and `required init?(coder:)` added (as the demo
///   writes it), which a subclass with its own designated initialiser must provide; `@objc
///   fileprivate` removed from `onChangeOrientationBtnTapped(_:)` (no `@objc` on Linux; the
///   button's target-action is this description's `rotate` action, in another file) and its `...`
///   lines removed.
/// - `WriteCommentViewController.swift` (§正题 11) and `CategoryViewController.swift` (§正题 12):
///   the same initialiser edits.
/// - `UserLoginViewController.swift` (§正题 13): `filepriate` written `fileprivate` (a typo); the
///   `...` parameter and lines of `viewController(_:loginActionResultBlock:...)` removed; the
///   storyboard lookup replaced by `UserLoginViewController()` (the article leaves how the login
///   is built to the app: "构建登录视图控制器的方式，自定", and the model has no storyboards);
///   `fileprivate` removed from `closeController(_:)` (its buttons are this description's
///   `closeController` action); the completion `{ [weak self] _ in` written `{ [weak self] in`
///   (`dismiss`'s completion takes no argument).
///
/// The app, as the article's scenario (案例场景) describes it: Info.plist portrait only (§正题 1),
/// a `BaseTabBarController` of four `BaseNavViewController` tabs (points 1–3); its screens are
/// the player entered portrait or landscape (points 4–5), the comment screen and the catalogue in
/// either orientation (points 7–8) and the login in its navigation controller, presented from a
/// portrait or a landscape screen (points 10–11); its actions are the player's rotate button
/// (point 9) and the login's close (its dismissal restoring landscape). A controller of a
/// generated hierarchy is a ``GeneratedScreen``, a `BaseNavViewController` or a
/// `BaseTabBarController`.
public enum ELOrientationControlDemo {
  /// The app, checked as `el-orientation-control`.
  public static let app = UIKitApp(
    name: "el-orientation-control",
    infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [.portrait]),
    appDelegate: { AppDelegate() },
    rootViewController: {
      let tabBar = BaseTabBarController()
      tabBar.viewControllers = (0..<4).map { _ in
        BaseNavViewController(rootViewController: BaseViewController())
      }
      return tabBar
    },
    screens: [false, true].flatMap { landscape in
      [
        .screen(ScreenName.player(landscape: landscape)) {
          PlayerViewController(isLandscape: landscape)
        },
        .screen(ScreenName.comment(landscape: landscape)) {
          WriteCommentViewController(isLandscape: landscape)
        },
        .screen(ScreenName.catalogue(landscape: landscape)) {
          CategoryViewController(isLandscape: landscape)
        },
        .screen(ScreenName.login(landscape: landscape)) {
          UserLoginViewController.viewController(landscape)
        },
      ]
    },
    baseClasses: UIKitApp.BaseClasses(
      content: { GeneratedScreen() }, navigation: { BaseNavViewController() },
      tabBar: { BaseTabBarController() }),
    actions: [
      .action(ActionName.rotate) { (player: PlayerViewController) in
        player.onChangeOrientationBtnTapped(nil)
      },
      .action(ActionName.closeLogin) { (login: UserLoginViewController) in
        login.closeController(true)
      },
    ])

  /// The names scenario text gives the app's screens: the call that builds each.
  public enum ScreenName {
    /// `PlayerViewController(isLandscape:)`.
    public static func player(landscape: Bool) -> String {
      "PlayerViewController(isLandscape: \(landscape))"
    }
    /// `WriteCommentViewController(isLandscape:)`, presented `.overFullScreen`.
    public static func comment(landscape: Bool) -> String {
      "WriteCommentViewController(isLandscape: \(landscape))"
    }
    /// `CategoryViewController(isLandscape:)`.
    public static func catalogue(landscape: Bool) -> String {
      "CategoryViewController(isLandscape: \(landscape))"
    }
    /// `UserLoginViewController.viewController(_:)`: the login in a `BaseNavViewController`,
    /// presented `.fullScreen`, told whether the screen below is landscape.
    public static func login(landscape: Bool) -> String {
      "UserLoginViewController.viewController(\(landscape))"
    }
  }

  /// The names of the app's actions.
  public enum ActionName {
    /// The player's rotate button: `onChangeOrientationBtnTapped(_:)`.
    public static let rotate = "rotate"
    /// The login's close: `closeController(true)`, which forces landscape first when the screen
    /// below was landscape.
    public static let closeLogin = "closeController"
  }
}
