extension Evaluation {
  /// Who owns the status bar and what it shows (R26).
  ///
  /// The owner walks the presentation chain like the decider, but control
  /// passes only to a presentation whose adapted style is `.fullScreen`, or
  /// one that sets `modalPresentationCapturesStatusBarAppearance` (A22). Then
  /// `childForStatusBarHidden` (navigation: top; tab bar: selected) and
  /// `childForStatusBarStyle` (navigation: top only while its bar is hidden;
  /// tab bar: selected) lead to the controllers UIKit asks.
  @inlinable
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
    var link = Hierarchy.nextInPresentationChain(after: root.rawValue, in: hierarchyAddress)
    while link != noIndex {
      defer { link = Hierarchy.nextInPresentationChain(after: link, in: hierarchyAddress) }
      let presented = ControllerID(Int(link))
      let controller = context.pointee.nodes[presented.index].controller
      let style = System.adaptedStyle(
        controller.modalPresentationStyle, options: controller.options, app: appAddress,
        interfaceOrientation: orientation, assumptions: assumptionsAddress)
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
  @inlinable
  func childForStatusBar(from owner: ControllerID, style: Bool) -> ControllerID {
    var current = owner
    while true {
      let node = context.pointee.nodes[current.index]
      switch node.controller.kind {
      case .navigation:
        if style && !node.controller.options.contains(.navigationBarHidden) { return current }
        guard node.lastChild != noIndex else { return current }
        current = ControllerID(Int(node.lastChild))
      case .tabBar:
        guard node.tabSelection >= 0,
          let child = Hierarchy.childIfPresent(
            Int(node.tabSelection), of: current, in: hierarchyAddress)
        else { return current }
        current = child
      default:
        return current
      }
    }
  }

  /// Whether the back-swipe may begin in the innermost navigation controller on screen (R27).
  ///
  /// UIKit's own gesture delegate lets it begin over more than one child, with the bar visible
  /// and the system back button. An app navigation controller's delegate is the resolver's
  /// `interactivePopGestureShouldBegin(for:)`, which replaces UIKit's (its default keeps UIKit's
  /// answer). A delegate that lets it begin over a single controller freezes the interface (I27).
  @inlinable
  mutating func interactivePop(in window: WindowID) -> InteractivePopDecision? {
    guard var current = System.frontmost(of: window, in: hierarchyAddress) else { return nil }
    var navigation: ControllerID?
    while true {
      let node = context.pointee.nodes[current.index]
      if node.controller.kind == .navigation { navigation = current }
      let next: Int32
      switch node.controller.kind {
      case .tabBar:
        next =
          node.tabSelection >= 0
          ? Hierarchy.childIfPresent(Int(node.tabSelection), of: current, in: hierarchyAddress)?
            .rawValue ?? noIndex
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
    let node = context.pointee.nodes[navigation.index]
    let controller = handle(navigation)
    // UIKit's own gesture delegate: more than one child, the bar visible, the system back button.
    let uikitAllows = controller.uikitAllowsInteractivePop
    // An app navigation controller's delegate (the resolver) replaces UIKit's: that is how apps
    // bring the back-swipe back with a hidden bar or a custom back button (P11).
    let answer =
      node.controller.consultsResolver
      ? context.pointee.resolverAddress.pointee.interactivePopGestureShouldBegin(for: controller)
      : uikitAllows
    return InteractivePopDecision(
      navigationController: navigation, stackCount: Int(node.childCount), uikitAllows: uikitAllows,
      mayBegin: answer)
  }
}
