/// Why UIKit would refuse a change, as a value: the event is skipped and the trace says so.
public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// No controller of the kind the change needs exists.
  case noSuchController(ControllerKind?)
  /// The navigation stack holds a single controller (`popViewController` at the root does nothing).
  case atRootOfStack
  /// The presenter already presents, or an ancestor does ("already presenting").
  case alreadyPresenting(ControllerID)
  /// Nothing is presented.
  case nothingPresented
  /// A transition is running in the window (UIKit refuses to present or dismiss during one).
  case transitionInProgress
  /// The tab index does not exist, or the More list needs more than five tabs.
  case noSuchTab(Int)
  /// The window does not exist, or it is the last one.
  case noSuchWindow
  /// The change does nothing (the value is already set).
  case noChange

  public var description: String {
    switch self {
    case .noSuchController(let kind): "no \(kind.map { "\($0.name) " } ?? "")controller"
    case .atRootOfStack: "the stack holds a single controller"
    case .alreadyPresenting(let id): "\(id) is already presenting"
    case .nothingPresented: "nothing is presented"
    case .transitionInProgress: "a transition is in progress"
    case .noSuchTab(let index): "no tab \(index)"
    case .noSuchWindow: "no such window"
    case .noChange: "nothing changes"
    }
  }
}

extension Hierarchy {
  /// The serial of the controller being made (``Node/serial``).
  @inlinable @inline(__always)
  mutating func takeSerial() -> Int32 {
    defer { nextSerial &+= 1 }
    return nextSerial
  }

  /// Adds `spec` and everything below it as new, unattached controllers, in depth-first order (a
  /// controller, its children, then what it presents), each taking the next serial; returns the
  /// subtree's root.
  mutating func insert(_ spec: ControllerSpec) -> Int32 {
    let index = Int32(nodes.count)
    var node = Node(controller: spec.controller)
    node.serial = takeSerial()
    if !spec.label.isEmpty { labels[node.serial] = spec.label }
    node.phase = spec.phase
    node.tabSelection = spec.controller.kind == .tabBar ? spec.tabSelection.encoded : noIndex
    nodes.append(node)
    names.append(spec.name)
    for child in spec.children { link(child: insert(child), to: index) }
    if let first = spec.presentations.first {
      let presented = insert(first)
      nodes[Int(index)].presented = presented
      nodes[Int(presented)].presenter = index
    }
    return index
  }

  mutating func link(child: Int32, to parent: Int32) {
    let last = nodes[Int(parent)].lastChild
    nodes[Int(child)].parent = parent
    nodes[Int(child)].previousSibling = last
    nodes[Int(child)].nextSibling = noIndex
    if last == noIndex {
      nodes[Int(parent)].firstChild = child
    } else {
      nodes[Int(last)].nextSibling = child
    }
    nodes[Int(parent)].lastChild = child
    nodes[Int(parent)].childCount += 1
  }

  mutating func unlink(child: Int32) {
    let node = nodes[Int(child)]
    let parent = node.parent
    guard parent != noIndex else { return }
    if node.previousSibling == noIndex {
      nodes[Int(parent)].firstChild = node.nextSibling
    } else {
      nodes[Int(node.previousSibling)].nextSibling = node.nextSibling
    }
    if node.nextSibling == noIndex {
      nodes[Int(parent)].lastChild = node.previousSibling
    } else {
      nodes[Int(node.nextSibling)].previousSibling = node.previousSibling
    }
    nodes[Int(parent)].childCount -= 1
    nodes[Int(child)].parent = noIndex
    nodes[Int(child)].previousSibling = noIndex
    nodes[Int(child)].nextSibling = noIndex
  }

  /// Marks `index`, its children and what they present for removal (`remap = -1`); returns the
  /// smallest index marked.
  @discardableResult
  mutating func markRemoved(_ index: Int32) -> Int32 {
    nodes[Int(index)].remap = -1
    var smallest = index
    var child = nodes[Int(index)].firstChild
    while child != noIndex {
      smallest = min(smallest, markRemoved(child))
      child = nodes[Int(child)].nextSibling
    }
    let presented = nodes[Int(index)].presented
    if presented != noIndex { smallest = min(smallest, markRemoved(presented)) }
    return smallest
  }

