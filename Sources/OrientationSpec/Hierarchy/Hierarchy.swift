/// The app's live controllers and windows: an arena of value nodes linked by index.
///
/// A hierarchy is valid by construction: the only ways to make one check
/// every ``StructuralRule`` (``init(_:)`` from a ``HierarchyGraph``, or the
/// ``ControllerSpec`` builder). It is cheap to copy, hash and compare.
/// Equality compares arenas: the same shape built in another order differs.
public struct Hierarchy: Hashable, Sendable {
  @usableFromInline var nodes: [Node] { didSet { shapeVersion &+= 1 } }
  @usableFromInline var names: [String]
  /// The windows, back to front.
  public internal(set) var windows: [Window] { didSet { shapeVersion &+= 1 } }
  /// Bumped at each change of the nodes or the windows; not part of equality. A host that read
  /// the hierarchy's shape (what is on screen) at one version knows it the same while the
  /// version is.
  @usableFromInline package var shapeVersion: UInt64 = 0
  /// The scenes, in the order they connected; empty for one scene that holds every window
  /// (``Scene``). A session's state keeps each scene's orientation here but the focused one's.
  public internal(set) var scenes: [Scene] = [] {
    didSet { listedScenes = Int32(truncatingIfNeeded: scenes.count) }
  }
  /// `scenes.count`, kept beside it so that the step's checks of "one scene or several" read a
  /// stored integer, not the array.
  @usableFromInline var listedScenes: Int32 = 0
  /// The scene the running session's evaluations concern (its windows decide, its orientation
  /// is the state's); `0` in a hierarchy a session starts from.
  public internal(set) var focusedScene: SceneIndex = 0
  /// The navigation controller whose interactive back-swipe has begun and not ended; transient
  /// state of a running session, not part of the graph.
  @usableFromInline var pendingPop: Int32 = noIndex
  /// The presented controller whose interactive dismissal has begun and not ended; transient
  /// state of a running session, not part of the graph.
  @usableFromInline var pendingDismissal: Int32 = noIndex
  /// What UIKit held while the interactive dismissal was pending
  /// (``Assumptions/RotationDuringInteractiveDismissal/deferred``): a device turn, which the
  /// interface follows once the dismissal ends, or the app's supported-orientations update, which
  /// UIKit applies then.
  @usableFromInline var rotationHeld: HeldRotation = []
  /// What an interactive dismissal held: a device turn, the app's supported-orientations update.
  @usableFromInline struct HeldRotation: OptionSet, Hashable, Sendable {
    @usableFromInline var rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
    @usableFromInline static let turn = HeldRotation(rawValue: 1)
    @usableFromInline static let update = HeldRotation(rawValue: 2)
  }
  /// The serial the next controller made gets (``Node/serial``); not part of equality.
  @usableFromInline var nextSerial: Int32 = 0
  /// The labels a scenario gives controllers (``ControllerSpec/label``), by serial: a label
  /// stays with its controller however the arena is renumbered, and an entry outlives its
  /// controller, so that a lookup can tell a removed controller from one never made. Empty for
  /// every generated hierarchy, which nothing on the session's path then touches.
  @usableFromInline var labels: [Int32: String] = [:]
  /// How many controllers the hierarchy has made since it was built (the next serial): a step
  /// that leaves it made no controller.
  package var controllersMade: Int32 { nextSerial }

  public static func == (lhs: Hierarchy, rhs: Hierarchy) -> Bool {
    lhs.nodes == rhs.nodes && lhs.names == rhs.names && lhs.windows == rhs.windows
      && lhs.pendingPop == rhs.pendingPop
      && lhs.pendingDismissal == rhs.pendingDismissal && lhs.rotationHeld == rhs.rotationHeld
      && (lhs.labels.isEmpty && rhs.labels.isEmpty || lhs.labelsInOrder == rhs.labelsInOrder)
      && lhs.scenes == rhs.scenes
      && lhs.focusedScene == rhs.focusedScene
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(nodes)
    hasher.combine(names)
    hasher.combine(windows)
    hasher.combine(pendingPop)
    hasher.combine(pendingDismissal)
    hasher.combine(rotationHeld)
    hasher.combine(scenes)
    if !labels.isEmpty, case let live = labelsInOrder, !live.isEmpty { hasher.combine(live) }
  }

  /// Builds the hierarchy a graph describes, or throws every structural rule it breaks.
  public init(_ graph: HierarchyGraph) throws(HierarchyError) {
    let violations = graph.violations()
    guard violations.isEmpty else { throw HierarchyError(violations: violations) }
    self.init(validGraph: graph)
  }

