import OrientationSpec

extension OrientationCheck {
  static func assumptionsUsage(program p: String) -> String {
    """
    usage: \(p) assumptions [--json]

    Lists the specification's assumptions, the points where UIKit's behaviour is uncertain
    (Documentation/Rules/Assumptions.md): each one's name, its values, its default and its
    sources (rule ids and the rule catalogue's citations). Set one with --assume NAME=VALUE on
    matrix, replay, run, fuzz and examples, or with an `assume NAME VALUE` line in a scenario;
    --assume NAME=* on matrix and fuzz runs every value.

      --json  print only JSON: {"assumptions": [{"name", "values", "default", "sources"}]}

    Exit 0, or 64 for a usage error.
    """
  }

  /// `assumptions [--json]`: every assumption with its values, default and sources.
  func listAssumptions(_ arguments: ArraySlice<String>) throws(UsageError) -> ExitStatus {
    if try jsonFlag(arguments, for: "assumptions") {
      output(
        JSON.object([
          (
            "assumptions",
            .array(
              Assumptions.catalogue.map { entry in
                .object([
                  ("name", .string(entry.name)),
                  ("values", .array(entry.values.map(JSON.string))),
                  ("default", .string(entry.defaultValue)),
                  ("sources", .array(entry.sources.map(JSON.string))),
                ])
              })
          )
        ]).text)
      return .success
    }
    var lines: [String] = []
    for entry in Assumptions.catalogue {
      if !lines.isEmpty { lines.append("") }
      lines.append("\(entry.name)=\(entry.defaultValue) (default)")
      lines.append("  \(entry.question)")
      // Long lists (24 orders, 15 masks, 22 versions) are described; short ones listed.
      let values =
        entry.values.count <= 4 ? entry.values.joined(separator: ", ") : entry.valueForm
      lines.append("  values: \(values)")
      lines.append("  sources: \(entry.sources.joined(separator: "; "))")
    }
    output(lines.joined(separator: "\n"))
    return .success
  }

  /// `{NAME: VALUE}` for the `entries` (by default those that differ from the defaults).
  static func json(_ assumptions: Assumptions, naming entries: [Assumptions.Entry]? = nil) -> JSON {
    let entries =
      entries
      ?? Assumptions.catalogue.filter { $0.value(in: assumptions) != $0.defaultValue }
    return .object(entries.map { ($0.name, .string($0.value(in: assumptions))) })
  }
}
