import Foundation
import OrientationConformance
import OrientationTesting
import Testing
import UIKitModel

@testable import MyApp

/// MyApp's own `swift test`: its classes against every invariant over sessions drawn from its
/// screens and buttons, a counterexample once found that stays fixed, and the flows the team
/// cares about as scenarios.
@Suite("MyApp: the base classes and the app delegate hold every invariant")
@MainActor
struct MyAppTests {
  @Test("Every invariant holds over the generated sessions")
  func everyInvariant() {
    let report = expectInvariants(myApp)  // each counterexample is an issue here
    #expect(report?.verdicts.allSatisfy(\.holds) == true)
  }

  /// A player's window shown over the tabs, then the tabs' window removed: the player's window
  /// now sets the orientation (found by this very test, in the specification).
  @Test(
    "The replayed counterexample is checked first, then the generated sessions",
    .replaying("os1.ChoAAAEAAAAAAAAAAAAAAAAAAAABDQAAAQEBDw8L"))
  func playerWindowStaysFixed() {
    let report = expectInvariants(myApp)
    #expect(report != nil)  // nil would mean the replayed session failed
  }

  /// MyApp at launch on `version`, then `events`.
  static func trace(iOS version: Int, _ events: String) throws -> Trace {
    let session = try Scenario.parse(
      """
      app phone iOS \(version)
      plist .portrait .landscapeLeft .landscapeRight
      orientation .portrait
      device .portrait

      window key
        tabBar "MainTabBarController"
          navigation "BaseNavigationController"
            content "HomeViewController"
          navigation "BaseNavigationController"
            content "SettingsViewController"

      events
        launch
      \(events)
      """)
    return System.run(session, resolver: myApp)
  }

  @Test("The play button turns the interface landscape at once", arguments: [12, 15, 17])
  func playTurnsLandscape(version: Int) throws {
    let trace = try Self.trace(iOS: version, "  action \"play\" on 0\n")
    #expect(trace.steps.last?.orientationAfter.isLandscape == true)
    #expect(trace.steps.allSatisfy { $0.exception == nil })
  }

  @Test("Back from the player, the library is portrait again", arguments: [12, 15, 17])
  func backTurnsPortrait(version: Int) throws {
    let trace = try Self.trace(
      iOS: version, "  action \"play\" on 0\n  action \"rotate\" on 0\n  action \"rotate\" on 0\n"
        + "  pop navigation 0\n")
    #expect(trace.steps.last?.orientationAfter == .portrait)
  }

  @Test("An alert over the player does not ask the alert again (no E4)")
  func alertOverPlayer() throws {
    let trace = try Self.trace(iOS: 17, "  action \"play\" on 0\n  action \"alert\" on 2\n")
    #expect(trace.steps.allSatisfy { $0.exception == nil })
  }
}

/// What the checker reports for a navigation controller that forwards to `visibleViewController`
/// (an alert answers with its presenter's mask, which asks the alert again: E4, a crash).
final class VisibleForwardingNavigationController: BaseNavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    visibleViewController?.supportedInterfaceOrientations ?? .portrait
  }
}

@Suite("What the checker finds in a broken base class")
@MainActor
struct BrokenBaseClassTests {
  static let broken = UIKitApp(
    name: "my-app-visible-forwarding", infoPlist: myApp.infoPlist,
    appDelegate: { AppDelegate() },
    rootViewController: { VisibleForwardingNavigationController(rootViewController: HomeViewController()) },
    baseClasses: UIKitApp.BaseClasses(navigation: { VisibleForwardingNavigationController() }),
    actions: [.action("alert") { (screen: BaseViewController) in screen.showAlert("Saved") }])

  @Test("E4, reported with its session, the line that reproduces it and a regression test")
  func alertRecursion() throws {
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(Self.broken)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("under my-app-visible-forwarding")
          && $0.rawValue.contains("reproduce: @Test(.replaying(\"os1.")
      }
    }
    let noException = try #require(report?.verdicts.first { $0.invariant == .noException })
    #expect(noException.counterexample?.violation.actual.hasPrefix("E4 ") == true)
  }
}

/// The flows the team writes as scenario files (Scenarios/), each with what it expects.
@Suite("MyApp's scenario files")
@MainActor
struct MyAppScenarioFileTests {
  @Test("The team's scenario files pass under its own executable's test command")
  func scenarioFilesPass() {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    var out: [String] = []
    let status = OrientationCheck(
      resolvers: BuiltinResolvers.all + [myApp], programName: "my-orientation-check",
      output: { out.append($0) }, errorOutput: { out.append($0) }
    ).run(["test", folder.path])
    #expect(status == .success, "\(out.joined(separator: "\n"))")
  }
}
