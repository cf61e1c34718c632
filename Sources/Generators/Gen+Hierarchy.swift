public import OrientationSpec

/// Builds hierarchies constructively from choices: valid by construction, no rejection.
///
/// Every controller kind, origin, option, declared answer, nesting, presentation style and phase
/// can appear. A controller and its children form a `.subtree` span, each child and each
/// presentation an `.element` span, so the shrinker can unwrap containers and drop parts.
public struct HierarchyGenerator: Sendable {
  /// The most controllers a hierarchy holds (at least 1).
  public var maxControllers: Int
  /// The orientations every declaration meets (``Draw/keptOrientations(_:)``); empty, the
  /// default, draws declarations freely.
  public var keptOrientations: InterfaceOrientationMask = []

  public init(maxControllers: Int = 10) { self.maxControllers = max(1, maxControllers) }

  /// A fresh hierarchy drawn from `source`.
  public func generate(_ source: inout ChoiceSource) -> Hierarchy {
    guard var choices = source.unrecorded() else { return generate(drawing: &source) }
    let hierarchy = generate(drawing: &choices)
    source.resume(choices)
    return hierarchy
  }

  /// Draws a hierarchy into `hierarchy`, reusing its storage.
  public func generate(into hierarchy: inout Hierarchy, _ source: inout ChoiceSource) {
    hierarchy.removeAll(keepingCapacity: true)
    // The fast path when `source` records nothing and marks no spans.
    guard var choices = source.unrecorded() else { return fill(&hierarchy, drawing: &source) }
    fill(&hierarchy, drawing: &choices)
    source.resume(choices)
  }

  /// A fresh hierarchy drawn from `source` (a session's initial hierarchy too).
  func generate(drawing source: inout some ChoiceDrawing) -> Hierarchy {
    var hierarchy = Hierarchy()
    // Room for every controller the budget allows (an alert root is not added, so never more).
    hierarchy.reserveCapacity(Swift.min(maxControllers, 64))
    fill(&hierarchy, drawing: &source)
    return hierarchy
  }

  /// Draws a hierarchy into the empty `hierarchy`.
  func fill(_ hierarchy: inout Hierarchy, drawing source: inout some ChoiceDrawing) {
    var budget = maxControllers
    addWindow(0, to: &hierarchy, &source, budget: &budget)
    // A second window (a player's or an alert's) sometimes: its span holds the flag and, when
    // it has a root, whether it is the key window; a stop follows it (at most one), so deleting
    // its span leaves nothing shifted.
    var key = WindowID(0)
    source.beginSpan()
    if source.draw(chance: 1, in: 6) {
      addWindow(1, to: &hierarchy, &source, budget: &budget)
      if hierarchy.windows[1].root != nil, source.draw(chance: 1, in: 3) { key = WindowID(1) }
      source.endSpan(.element)
      source.drawStop()
    } else {
      source.dropSpan()
    }
    hierarchy.makeKey(key)
  }

  /// Adds window `index`: normal level first, then an alert, status-bar or normal one.
  func addWindow(
    _ index: Int, to hierarchy: inout Hierarchy, _ source: inout some ChoiceDrawing,
    budget: inout Int
  ) {
    let level = index == 0 ? Window.normalLevel : Self.level(source.draw(below: 3))
    let hasRoot = index == 0 || !source.draw(chance: 1, in: 4)
    guard hasRoot && budget > 0 else {
      hierarchy.addWindow(root: Controller?.none, level: level, makeKey: false)
      return
    }
    source.beginSpan()
    // Roots are often tab bars, as in the seed apps.
    let controller = drawController(&source, depth: 0, weights: Self.rootKindWeights)
    budget -= 1
    let id = hierarchy.addWindow(root: controller, level: level, makeKey: false)
    let root = hierarchy.windows[id.index].root!
    fillChildren(of: root, in: &hierarchy, &source, depth: 0, budget: &budget)
    source.endSpan(.subtree)
    present(above: root, in: &hierarchy, &source, budget: &budget)
  }

