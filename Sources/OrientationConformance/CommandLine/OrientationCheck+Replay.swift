import Generators
import OrientationSpec

extension OrientationCheck {
  /// `replay TOKEN --resolver NAME [--session-length N] [--max-controllers N]
  /// [--assume NAME=VALUE]... [--json]`: rebuilds the session a token names, runs it under the
  /// assumptions and checks every invariant; exit 1 when one fails.
  func replay(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    // The generator's settings, for tokens found with other than matrix's (fuzz's, say).
    var configuration = CheckConfiguration()
    let html = try Self.takeHTMLPath(&arguments)
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard argument == "--session-length" || argument == "--max-controllers" else {
        rest.append(argument)
        index += 1
        continue
      }
      index += 1
      guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
      let text = arguments[index]
      let limit = argument == "--session-length" ? 1_000_000 : 10_000
      guard let value = Int(text), value > 0, value <= limit else {
        throw UsageError("\(argument) takes a number from 1 to \(limit), not '\(text)'")
      }
      if argument == "--session-length" {
        configuration.sessionLength = value
      } else {
        configuration.maxControllers = value
      }
      index += 1
    }
    let (text, resolver, json, assume) = try operandAndResolver(
      rest, subcommand: "replay", what: "replay token")
    let token: ReplayToken
    do {
      token = try ReplayToken(parsing: text)
    } catch {
      throw UsageError("bad replay token '\(text)': \(error)")
    }
    if isolation.childJob == nil, let checker = try isolatedChecker(for: resolver.name, isolation) {
      // The session is the child's to make (an app's are drawn from its classes); a crash is
      // reported with the token's.
      return try relayIsolated(
        checker, session: nil, resolver: resolver.name, json: json, token: token,
        configuration: configuration)
    }
    let session = configuration.for(resolver).session(replaying: token)
    return try replay(
      session, with: resolver, assumptions: assume.assumptions, json: json, html: html,
      reproduce: ([programName, "replay"] + arguments.filter { $0 != "--json" })
        .joined(separator: " "),
      progress: try Self.commandProgress(isolation.childJob, session: session, token: token))
  }

  func replay<Resolver: OrientationResolver>(
    _ session: Session, with resolver: Resolver, assumptions: Assumptions, json: Bool,
    html: String? = nil, reproduce: String? = nil, progress: FuzzSharedProgress? = nil
  ) throws(UsageError) -> ExitStatus {
    var ignored = 0
    let violations = Checker.violations(
      of: session, resolver: resolver, invariants: Set(Invariant.allCases), determinism: true,
      assumptions: assumptions, mistake: &ignored, completed: { progress?.completed($0) })
    let trace = Self.trace(session, resolver, assumptions: assumptions, progress: progress)
    if let html {
      try writeHTML(
        HTMLReport(
          title: "A replayed session under \(resolver.name)", resolver: resolver.name,
          session: session, trace: trace, violations: violations, reproduce: reproduce,
          assumptions: assumptions),
        to: html)
    }
    if json {
      output(
        JSON.object([
          ("trace", trace.json(app: session.app, assumptions: assumptions)),
          ("violations", .array(violations.map { .string($0.description) })),
        ]).text)
    } else {
      output(Scenario.print(Scenario.Document(session: session, assumptions: assumptions)))
      output(trace.report(app: session.app, assumptions: assumptions))
      output(
        violations.isEmpty
          ? "every invariant holds" : violations.map { "✗ \($0)" }.joined(separator: "\n"))
    }
    return violations.isEmpty ? .success : .finding
  }
}
