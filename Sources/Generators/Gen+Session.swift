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
  public var kinds: [Event.Kind] {
    didSet { swarmPlan = Swarm.Plan(kinds) }
  }
  /// Where the swarm's groups and gesture pairs sit in `kinds`, found once for every session.
  var swarmPlan: Swarm.Plan
  /// The app whose sessions these are, when it is checked as its own classes: its Info.plist,
  /// launch hierarchy, screens and actions (see ``AppVocabulary``); `nil` for a resolver.
  public var vocabulary: AppVocabulary?

  /// A generator; with a `vocabulary`, the default kinds leave out the app delegate's mask
  /// (the app's own delegate answers) and add `action` when the app has actions.
  public init(
    length: Int = 20, maxControllers: Int = 10, kinds: [Event.Kind]? = nil,
    vocabulary: AppVocabulary? = nil
  ) {
    self.length = max(0, length)
    hierarchy = HierarchyGenerator(maxControllers: maxControllers)
    let kinds = kinds ?? vocabulary.map(Self.kinds(for:)) ?? Event.Kind.generated
    self.kinds = kinds.isEmpty ? [.rotateDevice] : kinds
    swarmPlan = Swarm.Plan(self.kinds)
    self.vocabulary = vocabulary
  }

  /// A session drawn from `source`.
  public func generate(_ source: inout ChoiceSource) -> Session {
    generate(&source, first: nil)
  }

  /// A session drawn from `source` whose events start with `first`, which draws no choice: the
  /// same choices, record and spans as ``generate(_:)``, and the same session with `first`
  /// inserted before its events, without moving them (a fuzz campaign's sessions start with a
  /// launch).
  public func generate(_ source: inout ChoiceSource, startingWith first: Event) -> Session {
    generate(&source, first: first)
  }

  /// Either entry: the fast path when `source` records nothing and marks no spans.
  func generate(_ source: inout ChoiceSource, first: Event?) -> Session {
    guard var choices = source.unrecorded() else { return generate(drawing: &source, first: first) }
    let session = generate(drawing: &choices, first: first)
    source.resume(choices)
    return session
  }

  /// The one body of both: `first`, when given, is the first event and draws nothing. Without a
  /// vocabulary, a session first draws the orientations its app always allows: most sessions
  /// are consistent by construction (``Draw/keptOrientations(_:)``).
  func generate(drawing source: inout some ChoiceDrawing, first: Event?) -> Session {
    if vocabulary == nil {
      var generator = self
      generator.hierarchy.keptOrientations = Draw.keptOrientations(&source)
      return generator.body(drawing: &source, first: first)
    }
    return body(drawing: &source, first: first)
  }

  /// ``generate(drawing:first:)`` once the kept orientations are drawn.
  func body(drawing source: inout some ChoiceDrawing, first: Event?) -> Session {
    let app: AppConfiguration
    let hierarchy: Hierarchy
    if let vocabulary {
      app = Draw.appConfiguration(&source, of: vocabulary)
      hierarchy = initialHierarchy(&source, of: vocabulary)
    } else {
      app = Draw.appConfiguration(&source, keeping: self.hierarchy.keptOrientations)
      hierarchy = self.hierarchy.generate(drawing: &source)
    }
    let interface = Draw.interfaceOrientation(&source)
    let device =
      source.draw(chance: 1, in: 3) ? Draw.deviceOrientation(&source) : interface.deviceOrientation
    let lock = source.draw(chance: 1, in: 8)
    let swarm = Swarm(swarmPlan, &source)
    var events: [Event] = []
    events.reserveCapacity(length + (first == nil ? 0 : 1))
    if let first { events.append(first) }
    for _ in 0..<length {
      // A forced "one more" flag opens each event's span: random generation always reaches the
      // length, while deleting spans (or zeroing a flag) shortens the session when shrinking.
      source.beginSpan()
      guard source.draw(flag: true) else {
        source.dropSpan()
        break
      }
      let random = swarm.kind(&source)
      let kind = source.draw(decided: UInt64(random), below: UInt64(kinds.count))
      events.append(event(kinds[Int(kind)], &source))
      source.endSpan(.event)
    }
    return Session(
      app: app, hierarchy: hierarchy, interfaceOrientation: interface, deviceOrientation: device,
      orientationLock: lock, events: events)
  }

  /// Swarm testing: which kinds a session uses, and how often, from hidden randomness: each kind
  /// off half the time, else weight 1 to 4. The scenes' kinds (``Event/Kind/scenes``) are on
  /// together in one session in four (most apps have one scene: in the others they would only
  /// thin out the events every app meets), and so are the interactive dismissal's (a pending one
  /// holds the presentations and dismissals the other events make). A gesture's end is on at
  /// least as often as its begin
  /// (an interactive pop's, an interactive dismissal's): a gesture begun and never ended holds
  /// the transitions of the rest of the session. Each event records its kind itself (an index
  /// into `kinds`), so the swarm leaves nothing in the record: a shrunk session's record holds
  /// only the kinds its events use, and changing an event's kind is one edited choice.
  struct Swarm {
    /// Each kind's index repeated as often as its weight, in kind order: a hidden pick below the
    /// total weight reads its kind here, as a walk down the weights would find it. Empty in
    /// replay, where the recorded kinds are read instead (the pick is then always 0).
    var picks: [Int32] = []

    init(_ plan: Plan, _ source: inout some ChoiceDrawing) {
      guard !source.replaying else { return }
      let count = plan.kindCount
      picks.reserveCapacity(4 * count)
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { weights in
        for index in 0..<count {
          weights[index] = Swift.max(0, source.hidden(in: 0...7) - 3)
        }
        // Rare groups, each on in one session in four: scenes, and the interactive dismissal
        // (which, while pending, holds the transitions other events would make). A group's
        // draw is made whether or not its kinds are generated.
        for group in plan.rareGroups where source.hidden(in: 0...3) != 0 {
          for index in group { weights[index] = 0 }
        }
        for (begin, end) in plan.gesturePairs {
          weights[end] = Swift.max(weights[end], weights[begin])
        }
        for index in 0..<count {
          for _ in 0..<weights[index] { picks.append(Int32(index)) }
        }
      }
      if picks.isEmpty { picks.append(0) }  // every kind off: the first one
    }

    /// Kinds that are on together in one session in four.
    static let rareGroups: [[Event.Kind]] = [
      Event.Kind.scenes, [.beginInteractiveDismiss, .endInteractiveDismiss],
    ]
    /// Gestures whose end is on at least as often as their begin.
    static let gestures: [(begin: Event.Kind, end: Event.Kind)] = [
      (.beginInteractivePop, .endInteractivePop),
      (.beginInteractiveDismiss, .endInteractiveDismiss),
    ]

    /// Where the swarm's groups and gestures sit in a generator's kinds: found when the kinds
    /// are set, not at each session.
    struct Plan: Sendable {
      var kindCount: Int
      /// For each of ``rareGroups``, the indices of its kinds (empty when none is generated).
      var rareGroups: [[Int]]
      /// For each of ``gestures`` whose begin and end are both generated, their first indices.
      var gesturePairs: [(begin: Int, end: Int)]

      init(_ kinds: [Event.Kind]) {
        kindCount = kinds.count
        rareGroups = Swarm.rareGroups.map { group in
          kinds.indices.filter { group.contains(kinds[$0]) }
        }
        gesturePairs = Swarm.gestures.compactMap { gesture in
          guard let begin = kinds.firstIndex(of: gesture.begin),
            let end = kinds.firstIndex(of: gesture.end)
          else { return nil }
          return (begin, end)
        }
      }
    }

    /// The next event's kind, as an index into the kinds: a hidden pick below the total weight
    /// (none when there is a single kind, or in replay).
    @inline(__always) func kind(_ source: inout some ChoiceDrawing) -> Int {
      guard picks.count > 1 else { return picks.isEmpty ? 0 : Int(picks[0]) }
      return Int(picks[source.hidden(in: 0...picks.count - 1)])
    }
  }

  /// A position: small, so that modulo the live count every controller can be named.
  func position(_ source: inout some ChoiceDrawing) -> Int { source.draw(in: 0...7) }

  /// A small controller tree for a push, a present or a new window: with a vocabulary, usually
  /// one of the app's screens.
  func tree(_ source: inout some ChoiceDrawing, presented: Bool) -> ControllerSpec {
    if let vocabulary {
      if let screen = screen(&source, of: vocabulary) { return screen }
      return Self.asAppControllers(generatedTree(&source, presented: presented), of: vocabulary)
    }
    return generatedTree(&source, presented: presented)
  }

  /// A generated controller tree for a push, a present or a new window.
  func generatedTree(_ source: inout some ChoiceDrawing, presented: Bool) -> ControllerSpec {
    var budget = presented ? 3 : 2
    // A `.subtree` span: the shrinker can make the tree an initial window's root instead.
    source.beginSpan()
    defer { source.endSpan(.subtree) }
    return subtree(&source, depth: presented ? 0 : 1, presented: presented, budget: &budget)
  }

  /// A controller and its children, within `budget`. A child that would be an alert is built as
  /// content (`asChild`), as is a tab bar below the root.
  func subtree(
    _ source: inout some ChoiceDrawing, depth: Int, presented: Bool, asChild: Bool = false,
    budget: inout Int
  ) -> ControllerSpec {
    var controller = hierarchy.drawController(
      &source, depth: depth,
      weights: presented ? HierarchyGenerator.presentedKindWeights : HierarchyGenerator.kindWeights)
    if controller.kind == .tabBar && depth > 0 { controller.kind = .content }
    if asChild && controller.kind == .alert { controller.kind = .content }
    budget -= 1
    guard controller.kind.isContainer else {
      return ControllerSpec(controller, name: "", children: [], presentations: [])
    }
    let wanted = source.hidden(in: 0...2)
    // A tab bar's selection is drawn by the hierarchy's own draw, before the tabs: a tree's
    // choices replayed as a window's root (or a root's replayed as an event's tree) build the
    // same tab bar.
    let (selection, selectedIndex) =
      controller.kind == .tabBar
      ? HierarchyGenerator.drawTabSelection(&source, wanted: wanted, most: 2, budget: budget)
      : (0, 0)
    var children: [ControllerSpec] = []
    while true {
      guard children.count < 2 && budget > 0 else {
        source.drawStop()
        break
      }
      source.beginSpan()
      guard source.draw(flag: children.count < wanted) else {
        source.dropSpan()
        break
      }
      if children.isEmpty { children.reserveCapacity(2) }
      children.append(
        subtree(&source, depth: depth + 1, presented: false, asChild: true, budget: &budget))
      source.endSpan(.element)
    }
    // At most two tabs: the More list (selection 2) needs more than five, so it is an index.
    let tabSelection: TabSelection =
      controller.kind == .tabBar && !children.isEmpty && selection != 1
      ? .index(Swift.min(selectedIndex, children.count - 1)) : .none
    return ControllerSpec(
      controller, name: "", children: children, presentations: [], phase: .presented,
      tabSelection: tabSelection)
  }

  /// One event of `kind` with its arguments. Inlined into the session's loop, its one caller:
  /// the random state stays in registers from one event to the next.
  @inline(__always) func event(_ kind: Event.Kind, _ source: inout some ChoiceDrawing) -> Event {
    switch kind {
    case .rotateDevice:
      return .rotateDevice(Draw.deviceOrientation(&source))
    case .setOrientationLock: return .setOrientationLock(source.draw(below: 2) == 1)
    case .push: return .push(tree(&source, presented: false), navigation: position(&source))
    case .pop: return .pop(navigation: position(&source))
    case .popToRoot: return .popToRoot(navigation: position(&source))
    case .setViewControllers:
      var stack: [ControllerSpec] = []
      stack.reserveCapacity(2)  // one allocation for one tree or two
      stack.append(tree(&source, presented: false))
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
      var style = Draw.presentationStyle(&source)
      // One of an app's screens is presented as its code sets it up: its own style.
      if vocabulary != nil, !spec.name.isEmpty { style = spec.controller.modalPresentationStyle }
      return .present(
        spec, style: style, from: source.draw(in: 0...15), animated: source.draw(below: 2) == 0)
    case .dismiss:
      return .dismiss(presented: position(&source), animated: source.draw(below: 2) == 0)
    case .cancelInteractiveDismiss: return .cancelInteractiveDismiss(presented: position(&source))
    case .presentAlert: return .presentAlert(from: source.draw(in: 0...15))
    case .showWindow:
      let level =
        switch source.draw(below: 3) {
        case 0: Window.alertLevel
        case 1: Window.normalLevel
        default: Window.statusBarLevel
        }
      return .showWindow(
        tree(&source, presented: false), level: level, makeKey: source.draw(below: 2) == 0)
    case .makeKeyWindow: return .makeKeyWindow(source.draw(in: 0...2))
    case .removeWindow: return .removeWindow(source.draw(in: 0...2))
    case .declare:
      return .declare(
        Draw.declaredAnswers(&source, keeping: hierarchy.keptOrientations),
        controller: source.draw(in: 0...15))
    case .setAppDelegateOrientations:
      return .setAppDelegateOrientations(
        source.draw(chance: 3, in: 4)
          ? Draw.mask(&source).union(hierarchy.keptOrientations) : nil)
    case .launch: return .launch
    case .enterBackground: return .enterBackground
    case .enterForeground:
      return .enterForeground(Draw.deviceOrientation(&source))
    case .attemptRotationToDeviceOrientation: return .attemptRotationToDeviceOrientation
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      return .setNeedsUpdateOfSupportedInterfaceOrientations
    case .requestGeometryUpdate:
      return .requestGeometryUpdate(Draw.mask(&source))
    case .setDeviceOrientation:
      return .setDeviceOrientation(Draw.deviceOrientation(&source))
    case .action:
      return action(&source)
    case .connectScene:
      return .connectScene(tree(&source, presented: false), external: source.draw(below: 2) == 0)
    case .requestSceneGeometryUpdate:
      return .requestSceneGeometryUpdate(Draw.mask(&source), scene: source.draw(in: 0...2))
    case .updateSceneSupportedInterfaceOrientations:
      return .updateSceneSupportedInterfaceOrientations(scene: source.draw(in: 0...2))
    case .beginInteractiveDismiss: return .beginInteractiveDismiss(presented: position(&source))
    case .endInteractiveDismiss:
      return .endInteractiveDismiss(finished: source.draw(below: 2) == 0)
    case .disconnectScene:
      return .disconnectScene(scene: source.draw(in: 0...2))
    case .setDeviceOrientations:
      // Two sets, a third one time in three: `.unknown` then a target, a set then a restore.
      var poses = [Draw.deviceOrientation(&source), Draw.deviceOrientation(&source)]
      if source.draw(chance: 1, in: 3) { poses.append(Draw.deviceOrientation(&source)) }
      return .setDeviceOrientations(poses)
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
