internal import OrientationSpec

/// The calls a controller makes of UIKit: once it is shown, each is queued and UIKit applies it,
/// through the same rules as any event, when the app's code returns; while it is on its own, the
/// calls that build a hierarchy change what it holds.
extension UIViewController {
  func requestPresentation(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    switch AppSession.attachment(of: self) {
    case .attached:
      AppSession.current.unsafelyUnwrapped.enqueue(
        .present(presented, from: self, animated: animated), completion: completion)
    case .faulted: break
    case .detached:
      guard AppSession.current == nil || sessionNumber == 0 else {
        // Shown in an earlier session, or removed: UIKit warns that its view is not in the
        // window hierarchy, and presents nothing.
        return
      }
      detached.presented = presented
      presented.detached.presenting = self
      completion?()
    }
  }

  func requestDismissal(animated: Bool, completion: (() -> Void)?) {
    switch AppSession.attachment(of: self) {
    case .attached:
      AppSession.current.unsafelyUnwrapped.enqueue(
        .dismiss(self, animated: animated), completion: completion)
    case .faulted: break
    case .detached:
      if let session = AppSession.current, session.awaitsShowing(self) {
        // Presented by a call not applied yet: dismissed once it is.
        session.enqueue(.dismiss(self, animated: animated), completion: completion)
        return
      }
      if let presented = detached.presented {
        presented.detached.presenting = nil
        detached.presented = nil
      } else if let presenting = detached.presenting {
        presenting.detached.presented = nil
        detached.presenting = nil
      }
      completion?()
    }
  }

  func requestSupportedOrientationsUpdate() {
    if case .attached(let handle) = AppSession.attachment(of: self) {
      // Its own window's scene (R17 in a session with several scenes).
      AppSession.current.unsafelyUnwrapped.enqueue(
        .updateSupportedOrientations(
          scene: Running.state.anchor?.hostContext.hierarchy.scene(containing: handle.id)))
    }
  }

  static func requestRotationAttempt() {
    AppSession.current?.enqueue(.attemptRotation)
  }

  /// A navigation call: queued once shown, else `change` on the stack it holds.
  func requestNavigation(_ call: AppCall, detached change: (UIViewController) -> Void) {
    switch AppSession.attachment(of: self) {
    case .attached: AppSession.current.unsafelyUnwrapped.enqueue(call)
    case .faulted: break
    case .detached: change(self)
    }
  }
}
