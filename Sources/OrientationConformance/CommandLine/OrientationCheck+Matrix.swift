import Generators
import OrientationSpec

extension OrientationCheck {
  /// `matrix [--resolver NAME]... [--cases N] [--seed S] [--json]`: every chosen resolver against
  /// every invariant, a table, then each counterexample.
  func matrix(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    var chosen: [any OrientationResolver] = []
    var configuration = CheckConfiguration(cases: PinnedVerdicts.cases)
    var json = false
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
      case "--json": json = true
      default: throw UsageError("unknown argument '\(argument)' for 'matrix'")
      }
      index += 1
    }
    if let job = isolation.childJob { return try childJob(job, configuration) }
    let explicit = !chosen.isEmpty
    if chosen.isEmpty { chosen = resolvers }
    let reports = try chosen.map { resolver throws(UsageError) in
      try isolatedChecker(for: resolver.name, isolation)?.check(configuration)
        ?? Self.check(resolver, configuration)
    }
    if json {
      output(Self.json(reports, seed: configuration.seed).text)
    } else {
      output(Self.table(reports))
      for (resolver, report) in zip(chosen, reports) {
        // An app's own resolver: the regression test builds it as it describes itself.
        let expression =
          BuiltinResolvers.names.contains(resolver.name) ? nil : String(describing: resolver)
        for verdict in report.verdicts {
          if let counterexample = verdict.counterexample {
            output("")
            output(
              counterexample.report(
                resolver: report.resolver, program: programName, resolverExpression: expression))
          }
        }
        for crash in report.crashes {
          output("")
          output(
            crash.report(
              resolver: report.resolver, program: programName, resolverExpression: expression))
        }
      }
      output("")
      output(
        "seed \(Self.hex(configuration.seed)), \(configuration.cases) sessions of \(configuration.sessionLength) events per resolver"
      )
    }
    if explicit {
      return reports.allSatisfy { $0.verdicts.allSatisfy(\.holds) && $0.crashes.isEmpty }
        ? .success : .finding
    }
    // The whole matrix: the built-ins' verdicts must be the pinned ones (the default check only).
    let pinned =
      configuration.cases == PinnedVerdicts.cases && configuration.seed == CheckConfiguration().seed
    let differences = pinned ? PinnedVerdicts.differences(reports) : []
    for difference in differences {
      errorOutput("\(programName): verdict differs from the pinned one: \(difference)")
    }
    return differences.isEmpty ? .success : .finding
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

  /// The verdict table: a row per resolver, a column per invariant, ✓ or ✗.
  static func table(_ reports: [ResolverReport]) -> String {
    guard let invariants = reports.first?.configuration.invariants else { return "" }
    let width = max(24, reports.map(\.resolver.count).max() ?? 0)
    // A crash and a hang are columns of their own once a resolver has one (c, h).
    let kinds = CrashCounterexample.Kind.allCases.filter { kind in
      reports.contains { $0.crash(kind) != nil }
    }
    var lines = [
      "invariants: "
        + invariants.enumerated().map { "\($0.offset + 1) \($0.element.rawValue)" }.joined(
          separator: ", ") + kinds.map { ", \($0.rawValue.prefix(1)) \($0.rawValue)" }.joined()
    ]
    lines.append(
      "resolver".padding(width) + " "
        + (invariants.indices.map { String(($0 + 1) % 10) } + kinds.map { String($0.rawValue.prefix(1)) })
        .joined(separator: " ") + "  sessions")
    for report in reports {
      let marks = (report.verdicts.map { $0.holds ? "✓" : "✗" }
        + kinds.map { report.crash($0) == nil ? "✓" : "✗" }).joined(separator: " ")
      lines.append(report.resolver.padding(width) + " " + marks + "  \(report.cases)")
    }
    return lines.joined(separator: "\n")
  }

  /// A crash or a hang as a property of a resolver's JSON: failed, in the case it was found in.
  static func crashJSON(_ crash: CrashCounterexample) -> JSON {
    .object([
      ("id", .string(crash.kind.rawValue)), ("verdict", .string("fail")),
      ("cases", .int(crash.caseIndex + 1)), ("counterexample", crash.json),
    ])
  }

  static func json(_ reports: [ResolverReport], seed: UInt64) -> JSON {
    .object([
      ("seed", .int(Int(truncatingIfNeeded: seed))),
      (
        "resolvers",
        .array(
          reports.map { report in
            .object([
              ("name", .string(report.resolver)),
              (
                "properties",
                .array(
                  report.verdicts.map { verdict in
                    var members: [(String, JSON)] = [
                      ("id", .string(verdict.invariant.rawValue)),
                      ("verdict", .string(verdict.holds ? "pass" : "fail")),
                      ("cases", .int(verdict.cases)),
                    ]
                    if let counterexample = verdict.counterexample {
                      members.append(
                        (
                          "counterexample",
                          .object([
                            ("replay", .string(counterexample.token.description)),
                            ("controllers", .int(counterexample.session.hierarchy.count)),
                            ("events", .int(counterexample.session.events.count)),
                          ])
                        ))
                    }
                    return .object(members)
                  } + report.crashes.map(crashJSON))
              ),
            ])
          })
      ),
    ])
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
