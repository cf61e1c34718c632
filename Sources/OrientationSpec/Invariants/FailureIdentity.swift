/// What makes two violations the same failure: the invariant, what failed, and who decided.
///
/// Two sessions that break an invariant with the same identity are taken for one bug: the
/// checkers keep one counterexample per identity, and a shrink keeps the identity it started
/// from, so it never slides from one bug to another (an alert's recursion, E4, to an empty
/// navigation controller's E1).
public struct FailureIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
  public var invariant: Invariant
  /// What failed: the exception's identifier (`E1`, `E2/E3`, `E4`, `loop`) for `no-exception`,
  /// the answer for `forwarding-fidelity` (`mask`, `shouldAutorotate`, …), the check's case for
  /// the others (``InvariantViolation/code``).
  public var code: String
  /// The kind and class name of the controller that decided in the failing step (the one UIKit
  /// asked, for the status bar), when there was one; for an exception, only the class it names
  /// (``UIKitException/className``).
  public var deciderKind: ControllerKind?
  public var deciderClass: String?

  public init(
    invariant: Invariant, code: String, deciderKind: ControllerKind? = nil,
    deciderClass: String? = nil
  ) {
    self.invariant = invariant
    self.code = code
    self.deciderKind = deciderKind
    self.deciderClass = deciderClass
  }

  /// `no-exception E4 (navigation BaseNavigationController)`.
  public var description: String {
    var text = invariant.rawValue
    if !code.isEmpty { text += " " + code }
    let decider = [deciderKind?.name, deciderClass].compactMap { $0 }
    if !decider.isEmpty { text += " (" + decider.joined(separator: " ") + ")" }
    return text
  }
}

extension InvariantViolation {
  /// The failure this violation is (``FailureIdentity``).
  public var identity: FailureIdentity {
    FailureIdentity(
      invariant: invariant, code: code, deciderKind: deciderKind, deciderClass: deciderClass)
  }
}
