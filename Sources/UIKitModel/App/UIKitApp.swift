public import OrientationSpec

/// An app checked as its own classes: how it is built, and what its sessions are made of.
///
/// ```swift
/// @MainActor let myApp = UIKitApp(
///   name: "my-app",
///   infoPlist: InfoPlist(supportedInterfaceOrientations: [.portrait]),
///   appDelegate: { AppDelegate() },
///   rootViewController: { MainTabBarController() },
///   screens: [.screen { PlayerViewController() }, .screen { SettingsViewController() }],
///   baseClasses: BaseClasses(navigation: { BaseNavigationController() }),
///   actions: [.action("rotate") { (player: PlayerViewController) in player.rotateTapped() }])
/// ```
///
/// It is a resolver: `expectInvariants(myApp)`, `Checker.check(myApp)`, `matrix`, `fuzz`,
/// `replay` and `run` check the app's own classes, created afresh for each session. UIKit asks
/// its questions of the instances, whose overrides answer with the app's code and whose `super`
/// is UIKit's own answer, as the specification gives it; the calls the app makes (presenting,
/// pushing, forcing a rotation) are events run through the same rules. The generator draws the
/// app's configuration from its Info.plist, starts from its launch hierarchy, pushes and presents
/// its screens, and fires its actions.
public struct UIKitApp: Sendable {
  /// The description, held once: a question copies the app with one reference count.
  let parts: Parts

  /// The command-line name.
  public var name: String { parts.name }
  /// The app's Info.plist, as far as orientation goes.
  public var infoPlist: InfoPlist { parts.infoPlist }
  /// The devices the app runs on.
  public var idioms: [UIUserInterfaceIdiom] { parts.idioms }
  /// The oldest iOS version the app supports.
  public var deploymentTarget: Int { parts.deploymentTarget }
  /// Makes the app delegate; `nil` for an app delegate that implements no orientation method.
  public var makeAppDelegate: (@MainActor @Sendable () -> any UIApplicationDelegate)? {
    parts.makeAppDelegate
  }
  /// Makes the scene delegate of each scene (a `UIWindowSceneDelegate`, as the Info.plist's
  /// scene configuration names its class); `nil` for an app without one. Its
  /// `supportedInterfaceOrientations(for:)` is asked from iOS 27 (R5).
  public var makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? {
    parts.makeSceneDelegate
  }
  /// Makes the key window's root view controller at launch (with what it holds).
  public var makeRootViewController: (@MainActor @Sendable () -> UIViewController)? {
    parts.makeRootViewController
  }
  /// The screens the app's code builds, which the generator pushes, presents and shows.
  public var screens: [Screen] { parts.screens }
  /// The app's base classes, for the controllers of a generated hierarchy that are not one of
  /// its screens.
  public var baseClasses: BaseClasses { parts.baseClasses }
  /// The app's own actions (a rotate button), which the generator fires.
  public var actions: [Action] { parts.actions }
  /// Resets the app's global state (a singleton's flag) before each session: instances are made
  /// afresh, globals are the app's to reset.
  public var resetState: (@MainActor @Sendable () -> Void)? { parts.resetState }
  /// Whether the app's own rotation lock is on (a flag its lock button toggles), read from the
  /// running session's `UIApplication.shared` after the app's code runs; `nil` for an app with
  /// no lock of its own. `follows-device` judges device turns by it (UIKitModel.md).
  public var rotationLock: (@MainActor @Sendable (UIApplication) -> Bool)? { parts.rotationLock }
  /// What the generator draws the app's sessions from, captured from the factories the first
  /// time it is needed (on the main actor).
  public var vocabulary: AppVocabulary { Bridge.capture(self).vocabulary }
  /// The factories by the name scenario text gives their trees' roots.
  var factories: [String: @MainActor @Sendable () -> UIViewController] {
    Bridge.capture(self).factories
  }

