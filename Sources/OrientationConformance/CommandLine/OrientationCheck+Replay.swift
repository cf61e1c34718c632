import Generators
import OrientationSpec

extension OrientationCheck {
  /// `replay TOKEN --resolver NAME [--json]`: rebuilds the session a token names, runs it and
  /// checks every invariant; exit 1 when one fails.
  func replay(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var token: ReplayToken?
    var resolverName: String?
    var json = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver":
        index += 1
        guard index < arguments.count else { throw UsageError("--resolver needs a value") }
        resolverName = arguments[index]
      case "--json": json = true
      case _ where argument.hasPrefix("-"):
        throw UsageError("unknown argument '\(argument)' for 'replay'")
      default:
        guard token == nil else {
          throw UsageError("'replay' takes one token, not also '\(argument)'")
        }
        do {
          token = try ReplayToken(parsing: argument)
        } catch {
          throw UsageError("bad replay token '\(argument)': \(error)")
        }
      }
      index += 1
    }
    guard let token else { throw UsageError("'replay' needs a replay token") }
    guard let resolverName else {
      throw UsageError(
        "'replay' needs --resolver NAME; valid resolvers: \(resolvers.map(\.name).joined(separator: ", "))"
      )
    }
    let resolver = try resolver(named: resolverName)
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
