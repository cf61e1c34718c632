import Generators
import OrientationSpec
import Testing
import UIKitModel

// A small app whose classes make calls of UIKit: a navigation controller that forwards to its
// top, a portrait home screen, a player that forces its orientation by key-value coding when its
// view loads and when its rotate button is tapped.

final class ForwardingNavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? .portrait
  }
  override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
  }
}

final class HomeViewController: UIViewController {
  var appearances = 0
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }
}

final class PlayerViewController: UIViewController {
  var isLandscape = true
  var transitions: [CGSize] = []
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    isLandscape ? .landscapeRight : .portrait
  }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    isLandscape ? .landscapeRight : .portrait
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    force()
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    transitions.append(size)
  }
  func force() {
    UIDevice.current.setValue(UIInterfaceOrientation.unknown.rawValue, forKey: "orientation")
    let target: UIInterfaceOrientation = isLandscape ? .landscapeRight : .portrait
    UIDevice.current.setValue(target.rawValue, forKey: "orientation")
  }
  func rotateTapped() {
    isLandscape.toggle()
    force()
  }
  func closeTapped() { dismiss(animated: true) }
}

@MainActor
let callingApp = UIKitApp(
  name: "calling",
  infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
  rootViewController: { ForwardingNavigationController(rootViewController: HomeViewController()) },
  screens: [.screen { PlayerViewController() }],
  actions: [
    .action("rotate") { (player: PlayerViewController) in player.rotateTapped() },
    .action("close") { (player: PlayerViewController) in player.closeTapped() },
  ])

@Suite("The app's own calls are events, in the order it makes them")
@MainActor
struct AppCallTests {
  static func session(_ version: OSVersion, _ events: [Event]) throws -> Session {
    var app = callingApp.vocabulary.app
    app.osVersion = version
    let launch = try #require(callingApp.vocabulary.launch)
    return Session(app: app, hierarchy: launch, events: events)
  }

  static let player = callingApp.vocabulary.screens[0].tree

  @Test("a player's viewDidLoad forces landscape by key-value coding, .unknown first (iOS 15)")
  func viewDidLoadForces() throws {
    let session = try Self.session(.iOS15, [.launch, .push(Self.player, navigation: 0)])
    let trace = System.run(session, resolver: callingApp)
    let reactions = trace.steps.filter { $0.origin == .refresh(after: 1) }
    #expect(reactions.map(\.event) == [.setDeviceOrientation(.unknown), .setDeviceOrientation(.landscapeLeft)])
    #expect(trace.steps.last?.orientationAfter == .landscapeRight)
    #expect(trace.steps.allSatisfy { $0.exception == nil })
  }

  @Test("from iOS 16 the same force only logs E6, and the player stays portrait")
  func forcingLogsOnIOS16() throws {
    let session = try Self.session(.iOS17, [.launch, .push(Self.player, navigation: 0)])
    let trace = System.run(session, resolver: callingApp)
    #expect(trace.steps.last?.orientationAfter == .portrait)
    #expect(trace.steps.last?.warnings.contains(.deviceOrientationSettingUnsupported) == true)
  }

  @Test("the rotate button's action turns the player back to portrait")
  func actionTurnsBack() throws {
    let session = try Self.session(
      .iOS15, [.launch, .push(Self.player, navigation: 0), .action("rotate", controller: 0)])
    let trace = System.run(session, resolver: callingApp)
    #expect(trace.steps.last?.orientationAfter == .portrait)
    let action = try #require(trace.steps.first { $0.origin == .event(2) })
    #expect(action.skipped == nil)
  }

  @Test("an action no controller has is skipped with its name")
  func actionWithoutTarget() throws {
    let session = try Self.session(.iOS15, [.launch, .action("rotate", controller: 0)])
    let trace = System.run(session, resolver: callingApp)
    #expect(trace.steps.last?.skipped == .noActionTarget("rotate"))
  }

  @Test("a resolver skips app actions: it runs no app code")
  func resolverSkipsActions() throws {
    let session = try Self.session(.iOS15, [.action("rotate", controller: 0)])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(trace.steps.last?.skipped == .noActionTarget("rotate"))
  }

  @Test("UIKit calls viewWillTransition(to:with:) on the screen when the interface turns")
  func viewWillTransition() throws {
    let session = try Self.session(.iOS15, [.launch, .push(Self.player, navigation: 0)])
    _ = System.run(session, resolver: callingApp)
    // The instances are the session's: reach them through a session of our own.
    var transitions: [CGSize] = []
    let app = UIKitApp(
      name: "observed", infoPlist: callingApp.infoPlist,
      rootViewController: { ForwardingNavigationController(rootViewController: HomeViewController()) },
      screens: [
        .screen {
          let player = PlayerViewController()
          observedPlayer = player
          return player
        }
      ])
    _ = System.run(session, resolver: app)
    transitions = observedPlayer?.transitions ?? []
    #expect(transitions == [CGSize(width: 844, height: 390)])
  }
}

@MainActor var observedPlayer: PlayerViewController?
