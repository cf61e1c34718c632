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
    // The common case, a plain tree, cannot break a rule: answer without building the graph.
    if isPlainTree(alertAllowed: placement == .presented) { return [] }
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

extension ControllerSpec {
  /// Whether the tree is one that breaks no structural rule where it is placed (an alert may be
  /// its root only when it is presented, `alertAllowed`): it presents nothing, every controller
  /// is in the presented phase, only containers have children and none of them is an alert, and
  /// only tab bars select, a tab that exists. Every rule of ``HierarchyGraph/violations()`` and of
  /// the graph's construction then holds; `false` only means the full check must decide.
  func isPlainTree(alertAllowed: Bool) -> Bool {
    guard presentations.isEmpty, phase == .presented else { return false }
    let kind = controller.kind
    if kind == .alert && !alertAllowed { return false }
    if !kind.isContainer && !children.isEmpty { return false }
    switch tabSelection {
    case .none: break
    case .index(let index):
      guard kind == .tabBar, index >= 0, index < children.count else { return false }
    case .moreList:
      guard kind == .tabBar, children.count > 5 else { return false }
    }
    for child in children where !child.isPlainTree(alertAllowed: false) { return false }
    return true
  }
}
