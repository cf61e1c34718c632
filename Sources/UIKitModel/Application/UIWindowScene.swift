internal import OrientationSpec

/// `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {}

/// `UIWindowScene`: the session's one scene, in the interface orientation.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  init(session _: Void) { super.init() }

  /// `interfaceOrientation`.
  open var interfaceOrientation: UIInterfaceOrientation {
    AppSession.current?.anchor?.hostContext.interfaceOrientation ?? .portrait
  }

  /// `windows`.
  open var windows: [UIWindow] { AppSession.current?.windows ?? [] }

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
      .geometryRequest(preferences.interfaceOrientations), errorHandler: errorHandler)
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
