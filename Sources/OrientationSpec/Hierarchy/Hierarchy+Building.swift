// MARK: - Building without specs (generators)

extension Hierarchy {
  /// An application with no window yet; add windows with ``addWindow(root:name:level:makeKey:)``.
  public init() {
    nodes = []
    names = []
    windows = []
  }

  /// Empties the hierarchy, keeping its storage for the next one (no allocation once warm).
  public mutating func removeAll(keepingCapacity: Bool = true) {
    nodes.removeAll(keepingCapacity: keepingCapacity)
    names.removeAll(keepingCapacity: keepingCapacity)
    windows.removeAll(keepingCapacity: keepingCapacity)
    pendingPop = noIndex
    pendingDismissal = noIndex
    rotationHeld = []
    nextSerial = 0
    scenes.removeAll(keepingCapacity: keepingCapacity)
    focusedScene = 0
    if !labels.isEmpty { labels.removeAll() }
  }

  /// Reserves room for `controllers` controllers.
  public mutating func reserveCapacity(_ controllers: Int) {
    nodes.reserveCapacity(controllers)
    names.reserveCapacity(controllers)
  }

  mutating func insert(_ controller: Controller, name: String) -> Int32 {
    var node = Node(controller: controller)
    node.serial = takeSerial()
    nodes.append(node)
    names.append(name)
    return Int32(nodes.count - 1)
  }

  /// Adds a window above the others whose root is `root` (without children yet).
  @discardableResult
  public mutating func addWindow(
    root: Controller?, name: String = "", level: Int = Window.normalLevel, makeKey: Bool
  ) -> WindowID {
    let window = WindowID(windows.count)
    var record = Window(root: nil, level: level, isKey: false)
    if let root, root.kind != .alert {
      let index = insert(root, name: name)
      nodes[Int(index)].window = window.rawValue
      record.root = ControllerID(Int(index))
    }
    windows.append(record)
    if makeKey { self.makeKey(window) }
    return window
  }

  /// Appends `controller` as the last child of `parent`; `nil` when `parent` is not a container
  /// or `controller` is an alert (the structural rules refuse both).
  @discardableResult
  public mutating func appendChild(
    _ controller: Controller, name: String = "", to parent: ControllerID
  ) -> ControllerID? {
    guard nodes[parent.index].controller.kind.isContainer, controller.kind != .alert else {
      return nil
    }
    let child = insert(controller, name: name)
    link(child: child, to: parent.rawValue)
    return ControllerID(Int(child))
  }

  /// `present(_:animated:)` of `controller` from `caller`, as ``present(_:from:phase:)`` does for a tree.
  public mutating func present(
    _ controller: Controller, name: String = "", from caller: ControllerID,
    phase: TransitionPhase = .presented
  ) -> Result<ControllerID, Refusal> {
    let presenter = actualPresenter(for: caller, style: controller.modalPresentationStyle)
    var current = presenter.rawValue
    while current != noIndex {
      if nodes[Int(current)].presented != noIndex {
        return .failure(.alreadyPresenting(ControllerID(Int(current))))
      }
      current = nodes[Int(current)].parent
    }
    let presented = insert(controller, name: name)
    nodes[Int(presented)].phase = phase
    nodes[presenter.index].presented = presented
    nodes[Int(presented)].presenter = presenter.rawValue
    return .success(ControllerID(Int(presented)))
  }
}