  /// An app's description; nothing of it runs until it is checked (on the main actor).
  public init(
    name: String, infoPlist: InfoPlist = InfoPlist(), idioms: [UIUserInterfaceIdiom] = [.phone],
    deploymentTarget: Int = 12,
    appDelegate: (@MainActor @Sendable () -> any UIApplicationDelegate)? = nil,
    sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil,
    rootViewController: (@MainActor @Sendable () -> UIViewController)? = nil,
    screens: [Screen] = [], baseClasses: BaseClasses = BaseClasses(), actions: [Action] = [],
    resetState: (@MainActor @Sendable () -> Void)? = nil,
    rotationLock: (@MainActor @Sendable (UIApplication) -> Bool)? = nil
  ) {
    parts = Parts(
      name: name, infoPlist: infoPlist, idioms: idioms.isEmpty ? [.phone] : idioms,
      deploymentTarget: deploymentTarget, makeAppDelegate: appDelegate,
      makeSceneDelegate: sceneDelegate, makeRootViewController: rootViewController,
      screens: screens, baseClasses: baseClasses, actions: actions, resetState: resetState,
      rotationLock: rotationLock)
  }

  /// What an app's description holds, and its capture once made (only the main actor reads or
  /// writes it).
  final class Parts: @unchecked Sendable {
    let name: String
    let infoPlist: InfoPlist
    let idioms: [UIUserInterfaceIdiom]
    let deploymentTarget: Int
    let makeAppDelegate: (@MainActor @Sendable () -> any UIApplicationDelegate)?
    let makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
    let makeRootViewController: (@MainActor @Sendable () -> UIViewController)?
    let screens: [Screen]
    let baseClasses: BaseClasses
    let actions: [Action]
    let resetState: (@MainActor @Sendable () -> Void)?
    let rotationLock: (@MainActor @Sendable (UIApplication) -> Bool)?
    var captured: Captured?

    init(
      name: String, infoPlist: InfoPlist, idioms: [UIUserInterfaceIdiom], deploymentTarget: Int,
      makeAppDelegate: (@MainActor @Sendable () -> any UIApplicationDelegate)?,
      makeSceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?,
      makeRootViewController: (@MainActor @Sendable () -> UIViewController)?, screens: [Screen],
      baseClasses: BaseClasses, actions: [Action], resetState: (@MainActor @Sendable () -> Void)?,
      rotationLock: (@MainActor @Sendable (UIApplication) -> Bool)?
    ) {
      self.name = name
      self.infoPlist = infoPlist
      self.idioms = idioms
      self.deploymentTarget = deploymentTarget
      self.makeAppDelegate = makeAppDelegate
      self.makeSceneDelegate = makeSceneDelegate
      self.makeRootViewController = makeRootViewController
      self.screens = screens
      self.baseClasses = baseClasses
      self.actions = actions
      self.resetState = resetState
      self.rotationLock = rotationLock
    }
  }

  /// The factory whose tree's root scenario text names `name`, if any.
  func factory(named name: String) -> (@MainActor @Sendable () -> UIViewController)? {
    name.isEmpty ? nil : factories[name]
  }

  /// A new instance for a controller of `kind` that is not one of the app's screens: of the
  /// app's base class for an app controller, of UIKit's own class for the others.
  @MainActor
  func makeInstance(of kind: ControllerKind, origin: ControllerOrigin) -> UIViewController {
    if origin == .app, let made = baseClasses.make(kind) { return made }
    switch kind {
    case .content, .container: return UIViewController(nibName: nil, bundle: nil)
    case .navigation: return UINavigationController(nibName: nil, bundle: nil)
    case .tabBar: return UITabBarController(nibName: nil, bundle: nil)
    case .split: return UISplitViewController(nibName: nil, bundle: nil)
    case .page: return UIPageViewController(nibName: nil, bundle: nil)
    case .alert: return UIAlertController(nibName: nil, bundle: nil)
    }
  }

  /// The name scenario text gives an instance the app made: its class's.
  @MainActor
  func name(of instance: UIViewController) -> String { String(describing: type(of: instance)) }
}

extension UIKitApp {
  /// The Info.plist keys that decide orientation.
  public struct InfoPlist: Hashable, Sendable {
    /// `UISupportedInterfaceOrientations`; `nil` when the key is missing.
    public var supportedInterfaceOrientations: [UIInterfaceOrientation]?
    /// `UISupportedInterfaceOrientations~ipad`; `nil` when the key is missing.
    public var supportedInterfaceOrientationsOnPad: [UIInterfaceOrientation]?
    /// `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool
    /// `UIViewControllerBasedStatusBarAppearance`.
    public var viewControllerBasedStatusBarAppearance: Bool
    /// `UIApplicationSupportsMultipleScenes` (in `UIApplicationSceneManifest`): whether the app
    /// shows more than one scene at once. Only then do generated sessions connect and disconnect
    /// scenes (a second window of the app, an external display's scene); without it the app
    /// keeps its one scene, as on a device. Scenario files may connect scenes either way.
    public var supportsMultipleScenes: Bool

