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
    if pendingDismissal >= Int32(firstRemoved) {
      pendingDismissal = nodes[Int(pendingDismissal)].remap
      if pendingDismissal == noIndex { rotationHeld = [] }
    }
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
