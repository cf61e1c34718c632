import Generators
import OrientationSpec

extension CrashCounterexample {
  /// The headline: `crash (the process died of signal 4 (SIGILL))`.
  public var headline: String { "\(kind.rawValue) (\(cause))" }

  /// The generator's settings this finding's token replays with.
  var generation: CheckConfiguration {
    CheckConfiguration(sessionLength: sessionLength, maxControllers: maxControllers)
  }

  /// The finding for people: how the process ended and what the runtime said, the shrunk
  /// session (tree, events, where it died, the scenario), a regression test and the line that
  /// replays it; `program` and `resolverExpression` as for a ``SessionCounterexample``.
  public func report(
    resolver: String, program: String? = "orientation-check", resolverExpression: String? = nil
  ) -> String {
    var lines = ["✗ \(headline) under \(resolver)"]
    lines += message.split(separator: "\n").map { "    " + $0 }
    guard let session, let token else {
      lines.append("  \(whereItDied)")
      return lines.joined(separator: "\n")
    }
    let origin =
      duringShrink
      ? "a candidate of another property's shrink in session \(caseIndex + 1)"
      : "session \(caseIndex + 1)"
    lines.append(
      "  shrunk from \(originalEvents) events (\(origin)) to \(session.events.count)"
        + " in \(shrinkSteps) steps, \(evaluations) evaluations, \(processes) processes")
    lines.append("  hierarchy:")
    lines += session.hierarchy.description.split(separator: "\n").map { "    " + $0 }
    lines.append("  events:")
    for (index, event) in session.events.enumerated() { lines.append("    \(index). \(event)") }
    lines.append("  \(kind == .crash ? "died" : "stopped") \(whereItDied)")
    lines.append("  scenario:")
    lines += Scenario.print(Scenario.Document(session: session, assumptions: assumptions)).split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
    lines.append("  regression test:")
    lines += regressionTest(resolver: resolver, resolverExpression: resolverExpression).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.isEmpty ? "" : "    " + $0 }
    let options = generation.replayOptions + AssumeOptions.flags(for: assumptions)
    lines.append(reproduceLine(token: token, resolver: resolver, options: options, program: program))
    return lines.joined(separator: "\n")
  }

  /// A Swift Testing test, ready to paste, that records the crash (or hang) as an issue while
  /// it is there: `expectInvariants` replays the token's session first, in a child process.
  public func regressionTest(resolver: String, resolverExpression: String? = nil) -> String {
    let line =
      resolverExpression.map { "let resolver = \($0)" }
      ?? "let resolver = try #require(BuiltinResolvers.all.first { $0.name == \"\(resolver)\" })"
    let defaults = CheckConfiguration()
    let configuration =
      sessionLength == defaults.sessionLength && maxControllers == defaults.maxControllers
      ? "" : ", CheckConfiguration(sessionLength: \(sessionLength), maxControllers: \(maxControllers))"
    return """
      @Test(.replaying("\(token.map(\.description) ?? "")")) @MainActor func no\(kind == .crash ? "Crash" : "Hang")() throws {
        \(line)
        expectInvariants(resolver\(configuration))
      }
      """
  }
}