  /// Removes every node marked by `markRemoved`, renumbering the rest in order; never allocates.
  /// None before `start` is marked.
  mutating func compact(from start: Int = 0) {
    let count = nodes.count
    // The nodes are read and written in place: one uniqueness check, no bounds checks. Those
    // before the first removed one keep their numbers.
    let (firstRemoved, kept) = nodes.withUnsafeMutableBufferPointer { nodes -> (Int, Int) in
      var firstRemoved = start
      while firstRemoved < count && nodes[firstRemoved].remap != -1 { firstRemoved += 1 }
      var next = Int32(firstRemoved)
      for index in firstRemoved..<count where nodes[index].remap != -1 {
        nodes[index].remap = next
        next += 1
      }
      // The removed nodes are the last ones (what was pushed or presented last): nothing is
      // renumbered, and no link led to a removed node.
      guard Int(next) > firstRemoved else { return (firstRemoved, firstRemoved) }
      let first = Int32(firstRemoved)
      @inline(__always) func mapped(_ link: Int32) -> Int32 {
        link < first ? link : nodes[Int(link)].remap  // noIndex (-1) stays
      }
      // Links into removed nodes were cut before marking, so `remap` of a target is never -1.
      for index in 0..<count where nodes[index].remap != -1 {
        nodes[index].parent = mapped(nodes[index].parent)
        nodes[index].firstChild = mapped(nodes[index].firstChild)
        nodes[index].lastChild = mapped(nodes[index].lastChild)
        nodes[index].nextSibling = mapped(nodes[index].nextSibling)
        nodes[index].previousSibling = mapped(nodes[index].previousSibling)
        nodes[index].presented = mapped(nodes[index].presented)
        nodes[index].presenter = mapped(nodes[index].presenter)
      }
      return (firstRemoved, Int(next))
    }
    guard firstRemoved < count else { return }
    // A removed controller's remap is -1.
    if pendingPop >= Int32(firstRemoved) { pendingPop = nodes[Int(pendingPop)].remap }
    if kept > firstRemoved {
      for window in windows.indices {
        if let root = windows[window].root, root.index >= firstRemoved {
          windows[window].root = ControllerID(Int(nodes[root.index].remap))
        }
      }
      // The names first, while the nodes still say which were removed; swapped in the buffer,
      // where a swap moves the strings without retaining them.
      nodes.withUnsafeBufferPointer { nodes in
        names.withUnsafeMutableBufferPointer { names in
          var write = firstRemoved
          for read in firstRemoved..<count where nodes[read].remap != -1 {
            names.swapAt(write, read)
            write += 1
          }
        }
      }
      nodes.withUnsafeMutableBufferPointer { nodes in
        var write = firstRemoved
        for read in firstRemoved..<count where nodes[read].remap != -1 {
          nodes[write] = nodes[read]
          nodes[write].remap = 0
          write += 1
        }
      }
    }
    // One at a time: the few removed are dropped without the general range replacement.
    for _ in kept..<count {
      nodes.removeLast()
      names.removeLast()
    }
  }

  /// Cuts `index` from whatever holds it, then removes it with everything below and above it.
  mutating func remove(_ index: Int32) {
    compact(from: Int(cutAndMark(index)))
  }

  /// Removes the children of `parent` past the first `kept`, last first, with everything below
  /// and above them: what removing each in turn leaves, with one compaction of the arena rather
  /// than one per child.
  mutating func removeChildren(of parent: Int32, keeping kept: Int32) {
    var smallest = Int32.max
    while nodes[Int(parent)].childCount > kept {
      smallest = min(smallest, cutAndMark(nodes[Int(parent)].lastChild))
    }
    if smallest != Int32.max { compact(from: Int(smallest)) }
  }

  /// ``remove(_:)`` but the compaction: cuts `index` from whatever holds it and marks it with
  /// everything below and above it; returns the smallest index marked.
  mutating func cutAndMark(_ index: Int32) -> Int32 {
    let node = nodes[Int(index)]
    if node.parent != noIndex { unlink(child: index) }
    if node.presenter != noIndex {
      nodes[Int(node.presenter)].presented = noIndex
      nodes[Int(index)].presenter = noIndex
    }
    if node.window != noIndex {
      windows[Int(node.window)].root = nil
      nodes[Int(index)].window = noIndex
    }
    return markRemoved(index)
  }
}

// MARK: - UIKit's operations

extension Hierarchy {
  /// The navigation controller whose interactive back-swipe has begun and not ended, if any.
  public var interactivePopInProgress: ControllerID? { optionalID(pendingPop) }

  /// Records that the back-swipe began (or, with `nil`, ended) on `navigation`.
  public mutating func setInteractivePopInProgress(_ navigation: ControllerID?) {
    pendingPop = navigation.link
  }

  /// `pushViewController(_:animated:)`: `spec` becomes the top of `navigation`'s stack.
  @discardableResult
  public mutating func push(_ spec: ControllerSpec, onto navigation: ControllerID) -> ControllerID {
    let child = insert(spec)
    link(child: child, to: navigation.rawValue)
    return ControllerID(Int(child))
  }

  /// `popViewController(animated:)`: removes the top unless it is the only controller.
  public mutating func pop(from navigation: ControllerID) -> Refusal? {
    let node = nodes[navigation.index]
    guard node.childCount > 1 else { return .atRootOfStack }
    remove(node.lastChild)
    return nil
  }

  /// `popToRootViewController(animated:)`: removes everything above the first controller.
  public mutating func popToRoot(of navigation: ControllerID) -> Refusal? {
    guard nodes[navigation.index].childCount > 1 else { return .atRootOfStack }
    removeChildren(of: navigation.rawValue, keeping: 1)
    return nil
  }

