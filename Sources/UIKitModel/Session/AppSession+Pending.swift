internal import OrientationSpec

/// Controllers the app handed UIKit in a call UIKit has not applied yet: a presentation made and
/// dismissed at once (`present(vc, animated: false)` then `vc.dismiss(animated: false)`, a
/// throw-away controller that makes UIKit re-evaluate) dismisses it once it is presented.
extension AppSession {
  /// Whether `controller` is presented or pushed by a call still waiting to be applied.
  func awaitsShowing(_ controller: UIViewController) -> Bool {
    pendingCalls.contains { queued in
      switch queued.call {
      case .present(let presented, _, _): presented === controller
      case .push(let pushed, _): pushed === controller
      default: false
      }
    }
  }
}
