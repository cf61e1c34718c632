import OrientationSpec

extension OrientationCheck {
  /// `run FILE [--resolver NAME] [--assume NAME=VALUE]... [--no-invariants] [--json]
  /// [--html PAGE]`: runs a text scenario under its `assume` lines (and `--assume` over them)
  /// with the resolver given or the one its `resolver` line names, prints its trace, checks its
  /// expectations and every invariant (and draws it in PAGE).
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    let html = try Self.takeHTMLPath(&arguments)
    let invariants = !Self.takeFlag("--no-invariants", from: &arguments)
    let (path, resolverName, json, assume) = try operandAndResolverName(
      arguments, subcommand: "run", what: "scenario file")
    let chosen = try resolverName.map { name throws(UsageError) in
      try self.knownResolver(named: name)
    }
    let (text, document) = try Scenario.read(contentsOf: path, what: "scenario file")
    let resolver: any OrientationResolver
    if let chosen {
      resolver = chosen
    } else {
      resolver = try onlyResolver(namedBy: document, path: path)
    }
    let session = document.session
    if isolation.childJob == nil, let checker = try isolatedChecker(for: resolver.name, isolation) {
      // The child parses the same arguments (the assumptions, the page to write) itself.
      return try relayIsolated(checker, session: session, resolver: resolver.name, json: json)
    }
    let assumptions = assume.applied(to: document.assumptions)
    let trace = Self.trace(
      session, resolver, assumptions: assumptions,
      progress: try Self.commandProgress(isolation.childJob))
    let run = ScenarioRun(
      document, resolver: resolver, trace: trace, invariants: invariants,
      assumptions: assumptions)
    if let html {
      var report = HTMLReport(
        title: "\(path) under \(resolver.name)", resolver: resolver.name, session: session,
        trace: run.trace, violations: run.violations,
        reproduce: "\(programName) run \(path) --resolver \(resolver.name)"
          + AssumeOptions.flags(for: assume.applied(to: .default)),
        assumptions: assumptions)
      report.expectationFailures = run.failures
      report.scenarioText = text
      try writeHTML(report, to: html)
    }
    if json {
      var members: [(String, JSON)] = []
      if case .object(let trace) = run.trace.json(app: session.app, assumptions: assumptions) {
        members = trace
      }
      if case .object(let checks) = run.json() { members += checks }
      output(JSON.object(members).text)
    } else {
      if assumptions != .default {
        output("assuming \(assumptions.assignments.joined(separator: ", "))")
      }
      output(session.hierarchy.description)
      output(run.trace.report(app: session.app, assumptions: assumptions))
      output((run.failureLines(file: path) + [run.summaryLine]).joined(separator: "\n"))
    }
    for error in run.positionErrors { errorOutput("\(programName): \(path):\(error)") }
    if !run.positionErrors.isEmpty { return .usage }
    return run.passed ? .success : .finding
  }

  /// The one resolver `document`'s `resolver` lines name, for `run` without `--resolver`.
  func onlyResolver(
    namedBy document: Scenario.Document, path: String
  ) throws(UsageError) -> any OrientationResolver {
    let named = try resolvers(namedBy: document, path: path)
    guard named.count == 1 else {
      throw UsageError(
        named.isEmpty
          ? "'run' needs --resolver NAME or a 'resolver NAME' line in \(path); valid resolvers: "
            + resolvers.map(\.name).joined(separator: ", ")
          : "\(path) names several resolvers (\(named.map(\.name).joined(separator: ", ")));"
            + " choose one with --resolver, or run them all with '\(programName) test \(path)'")
    }
    return named[0]
  }

  /// The resolvers `file`'s `resolver` lines name; an unknown one is an error at its line.
  func resolvers(
    namedBy file: Scenario.Document, path: String
  ) throws(UsageError) -> [any OrientationResolver] {
    var named: [any OrientationResolver] = []
    for (index, name) in file.resolvers.enumerated() {
      guard let resolver = try? knownResolver(named: name) else {
        let place =
          file.locations.resolvers.indices.contains(index)
          ? "\(file.locations.resolvers[index]): " : " "
        throw UsageError(
          "\(path):\(place)unknown resolver '\(name)'; valid resolvers: "
            + resolvers.map(\.name).joined(separator: ", "))
      }
      named.append(resolver)
    }
    return named
  }

  /// Removes `flag` from `arguments`; whether it was there.
  static func takeFlag(_ flag: String, from arguments: inout [String]) -> Bool {
    let count = arguments.count
    arguments.removeAll { $0 == flag }
    return arguments.count != count
  }
}
