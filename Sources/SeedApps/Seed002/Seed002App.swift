public import UIKitModel

/// Seed 002, RotationDemo: its Objective-C translated line by line into Swift classes, checked as
/// an app.
///
/// Source: `shared/seeds/002_ed13b38645b636cd.txt` (`SeedArticle.rotationDemo`) and the demo it
/// links, zhushengxiong/RotationDemo @280a347 (C2 in `uikit-rules.md`), for what the article
/// does not list (the app delegate's class and `didFinishLaunching`, `OriginViewController`,
/// `ViewController`'s buttons, `PushViewController`, `PresentViewController`). Its flaws stay: a
/// message to `nil` answers 0 (`NO`, `[]`, `unknown`), so a tab bar without a selection raises
/// E2 (E1 from iOS 16); the base screen's `shouldAutorotate` NO is what spares E1 while the flags
/// say landscape; the flags are reset in `dealloc`, whenever UIKit lets the screen go.
///
/// Every edit made in translating, file by file (lines that only lay out views, whose
/// translation decides nothing about orientation and which the model has no views for, are left
/// out everywhere: frames, colours, fonts, titles, `addSubview:`, `viewWillTransitionToSize:`'s
/// and `willRotateToInterfaceOrientation:`'s centring of a button):
/// - `AppDelegate.swift` (the demo's `AppDelegate.h` and `.m`): `RotationType`'s `typedef enum`
///   is a Swift enum with the same case names; the `break` after each `return` is dropped
///   (unreachable in Swift). `ArticleAppDelegate.swift`: the article's own listing of
///   `application:supportedInterfaceOrientationsForWindow:`, which disagrees with the demo's, as
///   a subclass overriding it (one module cannot hold two `AppDelegate`s).
/// - `BaseTabBarController.swift` (the article's listing): `- (instancetype)init` is `init()`,
///   with the `required init?(coder:)` Swift asks of a subclass with its own initialiser;
///   `NSClassFromString(vcClassName)` then `alloc init` is a list of the four classes' initialisers
///   (Swift builds a class from its metatype only through a `required` initialiser, and
///   `UIViewController`'s `init()` is not one); `NavigationController` is `BaseNavigationController`
///   (the demo's line; the article's own list of base classes names only that one); the titles
///   (`navigationItem.title`, `tabBarItem`) are left out; `addChildViewController:` is
///   `addChild(_:)`.
/// - `BaseTabBarController.swift`, `BaseNavigationController.swift`: `[self.selectedViewController
///   shouldAutorotate]` is `selectedViewController?.shouldAutorotate ?? false`, and `?? []`, `??
///   .unknown` for the mask and the orientation: what a message to `nil` answers.
/// - `ViewController.swift`: `ViewController1` … `ViewController4`, which the article's tab bar
///   names and the demo does not have (its four tabs are `ViewController`), are subclasses of the
///   demo's `ViewController`; `AppDelegate *delegate = [UIApplication sharedApplication].delegate`
///   is `as? AppDelegate` (Objective-C converts silently; `nil` stays `nil`).
/// - `PushViewController.swift`, `PresentViewController.swift`: `dealloc` is `isolated deinit`
///   (it reads the main-actor `UIApplication.shared`; Swift 6.2 runs it on the main actor on every
///   iOS version); `forceRotateToRight:`'s `respondsToSelector:` + `NSInvocation` calling the
///   private `setOrientation:` is `UIDevice.current.setValue(_:forKey: "orientation")`, the same
///   setter by key-value coding.
/// - `CustomViewController.swift` (the article's listing): `return UIInterfaceOrientationPortrait`
///   where a mask is expected is written out as the mask of that raw value (Objective-C converts
///   the enum silently; raw 1 is no orientation's bit).
///
/// A limit of the model, not of the demo: a call the app makes is applied when its code returns,
/// while UIKit applies `setOrientation:` at once, so `forceRotateToRight:`'s `_shouldAutorotate`
/// switched to YES around the call is seen switched back (up to iOS 15 the page does not turn).
/// The flags reset in `deinit` runs when UIKit lets the page go (after its pop or dismissal) and
/// changes what the app delegate answers without an evaluation, as on a device.
///
/// The app: Info.plist with an empty orientation list (`<array/>`); the app delegate with the
/// global flags; `OriginViewController` in a `BaseNavigationController` at launch; its screens the
/// tab bar, `PushViewController`, `PresentViewController` and `CustomViewController`; its actions
/// the demo's buttons (see ``ActionName``). A controller of a generated hierarchy is a
/// `BaseViewController` that answers what it declares where it declares it
/// (``GeneratedScreen``), a `BaseNavigationController` or a `BaseTabBarController`.
public enum RotationDemo {
  /// Which listing of `application(_:supportedInterfaceOrientationsFor:)` the app runs.
  public enum AppDelegateListing: Sendable {
    /// The demo's `AppDelegate.m`: `Rotate` ? (one: landscape, two: all, else portrait) :
    /// portrait.
    case demo
    /// The article's: `Rotate` ? all : (one: landscape, two: portrait, else portrait).
    case article
  }

