public import OrientationSpec

/// Builds sessions that always reach the requested length, with swarm testing: each session
/// enables a random subset of event kinds with random weights, so long runs of rare patterns
/// happen. Each event is an `.event` span: the shrinker deletes events first.
public struct SessionGenerator: Sendable {
  /// The number of events.
  public var length: Int
  /// The initial hierarchy's generator.
  public var hierarchy: HierarchyGenerator
  /// The event kinds a session may use (all by default).
  public var kinds: [Event.Kind]

  public init(length: Int = 20, maxControllers: Int = 10, kinds: [Event.Kind] = Event.Kind.allCases)
  {
    self.length = max(0, length)
    hierarchy = HierarchyGenerator(maxControllers: maxControllers)
    self.kinds = kinds.isEmpty ? [.rotateDevice] : kinds
  }

  /// A session drawn from `source`.
  public func generate(_ source: inout ChoiceSource) -> Session {
    let app = Gen<AppConfiguration>.appConfiguration.generate(&source)
    let hierarchy = self.hierarchy.generate(&source)
    let interface = Draw.interfaceOrientation(&source)
    let device =
      source.draw(chance: 1, in: 3)
      ? Gen<DeviceOrientation>.deviceOrientation.generate(&source) : interface.deviceOrientation
    let lock = source.draw(chance: 1, in: 8)
    // Swarm: which kinds this session uses, and how often, from hidden randomness: each kind
    // off half the time, else weight 1 to 4. Each event records its kind itself (an index into
    // `kinds`), so the swarm leaves nothing in the record: a shrunk session's record holds only
    // the kinds its events use, and changing an event's kind is one edited choice.
    var weights: [Int] = []
    var total = 0
    if !source.replaying {
      weights.reserveCapacity(kinds.count)
      for _ in kinds {
        let weight = Swift.max(0, source.hidden(in: 0...7) - 3)
        weights.append(weight)
        total += weight
      }
      if total == 0 {
        weights[0] = 1
        total = 1
      }
    }
    var events: [Event] = []
    events.reserveCapacity(length)
    for _ in 0..<length {
      // A forced "one more" flag opens each event's span: random generation always reaches the
      // length, while deleting spans (or zeroing a flag) shortens the session when shrinking.
      source.beginSpan()
      guard source.draw(flag: true) else {
        source.dropSpan()
        break
      }
      var pick = source.hidden(in: 0...Swift.max(0, total - 1))
      var random = 0
      for (index, weight) in weights.enumerated() where weight > 0 {
        if pick < weight {
          random = index
          break
        }
        pick -= weight
      }
      let kind = source.draw(decided: UInt64(random), below: UInt64(kinds.count))
      events.append(event(kinds[Int(kind)], &source))
      source.endSpan(.event)
    }
    return Session(
      app: app, hierarchy: hierarchy, interfaceOrientation: interface, deviceOrientation: device,
      orientationLock: lock, events: events)
  }

  /// A position: small, so that modulo the live count every controller can be named.
  func position(_ source: inout ChoiceSource) -> Int { source.draw(in: 0...7) }

  /// A small controller tree for a push, a present or a new window.
  func tree(_ source: inout ChoiceSource, presented: Bool) -> ControllerSpec {
    var budget = presented ? 3 : 2
    // A `.subtree` span: the shrinker can make the tree an initial window's root instead.
    source.beginSpan()
    defer { source.endSpan(.subtree) }
    return subtree(&source, depth: presented ? 0 : 1, presented: presented, budget: &budget)
  }

