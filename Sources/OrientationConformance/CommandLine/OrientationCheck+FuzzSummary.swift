import Generators
import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a campaign found, over its workers: the findings kept (new, de-duplicated), the saved
/// findings replayed, the violations seen per property.
struct FuzzLedger {
  /// The keys of the saved findings that still fail: not reported again as new.
  var known: Set<String> = []
  /// Where each new finding's key is in `findings`.
  var newFindings: [String: Int] = [:]
  var spent: [String: Int] = [:]
  var findings: [(finding: FuzzFinding, path: String)] = []
  var replayed:
    [(
      path: String, property: String, identity: String, token: String, events: Int,
      failing: [String]
    )] =
      []
  var violations: [String: Int] = [:]

  /// Records a saved finding's replay; one that still fails is not reported again as new.
  mutating func replayed(_ finding: SavedFinding, failing: [String]) {
    replayed.append(
      (
        finding.path, finding.property, finding.identity, finding.token,
        finding.session.events.count, failing
      ))
    if !failing.isEmpty, let key = finding.key { known.insert(key) }
  }
}

extension OrientationCheck {
  /// The campaign's summary: printed as text (after a `== label` line when there is a label),
  /// or returned as JSON with `--json`, for the caller to print.
  func fuzzSummary(
    _ options: FuzzOptions, resolver: String, ledger: FuzzLedger, sessions: Int, steps: Int,
    seconds: Double, interrupted: Int32?, label: String = ""
  ) -> (status: ExitStatus, json: JSON?) {
    let rate = seconds > 0 ? Double(steps) / seconds : 0
    var failures:
      [(property: String, identity: String, replay: String, events: Int, file: String)] =
        []
    for replayed in ledger.replayed {
      for property in replayed.failing {
        // Its saved identity where it still breaks what it was saved for, else the property.
        let identity = property == replayed.property ? replayed.identity : property
        failures.append((property, identity, replayed.token, replayed.events, replayed.path))
      }
    }
    // In session order, then by property and token: the same order whichever job reported first.
    let findings = ledger.findings.sorted {
      ($0.finding.campaignIndex, $0.finding.property, $0.finding.token.description)
        < ($1.finding.campaignIndex, $1.finding.property, $1.finding.token.description)
    }
    for (finding, path) in findings {
      failures.append(
        (
          finding.property, finding.identity, finding.token.description,
          finding.session.events.count, path
        ))
    }
    let status: ExitStatus = failures.isEmpty ? .success : .finding
    let assume = AssumeOptions.flags(for: options.assumptions)
    if options.json {
      // The assumptions first, when they are not the defaults (a run of NAME=* names its own).
      let assumptions: [(String, JSON)] =
        options.assumptions != .default && options.assume.everyValue.isEmpty
        ? [("assumptions", Self.json(options.assumptions))] : []
      return (
        status,
        JSON.object(
          assumptions + [
            ("steps", .int(steps)),
            ("sessions", .int(sessions)),
            ("seconds", .double((seconds * 1000).rounded() / 1000)),
            ("stepsPerSecond", .double(rate.rounded())),
            (
              "failures",
              .array(
                failures.map {
                  .object([
                    ("property", .string($0.property)), ("identity", .string($0.identity)),
                    ("replay", .string($0.replay)),
                    ("events", .int($0.events)), ("file", .string($0.file)),
                  ])
                })
            ),
            ("interrupted", .bool(interrupted != nil)),
          ])
      )
    }
    do {
      var lines = [
        "fuzz \(resolver): \(steps) steps in \(sessions) sessions, \(FuzzProgressDisplay.decimal(seconds)) s,"
          + " \(Int(rate.rounded())) steps/s (seed \(Self.hex(options.seed)), shard \(options.shard),"
          + (options.jobs > 1 ? " \(options.jobs) jobs," : "")
          + " \(options.sessionLength) events a session\(options.inProcess ? ", in process" : "")"
          + (options.assumptions == .default
            ? "" : ", assuming " + options.assumptions.assignments.joined(separator: ", "))
          + ")"
      ]
      if !label.isEmpty { lines.insert("== \(label)", at: 0) }
      if let interrupted {
        lines.append(
          "interrupted by \(interrupted == SIGINT ? "SIGINT" : interrupted == SIGTERM ? "SIGTERM" : "signal \(interrupted)")"
        )
      }
      if !ledger.replayed.isEmpty {
        let still = ledger.replayed.filter { !$0.failing.isEmpty }
        lines.append(
          "saved findings replayed first: \(ledger.replayed.count), \(still.count) still failing")
        for replayed in ledger.replayed {
          lines.append(
            "  \(replayed.failing.isEmpty ? "✓ passes now" : "✗ " + replayed.failing.joined(separator: ", ")): \(replayed.path)"
          )
        }
      }
      lines.append(
        ledger.findings.isEmpty
          ? "no new finding"
          : "new findings: \(ledger.findings.count), saved in \(FuzzFailureStore(root: options.failures, resolver: resolver).directory)"
      )
      for (finding, path) in findings {
        lines.append(
          "  ✗ \(finding.property): \(finding.session.events.count) events (session \(finding.campaignIndex)): \(path.isEmpty ? "not saved" : path)"
        )
        lines.append(
          "    replay \(finding.token) --resolver \(resolver)\(options.configuration.replayOptions)\(assume)"
        )
      }
      for (property, count) in ledger.violations.sorted(by: { $0.key < $1.key }) {
        lines.append(
          "  \(property): broken in \(count) session\(count == 1 ? "" : "s"), \(ledger.spent[property] ?? 0) shrunk"
        )
      }
      output(lines.joined(separator: "\n"))
    }
    return (status, nil)
  }
}
