public import OrientationSpec
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A resolver that traps (or hangs), for the tests of the fuzz campaign's worker process: UIKit's
/// defaults, except that asking a tab bar controller with no selection for its mask reads past the
/// end of an empty array (an "index out of range" trap), as app code that assumes a selection
/// would; or, with `hangs`, never returns.
///
/// `fuzz` accepts it as `planted-trap` and `planted-hang` only when the environment sets
/// `ORIENTATION_CHECK_PLANTED=1`; no other command lists or accepts them.
public struct PlantedTrapResolver: OrientationResolver {
  public var name: String { hangs ? "planted-hang" : "planted-trap" }
  /// When set, the trap is counted here instead of taken (tests find the sessions that trap).
  public var recorder: Recorder?
  public var hangs: Bool

  public init(recorder: Recorder? = nil, hangs: Bool = false) {
    self.recorder = recorder
    self.hangs = hangs
  }

  /// Counts the traps a non-trapping copy would have taken.
  public final class Recorder: Sendable {
    let count = Mutex(0)
    public init() {}
    public var traps: Int { count.withLock { $0 } }
    public func reset() { count.withLock { $0 = 0 } }
  }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if controller.kind == .tabBar && controller.selectedViewController == nil {
      if let recorder {
        recorder.count.withLock { $0 += 1 }
      } else if hangs {
        while recorder == nil { usleep(10_000) }
      } else {
        let tabs: [InterfaceOrientationMask] = []
        return tabs[Int(controller.own.supportedInterfaceOrientations.rawValue & 0)]
      }
    }
    return controller.own.supportedInterfaceOrientations
  }

  /// The environment variable that makes `fuzz` accept the planted resolvers.
  public static let environmentVariable = "ORIENTATION_CHECK_PLANTED"
}
