import Foundation
import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--json]`: runs a text scenario and prints its trace.
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    var file: String?
    var resolverName: String?
    var json = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver":
        index += 1
        guard index < arguments.count else { throw UsageError("--resolver needs a value") }
        resolverName = arguments[index]
      case "--json":
        json = true
      case _ where argument.hasPrefix("-"):
        throw UsageError("unknown argument '\(argument)' for 'run'")
      default:
        guard file == nil else {
          throw UsageError("'run' takes one scenario file, not also '\(argument)'")
        }
        file = argument
      }
      index += 1
    }
    guard let file else { throw UsageError("'run' needs a scenario file") }
    guard let resolverName else {
      throw UsageError(
        "'run' needs --resolver NAME; valid resolvers: \(resolvers.map(\.name).joined(separator: ", "))"
      )
    }
    let resolver = try resolver(named: resolverName)
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError("cannot read scenario file '\(file)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("scenario file '\(file)' is not UTF-8 text")
    }
    let session: Session
    do {
      session = try Scenario.parse(text)
    } catch {
      throw UsageError("\(file):\(error)")
    }
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
