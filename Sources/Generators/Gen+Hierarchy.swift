public import OrientationSpec

/// Builds hierarchies constructively from choices: valid by construction, no rejection.
///
/// Every controller kind, origin, option, declared answer, nesting, presentation style and phase
/// can appear. A controller and its children form a `.subtree` span, each child and each
/// presentation an `.element` span, so the shrinker can unwrap containers and drop parts.
public struct HierarchyGenerator: Sendable {
  /// The most controllers a hierarchy holds (at least 1).
  public var maxControllers: Int

  public init(maxControllers: Int = 10) { self.maxControllers = max(1, maxControllers) }

  /// A fresh hierarchy drawn from `source`.
  public func generate(_ source: inout ChoiceSource) -> Hierarchy {
    var hierarchy = Hierarchy()
    generate(into: &hierarchy, &source)
    return hierarchy
  }

  /// Draws a hierarchy into `hierarchy`, reusing its storage.
  public func generate(into hierarchy: inout Hierarchy, _ source: inout ChoiceSource) {
    hierarchy.removeAll(keepingCapacity: true)
    var budget = maxControllers
    addWindow(0, to: &hierarchy, &source, budget: &budget)
    // A second window (a player's or an alert's) sometimes: its span holds the flag.
    source.beginSpan()
    if source.draw(chance: 1, in: 6) {
      addWindow(1, to: &hierarchy, &source, budget: &budget)
      source.endSpan(.element)
    } else {
      source.dropSpan()
    }
    // The key window: the first by default, another one with a root sometimes.
    var key = WindowID(0)
    if hierarchy.windows.count > 1, hierarchy.windows[1].root != nil, source.draw(chance: 1, in: 3)
    {
      key = WindowID(1)
    }
    hierarchy.makeKey(key)
  }

  /// Adds window `index`: normal level first, then an alert, status-bar or normal one.
  func addWindow(
    _ index: Int, to hierarchy: inout Hierarchy, _ source: inout ChoiceSource, budget: inout Int
  ) {
    let level = index == 0 ? Window.normalLevel : Self.level(source.draw(below: 3))
    let hasRoot = index == 0 || !source.draw(chance: 1, in: 4)
    guard hasRoot && budget > 0 else {
      hierarchy.addWindow(root: nil, level: level, makeKey: false)
      return
    }
    source.beginSpan()
    var controller = drawController(&source, depth: 0, presented: false)
    // Roots are often tab bars, as in the seed apps.
    if controller.kind == .content && source.draw(chance: 1, in: 2) { controller.kind = .tabBar }
    budget -= 1
    let id = hierarchy.addWindow(root: controller, level: level, makeKey: false)
    let root = hierarchy.windows[id.index].root!
    fillChildren(of: root, in: &hierarchy, &source, depth: 0, budget: &budget)
    source.endSpan(.subtree)
    present(above: root, in: &hierarchy, &source, budget: &budget)
  }

  /// A controller's attributes, without its children.
  func drawController(_ source: inout ChoiceSource, depth: Int, presented: Bool) -> Controller {
    let kind: ControllerKind
    switch source.draw(weights: presented ? Self.presentedKindWeights : Self.kindWeights) {
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
    var controller = Controller(kind, origin: origin, declared: Draw.declaredAnswers(&source))
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

  static let kindWeights = [5, 3, 2, 1, 1]
  static let presentedKindWeights = [5, 3, 2, 1, 1, 1]
  static let originWeights = [6, 1, 1]
  static let selectionWeights = [6, 1, 1]
  static let phaseWeights = [2, 1, 1]

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
    of parent: ControllerID, in hierarchy: inout Hierarchy, _ source: inout ChoiceSource,
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
    var made = 0
    while made < most && budget > 0 {
      // Each child's span holds its "one more" flag: deleting the span drops the child.
      source.beginSpan()
      guard source.draw(flag: made < wanted) else {
        source.dropSpan()
        break
      }
      source.beginSpan()
      var controller = drawController(&source, depth: depth + 1, presented: false)
      // Tab bars mostly hold navigation controllers, as the seed apps do.
      if kind == .tabBar && controller.kind == .content && source.draw(chance: 2, in: 3) {
        controller.kind = .navigation
      }
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
      switch source.draw(weights: Self.selectionWeights) {
      case 1: break  // no selection yet (seed 002)
      case 2 where count > 5: _ = hierarchy.select(.moreList, in: parent)
      default:
        if count > 0 { _ = hierarchy.select(.index(source.draw(in: 0...(count - 1))), in: parent) }
      }
    }
  }

  /// Draws a chain of presentations above `root`: each from the controller on top, the last
  /// possibly still in its transition.
  func present(
    above root: ControllerID, in hierarchy: inout Hierarchy, _ source: inout ChoiceSource,
    budget: inout Int
  ) {
    let wanted = source.hidden(in: 0...2)
    var top = root
    var index = 0
    while index < 2 && budget > 0 {
      source.beginSpan()
      guard source.draw(flag: index < wanted) else {
        source.dropSpan()
        break
      }
      var controller = drawController(&source, depth: 0, presented: true)
      if controller.kind != .alert {
        controller.modalPresentationStyle = Gen<ModalPresentationStyle>.presentationStyle.generate(
          &source)
        if controller.modalPresentationStyle == .custom && source.draw(chance: 1, in: 2) {
          controller.options.insert(.removesPresentersView)
        }
        if controller.modalPresentationStyle == .popover && source.draw(chance: 1, in: 2) {
          controller.options.insert(.preventsAdaptation)
        }
      }
      budget -= 1
      index += 1
      if case .success(let presented) = hierarchy.present(controller, from: top) {
        fillChildren(of: presented, in: &hierarchy, &source, depth: 1, budget: &budget)
        top = presented
      }
      source.endSpan(.element)
    }
    // Only the controller on top can be in a transition (possiblePhase).
    guard top != root else { return }
    switch source.draw(weights: Self.phaseWeights) {
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
