import Foundation
public import OrientationSpec
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process of an isolated check is started: an executable that, given a job, rebuilds
/// the resolver and the configuration and hands them to ``ChildWorker``. `orientation-check` (or an
/// app team's own executable) re-runs itself with `--child-job FILE`; a test re-runs its own test
/// binary, filtered to the test, with the job in an environment variable.
public struct ChildCommand: Sendable {
  public var executable: String
  public var arguments: [String]
  public var environment: [String: String?]
  /// How the job file's path reaches the child.
  public enum JobPath: Sendable {
    /// After the arguments, after this flag (`--child-job`).
    case argument(String)
    /// In this environment variable.
    case environment(String)
  }
  public var jobPath: JobPath

  /// This process's own executable (`/proc/self/exe` on Linux, `_NSGetExecutablePath` on Darwin).
  public static var currentExecutable: String { ChildProcess.currentExecutable }

  public init(
    executable: String, arguments: [String], environment: [String: String?] = [:],
    jobPath: JobPath
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.jobPath = jobPath
  }
}

/// Runs checks in child processes, so that a resolver or an app's class that traps, overflows
/// the stack or hangs ends (or stalls) a child, never the caller: the session that did it is a
/// `crash` or `hang` finding, shrunk by re-running candidates in further children
/// (Documentation/Isolation.md).
public struct IsolatedChecker {
  public var command: ChildCommand
  /// The resolver's name (the child picks it by name) and which call the job is for (a test).
  public var resolver: String
  public var key: String
  /// The assumptions the children check under (``check(_:untilCrash:)`` takes its
  /// configuration's).
  public var assumptions: Assumptions = .default
  /// A child that shows no progress this long is stopped: a hang.
  public var hangTimeout: Duration
  /// How long a crash's or a hang's shrink may take; past it, the simplest session found so far.
  public var shrinkTimeLimit: Duration
  /// Checked while a child runs: `true` stops it (a SIGINT to `fuzz`).
  public var stop: @Sendable () -> Bool = { false }
  let files: ChildFiles

  /// Makes the check's files in the temporary directory; the error says why it cannot.
  public init(
    command: ChildCommand, resolver: String, key: String = "", hangTimeout: Duration,
    shrinkTimeLimit: Duration
  ) throws(UsageError) {
    files = try ChildFiles()
    self.command = command
    self.resolver = resolver
    self.key = key
    self.hangTimeout = hangTimeout
    self.shrinkTimeLimit = shrinkTimeLimit
  }

  /// The most children a shrink starts (each crash of a candidate ends one).
  static let shrinkProcesses = 500
  /// The most times a check's children may die before it stops running sessions.
  static let deathsPerCheck = 16
  /// How long a child may take before it publishes anything (the test re-run before the call, an
  /// app's classes described), at least.
  static let startTimeLimit = Duration.seconds(60)

  /// What one child did.
  struct Run {
    enum Outcome: Equatable {
      /// It ended by itself (its exit status is in `ending`).
      case completed
      case crashed
      case hung
      /// A SIGINT, SIGTERM or SIGHUP ended it, or `stop` did.
      case interrupted
    }
    var outcome: Outcome
    var ending: ChildProcess.Ending
    var lines: [ChildLine]
    /// The session slot: the case it ran (``ChildWorker/preparing`` before the first).
    var current: Int
    /// The candidate it was running, when it was shrinking.
    var candidate: [UInt64]?
    var lastStep: StepOrigin?
    var mistakes: Int
    var cause: String
    var message: String

    var kind: CrashCounterexample.Kind? {
      switch outcome {
      case .crashed: .crash
      case .hung: .hang
      default: nil
      }
    }
  }

