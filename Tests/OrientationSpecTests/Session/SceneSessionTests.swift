import OrientationSpec
import Testing

@Suite("Scenes: each scene has its own orientation; refreshes act on their own scene (R5, R17, R18)")
struct SceneSessionTests {
  /// A portrait main scene and a landscape-capable second scene (external when asked).
  static func session(
    external: Bool, os: OSVersion = .iOS17, sceneDelegate: InterfaceOrientationMask? = nil,
    _ events: [Event]
  ) throws -> Session {
    let hierarchy = try Hierarchy(
      windows: [
        WindowSpec(root: .content("Home", supports: .portrait), isKey: true),
        WindowSpec(root: .content("Player", supports: .allButUpsideDown), scene: 1),
      ],
      scenes: [
        Scene(),
        Scene(isExternal: external, delegateOrientations: sceneDelegate),
      ])
    return Session(
      app: AppConfiguration(osVersion: os), hierarchy: hierarchy, events: events)
  }

  static func orientations(_ trace: Trace) -> [InterfaceOrientation] {
    trace.steps.map(\.orientationAfter)
  }

  @Test("a geometry request turns its own scene only; the other keeps its orientation")
  func requestActsOnItsScene() throws {
    let session = try Self.session(
      external: false,
      [.requestSceneGeometryUpdate(.landscapeRight, scene: 1), .requestGeometryUpdate(.landscape)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    // Scene 1 turns; the key window's scene (0) refuses landscape (E5) and stays portrait.
    #expect(Self.orientations(trace) == [.landscapeRight, .portrait])
    #expect(trace.steps[1].warnings.contains { if case .geometryRequestRefused = $0 { true } else { false } })
    #expect(trace.finalHierarchy.scenes[1].interfaceOrientation == .landscapeRight)
  }

  @Test(
    "removing the focused scene's last window: the step shows the scene the key passes to, in its own orientation",
    arguments: [false, true])
  func removeLastWindowOfScene(external: Bool) throws {
    // Scene 0's Home is portrait-only; the turn leaves scene 1's player portrait when external
    // (an external display does not follow the device), landscape on the device's screen.
    let session = try Self.session(
      external: external, os: .iOS17, [.rotateDevice(.landscapeLeft), .removeWindow(0)])
    var monitor = InvariantMonitor(session: session)
    System.run(session, resolver: ReferenceResolver()) { monitor.observe($0, $1) }
    monitor.finish()
    let trace = System.run(session, resolver: ReferenceResolver())
    let removal = try #require(trace.steps.first { $0.event == .removeWindow(0) })
    #expect(removal.orientationBefore == (external ? .portrait : .landscapeRight))
    #expect(removal.orientationAfter == removal.orientationBefore)
    #expect(monitor.violations.isEmpty, "\(monitor.violations)")
  }

  @Test("a device turn rotates each scene on the device's screen within its own mask")
  func deviceTurnEachScene() throws {
    let session = try Self.session(external: false, [.rotateDevice(.landscapeLeft)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(Self.orientations(trace) == [.portrait])  // the key window's scene: portrait only
    #expect(trace.finalHierarchy.scenes[1].interfaceOrientation == .landscapeRight)
  }

  @Test(
    "an external display does not turn with the device, unless assumed",
    arguments: [false, true])
  func externalDisplay(follows: Bool) throws {
    let session = try Self.session(external: true, [.rotateDevice(.landscapeLeft)])
    var assumptions = Assumptions()
    assumptions.externalDisplayFollowsDevice = follows
    let trace = System.run(session, resolver: UIKitDefaultResolver(), assumptions: assumptions)
    #expect(
      trace.finalHierarchy.scenes[1].interfaceOrientation
        == (follows ? .landscapeRight : .portrait))
  }

  @Test(
    "from iOS 27 the scene delegate's answer replaces the plist for its scene (R5)",
    arguments: [(OSVersion.iOS17, false), (OSVersion(major: 27)!, true)])
  func sceneDelegate(os: OSVersion, answers: Bool) throws {
    let session = try Self.session(
      external: false, os: os, sceneDelegate: .landscapeLeft,
      [.updateSceneSupportedInterfaceOrientations(scene: 1)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    let step = try #require(trace.steps.first)
    #expect(step.appMask == (answers ? .landscapeLeft : .allButUpsideDown))
    #expect(step.orientationAfter == (answers ? .landscapeLeft : .portrait))
  }

  @Test("a new scene is installed and follows the device's pose; the session's scene stays")
  func connectScene() throws {
    let session = Session(
      app: AppConfiguration(), hierarchy: try Hierarchy(root: .content("Home", supports: .portrait)),
      deviceOrientation: .landscapeLeft,
      events: [.connectScene(.content("Second", supports: .landscape), external: false)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(trace.steps[0].orientationAfter == .landscapeRight)
    #expect(trace.finalHierarchy.scenes.map(\.isExternal) == [false, false])
    #expect(trace.finalHierarchy.windows.map(\.scene) == [0, 1])
  }

  // MARK: Disconnecting a scene

  /// Scenes each with one window: the first holds the key window (Home, portrait only); the
  /// others hold `roots`, in `orientations`, external where `external` says.
  static func scenes(
    _ roots: [ControllerSpec], orientations: [InterfaceOrientation], external: [Bool] = [],
    positions: PositionCounting = .modulo, _ events: [Event]
  ) throws -> Session {
    var windows = [WindowSpec(root: .content("Home", supports: .portrait), isKey: true)]
    var scenes = [Scene()]
    for (index, root) in roots.enumerated() {
      windows.append(WindowSpec(root: root, scene: index + 1))
      scenes.append(
        Scene(
          isExternal: external.indices.contains(index) && external[index],
          interfaceOrientation: orientations[index]))
    }
    var session = Session(
      app: AppConfiguration(idiom: .pad, osVersion: .iOS17),
      hierarchy: try Hierarchy(windows: windows, scenes: scenes), events: events)
    session.positions = positions
    return session
  }

  static let player = ControllerSpec.content("Player", supports: .landscape)

  @Test("a scene that disconnects takes its windows and controllers; the key window's scene stays")
  func disconnectAnotherScene() throws {
    let session = try Self.scenes(
      [Self.player], orientations: [.landscapeRight], [.disconnectScene(scene: 1)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    let step = try #require(trace.steps.first)
    #expect(step.skipped == nil)
    #expect(step.orientationBefore == .portrait && step.orientationAfter == .portrait)
    #expect(trace.finalHierarchy.windows.count == 1)
    #expect(trace.finalHierarchy.count == 1)
    #expect(trace.finalHierarchy.name(of: ControllerID(0)) == "Home")
    #expect(trace.finalHierarchy.scenes.count == 1)
  }

  @Test(
    "when the key window's scene disconnects, the key passes to the scene left, which the step shows in its own orientation (no rotation)"
  )
  func disconnectTheKeyScene() throws {
    let session = try Self.scenes(
      [Self.player], orientations: [.landscapeRight],
      [.disconnectScene(scene: 0), .rotateDevice(.landscapeLeft)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    let step = try #require(trace.steps.first)
    #expect(step.orientationBefore == .landscapeRight)
    #expect(step.orientationAfter == .landscapeRight)
    #expect(!step.rotated)
    #expect(step.deciderName == "Player")
    #expect(trace.finalHierarchy.windows.map(\.isKey) == [true])
    #expect(trace.finalHierarchy.scenes.count == 1)
    // The scene left is the session's now: a device turn concerns it.
    #expect(trace.steps[1].orientationAfter == .landscapeRight)
    #expect(trace.finalHierarchy.scenes[0].interfaceOrientation == .landscapeRight)
  }

  @Test("the key passes to a window on the device's screen rather than on an external display")
  func keyPassesToTheDevice() throws {
    let session = try Self.scenes(
      [.content("Notes", supports: .all), .content("Slides", supports: .landscape)],
      orientations: [.portraitUpsideDown, .landscapeLeft], external: [false, true],
      [.disconnectScene(scene: 0)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    let step = try #require(trace.steps.first)
    #expect(step.deciderName == "Notes")
    #expect(step.orientationAfter == .portraitUpsideDown)
    let hierarchy = trace.finalHierarchy
    #expect(hierarchy.windows.map(\.isKey) == [true, false])
    #expect(hierarchy.scenes.map(\.isExternal) == [false, true])
    #expect(hierarchy.windows.map(\.scene) == [0, 1])
  }

  @Test(
    "the app's last scene stays; positions count modulo when generated, exactly in a file",
    arguments: [
      (
        [Event.disconnectScene(scene: 1), .disconnectScene(scene: 0)], PositionCounting.modulo,
        [nil, SkipReason.refused(.lastScene)]
      ),
      ([.disconnectScene(scene: 3)], .modulo, [nil]),
      ([.disconnectScene(scene: 3)], .exact, [.noSuchPosition(3, count: 2, role: .scene)]),
      ([.disconnectScene(scene: -1)], .exact, [.noSuchPosition(-1, count: 2, role: .scene)]),
    ])
  func lastSceneAndPositions(
    events: [Event], positions: PositionCounting, skipped: [SkipReason?]
  ) throws {
    let session = try Self.scenes(
      [Self.player], orientations: [.landscapeRight], positions: positions, events)
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(trace.steps.map(\.skipped) == skipped)
  }

  @Test("a session without scene lines has one scene, the app's last")
  func oneScene() throws {
    let session = Session(
      app: AppConfiguration(), hierarchy: try Hierarchy(root: .content("Home")),
      events: [.disconnectScene(scene: 0)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(trace.steps.map(\.skipped) == [.refused(.lastScene)])
  }

  @Test("a scene that connected can disconnect; its window's controllers go with it")
  func connectThenDisconnect() throws {
    let session = Session(
      app: AppConfiguration(), hierarchy: try Hierarchy(root: .content("Home")),
      events: [
        .connectScene(.navigation([.content("A"), .content("B")]), external: true),
        .disconnectScene(scene: 1),
      ])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(trace.steps.map(\.skipped) == [nil, nil])
    #expect(trace.finalHierarchy.count == 1)
    #expect(trace.finalHierarchy.scenes.count == 1)
  }

  @Test("a window in a scene the hierarchy does not have is refused")
  func windowInScene() {
    #expect(throws: HierarchyError.self) {
      try Hierarchy(windows: [WindowSpec(root: .content("A"), isKey: true, scene: 2)])
    }
  }
}
