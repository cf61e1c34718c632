import Foundation
import OrientationSpec

extension OrientationCheck {
  /// `run FILE --resolver NAME [--assume NAME=VALUE]... [--json]`: runs a text scenario under
  /// its `assume` lines (and `--assume` over them) and prints its trace.
  func run(scenario arguments: [String]) throws(UsageError) -> ExitStatus {
    let (file, resolver, json, assume) = try operandAndResolver(
      arguments, subcommand: "run", what: "scenario file")
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError("cannot read scenario file '\(file)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("scenario file '\(file)' is not UTF-8 text")
    }
    let document: Scenario.Document
    do {
      document = try Scenario.parseDocument(text)
    } catch {
      throw UsageError("\(file):\(error)")
    }
    let session = document.session
    let assumptions = assume.applied(to: document.assumptions)
    let trace = System.run(session, resolver: resolver, assumptions: assumptions)
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