  init(validGraph graph: HierarchyGraph) {
    nodes = graph.controllers.indices.map {
      var node = Node(controller: graph.controllers[$0].controller)
      node.serial = Int32($0)
      return node
    }
    nextSerial = Int32(nodes.count)
    names = graph.controllers.map(\.name)
    for (index, record) in graph.controllers.enumerated() where !record.label.isEmpty {
      labels[Int32(index)] = record.label
    }
    windows = graph.windows.map {
      Window(
        root: $0.root.map(ControllerID.init), level: $0.level, isKey: $0.isKey, scene: $0.scene,
        delegateOrientations: $0.delegateOrientations)
    }
    scenes = graph.scenes
    listedScenes = Int32(truncatingIfNeeded: graph.scenes.count)
    for (index, record) in graph.controllers.enumerated() {
      let parent = Int32(index)
      for child in record.children { link(child: Int32(child), to: parent) }
      if let presented = record.presented {
        nodes[index].presented = Int32(presented)
        nodes[presented].presenter = parent
      }
      nodes[index].phase = record.phase
      nodes[index].tabSelection = record.tabSelection.encoded
    }
    for (index, window) in graph.windows.enumerated() {
      if let root = window.root { nodes[root].window = Int32(index) }
    }
  }

  /// The graph this hierarchy was built from (positions equal ``ControllerID`` values).
  public var graph: HierarchyGraph {
    HierarchyGraph(
      controllers: nodes.indices.map { index in
        let node = nodes[index]
        return HierarchyGraph.Record(
          node.controller, name: names[index], label: label(of: ControllerID(index)),
          children: children(of: ControllerID(index)).map(\.index),
          presented: node.presented == noIndex ? nil : Int(node.presented),
          phase: node.phase, tabSelection: TabSelection(encoded: node.tabSelection))
      },
      windows: windows.map {
        .init(
          root: $0.root?.index, level: $0.level, isKey: $0.isKey, scene: $0.scene,
          delegateOrientations: $0.delegateOrientations)
      }, scenes: scenes)
  }
}

// MARK: - Reading

extension Hierarchy {
  /// The number of controllers.
  @inlinable public var count: Int { nodes.count }

  /// Every controller's identifier, in arena order.
  public var ids: [ControllerID] { nodes.indices.map(ControllerID.init) }

  /// A controller's attributes.
  @inlinable public subscript(id: ControllerID) -> Controller { nodes[id.index].controller }

  /// Whether `id` names a controller of this hierarchy.
  @inlinable public func contains(_ id: ControllerID) -> Bool { nodes.indices.contains(id.index) }

  /// The name given to a controller, or its UIKit class name.
  public func name(of id: ControllerID) -> String {
    let name = names[id.index]
    return name.isEmpty ? nodes[id.index].controller.kind.uikitClassName : name
  }

  /// The name given to a controller when it was built, possibly empty.
  public func givenName(of id: ControllerID) -> String { names[id.index] }

  /// The container holding the controller (`parent`), or `nil`.
  public func parent(of id: ControllerID) -> ControllerID? { optionalID(nodes[id.index].parent) }

  /// The number of children of a container.
  @inlinable public func childCount(of id: ControllerID) -> Int { Int(nodes[id.index].childCount) }

  /// A container's children in order: a navigation stack bottom to top, a tab bar's tabs.
  public func children(of id: ControllerID) -> [ControllerID] {
    var result: [ControllerID] = []
    result.reserveCapacity(Int(nodes[id.index].childCount))
    var child = nodes[id.index].firstChild
    while child != noIndex {
      result.append(ControllerID(Int(child)))
      child = nodes[Int(child)].nextSibling
    }
    return result
  }

  /// A container's last child (a navigation controller's top), or `nil`; never allocates.
  @inlinable func lastChild(of id: ControllerID) -> ControllerID? {
    optionalID(nodes[id.index].lastChild)
  }

  /// A container's child at `position`, as `children(of: id)[position]` without the array: the
  /// position must exist.
  @inlinable func child(_ position: Int, of id: ControllerID) -> ControllerID {
    precondition(position >= 0 && position < Int(nodes[id.index].childCount), "Index out of range")
    var child = nodes[id.index].firstChild
    for _ in 0..<position { child = nodes[Int(child)].nextSibling }
    return ControllerID(Int(child))
  }

  /// The child at `position`, or `nil` when there is none (what `children(of: id)` holds there).
  @inlinable func childIfPresent(_ position: Int, of id: ControllerID) -> ControllerID? {
    Self.childIfPresent(position, of: id) { nodes[Int($0)] }
  }

  /// The controller this one presents itself (not an ancestor's), or `nil`.
  public func presented(by id: ControllerID) -> ControllerID? {
    optionalID(nodes[id.index].presented)
  }

  /// The controller that presents this one itself, or `nil`.
  public func presenter(of id: ControllerID) -> ControllerID? {
    optionalID(nodes[id.index].presenter)
  }

  /// The transition phase of a presented controller.
  public func phase(of id: ControllerID) -> TransitionPhase { nodes[id.index].phase }