  /// A controller's attributes, without its children. Its kind is recorded as an index into the
  /// same list everywhere (content, navigation, tab bar, another container, a container, an
  /// alert), only the weights depend on where it is: so a child's choices replayed as a root (a
  /// container unwrapped) build the same controller. Inlined at its four call sites: the random
  /// state stays in registers, and a constant table's total weight is folded.
  @inline(__always) func drawController(
    _ source: inout some ChoiceDrawing, depth: Int, weights: InlineArray<6, Int>
  ) -> Controller {
    let kind: ControllerKind
    switch source.draw(weights: weights) {
    case 0: kind = .content
    case 1: kind = .navigation
    case 2: kind = depth < 2 ? .tabBar : .content
    case 3:
      switch source.draw(below: 3) {
      case 0: kind = .split
      case 1: kind = .page
      default: kind = .container
      }
    case 4: kind = .container
    default: kind = .alert
    }
    let origin: ControllerOrigin =
      switch source.draw(weights: Self.originWeights) {
      case 1: .system
      case 2: .thirdParty
      default: .app
      }
    var controller = Controller(
      kind, origin: origin, declared: Draw.declaredAnswers(&source, keeping: keptOrientations))
    if source.draw(chance: 1, in: 5) {
      switch kind {
      case .navigation:
        controller.options.insert(
          source.draw(below: 2) == 0 ? .definesPresentationContext : .navigationBarHidden)
        if source.draw(chance: 1, in: 3) { controller.barStyle = .black }
      case .content:
        controller.options.insert(
          [.customBackButton, .capturesStatusBarAppearance, .definesPresentationContext][
            Int(source.draw(below: 3))])
      case .tabBar, .split, .page, .container:
        controller.options.insert(.definesPresentationContext)
      case .alert:
        break
      }
    }
    return controller
  }

  static var kindWeights: InlineArray<6, Int> { [5, 3, 2, 1, 1, 0] }
  /// A root: half the screens of `kindWeights` become tab bars, as in the seed apps.
  static var rootKindWeights: InlineArray<6, Int> { [5, 6, 9, 2, 2, 0] }
  /// A tab: two thirds of the screens of `kindWeights` become navigation controllers.
  static var tabKindWeights: InlineArray<6, Int> { [5, 19, 6, 3, 3, 0] }
  static var presentedKindWeights: InlineArray<6, Int> { [5, 3, 2, 1, 1, 1] }
  static var originWeights: InlineArray<3, Int> { [6, 1, 1] }
  static var selectionWeights: InlineArray<3, Int> { [6, 1, 1] }

  /// A tab bar's selection, drawn before its tabs: its kind (0 an index, 1 none yet, 2 the More
  /// list) by ``selectionWeights``, then its index, bound by the tabs `most` and the budget allow:
  /// one choice whatever the bound, so nothing shifts when the budget changes, and enumeration
  /// sees only the indices that can be built (bound 1, so 0, unless the kind is an index).
  @inline(__always)
  static func drawTabSelection(
    _ source: inout some ChoiceDrawing, wanted: Int, most: Int, budget: Int
  ) -> (selection: Int, index: Int) {
    let selection = source.draw(weights: selectionWeights)
    let random =
      selection == 0 ? source.hidden(in: 0...Swift.max(0, Swift.min(wanted, budget) - 1)) : 0
    let index = source.draw(
      decided: UInt64(random),
      below: selection == 0 ? UInt64(Swift.max(1, Swift.min(most, budget))) : 1)
    return (selection, Int(index))
  }
  static var phaseWeights: InlineArray<3, Int> { [2, 1, 1] }

  /// A second window's level: alert, status bar or normal.
  static func level(_ choice: UInt64) -> Int {
    switch choice {
    case 0: Window.alertLevel
    case 1: Window.statusBarLevel
    default: Window.normalLevel
    }
  }

