import Foundation
import Generators
import OrientationConformance
import OrientationSpec
import PlantedBugs
import Testing

/// A planted resolver's findings of `bug`'s failure (``PlantedResolver/Bug/failure``).
func findings(of bug: PlantedResolver.Bug, in report: ResolverReport) -> [SessionCounterexample] {
  report.verdicts.flatMap(\.findings).filter {
    $0.identity.invariant == bug.failure.invariant && $0.identity.code == bug.failure.code
  }
}

/// A session's size, as the shrinker orders it: controllers, then events.
func size(_ counterexample: SessionCounterexample) -> [Int] {
  [counterexample.session.hierarchy.count, counterexample.session.events.count]
}

@Suite("Two planted bugs: two findings, each shrunk to its own minimum")
struct TwoBugFindingsTests {
  static let configuration: CheckConfiguration = {
    var configuration = CheckConfiguration()
    configuration.runsInChildProcesses = false
    return configuration
  }()

  @Test(
    "Checker.check finds each bug of a pair as its own finding, as small as the bug alone gives it",
    arguments: PlantedResolver.pairs)
  func checkFindsBoth(_ pair: PlantedResolver) throws {
    let report = Checker.check(pair, Self.configuration)
    for bug in pair.bugs {
      let found = findings(of: bug, in: report)
      try #require(!found.isEmpty, "\(bug) not found under \(pair.name)")
      let alone = findings(of: bug, in: Checker.check(PlantedResolver(bug: bug), Self.configuration))
      let smallest = try #require(alone.map(size).min { $0.lexicographicallyPrecedes($1) })
      #expect(
        found.map(size).min { $0.lexicographicallyPrecedes($1) } == smallest,
        "\(bug) under \(pair.name): \(found.map(size)) against \(smallest) alone")
    }
  }

  @Test("Every finding keeps the failure it was found as, and no two are the same failure")
  func findingsAreDistinct() {
    for pair in PlantedResolver.pairs {
      let report = Checker.check(pair, Self.configuration)
      var seen: Set<FailureIdentity> = []
      for verdict in report.verdicts {
        #expect(verdict.findings.count <= Self.configuration.findingsPerInvariant)
        for finding in verdict.findings {
          #expect(seen.insert(finding.identity).inserted, "\(finding.identity) twice")
          #expect(finding.identity.invariant == verdict.invariant)
          // Replayed, the shrunk session fails the same way.
          var mistakes = 0
          let again = Checker.violations(
            of: finding.session, resolver: pair, invariants: [verdict.invariant],
            determinism: false, assumptions: .default, mistake: &mistakes)
          #expect(again.first?.identity == finding.identity, "\(finding.identity): \(again)")
        }
      }
    }
  }

  @Test("An alert's recursion shrinks to an alert over a navigation controller, not to an E1")
  func shrinkKeepsTheException() throws {
    let pair = PlantedResolver(bugs: [.forwardsToVisible, .emptyMaskWithoutSelection])
    let configuration = Self.configuration.for(pair)
    // The first generated session that raises E4.
    var seeds = SplitMix64(seed: configuration.seed)
    var source = ChoiceSource(seed: 0)
    var record: [UInt64]?
    var identity: FailureIdentity?
    for _ in 0..<400 where record == nil {
      source.reset(seed: seeds.next())
      let session = configuration.session(&source)
      var mistakes = 0
      let violation = Checker.violations(
        of: session, resolver: pair, invariants: [.noException], determinism: false,
        assumptions: .default, mistake: &mistakes
      ).first
      if violation?.code == "E4" { (record, identity) = (source.choices, violation?.identity) }
    }
    let start = try #require(record)
    let kept = Checker.shrink(
      start, violating: try #require(identity), resolver: pair, configuration: configuration)
    #expect(kept.violation?.code == "E4")
    #expect(kept.session.hierarchy.count == 1)
    #expect(kept.session.events.map(\.kind) == [.launch, .presentAlert])
  }

  @Test("matrix --json lists each finding of a pair under its invariant, one ✗ per column")
  func matrixListsBoth() throws {
    for pair in PlantedResolver.pairs {
      let captured = Captured()
      let check = OrientationCheck(
        resolvers: BuiltinResolvers.all + [pair], output: { captured.out.append($0) },
        errorOutput: { captured.err.append($0) })
      #expect(check.run(["matrix", "--resolver", pair.name, "--json", "--in-process"]) == .finding)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
      let resolvers = try #require(object["resolvers"] as? [[String: Any]])
      let properties = try #require(resolvers.first?["properties"] as? [[String: Any]])
      for bug in pair.bugs {
        let property = try #require(
          properties.first { $0["id"] as? String == bug.failure.invariant.rawValue })
        #expect(property["verdict"] as? String == "fail")
        let found = (property["findings"] as? [[String: Any]] ?? []).filter {
          $0["failure"] as? String == bug.failure.code
        }
        #expect(!found.isEmpty, "\(bug) under \(pair.name): \(property)")
      }
      // The text lists each finding with its failure.
      let text = Captured()
      _ = OrientationCheck(
        resolvers: BuiltinResolvers.all + [pair], output: { text.out.append($0) },
        errorOutput: { text.err.append($0) }
      ).run(["matrix", "--resolver", pair.name, "--in-process", "--verbose"])
      for bug in pair.bugs {
        #expect(
          text.stdout.contains("failure: \(bug.failure.invariant.rawValue) \(bug.failure.code)"),
          "\(bug)")
      }
    }
  }

  @Test("fuzz saves each bug of a pair as its own finding")
  func fuzzFindsBoth() throws {
    for pair in PlantedResolver.pairs {
      let directory = fuzzTemporaryDirectory()
      defer { fuzzRemove(directory) }
      let captured = Captured()
      let check = OrientationCheck(
        resolvers: BuiltinResolvers.all + [pair], output: { captured.out.append($0) },
        errorOutput: { captured.err.append($0) })
      let status = check.run([
        "fuzz", "--resolver", pair.name, "--sessions", "300", "--session-length", "20",
        "--in-process", "--json", "--failures", directory,
      ])
      #expect(status == .finding)
      let summary = try #require(FuzzSummary(captured.stdout), "\(captured.stdout)")
      let texts = try summary.files.map { try String(contentsOfFile: $0, encoding: .utf8) }
      for bug in pair.bugs {
        #expect(
          texts.contains {
            $0.contains("failure \(bug.failure.invariant.rawValue) \(bug.failure.code)")
          },
          "\(bug) under \(pair.name): \(summary.files)")
      }
    }
  }
}
