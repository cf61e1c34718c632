/// A hierarchy written out as records that refer to each other by position, before validation.
///
/// This is the general way to describe a hierarchy, including broken ones:
/// ``Hierarchy/init(_:)`` checks every structural rule and refuses an invalid
/// graph with a ``HierarchyError`` that names each broken rule. The builder
/// (``ControllerSpec``) and the scenario format both produce graphs.
public struct HierarchyGraph: Hashable, Sendable {
  /// The controllers; position `i` becomes ``ControllerID`` `i`.
  public var controllers: [Record]
  /// The windows, back to front.
  public var windows: [WindowRecord]
  /// The scenes (``Hierarchy/scenes``); empty for one scene.
  public var scenes: [Scene]

  public init(controllers: [Record] = [], windows: [WindowRecord] = [], scenes: [Scene] = []) {
    self.controllers = controllers
    self.windows = windows
    self.scenes = scenes
  }

  /// One controller and the positions of the controllers it links to.
  public struct Record: Hashable, Sendable {
    /// The controller's attributes.
    public var controller: Controller
    /// A name for reports (`PlayerViewController`); empty means the UIKit class name.
    public var name: String
    /// The name a scenario gives it (``ControllerSpec/label``); empty for none.
    public var label: String
    /// Positions of its children, in order (a navigation stack bottom to top, a tab bar's tabs).
    public var children: [Int]
    /// Position of the controller it presents (UIKit's actual presenter holds the link).
    public var presented: Int?
    /// Its transition phase, when it is presented.
    public var phase: TransitionPhase
    /// A tab bar controller's selection.
    public var tabSelection: TabSelection

    public init(
      _ controller: Controller, name: String = "", label: String = "", children: [Int] = [],
      presented: Int? = nil, phase: TransitionPhase = .presented,
      tabSelection: TabSelection = .none
    ) {
      self.controller = controller
      self.name = name
      self.label = label
      self.children = children
      self.presented = presented
      self.phase = phase
      self.tabSelection = tabSelection
    }
  }

  /// One window and the position of its root.
  public struct WindowRecord: Hashable, Sendable {
    public var root: Int?
    public var level: Int
    public var isKey: Bool
    /// The scene it belongs to.
    public var scene: SceneIndex
    /// The app delegate's answer for this window (``Window/delegateOrientations``).
    public var delegateOrientations: InterfaceOrientationMask?

    public init(
      root: Int?, level: Int = Window.normalLevel, isKey: Bool = false, scene: SceneIndex = 0,
      delegateOrientations: InterfaceOrientationMask? = nil
    ) {
      self.root = root
      self.level = level
      self.isKey = isKey
      self.scene = scene
      self.delegateOrientations = delegateOrientations
    }
  }
}

/// A structural rule a hierarchy must keep; ``Hierarchy/init(_:)`` refuses a graph that breaks one.
public enum StructuralRule: String, CaseIterable, Hashable, Sendable {
  /// A link names a position that does not exist.
  case linkInRange
  /// A controller is in one place only: one parent, one presenter, or one window.
  case onePlace
  /// Every controller is reachable from a window's root.
  case reachable
  /// Only containers have children; an alert and a content controller have none.
  case childrenOnlyInContainers
  /// A controller presents at most one controller, and not while an ancestor presents.
  case onePresentation
  /// Full-screen, sheet and popover presentations hang off a window root or a presented controller;
  /// context presentations off a controller that defines the presentation context.
  case presenterCoversItsStyle
  /// An alert is presented: never a root, never a child.
  case alertIsPresented
  /// A phase other than `presented` belongs to a presented controller that presents nothing,
  /// and a window runs at most one transition at a time.
  case possiblePhase
  /// A tab selection names an existing child; the More list needs more than five children.
  case tabSelectionExists
  /// A selection is set only on a tab bar controller.
  case selectionOnlyOnTabBars
  /// At most one window is key.
  case oneKeyWindow
  /// Every window belongs to a scene the hierarchy has.
  case windowInScene

  /// What the rule requires, in a sentence.
  public var requirement: String {
    switch self {
    case .linkInRange: "every link names an existing controller"
    case .onePlace: "a controller is in one place: a single parent, presenter or window"
    case .reachable: "every controller is reachable from a window's root"
    case .childrenOnlyInContainers: "only containers have children"
    case .onePresentation:
      "a controller presents at most one controller, and not while an ancestor presents"
    case .presenterCoversItsStyle:
      "full-screen, sheet and popover presentations hang off a window root or a presented controller;"
        + " context presentations off a controller that defines the presentation context"
    case .alertIsPresented: "an alert is presented, never a root or a child"
    case .possiblePhase:
      "only a presented controller that presents nothing is being presented or dismissed,"
        + " one transition per window"
    case .tabSelectionExists:
      "a tab selection names an existing child; the More list needs more than five children"
    case .selectionOnlyOnTabBars: "only a tab bar controller has a selection"
    case .oneKeyWindow: "at most one window is key"
    case .windowInScene: "every window belongs to an existing scene"
    }
  }
}

/// One broken structural rule, with the controller or window where it breaks.
public struct StructuralViolation: Hashable, Sendable, CustomStringConvertible {
  public var rule: StructuralRule
  /// The position of the controller concerned, if any.
  public var controller: Int?
  /// The position of the window concerned, if any.
  public var window: Int?
  /// What is wrong, naming the positions involved.
  public var detail: String

  public init(rule: StructuralRule, controller: Int? = nil, window: Int? = nil, detail: String) {
    self.rule = rule
    self.controller = controller
    self.window = window
    self.detail = detail
  }

  public var description: String {
    let place = controller.map { "#\($0): " } ?? window.map { "window \($0): " } ?? ""
    return "\(place)\(detail) (rule \(rule.rawValue): \(rule.requirement))"
  }
}

/// An invalid hierarchy, refused with every structural rule it breaks.
public struct HierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
  public var violations: [StructuralViolation]

  public init(violations: [StructuralViolation]) { self.violations = violations }

  public var description: String {
    "invalid hierarchy:\n" + violations.map { "  - \($0)" }.joined(separator: "\n")
  }
}
