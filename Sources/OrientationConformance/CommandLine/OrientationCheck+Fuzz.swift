import Foundation
import OrientationSpec
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OrientationCheck {
  /// `fuzz --resolver NAME …`: a campaign (or, with the hidden `--worker`, one of its workers);
  /// with `--assume NAME=*`, one campaign per value (``fuzzRuns(_:_:)``).
  func fuzz(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    // Before anything else: a SIGINT or SIGTERM from here on ends the run with its summary, even
    // while the saved findings are read. (A worker starts with both blocked, so one sent before
    // this line waits for it.)
    FuzzSignals.install()
    defer { FuzzSignals.restore() }
    let options = try FuzzOptions(parsing: arguments)
    let resolver = try fuzzResolver(named: options.resolver)
    if let job = options.childJob {
      // A child of a crash's shrink: the campaign's sessions, by their campaign index.
      var configuration = options.configuration
      configuration.seed = options.seed
      return try childJob(job, configuration)
    }
    if options.worker != nil { return try fuzzWorker(options, resolver) }
    if !options.assume.everyValue.isEmpty { return try fuzzRuns(options, resolver) }
    let campaign = try fuzzCampaign(options, resolver)
    if let json = campaign.json { output(json.text) }
    return campaign.status
  }

  /// The named resolver, or a planted one when the environment allows it.
  func fuzzResolver(named name: String) throws(UsageError) -> any OrientationResolver {
    try knownResolver(named: name)
  }

  // MARK: The campaign

  /// One campaign: its summary is printed as text (after `label`, when there is one), or
  /// returned as JSON with `--json`; `interrupted` when a signal ended it.
  func fuzzCampaign<Resolver: OrientationResolver>(
    _ options: FuzzOptions, _ resolver: Resolver, label: String = ""
  ) throws(UsageError) -> (status: ExitStatus, json: JSON?, interrupted: Bool) {
    let clock = ContinuousClock()
    let start = clock.now
    let store = FuzzFailureStore(root: options.failures, resolver: resolver.name)
    // A finding that cannot be saved is lost: refuse the directory before running anything.
    try store.probe()
    var saved: [SavedFinding] = []
    for path in options.replaysSaved ? store.saved() : [] {
      // Interrupted while reading: what was read is what the summary reports.
      if FuzzSignals.stopRequested { break }
      do {
        saved.append(try SavedFinding(path: path))
      } catch {
        errorOutput("\(programName): fuzz: skipping a saved finding: \(error)")
      }
    }
    let display = FuzzProgressDisplay(options: options, start: start)
    var ledger = FuzzLedger()
    let (sessions, steps, stopped) =
      options.inProcess
      ? runInProcess(options, resolver, saved: saved, store: store, display, &ledger)
      : try runInWorkers(options, resolver, saved: saved, store: store, display, &ledger)
    display.finish()
    if options.drawsPages { fuzzDrawPages(options, resolver: resolver.name, ledger) }
    let seconds = FuzzProgressDisplay.seconds(clock.now - start)
    let signal = FuzzSignals.received.load(ordering: .relaxed)
    let (status, json) = fuzzSummary(
      options, resolver: resolver.name, ledger: ledger, sessions: sessions, steps: steps,
      seconds: seconds, interrupted: stopped ? signal : nil, label: label)
    return (status, json, stopped)
  }

  /// Records `finding` if its (property, shape) is new: saved at once, noted under the bar. When
  /// jobs find the same property and shape in different sessions, the earliest session's is
  /// kept, whichever job reports first: the saved set depends on the sessions run, not on the
  /// jobs' pace.
  func fuzzRecord(
    _ finding: FuzzFinding, _ options: FuzzOptions, resolver: String, store: FuzzFailureStore,
    _ display: FuzzProgressDisplay, _ ledger: inout FuzzLedger
  ) {
    let replaced = ledger.newFindings[finding.key]
    if let replaced {
      guard finding.campaignIndex < ledger.findings[replaced].finding.campaignIndex else { return }
    } else {
      // Known: a saved finding that still fails.
      guard !ledger.known.contains(finding.key) else { return }
    }
    let path: String
    do {
      path = try store.save(
        finding, resolver: resolver, seed: options.seed, program: programName)
    } catch {
      // The directory passed the probe at the start: it filled up, or went away, since.
      path = ""
      errorOutput(
        "\(programName): fuzz: cannot save a finding in \(store.directory): \(error.localizedDescription)"
      )
    }
    var note =
      "fuzz: \(finding.property) in session \(finding.campaignIndex), \(finding.session.events.count) events: \(path.isEmpty ? "not saved" : path)"
    if let replaced {
      note += " (in place of session \(ledger.findings[replaced].finding.campaignIndex)'s)"
      ledger.findings[replaced] = (finding, path)
    } else {
      ledger.newFindings[finding.key] = ledger.findings.count
      ledger.findings.append((finding, path))
    }
    display.findings = ledger.findings.count
    display.note(note)
  }

  func runInProcess<Resolver: OrientationResolver>(
    _ options: FuzzOptions, _ resolver: Resolver, saved: [SavedFinding], store: FuzzFailureStore,
    _ display: FuzzProgressDisplay, _ ledger: inout FuzzLedger
  ) -> (sessions: Int, steps: Int, stopped: Bool) {
    var engine = FuzzEngine(resolver: resolver, options: options)
    for finding in saved where !FuzzSignals.stopRequested {
      ledger.replayed(finding, failing: engine.replay(finding))
    }
    let deadline = options.seconds.map { display.start + .seconds($0) }
    let (_, stopped) = engine.run(
      from: 0, deadline: deadline, sink: display, stop: { FuzzSignals.stopRequested },
      found: { finding in
        fuzzRecord(finding, options, resolver: resolver.name, store: store, display, &ledger)
      })
    ledger.violations = engine.violations
    ledger.spent = engine.spent
    return (engine.sessions, engine.steps, stopped)
  }
}
