import MyAppOrientation
import OrientationConformance
import OrientationSpec
import OrientationTesting
import Testing

/// MyApp's own `swift test`: its overrides against every invariant, a replayed counterexample that
/// stays pinned, and the screens the team cares about as single hierarchies.
@Suite("MyApp: the base classes and the app delegate hold every invariant")
struct MyAppResolverTests {
  @Test("Every invariant holds over the generated sessions")
  func everyInvariant() {
    let report = expectInvariants(MyAppResolver())  // each counterexample is an issue here
    #expect(report?.verdicts.allSatisfy(\.holds) == true)
  }

  /// A session where UIKit's defaults break forwarding fidelity (a navigation controller that
  /// answers for itself instead of its top screen): it stays fixed in MyApp.
  @Test(
    "The replayed counterexample is checked first, then the generated sessions",
    .replaying("os1.ChYAAAAAAQAAAAAAAAEAAAAAAAAAAAEBXLA"))
  func forwardingStaysFixed() {
    let report = expectInvariants(MyAppResolver())
    #expect(report != nil)  // nil would mean the replayed session failed
  }

  /// What the guard on forwarding to `presentedViewController` is for: without it, an alert over a
  /// screen answers with its presenter's mask, which asks the alert again.
  @Test("Without the guard, the checker finds E4 and records each counterexample here")
  func unguardedForwarding() throws {
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(MyAppResolver(guardsPresentationForwarding: false))
    } matching: { issue in
      // Each issue ends with a regression test that builds this very resolver, and the trait
      // that pins the session.
      issue.comments.contains {
        $0.rawValue.contains("under my-app-unguarded")
          && $0.rawValue.contains(
            "let resolver = MyAppResolver(guardsPresentationForwarding: false)")
          && $0.rawValue.contains("reproduce: @Test(.replaying(\"os1.")
      }
    }
    let noException = try #require(report?.verdicts.first { $0.invariant == .noException })
    #expect(noException.counterexample?.violation.actual.hasPrefix("E4 ") == true)
  }

  static let app = AppConfiguration(
    idiom: .phone, osVersion: .iOS17, plistOrientations: [.portrait], delegateOrientations: nil)

  /// The tab bar, its navigation controller and the portrait list; UIKit presents from the root.
  static func list(presenting presented: ControllerSpec?, style: ModalPresentationStyle? = nil)
    -> ControllerSpec
  {
    let tabBar = ControllerSpec.tabBar(
      name: "BaseTabBarController",
      [
        .navigation(
          name: "BaseNavigationController",
          [.content("ListViewController", supports: .portrait)])
      ])
    return presented.map { tabBar.presenting($0, style: style) } ?? tabBar
  }

  static let player = ControllerSpec.content(
    "PlayerViewController", supports: .landscape, prefers: .landscapeRight)

  @Test("A landscape player presented full screen over the portrait list turns landscape")
  func presentedPlayer() throws {
    let hierarchy = try Hierarchy(root: Self.list(presenting: Self.player, style: .fullScreen))
    let resolution = System.resolve(
      hierarchy, in: Self.app, resolver: MyAppResolver(), interfaceOrientation: .portrait,
      trigger: .fullScreenPresentation)
    #expect(resolution.exception == nil)
    #expect(resolution.decision?.allowed == .landscape)
    #expect(resolution.interfaceOrientation == .landscapeRight)
  }

  @Test("With a system tab bar at the root, the app delegate still answers the player's mask")
  func systemRoot() throws {
    var root = Self.list(presenting: Self.player, style: .fullScreen)
    root.controller.origin = .system
    let hierarchy = try Hierarchy(root: root)
    let resolution = System.resolve(
      hierarchy, in: Self.app, resolver: MyAppResolver(), interfaceOrientation: .portrait,
      trigger: .fullScreenPresentation)
    #expect(resolution.exception == nil)
    #expect(resolution.decision?.allowed == .landscape)
  }

  @Test("An alert over the list is not forwarded to: no E4, the list keeps portrait")
  func alertOverTheList() throws {
    let hierarchy = try Hierarchy(root: Self.list(presenting: .alert("UIAlertController")))
    let resolution = System.resolve(
      hierarchy, in: Self.app, resolver: MyAppResolver(), interfaceOrientation: .portrait)
    #expect(resolution.exception == nil)
    #expect(resolution.decision?.allowed == .portrait)
  }

  @Test("Without the guard, the same alert raises E4")
  func alertOverTheListUnguarded() throws {
    let hierarchy = try Hierarchy(root: Self.list(presenting: .alert("UIAlertController")))
    let resolution = System.resolve(
      hierarchy, in: Self.app, resolver: MyAppResolver(guardsPresentationForwarding: false),
      interfaceOrientation: .portrait)
    #expect(resolution.exception?.identifier == "E4")
  }
}
