import OrientationConformance
import OrientationSpec
import Testing

@Suite("Scenes in the scenario format: scene lines and scene events round-trip")
struct SceneScenarioTests {
  static let text = """
    app pad iOS 27
    plist .portrait .landscapeLeft .landscapeRight
    requiresFullScreen true
    orientation .portrait
    device .portrait

    scene delegate .portrait
      window key
        navigation "Main"
          content "Home"

    scene external orientation .landscapeRight
      window
        content "Player" supports .landscape
      window level .alert

    events
      launch
      requestGeometryUpdate .landscape scene 1
      setNeedsUpdateOfSupportedInterfaceOrientations scene 0
      connectScene external
        content "Slides"
      requestGeometryUpdate .portrait
      rotateDevice .landscapeLeft
      disconnectScene 1
      setDeviceOrientation .unknown .landscapeLeft
      setDeviceOrientation .landscapeRight .portrait .unknown

    """

  @Test("text law and value law with scene lines and scene events")
  func roundTrip() throws {
    let session = try Scenario.parse(Self.text)
    #expect(Scenario.print(session) == Self.text)
    #expect(try Scenario.parse(Scenario.print(session)) == session)
    #expect(session.hierarchy.scenes.count == 2)
    #expect(session.hierarchy.scenes[1].isExternal)
    #expect(session.hierarchy.scenes[1].interfaceOrientation == .landscapeRight)
    #expect(session.hierarchy.scenes[0].delegateOrientations == .portrait)
    #expect(session.hierarchy.windows.map(\.scene) == [0, 1, 1])
    #expect(session.events[1] == .requestSceneGeometryUpdate(.landscape, scene: 1))
    #expect(session.events[2] == .updateSceneSupportedInterfaceOrientations(scene: 0))
    #expect(session.events[4] == .requestGeometryUpdate(.portrait))
    #expect(session.events[6] == .disconnectScene(scene: 1))
    #expect(session.events[7] == .setDeviceOrientations([.unknown, .landscapeLeft]))
    #expect(session.events[8] == .setDeviceOrientations([.landscapeRight, .portrait, .unknown]))
  }

  @Test("a file's disconnectScene past the last scene is skipped with where it is, counted exactly")
  func disconnectPastTheLast() throws {
    let session = try Scenario.parse(Self.text)
    #expect(session.positions == .exact)
    var late = session
    late.events = [.disconnectScene(scene: 2), .disconnectScene(scene: 1)]
    let trace = System.run(late, resolver: UIKitDefaultResolver())
    #expect(
      trace.steps.map(\.skipped) == [.noSuchPosition(2, count: 2, role: .scene), nil])
    #expect(
      trace.steps[0].skipped.map { "\($0)" }?.contains("no scene at position 2: there are 2")
        == true)
  }

  @Test(
    "bad scene lines are located errors",
    arguments: [
      ("app phone iOS 17\nscene orientation .portrait\n  window\n", "2:7:"),
      ("app phone iOS 17\nscene\n", "2:1: 'scene' needs at least one 'window'"),
      ("app phone iOS 17\nscene\n  window\nwindow\n", "4:1: a 'window' after a 'scene'"),
      ("app phone iOS 17\nwindow\nscene\n  window\n", "3:1: 'scene' after a window"),
      ("app phone iOS 17\nscene sideways\n  window\n", "2:7: unknown scene attribute"),
      ("app phone iOS 17\nscene\n  content\n", "3:3: expected 'window' under 'scene'"),
      ("app phone iOS 17\nwindow\nevents\n  requestSceneGeometryUpdate .portrait\n", "4:3: unknown event"),
      ("app phone iOS 17\nwindow\nevents\n  requestGeometryUpdate .portrait scene\n", "4:"),
    ])
  func located(_ text: String, _ prefix: String) {
    #expect(throws: ScenarioError.self) { try Scenario.parse(text) }
    do {
      _ = try Scenario.parse(text)
    } catch {
      #expect(error.description.hasPrefix(prefix), "\(error)")
    }
  }
}
