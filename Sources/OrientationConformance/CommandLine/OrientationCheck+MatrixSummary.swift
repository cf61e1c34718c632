import OrientationSpec

extension OrientationCheck {
  /// The short form of a matrix's counterexamples, one line per failing cell: the resolver, its
  /// first failure (the invariant, code and deciding class), the size of its minimal
  /// counterexample, the line that replays it, how many more distinct failures the cell has;
  /// then where the full reports are.
  func failingCells(_ groups: [MatrixGroup]) -> String {
    var lines: [String] = []
    for group in groups {
      for report in group.reports {
        for verdict in report.verdicts {
          guard let counterexample = verdict.findings.first else { continue }
          let more = verdict.findings.count - 1
          lines.append(
            Self.failingCell(
              resolver: report.resolver, group: group.label, counterexample: counterexample,
              replay: counterexample.replayCommand(resolver: report.resolver, program: programName))
              + (more > 0 ? " (and \(more) more distinct failure\(more == 1 ? "" : "s"))" : ""))
        }
        for crash in report.crashes {
          lines.append(
            Self.failingCell(
              resolver: report.resolver, group: group.label, crash: crash, program: programName))
        }
      }
    }
    guard !lines.isEmpty else { return "" }
    lines.insert("", at: 0)
    lines.append("")
    lines.append(
      "each line replays its minimal counterexample; --verbose prints every distinct failure in"
        + " full (tree, events, scenario, regression test), --html FILE draws them")
    return lines.joined(separator: "\n")
  }

  /// `✗ uikit-default no-exception E1 (tabBar): 2 events, 1 controller; swift run … replay …`.
  static func failingCell(
    resolver: String, group: String, counterexample: SessionCounterexample, replay: String
  ) -> String {
    let session = counterexample.session
    let events = session.events.count
    let controllers = session.hierarchy.count
    let size =
      "\(events) event\(events == 1 ? "" : "s"), \(controllers) controller"
      + (controllers == 1 ? "" : "s")
    let cell = group.isEmpty ? resolver : "\(resolver) (group \(group))"
    return "✗ \(cell) \(counterexample.identity): \(size); \(replay)"
  }

  /// `✗ my-app crash (the process died of signal 4 (SIGILL)): 2 events, 3 controllers; swift run
  /// … replay …`, or where it died when the process died before its first session.
  static func failingCell(
    resolver: String, group: String, crash: CrashCounterexample, program: String
  ) -> String {
    let cell = group.isEmpty ? resolver : "\(resolver) (group \(group))"
    guard let session = crash.session, let token = crash.token else {
      return "✗ \(cell) \(crash.headline): \(crash.whereItDied)"
    }
    let events = session.events.count
    let controllers = session.hierarchy.count
    let options = crash.generation.replayOptions + AssumeOptions.flags(for: crash.assumptions)
    return "✗ \(cell) \(crash.headline): \(events) event\(events == 1 ? "" : "s"),"
      + " \(controllers) controller\(controllers == 1 ? "" : "s"); swift run \(program) replay"
      + " \(token) --resolver \(resolver)\(options)"
  }
}
