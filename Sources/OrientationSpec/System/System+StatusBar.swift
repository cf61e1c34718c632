extension Evaluation {
  /// Who owns the status bar and what it shows (R26).
  ///
  /// The owner walks the presentation chain like the decider, but control
  /// passes only to a presentation whose adapted style is `.fullScreen`, or
  /// one that sets `modalPresentationCapturesStatusBarAppearance` (A22). Then
  /// `childForStatusBarHidden` (navigation: top; tab bar: selected) and
  /// `childForStatusBarStyle` (navigation: top only while its bar is hidden;
  /// tab bar: selected) lead to the controllers UIKit asks.
  mutating func statusBar(in window: WindowID, orientation: InterfaceOrientation)
    -> StatusBarDecision?
  {
    guard let root = hierarchy.windows[window.index].root else { return nil }
    apply(.r26)
    guard app.viewControllerBasedStatusBarAppearance else {
      return StatusBarDecision(
        owner: nil, hiddenController: nil, styleController: nil, isHidden: false, style: .default)
    }
    var ownerID = root
    for presented in hierarchy.presentationChain(from: root) {
      let controller = hierarchy[presented]
      let style = System.adaptedStyle(
        of: controller, app: app, interfaceOrientation: orientation, assumptions: assumptions)
      if style == .fullScreen || controller.options.contains(.capturesStatusBarAppearance) {
        ownerID = presented
      }
    }
    let hiddenController = childForStatusBar(from: ownerID, style: false)
    let styleController = childForStatusBar(from: ownerID, style: true)
    let isHidden = handle(hiddenController).prefersStatusBarHidden
    let style = handle(styleController).preferredStatusBarStyle
    return StatusBarDecision(
      owner: ownerID, hiddenController: hiddenController, styleController: styleController,
      isHidden: isHidden, style: style)
  }

  /// Follows UIKit's `childForStatusBarHidden` / `childForStatusBarStyle` from `owner`.
  func childForStatusBar(from owner: ControllerID, style: Bool) -> ControllerID {
    var current = owner
    while true {
      let node = hierarchy.nodes[current.index]
      switch node.controller.kind {
      case .navigation:
        if style && !node.controller.options.contains(.navigationBarHidden) { return current }
        guard node.lastChild != noIndex else { return current }
        current = ControllerID(Int(node.lastChild))
      case .tabBar:
        guard node.tabSelection >= 0,
          let child = hierarchy.children(of: current)[safe: Int(node.tabSelection)]
        else { return current }
        current = child
      default:
        return current
      }
    }
  }

  /// Whether the back-swipe may begin in the innermost navigation controller on screen (R27).
  ///
  /// The recognizer runs only while the bar is visible and the top keeps the
  /// system back button; then the gesture delegate decides (UIKit's: more than
  /// one child; an app navigation controller asks the resolver). A delegate
  /// that lets it begin over a single controller freezes the interface (I27).
  mutating func interactivePop(in window: WindowID) -> InteractivePopDecision? {
    guard var current = System.frontmost(of: window, in: hierarchy) else { return nil }
    var navigation: ControllerID?
    while true {
      let node = hierarchy.nodes[current.index]
      if node.controller.kind == .navigation { navigation = current }
      let next: Int32
      switch node.controller.kind {
      case .tabBar:
        next =
          node.tabSelection >= 0
          ? hierarchy.children(of: current)[safe: Int(node.tabSelection)]?.rawValue ?? noIndex
          : noIndex
      case .content, .alert:
        next = noIndex
      default:
        next = node.lastChild
      }
      guard next != noIndex else { break }
      current = ControllerID(Int(next))
    }
    guard let navigation else { return nil }
    apply(.r27)
    let node = hierarchy.nodes[navigation.index]
    let count = Int(node.childCount)
    let topHasCustomBack =
      node.lastChild != noIndex
      && hierarchy.nodes[Int(node.lastChild)].controller.options.contains(.customBackButton)
    let enabled = !node.controller.options.contains(.navigationBarHidden) && !topHasCustomBack
    var answer: Bool?
    if enabled {
      let controller = handle(navigation)
      answer =
        node.controller.consultsResolver
        ? context.pointee.resolver.interactivePopGestureShouldBegin(for: controller)
        : count > 1
    }
    return InteractivePopDecision(
      navigationController: navigation, stackCount: count, recognizerEnabled: enabled,
      delegateAnswer: answer, mayBegin: answer ?? false)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
