import Generators
import OrientationSpec

extension OrientationCheck {
  /// `replay TOKEN --resolver NAME [--json]`: rebuilds the session a token names, runs it and
  /// checks every invariant; exit 1 when one fails.
  func replay(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let (text, resolver, json) = try operandAndResolver(
      arguments, subcommand: "replay", what: "replay token")
    let token: ReplayToken
    do {
      token = try ReplayToken(parsing: text)
    } catch {
      throw UsageError("bad replay token '\(text)': \(error)")
    }
    let configuration = CheckConfiguration()
    let session = configuration.session(replaying: token)
    return replay(session, with: resolver, json: json)
  }

  func replay<Resolver: OrientationResolver>(
    _ session: Session, with resolver: Resolver, json: Bool
  ) -> ExitStatus {
    var ignored = 0
    let violations = Checker.violations(
      of: session, resolver: resolver, invariants: Set(Invariant.allCases), determinism: true,
      assumptions: .default, mistake: &ignored)
    let trace = System.run(session, resolver: resolver)
    if json {
      output(
        JSON.object([
          ("trace", trace.json(app: session.app)),
          ("violations", .array(violations.map { .string($0.description) })),
        ]).text)
    } else {
      output(Scenario.print(session))
      output(trace.report(app: session.app))
      output(
        violations.isEmpty
          ? "every invariant holds" : violations.map { "✗ \($0)" }.joined(separator: "\n"))
    }
    return violations.isEmpty ? .success : .finding
  }
}
