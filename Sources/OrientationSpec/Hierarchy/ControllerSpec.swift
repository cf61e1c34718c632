/// A controller and everything below it, written as a tree: the readable way to build a hierarchy.
///
/// ```swift
/// let app = try Hierarchy(root: .tabBar(name: "Main", [
///   .navigation([.content("Home"), .content("Player", supports: .landscape)]),
/// ]).presenting(.content("Comment"), style: .overFullScreen))
/// ```
public struct ControllerSpec: Hashable, Sendable {
  public var controller: Controller
  public var name: String
  /// The name a scenario gives the controller (`as player`), by which its events and
  /// expectations refer to it wherever it moves; empty for none. Not its class (``name``).
  public var label: String
  public var children: [ControllerSpec]
  /// What it presents: more than one is a structural error (``StructuralRule/onePresentation``).
  public var presentations: [ControllerSpec]
  /// The phase when it is presented.
  public var phase: TransitionPhase
  public var tabSelection: TabSelection

  public init(
    _ controller: Controller, name: String = "", label: String = "",
    children: [ControllerSpec] = [], presentations: [ControllerSpec] = [],
    phase: TransitionPhase = .presented, tabSelection: TabSelection = .none
  ) {
    self.controller = controller
    self.name = name
    self.label = label
    self.children = children
    self.presentations = presentations
    self.phase = phase
    self.tabSelection = tabSelection
  }
}

extension ControllerSpec {
  /// A content controller (a screen) with the answers its subclass declares.
  public static func content(
    _ name: String = "", origin: ControllerOrigin = .app,
    supports: InterfaceOrientationMask? = nil, autorotates: Bool? = nil,
    prefers: InterfaceOrientation? = nil, statusBarHidden: Bool? = nil,
    statusBarStyle: StatusBarStyle? = nil, forbidsInteractivePop: Bool? = nil,
    options: ControllerOptions = []
  ) -> ControllerSpec {
    ControllerSpec(
      Controller(
        .content, origin: origin,
        declared: DeclaredAnswers(
          supportedInterfaceOrientations: supports, shouldAutorotate: autorotates,
          preferredInterfaceOrientationForPresentation: prefers,
          prefersStatusBarHidden: statusBarHidden, preferredStatusBarStyle: statusBarStyle,
          forbidsInteractivePop: forbidsInteractivePop),
        options: options),
      name: name)
  }

  /// A navigation controller with a stack, bottom to top.
  public static func navigation(
    name: String = "", origin: ControllerOrigin = .app, _ stack: [ControllerSpec],
    declared: DeclaredAnswers = .none, options: ControllerOptions = [],
    barStyle: BarStyle = .default
  ) -> ControllerSpec {
    ControllerSpec(
      Controller(
        .navigation, origin: origin, declared: declared, options: options, barStyle: barStyle),
      name: name, children: stack)
  }

  /// A tab bar controller; `selected` may be `.none`, as before its tabs are set up.
  public static func tabBar(
    name: String = "", origin: ControllerOrigin = .app, _ tabs: [ControllerSpec],
    selected: TabSelection = .index(0), declared: DeclaredAnswers = .none
  ) -> ControllerSpec {
    ControllerSpec(
      Controller(.tabBar, origin: origin, declared: declared), name: name, children: tabs,
      tabSelection: tabs.isEmpty && selected == .index(0) ? .none : selected)
  }

  /// A container of another kind (`.split`, `.page`, `.container`).
  public static func container(
    _ kind: ControllerKind = .container, name: String = "", origin: ControllerOrigin = .app,
    _ children: [ControllerSpec], declared: DeclaredAnswers = .none,
    options: ControllerOptions = []
  ) -> ControllerSpec {
    ControllerSpec(
      Controller(kind, origin: origin, declared: declared, options: options), name: name,
      children: children)
  }

  /// A system alert (`UIAlertController`).
  public static func alert(_ name: String = "") -> ControllerSpec {
    ControllerSpec(Controller(.alert), name: name)
  }

  /// This controller presenting `presented` with `style`, in `phase`.
  public func presenting(
    _ presented: ControllerSpec, style: ModalPresentationStyle? = nil,
    phase: TransitionPhase = .presented
  ) -> ControllerSpec {
    var presented = presented
    if let style, presented.controller.kind != .alert {
      presented.controller.modalPresentationStyle = style
    }
    presented.phase = phase
    var copy = self
    copy.presentations.append(presented)
    return copy
  }

