// The fuzz campaign in worker processes: the slots, their workers, what they say, and the worker
// itself (`fuzz --worker FILE`).
import Foundation
import Generators
import OrientationSpec
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OrientationCheck {
  /// Runs the campaign in worker processes, `--jobs` at once: each runs its slot of the shard
  /// (``FuzzShard/slot(_:of:)``) and its share of `--steps`, with a new worker after each crash
  /// or hang, starting after the session that caused it. The first slot replays the saved
  /// findings first.
  func runInWorkers<Resolver: OrientationResolver>(
    _ options: FuzzOptions, _ resolver: Resolver, saved: [SavedFinding], store: FuzzFailureStore,
    _ display: FuzzProgressDisplay, _ ledger: inout FuzzLedger
  ) throws(UsageError) -> (sessions: Int, steps: Int, stopped: Bool) {
    let clock = ContinuousClock()
    // What campaigns killed with SIGKILL left in the temporary directory goes first.
    FuzzSharedProgress.removeStale(in: NSTemporaryDirectory())
    let base = NSTemporaryDirectory() + "/" + FuzzSharedProgress.prefix + "\(getpid())"
    var slots: [FuzzSlot] = []
    defer {
      // The error file first: a progress file is what marks a campaign's files as its own.
      for slot in slots {
        unlink(slot.errorPath)
        unlink(slot.progressPath)
      }
    }
    for number in 0..<options.jobs {
      let name = options.jobs == 1 ? base : base + "-\(number + 1)"
      var slotOptions = options
      slotOptions.shard = options.shard.slot(number, of: options.jobs)
      // The job's steps, shared out: each slot stops once it has run its part.
      slotOptions.steps = options.steps.map {
        $0 / options.jobs + (number < $0 % options.jobs ? 1 : 0)
      }
      let shared = try FuzzSharedProgress(path: name + ".progress", create: true)
      slots.append(
        FuzzSlot(
          options: slotOptions, shared: shared, progressPath: name + ".progress",
          errorPath: name + ".stderr",
          limit: options.sessions.map { slotOptions.shard.sessions(of: $0) } ?? Int.max,
          replays: number == 0 ? saved : [], lastBeatTime: clock.now))
    }
    do {
      while true {
        // The first slot replays the saved findings before any slot starts new sessions.
        for index in slots.indices
        where slots[index].worker == nil && !slots[index].ended
          && (index == 0 || !slots[0].replaying)
        {
          try startWorker(&slots[index], since: display.start, clock: clock)
        }
        let running = slots.indices.filter { slots[$0].worker != nil }
        if running.isEmpty { break }
        // Up to 0.1 s for any worker's output (or end), then what each has written.
        FuzzWorkerProcess.waitForOutput(running.map { slots[$0].worker! }, milliseconds: 100)
        for index in running {
          guard let lines = slots[index].worker!.lines(waiting: 0) else {
            let ended = clock.now
            try workerEnded(
              &slots[index], options, resolver, store: store, display, &ledger)
            // A crash's shrink runs its own children meanwhile: the other workers' silence
            // while it ran is not theirs.
            if clock.now - ended > .milliseconds(100) {
              for other in slots.indices { slots[other].lastBeatTime = clock.now }
            }
            continue
          }
          for line in lines {
            workerSaid(line, &slots[index], options, resolver, store: store, display, &ledger)
          }
          watchWorker(&slots[index], hangSeconds: options.hangSeconds, clock: clock)
        }
        display.update(
          sessions: slots.reduce(0) { $0 + $1.sessionsSoFar },
          steps: slots.reduce(0) { $0 + $1.stepsSoFar })
      }
    } catch {
      // A worker that could not start ends the campaign: the others are stopped with it.
      for index in slots.indices where slots[index].worker != nil {
        slots[index].worker!.send(SIGKILL)
        _ = slots[index].worker!.wait()
      }
      throw error
    }
    return (
      slots.reduce(0) { $0 + $1.sessions }, slots.reduce(0) { $0 + $1.steps },
      slots.contains { $0.stopped }
    )
  }

  /// Starts `slot`'s next worker from where the slot stands, or ends the slot once its budget
  /// is spent (or the campaign is stopping).
  func startWorker(
    _ slot: inout FuzzSlot, since start: ContinuousClock.Instant,
    clock: ContinuousClock
  ) throws(UsageError) {
    if FuzzSignals.stopRequested {
      slot.stopped = true
      slot.ended = true
      return
    }
    let remainingSteps = slot.options.steps.map { $0 - slot.steps }
    let remainingTime = slot.options.seconds.map {
      $0 - FuzzProgressDisplay.seconds(clock.now - start)
    }
    if slot.replays.isEmpty
      && (slot.ordinal >= slot.limit || remainingSteps.map { $0 <= 0 } == true
        || remainingTime.map { $0 <= 0 } == true)
    {
      slot.ended = true
      return
    }
    slot.shared.reset()
    slot.shared.counters[0].store(FuzzSlot.notStarted, ordering: .sequentiallyConsistent)
    slot.worker = try FuzzWorkerProcess.spawn(
      arguments: slot.options.workerArguments(
        progressFile: slot.progressPath, ordinal: slot.ordinal, steps: remainingSteps,
        seconds: remainingTime, replays: slot.replays.map(\.path), spent: slot.spent),
      errorPath: slot.errorPath)
    slot.done = nil
    slot.replaysReported = 0
    slot.forwarded = false
    slot.hung = false
    slot.lastBeat = slot.shared.beat
    slot.lastBeatTime = clock.now
  }

  /// One protocol line from `slot`'s worker.
  func workerSaid<Resolver: OrientationResolver>(
    _ line: String, _ slot: inout FuzzSlot, _ options: FuzzOptions, _ resolver: Resolver,
    store: FuzzFailureStore, _ display: FuzzProgressDisplay, _ ledger: inout FuzzLedger
  ) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    switch fields.first {
    case "F" where fields.count == 7:
      // A shrink spent: the worker found (property, index, events, token, detail, identity). Each slot
      // counts its own, so what it shrinks depends on its sessions only, not on the others' pace.
      slot.spent[fields[1], default: 0] += 1
      ledger.spent[fields[1], default: 0] += 1
      guard let token = try? ReplayToken(parsing: fields[4]) else { return }
      let finding = FuzzFinding(
        property: fields[1], session: options.configuration.for(resolver).session(replaying: token),
        token: token, campaignIndex: Int(fields[2]) ?? -1,
        originalEvents: Int(fields[3]) ?? 0, detail: fields[5], assumptions: options.assumptions,
        identity: fields[6])
      fuzzRecord(finding, options, resolver: resolver.name, store: store, display, &ledger)
    case "R" where fields.count == 3:
      guard let k = Int(fields[1]), slot.replays.indices.contains(k) else { return }
      ledger.replayed(slot.replays[k], failing: fields[2].split(separator: ",").map(String.init))
      slot.replaysReported = k + 1
    case "V" where fields.count == 3:
      ledger.violations[fields[1], default: 0] += Int(fields[2]) ?? 0
    case "D" where fields.count == 3:
      slot.done = (Int(fields[1]) ?? slot.ordinal, fields[2] == "1")
    default: return
    }
  }

  /// Passes the campaign's stop on to `slot`'s worker, and stops the worker when it has shown
  /// no progress for `hangSeconds`.
  func watchWorker(_ slot: inout FuzzSlot, hangSeconds: Double, clock: ContinuousClock) {
    if FuzzSignals.stopRequested && !slot.forwarded {
      slot.worker!.send(SIGTERM)
      slot.forwarded = true
    }
    let beat = slot.shared.beat
    if beat != slot.lastBeat || slot.shared.current == Int(FuzzSlot.notStarted) {
      slot.lastBeat = beat
      slot.lastBeatTime = clock.now
    } else if !slot.hung && clock.now - slot.lastBeatTime > .seconds(hangSeconds) {
      slot.worker!.send(SIGKILL)
      slot.hung = true
    }
  }

  /// `slot`'s worker closed its output: it finished its budget, or it crashed or hung in a
  /// session (a finding), or while replaying a saved one (which still fails).
  func workerEnded<Resolver: OrientationResolver>(
    _ slot: inout FuzzSlot, _ options: FuzzOptions, _ resolver: Resolver,
    store: FuzzFailureStore, _ display: FuzzProgressDisplay, _ ledger: inout FuzzLedger
  ) throws(UsageError) {
    let (exitStatus, signal) = slot.worker!.wait()
    slot.worker = nil
    slot.sessions += slot.shared.sessions
    slot.steps += slot.shared.steps
    if let done = slot.done, exitStatus == 0 {
      slot.ordinal = done.next
      slot.stopped = done.stopped
      slot.replays = []
      slot.ended = true
      return
    }
    let current = slot.shared.current
    if current == Int(FuzzSlot.notStarted) && FuzzSignals.stopRequested {
      // Stopped before it started (it is started with the two signals blocked, so only a
      // signal that ends it regardless, SIGKILL from outside say, gets here): nothing was run.
      slot.stopped = true
      slot.ended = true
      return
    }
    if current == Int(FuzzSlot.notStarted) {
      let message = (try? String(contentsOfFile: slot.errorPath, encoding: .utf8)) ?? ""
      throw UsageError(
        "fuzz: the worker process ended before it started (status \(exitStatus.map(String.init) ?? "signal \(signal ?? 0)")): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
      )
    }
    let cause =
      slot.hung
      ? "no progress for \(options.hangSeconds) s: the worker was stopped"
      : signal.map { "the worker process died of signal \($0) (\(Self.signalName($0)))" }
        ?? "the worker process exited with status \(exitStatus ?? 0)"
    let message = Self.crashMessage(slot.errorPath)
    if current < 0 {
      // A saved finding crashed (or hung) the worker: it still fails.
      let k = -1 - current
      if slot.replays.indices.contains(k) {
        ledger.replayed(
          slot.replays[k], failing: [slot.hung ? FuzzFinding.hang : FuzzFinding.crash])
        slot.replays.removeFirst(k + 1)
      } else {
        slot.replays = []
      }
      // The next worker replays the rest from the first.
      slot.replaysReported = 0
      return
    }
    slot.replays = []
    slot.sessions += 1
    let shard = slot.options.shard
    slot.ordinal = (current - (shard.index - 1)) / shard.count + 1
    let property = slot.hung ? FuzzFinding.hang : FuzzFinding.crash
    ledger.violations[property, default: 0] += 1
    // At most as many are shrunk and kept per job as shrinks per property.
    guard slot.spent[property, default: 0] < FuzzOptions.shrinksPerProperty else { return }
    slot.spent[property, default: 0] += 1
    ledger.spent[property, default: 0] += 1
    // It crashed while shrinking one of the session's violations: the candidate crashed it.
    let candidate = slot.shared.wasShrinking ? slot.shared.candidate : nil
    var context = cause
    if slot.shared.wasShrinking {
      context +=
        candidate == nil
        ? "\nwhile shrinking a violation (the candidate was too long to keep)"
        : "\nwhile shrinking a violation: the shrink started from the candidate it stopped in"
    }
    // Shrunk in children of its own, as `matrix` shrinks a crash.
    let crash = try fuzzShrinkCrash(
      candidate.map { .record($0) } ?? .caseIndex(current), hung: slot.hung, slot.options,
      first: (cause, message))
    let finding: FuzzFinding
    if let crash, let session = crash.session, let token = crash.token {
      let detail = [
        context, "\(slot.hung ? "stopped" : "died") \(crash.whereItDied)", crash.message,
      ]
      finding = FuzzFinding(
        property: property, session: session, token: token, campaignIndex: current,
        originalEvents: crash.originalEvents,
        detail: detail.filter { !$0.isEmpty }.joined(separator: "\n"),
        assumptions: options.assumptions)
    } else {
      // The shrink got nowhere: the session as the campaign drew it.
      let configuration = options.configuration.for(resolver)
      var source = ChoiceSource(
        seed: FuzzOptions.sessionSeed(campaign: options.seed, index: current))
      let session = configuration.session(&source)
      finding = FuzzFinding(
        property: property, session: session, token: ReplayToken(size: 10, choices: source.choices),
        campaignIndex: current, originalEvents: session.events.count,
        detail: message.isEmpty ? context : context + "\n" + message,
        assumptions: options.assumptions)
    }
    fuzzRecord(finding, options, resolver: resolver.name, store: store, display, &ledger)
  }

  /// Shrinks a session that crashed (or hung) a worker, in child processes of this executable
  /// started as the slot's workers are (`fuzz --child-job FILE`); `nil` when it could not start.
  func fuzzShrinkCrash(
    _ start: ChildJob.ShrinkStart, hung: Bool, _ options: FuzzOptions,
    first: (cause: String, message: String)
  ) throws(UsageError) -> CrashCounterexample? {
    var checker = try IsolatedChecker(
      command: ChildCommand(
        executable: FuzzWorkerProcess.executable,
        arguments: options.workerArguments(
          progressFile: "", ordinal: 0, steps: nil, seconds: nil, replays: [], spent: [:]),
        jobPath: .argument("--child-job")),
      resolver: options.resolver, hangTimeout: .seconds(options.hangSeconds),
      shrinkTimeLimit: .seconds(FuzzOptions.crashShrinkSeconds))
    checker.stop = { FuzzSignals.stopRequested }
    var crash = try checker.shrink(
      start, kind: hung ? .hang : .crash, caseIndex: 0, first: (first.cause, first.message, nil))
    crash.sessionLength = options.sessionLength
    crash.maxControllers = options.maxControllers
    crash.assumptions = options.assumptions
    return crash.session == nil ? nil : crash
  }

  /// What a crashed worker's runtime wrote on standard error (the runtime's "Fatal error: …").
  static func crashMessage(_ path: String) -> String { CrashMessage.read(path) }

  static func signalName(_ signal: Int32) -> String { CrashMessage.signalName(signal) }

  // MARK: The worker

  /// `fuzz --worker FILE …`: replays the saved findings, then runs sessions from `--start`,
  /// publishing what it does in FILE and each shrunk finding on standard output.
  func fuzzWorker<Resolver: OrientationResolver>(
    _ options: FuzzOptions, _ resolver: Resolver
  ) throws(UsageError) -> ExitStatus {
    // A worker whose campaign is gone (killed with SIGKILL) stops instead of running on. The
    // campaign names itself: by the time the worker could ask, it may already be gone.
    let parent = options.parent ?? getppid()
    let stop = { FuzzSignals.stopRequested || getppid() != parent }
    let shared = try FuzzSharedProgress(path: options.worker ?? "", create: false)
    var engine = FuzzEngine(resolver: resolver, options: options)
    for (k, path) in options.replays.enumerated() where !stop() {
      shared.starting(-1 - k)
      let failing = (try? SavedFinding(path: path)).map { engine.replay($0) } ?? []
      fuzzWorkerEmit(["R", String(k), failing.joined(separator: ",")])
    }
    let deadline = options.seconds.map { ContinuousClock.now + .seconds($0) }
    let (next, stopped) = engine.run(
      from: options.startOrdinal, deadline: deadline, sink: shared, stop: stop,
      found: { finding in
        fuzzWorkerEmit([
          "F", finding.property, String(finding.campaignIndex), String(finding.originalEvents),
          finding.token.description, finding.detail, finding.identity,
        ])
      })
    for (property, count) in engine.violations.sorted(by: { $0.key < $1.key }) {
      fuzzWorkerEmit(["V", property, String(count)])
    }
    fuzzWorkerEmit(["D", String(next), stopped ? "1" : "0"])
    return .success
  }
}
