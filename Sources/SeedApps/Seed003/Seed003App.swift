public import UIKitModel

/// Seed 003: the navigation controller subclass and the navigation delegate that answer the top
/// screen's mask, each with and without the article's force in `viewDidLoad`, checked as apps.
///
/// Source: `shared/seeds/003_b4a17f6c749ba565.txt` (`SeedArticle.navigationForwarding`). The
/// files under `Article/` are its code; the defect it states stays: "这时候界面并不会在push
/// B的时候立刻变成.portrait，需要旋转一下设备" (a push or a pop turns nothing until the device
/// moves, R15), and the force in `viewDidLoad` runs once, when a screen is first shown, so a pop
/// back forces nothing; from iOS 16 it only logs E6 (R19).
///
/// Every edit made to the article's code, file by file:
/// - `AppDelegate.swift` (§控制界面旋转方向 2): the method is the article's; the class around it
///   is added (the article shows the method alone).
/// - `NavigationController.swift` ("网络上面提供的解决方案"): the three overrides are the article's;
///   the class around them is added, named as the scenario names it.
/// - `DelegateNavigationController.swift` ("Apple提供的方案"): the method is the article's. Its
///   `self.topViewController` makes the delegate a navigation controller, so the class around it
///   is a `UINavigationController` subclass that is its own `UINavigationControllerDelegate`; the
///   article does not say where the delegate is set: its initialisers set it, so that UIKit finds
///   it from the first question on.
/// - `Screens.swift`: the screens are described, not listed ("先往navigationController推一个只支持
///   .landscape的viewController A，然后再推一个只支持.portrait的viewController B"): each overrides
///   `supportedInterfaceOrientations` with its mask, in the form of the article's §3 listing.
/// - `ForcedScreens.swift` ("目前的解决方案"): the `viewDidLoad` listing, in each screen with the
///   value it wants: `.portrait` as listed, `.landscapeRight` for A (the first landscape pose).
///
/// The app: Info.plist Xcode's iPhone default, the app delegate above, launched on the portrait
/// screen in the navigation controller; its screens A and B (and the portrait screen). A
/// controller of a generated hierarchy is UIKit's own class (which answers what it declares),
/// forcing the orientation it declares in `viewDidLoad` when the app forces
/// (``ForcingGeneratedScreen``); an app navigation controller is the article's.
public enum ScreenRotationNotes {
  /// How the navigation controller answers its top screen's mask.
  public enum Forwarding: Sendable {
    /// The subclass that overrides the three questions.
    case subclass
    /// The navigation controller that is its own delegate.
    case delegate
  }

  /// `nav-forwarding`.
  public static let navForwarding = app(.subclass, forcesInViewDidLoad: true)
  /// `nav-forwarding-no-force`.
  public static let navForwardingNoForce = app(.subclass, forcesInViewDidLoad: false)
  /// `nav-delegate`.
  public static let navDelegate = app(.delegate, forcesInViewDidLoad: true)
  /// `nav-delegate-no-force`.
  public static let navDelegateNoForce = app(.delegate, forcesInViewDidLoad: false)

  /// The app whose navigation controller answers by `forwarding`, its screens forcing their
  /// orientation in `viewDidLoad` or not.
  public static func app(_ forwarding: Forwarding, forcesInViewDidLoad force: Bool) -> UIKitApp {
    let name = forwarding == .subclass ? "nav-forwarding" : "nav-delegate"
    let forcing: @MainActor @Sendable () -> UIViewController = { ForcingGeneratedScreen() }
    return UIKitApp(
      name: name + (force ? "" : "-no-force"),
      appDelegate: { AppDelegate() },
      rootViewController: { navigation(forwarding, root: screen(ScreenName.portrait, force)) },
      screens: [ScreenName.portrait, ScreenName.landscapeA, ScreenName.portraitB].map { name in
        .screen(name) { screen(name, force) }
      },
      baseClasses: UIKitApp.BaseClasses(
        content: force ? forcing : nil, navigation: { navigation(forwarding, root: nil) }))
  }

  /// The article's navigation controller for `forwarding`, on `root` if any.
  @MainActor
  static func navigation(_ forwarding: Forwarding, root: UIViewController?)
    -> UINavigationController
  {
    switch (forwarding, root) {
    case (.subclass, let root?): NavigationController(rootViewController: root)
    case (.subclass, nil): NavigationController(nibName: nil, bundle: nil)
    case (.delegate, let root?): DelegateNavigationController(rootViewController: root)
    case (.delegate, nil): DelegateNavigationController(nibName: nil, bundle: nil)
    }
  }

  /// The screen `name` names, forcing its orientation in `viewDidLoad` or not.
  @MainActor
  static func screen(_ name: String, _ force: Bool) -> UIViewController {
    switch (name, force) {
    case (ScreenName.landscapeA, false): LandscapeViewControllerA()
    case (ScreenName.landscapeA, true): ForcedLandscapeViewControllerA()
    case (ScreenName.portraitB, false): PortraitViewControllerB()
    case (ScreenName.portraitB, true): ForcedPortraitViewControllerB()
    case (_, false): PortraitViewController()
    case (_, true): ForcedPortraitViewController()
    }
  }

  /// The names scenario text gives the app's screens.
  public enum ScreenName {
    /// The portrait screen the navigation controller starts on.
    public static let portrait = "PortraitViewController"
    /// "viewController A", landscape only.
    public static let landscapeA = "LandscapeViewControllerA"
    /// "viewController B", portrait only.
    public static let portraitB = "PortraitViewControllerB"
  }
}

/// A screen of a generated hierarchy in an app whose screens force in `viewDidLoad`: it sets
/// `UIDevice.orientation` to the orientation it declares (its preferred one when its mask holds
/// it, else the first of its mask in the order portrait, landscape right, landscape left, upside
/// down); one that declares no mask has no such code.
final class ForcingGeneratedScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    guard let mask = declaredAnswers.supportedInterfaceOrientations else { return }
    let order: [UIInterfaceOrientation] = [
      .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
    ]
    let preferred = declaredAnswers.preferredInterfaceOrientationForPresentation
    guard let wanted = preferred.flatMap({ mask.contains($0) ? $0 : nil }) ?? mask.first(in: order)
    else { return }
    UIDevice.current.setValue(wanted.rawValue, forKey: "orientation")
  }
}