  func subtree(_ source: inout ChoiceSource, depth: Int, presented: Bool, budget: inout Int)
    -> ControllerSpec
  {
    var controller = hierarchy.drawController(
      &source, depth: depth,
      weights: presented ? HierarchyGenerator.presentedKindWeights : HierarchyGenerator.kindWeights)
    if controller.kind == .tabBar && depth > 0 { controller.kind = .content }
    budget -= 1
    var spec = ControllerSpec(controller)
    if controller.kind.isContainer {
      let wanted = source.hidden(in: 0...2)
      // A tab bar's selection is drawn by the hierarchy's own draw, before the tabs: a tree's
      // choices replayed as a window's root (or a root's replayed as an event's tree) build the
      // same tab bar.
      let (selection, selectedIndex) =
        controller.kind == .tabBar
        ? HierarchyGenerator.drawTabSelection(&source, wanted: wanted, most: 2, budget: budget)
        : (0, 0)
      while true {
        guard spec.children.count < 2 && budget > 0 else {
          source.drawStop()
          break
        }
        source.beginSpan()
        guard source.draw(flag: spec.children.count < wanted) else {
          source.dropSpan()
          break
        }
        var child = subtree(&source, depth: depth + 1, presented: false, budget: &budget)
        if child.controller.kind == .alert { child.controller.kind = .content }
        spec.children.append(child)
        source.endSpan(.element)
      }
      if controller.kind == .tabBar && !spec.children.isEmpty && selection != 1 {
        // At most two tabs: the More list (selection 2) needs more than five, so it is an index.
        spec.tabSelection = .index(Swift.min(selectedIndex, spec.children.count - 1))
      }
    }
    return spec
  }

  /// One event of `kind` with its arguments.
  func event(_ kind: Event.Kind, _ source: inout ChoiceSource) -> Event {
    switch kind {
    case .rotateDevice:
      return .rotateDevice(Gen<DeviceOrientation>.deviceOrientation.generate(&source))
    case .setOrientationLock: return .setOrientationLock(source.draw(below: 2) == 1)
    case .push: return .push(tree(&source, presented: false), navigation: position(&source))
    case .pop: return .pop(navigation: position(&source))
    case .popToRoot: return .popToRoot(navigation: position(&source))
    case .setViewControllers:
      var stack = [tree(&source, presented: false)]
      if source.draw(chance: 1, in: 2) { stack.append(tree(&source, presented: false)) }
      return .setViewControllers(stack, navigation: position(&source))
    case .beginInteractivePop: return .beginInteractivePop
    case .endInteractivePop: return .endInteractivePop(finished: source.draw(below: 2) == 0)
    case .selectTab:
      let selection: TabSelection =
        switch source.draw(weights: HierarchyGenerator.selectionWeights) {
        case 1: .none
        case 2: .moreList
        default: .index(source.draw(in: 0...6))
        }
      return .selectTab(selection, tabBar: position(&source))
    case .present:
      let spec = tree(&source, presented: true)
      let style = Draw.presentationStyle(&source)
      return .present(
        spec, style: style, from: source.draw(in: 0...15), animated: source.draw(below: 2) == 0)
    case .dismiss:
      return .dismiss(presented: position(&source), animated: source.draw(below: 2) == 0)
    case .cancelInteractiveDismiss: return .cancelInteractiveDismiss(presented: position(&source))
    case .presentAlert: return .presentAlert(from: source.draw(in: 0...15))
    case .showWindow:
      let level = [Window.alertLevel, Window.normalLevel, Window.statusBarLevel][
        Int(source.draw(below: 3))]
      return .showWindow(
        tree(&source, presented: false), level: level, makeKey: source.draw(below: 2) == 0)
    case .makeKeyWindow: return .makeKeyWindow(source.draw(in: 0...2))
    case .removeWindow: return .removeWindow(source.draw(in: 0...2))
    case .declare:
      return .declare(
        Draw.declaredAnswers(&source), controller: source.draw(in: 0...15))
    case .setAppDelegateOrientations:
      return .setAppDelegateOrientations(
        source.draw(chance: 3, in: 4) ? Draw.mask(&source) : nil)
    case .launch: return .launch
    case .enterBackground: return .enterBackground
    case .enterForeground:
      return .enterForeground(Gen<DeviceOrientation>.deviceOrientation.generate(&source))
    case .attemptRotationToDeviceOrientation: return .attemptRotationToDeviceOrientation
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      return .setNeedsUpdateOfSupportedInterfaceOrientations
    case .requestGeometryUpdate:
      return .requestGeometryUpdate(Draw.mask(&source))
    case .setDeviceOrientation:
      return .setDeviceOrientation(Gen<DeviceOrientation>.deviceOrientation.generate(&source))
    }
  }
}

extension Gen where Value == Session {
  /// A session of `length` events over a hierarchy of at most `maxControllers` controllers.
  public static func session(length: Int = 20, maxControllers: Int = 10) -> Gen<Session> {
    let generator = SessionGenerator(length: length, maxControllers: maxControllers)
    return Gen { source in generator.generate(&source) }
  }
}
