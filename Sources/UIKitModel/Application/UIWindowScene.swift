internal import OrientationSpec

/// `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// `delegate`: the app's scene delegate for this scene, made by the app's description
  /// (`UIKitApp`'s `sceneDelegate`) as the scene is first reached; held strongly, as UIKit does.
  open var delegate: (any UISceneDelegate)?
  /// `session`: the session the scene connected with (its role: the device's screen or an
  /// external display).
  open var session: UISceneSession {
    if let sceneSession { return sceneSession }
    let made = UISceneSession(role: .windowApplication, scene: self)
    sceneSession = made
    return made
  }
  var sceneSession: UISceneSession?
}

/// `UIWindowScene`: one of the session's scenes (``OrientationSpec/Scene``), with its windows
/// and its own interface orientation.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The scene's index in the session's hierarchy; `-1` once it disconnected.
  var sceneIndex: Int
  init(index: Int, external: Bool) {
    sceneIndex = index
    super.init()
    sceneSession = UISceneSession(
      role: external ? .windowExternalDisplayNonInteractive : .windowApplication, scene: self)
  }

  /// Whether the scene is still connected to the running session.
  var isConnected: Bool { sceneIndex >= 0 }

  /// `interfaceOrientation`: this scene's (each scene has its own); `.unknown` once it
  /// disconnected.
  open var interfaceOrientation: UIInterfaceOrientation {
    guard isConnected else { return .unknown }
    guard let context = AppSession.current?.anchor?.hostContext else { return .portrait }
    // Read in place: bound to a local, the hierarchy was copied.
    guard context.hierarchy.scenes.indices.contains(sceneIndex),
      sceneIndex != context.hierarchy.focusedScene
    else { return context.interfaceOrientation }
    return context.hierarchy.scenes[sceneIndex].interfaceOrientation
  }

  /// `windows`: the session's windows in this scene.
  open var windows: [UIWindow] {
    guard isConnected, let session = AppSession.current,
      let context = session.anchor?.hostContext
    else {
      return []
    }
    let windows = context.hierarchy.windows
    return session.windows.indices.compactMap { index in
      windows.indices.contains(index) && windows[index].scene == sceneIndex
        ? session.windows[index] : nil
    }
  }

  /// `keyWindow`.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// `requestGeometryUpdate(_:errorHandler:)` (iOS 16+, R18): UIKit calls `errorHandler` when none
  /// of the requested orientations is allowed (E5).
  open func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard isConnected, let preferences = geometryPreferences as? GeometryPreferences.iOS else {
      return
    }
    AppSession.current?.enqueue(
      .geometryRequest(preferences.interfaceOrientations, scene: sceneIndex),
      errorHandler: errorHandler)
  }

  /// `UIWindowScene.GeometryPreferences`.
  open class GeometryPreferences: NSObject {
    /// `UIWindowScene.GeometryPreferences.iOS`.
    open class iOS: GeometryPreferences {
      open var interfaceOrientations: UIInterfaceOrientationMask
      public init(interfaceOrientations: UIInterfaceOrientationMask = []) {
        self.interfaceOrientations = interfaceOrientations
      }
    }
  }
}
