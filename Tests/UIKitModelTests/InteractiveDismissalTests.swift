import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

// An interactive dismissal the user cancels: UIKit tells the controllers it would uncover that
// they appear, then that they do not; the app's reaction is checked like any other step's.

/// The app's mask, a global flag the screens set as they appear (seed 002's habit).
@MainActor final class AppMask {
  static let shared = AppMask()
  var mask: UIInterfaceOrientationMask = .portrait
}

final class FlagAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { AppMask.shared.mask }
}

/// A portrait list that puts the app mask back to portrait whenever it is about to appear (and
/// tells UIKit so, iOS 16), and frees it before it presents the player.
final class FlagListViewController: UIViewController {
  var restoresOnAppear = false
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    AppMask.shared.mask = .portrait
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }
  func playTapped() {
    AppMask.shared.mask = .allButUpsideDown
    let player = FlagPlayerViewController(restoresOnAppear: restoresOnAppear)
    player.modalPresentationStyle = .fullScreen
    present(player, animated: true)
  }
}

/// A landscape player that frees the app mask before it is shown, and, in the app that mends
/// it, sets it again whenever it appears and tells UIKit so (iOS 16: "update supported interface
/// orientations and call setNeedsUpdateOfSupportedInterfaceOrientations").
final class FlagPlayerViewController: UIViewController {
  let restoresOnAppear: Bool
  init(restoresOnAppear: Bool) {
    self.restoresOnAppear = restoresOnAppear
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if restoresOnAppear {
      AppMask.shared.mask = .allButUpsideDown
      setNeedsUpdateOfSupportedInterfaceOrientations()
    }
  }
}

@MainActor
func flagApp(restoresOnAppear: Bool) -> UIKitApp {
  UIKitApp(
    name: restoresOnAppear ? "flags-restored" : "flags",
    infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    appDelegate: { FlagAppDelegate() },
    rootViewController: {
      let list = FlagListViewController()
      list.restoresOnAppear = restoresOnAppear
      return list
    },
    actions: [.action("play") { (list: FlagListViewController) in list.playTapped() }],
    resetState: { AppMask.shared.mask = .portrait })
}

@Suite("A cancelled interactive dismissal: the app's appearance calls, checked like any step")
@MainActor
struct InteractiveDismissalTests {
  static func violations(
    _ app: UIKitApp,
    _ events: [Event] = [
      .launch, .action("play", controller: 0), .cancelInteractiveDismiss(presented: 0),
    ]
  ) throws -> [InvariantViolation] {
    let launch = try #require(app.vocabulary.launch)
    var configuration = app.vocabulary.app
    configuration.osVersion = .iOS17
    let session = Session(app: configuration, hierarchy: launch, events: events)
    var ignored = 0
    return Checker.violations(
      of: session, resolver: app, invariants: Set(Invariant.allCases), determinism: false,
      assumptions: .default, mistake: &ignored)
  }

  @Test("the list's viewWillAppear, as the swipe begins, leaves the player with no common mask")
  func listResetsTheMask() throws {
    let violations = try Self.violations(flagApp(restoresOnAppear: false))
    let inMasks = try #require(violations.first { $0.invariant == .orientationInMasks }, "\(violations)")
    #expect(inMasks.origin == .refresh(after: 2))
    #expect(inMasks.expected.hasPrefix("a non-empty allowed mask (app mask .portrait)"))
  }

  @Test("a player that sets the mask again as it reappears holds")
  func playerRestoresTheMask() throws {
    let violations = try Self.violations(flagApp(restoresOnAppear: true))
    #expect(violations.isEmpty, "\(violations)")
  }

  static let swipe: [Event] = [
    .launch, .action("play", controller: 0), .beginInteractiveDismiss(presented: 0),
  ]

  @Test("in progress across events: the list's viewWillAppear at the begin is judged at the cancel")
  func listResetsTheMaskAcrossEvents() throws {
    let violations = try Self.violations(
      flagApp(restoresOnAppear: false), Self.swipe + [.endInteractiveDismiss(finished: false)])
    let inMasks = try #require(
      violations.first { $0.invariant == .orientationInMasks }, "\(violations)")
    // Not at the begin, where the list below decides and the mask it set suits it.
    #expect([StepOrigin.event(3), .refresh(after: 3)].contains(inMasks.origin))
    #expect(inMasks.code == "empty-allowed")
  }

  @Test("in progress across events: the player that sets the mask again as it reappears holds")
  func playerRestoresTheMaskAcrossEvents() throws {
    let violations = try Self.violations(
      flagApp(restoresOnAppear: true), Self.swipe + [.endInteractiveDismiss(finished: false)])
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test("in progress across events and finished: the list's mask is the one that counts, and holds")
  func finishedAcrossEvents() throws {
    let violations = try Self.violations(
      flagApp(restoresOnAppear: false), Self.swipe + [.endInteractiveDismiss(finished: true)])
    #expect(violations.isEmpty, "\(violations)")
  }
}
