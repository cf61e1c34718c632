import Foundation
import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--json]`: runs a text scenario and prints its trace.
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    let (file, resolver, json) = try operandAndResolver(
      arguments, subcommand: "run", what: "scenario file")
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
    let trace = System.run(session, resolver: resolver, recordsDetails: true)
    if json {
      output(trace.json(app: session.app).text)
    } else {
      output(session.hierarchy.description)
      output(trace.report(app: session.app))
    }
    return trace.exception == nil ? .success : .finding
  }
}
