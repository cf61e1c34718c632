import OrientationSpec

extension SessionCounterexample {
  /// The line that replays this counterexample.
  public func replayCommand(resolver: String) -> String {
    "swift run orientation-check replay \(token) --resolver \(resolver)"
  }

  /// The counterexample for people: the tree, the events, expected against actual, the scenario,
  /// a regression test to paste, and the line that reproduces it.
  public func report(resolver: String) -> String {
    var lines: [String] = []
    let app = session.app
    lines.append(
      "✗ \(violation.invariant.rawValue) (\(violation.invariant.title)) under \(resolver)")
    lines.append(
      "  shrunk from \(originalEvents) events (session \(caseIndex + 1)) to \(session.events.count)"
        + " in \(shrinkSteps) steps, \(evaluations) evaluations")
    lines.append(
      "  app: \(app.osVersion) \(app.idiom.name); plist \(app.plistOrientations.map { "\($0.map(\.description))" } ?? "missing");"
        + " delegate \(app.delegateOrientations.map(\.description) ?? "none")")
    lines.append("  hierarchy:")
    lines += session.hierarchy.description.split(separator: "\n").map { "    " + $0 }
    lines.append("  events:")
    for (index, event) in session.events.enumerated() { lines.append("    \(index). \(event)") }
    lines.append("  at step \(violation.origin) (\(violation.event)):")
    lines.append("    expected: \(violation.expected)")
    lines.append("    actual:   \(violation.actual)")
    lines.append("  scenario:")
    lines += Scenario.print(session).split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
    lines.append("  regression test:")
    lines += regressionTest(resolver: resolver).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map {
      $0.isEmpty ? "" : "    " + $0
    }
    lines.append("  reproduce: \(replayCommand(resolver: resolver))")
    return lines.joined(separator: "\n")
  }

  /// A Swift Testing test, ready to paste, that fails while the resolver breaks the invariant.
  public func regressionTest(resolver: String) -> String {
    let name = violation.invariant.rawValue.split(separator: "-").enumerated().map {
      $0.offset == 0
        ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
    }.joined()
    let scenario = Scenario.print(session).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return """
      @Test func \(name)Holds() throws {
        let session = try Scenario.parse(\"\"\"
      \(scenario)
          \"\"\")
        let resolver = try #require(BuiltinResolvers.all.first { $0.name == "\(resolver)" })
        var ignored = 0
        let violations = Checker.violations(
          of: session, resolver: resolver, invariants: [.\(caseName)], determinism: \(violation.invariant == .determinism),
          assumptions: .default, mistake: &ignored)
        #expect(violations.isEmpty, "\\(violations)")
      }
      """
  }

  var caseName: String {
    switch violation.invariant {
    case .orientationInMasks: "orientationInMasks"
    case .noException: "noException"
    case .forwardingFidelity: "forwardingFidelity"
    case .followsDevice: "followsDevice"
    case .refreshAfterNavigation: "refreshAfterNavigation"
    case .dismissRestores: "dismissRestores"
    case .backSwipe: "backSwipe"
    case .noRotationWhileLocked: "noRotationWhileLocked"
    case .determinism: "determinism"
    }
  }
}
