/// What the sessions of an app checked as its own classes are made of: the screens its code
/// builds, the actions it can fire, how it launches, its Info.plist and the devices it runs on.
///
/// A session generator given a vocabulary draws from it instead of inventing apps: the app
/// configuration keeps the app's Info.plist and draws only the device and the iOS version; the
/// first hierarchy is usually the app's own launch hierarchy; pushes, presentations and new
/// windows are usually the app's screens, as its factories build them; and `action` events fire
/// the app's actions. UIKitModel makes one from an app's description.
public struct AppVocabulary: Hashable, Sendable {
  /// A screen the app's code builds: the name scenario text gives it and the tree its factory
  /// makes (a navigation controller around a login screen is one screen).
  public struct Screen: Hashable, Sendable {
    public var name: String
    public var tree: ControllerSpec

    public init(name: String, tree: ControllerSpec) {
      self.name = name
      self.tree = tree
    }
  }

  /// The screens the generator may push, present or show in a window.
  public var screens: [Screen]
  /// The names of the app's actions (`action` events).
  public var actions: [String]
  /// The hierarchy the app builds at launch; `nil` when it has none to give (every session then
  /// starts from a generated hierarchy).
  public var launch: Hierarchy?
  /// The app as its Info.plist describes it; the generator draws its idiom and iOS version.
  public var app: AppConfiguration
  /// The devices the app runs on.
  public var idioms: [UserInterfaceIdiom]
  /// The oldest iOS version the app supports (its deployment target).
  public var minimumVersion: OSVersion
  /// The kinds of controller the app has base classes for: a generated controller of another
  /// kind is an instance of UIKit's own class, a system controller.
  public var baseClassKinds: Set<ControllerKind>
  /// Whether the app shows several scenes (its Info.plist's `UIApplicationSupportsMultipleScenes`):
  /// only then do its sessions connect and disconnect scenes.
  public var connectsScenes: Bool

  public init(
    screens: [Screen] = [], actions: [String] = [], launch: Hierarchy? = nil,
    app: AppConfiguration = AppConfiguration(), idioms: [UserInterfaceIdiom] = [.phone],
    minimumVersion: OSVersion = .iOS12, baseClassKinds: Set<ControllerKind> = [],
    connectsScenes: Bool = true
  ) {
    self.baseClassKinds = baseClassKinds
    self.connectsScenes = connectsScenes
    self.screens = screens
    self.actions = actions
    self.launch = launch
    self.app = app
    self.idioms = idioms.isEmpty ? [.phone] : idioms
    self.minimumVersion = minimumVersion
  }
}

/// A resolver whose sessions are made of an app's own vocabulary (an app checked as its own
/// classes): the checker, `fuzz`, `replay` and the Swift Testing adapter generate its sessions
/// from it. Package-level: not part of what a user conforms to.
package protocol VocabularyProviding: OrientationResolver {
  /// The app's vocabulary.
  var vocabulary: AppVocabulary { get }
}

extension OrientationResolver {
  /// The app's vocabulary, when the resolver is an app checked as its own classes.
  package var appVocabulary: AppVocabulary? { (self as? any VocabularyProviding)?.vocabulary }
}
