public import OrientationSpec

/// A subcommand's `--assume NAME=VALUE` options: the assumptions they set, and the ones
/// `NAME=*` runs with each of their values (`matrix` and `fuzz`).
public struct AssumeOptions: Sendable {
  /// Each `NAME=VALUE` given, in order: its entry and its value's text.
  public private(set) var settings: [(entry: Assumptions.Entry, value: String)] = []
  /// The entries given as `NAME=*`, in order.
  public private(set) var everyValue: [Assumptions.Entry] = []

  public init() {}

  /// The defaults with every `NAME=VALUE` set.
  public var assumptions: Assumptions { applied(to: .default) }

  /// `base` (a scenario's `assume` lines, say) with every `NAME=VALUE` set over it.
  public func applied(to base: Assumptions) -> Assumptions {
    var assumptions = base
    // Each value was checked when it was added.
    for setting in settings { try? setting.entry.set(setting.value, in: &assumptions) }
    return assumptions
  }

  /// Reads one `--assume` value; `NAME=*` only where `allowsEveryValue`.
  public mutating func add(_ text: String, allowsEveryValue: Bool, subcommand: String)
    throws(UsageError)
  {
    let name: Substring
    let value: Substring
    do {
      (name, value) = try Assumptions.split(assignment: text)
    } catch {
      throw UsageError("--assume takes NAME=VALUE, not '\(text)'")
    }
    let entry: Assumptions.Entry
    do {
      entry = try Assumptions.requireEntry(named: name)
    } catch {
      throw UsageError("--assume \(text): \(error)")
    }
    if settings.contains(where: { $0.entry.name == entry.name })
      || everyValue.contains(where: { $0.name == entry.name })
    {
      throw UsageError("--assume sets '\(entry.name)' twice")
    }
    if value == "*" {
      guard allowsEveryValue else {
        throw UsageError(
          "--assume \(entry.name)=* runs every value, which only 'matrix' and 'fuzz' do, not"
            + " '\(subcommand)'")
      }
      everyValue.append(entry)
      return
    }
    var probe = Assumptions()
    do {
      try entry.set(value, in: &probe)
    } catch {
      throw UsageError("--assume \(text): \(error)")
    }
    settings.append((entry, String(value)))
  }

  /// One run per combination of the `NAME=*` entries' values, the default first (the first
  /// entry's values vary slowest), each labelled `NAME=VALUE, …` with `(default)` after a
  /// default value; a single unlabelled run without `NAME=*`.
  public var runs: [(label: String, assumptions: Assumptions)] {
    var runs: [(label: String, assumptions: Assumptions)] = [("", assumptions)]
    for entry in everyValue {
      let values = [entry.defaultValue] + entry.values.filter { $0 != entry.defaultValue }
      runs = runs.flatMap { run in
        values.map { value in
          var assumptions = run.assumptions
          try? entry.set(value, in: &assumptions)
          let part = "\(entry.name)=\(value)" + (value == entry.defaultValue ? " (default)" : "")
          return (run.label.isEmpty ? part : run.label + ", " + part, assumptions)
        }
      }
    }
    return runs
  }

  /// ` --assume NAME=VALUE` for each assumption in `assumptions` that differs from the defaults:
  /// what a reproduce line adds so that it replays under the same assumptions.
  public static func flags(for assumptions: Assumptions) -> String {
    assumptions.assignments.map { " --assume \($0)" }.joined()
  }
}
