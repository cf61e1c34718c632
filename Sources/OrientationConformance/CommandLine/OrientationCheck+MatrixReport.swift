import Generators
import OrientationSpec

extension OrientationCheck {
  /// `A` to `Z`, then `G27`, `G28`, …: the label of the `position`-th column group.
  static func groupLabel(_ position: Int) -> String {
    position < 26
      ? String(UnicodeScalar(UInt8(ascii: "A") + UInt8(position))) : "G\(position + 1)"
  }

  /// The legend of the invariants' numbers.
  static func invariantLegend(
    _ invariants: [Invariant], _ kinds: [CrashCounterexample.Kind] = []
  ) -> String {
    "invariants: "
      + invariants.enumerated().map { "\($0.offset + 1) \($0.element.rawValue)" }.joined(
        separator: ", ") + kinds.map { ", \($0.rawValue.prefix(1)) \($0.rawValue)" }.joined()
  }

  /// The crash and hang columns of a table (`c`, `h`): one per kind some resolver has.
  static func crashKinds(_ reports: [ResolverReport]) -> [CrashCounterexample.Kind] {
    CrashCounterexample.Kind.allCases.filter { kind in reports.contains { $0.crash(kind) != nil } }
  }

  /// The column numbers of a table: the invariants', then `c`, `h`.
  static func columnNumbers(_ invariants: [Invariant], _ kinds: [CrashCounterexample.Kind])
    -> String
  {
    (invariants.indices.map { String(($0 + 1) % 10) } + kinds.map { String($0.rawValue.prefix(1)) })
      .joined(separator: " ") + "  sessions"
  }

  /// A resolver's marks: ✓ or ✗ per invariant, then per crash kind.
  static func marks(_ report: ResolverReport, _ kinds: [CrashCounterexample.Kind]) -> String {
    (report.verdicts.map { $0.holds ? "✓" : "✗" }
      + kinds.map { report.crash($0) == nil ? "✓" : "✗" }).joined(separator: " ")
  }

  /// The verdict table of one group: a row per resolver, a column per invariant, ✓ or ✗; under
  /// non-default assumptions, a line that names them first.
  static func table(_ group: MatrixGroup) -> String {
    let reports = group.reports
    guard let invariants = reports.first?.configuration.invariants else { return "" }
    let width = max(24, reports.map(\.resolver.count).max() ?? 0)
    // A crash and a hang are columns of their own once a resolver has one (c, h).
    let kinds = crashKinds(reports)
    var lines = [invariantLegend(invariants, kinds)]
    if group.assumptions != .default {
      lines.append("assuming " + group.assumptions.assignments.joined(separator: ", "))
    }
    lines.append("resolver".padding(width) + " " + columnNumbers(invariants, kinds))
    for report in reports {
      lines.append(
        report.resolver.padding(width) + " " + marks(report, kinds) + "  \(report.cases)")
    }
    return lines.joined(separator: "\n")
  }

