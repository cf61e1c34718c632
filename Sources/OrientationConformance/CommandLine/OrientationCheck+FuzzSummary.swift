import Foundation
import Generators
import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OrientationCheck {
  /// The campaign's summary: printed as text (after a `== label` line when there is a label),
  /// or returned as JSON with `--json`, for the caller to print.
  func fuzzSummary(
    _ options: FuzzOptions, resolver: String, ledger: FuzzLedger, sessions: Int, steps: Int,
    seconds: Double, interrupted: Int32?, label: String = ""
  ) -> (status: ExitStatus, json: JSON?) {
    let rate = seconds > 0 ? Double(steps) / seconds : 0
    var failures: [(property: String, replay: String, events: Int, file: String)] = []
    for replayed in ledger.replayed {
      for property in replayed.failing {
        failures.append((property, replayed.token, replayed.events, replayed.path))
      }
    }
    for (finding, path) in ledger.findings {
      failures.append(
        (finding.property, finding.token.description, finding.session.events.count, path))
    }
    let status: ExitStatus = failures.isEmpty ? .success : .finding
    let assume = AssumeOptions.flags(for: options.assumptions)
    if options.json {
      var members: [(String, JSON)] = []
      if options.assumptions != .default, options.assume.everyValue.isEmpty {
        members.append(("assumptions", Self.json(options.assumptions)))
      }
      return (
        status,
        JSON.object(
          members + [
            ("steps", .int(steps)),
            ("sessions", .int(sessions)),
            ("seconds", .double((seconds * 1000).rounded() / 1000)),
            ("stepsPerSecond", .double(rate.rounded())),
            (
              "failures",
              .array(
                failures.map {
                  .object([
                    ("property", .string($0.property)), ("replay", .string($0.replay)),
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
      for (finding, path) in ledger.findings {
        lines.append(
          "  ✗ \(finding.property): \(finding.session.events.count) events (session \(finding.campaignIndex)): \(path)"
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

  /// `--assume NAME=*`: one campaign per value (per combination of several), one after the
  /// other, each with the whole budget and labelled `== run A: NAME=VALUE`; the first replays
  /// the saved findings. With `--json`, `{"runs": [{"label", "assumptions", …the summary}]}`.
  /// A signal ends the current run and the ones after it. Exit 1 when any run found something.
  func fuzzRuns<Resolver: OrientationResolver>(_ options: FuzzOptions, _ resolver: Resolver)
    throws(UsageError) -> ExitStatus
  {
    var status = ExitStatus.success
    var documents: [JSON] = []
    let named = options.assume.settings.map(\.entry) + options.assume.everyValue
    for (position, run) in options.assume.runs.enumerated() {
      var runOptions = options
      runOptions.assumptions = run.assumptions
      runOptions.replaysSaved = position == 0
      let label = Self.groupLabel(position)
      if position > 0 && !options.json { output("") }
      let campaign = try fuzzCampaign(
        runOptions, resolver, label: "run \(label): \(run.label)")
      if campaign.status != .success { status = campaign.status }
      if case .object(let members)? = campaign.json {
        let assumptions = Self.json(run.assumptions, naming: named)
        documents.append(
          .object([("label", .string(label)), ("assumptions", assumptions)] + members))
      }
      if campaign.interrupted { break }
    }
    if options.json { output(JSON.object([("runs", .array(documents))]).text) }
    return status
  }
}
