internal import OrientationSpec

/// `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {}

/// `UIWindowScene`: one of the session's scenes (``OrientationSpec/Scene``), with its windows
/// and its own interface orientation.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The scene's index in the session's hierarchy.
  let sceneIndex: Int
  init(index: Int) {
    sceneIndex = index
    super.init()
  }

  /// `interfaceOrientation`: this scene's (each scene has its own).
  open var interfaceOrientation: UIInterfaceOrientation {
    guard let context = AppSession.current?.anchor?.hostContext else { return .portrait }
    // Read in place: bound to a local, the hierarchy was copied.
    guard context.hierarchy.scenes.indices.contains(sceneIndex),
      sceneIndex != context.hierarchy.focusedScene
    else { return context.interfaceOrientation }
    return context.hierarchy.scenes[sceneIndex].interfaceOrientation
  }

  /// `windows`: the session's windows in this scene.
  open var windows: [UIWindow] {
    guard let session = AppSession.current, let context = session.anchor?.hostContext else {
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
    guard let preferences = geometryPreferences as? GeometryPreferences.iOS else { return }
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
