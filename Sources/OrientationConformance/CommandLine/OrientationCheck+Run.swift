import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--json] [--html PAGE]`: runs a text scenario and prints its
  /// trace (and draws it in PAGE).
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let html = try Self.takeHTMLPath(&arguments)
    let (file, resolver, json) = try operandAndResolver(
      arguments, subcommand: "run", what: "scenario file")
    let session = try Scenario.read(contentsOf: file, what: "scenario file").session
    let trace = System.run(session, resolver: resolver)
    if let html {
      try writeHTML(
        HTMLReport(
          title: "\(file) under \(resolver.name)", resolver: resolver.name, session: session,
          trace: trace, reproduce: "\(programName) run \(file) --resolver \(resolver.name)"),
        to: html)
    }
    if json {
      output(trace.json(app: session.app).text)
    } else {
      output(session.hierarchy.description)
      output(trace.report(app: session.app))
    }
    return trace.exception == nil ? .success : .finding
  }
}
