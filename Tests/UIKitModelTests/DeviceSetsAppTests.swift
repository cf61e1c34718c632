import OrientationSpec
import Testing
import UIKitModel

// The two forcing helpers of R19, as an app's own code: one sets `.unknown`, then the target,
// in one call (ELOrientationControlDemo's `rotate(to:)`); one sets a pose, then restores the
// device's previous value straight afterwards (react-native-orientation-locker's
// `lockToOrientation`). Each runs under both values of `deviceOrientationSetsInOneTurn`.

/// What the app's code saw: each `viewWillTransition(to:with:)` and each time the app delegate
/// was asked.
@MainActor
final class DeviceSetsLog {
  var transitions: [String] = []
  var delegateAsked = 0
}

final class DeviceSetsAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  let log: DeviceSetsLog
  init(log: DeviceSetsLog) { self.log = log }
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    log.delegateAsked += 1
    return .allButUpsideDown
  }
}

final class ForcingPlayerViewController: UIViewController {
  var log: DeviceSetsLog? { (UIApplication.shared.delegate as? DeviceSetsAppDelegate)?.log }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log?.transitions.append(size.width > size.height ? "landscape" : "portrait")
  }

  /// `.unknown` first, then landscape left, in one call.
  func rotateUnknownFirst() {
    UIDevice.current.setValue(UIDeviceOrientation.unknown.rawValue, forKey: "orientation")
    UIDevice.current.setValue(UIDeviceOrientation.landscapeLeft.rawValue, forKey: "orientation")
  }

  /// Landscape left alone: the value already reported when the device is held so.
  func rotateDirectly() {
    UIDevice.current.setValue(UIDeviceOrientation.landscapeLeft.rawValue, forKey: "orientation")
  }

  /// Landscape left, then the previous value restored straight afterwards.
  func rotateAndRestore() {
    let previous = UIDevice.current.orientation
    UIDevice.current.setValue(UIDeviceOrientation.landscapeLeft.rawValue, forKey: "orientation")
    UIDevice.current.setValue(previous.rawValue, forKey: "orientation")
  }
}

@MainActor
func deviceSetsApp(_ log: DeviceSetsLog) -> UIKitApp {
  UIKitApp(
    name: "device-sets",
    infoPlist: UIKitApp.InfoPlist(
      supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    deploymentTarget: 12,
    appDelegate: { DeviceSetsAppDelegate(log: log) },
    rootViewController: { ForcingPlayerViewController() },
    actions: [
      .action("unknownFirst") { (player: ForcingPlayerViewController) in
        player.rotateUnknownFirst()
      },
      .action("directly") { (player: ForcingPlayerViewController) in player.rotateDirectly() },
      .action("andRestore") { (player: ForcingPlayerViewController) in player.rotateAndRestore() },
    ])
}

@Suite(
  "R19 in an app's classes: several UIDevice sets in one call, each at once or coalesced (deviceOrientationSetsInOneTurn)"
)
@MainActor
struct DeviceSetsAppTests {
  struct Outcome {
    var trace: Trace
    var log: DeviceSetsLog
    /// The events UIKit applied after the first, as the app made them.
    var calls: [Event] { trace.steps.dropFirst().map(\.event) }
    var orientation: InterfaceOrientation? { trace.steps.last?.orientationAfter }
  }

  /// The app on iOS 15, its player on screen in portrait while the device reports `device`,
  /// after `event`.
  static func run(
    _ event: Event, device: DeviceOrientation, sets: Assumptions.DeviceOrientationSets
  ) throws -> Outcome {
    let log = DeviceSetsLog()
    let app = deviceSetsApp(log)
    var configuration = app.vocabulary.app
    configuration.osVersion = OSVersion(major: 15)!
    let session = Session(
      app: configuration, hierarchy: try #require(app.vocabulary.launch),
      interfaceOrientation: .portrait, deviceOrientation: device, events: [event])
    var assumptions = Assumptions()
    assumptions.deviceOrientationSetsInOneTurn = sets
    return Outcome(trace: System.run(session, resolver: app, assumptions: assumptions), log: log)
  }

  @Test(
    "unknown first, then the value the device already reports: it turns, each set at once or coalesced",
    arguments: Assumptions.DeviceOrientationSets.allCases)
  func unknownFirst(sets: Assumptions.DeviceOrientationSets) throws {
    let outcome = try Self.run(
      .action("unknownFirst", controller: 0), device: .landscapeLeft, sets: sets)
    #expect(
      outcome.calls
        == (sets == .eachApplies
          ? [.setDeviceOrientation(.unknown), .setDeviceOrientation(.landscapeLeft)]
          : [.setDeviceOrientations([.unknown, .landscapeLeft])]))
    #expect(outcome.orientation == .landscapeRight)
    #expect(outcome.log.transitions == ["landscape"])
  }

  @Test(
    "the value already reported alone does nothing (why the helper sets unknown first)",
    arguments: Assumptions.DeviceOrientationSets.allCases)
  func directly(sets: Assumptions.DeviceOrientationSets) throws {
    let outcome = try Self.run(
      .action("directly", controller: 0), device: .landscapeLeft, sets: sets)
    #expect(outcome.calls == [.setDeviceOrientation(.landscapeLeft)])
    #expect(outcome.trace.steps.last?.skipped == .refused(.noChange))
    #expect(outcome.orientation == .portrait)
    #expect(outcome.log.transitions == [])
  }

  @Test(
    "a set restored in the same call: it turns and turns back when each applies at once; nothing shows when the sets coalesce",
    arguments: Assumptions.DeviceOrientationSets.allCases)
  func andRestore(sets: Assumptions.DeviceOrientationSets) throws {
    let each = sets == .eachApplies
    let outcome = try Self.run(.action("andRestore", controller: 0), device: .portrait, sets: sets)
    #expect(
      outcome.calls
        == (each
          ? [.setDeviceOrientation(.landscapeLeft), .setDeviceOrientation(.portrait)]
          : [.setDeviceOrientations([.landscapeLeft, .portrait])]))
    #expect(outcome.trace.steps.map(\.orientationAfter).contains(.landscapeRight) == each)
    #expect(outcome.orientation == .portrait)
    #expect(outcome.log.transitions == (each ? ["landscape", "portrait"] : []))
  }

  @Test("the intermediate rotation asks the app delegate again only when each set applies at once")
  func delegateAsked() throws {
    let each = try Self.run(
      .action("andRestore", controller: 0), device: .portrait, sets: .eachApplies)
    let coalesced = try Self.run(
      .action("andRestore", controller: 0), device: .portrait, sets: .lastApplies)
    #expect(each.log.delegateAsked > coalesced.log.delegateAsked)
  }

  @Test(
    "a scenario's sets in one turn: the app's controllers hear of each rotation before the next set, or of none",
    arguments: Assumptions.DeviceOrientationSets.allCases)
  func scenarioTurn(sets: Assumptions.DeviceOrientationSets) throws {
    let outcome = try Self.run(
      .setDeviceOrientations([.landscapeLeft, .portrait]), device: .portrait, sets: sets)
    #expect(outcome.trace.steps.count == (sets == .eachApplies ? 2 : 1))
    #expect(
      outcome.log.transitions == (sets == .eachApplies ? ["landscape", "portrait"] : []))
  }
}
