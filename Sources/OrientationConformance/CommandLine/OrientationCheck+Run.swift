import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--json]`: runs a text scenario and prints its trace.
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    let (file, resolver, json) = try operandAndResolver(
      arguments, subcommand: "run", what: "scenario file")
    let session = try Scenario.read(contentsOf: file, what: "scenario file").session
    let trace = System.run(session, resolver: resolver)
    if json {
      output(trace.json(app: session.app).text)
    } else {
      output(session.hierarchy.description)
      output(trace.report(app: session.app))
    }
    return trace.exception == nil ? .success : .finding
  }
}
