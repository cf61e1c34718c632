import Foundation
public import OrientationSpec

/// The command-line core behind `orientation-check`; an app team's own executable can call it too.
public struct OrientationCheck {
  /// Where output goes: standard output and standard error by default, strings in tests.
  public var output: (String) -> Void
  public var errorOutput: (String) -> Void
  /// The resolvers the command knows by name.
  public var resolvers: [any OrientationResolver]
  /// Reads the process's allocation counts for `bench`; `nil` (the default) reports allocations
  /// as unavailable. `orientation-check` sets it from its interposed `malloc` counter.
  public var allocationCounter: (@Sendable () -> AllocationCounts)?
  /// The executable's name in the lines that reproduce a counterexample (`swift run NAME replay …`):
  /// an app team's own executable passes its name, since only it knows the app's resolver.
  public var programName: String

  public init(
    resolvers: [any OrientationResolver] = BuiltinResolvers.all,
    programName: String = "orientation-check",
    output: @escaping (String) -> Void = { print($0) },
    errorOutput: @escaping (String) -> Void = OrientationCheck.writeToStandardError
  ) {
    self.resolvers = resolvers
    self.programName = programName
    self.output = output
    self.errorOutput = errorOutput
  }

  /// Writes a line to standard error.
  public static func writeToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Exit statuses: 0 success, 1 a finding, 64 a usage error.
  public enum ExitStatus: Int32, Sendable {
    case success = 0
    case finding = 1
    case usage = 64
  }

  /// The arguments this process was started with, when `run(_:)` was given them: its checks
  /// can then run in child processes of this executable (`--child-job`), which reach `run(_:)`
  /// again. `nil` when the command line core is called with other arguments (from a test).
  var processArguments: [String]?

  /// Runs the command with `arguments` (without the program name) and returns the exit status.
  public func run(_ arguments: [String]) -> ExitStatus {
    var command = self
    if arguments == Array(CommandLine.arguments.dropFirst()) { command.processArguments = arguments }
    return command.dispatch(arguments)
  }

  func dispatch(_ arguments: [String]) -> ExitStatus {
    do {
      var remaining = arguments[...]
      let subcommand = remaining.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "matrix"
      if remaining.first == subcommand { remaining = remaining.dropFirst() }
      if remaining.contains("--help") || remaining.contains("-h") {
        let explicit = arguments.first == subcommand
        output(
          explicit
            ? Self.help(for: subcommand, program: programName) : Self.usage(program: programName))
        return .success
      }
      switch subcommand {
      case "examples": return try examples(Array(remaining))
      case "run": return try run(scenario: Array(remaining))
      case "test": return try test(Array(remaining))
      case "matrix": return try matrix(Array(remaining))
      case "replay": return try replay(Array(remaining))
      case "bench": return try bench(Array(remaining))
      case "fuzz": return try fuzz(Array(remaining))
      case "resolvers": return try listResolvers(remaining)
      case "rules": return try listRules(remaining)
      case "assumptions": return try listAssumptions(remaining)
      default:
        throw UsageError(
          "unknown subcommand '\(subcommand)'; subcommands: matrix, replay, examples, run, test, resolvers, rules, assumptions, bench, fuzz"
        )
      }
    } catch {
      errorOutput("\(programName): \(error)")
      errorOutput("run '\(programName) --help' for usage")
      return .usage
    }
  }

  /// The arguments of `run` and `replay`: one operand (`what`), `--resolver NAME`,
  /// `--assume NAME=VALUE`…, `--json`.
  func operandAndResolver(
    _ arguments: [String], subcommand: String, what: String
  ) throws(UsageError) -> (
    operand: String, resolver: any OrientationResolver, json: Bool, assume: AssumeOptions
  ) {
    let (operand, resolverName, json, assume) = try operandAndResolverName(
      arguments, subcommand: subcommand, what: what)
    guard let resolverName else {
      throw UsageError(
        "'\(subcommand)' needs --resolver NAME; valid resolvers: \(resolvers.map(\.name).joined(separator: ", "))"
      )
    }
    return (operand, try knownResolver(named: resolverName), json, assume)
  }

  /// One operand (`what`), `--resolver NAME` if given, `--assume NAME=VALUE`…, `--json`.
  func operandAndResolverName(
    _ arguments: [String], subcommand: String, what: String
  ) throws(UsageError) -> (operand: String, resolver: String?, json: Bool, assume: AssumeOptions) {
    var operand: String?
    var resolverName: String?
    var json = false
    var assume = AssumeOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver", "--assume":
        index += 1
        guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
        if argument == "--resolver" {
          resolverName = arguments[index]
        } else {
          try assume.add(arguments[index], allowsEveryValue: false, subcommand: subcommand)
        }
      case "--json":
        json = true
      case _ where argument.hasPrefix("-"):
        throw UsageError("unknown argument '\(argument)' for '\(subcommand)'")
      default:
        guard operand == nil else {
          throw UsageError("'\(subcommand)' takes one \(what), not also '\(argument)'")
        }
        operand = argument
      }
      index += 1
    }
    guard let operand else { throw UsageError("'\(subcommand)' needs a \(what)") }
    return (operand, resolverName, json, assume)
  }

  func resolver(named name: String) throws(UsageError) -> any OrientationResolver {
    guard let match = resolvers.first(where: { $0.name == name }) else {
      throw UsageError(
        "unknown resolver '\(name)'; valid resolvers: \(resolvers.map(\.name).joined(separator: ", "))"
      )
    }
    return match
  }

  func examples(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var chosen: [any OrientationResolver] = []
    var version = OSVersion.iOS17
    var json = false
    var assume = AssumeOptions()
    var index = 0
    func value(after flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver": chosen.append(try resolver(named: try value(after: argument)))
      case "--ios":
        let text = try value(after: argument)
        guard let major = Int(text), let parsed = OSVersion(major: major) else {
          throw UsageError(
            "--ios takes a major version from \(OSVersion.supported.lowerBound) to \(OSVersion.supported.upperBound), not '\(text)'"
          )
        }
        version = parsed
      case "--assume":
        try assume.add(try value(after: argument), allowsEveryValue: false, subcommand: "examples")
      case "--json": json = true
      default: throw UsageError("unknown argument '\(argument)' for 'examples'")
      }
      index += 1
    }
    if chosen.isEmpty { chosen = resolvers }
    let assumptions = assume.assumptions
    if json {
      output(
        examplesJSON(
          Example.catalog(on: version), chosen, version: version, assumptions: assumptions
        ).text)
      return .success
    }
    if assumptions != .default {
      output("assuming \(assumptions.assignments.joined(separator: ", "))")
    }
    for example in Example.catalog(on: version) {
      output("== \(example.name): \(example.summary)")
      output(example.hierarchy.description)
      for resolver in chosen {
        output("-- \(resolver.name)")
        output(resolve(example, with: resolver, assumptions: assumptions))
      }
      output("")
    }
    return .success
  }

  func resolve<Resolver: OrientationResolver>(
    _ example: Example, with resolver: Resolver, assumptions: Assumptions
  ) -> String {
    example.resolve(with: resolver, assumptions: assumptions).report(
      in: example.hierarchy, app: example.app, assumptions: assumptions)
  }
}
