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

  @Test("a window in a scene the hierarchy does not have is refused")
  func windowInScene() {
    #expect(throws: HierarchyError.self) {
      try Hierarchy(windows: [WindowSpec(root: .content("A"), isKey: true, scene: 2)])
    }
  }
}
