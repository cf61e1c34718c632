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
  /// The scene is the app's last (with a window): a session is an app with a scene on screen.
  case lastScene
  /// The presented controller is an alert: a `UIAlertController` is dismissed by its actions,
  /// never by a swipe or an interactive transition.
  case notInteractivelyDismissible

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
    case .lastScene: "the scene is the app's last with a window"
    case .notInteractivelyDismissible: "an alert is not dismissed interactively"
    }
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

  /// The presented controller whose interactive dismissal has begun and not ended, if any: it is
  /// `.beingDismissed` until the dismissal finishes or is cancelled.
  public var interactiveDismissalInProgress: ControllerID? { optionalID(pendingDismissal) }

  /// Records that the interactive dismissal of `presented` began (or, with `nil`, ended); an
  /// ending forgets a rotation held meanwhile.
  public mutating func setInteractiveDismissalInProgress(_ presented: ControllerID?) {
    pendingDismissal = presented.link
    if presented == nil { rotationHeld = [] }
  }

  /// Whether UIKit held a device turn while the interactive dismissal was pending.
  public var rotationHeldByInteractiveDismissal: Bool { rotationHeld.contains(.turn) }

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
}
