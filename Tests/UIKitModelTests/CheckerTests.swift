import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

@Suite("An app's classes are checked like any resolver")
@MainActor
struct CheckerTests {
  @Test("Checker.check draws the app's own sessions and reports its counterexamples")
  func checkerRuns() {
    let report = Checker.check(callingApp, CheckConfiguration(cases: 100))
    for verdict in report.verdicts {
      print(verdict.invariant, verdict.holds, verdict.counterexample.map { $0.report(resolver: "calling", program: nil, resolverExpression: "callingApp") } ?? "")
    }
  }
}
