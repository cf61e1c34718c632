/// What the monitor's checks share: the visible top, the controllers' own answers, names for
/// messages, and what a device turn should end in.
extension InvariantMonitor {
  /// What a device turn's group should end in, when its last step (`step`, in `orientation`)
  /// does not: the app's reaction (its refresh and forcing) must not undo a turn UIKit made to
  /// an allowed pose while that pose is still allowed, and while the app reports its own
  /// rotation lock on, it must not move the interface from where the turn found it, unless that
  /// orientation is no longer allowed (a refresh into the mask is not device-driven). `nil`
  /// when the group ends as it should.
  @inline(__always)
  static func turnKept(
    _ turn: Group.Turn, _ group: Group, _ step: Step, _ orientation: InterfaceOrientation
  ) -> String? {
    if turn.appLocked {
      guard orientation != group.orientationBefore,
        step.allowed.contains(group.orientationBefore)
      else { return nil }
      return "\(group.orientationBefore): the app's rotation lock is on"
    }
    guard let followed = turn.followed, orientation != followed, step.allowed.contains(followed)
    else { return nil }
    return "\(followed), where the interface followed the device (still allowed)"
  }

  /// The controller on screen below `decider` whose answers the app's containers should pass on:
  /// a navigation controller's top, a tab bar's selected child, another container's front (last)
  /// child, down to a screen, stopping at a system or third-party container (it answers itself).
  /// `nil` stands for a tab bar's More navigation controller, which is not in the arena.
  public static func visibleTop(from decider: ControllerID, in hierarchy: Hierarchy)
    -> ControllerID?
  {
    visibleTop(from: decider) { hierarchy.nodes[Int($0)] }
  }

  /// ``visibleTop(from:in:)`` over an evaluation's node buffer, read in place (the hierarchy
  /// behind an unsafe pointer, passed on, was copied: five references retained and released).
  @inlinable
  static func visibleTop(from decider: ControllerID, nodes: UnsafeBufferPointer<Hierarchy.Node>)
    -> ControllerID?
  {
    visibleTop(from: decider) { nodes[Int($0)] }
  }

  /// The body both forms share, reading each node through `node`.
  @inlinable @inline(__always)
  static func visibleTop(from decider: ControllerID, node: (Int32) -> Hierarchy.Node)
    -> ControllerID?
  {
    var current = decider
    while true {
      let controller = node(current.rawValue).controller
      guard controller.origin == .app else { return current }
      let next: ControllerID?
      switch controller.kind {
      case .navigation, .split, .page, .container:
        let last = node(current.rawValue).lastChild
        next = last == noIndex ? nil : ControllerID(Int(last))
      case .tabBar:
        switch TabSelection(encoded: node(current.rawValue).tabSelection) {
        case .index(let index):
          precondition(
            index >= 0 && index < Int(node(current.rawValue).childCount), "Index out of range")
          next = Hierarchy.childIfPresent(index, of: current, node: node)
        case .moreList: return nil  // the More navigation controller, UIKit's own
        case .none: next = nil
        }
      case .content, .alert: next = nil
      }
      guard let next else { return current }
      current = next
    }
  }

  // The helpers are static: a method of the monitor called from a mutating check would copy the
  // whole monitor first.

  /// Whether the visible top below `decider` autorotates by its own declaration (else `true`);
  /// in an app checked as its own classes, by what its class answers.
  static func ownAutorotates(_ decider: ControllerID, _ state: SessionState) -> Bool {
    guard let top = Self.visibleTop(from: decider, in: state.hierarchy) else { return true }
    return state.classAnswers.answers(for: top, in: state.hierarchy)?.shouldAutorotate
      ?? state.hierarchy[top].declared.shouldAutorotate ?? true
  }

  /// The mask of the visible top `top`: what its class answered, in an app checked as its own
  /// classes (``ClassAnswers``); else its own mask (``ownMask(_:_:)``).
  func classOrOwnMask(_ top: ControllerID?, _ state: SessionState) -> InterfaceOrientationMask {
    state.classAnswers.answers(for: top, in: state.hierarchy)?.supportedInterfaceOrientations
      ?? Self.ownMask(top, state, tabBarDefault: assumptions.tabBarControllerDefault)
  }

  /// A controller's own mask: what it declares, else the idiom's default.
  func ownMask(_ id: ControllerID?, _ state: SessionState) -> InterfaceOrientationMask {
    Self.ownMask(id, state, tabBarDefault: assumptions.tabBarControllerDefault)
  }

  /// ``ownMask(_:_:)`` under the assumption `tabBarDefault` about UIKit's tab bar controller.
  static func ownMask(
    _ id: ControllerID?, _ state: SessionState,
    tabBarDefault: Assumptions.TabBarControllerDefault
  ) -> InterfaceOrientationMask {
    guard let id else { return state.app.idiom.defaultOrientations }
    let controller = state.hierarchy[id]
    // A tab bar controller that declares nothing (UIKit's own, or an app's subclass that does
    // not override the mask), under the assumption that UIKit's intersects its children's
    // masks, answers what each child's visible top declares, intersected.
    if controller.kind == .tabBar,
      controller.declared.supportedInterfaceOrientations == nil,
      tabBarDefault == .intersectionOfChildren
    {
      let children = state.hierarchy.children(of: id)
      if !children.isEmpty {
        return children.reduce(InterfaceOrientationMask.all) { mask, child in
          mask.intersection(
            ownMask(
              visibleTop(from: child, in: state.hierarchy), state, tabBarDefault: tabBarDefault))
        }
      }
    }
    return controller.declared.supportedInterfaceOrientations
      ?? state.app.idiom.defaultOrientations
  }

  /// The decider's name for messages; the app mask for a window without a root (R2).
  static func deciderName(_ decider: ControllerID?, _ state: SessionState) -> String {
    decider.map { state.hierarchy.name(of: $0) } ?? "the app mask alone"
  }

  /// A controller's name for messages; the More navigation controller for `nil`.
  static func name(_ id: ControllerID?, _ state: SessionState) -> String {
    id.map { state.hierarchy.name(of: $0) } ?? "UIMoreNavigationController"
  }
}