  /// The verdict table of several groups (`--assume NAME=*`): a legend naming each group's
  /// assumptions, then per resolver a column group per set of assumptions, side by side; then
  /// the verdicts that differ between groups, which depend on the assumptions.
  static func table(_ groups: [MatrixGroup], fixed: [String] = []) -> String {
    guard let invariants = groups.first?.reports.first?.configuration.invariants else { return "" }
    let resolvers = groups[0].reports.map(\.resolver)
    let width = max(24, resolvers.map(\.count).max() ?? 0)
    let kinds = crashKinds(groups.flatMap(\.reports))
    let numbers = columnNumbers(invariants, kinds)
    var lines = [invariantLegend(invariants, kinds)]
    if !fixed.isEmpty { lines.append("assuming \(fixed.joined(separator: ", ")) in every group") }
    lines.append("column groups, one per value of --assume NAME=*:")
    for group in groups { lines.append("  \(group.label)  \(group.description)") }
    lines.append(
      "resolver".padding(width) + groups.map { " | " + $0.label.padding(numbers.count) }.joined())
    lines.append("".padding(width) + groups.map { _ in " | " + numbers }.joined())
    for (row, resolver) in resolvers.enumerated() {
      let cells = groups.map { group in
        let report = group.reports[row]
        return " | " + (marks(report, kinds) + "  \(report.cases)").padding(numbers.count)
      }
      lines.append(resolver.padding(width) + cells.joined())
    }
    var depends: [String] = []
    for (row, resolver) in resolvers.enumerated() {
      for (column, invariant) in invariants.enumerated() {
        let verdicts = groups.map { $0.reports[row].verdicts[column].holds }
        guard Set(verdicts).count > 1 else { continue }
        let marks = zip(groups, verdicts).map { "\($1 ? "✓" : "✗") in \($0.label)" }
        depends.append(
          "  \(resolver) \(invariant.rawValue): " + marks.joined(separator: ", "))
      }
    }
    lines.append(
      depends.isEmpty
        ? "no verdict depends on these assumptions"
        : "verdicts that depend on these assumptions:")
    return (lines + depends).map { $0.droppingTrailingSpaces }.joined(separator: "\n")
  }

  /// `{"seed", "resolvers": [...]}`; with `--assume`, `"assumptions": {NAME: VALUE}` after the
  /// seed; with `NAME=*`, `"groups": [{"label", "assumptions", "resolvers"}]` for `resolvers`.
  static func json(_ groups: [MatrixGroup], assume: AssumeOptions, seed: UInt64) -> JSON {
    var members: [(String, JSON)] = [("seed", .int(Int(truncatingIfNeeded: seed)))]
    // The assumptions the command names, with the value each has in `assumptions`.
    let named = assume.settings.map(\.entry) + assume.everyValue
    func given(_ assumptions: Assumptions) -> JSON { json(assumptions, naming: named) }
    if groups.count == 1 {
      if !named.isEmpty { members.append(("assumptions", given(groups[0].assumptions))) }
      members.append(("resolvers", resolversJSON(groups[0].reports)))
    } else {
      members.append(
        (
          "groups",
          .array(
            groups.map { group in
              .object([
                ("label", .string(group.label)),
                ("assumptions", given(group.assumptions)),
                ("resolvers", resolversJSON(group.reports)),
              ])
            })
        ))
    }
    return .object(members)
  }

  /// A crash or a hang as a property of a resolver's JSON: failed, in the case it was found in.
  static func crashJSON(_ crash: CrashCounterexample) -> JSON {
    .object([
      ("id", .string(crash.kind.rawValue)), ("verdict", .string("fail")),
      ("cases", .int(crash.caseIndex + 1)), ("counterexample", crash.json),
    ])
  }

  /// `[{"name", "properties": [{"id", "verdict", "cases", "counterexample"?, "findings"?}]}]`, a
  /// crash or a hang a property of its own; `counterexample` is the first of `findings`, each
  /// distinct failure with its own shrunk session.
  static func resolversJSON(_ reports: [ResolverReport]) -> JSON {
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
                  members.append(("counterexample", findingJSON(counterexample)))
                  members.append(("findings", .array(verdict.findings.map(findingJSON))))
                }
                return .object(members)
              } + report.crashes.map(crashJSON))
          ),
        ])
      })
  }
}

extension OrientationCheck {
  /// A finding in a resolver's JSON: its token, its size and what failed.
  static func findingJSON(_ counterexample: SessionCounterexample) -> JSON {
    let identity = counterexample.identity
    var members: [(String, JSON)] = [
      ("replay", .string(counterexample.token.description)),
      ("controllers", .int(counterexample.session.hierarchy.count)),
      ("events", .int(counterexample.session.events.count)),
      ("failure", .string(identity.code)),
    ]
    if let kind = identity.deciderKind { members.append(("deciderKind", .string(kind.name))) }
    if let name = identity.deciderClass { members.append(("deciderClass", .string(name))) }
    return .object(members)
  }
}

extension String {
  /// The line without the spaces that pad its last column.
  var droppingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
