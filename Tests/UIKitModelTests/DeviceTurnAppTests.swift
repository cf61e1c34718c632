import Generators
import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

// Apps whose own code reacts to a device turn, or holds a rotation lock of its own, and what
// follows-device says of them.

/// A screen that turns the interface back to portrait whenever it is told of a turn: the app
/// undoes what UIKit did for the device (a reaction follows-device catches).
final class StubbornViewController: UIViewController {
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard size.width > size.height else { return }
    UIDevice.current.setValue(UIInterfaceOrientation.unknown.rawValue, forKey: "orientation")
    UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
  }
}

/// A list that shows the player full screen when the device turns to landscape (a video app's
/// habit): the player takes the orientation the interface is in, so the turn stays.
final class TurnToPlayViewController: UIViewController {
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard size.width > size.height, presentedViewController == nil else { return }
    let player = LandscapePlayerViewController()
    player.modalPresentationStyle = .fullScreen
    present(player, animated: true)
  }
}

final class LandscapePlayerViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

/// An app delegate with the app's own rotation lock, which a screen's lock button toggles.
final class LockingAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  var isRotationLocked = false
  /// Where the lock holds the interface; a delegate that honours its lock answers it.
  var lockedMask: UIInterfaceOrientationMask = .portrait
  let honoursLock: Bool

  init(honoursLock: Bool) { self.honoursLock = honoursLock }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    honoursLock && isRotationLocked ? lockedMask : .allButUpsideDown
  }
}

/// A screen with the lock button. Its `shouldAutorotate` also says NO while locked: an app that
/// relied on that alone lost its lock on iOS 16, where UIKit no longer asks (R9).
final class LockButtonViewController: UIViewController {
  var delegate: LockingAppDelegate? { UIApplication.shared.delegate as? LockingAppDelegate }
  override var shouldAutorotate: Bool { !(delegate?.isRotationLocked ?? false) }
  func lockTapped() {
    guard let delegate else { return }
    delegate.isRotationLocked.toggle()
    let current = UIApplication.shared.statusBarOrientation
    delegate.lockedMask = current == .unknown ? .portrait : UIInterfaceOrientationMask(current)
  }
}

@MainActor
func lockingApp(honoursLock: Bool, reportsLock: Bool = true) -> UIKitApp {
  let lock: @MainActor @Sendable (UIApplication) -> Bool = { application in
    (application.delegate as? LockingAppDelegate)?.isRotationLocked ?? false
  }
  return UIKitApp(
    name: honoursLock ? "honours-lock" : "autorotation-lock",
    infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    appDelegate: { LockingAppDelegate(honoursLock: honoursLock) },
    rootViewController: { LockButtonViewController() },
    actions: [.action("lock") { (screen: LockButtonViewController) in screen.lockTapped() }],
    rotationLock: reportsLock ? lock : nil)
}

@Suite("follows-device in an app's own classes: its reaction to a turn, its own lock")
@MainActor
struct DeviceTurnAppTests {
  static func followsDevice(
    _ app: UIKitApp, _ version: OSVersion, _ events: [Event]
  ) throws -> [InvariantViolation] {
    var configuration = app.vocabulary.app
    configuration.osVersion = version
    let launch = try #require(app.vocabulary.launch)
    var ignored = 0
    return Checker.violations(
      of: Session(app: configuration, hierarchy: launch, events: events), resolver: app,
      invariants: [.followsDevice], determinism: false, assumptions: .default,
      mistake: &ignored)
  }

  @Test("a screen that forces portrait when told of a turn undoes it: caught after the reaction")
  func stubbornScreen() throws {
    let app = UIKitApp(name: "stubborn", rootViewController: { StubbornViewController() })
    let violations = try Self.followsDevice(app, .iOS15, [.launch, .rotateDevice(.landscapeLeft)])
    #expect(violations.count == 1, "\(violations)")
    #expect(violations.first?.origin == .refresh(after: 1))
    #expect(violations.first?.expected.hasPrefix(".landscapeRight, where the interface") == true)
  }

  @Test("a list that presents its landscape player on a turn keeps the turn")
  func turnToPlay() throws {
    let app = UIKitApp(name: "turn-to-play", rootViewController: { TurnToPlayViewController() })
    let events: [Event] = [.launch, .rotateDevice(.landscapeLeft), .rotateDevice(.landscapeRight)]
    #expect(try Self.followsDevice(app, .iOS17, events).isEmpty)
    var configuration = app.vocabulary.app
    configuration.osVersion = .iOS17
    let trace = System.run(
      Session(configuration: configuration, app: app, events: events), resolver: app)
    #expect(trace.steps.contains { $0.origin == .refresh(after: 1) })
    #expect(trace.steps.last?.orientationAfter == .landscapeLeft)
  }

  @Test("iOS 17: a lock kept only in shouldAutorotate no longer holds: the turn is caught")
  func lockInShouldAutorotate() throws {
    let events: [Event] = [.launch, .action("lock", controller: 0), .rotateDevice(.landscapeLeft)]
    let violations = try Self.followsDevice(lockingApp(honoursLock: false), .iOS17, events)
    #expect(violations.count == 1, "\(violations)")
    #expect(violations.first?.expected == "no rotation: the app's rotation lock is on")
    // The same app that does not report its lock is judged as any app: the turn is allowed.
    let unreported = lockingApp(honoursLock: false, reportsLock: false)
    #expect(try Self.followsDevice(unreported, .iOS17, events).isEmpty)
    // Up to iOS 15 UIKit asks shouldAutorotate, and the lock holds.
    #expect(try Self.followsDevice(lockingApp(honoursLock: false), .iOS15, events).isEmpty)
  }

  @Test("a lock the app delegate honours holds; unlocked, the interface follows again")
  func lockInTheAppMask() throws {
    let events: [Event] = [
      .launch, .action("lock", controller: 0), .rotateDevice(.landscapeLeft),
      .rotateDevice(.portrait), .action("lock", controller: 0), .rotateDevice(.landscapeLeft),
    ]
    let app = lockingApp(honoursLock: true)
    #expect(try Self.followsDevice(app, .iOS17, events).isEmpty)
    var configuration = app.vocabulary.app
    configuration.osVersion = .iOS17
    let trace = System.run(Session(configuration: configuration, app: app, events: events), resolver: app)
    let locked = try #require(trace.steps.first { $0.origin == .event(2) })
    #expect(locked.orientationAfter == .portrait)
    #expect(trace.steps.last?.orientationAfter == .landscapeRight)
  }

  @Test("generated sessions find the broken lock and not the honoured one")
  func generated() {
    let configuration = CheckConfiguration(invariants: [.followsDevice], cases: 200)
    let broken = Checker.check(lockingApp(honoursLock: false), configuration)
    #expect(broken.verdicts.first?.holds == false)
    let honoured = Checker.check(lockingApp(honoursLock: true), configuration)
    #expect(honoured.verdicts.first?.holds == true, "\(honoured.verdicts)")
  }
}

extension Session {
  /// A session of `app`'s launch hierarchy under `configuration`.
  @MainActor
  init(configuration: AppConfiguration, app: UIKitApp, events: [Event]) {
    self.init(app: configuration, hierarchy: app.vocabulary.launch!, events: events)
  }
}
