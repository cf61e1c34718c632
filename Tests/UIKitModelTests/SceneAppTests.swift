import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

// A player on a second scene (an external display) that goes full screen in landscape and asks
// for the geometry: of its own window's scene, or of "the first connected scene", which is the
// app's first scene, not the player's.

final class ScenePlayerViewController: UIViewController {
  var fullScreen = false
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    fullScreen ? .landscape : .portrait
  }
  func enterFullScreen(ownScene: Bool) {
    fullScreen = true
    let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape)
    let scene =
      ownScene
      ? view.window?.windowScene
      : UIApplication.shared.connectedScenes.first as? UIWindowScene
    scene?.requestGeometryUpdate(preferences)
  }
}

final class SceneHomeViewController: UIViewController {}

@MainActor
func sceneApp(ownScene: Bool) -> UIKitApp {
  UIKitApp(
    name: ownScene ? "own-scene" : "first-scene",
    infoPlist: UIKitApp.InfoPlist(
      supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    rootViewController: { SceneHomeViewController() },
    screens: [.screen { ScenePlayerViewController() }],
    actions: [
      .action("fullScreen") { (player: ScenePlayerViewController) in
        player.enterFullScreen(ownScene: ownScene)
      }
    ])
}

@Suite("Scenes in an app's classes: each window's scene, connectedScenes, geometry per scene")
@MainActor
struct SceneAppTests {
  static func run(_ app: UIKitApp) throws -> (Trace, [InvariantViolation]) {
    let launch = try #require(app.vocabulary.launch)
    var configuration = app.vocabulary.app
    configuration.osVersion = .iOS17
    let player = ControllerSpec(
      Controller(.content), name: "ScenePlayerViewController")
    let session = Session(
      app: configuration, hierarchy: launch,
      events: [
        .launch, .connectScene(player, external: true), .makeKeyWindow(1),
        .action("fullScreen", controller: 0),
      ])
    var ignored = 0
    let violations = Checker.violations(
      of: session, resolver: app, invariants: Set(Invariant.allCases), determinism: false,
      assumptions: .default, mistake: &ignored)
    return (System.run(session, resolver: app), violations)
  }

  @Test("a request sent to connectedScenes.first turns the first scene, not the player's")
  func firstConnectedSceneIsTheWrongOne() throws {
    let (trace, violations) = try Self.run(sceneApp(ownScene: false))
    let request = try #require(trace.steps.last)
    #expect(request.event == .requestSceneGeometryUpdate(.landscape, scene: 0))
    let inMasks = try #require(
      violations.first { $0.invariant == .orientationInMasks }, "\(violations)")
    #expect(inMasks.origin == .event(3))
    #expect(inMasks.actual == ".portrait")
  }

  @Test("a request sent to the player's own window's scene turns it into landscape")
  func ownSceneHolds() throws {
    let (trace, violations) = try Self.run(sceneApp(ownScene: true))
    let request = try #require(trace.steps.last)
    #expect(request.event == .requestSceneGeometryUpdate(.landscape, scene: 1))
    #expect(request.orientationAfter.isLandscape)
    #expect(violations.isEmpty, "\(violations)")
  }
}