  /// This controller with `options` added.
  public func with(_ options: ControllerOptions) -> ControllerSpec {
    var copy = self
    copy.controller.options.formUnion(options)
    return copy
  }
}

/// A window written as a tree.
public struct WindowSpec: Hashable, Sendable {
  public var root: ControllerSpec?
  public var level: Int
  public var isKey: Bool
  /// The scene the window belongs to (``Hierarchy/scenes``).
  public var scene: SceneIndex
  /// The app delegate's answer for this window (``Window/delegateOrientations``).
  public var delegateOrientations: InterfaceOrientationMask?

  public init(
    root: ControllerSpec?, level: Int = Window.normalLevel, isKey: Bool = false,
    scene: SceneIndex = 0, delegateOrientations: InterfaceOrientationMask? = nil
  ) {
    self.root = root
    self.level = level
    self.isKey = isKey
    self.scene = scene
    self.delegateOrientations = delegateOrientations
  }
}

extension HierarchyGraph {
  /// The graph of windows written as trees; positions follow a depth-first walk
  /// (a controller, its children, then what it presents). A controller that
  /// presents more than one controller is reported in `violations`: the graph
  /// links only the first.
  init(_ windows: [WindowSpec], violations: inout [StructuralViolation]) {
    self.init()
    func add(_ spec: ControllerSpec) -> Int {
      let index = controllers.count
      controllers.append(
        Record(
          spec.controller, name: spec.name, label: spec.label, phase: spec.phase,
          tabSelection: spec.tabSelection))
      let children = spec.children.map(add)
      controllers[index].children = children
      if let first = spec.presentations.first { controllers[index].presented = add(first) }
      if spec.presentations.count > 1 {
        violations.append(
          StructuralViolation(
            rule: .onePresentation, controller: index, window: nil,
            detail: "presents \(spec.presentations.count) controllers"))
      }
      return index
    }
    for window in windows {
      let root = window.root.map(add)
      self.windows.append(
        WindowRecord(
          root: root, level: window.level, isKey: window.isKey, scene: window.scene,
          delegateOrientations: window.delegateOrientations))
    }
  }
}

extension Hierarchy {
  /// A hierarchy with one key window whose root is `root`.
  public init(root: ControllerSpec) throws(HierarchyError) {
    try self.init(windows: [WindowSpec(root: root, isKey: true)])
  }

  /// A hierarchy with these windows, back to front, in these scenes (none listed: one scene).
  public init(windows: [WindowSpec], scenes: [Scene] = []) throws(HierarchyError) {
    var violations: [StructuralViolation] = []
    var graph = HierarchyGraph(windows, violations: &violations)
    graph.scenes = scenes
    violations += graph.violations()
    guard violations.isEmpty else { throw HierarchyError(violations: violations) }
    self.init(validGraph: graph)
  }
}

extension Hierarchy {
  /// The hierarchy written as trees, one per window: ``init(windows:)`` rebuilds it in canonical
  /// (depth-first) order.
  public var windowSpecs: [WindowSpec] {
    windows.map {
      WindowSpec(
        root: $0.root.map(spec(of:)), level: $0.level, isKey: $0.isKey, scene: $0.scene,
        delegateOrientations: $0.delegateOrientations)
    }
  }

  /// The controller `id` and everything below and above it, as a tree.
  public func spec(of id: ControllerID) -> ControllerSpec {
    let node = nodes[id.index]
    return ControllerSpec(
      node.controller, name: names[id.index], label: label(of: id),
      children: children(of: id).map(spec(of:)),
      presentations: presented(by: id).map { [spec(of: $0)] } ?? [],
      phase: node.presenter == noIndex ? .presented : node.phase,
      tabSelection: TabSelection(encoded: node.tabSelection))
  }

  /// The same hierarchy numbered depth-first (a controller, its children, then what it presents),
  /// as a builder or a parser makes it; equal hierarchies have equal canonical forms.
  public var canonical: Hierarchy {
    var violations: [StructuralViolation] = []
    var graph = HierarchyGraph(windowSpecs, violations: &violations)
    graph.scenes = scenes
    return Hierarchy(validGraph: graph)
  }
}
