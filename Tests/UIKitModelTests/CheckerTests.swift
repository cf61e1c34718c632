import Generators
import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

/// A navigation controller whose answers, with nothing to forward to, are its class's own: not
/// what the hierarchy declares for it.
final class ForwardingOrOwnNavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? .landscape
  }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    topViewController?.preferredInterfaceOrientationForPresentation ?? .landscapeRight
  }
}

final class ForwardingTabBarController: UITabBarController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    selectedViewController?.preferredInterfaceOrientationForPresentation
      ?? super.preferredInterfaceOrientationForPresentation
  }
}

let forwardingApp = UIKitApp(
  name: "forwarding",
  infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
  baseClasses: UIKitApp.BaseClasses(
    navigation: { ForwardingOrOwnNavigationController() }, tabBar: { ForwardingTabBarController() }))

@Suite("An app's classes are checked like any resolver")
@MainActor
struct CheckerTests {
  @Test("Checker.check draws the app's own sessions: its actions fire, its screens' classes show")
  func checkerDrawsTheAppsSessions() {
    let report = Checker.check(callingApp, CheckConfiguration(cases: 100))
    #expect(report.verdicts.count == Invariant.allCases.count)
    #expect(report.verdicts.first { $0.invariant == .determinism }?.holds == true)
    let generator = SessionGenerator(vocabulary: callingApp.vocabulary)
    var source = ChoiceSource(seed: 1)
    var actions = 0
    for seed: UInt64 in 0..<100 {
      source.reset(seed: seed)
      actions += generator.generate(&source).events.count { if case .action = $0 { true } else { false } }
    }
    #expect(actions > 0)
  }

  /// A dismissal's transition asks the preferred orientation of the controller shown below; the
  /// controllers it removes were numbered before that one, so after it the one shown has another
  /// index. Its class's answer is still the one forwarding is judged against.
  @Test("forwarding is judged on the class answers of the controller shown, renumbered or not")
  func classAnswersFollowRenumbering() throws {
    let session = try Scenario.parse(
      """
      app phone iOS 13
      plist .portrait .landscapeLeft .landscapeRight
      orientation .portrait
      device .portrait

      window key
        tabBar
          navigation
            content

      events
        present .fullScreen from 0 animated
          content supports .portrait
        setViewControllers navigation 0
          navigation supports .landscape prefers .landscapeLeft
        dismiss 0 animated
      """)
    var ignored = 0
    let violations = Checker.violations(
      of: session, resolver: forwardingApp, invariants: Set(Invariant.allCases),
      determinism: true, assumptions: .default, mistake: &ignored)
    #expect(violations.isEmpty, "\(violations)")
    let trace = System.run(session, resolver: forwardingApp)
    #expect(trace.steps.last?.orientationAfter == .landscapeRight)
  }
}