    public init(
      supportedInterfaceOrientations: [UIInterfaceOrientation]? = [
        .portrait, .landscapeLeft, .landscapeRight,
      ],
      supportedInterfaceOrientationsOnPad: [UIInterfaceOrientation]? = nil,
      requiresFullScreen: Bool = false, viewControllerBasedStatusBarAppearance: Bool = true,
      supportsMultipleScenes: Bool = false
    ) {
      self.supportedInterfaceOrientations = supportedInterfaceOrientations
      self.supportedInterfaceOrientationsOnPad = supportedInterfaceOrientationsOnPad
      self.requiresFullScreen = requiresFullScreen
      self.viewControllerBasedStatusBarAppearance = viewControllerBasedStatusBarAppearance
      self.supportsMultipleScenes = supportsMultipleScenes
    }
  }

  /// A screen the app's code builds: a factory, and the name scenario text gives it (its root's
  /// class name by default; give one when two factories make the same class differently).
  public struct Screen: Sendable {
    public var name: String?
    public var make: @MainActor @Sendable () -> UIViewController

    public init(_ name: String? = nil, make: @escaping @MainActor @Sendable () -> UIViewController)
    {
      self.name = name
      self.make = make
    }

    /// A screen; `make` builds it as the app does (a navigation controller around a login
    /// screen is one screen).
    public static func screen(
      _ name: String? = nil, _ make: @escaping @MainActor @Sendable () -> UIViewController
    ) -> Screen {
      Screen(name, make: make)
    }
  }

  /// The app's base classes, by the kind of controller they stand for.
  public struct BaseClasses: Sendable {
    /// The screens' base class.
    public var content: (@MainActor @Sendable () -> UIViewController)?
    /// A container of the app's own that shows its children (a side menu): it should pass its
    /// questions on to the child in front.
    public var container: (@MainActor @Sendable () -> UIViewController)?
    public var navigation: (@MainActor @Sendable () -> UINavigationController)?
    public var tabBar: (@MainActor @Sendable () -> UITabBarController)?
    public var split: (@MainActor @Sendable () -> UISplitViewController)?
    public var page: (@MainActor @Sendable () -> UIPageViewController)?

    public init(
      content: (@MainActor @Sendable () -> UIViewController)? = nil,
      container: (@MainActor @Sendable () -> UIViewController)? = nil,
      navigation: (@MainActor @Sendable () -> UINavigationController)? = nil,
      tabBar: (@MainActor @Sendable () -> UITabBarController)? = nil,
      split: (@MainActor @Sendable () -> UISplitViewController)? = nil,
      page: (@MainActor @Sendable () -> UIPageViewController)? = nil
    ) {
      self.content = content
      self.container = container
      self.navigation = navigation
      self.tabBar = tabBar
      self.split = split
      self.page = page
    }

    /// The kinds of controller these classes stand for.
    var kinds: Set<ControllerKind> {
      var kinds: Set<ControllerKind> = []
      if content != nil { kinds.insert(.content) }
      if container != nil { kinds.insert(.container) }
      if navigation != nil { kinds.insert(.navigation) }
      if tabBar != nil { kinds.insert(.tabBar) }
      if split != nil { kinds.insert(.split) }
      if page != nil { kinds.insert(.page) }
      return kinds
    }

    /// A new instance of the app's class for `kind`, if it has one (no closure made per call).
    @MainActor
    func make(_ kind: ControllerKind) -> UIViewController? {
      switch kind {
      case .content: content?()
      case .container: container?()
      case .navigation: navigation?()
      case .tabBar: tabBar?()
      case .split: split?()
      case .page: page?()
      case .alert: nil
      }
    }
  }

  /// One of the app's own actions (a button tap), on the controllers whose class has it.
  public struct Action: Sendable {
    public var name: String
    let accepts: @MainActor @Sendable (UIViewController) -> Bool
    let perform: @MainActor @Sendable (UIViewController) -> Void

    /// `name` calls `body` on a controller of class `Target` (or a subclass).
    public static func action<Target: UIViewController>(
      _ name: String, _ body: @escaping @MainActor @Sendable (Target) -> Void
    ) -> Action {
      Action(
        name: name, accepts: { $0 is Target },
        perform: { if let target = $0 as? Target { body(target) } })
    }
  }
}
