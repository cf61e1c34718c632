import OrientationSpec
import Testing
import UIKitModel

// An app whose scene delegate answers per scene: portrait for the scene that shows the list,
// landscape for the one that shows the video (iOS 27's `supportedInterfaceOrientations(for:)`,
// A14), and what it is told as scenes connect and disconnect.

/// What the app's code was told, in order.
@MainActor
final class SceneLog {
  var entries: [String] = []
}

final class PerSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let log: SceneLog
  init(log: SceneLog) { self.log = log }

  var rootName: String { window?.rootViewController.map { "\(type(of: $0))" } ?? "no window" }

  func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  {
    log.entries.append("asked \(rootName)")
    return window?.rootViewController is SceneVideoViewController ? .landscape : .portrait
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let external = session.role == .windowExternalDisplayNonInteractive
    log.entries.append("willConnectTo \(rootName)\(external ? " external" : "")")
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    log.entries.append("didDisconnect \(rootName)")
    let orientation = (scene as? UIWindowScene)?.interfaceOrientation ?? .portrait
    let connected = UIApplication.shared.connectedScenes
    log.entries.append(
      "connected \(connected.count), \(connected.contains(scene) ? "itself" : "not itself"),"
        + " gone scene's orientation \(orientation)")
  }
}

/// An app delegate that does not implement the orientation method.
final class QuietAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
}

/// An app delegate that answers every orientation.
final class AllAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { .all }
}

/// A screen that says when it appears and disappears.
class SceneLoggedViewController: UIViewController {
  let log: SceneLog
  init(log: SceneLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
  var name: String { "\(type(of: self))" }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(name) viewWillAppear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(name) viewDidDisappear")
  }
}

final class SceneListViewController: SceneLoggedViewController {}
final class SceneVideoViewController: SceneLoggedViewController {}

