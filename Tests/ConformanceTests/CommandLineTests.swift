import OrientationConformance
import OrientationSpec
import Testing

/// Runs the command-line core with captured output.
final class Captured: @unchecked Sendable {
  var out: [String] = []
  var err: [String] = []

  func run(_ arguments: [String]) -> OrientationCheck.ExitStatus {
    OrientationCheck(output: { self.out.append($0) }, errorOutput: { self.err.append($0) }).run(
      arguments)
  }

  var stdout: String { out.joined(separator: "\n") }
  var stderr: String { err.joined(separator: "\n") }
}

@Suite("orientation-check: subcommands, usage errors and exit statuses")
struct CommandLineTests {
  struct UsageRow: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var sourceLocation: SourceLocation
    var testDescription: String { arguments.joined(separator: " ") }

    init(
      _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.arguments = arguments
      self.message = message
      self.sourceLocation = sourceLocation
    }
  }

  static let usageErrors: [UsageRow] = [
    UsageRow(
      ["frobnicate"],
      "unknown subcommand 'frobnicate'; subcommands: matrix, replay, examples, run, resolvers, rules, bench"
    ),
    UsageRow(
      ["examples", "--resolver", "nope"],
      "unknown resolver 'nope'; valid resolvers: " + BuiltinResolvers.names.joined(separator: ", ")),
    UsageRow(["examples", "--resolver"], "--resolver needs a value"),
    UsageRow(["examples", "--ios", "5"], "--ios takes a major version from 6 to 27, not '5'"),
    UsageRow(
      ["examples", "--ios", "seventeen"],
      "--ios takes a major version from 6 to 27, not 'seventeen'"),
    UsageRow(["examples", "--verbose"], "unknown argument '--verbose' for 'examples'"),
    UsageRow(["resolvers", "extra"], "'resolvers' takes no argument 'extra'"),
  ]

  @Test(
    "A usage error exits 64 with its message on stderr and nothing on stdout",
    arguments: usageErrors)
  func usageError(_ row: UsageRow) {
    let captured = Captured()
    let status = captured.run(row.arguments)
    #expect(status == .usage, sourceLocation: row.sourceLocation)
    #expect(status.rawValue == 64, sourceLocation: row.sourceLocation)
    #expect(
      captured.err.first == "orientation-check: \(row.message)", sourceLocation: row.sourceLocation)
    #expect(captured.out.isEmpty, sourceLocation: row.sourceLocation)
  }

  @Test("resolvers lists the built-in names one a line")
  func resolvers() {
    let captured = Captured()
    #expect(captured.run(["resolvers"]) == .success)
    #expect(captured.out == BuiltinResolvers.names)
    #expect(
      captured.out.starts(with: [
        "uikit-default", "reference", "el-orientation-control", "rotation-demo",
      ]))
    #expect(Set(captured.out).isSuperset(of: ["nav-forwarding", "nav-delegate", "root-driven"]))
  }

  @Test("rules lists all 29 rules with versions and confidence")
  func rules() {
    let captured = Captured()
    #expect(captured.run(["rules"]) == .success)
    #expect(captured.out.count == 29)
    #expect(captured.out.first == "R1\t6+\tD\t\(Rule.r1.title)")
  }

  @Test(
    "--help on every subcommand prints the usage and succeeds",
    arguments: [
      ["--help"], ["-h"], ["matrix", "--help"], ["replay", "--help"], ["examples", "--help"],
      ["run", "--help"], ["resolvers", "--help"],
      ["rules", "--help"],
    ])
  func help(_ arguments: [String]) {
    let captured = Captured()
    #expect(captured.run(arguments) == .success)
    #expect(captured.stdout.hasPrefix("usage: orientation-check"))
    #expect(captured.err.isEmpty)
  }

  @Test("examples resolves every example with every resolver")
  func examplesRun() {
    let captured = Captured()
    #expect(captured.run(["examples"]) == .success)
    let examples = Example.catalog()
    for example in examples { #expect(captured.stdout.contains("== \(example.name): ")) }
    #expect(captured.out.filter { $0 == "-- reference" }.count == examples.count)
    #expect(captured.out.filter { $0 == "-- uikit-default" }.count == examples.count)
    // The seed's landscape player inside a tab: UIKit alone keeps portrait, the reference rotates.
    #expect(
      captured.stdout.contains(
        "rootInstalled on iOS 17 phone: orientation .portrait → .landscapeRight"))
  }

  @Test("examples --resolver and --ios select what is resolved")
  func chosenResolver() {
    let captured = Captured()
    #expect(captured.run(["examples", "--resolver", "reference", "--ios", "12"]) == .success)
    #expect(!captured.out.contains("-- uikit-default"))
    #expect(captured.stdout.contains("on iOS 12 phone"))
  }
}
