/// A controller as a resolver sees it, with UIKit's names: two words, valid only during the call.
///
/// Relations (`topViewController`, `presentedViewController`, …) return
/// handles to related controllers; asking one of them a question
/// (`top.supportedInterfaceOrientations`) dispatches back into the resolver.
/// Do not store a handle beyond the resolver call that received it.
public struct ControllerHandle<Resolver: OrientationResolver> {
  /// The context's address, as an integer: see ``context``.
  @usableFromInline let contextBits: UInt
  /// The evaluation's context.
  ///
  /// Stored as an integer so that the handle has no extra inhabitants and `Optional` gives it a
  /// tag of its own. With the pointer stored, `nil` took the pointer's null, and the two halves
  /// of Swift 6.3.1 disagreed on it: a `nil` made by generic code (`Optional.map` in
  /// ``WindowHandle/rootViewController``) left the other fields as they were, while code
  /// reading an optional in a `var` (`controller?.presentedViewController` after
  /// `var controller = window.rootViewController`) took it for `nil` only when every field was
  /// zero, and called the getter on a null context: a segmentation fault in a debug build.
  @inlinable @inline(__always) var context: UnsafeMutablePointer<ResolutionContext<Resolver>> {
    UnsafeMutablePointer(bitPattern: contextBits).unsafelyUnwrapped
  }
  /// The arena index; below `-1`, the More navigation controller of tab bar `-(index + 2)`.
  @usableFromInline let index: Int32
  /// How many questions are on the stack above this handle.
  @usableFromInline let depth: Int32

  @inlinable
  init(context: UnsafeMutablePointer<ResolutionContext<Resolver>>, index: Int32, depth: Int32) {
    contextBits = UInt(bitPattern: context)
    self.index = index
    self.depth = depth
  }

  @inlinable @inline(__always) func related(_ other: Int32) -> ControllerHandle? {
    other == noIndex ? nil : ControllerHandle(context: context, index: other, depth: depth)
  }

  @inlinable var node: Hierarchy.Node {
    if index >= 0 { return context.pointee.nodes[Int(index)] }
    var more = Hierarchy.Node(controller: Controller(.navigation, origin: .system))
    more.parent = -(index + 2)
    return more
  }

  @inlinable var hierarchy: Hierarchy { _read { yield context.pointee.hierarchyAddress.pointee } }

  // Single fields read in place, without copying the node: the More navigation controller, which
  // is not in the arena, has UIKit's navigation controller's (see `node`).

  @inlinable @inline(__always) var controllerKind: ControllerKind {
    index >= 0
      ? context.pointee.nodes[Int(index)].controller.kind : .navigation
  }
  @inlinable @inline(__always) var consultsResolver: Bool {
    // `Controller.consultsResolver`, field by field: the call copied the controller. The app's
    // reach into system controllers is read only for one that is not the app's.
    index >= 0
      && (context.pointee.nodes[Int(index)].controller.origin == .app
        || context.pointee.appAddress.pointee.appCodeReachesSystemControllers)
      && context.pointee.nodes[Int(index)].controller.kind != .alert
  }
  @inlinable @inline(__always) var parentIndex: Int32 {
    index >= 0 ? context.pointee.nodes[Int(index)].parent : -(index + 2)
  }
  @inlinable @inline(__always) var firstChildIndex: Int32 {
    index >= 0 ? context.pointee.nodes[Int(index)].firstChild : noIndex
  }
  @inlinable @inline(__always) var lastChildIndex: Int32 {
    index >= 0 ? context.pointee.nodes[Int(index)].lastChild : noIndex
  }
  @inlinable @inline(__always) var tabSelectionCode: Int32 {
    index >= 0 ? context.pointee.nodes[Int(index)].tabSelection : noIndex
  }
}

extension ControllerHandle: Equatable {
  @inlinable public static func == (lhs: ControllerHandle, rhs: ControllerHandle) -> Bool {
    lhs.index == rhs.index
  }
}

// MARK: - Identity and attributes

extension ControllerHandle {
  /// The controller's identifier in the hierarchy.
  @inlinable public var id: ControllerID { ControllerID(Int(index)) }
  /// Its kind.
  @inlinable @inline(__always) public var kind: ControllerKind { controllerKind }
  /// Whose code it runs.
  @inlinable public var origin: ControllerOrigin {
    index >= 0
      ? context.pointee.nodes[Int(index)].controller.origin : .system
  }
  /// What its subclass declares.
  @inlinable @inline(__always) public var declared: DeclaredAnswers {
    index >= 0
      ? context.pointee.nodes[Int(index)].controller.declared : .none
  }
  /// Its `modalPresentationStyle`.
  @inlinable public var modalPresentationStyle: ModalPresentationStyle {
    node.controller.modalPresentationStyle
  }
  /// Its presentation and navigation options.
  @inlinable public var options: ControllerOptions {
    index >= 0 ? context.pointee.nodes[Int(index)].controller.options : []
  }
  /// Whether this is a tab bar's More navigation controller.
  @inlinable public var isMoreNavigationController: Bool { index < -1 }
  /// Its name, or its UIKit class name.
  public var name: String {
    index >= 0 ? hierarchy.name(of: id) : "UIMoreNavigationController"
  }

