import Generators
import OrientationSpec

extension OrientationCheck {
  /// The verdicts of one set of assumptions: a column group with `--assume NAME=*`.
  struct MatrixGroup {
    /// `A`, `B`, … (empty for a matrix without groups).
    var label: String
    /// The `NAME=VALUE` pairs of the group, `(default)` after a default value.
    var description: String
    var assumptions: Assumptions
    var reports: [ResolverReport]
  }

  /// `matrix [--resolver NAME]... [--cases N] [--seed S] [--assume NAME=VALUE|NAME=*]...
  /// [--verbose] [--json]`: every chosen resolver against every invariant, a table, then a line
  /// per counterexample (each in full with `--verbose`); a column group per value of each
  /// `NAME=*`.
  func matrix(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    let html = try Self.takeHTMLPath(&arguments)
    var chosen: [any OrientationResolver] = []
    var configuration = CheckConfiguration(cases: PinnedVerdicts.cases)
    var assume = AssumeOptions()
    var json = false
    var verbose = false
    var index = 0
    func value(after flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver": chosen.append(try knownResolver(named: try value(after: argument)))
      case "--cases":
        let text = try value(after: argument)
        guard let cases = Int(text), (1...Self.maxCases).contains(cases) else {
          throw UsageError("--cases takes a number from 1 to \(Self.maxCases), not '\(text)'")
        }
        configuration.cases = cases
      case "--seed": configuration.seed = try Self.seed(try value(after: argument))
      case "--assume":
        try assume.add(try value(after: argument), allowsEveryValue: true, subcommand: "matrix")
      case "--json": json = true
      case "--verbose": verbose = true
      default: throw UsageError("unknown argument '\(argument)' for 'matrix'")
      }
      index += 1
    }
    if let job = isolation.childJob { return try childJob(job, configuration) }
    let explicit = !chosen.isEmpty
    if chosen.isEmpty { chosen = resolvers }
    let runs = assume.runs
    var groups: [MatrixGroup] = []
    for (position, run) in runs.enumerated() {
      var group = configuration
      group.assumptions = run.assumptions
      let reports = try chosen.map { resolver throws(UsageError) in
        try isolatedChecker(for: resolver.name, isolation)?.check(group)
          ?? Self.check(resolver, group)
      }
      groups.append(
        MatrixGroup(
          label: runs.count == 1 ? "" : Self.groupLabel(position), description: run.label,
          assumptions: run.assumptions, reports: reports))
    }
    if let html {
      var pages: [HTMLReport] = []
      for group in groups {
        for (resolver, report) in zip(chosen, group.reports) {
          pages += counterexamplePages(resolver, report, group: group)
        }
      }
      try writeHTML(
        HTMLReport.document(
          title: "Counterexamples: seed \(Self.hex(configuration.seed)), \(configuration.cases) sessions per resolver",
          sessions: pages),
        to: html)
    }
    if json {
      output(Self.json(groups, assume: assume, seed: configuration.seed).text)
    } else {
      let fixed = assume.settings.map {
        "\($0.entry.name)=\($0.entry.value(in: assume.assumptions))"
      }
      output(groups.count == 1 ? Self.table(groups[0]) : Self.table(groups, fixed: fixed))
      if !verbose { output(failingCells(groups)) }
      for group in groups where verbose {
        for (resolver, report) in zip(chosen, group.reports) {
          // An app's own resolver: the regression test builds it as it describes itself.
          let expression =
            BuiltinResolvers.names.contains(resolver.name) ? nil : String(describing: resolver)
          for verdict in report.verdicts {
            for counterexample in verdict.findings {
              output("")
              if !group.label.isEmpty { output("group \(group.label): \(group.description)") }
              output(
                counterexample.report(
                  resolver: report.resolver, program: programName, resolverExpression: expression))
            }
          }
          for crash in report.crashes {
            output("")
            if !group.label.isEmpty { output("group \(group.label): \(group.description)") }
            output(
              crash.report(
                resolver: report.resolver, program: programName, resolverExpression: expression))
          }
        }
      }
      output("")
      output(
        "seed \(Self.hex(configuration.seed)), \(configuration.cases) sessions of \(configuration.sessionLength) events per resolver"
          + (groups.count == 1 ? "" : " and group"))
    }
    if explicit {
      let holds = groups.allSatisfy {
        $0.reports.allSatisfy { $0.verdicts.allSatisfy(\.holds) && $0.crashes.isEmpty }
      }
      return holds ? .success : .finding
    }
    // The whole matrix: the built-ins' verdicts must be the pinned ones (the default check only).
    let pinned =
      configuration.cases == PinnedVerdicts.cases && configuration.seed == CheckConfiguration().seed
    let defaults = groups.first { $0.assumptions == .default }
    let differences = pinned ? defaults.map { PinnedVerdicts.differences($0.reports) } ?? [] : []
    for difference in differences {
      errorOutput("\(programName): verdict differs from the pinned one: \(difference)")
    }
    return differences.isEmpty ? .success : .finding
  }

  /// Each counterexample of `report`, drawn (see ``HTMLReport``).
  func counterexamplePages<Resolver: OrientationResolver>(
    _ resolver: Resolver, _ report: ResolverReport, group: MatrixGroup
  ) -> [HTMLReport] {
    report.verdicts.flatMap(\.findings).map { counterexample in
      HTMLReport(
        title: "\(counterexample.violation.invariant.rawValue) under \(report.resolver)"
          + (group.label.isEmpty ? "" : " (group \(group.label): \(group.description))"),
        resolver: report.resolver, session: counterexample.session,
        trace: System.run(
          counterexample.session, resolver: resolver, assumptions: counterexample.assumptions),
        violations: [counterexample.violation],
        reproduce: counterexample.replayCommand(resolver: report.resolver, program: programName),
        assumptions: counterexample.assumptions)
    }
  }

  /// The most sessions per resolver `--cases` takes, as the other counts are bounded: a million
  /// sessions of 20 events take each resolver hours, not forever.
  static let maxCases = 1_000_000

  static func check<Resolver: OrientationResolver>(
    _ resolver: Resolver, _ configuration: CheckConfiguration
  )
    -> ResolverReport
  {
    Checker.check(resolver, configuration)
  }

  /// A seed in decimal or `0x` hexadecimal.
  static func seed(_ text: String) throws(UsageError) -> UInt64 {
    let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let parsed else {
      throw UsageError("--seed takes a decimal or 0x hexadecimal number, not '\(text)'")
    }
    return parsed
  }

  static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
