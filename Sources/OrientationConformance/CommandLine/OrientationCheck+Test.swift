import Foundation
import OrientationSpec

extension OrientationCheck {
  /// Where `test` looks without a path.
  public static let defaultScenarioFolder = "Scenarios"

  /// `test [PATH…] [--resolver NAME]… [--assume NAME=VALUE]… [--no-invariants] [--json]
  /// [--junit FILE]`: runs every scenario file under the paths with the resolvers its header
  /// names (or those given), checks its expectations and every invariant, and reports as a test
  /// runner does.
  func test(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    var paths: [String] = []
    var chosen: [any OrientationResolver] = []
    var invariants = true
    var json = false
    var junit: String?
    var assume = AssumeOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver", "--junit", "--assume":
        index += 1
        guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
        if argument == "--assume" {
          try assume.add(arguments[index], allowsEveryValue: false, subcommand: "test")
        } else if argument == "--junit" {
          guard junit == nil else { throw UsageError("--junit given twice") }
          junit = arguments[index]
        } else {
          chosen.append(try knownResolver(named: arguments[index]))
        }
      case "--no-invariants": invariants = false
      case "--json": json = true
      case _ where argument.hasPrefix("-"):
        throw UsageError("unknown argument '\(argument)' for 'test'")
      default: paths.append(argument)
      }
      index += 1
    }
    let files = try Self.scenarioFiles(at: paths.isEmpty ? [Self.defaultScenarioFolder] : paths)
    let report = ScenarioTestReport(
      paths: files, resolvers: chosen, check: self, invariants: invariants, assume: assume,
      isolation: scenarioIsolation(isolation, assume: assume, invariants: invariants))
    if let junit {
      do {
        try Data(report.junit.utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
      } catch {
        throw UsageError("cannot write the JUnit report '\(junit)': \(error.localizedDescription)")
      }
    }
    output(json ? report.json.text : report.text)
    return report.exitStatus
  }
}
