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
    let nodes = context.pointee.nodes
    var owner = root.rawValue
    var link = ResolutionContext<Resolver>.nextInPresentationChain(after: owner, in: nodes)
    while link != noIndex {
      let controller = nodes[Int(link)].controller
      if controller.options.contains(.capturesStatusBarAppearance)
        || System.adaptedStyle(
          controller.modalPresentationStyle, options: controller.options, app: appAddress,
          interfaceOrientation: orientation, assumptions: assumptionsAddress) == .fullScreen
      {
        owner = link
      }
      link = ResolutionContext<Resolver>.nextInPresentationChain(after: link, in: nodes)
    }
    let hiddenController = childForStatusBar(from: owner, style: false)
    let styleController = childForStatusBar(from: owner, style: true)
    let isHidden = handle(hiddenController).prefersStatusBarHidden
    let style = handle(styleController).preferredStatusBarStyle
    return StatusBarDecision(
      owner: ControllerID(Int(owner)), hiddenController: hiddenController,
      styleController: styleController, isHidden: isHidden, style: style)
  }

  /// Follows `childForStatusBarHidden` / `childForStatusBarStyle` from `owner`: UIKit's own
  /// routing for its classes, the resolver's answer for an app controller (R26). A route that
  /// comes back to a controller it passed (an app's `childForStatusBarStyle` returning its parent,
  /// say) recurses on a device until the stack overflows: a forwarding loop.
  @inlinable
  func childForStatusBar(from owner: Int32, style: Bool) -> ControllerID {
    let nodes = context.pointee.nodes
    var current = owner
    var hops = 0
    while true {
      let controller = nodes[Int(current)].controller
      let next: Int32
      if controller.consultsResolver(in: context.pointee.appAddress) {
        let asked = handle(ControllerID(Int(current)))
        let child = style ? asked.childForStatusBarStyle : asked.childForStatusBarHidden
        next = child.map { $0.index >= 0 ? $0.index : noIndex } ?? noIndex
      } else {
        switch controller.kind {
        case .navigation:
          next =
            style && !controller.options.contains(.navigationBarHidden)
            ? noIndex : nodes[Int(current)].lastChild
        case .tabBar:
          next = ResolutionContext<Resolver>.selectedChild(of: current, in: nodes)
        default:
          next = noIndex
        }
      }
      guard next != noIndex, !context.pointee.faulted else { break }
      hops += 1
      guard hops <= nodes.count else {
        context.pointee.recordForwardingLoop(
          at: current, asking: style ? .childForStatusBarStyle : .childForStatusBarHidden)
        break
      }
      current = next
    }
    return ControllerID(Int(current))
  }

  /// The innermost navigation controller on screen in `window` (`noIndex`: none): the frontmost
  /// controller of the presentation chain, then down what each container shows. It reads only
  /// the hierarchy: an evaluation finds it before deciding, where its dependent loads overlap
  /// with the decision's work.
  @inlinable @inline(__always)
  func innermostNavigation(in window: WindowID) -> Int32 {
    guard let root = hierarchy.windows[window.index].root else { return noIndex }
    let nodes = context.pointee.nodes
    // The frontmost controller of the presentation chain, then down what it shows.
    var current = root.rawValue
    while case let next = ResolutionContext<Resolver>.nextInPresentationChain(
      after: current, in: nodes), next != noIndex
    {
      current = next
    }
    var found = noIndex
    while true {
      let next: Int32
      switch nodes[Int(current)].controller.kind {
      case .navigation:
        found = current
        next = nodes[Int(current)].lastChild
      case .tabBar:
        next = ResolutionContext<Resolver>.selectedChild(of: current, in: nodes)
      case .content, .alert:
        next = noIndex
      case .split, .page, .container:
        next = nodes[Int(current)].lastChild
      }
      guard next != noIndex else { break }
      current = next
    }
    return found
  }

  /// Whether the back-swipe may begin in `found`, the innermost navigation controller on screen
  /// (``innermostNavigation(in:)``; `noIndex`: none, and no decision) (R27).
  ///
  /// UIKit's own gesture delegate lets it begin over more than one child, with the bar visible
  /// and the system back button. An app navigation controller's delegate is the resolver's
  /// `interactivePopGestureShouldBegin(for:)`, which replaces UIKit's (its default keeps UIKit's
  /// answer). A delegate that lets it begin over a single controller freezes the interface (I27).
  @inlinable @inline(__always)
  mutating func interactivePop(navigation found: Int32) -> InteractivePopDecision? {
    guard let navigation = ControllerID(link: found) else { return nil }
    apply(.r27)
    let node = context.pointee.nodes[navigation.index]
    let controller = handle(navigation)
    // UIKit's own gesture delegate: more than one child, the bar visible, the system back button.
    let uikitAllows = controller.uikitAllowsInteractivePop
    // An app navigation controller's delegate (the resolver) replaces UIKit's: that is how apps
    // bring the back-swipe back with a hidden bar or a custom back button (P11).
    let answer =
      node.controller.consultsResolver(in: context.pointee.appAddress)
      ? context.pointee.resolverAddress.pointee.interactivePopGestureShouldBegin(for: controller)
      : uikitAllows
    return InteractivePopDecision(
      navigationController: navigation, stackCount: Int(node.childCount), uikitAllows: uikitAllows,
      mayBegin: answer)
  }
}
