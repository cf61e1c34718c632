internal import OrientationSpec

/// `UISceneDelegate`: what a scene tells its delegate as it connects and disconnects (every
/// method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Called when a `connectScene` event connects the scene, once its window is installed (the
  /// model builds the window and its root from the event's tree) and the delegate's `window` is
  /// set to it: before its controllers appear.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// Called when a `disconnectScene` event disconnects the scene, after its controllers
  /// disappeared.
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// `UIWindowSceneDelegate`: a window scene's delegate, with its window and, from iOS 27, its
/// scene's supported orientations (A14).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// `window`: set to the scene's key window (else its first) when the delegate is made.
  var window: UIWindow? { get set }
  /// `supportedInterfaceOrientations(for:)` (iOS 27+, optional): "replaces the app's
  /// UISupportedInterfaceOrientations Info.plist value for this scene" (A14). UIKit asks it per
  /// window of the scene when the app delegate does not answer (or first, under
  /// `sceneDelegateOverridesAppDelegate`), from iOS 27 only (R5).
  func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` (iOS 13–26, optional):
  /// declared so that a scene delegate compiles; not called (see UIKitModel.md).
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  {
    OptionalRequirement.notImplemented()
    return []
  }
  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}
}

/// `UISceneSession`: the session a scene connects with.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `windowApplication`: a scene on the device's screen.
    public static let windowApplication = Role(
      rawValue: "UIWindowSceneSessionRoleApplication")
    /// `windowExternalDisplayNonInteractive`: a scene on an external display.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// `role`.
  public let role: Role
  /// `scene`.
  public private(set) weak var scene: UIScene?

  init(role: Role, scene: UIScene?) {
    self.role = role
    self.scene = scene
  }
}

extension UIScene {
  /// `UIScene.ConnectionOptions`: what the scene connects with (nothing the model knows of).
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {}
}

/// `UICoordinateSpace`, for the scene delegate's `windowScene(_:didUpdate:…)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  var bounds: CGRect { get }
}

/// `UITraitCollection`, for the scene delegate's `windowScene(_:didUpdate:…)`.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {}
