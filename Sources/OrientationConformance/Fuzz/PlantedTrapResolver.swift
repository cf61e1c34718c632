public import OrientationSpec
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A resolver that ends its process or never returns, for the tests of the checks' child
/// processes: UIKit's defaults, except when a tab bar controller with no selection is asked for
/// its mask, as app code that assumes a selection would be. Then, by its ``misbehaviour``: it
/// reads past the end of an empty array (an "index out of range" trap), recurses without end
/// (a stack overflow), spins (a loop that never returns) or sleeps forever (a hang).
///
/// The command line accepts them as `planted-trap`, `planted-overflow`, `planted-loop` and
/// `planted-hang` (with ``PlantedTrapApp``'s `planted-trap-app`) only when the environment sets
/// `ORIENTATION_CHECK_PLANTED=1`; no command lists them.
public struct PlantedTrapResolver: OrientationResolver, CustomStringConvertible {
  /// What the resolver does when it misbehaves.
  public enum Misbehaviour: String, CaseIterable, Sendable {
    case trap, overflow, loop, hang
  }

  public var name: String { "planted-\(misbehaviour.rawValue)" }
  /// When set, the misbehaviour is counted here instead (tests find the sessions that reach it).
  public var recorder: Recorder?
  public var misbehaviour: Misbehaviour

  public init(_ misbehaviour: Misbehaviour = .trap, recorder: Recorder? = nil) {
    self.misbehaviour = misbehaviour
    self.recorder = recorder
  }

  public init(recorder: Recorder? = nil, hangs: Bool) {
    self.init(hangs ? .hang : .trap, recorder: recorder)
  }

  /// Counts the misbehaviours a well-behaved copy would have had.
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
      } else {
        switch misbehaviour {
        case .trap:
          let tabs: [InterfaceOrientationMask] = []
          return tabs[Int(controller.own.supportedInterfaceOrientations.rawValue & 0)]
        case .overflow:
          var depth = 0
          return Self.descend(from: &depth)
        case .loop:
          while Self.spins.wrappingAdd(1, ordering: .relaxed).newValue != 0 {}
        case .hang:
          while recorder == nil { usleep(10_000) }
        }
      }
    }
    return controller.own.supportedInterfaceOrientations
  }

  /// How many times `loop` went round (it never stops before the counter wraps).
  static let spins = Atomic<Int>(1)

  /// A recursion that never ends: each level reads the level above through its address, which
  /// keeps the compiler from making the calls a loop.
  @inline(never)
  static func descend(from above: UnsafeMutablePointer<Int>) -> InterfaceOrientationMask {
    var depth = above.pointee &+ 1
    // Through a variable, so the compiler does not warn of the recursion it is.
    let next = descend(from:)
    let mask = next(&depth)
    return mask.union(InterfaceOrientationMask(rawValue: UInt(truncatingIfNeeded: depth) & 1))
  }

  /// How a regression test builds it.
  public var description: String { "PlantedTrapResolver(.\(misbehaviour))" }

  /// The environment variable that makes the command line accept the planted resolvers.
  public static let environmentVariable = "ORIENTATION_CHECK_PLANTED"
}
