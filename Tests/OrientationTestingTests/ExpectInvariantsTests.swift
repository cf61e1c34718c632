import OrientationConformance
import OrientationSpec
import OrientationTesting
import Testing
import UIKitModel

/// The Swift Testing adapter: counterexamples become issues at the caller; a trait replays a token.
@Suite("OrientationTesting: issues at the caller's line, and the replay trait")
struct ExpectInvariantsTests {
  @Test("A resolver that holds every invariant records nothing")
  func referenceRecordsNothing() {
    let report = expectInvariants(ReferenceResolver(), CheckConfiguration(cases: 20))
    #expect(report?.verdicts.allSatisfy { $0.holds } == true)
    #expect(report?.cases == 20)
  }

  @Test(
    "Each counterexample is an issue at the line that called expectInvariants, ending with its replay line"
  )
  func issueAtTheCaller() {
    let line = #line + 2
    withKnownIssue {
      expectInvariants(UIKitDefaultResolver(), CheckConfiguration(cases: 40))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains {
          $0.rawValue.contains("reproduce: swift run orientation-check replay os1.")
        }
        && issue.comments.contains {
          $0.rawValue.contains("✗ forwarding-fidelity") || $0.rawValue.contains("✗ ")
        }
    }
  }

  /// An app's own resolver: forwards nothing, refreshes nothing.
  struct AppWithoutForwarding: OrientationResolver {
    var name: String { "app-without-forwarding" }
  }

  @Test(
    "An app's own resolver: the regression test builds it and the reproduce line names the trait")
  func appResolverReport() {
    withKnownIssue {
      expectInvariants(AppWithoutForwarding(), CheckConfiguration(cases: 40))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("      let resolver = AppWithoutForwarding()\n")
          && $0.rawValue.contains("  reproduce: @Test(.replaying(\"os1.")
          && !$0.rawValue.contains("swift run orientation-check")
      }
    }
  }

  /// uikit-default's minimal forwarding-fidelity counterexample under the pinned check.
  static let forwardingToken = "os1.ChcAAAAAAAAAAAACAAEAAQAAAAAAAAAAAU_C"

  @Test("The replay trait checks the token's session first", .replaying(forwardingToken))
  func replayFirst() {
    let line = #line + 2
    withKnownIssue {
      let report = expectInvariants(UIKitDefaultResolver(), CheckConfiguration(cases: 40))
      #expect(report == nil)  // the replayed session failed: no generated session ran
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains {
          $0.rawValue.hasPrefix(
            "replayed \(Self.forwardingToken) under uikit-default: forwarding-fidelity")
        }
    }
  }

  @Test("A replayed session that holds lets the generated ones run", .replaying(forwardingToken))
  func replayThatHolds() {
    let report = expectInvariants(ReferenceResolver(), CheckConfiguration(cases: 10))
    #expect(report?.cases == 10)
  }

  @Test(
    "A malformed token is refused with its reason, recorded at the trait's line when the test runs")
  func malformedToken() {
    let line = #line + 1
    let trait = ReplayTrait.replaying("not-a-token")
    #expect(trait.token == nil)
    #expect(trait.problem == "bad replay token 'not-a-token': a replay token starts with 'os1.'")
    #expect(trait.sourceLocation.line == line)
  }

  /// Whether an issue was matched, set from the matcher.
  final class Seen: @unchecked Sendable { var value = false }

  static let unclamped: Assumptions = {
    var assumptions = Assumptions()
    assumptions.inheritedPreferredOrientationIsClamped = false
    return assumptions
  }()

  /// The no-exception verdict of a check whose issues are expected.
  static func noException(_ report: ResolverReport?) -> Bool? {
    report?.verdicts.first { $0.invariant == .noException }?.holds
  }

  @Test("assumptions: the sessions run under them, and the issue reproduces with --assume")
  func assumptionsForAResolver() {
    var plain: ResolverReport?
    withKnownIssue {
      plain = expectInvariants(UIKitDefaultResolver(), CheckConfiguration(cases: 200))
    }
    #expect(Self.noException(plain) == true)
    var assumed: ResolverReport?
    let seen = Seen()
    withKnownIssue {
      assumed = expectInvariants(
        UIKitDefaultResolver(), CheckConfiguration(cases: 200), assumptions: Self.unclamped)
    } matching: { issue in
      if issue.comments.contains(where: {
        $0.rawValue.hasPrefix(
          "✗ no-exception (No UIKit exception when the app's declarations are consistent) under"
            + " uikit-default, assuming inheritedPreferredOrientationIsClamped=false\n")
          && $0.rawValue.contains(
            "  reproduce: swift run orientation-check replay os1.")
          && $0.rawValue.hasSuffix(" --assume inheritedPreferredOrientationIsClamped=false")
      }) {
        seen.value = true
      }
      return true
    }
    #expect(seen.value)
    #expect(Self.noException(assumed) == false)
    #expect(assumed?.configuration.assumptions == Self.unclamped)
  }

  @Test("Without the parameter, the configuration's own assumptions apply")
  func configurationAssumptions() {
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(
        UIKitDefaultResolver(), CheckConfiguration(cases: 200, assumptions: Self.unclamped))
    }
    #expect(Self.noException(report) == false)
  }

  /// A landscape-only navigation controller, which does not override its preferred orientation.
  final class LandscapeNavigation: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  }

  @Test("assumptions on an app's own classes: dismissing back to landscape crashes when unclamped")
  @MainActor func assumptionsForAnApp() {
    let app = UIKitApp(
      name: "landscape-navigation",
      rootViewController: { LandscapeNavigation(rootViewController: UIViewController()) },
      screens: [.screen { UIViewController() }])
    var plain: ResolverReport?
    withKnownIssue {
      plain = expectInvariants(app, CheckConfiguration(cases: 200))
    }
    #expect(Self.noException(plain) == true)
    var assumed: ResolverReport?
    withKnownIssue {
      assumed = expectInvariants(app, CheckConfiguration(cases: 800), assumptions: Self.unclamped)
    }
    #expect(Self.noException(assumed) == false)
    #expect(assumed?.configuration.assumptions == Self.unclamped)
  }
}