  /// Starts a child for `task` and waits for it to end, stopping it when it shows no progress
  /// for ``hangTimeout``. With `backtraces`, the runtime prints a crash's backtrace (the final run
  /// of a shrunk crash: its message). With `keepsOutput`, its standard output is kept in
  /// ``ChildFiles/stdout``.
  func run(
    _ task: ChildJob.Task, backtraces: Bool = false, keepsOutput: Bool = false,
    hangTimeout: Duration? = nil
  ) throws(UsageError) -> Run {
    let hangTimeout = hangTimeout ?? self.hangTimeout
    let progress = files.progress
    progress.reset()
    progress.counters[0].store(ChildWorker.notStarted, ordering: .sequentiallyConsistent)
    progress.startingSteps()
    _ = FileManager.default.createFile(atPath: files.results, contents: nil)
    let job = ChildJob(
      task: task, resolver: resolver, key: key, assumptions: assumptions.assignments,
      progressPath: files.progressPath, resultsPath: files.results)
    do {
      try job.write(to: files.job)
    } catch {
      throw UsageError("cannot write the child job '\(files.job)': \(error)")
    }
    var arguments = command.arguments
    var environment = command.environment
    switch command.jobPath {
    case .argument(let flag): arguments += [flag, files.job]
    case .environment(let name): environment[name] = files.job
    }
    if backtraces && ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil {
      environment["SWIFT_BACKTRACE"] = CrashMessage.backtraces
    }
    let child = try ChildProcess.spawn(
      executable: command.executable, arguments: arguments,
      environment: ChildProcess.environment(environment),
      output: keepsOutput ? .file(files.stdout) : .discarded, errorPath: files.stderr)
    let clock = ContinuousClock()
    var lastBeat = progress.beat
    var lastBeatTime = clock.now
    var hung = false
    var stopped = false
    var backtracing = false
    var ending: ChildProcess.Ending
    while true {
      if let ended = child.ended() {
        ending = ended
        break
      }
      usleep(2_000)
      if !stopped && stop() {
        child.send(SIGKILL)
        stopped = true
      }
      let beat = progress.beat
      let started =
        progress.counters[0].load(ordering: .sequentiallyConsistent) != ChildWorker.notStarted
      if beat != lastBeat {
        lastBeat = beat
        lastBeatTime = clock.now
      } else if !hung && !stopped
        && clock.now - lastBeatTime > (started ? hangTimeout : max(hangTimeout, Self.startTimeLimit))
      {
        // A child that crashed with the backtrace on is writing it (symbolicating can take
        // seconds): it is dying, not hanging.
        if backtraces && !backtracing && Self.isBacktracing(files.stderr) {
          backtracing = true
          lastBeatTime = clock.now + Self.startTimeLimit - hangTimeout
          continue
        }
        child.send(SIGKILL)
        hung = true
      }
    }
    let lines = ChildResults.read(files.results)
    let current = Int(progress.counters[0].load(ordering: .sequentiallyConsistent))
    let outcome: Run.Outcome
    if hung {
      outcome = .hung
    } else if stopped || [SIGINT, SIGTERM, SIGHUP].contains(ending.signal ?? 0) {
      outcome = .interrupted
    } else if ending.signal != nil || ending.exitStatus != 0 && task.endsWithALine {
      outcome = .crashed
    } else {
      outcome = .completed
    }
    if outcome != .completed && current == Int(ChildWorker.notStarted) && !hung && !stopped {
      // It never read its job: it could not start, which is no finding of the resolver's.
      let text = (try? String(contentsOfFile: files.stderr, encoding: .utf8)) ?? ""
      throw UsageError(
        "a child process ended before it started (\(CrashMessage.cause(signal: ending.signal, exitStatus: ending.exitStatus, hangSeconds: nil))): \(text.trimmingCharacters(in: .whitespacesAndNewlines))"
      )
    }
    return Run(
      outcome: outcome, ending: ending, lines: lines, current: current,
      candidate: progress.wasShrinking ? progress.candidate : nil,
      lastStep: progress.lastCompleted, mistakes: progress.mistakes,
      cause: CrashMessage.cause(
        signal: ending.signal, exitStatus: ending.exitStatus,
        hangSeconds: hung ? Self.seconds(self.hangTimeout) : nil),
      message: outcome == .crashed ? CrashMessage.read(files.stderr) : "")
  }

  /// Whether the runtime's backtracer has begun on the child's standard error.
  static func isBacktracing(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return String(decoding: data.prefix(4096), as: UTF8.self).contains("Backtracing from")
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

extension ChildJob.Task {
  /// Whether the worker writes a last line when it ends well: an exit without one is a crash.
  var endsWithALine: Bool {
    if case .command = self { return false }
    return true
  }
}

/// A check's files in the temporary directory: the shared progress (created and locked here), the
/// job, the results, the child's standard output and error. Removed when the check ends; those of
/// a process killed with SIGKILL by the next one to start (``FuzzSharedProgress/removeStale(in:)``).
final class ChildFiles: @unchecked Sendable {
  static let count = Atomic<Int>(0)
  static let staleRemoved = Mutex(false)

  let base: String
  let progress: FuzzSharedProgress
  var progressPath: String { base + ".progress" }
  var job: String { base + ".job" }
  var results: String { base + ".results" }
  var stdout: String { base + ".stdout" }
  var stderr: String { base + ".stderr" }

  init() throws(UsageError) {
    let directory = NSTemporaryDirectory()
    Self.staleRemoved.withLock { removed in
      if !removed { FuzzSharedProgress.removeStale(in: directory) }
      removed = true
    }
    let number = Self.count.wrappingAdd(1, ordering: .relaxed).newValue
    base = directory + "/" + FuzzSharedProgress.childPrefix + "\(getpid())-\(number)"
    progress = try FuzzSharedProgress(path: base + ".progress", create: true)
  }

  deinit {
    for suffix in FuzzSharedProgress.companions { unlink(base + suffix) }
    unlink(base + ".progress")
  }
}
