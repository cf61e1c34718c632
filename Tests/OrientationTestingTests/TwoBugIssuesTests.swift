import OrientationConformance
import OrientationSpec
import OrientationTesting
import PlantedBugs
import Testing

/// `expectInvariants` records each distinct failure as its own issue, in process and in child
/// processes alike: a resolver with two bugs gives two issues, each with its own minimum.
@Suite("OrientationTesting: two planted bugs are two issues, each shrunk to its own minimum")
struct TwoBugIssuesTests {
  @Test(
    "An alert's recursion (E4) and an empty tab bar (E1) are two no-exception issues",
    arguments: [false, true])
  func twoIssues(inChildProcesses: Bool) throws {
    let pair = PlantedResolver(bugs: [.forwardsToVisible, .emptyMaskWithoutSelection])
    var configuration = CheckConfiguration()
    configuration.runsInChildProcesses = inChildProcesses
    var report: ResolverReport?
    withKnownIssue {
      report = expectInvariants(pair, configuration)
    } matching: { _ in true }
    // The issues' texts, as recordIssues builds them.
    let texts = try #require(report).verdicts.flatMap(\.findings).map {
      $0.report(resolver: pair.name, program: nil, resolverExpression: "pair")
    }
    let e4 = texts.filter { $0.contains("  failure: no-exception E4,") }
    let e1 = texts.filter { $0.contains("  failure: no-exception E1 (UITabBarController),") }
    #expect(e4.count == 1, "\(texts.map { $0.prefix(200) })")
    #expect(e1.count == 1, "\(texts.map { $0.prefix(200) })")
    // Each its own minimum: an alert over a navigation controller; a tab bar with no selection
    // launched.
    #expect(e4.first?.contains("    1. present an alert from 0\n") == true, "\(e4)")
    #expect(e1.first?.contains("  events:\n    0. launch\n  at step") == true, "\(e1)")
    let noException = try #require(report?.verdicts.first { $0.invariant == .noException })
    // The empty tab bar's E1 may also come with another decider (an alert presented over it
    // asks its presenter, R28): a finding of its own identity, never a repeat of one.
    let identities = noException.findings.map(\.identity)
    #expect(Set(identities.map(\.code)) == ["E4", "E1"])
    #expect(Set(identities).count == identities.count)
  }
}