  /// A tab bar controller's selection.
  public func tabSelection(of id: ControllerID) -> TabSelection {
    TabSelection(encoded: nodes[id.index].tabSelection)
  }

  /// The window whose root this controller is, or `nil`.
  public func window(rootedAt id: ControllerID) -> WindowID? {
    WindowID(link: nodes[id.index].window)
  }

  /// The window showing the controller: the window of the root its containers and presenters lead to.
  @inlinable
  public func window(containing id: ControllerID) -> WindowID? {
    Self.window(containing: id) { nodes[Int($0)] }
  }

  /// The key window, if any.
  @inlinable
  public var keyWindow: WindowID? {
    windows.firstIndex(where: \.isKey).map(WindowID.init)
  }

  @inlinable func optionalID(_ index: Int32) -> ControllerID? {
    ControllerID(link: index)
  }
}

// MARK: - The presentation chain

extension Hierarchy {
  /// The controllers presented above `root`, layer by layer (root's presented, what that one
  /// presents, …), ending before a controller being dismissed: the chain UIKit walks (R1, R26).
  /// Context presentations inside containers are not part of it.
  @inlinable public func presentationChain(from root: ControllerID) -> PresentationChain {
    PresentationChain(hierarchy: self, root: root.rawValue)
  }

  /// The controller after `index` in its presentation chain (what it presents, unless that one is
  /// being dismissed), or `noIndex`: ``presentationChain(from:)`` one step at a time, in place.
  @inlinable func nextInPresentationChain(after index: Int32) -> Int32 {
    Self.nextInPresentationChain(after: index) { nodes[Int($0)] }
  }

  // Reading a borrowed hierarchy through its address: a method called on `address.pointee`
  // copies the hierarchy first (a retain and release of each of its arrays); stored fields read
  // in place do not.

  /// ``nextInPresentationChain(after:)`` of the hierarchy at `hierarchy`, read in place.
  @inlinable @inline(__always)
  static func nextInPresentationChain(after index: Int32, in hierarchy: UnsafePointer<Hierarchy>)
    -> Int32
  {
    nextInPresentationChain(after: index) { hierarchy.pointee.nodes[Int($0)] }
  }

  /// ``childIfPresent(_:of:)`` of the hierarchy at `hierarchy`, read in place.
  @inlinable
  static func childIfPresent(
    _ position: Int, of id: ControllerID, in hierarchy: UnsafePointer<Hierarchy>
  ) -> ControllerID? {
    childIfPresent(position, of: id) { hierarchy.pointee.nodes[Int($0)] }
  }

  // The bodies both forms share, reading each node through `node`.

  @inlinable @inline(__always)
  static func nextInPresentationChain(after index: Int32, node: (Int32) -> Node) -> Int32 {
    let presented = node(index).presented
    guard presented != noIndex, node(presented).phase != .beingDismissed else { return noIndex }
    return presented
  }

  @inlinable @inline(__always)
  static func childIfPresent(_ position: Int, of id: ControllerID, node: (Int32) -> Node)
    -> ControllerID?
  {
    guard position >= 0 && position < Int(node(id.rawValue).childCount) else { return nil }
    var child = node(id.rawValue).firstChild
    for _ in 0..<position { child = node(child).nextSibling }
    return ControllerID(Int(child))
  }

  /// ``window(containing:)`` of the hierarchy at `hierarchy`, read in place.
  @inlinable
  static func window(containing id: ControllerID, in hierarchy: UnsafePointer<Hierarchy>)
    -> WindowID?
  {
    window(containing: id) { hierarchy.pointee.nodes[Int($0)] }
  }

  /// Up through parents and presenters to a window's root.
  @inlinable @inline(__always)
  static func window(containing id: ControllerID, node: (Int32) -> Node) -> WindowID? {
    var current = Int32(id.index)
    while true {
      let node = node(current)
      if node.window != noIndex { return WindowID(Int(node.window)) }
      if node.parent != noIndex {
        current = node.parent
      } else if node.presenter != noIndex {
        current = node.presenter
      } else {
        return nil
      }
    }
  }

  /// The sequence of ``presentationChain(from:)``; it never allocates.
  public struct PresentationChain: Sequence, IteratorProtocol {
    @usableFromInline let hierarchy: Hierarchy
    @usableFromInline var current: Int32

    @inlinable init(hierarchy: Hierarchy, root: Int32) {
      self.hierarchy = hierarchy
      current = root
    }

    @inlinable public mutating func next() -> ControllerID? {
      guard current != noIndex else { return nil }
      let presented = hierarchy.nodes[Int(current)].presented
      guard presented != noIndex, hierarchy.nodes[Int(presented)].phase != .beingDismissed else {
        current = noIndex
        return nil
      }
      current = presented
      return ControllerID(Int(presented))
    }
  }
}
