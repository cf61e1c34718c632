import Generators
import OrientationSpec

extension SessionCounterexample {
  /// The line that replays this counterexample with `program`: `orientation-check`, or an app
  /// team's own executable that knows its resolver.
  public func replayCommand(resolver: String, program: String = "orientation-check") -> String {
    "swift run \(program) replay \(token) --resolver \(resolver)\(replayOptions)"
  }

  /// The `replay` options after the resolver: the generator's settings, then each assumption
  /// that is not the default.
  var replayOptions: String {
    generation.replayOptions + AssumeOptions.flags(for: assumptions)
  }

  /// The session with its assumptions, as the report prints it.
  var document: Scenario.Document { Scenario.Document(session: session, assumptions: assumptions) }

  /// The generator's settings this counterexample's token replays with.
  var generation: CheckConfiguration {
    CheckConfiguration(sessionLength: sessionLength, maxControllers: maxControllers)
  }

  /// The counterexample for people: the tree, the events, expected against actual, the scenario,
  /// a regression test to paste, and the line that reproduces it.
  ///
  /// - Parameters:
  ///   - program: the executable the reproduce line runs; `nil` when none is known to hold the
  ///     resolver (an app's own, checked in its tests): the line names the replaying trait.
  ///   - resolverExpression: Swift that builds the resolver in the regression test; `nil` looks it
  ///     up among `BuiltinResolvers.all` by name.
  public func report(
    resolver: String, program: String? = "orientation-check", resolverExpression: String? = nil
  ) -> String {
    var lines: [String] = []
    let app = session.app
    let assuming =
      assumptions == .default ? "" : ", assuming " + assumptions.assignments.joined(separator: ", ")
    lines.append(
      "✗ \(violation.invariant.rawValue) (\(violation.invariant.title)) under \(resolver)"
        + assuming)
    lines.append(
      "  shrunk from \(originalEvents) events (session \(caseIndex + 1)) to \(session.events.count)"
        + " in \(shrinkSteps) steps, \(evaluations) evaluations")
    lines.append("  failure: \(identity), kept while shrinking")
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
    lines += Scenario.print(document).split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
    lines.append("  regression test:")
    lines += regressionTest(resolver: resolver, resolverExpression: resolverExpression).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map {
      $0.isEmpty ? "" : "    " + $0
    }
    lines.append(
      reproduceLine(token: token, resolver: resolver, options: replayOptions, program: program))
    return lines.joined(separator: "\n")
  }

  /// A Swift Testing test, ready to paste, that fails while the resolver breaks the invariant (on
  /// the main actor: a resolver that is an app's own classes runs them there).
  public func regressionTest(resolver: String, resolverExpression: String? = nil) -> String {
    let name = violation.invariant.rawValue.split(separator: "-").enumerated().map {
      $0.offset == 0
        ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
    }.joined()
    let scenario = Scenario.print(document).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    // Under the defaults the scenario is a session; otherwise a document with its assumptions.
    let assumed = assumptions != .default
    return """
      @Test @MainActor func \(name)Holds() throws {
        let \(assumed ? "scenario" : "session") = try Scenario.\(assumed ? "parseDocument" : "parse")(\"\"\"
      \(scenario)
          \"\"\")
        \(resolverLine(resolver: resolver, expression: resolverExpression))
        var ignored = 0
        let violations = Checker.violations(
          of: \(assumed ? "scenario.session" : "session"), resolver: resolver, invariants: [.\(caseName)], determinism: \(violation.invariant == .determinism),
          assumptions: \(assumed ? "scenario.assumptions" : ".default"), mistake: &ignored)
        #expect(violations.isEmpty, "\\(violations)")
      }
      """
  }

  func resolverLine(resolver: String, expression: String?) -> String {
    if let expression { return "let resolver = \(expression)" }
    return "let resolver = try #require(BuiltinResolvers.all.first { $0.name == \"\(resolver)\" })"
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

/// A report's last line: the command that replays `token` with `program`, or, without a program
/// (a report in a test), the trait that replays it there and the app team's own executable.
func reproduceLine(token: ReplayToken, resolver: String, options: String, program: String?)
  -> String
{
  guard let program else {
    return "  reproduce: @Test(.replaying(\"\(token)\")) on the test, or your own executable's"
      + " replay \(token) --resolver \(resolver)\(options)"
  }
  return "  reproduce: swift run \(program) replay \(token) --resolver \(resolver)\(options)"
}
