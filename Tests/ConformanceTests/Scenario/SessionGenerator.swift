import Generators
import OrientationSpec

/// Random sessions for the round-trip laws, from a seeded xoshiro256**: every app setting,
/// controller kind, origin, option, style, phase and event, with trees that keep every
/// structural rule where the hierarchy or the event puts them.
struct SessionGenerator {
  var random: Xoshiro256StarStar
  /// Controllers left to make in this session, so sessions stay small.
  var budget = 0
  /// Whether the window being built already runs a transition (one per window).
  var transitionUsed = false

  init(seed: UInt64) { random = Xoshiro256StarStar(seed: seed) }

  /// Where a controller goes, which decides what it may be and present.
  enum Place {
    /// A window's root (`showWindow` trees too).
    case windowRoot
    /// A container's child; `ancestorPresents` when a container above it presents.
    case child(ancestorPresents: Bool)
    /// Presented by another controller (`present` trees too); `byChild` when a child that
    /// defines the presentation context presents it, which an alert never is.
    case presented(byChild: Bool)
  }

  // MARK: Choices

  mutating func int(_ range: ClosedRange<Int>) -> Int { random.next(in: range) }

  /// True `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func element<Element>(_ elements: [Element]) -> Element {
    elements[int(0...(elements.count - 1))]
  }

  mutating func position() -> Int { chance(10) ? int(-3...(-1)) : int(0...9) }

  // MARK: Sessions

  mutating func session() -> Session? {
    budget = int(1...24)
    let app = app()
    var windows: [WindowSpec] = []
    let key = int(-1...2)
    for index in 0..<int(1...3) {
      transitionUsed = false
      windows.append(
        WindowSpec(
          root: chance(10) ? nil : tree(.windowRoot, depth: 0),
          level: element([0, 0, 0, 1000, 2000, -1, 5, 2001]), isKey: index == key))
    }
    guard let hierarchy = try? Hierarchy(windows: windows) else { return nil }
    var events: [Event] = []
    for _ in 0..<int(0...14) { events.append(event()) }
    let interface = element(InterfaceOrientation.allCases)
    return Session(
      app: app, hierarchy: hierarchy, interfaceOrientation: interface,
      deviceOrientation: chance(50) ? nil : element(DeviceOrientation.allCases),
      orientationLock: chance(20), events: events)
  }

  mutating func app() -> AppConfiguration {
    AppConfiguration(
      idiom: element(UserInterfaceIdiom.allCases), osVersion: OSVersion(major: int(6...27))!,
      plistOrientations: list(), padPlistOrientations: chance(60) ? nil : list(),
      delegateOrientations: chance(50) ? nil : mask(), requiresFullScreen: chance(30),
      viewControllerBasedStatusBarAppearance: chance(70))
  }

  /// A plist array: missing, empty, or orientations in any order, repeats and `.unknown` too.
  mutating func list() -> [InterfaceOrientation]? {
    if chance(10) { return nil }
    if chance(10) { return [] }
    return (0..<int(1...5)).map { _ in element(InterfaceOrientation.allCases) }
  }

  /// Any mask of the four orientations, and now and then one with unknown bits.
  mutating func mask() -> InterfaceOrientationMask {
    if chance(5) { return InterfaceOrientationMask(rawValue: UInt(int(0...255))) }
    return InterfaceOrientationMask(rawValue: UInt(int(0...15)) << 1)
  }

  mutating func declared() -> DeclaredAnswers {
    DeclaredAnswers(
      supportedInterfaceOrientations: chance(40) ? mask() : nil,
      shouldAutorotate: chance(20) ? chance(50) : nil,
      preferredInterfaceOrientationForPresentation:
        chance(20) ? element(InterfaceOrientation.allCases) : nil,
      prefersStatusBarHidden: chance(20) ? chance(50) : nil,
      preferredStatusBarStyle: chance(20) ? element(StatusBarStyle.allCases) : nil,
      forbidsInteractivePop: chance(15) ? chance(50) : nil)
  }

  /// Names people write, and names that need escapes.
  mutating func name() -> String {
    element([
      "", "", "Home", "PlayerViewController", "BaseNavViewController", "Say \"hi\"",
      "back\\slash", "two\nlines", "tab\there", "🎬 Player", "\u{301}accent first", "nul\0",
      "zero\u{200B}width", "café", "#not a comment", "  spaced  ", "\r\n", "[.portrait]",
    ])
  }

  // MARK: Trees

  /// A controller and everything below it, valid at `place`.
  mutating func tree(_ place: Place, depth: Int) -> ControllerSpec {
    budget -= 1
    var kinds = ControllerKind.allCases.filter { $0 != .alert }
    if case .presented(byChild: false) = place { kinds.append(.alert) }
    if depth >= 4 || budget <= 0 { kinds = [.content] }
    let kind = element(kinds)
    var controller = Controller(kind)
    if kind != .alert {
      controller.origin = element(ControllerOrigin.allCases)
      if chance(15) { controller.modalPresentationStyle = element(ModalPresentationStyle.allCases) }
    }
    controller.declared = declared()
    for choice in Self.options where chance(12) { controller.options.insert(choice) }
    if chance(15) { controller.barStyle = .black }
    var spec = ControllerSpec(controller, name: name())

    // What it presents, decided first: its children must not present while it does.
    var presents = false
    var style = element(ModalPresentationStyle.allCases)
    var ancestorPresents = false
    switch place {
    case .windowRoot, .presented: presents = chance(35) && budget > 0
    case .child(let above):
      ancestorPresents = above
      presents =
        !above && chance(30) && budget > 0
        && controller.options.contains(.definesPresentationContext)
      style = element([.currentContext, .overCurrentContext])
    }
    if kind.isContainer {
      let count = kind == .tabBar && chance(15) ? int(6...7) : int(0...3)
      for _ in 0..<count where budget > 0 {
        let place = Place.child(ancestorPresents: ancestorPresents || presents)
        spec.children.append(tree(place, depth: depth + 1))
      }
    }
    if kind == .tabBar {
      let count = spec.children.count
      var selections: [TabSelection] = [.none]
      if count > 0 { selections += [.index(int(0...(count - 1)))] }
      if count > 5 { selections.append(.moreList) }
      spec.tabSelection = element(selections)
    }
    if presents {
      let byChild: Bool
      if case .child = place { byChild = true } else { byChild = false }
      var presented = tree(.presented(byChild: byChild), depth: depth + 1)
      if presented.controller.kind != .alert { presented.controller.modalPresentationStyle = style }
      spec.presentations.append(presented)
    } else if case .presented = place, !transitionUsed, chance(25) {
      transitionUsed = true
      spec.phase = element([.beingPresented, .beingDismissed])
    }
    return spec
  }

  static let options: [ControllerOptions] = [
    .definesPresentationContext, .capturesStatusBarAppearance, .removesPresentersView,
    .preventsAdaptation, .navigationBarHidden, .customBackButton,
  ]

  // MARK: Events

  /// Any event, with trees valid where the event puts them.
  mutating func event() -> Event {
    transitionUsed = false
    budget = max(budget, 4)
    // The kinds a resolver's sessions use; an app's `action` takes half the launches' draws, so
    // that sessions without a launch are drawn as before it existed (the golden seed).
    // The scene kinds come from the branches of the events they refine (a new window, the
    // refreshes, a removed window), and several device sets in one turn from the one set's, so
    // that sessions without those are drawn as before they existed.
    switch element(Self.kinds) {
    case .rotateDevice: return .rotateDevice(element(DeviceOrientation.allCases))
    case .setOrientationLock: return .setOrientationLock(chance(50))
    case .push:
      return .push(tree(.child(ancestorPresents: false), depth: 1), navigation: position())
    case .pop: return .pop(navigation: position())
    case .popToRoot: return .popToRoot(navigation: position())
    case .setViewControllers:
      let stack = (0..<int(0...3)).map { _ in tree(.child(ancestorPresents: false), depth: 1) }
      return .setViewControllers(stack, navigation: position())
    case .beginInteractivePop: return .beginInteractivePop
    case .endInteractivePop: return .endInteractivePop(finished: chance(50))
    case .selectTab:
      return .selectTab(element([.none, .moreList, .index(position())]), tabBar: position())
    case .present:
      var spec = tree(.presented(byChild: false), depth: 1)
      if chance(20) { spec.phase = element(TransitionPhase.allCases) }
      return .present(
        spec, style: element(ModalPresentationStyle.allCases), from: position(),
        animated: chance(50))
    case .dismiss: return .dismiss(presented: position(), animated: chance(50))
    case .cancelInteractiveDismiss:
      // The interactive dismissal in progress comes from this branch, so that sessions
      // without one are drawn as before it existed.
      switch int(0...3) {
      case 0: return .beginInteractiveDismiss(presented: position())
      case 1: return .endInteractiveDismiss(finished: chance(50))
      default: return .cancelInteractiveDismiss(presented: position())
      }
    case .presentAlert: return .presentAlert(from: position())
    case .showWindow:
      if chance(25) {
        return .connectScene(tree(.windowRoot, depth: 1), external: chance(50))
      }
      return .showWindow(
        tree(.windowRoot, depth: 1), level: element([0, 1000, 2000, 7]), makeKey: chance(50))
    case .makeKeyWindow: return .makeKeyWindow(position())
    case .removeWindow:
      if chance(25) { return .disconnectScene(scene: position()) }
      return .removeWindow(position())
    case .declare: return .declare(declared(), controller: position())
    case .setAppDelegateOrientations: return .setAppDelegateOrientations(chance(30) ? nil : mask())
    case .launch:
      guard chance(50) else { return .launch }
      return .action(
        element(["rotate", "rotateButtonTapped", "Say \"hi\"", "é\t"]), controller: position())
    case .enterBackground: return .enterBackground
    case .enterForeground: return .enterForeground(element(DeviceOrientation.allCases))
    case .attemptRotationToDeviceOrientation: return .attemptRotationToDeviceOrientation
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      if chance(25) { return .updateSceneSupportedInterfaceOrientations(scene: position()) }
      return .setNeedsUpdateOfSupportedInterfaceOrientations
    case .requestGeometryUpdate:
      if chance(25) { return .requestSceneGeometryUpdate(mask(), scene: position()) }
      return .requestGeometryUpdate(mask())
    case .setDeviceOrientation:
      if chance(25) {
        return .setDeviceOrientations(
          (0..<int(2...3)).map { _ in element(DeviceOrientation.allCases) })
      }
      return .setDeviceOrientation(element(DeviceOrientation.allCases))
    case .action: preconditionFailure("drawn in place of a launch")
    case .connectScene, .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations,
      .beginInteractiveDismiss, .endInteractiveDismiss, .disconnectScene, .setDeviceOrientations:
      preconditionFailure("drawn in place of the event it refines")
    }
  }

  /// The kinds drawn first: the generated ones but those drawn in place of the event they refine.
  static let kinds = Event.Kind.generated.filter {
    ![
      .connectScene, .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations,
      .beginInteractiveDismiss, .endInteractiveDismiss, .disconnectScene, .setDeviceOrientations,
    ].contains($0)
  }
}