  /// Draws `parent`'s children (and theirs) within `budget`.
  func fillChildren(
    of parent: ControllerID, in hierarchy: inout Hierarchy, _ source: inout some ChoiceDrawing,
    depth: Int,
    budget: inout Int
  ) {
    let kind = hierarchy[parent].kind
    let most: Int
    switch kind {
    case .content, .alert: return
    case .navigation: most = 3
    case .tabBar: most = 6
    case .split, .page, .container: most = 2
    }
    let wanted = source.hidden(in: 0...most)
    // A tab bar's selection is drawn before its tabs, so deleting a tab leaves it in place: the
    // index is kept, clamped to the tabs left. The index is drawn whatever the selection's kind,
    // so changing the kind is one edited choice and shifts nothing, and no kind is simpler than
    // another for drawing fewer choices. A session's event trees draw theirs with the same call.
    let (selection, selectedIndex) =
      kind == .tabBar
      ? Self.drawTabSelection(&source, wanted: wanted, most: most, budget: budget) : (0, 0)
    var made = 0
    while true {
      // Each child's span holds its "one more" flag: deleting the span drops the child. A full
      // parent (or a spent budget) records a stop instead, so the choices after stay in place.
      guard made < most && budget > 0 else {
        source.drawStop()
        break
      }
      source.beginSpan()
      guard source.draw(flag: made < wanted) else {
        source.dropSpan()
        break
      }
      source.beginSpan()
      // Tab bars mostly hold navigation controllers, as the seed apps do.
      var controller = drawController(
        &source, depth: depth + 1, weights: kind == .tabBar ? Self.tabKindWeights : Self.kindWeights
      )
      if depth >= 3 || (kind == .navigation && controller.kind == .tabBar) {
        controller.kind = .content  // keep nesting shallow and shapes plausible
      }
      budget -= 1
      made += 1
      if let child = hierarchy.appendChild(controller, to: parent) {
        fillChildren(of: child, in: &hierarchy, &source, depth: depth + 1, budget: &budget)
      }
      source.endSpan(.subtree)
      source.endSpan(.element)
    }
    if kind == .tabBar {
      let count = hierarchy.childCount(of: parent)
      switch selection {
      case 1: break  // no selection yet (seed 002)
      case 2 where count > 5: _ = hierarchy.select(.moreList, in: parent)
      default:
        if count > 0 {
          _ = hierarchy.select(.index(Swift.min(selectedIndex, count - 1)), in: parent)
        }
      }
    }
  }

  /// Draws a chain of presentations above `root`: each from the controller on top, the last
  /// possibly still in its transition.
  func present(
    above root: ControllerID, in hierarchy: inout Hierarchy, _ source: inout some ChoiceDrawing,
    budget: inout Int
  ) {
    let wanted = source.hidden(in: 0...2)
    // The phase of the controller left on top is drawn before the chain, so deleting a
    // presentation leaves it in place: the new top takes it. Only the controller on top can be
    // in a transition (possiblePhase).
    // (Bound 1, always 0, when the budget allows no presentation: still one choice.)
    let phase = budget > 0 ? source.draw(weights: Self.phaseWeights) : Int(source.draw(below: 1))
    var top = root
    var index = 0
    while true {
      guard index < 2 && budget > 0 else {
        source.drawStop()
        break
      }
      source.beginSpan()
      guard source.draw(flag: index < wanted) else {
        source.dropSpan()
        break
      }
      // The style first, then the controller and what it holds as a subtree, so the shrinker
      // can promote it to a root. An alert ignores the style.
      let style = Draw.presentationStyle(&source)
      var options: ControllerOptions = []
      if style == .custom && source.draw(chance: 1, in: 2) {
        options.insert(.removesPresentersView)
      }
      if style == .popover && source.draw(chance: 1, in: 2) { options.insert(.preventsAdaptation) }
      source.beginSpan()
      var controller = drawController(&source, depth: 0, weights: Self.presentedKindWeights)
      if controller.kind != .alert {
        controller.modalPresentationStyle = style
        controller.options.formUnion(options)
      }
      budget -= 1
      index += 1
      if case .success(let presented) = hierarchy.present(controller, from: top) {
        fillChildren(of: presented, in: &hierarchy, &source, depth: 1, budget: &budget)
        top = presented
      }
      source.endSpan(.subtree)
      source.endSpan(.element)
    }
    guard top != root else { return }
    switch phase {
    case 1: hierarchy.setPhase(.beingPresented, of: top)
    case 2: hierarchy.setPhase(.beingDismissed, of: top)
    default: break
    }
  }
}

extension Gen where Value == Hierarchy {
  /// A hierarchy of at most `maxControllers` controllers, valid by construction.
  public static func hierarchy(maxControllers: Int = 10) -> Gen<Hierarchy> {
    let generator = HierarchyGenerator(maxControllers: maxControllers)
    return Gen { source in generator.generate(&source) }
  }
}
