/// Labels: the names a scenario gives controllers (`content "PlayerViewController" as player`),
/// kept by serial so that they survive the renumbering of every removal.
extension Hierarchy {
  /// The label of a controller, or the empty string.
  public func label(of id: ControllerID) -> String {
    labels.isEmpty ? "" : labels[nodes[id.index].serial] ?? ""
  }

  /// Where a label's controller is: alive at an index, removed, or never made.
  public enum LabelLookup: Hashable, Sendable {
    /// The controller is in the hierarchy.
    case alive(ControllerID)
    /// The controller was made and has since been removed (popped, dismissed, its window gone).
    case removed
    /// No controller with the label was ever made (the event that makes it did not apply).
    case neverMade
  }

  /// The controller labelled `label`, wherever the arena holds it now.
  public func controller(labelled label: String) -> LabelLookup {
    guard let serial = labels.first(where: { $0.value == label })?.key else { return .neverMade }
    guard let index = nodes.firstIndex(where: { $0.serial == serial }) else { return .removed }
    return .alive(ControllerID(index))
  }

  /// One live controller's label, as equality compares them.
  struct IndexedLabel: Hashable {
    var index: Int
    var label: String
  }

  /// The labels of the live controllers in arena order (stale entries left out): what makes two
  /// hierarchies' labels equal.
  var labelsInOrder: [IndexedLabel] {
    guard !labels.isEmpty else { return [] }
    return nodes.indices.compactMap { index in
      labels[nodes[index].serial].map { IndexedLabel(index: index, label: $0) }
    }
  }
}
