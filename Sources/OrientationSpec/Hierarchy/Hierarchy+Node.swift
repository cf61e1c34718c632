extension Hierarchy {
  /// One arena slot: a controller and its links, all indices (`-1` for none).
  ///
  /// Children form an intrusive doubly linked list (first, last, next,
  /// previous), so pushing and popping never allocate and a node holds no array.
  @usableFromInline
  struct Node: Hashable, Sendable {
    @usableFromInline var controller: Controller
    @usableFromInline var parent: Int32 = noIndex
    @usableFromInline var firstChild: Int32 = noIndex
    @usableFromInline var lastChild: Int32 = noIndex
    @usableFromInline var nextSibling: Int32 = noIndex
    @usableFromInline var previousSibling: Int32 = noIndex
    @usableFromInline var childCount: Int32 = 0
    /// The controller this one presents (UIKit keeps it on the actual presenter).
    @usableFromInline var presented: Int32 = noIndex
    /// The controller that presents this one.
    @usableFromInline var presenter: Int32 = noIndex
    /// The window whose root this is.
    @usableFromInline var window: Int32 = noIndex
    /// A tab bar's selection: an index, `-1` none yet, `-2` the More list.
    @usableFromInline var tabSelection: Int32 = noIndex
    /// The transition phase, for presented controllers.
    @usableFromInline var phase: TransitionPhase = .presented
    /// Scratch space for removals: the node's new index, or `-1` when it is removed.
    @usableFromInline var remap: Int32 = 0
    /// The controller's identity for as long as it lives, which renumbering keeps: the order in
    /// which the hierarchy made it. What runs a controller's own code (UIKitModel's instances)
    /// finds it by this number. Not part of equality: two hierarchies of the same shape are equal
    /// whatever order they were made in.
    @usableFromInline var serial: Int32 = 0

    @usableFromInline init(controller: Controller) { self.controller = controller }

    @inlinable
    static func == (lhs: Node, rhs: Node) -> Bool {
      lhs.controller == rhs.controller && lhs.parent == rhs.parent
        && lhs.firstChild == rhs.firstChild && lhs.lastChild == rhs.lastChild
        && lhs.nextSibling == rhs.nextSibling && lhs.previousSibling == rhs.previousSibling
        && lhs.childCount == rhs.childCount && lhs.presented == rhs.presented
        && lhs.presenter == rhs.presenter && lhs.window == rhs.window
        && lhs.tabSelection == rhs.tabSelection && lhs.phase == rhs.phase
        && lhs.remap == rhs.remap
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
      hasher.combine(controller)
      hasher.combine(parent)
      hasher.combine(firstChild)
      hasher.combine(lastChild)
      hasher.combine(nextSibling)
      hasher.combine(previousSibling)
      hasher.combine(childCount)
      hasher.combine(presented)
      hasher.combine(presenter)
      hasher.combine(window)
      hasher.combine(tabSelection)
      hasher.combine(phase)
      hasher.combine(remap)
    }
  }
}

/// The encoding of ``TabSelection`` in a node.
extension TabSelection {
  @usableFromInline init(encoded: Int32) {
    switch encoded {
    case -1: self = .none
    case -2: self = .moreList
    default: self = .index(Int(encoded))
    }
  }

  @usableFromInline var encoded: Int32 {
    switch self {
    case .none: -1
    case .moreList: -2
    case .index(let index): Int32(clamping: index)
    }
  }
}
