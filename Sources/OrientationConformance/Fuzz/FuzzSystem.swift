import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM while a campaign runs: the handler only records the signal; the loops check
/// it between sessions and end with their summary. The default behaviour comes back afterwards.
enum FuzzSignals {
  static let received = Atomic<Int32>(0)

  static func install() {
    received.store(0, ordering: .relaxed)
    // A process started from a thread that blocks signals (a Dispatch worker's, say) inherits
    // the mask: unblock the two signals the campaign ends on.
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    signal(SIGINT) { FuzzSignals.received.store($0, ordering: .relaxed) }
    signal(SIGTERM) { FuzzSignals.received.store($0, ordering: .relaxed) }
  }

  static func restore() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }

  static var stopRequested: Bool { received.load(ordering: .relaxed) != 0 }
}

/// A small shared file that a worker maps and writes and the campaign maps and reads: the session
/// being run, sessions and steps done, a heartbeat, and while shrinking the candidate's choice
/// record. After a crash the campaign reads which session (or candidate) it was, since the worker
/// can no longer say.
final class FuzzSharedProgress: FuzzProgressSink, @unchecked Sendable {
  /// Slots: 0 the session, 1 sessions done, 2 steps done, 3 heartbeat, 4 the candidate's length
  /// (-1 when not shrinking, -2 when it did not fit), then the candidate's choices.
  static let header = 8
  static let capacity = 8192
  static let slots = header + capacity
  let path: String
  let counters: UnsafeMutablePointer<Atomic<Int64>>
  let length = FuzzSharedProgress.slots * MemoryLayout<Int64>.stride

  /// The campaign's descriptor of the file it created, kept open and locked (`flock`, exclusive)
  /// until the campaign ends: a progress file that no process holds locked was left by a
  /// campaign killed with SIGKILL (``removeStale(in:)``). -1 in a worker.
  let lock: Int32

  /// Creates the file (`create`: the campaign) or maps an existing one (a worker).
  init(path: String, create: Bool) throws(UsageError) {
    self.path = path
    let descriptor: Int32
    if create {
      // Made under another name, locked, then renamed: another campaign cleaning up never sees
      // it unlocked under its name.
      let draft = path + ".new"
      descriptor = open(draft, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw UsageError("cannot open progress file '\(draft)'") }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, ftruncate(descriptor, off_t(length)) == 0,
        rename(draft, path) == 0
      else {
        close(descriptor)
        unlink(draft)
        throw UsageError("cannot make progress file '\(path)'")
      }
      lock = descriptor
    } else {
      descriptor = open(path, O_RDWR | O_CLOEXEC)
      guard descriptor >= 0 else { throw UsageError("cannot open progress file '\(path)'") }
      lock = -1
    }
    defer { if !create { close(descriptor) } }
    guard
      let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
      memory != MAP_FAILED
    else {
      if create { close(descriptor) }
      throw UsageError("cannot map progress file '\(path)'")
    }
    counters = memory.bindMemory(to: Atomic<Int64>.self, capacity: Self.slots)
    if create {
      for slot in 0..<Self.slots { (counters + slot).initialize(to: Atomic(0)) }
    }
  }

  deinit {
    munmap(UnsafeMutableRawPointer(counters), length)
    if lock >= 0 { close(lock) }
  }

  func reset() {
    for slot in 0..<Self.header { counters[slot].store(0, ordering: .sequentiallyConsistent) }
    counters[4].store(-1, ordering: .sequentiallyConsistent)
  }

  var current: Int { Int(counters[0].load(ordering: .sequentiallyConsistent)) }
  var sessions: Int { Int(counters[1].load(ordering: .relaxed)) }
  var steps: Int { Int(counters[2].load(ordering: .relaxed)) }
  var beat: Int64 { counters[3].load(ordering: .relaxed) }

  func starting(_ index: Int) {
    counters[4].store(-1, ordering: .sequentiallyConsistent)
    counters[0].store(Int64(index), ordering: .sequentiallyConsistent)
    counters[3].wrappingAdd(1, ordering: .relaxed)
  }

  func shrinking(_ record: [UInt64]) {
    counters[3].wrappingAdd(1, ordering: .relaxed)
    guard record.count <= Self.capacity else {
      counters[4].store(-2, ordering: .sequentiallyConsistent)
      return
    }
    for (offset, choice) in record.enumerated() {
      counters[Self.header + offset].store(
        Int64(bitPattern: choice), ordering: .relaxed)
    }
    counters[4].store(Int64(record.count), ordering: .sequentiallyConsistent)
  }

  /// The candidate being evaluated when the worker stopped, if it was shrinking.
  var candidate: [UInt64]? {
    let count = Int(counters[4].load(ordering: .sequentiallyConsistent))
    guard count >= 0 else { return nil }
    return (0..<count).map {
      UInt64(bitPattern: counters[Self.header + $0].load(ordering: .relaxed))
    }
  }

  /// Whether the worker was shrinking (with a candidate too long to publish: `candidate` is nil).
  var wasShrinking: Bool { counters[4].load(ordering: .sequentiallyConsistent) != -1 }