@MainActor
func perSceneApp(_ log: SceneLog, appDelegateAnswers: Bool) -> UIKitApp {
  UIKitApp(
    name: "per-scene",
    infoPlist: UIKitApp.InfoPlist(
      supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    idioms: [.pad],
    appDelegate: {
      appDelegateAnswers ? AllAppDelegate() as any UIApplicationDelegate : QuietAppDelegate()
    },
    sceneDelegate: { PerSceneDelegate(log: log) },
    rootViewController: { SceneListViewController(log: log) },
    screens: [.screen { SceneVideoViewController(log: log) }])
}

@Suite("UIWindowSceneDelegate in an app's classes: asked per scene from iOS 27 (R5), told of connections")
@MainActor
struct SceneDelegateAppTests {
  static let list = ControllerSpec(Controller(.content), name: "SceneListViewController")
  static let video = ControllerSpec(Controller(.content), name: "SceneVideoViewController")

  @MainActor
  struct Outcome {
    var trace: Trace
    var log: SceneLog
    /// Whether the scene delegate was asked its orientations.
    var asked: Bool { log.entries.contains { $0.hasPrefix("asked") } }
    /// Each scene's orientation at the end.
    var orientations: [InterfaceOrientation] {
      trace.finalHierarchy.scenes.map(\.interfaceOrientation)
    }
  }

  /// The list in the first scene (key) and the video in a second, both on the iPad's screen,
  /// on iOS `os`, after the device turns to landscape left.
  static func run(
    os: Int, appDelegateAnswers: Bool = false, sceneFirst: Bool = false
  ) throws -> Outcome {
    let log = SceneLog()
    let app = perSceneApp(log, appDelegateAnswers: appDelegateAnswers)
    var configuration = app.vocabulary.app
    configuration.idiom = .pad
    configuration.requiresFullScreen = true
    configuration.osVersion = OSVersion(major: os)!
    let hierarchy = try Hierarchy(
      windows: [WindowSpec(root: list, isKey: true), WindowSpec(root: video, scene: 1)],
      scenes: [Scene(), Scene()])
    let session = Session(
      app: configuration, hierarchy: hierarchy, events: [.rotateDevice(.landscapeLeft)])
    var assumptions = Assumptions()
    assumptions.sceneDelegateOverridesAppDelegate = sceneFirst
    return Outcome(trace: System.run(session, resolver: app, assumptions: assumptions), log: log)
  }

  @Test("iOS 26: the scene delegate is not asked; the Info.plist sets each scene's app mask")
  func notAskedBefore27() throws {
    let outcome = try Self.run(os: 26)
    #expect(!outcome.asked)
    #expect(outcome.trace.steps.first?.appMask == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(outcome.orientations == [.landscapeRight, .landscapeRight])
  }

  @Test("iOS 27: it is asked per scene, and each scene turns within its own answer")
  func askedPerScene() throws {
    let outcome = try Self.run(os: 27)
    #expect(outcome.log.entries.contains("asked SceneListViewController"))
    #expect(outcome.log.entries.contains("asked SceneVideoViewController"))
    #expect(outcome.trace.steps.first?.appMask == .portrait)
    #expect(outcome.orientations == [.portrait, .landscapeRight])
  }

  @Test(
    "iOS 27 with an app delegate that answers: its answer wins unless the scene delegate overrides it (sceneDelegateOverridesAppDelegate)",
    arguments: [false, true])
  func appDelegateAnswers(sceneFirst: Bool) throws {
    let outcome = try Self.run(os: 27, appDelegateAnswers: true, sceneFirst: sceneFirst)
    #expect(outcome.asked == sceneFirst)
    #expect(outcome.trace.steps.first?.appMask == (sceneFirst ? .portrait : .all))
    #expect(
      outcome.orientations
        == (sceneFirst ? [.portrait, .landscapeRight] : [.landscapeRight, .landscapeRight]))
  }

  @Test(
    "a scene that connects tells its delegate, whose window is the scene's, before the screen appears; one that disconnects tells it after the screen disappeared"
  )
  func connectAndDisconnect() throws {
    let log = SceneLog()
    let app = perSceneApp(log, appDelegateAnswers: false)
    var configuration = app.vocabulary.app
    configuration.osVersion = OSVersion(major: 17)!
    let session = Session(
      app: configuration, hierarchy: try #require(app.vocabulary.launch),
      events: [.connectScene(Self.video, external: true), .disconnectScene(scene: 1)])
    let trace = System.run(session, resolver: app)
    #expect(trace.steps.map(\.skipped) == [nil, nil])
    let entries = log.entries.filter { !$0.hasPrefix("SceneList") }
    #expect(
      entries == [
        "willConnectTo SceneVideoViewController external",
        "SceneVideoViewController viewWillAppear",
        "SceneVideoViewController viewDidDisappear",
        "didDisconnect SceneVideoViewController",
        "connected 1, not itself, gone scene's orientation .unknown",
      ])
  }

  @Test("the key window's scene disconnects: its screen disappears, then its delegate hears it")
  func keySceneDisconnects() throws {
    let log = SceneLog()
    let app = perSceneApp(log, appDelegateAnswers: false)
    var configuration = app.vocabulary.app
    configuration.osVersion = OSVersion(major: 17)!
    let hierarchy = try Hierarchy(
      windows: [WindowSpec(root: Self.list, isKey: true), WindowSpec(root: Self.video, scene: 1)],
      scenes: [Scene(), Scene(isExternal: true)])
    let session = Session(
      app: configuration, hierarchy: hierarchy,
      events: [.disconnectScene(scene: 0)])
    let trace = System.run(session, resolver: app)
    #expect(trace.steps.map(\.skipped) == [nil])
    #expect(trace.finalHierarchy.windows.map(\.isKey) == [true])
    #expect(
      log.entries.suffix(3) == [
        "SceneListViewController viewDidDisappear", "didDisconnect SceneListViewController",
        "connected 1, not itself, gone scene's orientation .unknown",
      ])
  }
}