  /// `rotation-demo`.
  public static let rotationDemo = app(.demo)
  /// `rotation-demo-article-switch`.
  public static let rotationDemoArticleSwitch = app(.article)

  /// The demo with the app delegate of `listing`.
  public static func app(_ listing: AppDelegateListing) -> UIKitApp {
    UIKitApp(
      name: listing == .demo ? "rotation-demo" : "rotation-demo-article-switch",
      infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: []),
      appDelegate: { listing == .demo ? AppDelegate() : ArticleAppDelegate() },
      rootViewController: { BaseNavigationController(rootViewController: OriginViewController()) },
      screens: [
        .screen { BaseTabBarController() }, .screen { PushViewController() },
        .screen { PresentViewController() }, .screen { CustomViewController() },
      ],
      baseClasses: UIKitApp.BaseClasses(
        content: { GeneratedScreen() }, navigation: { BaseNavigationController() },
        tabBar: { BaseTabBarController() }),
      actions: actions)
  }

  /// The demo's buttons.
  static let actions: [UIKitApp.Action] = [
    .action(ActionName.presentTabBar) { (origin: OriginViewController) in
      origin.presentToOtherVC()
    },
    .action(ActionName.pushToOtherVC) { (screen: ViewController) in screen.pushToOtherVC() },
    .action(ActionName.presentToOtherVC) { (screen: ViewController) in screen.presentToOtherVC() },
    .action(ActionName.pushAllowedRotation) { (page: PushViewController) in
      page.allowedRotation(button(selected: page.shouldAutorotate))
    },
    .action(ActionName.presentAllowedRotation) { (page: PresentViewController) in
      page.allowedRotation(button(selected: page.shouldAutorotate))
    },
    .action(ActionName.customAllowedRotation) { (page: CustomViewController) in
      page.allowedRotation(button(selected: page.shouldAutorotate))
    },
    .action(ActionName.forceRotateToRight) { (page: PresentViewController) in
      page.forceRotateToRight(page)
    },
    .action(ActionName.popVC) { (page: PushViewController) in page.popVC() },
    .action(ActionName.dismissVC) { (page: PresentViewController) in page.dismissVC() },
  ]

  /// The red button, as its action receives it: selected exactly when the screen autorotates
  /// (each tap sets both to the same value).
  @MainActor
  static func button(selected: Bool) -> UIButton {
    let button = UIButton(type: .custom)
    button.isSelected = selected
    return button
  }

  /// The names of the demo's buttons, as actions.
  public enum ActionName {
    /// `OriginViewController`'s "Present to Other VC": presents the tab bar.
    public static let presentTabBar = "OriginViewController.presentToOtherVC"
    /// `ViewController`'s "Push to Other VC": the flags for a push, then `PushViewController`.
    public static let pushToOtherVC = "pushToOtherVC"
    /// `ViewController`'s "Present to Other VC": the flags for a present, then
    /// `PresentViewController`.
    public static let presentToOtherVC = "presentToOtherVC"
    /// `PushViewController`'s red button, `allowedRotation:`.
    public static let pushAllowedRotation = "PushViewController.allowedRotation"
    /// `PresentViewController`'s red button, `allowedRotation:`.
    public static let presentAllowedRotation = "PresentViewController.allowedRotation"
    /// The article's `CustomViewController`'s red button, `allowedRotation:`.
    public static let customAllowedRotation = "CustomViewController.allowedRotation"
    /// `PresentViewController`'s `forceRotateToRight:`.
    public static let forceRotateToRight = "forceRotateToRight"
    /// `PushViewController`'s "Pop the VC".
    public static let popVC = "popVC"
    /// `PresentViewController`'s "Dismiss the VC".
    public static let dismissVC = "dismissVC"
  }
}

/// A screen of a generated hierarchy in the demo: a `BaseViewController` whose declared answers
/// replace the base class's one method at a time, as `PushViewController` and
/// `PresentViewController` replace them.
final class GeneratedScreen: BaseViewController {
  override var shouldAutorotate: Bool {
    declaredAnswers.shouldAutorotate ?? super.shouldAutorotate
  }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    declaredAnswers.preferredInterfaceOrientationForPresentation
      ?? super.preferredInterfaceOrientationForPresentation
  }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    declaredAnswers.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
}
