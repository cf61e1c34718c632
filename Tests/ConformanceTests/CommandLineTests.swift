import Foundation
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

  /// What `arguments` print on standard output.
  func helpText(_ arguments: [String]) -> String {
    _ = run(arguments)
    return stdout
  }
  var stderr: String { err.joined(separator: "\n") }
}

@Suite("orientation-check: subcommands, usage errors and exit statuses")
struct CommandLineTests {
  static let usageErrors: [UsageRow] = [
    UsageRow(
      ["frobnicate"],
      "unknown subcommand 'frobnicate'; subcommands: matrix, replay, examples, run, test, resolvers, rules, assumptions, bench, fuzz"
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
    UsageRow(["resolvers", "--verbose"], "unknown argument '--verbose' for 'resolvers'"),
    UsageRow(["rules", "R1"], "'rules' takes no argument 'R1'"),
    UsageRow(["rules", "--json", "--verbose"], "unknown argument '--verbose' for 'rules'"),
    UsageRow(["examples", "--json", "--ios"], "--ios needs a value"),
  ]

  @Test(
    "A usage error exits 64 with its message on stderr and nothing on stdout",
    arguments: usageErrors)
  func usageError(_ row: UsageRow) {
    row.check()
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

  struct HelpRow: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var firstLine: String
    var sourceLocation: SourceLocation
    var testDescription: String { arguments.joined(separator: " ") }

    init(
      _ arguments: [String], _ firstLine: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.arguments = arguments
      self.firstLine = firstLine
      self.sourceLocation = sourceLocation
    }
  }

  static let helpRows: [HelpRow] = [
    HelpRow(
      ["--help"],
      "usage: orientation-check [matrix] [--resolver NAME]... [--cases N] [--seed S] [--json] [--html FILE]"),
    HelpRow(
      ["-h"],
      "usage: orientation-check [matrix] [--resolver NAME]... [--cases N] [--seed S] [--json] [--html FILE]"),
    HelpRow(
      ["matrix", "--help"],
      "usage: orientation-check [matrix] [--resolver NAME]... [--cases N] [--seed S] [--json] [--html FILE]"),
    HelpRow(
      ["replay", "--help"],
      "usage: orientation-check replay TOKEN --resolver NAME [--session-length N] [--max-controllers N]"
    ),
    HelpRow(
      ["examples", "-h"],
      "usage: orientation-check examples [--resolver NAME]... [--ios N] [--assume NAME=VALUE]... [--json]"
    ),
    HelpRow(
      ["run", "a.txt", "--help"],
      "usage: orientation-check run FILE [--resolver NAME] [--assume NAME=VALUE]... [--no-invariants]"
    ),
    HelpRow(
      ["test", "Scenarios", "--help"],
      "usage: orientation-check test [PATH]... [--resolver NAME]... [--assume NAME=VALUE]... [--no-invariants]"
    ),
    HelpRow(["resolvers", "--help"], "usage: orientation-check resolvers [--json]"),
    HelpRow(["assumptions", "--help"], "usage: orientation-check assumptions [--json]"),
    HelpRow(["rules", "--json", "--help"], "usage: orientation-check rules [--json]"),
    HelpRow(
      ["bench", "--quick", "--help"],
      "usage: orientation-check bench [--quick] [--runs N] [--seeds N] [--json]"),
    HelpRow(
      ["fuzz", "--resolver", "nope", "--help"],
      "usage: orientation-check fuzz --resolver NAME [--steps N] [--sessions N] [--time SECONDS]"),
  ]

  @Test(
    "--help prints the global usage, and <subcommand> --help that subcommand's own",
    arguments: helpRows)
  func help(_ row: HelpRow) {
    let captured = Captured()
    #expect(captured.run(row.arguments) == .success, sourceLocation: row.sourceLocation)
    #expect(captured.out.count == 1, sourceLocation: row.sourceLocation)
    #expect(
      captured.stdout.split(separator: "\n").first.map(String.init) == row.firstLine,
      sourceLocation: row.sourceLocation)
    #expect(captured.err.isEmpty, sourceLocation: row.sourceLocation)
    let global = row.arguments.first?.hasPrefix("-") == true
    // The global usage lists every subcommand; a subcommand's own lists only its options.
    #expect(
      captured.stdout.contains("orientation-check <subcommand> --help") == global,
      sourceLocation: row.sourceLocation)
    #expect(captured.stdout.contains("\nExit 0") == !global, sourceLocation: row.sourceLocation)
  }

  @Test("Every subcommand the global usage names has its own help, which names its flags")
  func everySubcommandHasHelp() {
    // The subcommands are read off the global usage's synopsis lines, so a new one needs help.
    let synopsis = Captured().helpText(["--help"]).split(separator: "\n").compactMap { line in
      line.split(separator: " ").drop { $0 != "orientation-check" }.dropFirst().first
    }
    let subcommands = Set(
      synopsis.map { String($0.filter { $0 != "[" && $0 != "]" }) }.filter {
        !$0.hasPrefix("<") && !$0.hasPrefix("-")
      })
    #expect(subcommands.isSuperset(of: ["matrix", "replay", "run", "bench"]))
    for subcommand in subcommands.sorted() {
      let captured = Captured()
      #expect(captured.run([subcommand, "--help"]) == .success)
      #expect(captured.stdout.contains("--json"), "\(subcommand)")
      #expect(captured.stdout != Captured().helpText(["--help"]), "\(subcommand)")
    }
  }

  @Test(
    "An app team's executable names itself, not orientation-check, in every usage text and error",
    arguments: ["orientation-check", "my-orientation-check", "oc"])
  func programName(_ program: String) {
    let subcommands = [
      "matrix", "replay", "examples", "run", "test", "resolvers", "rules", "bench", "fuzz",
    ]
    for arguments in [["--help"], ["frobnicate"]] + subcommands.map({ [$0, "--help"] }) {
      var out: [String] = []
      var err: [String] = []
      _ = OrientationCheck(
        programName: program, output: { out.append($0) }, errorOutput: { err.append($0) }
      ).run(arguments)
      let text = (out + err).joined(separator: "\n")
      #expect(text.contains(program), "\(arguments)")
      // Nothing else is named as the program: the failure directory's name aside.
      let others = text.replacingOccurrences(of: ".orientation-check/", with: "")
        .replacingOccurrences(of: program, with: "")
      #expect(!others.contains("orientation-check"), "\(arguments): \(text)")
      // The synopsis's continuation lines stay under the first line's arguments.
      let lines = text.split(separator: "\n").map(String.init)
      for (line, next) in zip(lines, lines.dropFirst())
      where line.contains(" \(program) ") && next.hasPrefix("       ") && next.contains("[")
        && !next.contains(program)
      {
        let column = next.prefix { $0 == " " }.count
        let start = line.index(line.startIndex, offsetBy: column, limitedBy: line.endIndex)
        #expect(
          start.map { line[$0...].first != " " && line[line.index(before: $0)] == " " } == true,
          "\(arguments): '\(next)' is not under an argument of '\(line)'")
      }
    }
  }

  @Test("The help texts say why matrix, expectInvariants and fuzz run sessions of other sizes")
  func defaultsExplained() {
    let matrix = Captured().helpText(["matrix", "--help"])
    #expect(
      matrix.contains("20 events over at most 8 controllers, as expectInvariants checks them"))
    #expect(
      matrix.contains("(200 sessions there\ntoo)") || matrix.contains("(200 sessions there too)"))
    #expect(matrix.contains("fuzz's sessions are longer (100 events, 10 controllers)"))
    #expect(matrix.contains("--cases N        sessions per resolver, 1 to 1000000 (default 200"))
    let fuzz = Captured().helpText(["fuzz", "--help"])
    #expect(fuzz.contains("longer than matrix's and expectInvariants' 20"))
    #expect(fuzz.contains("(default 10; 8 in matrix)"))
  }

  @Test("examples resolves every example with every resolver (the seed apps on the main actor)")
  @MainActor func examplesRun() {
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