  func finished(sessions: Int, steps: Int) {
    counters[1].store(Int64(sessions), ordering: .relaxed)
    counters[2].store(Int64(steps), ordering: .relaxed)
  }

}

/// A worker: the current executable re-run as `fuzz --worker …`, its standard output a pipe of
/// protocol lines, its standard error a file (a crash's message).
struct FuzzWorkerProcess {
  let pid: pid_t
  let output: Int32
  var buffer: [UInt8] = []

  /// The executable to re-run: this process's own.
  static var executable: String { ChildProcess.currentExecutable }

  static func spawn(arguments: [String], errorPath: String) throws(UsageError) -> FuzzWorkerProcess
  {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw UsageError("cannot make a pipe") }
    _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
    // The worker starts with SIGINT and SIGTERM at their default action and blocked: one sent
    // before it installs its handlers (a Ctrl-C that reaches the process group as it starts, the
    // campaign's SIGTERM) waits for them instead of ending it with nothing reported.
    let child: ChildProcess
    do {
      child = try ChildProcess.spawn(
        executable: executable, arguments: arguments, environment: ChildProcess.environment([:]),
        output: .descriptor(pipeEnds[1]), errorPath: errorPath, blocksStopSignals: true)
    } catch {
      close(pipeEnds[1])
      close(pipeEnds[0])
      throw UsageError("cannot start a worker ('\(executable)'): \(error)")
    }
    close(pipeEnds[1])
    return FuzzWorkerProcess(pid: child.pid, output: pipeEnds[0])
  }

  /// Waits up to `milliseconds` for output; returns the complete lines read, or `nil` at the end.
  mutating func lines(waiting milliseconds: Int32) -> [String]? {
    var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    guard ready > 0 else { return [] }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = read(output, &chunk, chunk.count)
    if count < 0 && errno == EINTR { return [] }
    guard count > 0 else { return nil }
    buffer += chunk[0..<count]
    var lines: [String] = []
    while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
      buffer.removeSubrange(...newline)
    }
    return lines
  }

  /// Waits up to `milliseconds` until one of `workers` has output to read (or has ended).
  static func waitForOutput(_ workers: [FuzzWorkerProcess], milliseconds: Int32) {
    var descriptors = workers.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
    _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
  }

  /// Waits for the worker to end: its exit status, or the signal that ended it.
  func wait() -> (exitStatus: Int32?, signal: Int32?) {
    close(output)
    let ending = ChildProcess(pid: pid).wait()
    return (ending.exitStatus, ending.signal)
  }

  func send(_ signal: Int32) { kill(pid, signal) }
}

/// One of a campaign's `--jobs` worker slots: its part of the shard and of the step budget, what
/// its workers ran, and the worker running now (a new one after each crash or hang).
struct FuzzSlot {
  /// The value the campaign puts in the session slot before the worker starts.
  static let notStarted = Int64.min

  /// The campaign's options with the slot's shard (``FuzzShard/slot(_:of:)``) and steps.
  var options: FuzzOptions
  let shared: FuzzSharedProgress
  let progressPath: String
  let errorPath: String
  /// The slot's number of sessions under `--sessions` (`Int.max`: no limit).
  let limit: Int
  /// The slot's shard ordinal the next worker starts from.
  var ordinal = 0
  /// Sessions and steps of the slot's workers that have ended.
  var sessions = 0
  var steps = 0
  /// The saved findings still to replay (all of them in the first slot, none in the others).
  var replays: [SavedFinding]
  /// The shrinks the slot's workers have spent, per property (crashes and hangs included): each
  /// slot has its own budget of ``FuzzOptions/shrinksPerProperty``.
  var spent: [String: Int] = [:]
  /// How many of `replays` the running worker has replayed.
  var replaysReported = 0
  var worker: FuzzWorkerProcess? = nil
  /// What the running worker said once its budget ended (`D`): the next ordinal, and whether the
  /// campaign's stop ended it.
  var done: (next: Int, stopped: Bool)? = nil
  /// Whether the campaign's stop was passed on to the running worker.
  var forwarded = false
  /// Whether the running worker was stopped for making no progress.
  var hung = false
  var lastBeat: Int64 = 0
  var lastBeatTime: ContinuousClock.Instant
  /// No worker is left to start: the slot's budget is spent, or the campaign is stopping.
  var ended = false
  /// Whether the campaign's stop ended the slot.
  var stopped = false

  /// Whether saved findings remain to be replayed: until they are, the other slots wait, so
  /// that a finding saved before is known (not new) when a session finds it again.
  var replaying: Bool { replaysReported < replays.count }

  /// Sessions and steps so far, the running worker's included.
  var sessionsSoFar: Int { sessions + (worker == nil ? 0 : shared.sessions) }
  var stepsSoFar: Int { steps + (worker == nil ? 0 : shared.steps) }
}

/// Writes a protocol line to standard output at once (no buffer a crash would lose).
func fuzzWorkerEmit(_ fields: [String]) {
  let line =
    fields.map {
      $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }.joined(separator: "\t") + "\n"
  FileHandle.standardOutput.write(Data(line.utf8))
}
