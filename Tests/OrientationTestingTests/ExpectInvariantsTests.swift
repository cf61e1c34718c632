import OrientationConformance
import OrientationSpec
import OrientationTesting
import Testing

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
  static let forwardingToken = "os1.ChYAAAAAAAAAAQAAAAAAAAAAAQAAAQABm5U"

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
}
