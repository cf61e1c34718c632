import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--assume NAME=VALUE]... [--json] [--html PAGE]`: runs a text
  /// scenario under its `assume` lines (and `--assume` over them) and prints its trace (and draws
  /// it in PAGE).
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    let html = try Self.takeHTMLPath(&arguments)
    let (file, resolver, json, assume) = try operandAndResolver(
      arguments, subcommand: "run", what: "scenario file")
    let document = try Scenario.read(contentsOf: file, what: "scenario file").document
    let session = document.session
    if isolation.childJob == nil, let checker = try isolatedChecker(for: resolver.name, isolation) {
      // The child parses the same arguments (the assumptions, the page to write) itself.
      return try relayIsolated(checker, session: session, resolver: resolver.name, json: json)
    }
    let assumptions = assume.applied(to: document.assumptions)
    let trace = Self.trace(
      session, resolver, assumptions: assumptions,
      progress: try Self.commandProgress(isolation.childJob))
    if let html {
      try writeHTML(
        HTMLReport(
          title: "\(file) under \(resolver.name)", resolver: resolver.name, session: session,
          trace: trace,
          reproduce: "\(programName) run \(file) --resolver \(resolver.name)"
            + AssumeOptions.flags(for: assume.applied(to: .default)),
          assumptions: assumptions),
        to: html)
    }
    if json {
      output(trace.json(app: session.app, assumptions: assumptions).text)
    } else {
      if assumptions != .default {
        output("assuming \(assumptions.assignments.joined(separator: ", "))")
      }
      output(session.hierarchy.description)
      output(trace.report(app: session.app, assumptions: assumptions))
    }
    return trace.exception == nil ? .success : .finding
  }
}
