import OrientationConformance
import OrientationSpec
import OrientationTesting
import Testing
import UIKitModel

/// `expectInvariants` runs its check in child processes (the test binary re-run, filtered to the
/// test): code that traps, overflows the stack or hangs is an issue at the caller with its shrunk
/// session, and `swift test` goes on.
@Suite("OrientationTesting: code that traps or hangs is a finding, not the end of the test run")
struct IsolationTests {
  /// Short sessions, and a short hang timeout: each hang of a shrink's candidate costs it.
  static let configuration: CheckConfiguration = {
    var configuration = CheckConfiguration(cases: 30, sessionLength: 12)
    configuration.hangTimeout = .milliseconds(400)
    return configuration
  }()

  @Test(
    "A resolver that traps, overflows the stack, spins or sleeps is a crash or hang issue at the caller, shrunk",
    arguments: PlantedTrapResolver.Misbehaviour.allCases)
  func misbehavingResolver(_ misbehaviour: PlantedTrapResolver.Misbehaviour) {
    let kind = misbehaviour == .trap || misbehaviour == .overflow ? "crash" : "hang"
    let line = #line + 3
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(PlantedTrapResolver(misbehaviour), Self.configuration)
    } matching: { issue in
      // UIKit's defaults break invariants too: every issue is at the caller.
      issue.sourceLocation?.line == line
    }
    let found = report?.crashes.first
    let text = found?.report(resolver: "planted", program: nil) ?? ""
    #expect(text.hasPrefix("✗ \(kind) ("), "\(text)")
    #expect(text.contains("@Test(.replaying(\"os1."), "\(text)")
    #expect(found?.kind.rawValue == kind)
    // Shrunk to a launch with a tab bar that has no selection, or a step more.
    #expect((found?.session?.events.count ?? 99) <= 2, "\(String(describing: found?.session))")
    #expect(found?.session?.hierarchy.description.contains("selected: none") == true)
    if misbehaviour == .trap {
      #expect(found?.message.contains("Index out of range") == true, "\(found?.message ?? "")")
    }
  }

  @Test("An app's class that traps is a crash issue at the caller, with its shrunk session")
  @MainActor func trappingApp() {
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(PlantedTrapApp.app, Self.configuration)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("✗ ") }
    }
    let crash = report?.crash(.crash)
    #expect(crash?.cause.hasPrefix("the process died of signal") == true)
    #expect(crash?.message.contains("TrappingTabBarController") == true, "\(crash?.message ?? "")")
    #expect(
      crash.flatMap(\.session).map(Scenario.print)?.contains("\"TrappingTabBarController\"")
        == true)
    #expect((crash?.session?.events.count ?? 99) <= 3)
  }

  @Test("A check in child processes reports what one in process does")
  func sameReport() {
    var inProcess = CheckConfiguration(cases: 40)
    inProcess.runsInChildProcesses = false
    var isolated: ResolverReport?
    var direct: ResolverReport?
    withKnownIssue {
      isolated = expectInvariants(UIKitDefaultResolver(), CheckConfiguration(cases: 40))
      direct = expectInvariants(UIKitDefaultResolver(), inProcess)
    }
    #expect(isolated?.cases == direct?.cases)
    let texts = { (report: ResolverReport?) in
      report?.verdicts.map { "\($0.cases) \($0.counterexample?.report(resolver: "r") ?? "")" }
    }
    #expect(texts(isolated) == texts(direct))
    #expect(isolated?.crashes.isEmpty == true)
  }
}
