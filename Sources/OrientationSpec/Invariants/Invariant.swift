/// A property any correct set of overrides satisfies, checked over a session's trace.
public enum Invariant: String, CaseIterable, Hashable, Sendable, Codable {
  /// After each event and the resolver's refresh actions, the orientation lies in the app mask and
  /// the allowed mask, which is not empty (R5, R6, R7).
  case orientationInMasks = "orientation-in-masks"
  /// No UIKit exception in a session whose declarations are consistent (R10, R11, R28).
  case noException = "no-exception"
  /// The answers UIKit obtains from a forwarding app container (the mask, `shouldAutorotate`, the
  /// preferred orientation, the status bar) are those the visible top controller declares
  /// (R4, R8, R9, R11, R26).
  case forwardingFidelity = "forwarding-fidelity"
  /// A device turn to an allowed pose rotates the interface, and the app's reaction does not turn
  /// it back; to a disallowed or flat one it does not; while the app reports its own rotation
  /// lock on, a turn moves nothing (R9, R12, R21).
  case followsDevice = "follows-device"
  /// After a push, pop or tab switch and the refresh strategy, the orientation lies in the new
  /// top controller's mask (R15).
  case refreshAfterNavigation = "refresh-after-navigation"
  /// A dismissal leaves an orientation the controller below supports (R14).
  case dismissRestores = "dismiss-restores"
  /// The back-swipe begins only over more than one controller and never while the top forbids it (R27).
  case backSwipe = "back-swipe"
  /// While the orientation lock is on, turning the device rotates nothing (R22).
  case noRotationWhileLocked = "no-rotation-while-locked"
  /// The same session gives the same trace.
  case determinism

  /// Every invariant, built once: ``InvariantMonitor``'s default, which a monitor per session
  /// would otherwise hash anew.
  @usableFromInline static let everySet = Set(Invariant.allCases)
  /// Every invariant's ``bit``.
  static let allBits = allCases.reduce(UInt16(0)) { $0 | $1.bit }

  /// The invariant's bit in a set of invariants kept as a mask.
  var bit: UInt16 {
    switch self {
    case .orientationInMasks: 1 << 0
    case .noException: 1 << 1
    case .forwardingFidelity: 1 << 2
    case .followsDevice: 1 << 3
    case .refreshAfterNavigation: 1 << 4
    case .dismissRestores: 1 << 5
    case .backSwipe: 1 << 6
    case .noRotationWhileLocked: 1 << 7
    case .determinism: 1 << 8
    }
  }

  /// The invariant in one sentence.
  public var title: String {
    switch self {
    case .orientationInMasks: "The orientation lies in the app mask and the allowed mask"
    case .noException: "No UIKit exception when the app's declarations are consistent"
    case .forwardingFidelity: "UIKit obtains the answers the visible top controller declares"
    case .followsDevice: "The interface follows the device to an allowed pose, and only then"
    case .refreshAfterNavigation:
      "After push, pop and tab switches, the orientation suits the new top"
    case .dismissRestores: "A dismissal restores an orientation the controller below supports"
    case .backSwipe:
      "The back-swipe begins only over several controllers, never when the top forbids it"
    case .noRotationWhileLocked: "No device-driven rotation while the lock is on"
    case .determinism: "The same session gives the same trace"
    }
  }

  /// The rules the invariant rests on.
  public var rules: [Rule] {
    switch self {
    case .orientationInMasks: [.r5, .r6, .r7]
    case .noException: [.r10, .r11, .r28]
    case .forwardingFidelity: [.r4, .r8, .r9, .r11, .r26]
    case .followsDevice: [.r9, .r12, .r21]
    case .refreshAfterNavigation: [.r15]
    case .dismissRestores: [.r14]
    case .backSwipe: [.r27]
    case .noRotationWhileLocked: [.r22]
    case .determinism: []
    }
  }
}

extension Rule {
  /// The invariants that rest on this rule (those whose ``Invariant/rules`` name it).
  public var invariants: [Invariant] { Invariant.allCases.filter { $0.rules.contains(self) } }
}

/// Where and how an invariant failed: the step, what was expected and what happened.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  public var invariant: Invariant
  /// The step where it failed.
  public var origin: StepOrigin
  public var event: Event
  public var expected: String
  public var actual: String
  /// What failed, within the invariant (``FailureIdentity/code``): the exception's identifier,
  /// the fidelity's answer, the check's case.
  public var code: String
  /// The kind and class name of the controller that decided in the failing step.
  public var deciderKind: ControllerKind?
  public var deciderClass: String?

  public init(
    invariant: Invariant, origin: StepOrigin, event: Event, expected: String, actual: String,
    code: String = "", deciderKind: ControllerKind? = nil, deciderClass: String? = nil
  ) {
    self.invariant = invariant
    self.origin = origin
    self.event = event
    self.expected = expected
    self.actual = actual
    self.code = code
    self.deciderKind = deciderKind
    self.deciderClass = deciderClass
  }

  public var description: String {
    "\(invariant.rawValue) at step \(origin) (\(event)): expected \(expected); actual \(actual)"
  }
}