  /// The scene's current interface orientation (`windowScene.interfaceOrientation`).
  @inlinable public var interfaceOrientation: InterfaceOrientation {
    context.pointee.interfaceOrientation
  }
  /// `UIDevice.current.orientation`.
  @inlinable public var deviceOrientation: DeviceOrientation { context.pointee.deviceOrientation }
  /// The device family.
  @inlinable public var idiom: UserInterfaceIdiom { context.pointee.appAddress.pointee.idiom }
  /// The iOS version.
  @inlinable public var osVersion: OSVersion { context.pointee.appAddress.pointee.osVersion }
  /// `UIApplication.shared.supportedInterfaceOrientations(for: window)`: the app mask of the window being evaluated.
  @inlinable public var applicationSupportedInterfaceOrientations: InterfaceOrientationMask {
    context.pointee.appMask
  }
  /// The window showing this controller.
  @inlinable
  public var window: WindowHandle<Resolver>? {
    guard index >= 0,
      let id = Hierarchy.window(containing: self.id, in: context.pointee.hierarchyAddress)
    else { return nil }
    return WindowHandle(context: context, index: id.rawValue, depth: depth)
  }
}

// MARK: - UIKit relations

extension ControllerHandle {
  /// `parent`: the container holding it.
  @inlinable public var parent: ControllerHandle? { related(parentIndex) }

  /// `children`, in order.
  public var children: [ControllerHandle] {
    var result: [ControllerHandle] = []
    forEachChild { result.append($0) }
    return result
  }

  /// Calls `body` with each child in order, without building an array.
  @inlinable public func forEachChild(_ body: (ControllerHandle) -> Void) {
    guard index >= 0 else { return }
    var child = firstChildIndex
    while child != noIndex {
      body(ControllerHandle(context: context, index: child, depth: depth))
      child = context.pointee.nodes[Int(child)].nextSibling
    }
  }

  /// The number of children.
  @inlinable public var childCount: Int {
    index >= 0 ? Int(context.pointee.nodes[Int(index)].childCount) : 0
  }

  /// The child at `position`, or `nil` past the end.
  @inlinable public func child(at position: Int) -> ControllerHandle? {
    guard index >= 0, position >= 0, position < childCount else { return nil }
    var child = firstChildIndex
    for _ in 0..<position {
      child = context.pointee.nodes[Int(child)].nextSibling
    }
    return related(child)
  }

  /// `viewControllers` of a navigation or tab bar controller (its children); empty for others.
  public var viewControllers: [ControllerHandle] {
    kind == .navigation || kind == .tabBar ? children : []
  }

  /// `viewControllers.count` without building the array.
  @inlinable public var viewControllerCount: Int {
    kind == .navigation || kind == .tabBar ? childCount : 0
  }

  /// `topViewController` of a navigation controller: the last child.
  @inlinable public var topViewController: ControllerHandle? {
    kind == .navigation ? related(lastChildIndex) : nil
  }

  /// `visibleViewController` of a navigation controller: what it presents (or an ancestor does), else the top.
  @inlinable public var visibleViewController: ControllerHandle? {
    guard kind == .navigation else { return nil }
    return presentedViewController ?? topViewController
  }

  /// `selectedViewController` of a tab bar controller: `nil` before a selection; the More
  /// navigation controller while the More list shows.
  @inlinable public var selectedViewController: ControllerHandle? {
    guard kind == .tabBar, index >= 0 else { return nil }
    let selection = tabSelectionCode
    if selection == -2 {
      return ControllerHandle(context: context, index: -(index + 2), depth: depth)
    }
    return selection >= 0 ? child(at: Int(selection)) : nil
  }

  /// `selectedIndex` of a tab bar controller; `nil` for `NSNotFound` (the More list) or no selection.
  @inlinable public var selectedIndex: Int? {
    guard kind == .tabBar, index >= 0, tabSelectionCode >= 0 else { return nil }
    return Int(tabSelectionCode)
  }

  /// `presentedViewController`: what it presents, or what an ancestor presents (XA2).
  @inlinable public var presentedViewController: ControllerHandle? {
    // The More navigation controller is not in the arena: start at its tab bar.
    var current = index >= 0 ? index : parentIndex
    while current >= 0 {
      let presented = context.pointee.nodes[Int(current)].presented
      if presented != noIndex { return related(presented) }
      current = context.pointee.nodes[Int(current)].parent
    }
    return nil
  }

  /// `presentingViewController`: what presents it, or what presents an ancestor (XA3).
  @inlinable public var presentingViewController: ControllerHandle? {
    // The More navigation controller is not in the arena: start at its tab bar.
    var current = index >= 0 ? index : parentIndex
    while current >= 0 {
      let presenter = context.pointee.nodes[Int(current)].presenter
      if presenter != noIndex { return related(presenter) }
      current = context.pointee.nodes[Int(current)].parent
    }
    return nil
  }

  /// `isBeingPresented`.
  @inlinable public var isBeingPresented: Bool {
    index >= 0 && node.presenter != noIndex && node.phase == .beingPresented
  }

  /// `isBeingDismissed`.
  @inlinable public var isBeingDismissed: Bool {
    index >= 0 && node.presenter != noIndex && node.phase == .beingDismissed
  }

  /// What UIKit's own back-swipe delegate answers for this navigation controller: more than one
  /// child, the bar visible, and a top that keeps the system back button (R27).
  @inlinable
  public var uikitAllowsInteractivePop: Bool {
    guard kind == .navigation, childCount > 1, !options.contains(.navigationBarHidden) else {
      return false
    }
    return topViewController?.options.contains(.customBackButton) != true
  }

  /// `navigationController`: the nearest navigation controller above it.
  @inlinable public var navigationController: ControllerHandle? { nearestAncestor(of: .navigation) }

  /// `tabBarController`: the nearest tab bar controller above it.
  @inlinable public var tabBarController: ControllerHandle? { nearestAncestor(of: .tabBar) }

  @inlinable func nearestAncestor(of kind: ControllerKind) -> ControllerHandle? {
    var current = parent
    while let candidate = current {
      if candidate.kind == kind { return candidate }
      current = candidate.parent
    }
    return nil
  }
}
