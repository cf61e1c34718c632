import Foundation

extension Benchmark {
  /// `{"metrics": {"name": value, ...}}`: each figure, then its `.baseline` and `.ratio` when it
  /// has a baseline.
  public static func json(_ figures: [BenchFigure]) -> JSON {
    var metrics: [(String, JSON)] = []
    for figure in figures {
      metrics.append((figure.name, number(figure.value)))
      if let baseline = figure.baseline {
        metrics.append((figure.name + ".baseline", number(baseline)))
      }
      if let ratio = figure.ratio { metrics.append((figure.name + ".ratio", number(ratio))) }
    }
    return .object([("metrics", .object(metrics))])
  }

  static func number(_ value: Double) -> JSON {
    if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return .int(Int(value))
    }
    return .double(value)
  }

  /// The table: one section per group; each figure with its baseline, the ratio of their costs,
  /// the target and whether it is met.
  public static func table(_ figures: [BenchFigure]) -> String {
    let header = ["metric", "figure", "baseline", "cost ratio", "target", "met"]
    var rows: [[String]] = []
    var group = ""
    var sections: [(title: String, start: Int)] = []
    for figure in figures {
      if figure.group != group {
        group = figure.group
        sections.append((group, rows.count))
      }
      rows.append([
        figure.name,
        format(figure.value, unit: figure.unit),
        figure.baseline.map { format($0, unit: figure.unit) } ?? "",
        figure.ratio.map { String(format: "%.1f×", $0) } ?? "",
        figure.target.map { target(of: $0, unit: figure.unit) } ?? "",
        figure.met.map { $0 ? "met" : "MISSED" } ?? "",
      ])
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).enumerated().map { index, pair in
        let padding = String(repeating: " ", count: pair.1 - pair.0.count)
        // Names left-aligned, figures right-aligned.
        return index == 0 || index == cells.count - 1 ? pair.0 + padding : padding + pair.0
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    var lines = [line(header)]
    for (index, row) in rows.enumerated() {
      if let section = sections.first(where: { $0.start == index }) {
        lines.append("")
        lines.append("== \(section.title)")
      }
      lines.append(line(row))
    }
    let measured = figures.filter { $0.met != nil }
    let met = measured.filter { $0.met == true }.count
    lines.append("")
    lines.append(
      "\(met) of \(measured.count) targets met; cost ratio: the figure's cost over the trivial "
        + "baseline's, measured in the same run (1.0× is as fast as the baseline)")
    if figures.contains(where: { $0.name == "allocation.available" && $0.value == 0 }) {
      lines.append(
        "allocations: unavailable (this executable does not count them; orientation-check does)")
    }
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double, unit: String) -> String {
    let magnitude = abs(value)
    let number: String
    if value == value.rounded() && magnitude < 1e15 {
      number = grouped(Int(value))
    } else if magnitude >= 1_000 {
      number = grouped(Int(value.rounded()))
    } else if magnitude >= 10 {
      number = String(format: "%.1f", value)
    } else if magnitude >= 1 {
      number = String(format: "%.2f", value)
    } else {
      number = String(format: "%.3g", value)
    }
    return unit.isEmpty ? number : "\(number) \(unit)"
  }

  /// `1234567` as `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return value < 0 ? "-" + out : out
  }

  static func target(of target: BenchTarget, unit: String) -> String {
    switch target {
    case .atMost(let limit): "≤ " + format(limit, unit: unit)
    case .atLeast(let limit): "≥ " + format(limit, unit: unit)
    }
  }
}
