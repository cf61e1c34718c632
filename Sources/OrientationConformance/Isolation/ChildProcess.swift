import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`: the fuzz campaign's workers and the isolated
/// checks' children (``IsolatedChecker``).
struct ChildProcess {
  let pid: pid_t

  /// Where a child's standard output goes.
  enum Output {
    /// A descriptor of the parent's (a pipe's write end), duplicated onto the child's.
    case descriptor(Int32)
    /// A file, created or truncated.
    case file(String)
    /// Nowhere (`/dev/null`).
    case discarded
  }

  /// This process's own executable: `/proc/self/exe` on Linux, `_NSGetExecutablePath` on Darwin.
  static var currentExecutable: String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      if _NSGetExecutablePath(&buffer, &size) == 0 {
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    return CommandLine.arguments[0]
  }

  /// The environment a child runs in: this process's, with `changes` applied (`nil` removes a
  /// variable), and without a symbolicated backtrace unless the environment asks for one (it takes
  /// about a second per crash).
  static func environment(_ changes: [String: String?]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    for (name, value) in changes { environment[name] = value }
    return environment
  }

  /// Starts `executable` with `arguments` and `environment`; the error gives `posix_spawn`'s
  /// error number. With `blocksStopSignals`, the child
  /// starts with SIGINT and SIGTERM at their default action and blocked (a fuzz worker unblocks
  /// them once its handlers are in place); otherwise with the parent's signal mask, so that a
  /// Ctrl-C ends it with its parent.
  static func spawn(
    executable: String, arguments: [String], environment: [String: String],
    output: Output, errorPath: String, blocksStopSignals: Bool = false
  ) throws(UsageError) -> ChildProcess {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    switch output {
    case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .discarded: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    #if os(Linux)
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if blocksStopSignals {
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, SIGINT)
      sigaddset(&signals, SIGTERM)
      posix_spawnattr_setsigmask(&attributes, &signals)
      posix_spawnattr_setsigdefault(&attributes, &signals)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw UsageError("error \(status)")
    }
    return ChildProcess(pid: pid)
  }

  /// How a child ended: its exit status, or the signal that ended it.
  struct Ending: Equatable {
    var exitStatus: Int32?
    var signal: Int32?
  }

  /// Waits for the child to end.
  func wait() -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return Self.ending(status)
  }

  /// The child's ending if it has ended, else `nil` (without waiting).
  func ended() -> Ending? {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { return Self.ending(status) }
    if result < 0 && errno != EINTR { return Ending(exitStatus: nil, signal: nil) }
    return nil
  }

  static func ending(_ status: Int32) -> Ending {
    let signal = status & 0x7F
    return signal == 0
      ? Ending(exitStatus: (status >> 8) & 0xFF, signal: nil) : Ending(exitStatus: nil, signal: signal)
  }

  func send(_ signal: Int32) { kill(pid, signal) }
}
