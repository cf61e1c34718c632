/// Where an event puts a new controller tree.
public enum Placement: Hashable, Sendable {
  /// A child of a navigation controller (push, setViewControllers).
  case pushed
  /// Presented with the tree's own style (present).
  case presented
  /// The root of a new window (showWindow).
  case windowRoot
}

extension ControllerSpec {
  /// Every structural rule the tree breaks where `placement` puts it, with positions counted
  /// depth-first from the tree's root (0); empty when the tree is valid there.
  public func violations(placedAs placement: Placement) -> [StructuralViolation] {
    let window: WindowSpec
    let offset: Int
    switch placement {
    case .pushed:
      window = WindowSpec(root: .navigation([self]), isKey: true)
      offset = 1
    case .presented:
      window = WindowSpec(root: .content().presenting(self), isKey: true)
      offset = 1
    case .windowRoot:
      window = WindowSpec(root: self, isKey: true)
      offset = 0
    }
    var violations: [StructuralViolation] = []
    let graph = HierarchyGraph([window], violations: &violations)
    violations += graph.violations()
    return violations.compactMap { violation in
      var shifted = violation
      if let position = violation.controller {
        guard position >= offset else { return nil }
        shifted.controller = position - offset
      }
      shifted.window = nil
      return shifted
    }
  }
}
