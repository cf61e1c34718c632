import OrientationConformance
import OrientationSpec
import OrientationTesting
import Testing
import UIKitModel

// The README's quick start, compiled and run so the documentation cannot drift from the code:
// a base class pasted from an app, its description, and what the checker says about it.

/// The README's code, namespaced so its class names do not clash with other tests'.
@MainActor
enum Readme {
  /// As pasted from the app, with the mistake the README shows.
  class BaseNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      visibleViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
  }

  /// The same class, fixed as the README says.
  class FixedNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
  }

  class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    func showError() {
      present(UIAlertController(title: "Offline", message: nil, preferredStyle: .alert), animated: true)
    }
  }

  class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  }

  static let quickStartApp = UIKitApp(
    name: "my-app",
    infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    rootViewController: { BaseNavigationController(rootViewController: LibraryViewController()) },
    screens: [.screen { LibraryViewController() }, .screen { PlayerViewController() }],
    baseClasses: UIKitApp.BaseClasses(navigation: { BaseNavigationController() }),
    actions: [.action("showError") { (library: LibraryViewController) in library.showError() }])

  static let fixedApp = UIKitApp(
    name: "my-app",
    infoPlist: quickStartApp.infoPlist,
    rootViewController: { FixedNavigationController(rootViewController: LibraryViewController()) },
    screens: quickStartApp.screens,
    baseClasses: UIKitApp.BaseClasses(navigation: { FixedNavigationController() }),
    actions: quickStartApp.actions)
}

@Suite("README: the quick start checks a pasted base class")
@MainActor
struct ReadmeQuickStartTests {
  @Test("forwarding to visibleViewController is E4 once an alert shows")
  func pastedClassIsCaught() throws {
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(Readme.quickStartApp)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("under my-app") }
    }
    let noException = try #require(report?.verdicts.first { $0.invariant == .noException })
    let counterexample = try #require(noException.counterexample)
    let text = counterexample.report(resolver: "my-app", program: nil, resolverExpression: "myApp")
    #expect(text.contains("presentAlert from"))
    #expect(counterexample.violation.actual.hasPrefix("E4 "))
  }

  @Test("forwarding to topViewController: no E4; a push still waits for the device")
  func fixedClassNoLongerCrashes() {
    let report = Checker.check(Readme.fixedApp, CheckConfiguration())
    let broken = Set(report.verdicts.filter { !$0.holds }.map(\.invariant))
    // No alert's recursion; other exceptions may remain (a generated UIKit navigation controller
    // that prefers landscape over a portrait-only screen: E2/E3, not the base class's doing).
    let codes = report.verdicts.flatMap(\.findings).map(\.identity.code)
    #expect(!codes.contains("E4"))
    #expect(broken.contains(.refreshAfterNavigation))
  }

  @Test("the regression test a report prints builds the app by its name in camel case")
  func regressionTestNamesTheApp() {
    #expect(Readme.quickStartApp.description == "myApp")
    #expect(UIKitApp(name: "el-orientation-control").description == "elOrientationControl")
    #expect(UIKitApp(name: "2-up").description == "_2Up")
    #expect(UIKitApp(name: "--").description == "app")
  }
}