  /// `setViewControllers(_:animated:)`: the stack becomes `stack`, bottom to top.
  public mutating func setViewControllers(_ stack: [ControllerSpec], of navigation: ControllerID) {
    removeChildren(of: navigation.rawValue, keeping: 0)
    for spec in stack { link(child: insert(spec), to: navigation.rawValue) }
  }

  /// Sets a tab bar controller's selection; refuses an index past the end, and the More list
  /// without more than five tabs (UIKit ignores such a `selectedIndex`).
  public mutating func select(_ selection: TabSelection, in tabBar: ControllerID) -> Refusal? {
    let count = Int(nodes[tabBar.index].childCount)
    switch selection {
    case .none: return .noChange
    case .index(let index) where !(0..<count).contains(index): return .noSuchTab(index)
    case .moreList where count <= 5: return .noSuchTab(count)
    default: break
    }
    if nodes[tabBar.index].tabSelection == selection.encoded { return .noChange }
    nodes[tabBar.index].tabSelection = selection.encoded
    return nil
  }

  /// The controller UIKit actually presents from when `caller` presents with `style` (1.4):
  /// context styles land on the nearest controller that defines the presentation context,
  /// other styles on the root of the caller's layer (a window root or a presented controller).
  public func actualPresenter(for caller: ControllerID, style: ModalPresentationStyle)
    -> ControllerID
  {
    var current = caller.rawValue
    while nodes[Int(current)].parent != noIndex {
      if style.isContextStyle
        && nodes[Int(current)].controller.options.contains(.definesPresentationContext)
      {
        break
      }
      current = nodes[Int(current)].parent
    }
    return ControllerID(Int(current))
  }

  /// `present(_:animated:)` from `caller`: links `spec` to the actual presenter in `phase`.
  public mutating func present(
    _ spec: ControllerSpec, from caller: ControllerID, phase: TransitionPhase = .presented
  ) -> Result<ControllerID, Refusal> {
    let presenter = actualPresenter(for: caller, style: spec.controller.modalPresentationStyle)
    var current = presenter.rawValue
    while current != noIndex {
      if nodes[Int(current)].presented != noIndex {
        return .failure(.alreadyPresenting(ControllerID(Int(current))))
      }
      current = nodes[Int(current)].parent
    }
    // `insert` takes the tree's first presentation only; the phase is the presentation's own.
    let presented = insert(spec)
    nodes[Int(presented)].phase = phase
    nodes[presenter.index].presented = presented
    nodes[Int(presented)].presenter = presenter.rawValue
    return .success(ControllerID(Int(presented)))
  }

  /// Sets a presented controller's transition phase.
  public mutating func setPhase(_ phase: TransitionPhase, of id: ControllerID) {
    nodes[id.index].phase = phase
  }

  /// Removes a presented controller with everything it presents (`dismiss(animated:)` on its presenter).
  public mutating func dismiss(_ presented: ControllerID) {
    remove(presented.rawValue)
  }

  /// Changes whose code a controller runs (a generator's choice, before a session starts).
  public mutating func setOrigin(_ origin: ControllerOrigin, of id: ControllerID) {
    nodes[id.index].controller.origin = origin
  }

  /// Replaces what a controller's subclass declares (the player's rotate button).
  public mutating func setDeclared(_ declared: DeclaredAnswers, of id: ControllerID) {
    nodes[id.index].controller.declared = declared
  }

  /// Adds a window above the others with `root`; it becomes key when `makeKey` is true.
  @discardableResult
  public mutating func addWindow(
    root: ControllerSpec?, level: Int, makeKey: Bool, scene: SceneIndex? = nil
  ) -> WindowID {
    let window = WindowID(windows.count)
    var record = Window(root: nil, level: level, isKey: false, scene: scene ?? focusedScene)
    if let root {
      let index = insert(root)
      nodes[Int(index)].window = window.rawValue
      record.root = ControllerID(Int(index))
    }
    windows.append(record)
    if makeKey { self.makeKey(window) }
    return window
  }

  /// `makeKeyAndVisible()`: `window` becomes the only key window.
  public mutating func makeKey(_ window: WindowID) {
    for index in windows.indices { windows[index].isKey = index == window.index }
  }

  /// Removes a window and its controllers; the last window stays. The key status passes to the
  /// frontmost remaining window when the removed one was key.
  public mutating func removeWindow(_ window: WindowID) -> Refusal? {
    guard windows.indices.contains(window.index), windows.count > 1 else { return .noSuchWindow }
    let wasKey = windows[window.index].isKey
    if let root = windows[window.index].root { remove(root.rawValue) }
    windows.remove(at: window.index)
    for index in nodes.indices where nodes[index].window > window.rawValue {
      nodes[index].window -= 1
    }
    if wasKey { makeKey(WindowID(windows.count - 1)) }
    return nil
  }
}

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
