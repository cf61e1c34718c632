import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--json]`: runs a text scenario and prints its trace.
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    let (file, resolver, json) = try operandAndResolver(
      arguments, subcommand: "run", what: "scenario file")
    let session = try Scenario.read(contentsOf: file, what: "scenario file").session
    if isolation.childJob == nil, let checker = try isolatedChecker(for: resolver.name, isolation) {
      return try relayIsolated(checker, session: session, resolver: resolver.name, json: json)
    }
    let trace = Self.trace(
      session, resolver, progress: try Self.commandProgress(isolation.childJob))
    if json {
      output(trace.json(app: session.app).text)
    } else {
      output(session.hierarchy.description)
      output(trace.report(app: session.app))
    }
    return trace.exception == nil ? .success : .finding
  }
}
