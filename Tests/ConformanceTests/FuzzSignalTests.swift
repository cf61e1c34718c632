import Foundation
import OrientationConformance
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes whose parent is `pid` (Linux: from /proc; elsewhere none, and the tests wait a
/// fixed time instead).
func childProcesses(of pid: pid_t) -> [pid_t] {
  #if os(Linux)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let child = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // pid (comm) state ppid …: the command name may hold spaces, so read after its ')'.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
    }
  #else
    return []
  #endif
}

/// A campaign of the reference resolver with two jobs and no budget: only a signal ends it.
func endlessCampaign(failures directory: String) throws -> ChildRun {
  try ChildRun([
    "fuzz", "--resolver", "reference", "--jobs", "2", "--session-length", "20", "--json",
    "--failures", directory,
  ])
}

/// Waits until a file whose name ends with `suffix` is opened in `directory` (Linux: inotify,
/// watching from `init` on; elsewhere a fixed 0.2 s). Returns whether it saw one in time.
final class OpenWatcher {
  #if os(Linux)
    let descriptor: Int32
  #endif

  init(directory: String) {
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_NONBLOCK))
      _ = inotify_add_watch(descriptor, directory, UInt32(IN_OPEN))
    #endif
  }

  deinit {
    #if os(Linux)
      close(descriptor)
    #endif
  }

  func waitForOpen(suffix: String, seconds: Double) -> Bool {
    #if os(Linux)
      let deadline = Date().addingTimeInterval(seconds)
      var buffer = [UInt8](repeating: 0, count: 65536)
      while Date() < deadline {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 20) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        var offset = 0
        // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
        while count > 0 && offset + 16 <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          }
          let name = String(
            decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 },
            as: UTF8.self)
          if name.hasSuffix(suffix) { return true }
          offset += 16 + length
        }
      }
      return false
    #else
      usleep(200_000)
      return true
    #endif
  }
}

@Suite("fuzz: a SIGINT or SIGTERM at any moment of a campaign's start ends it with its summary")
struct FuzzSignalTests {
  /// A saved finding's text: the player scenario of ScenarioFormat.md under a finding's header.
  static let savedFinding =
    "# orientation-check fuzz finding\n# property: crash\n# resolver: reference\n"
    + RunCommandTests.playerSession

  /// Checks that `child`, signalled, ended normally with its summary, marked interrupted, and
  /// the exit status its failures call for.
  static func expectSummary(_ child: ChildRun, _ context: String) throws {
    let status = child.wait(seconds: 60)
    #expect(child.process.terminationReason == .exit, "\(context): \(child.stderrText)")
    let summary = try #require(
      FuzzSummary(child.stdoutText), "\(context): status \(status): \(child.stderrText)")
    #expect(summary.interrupted, "\(context)")
    #expect(status == (summary.failures.isEmpty ? 0 : 1), "\(context): \(child.stderrText)")
  }

  @Test(
    "A signal while the saved findings are read ends the run with its summary",
    arguments: [["--in-process"], ["--jobs", "2"]], ["SIGINT", "SIGTERM"])
  func whileReadingSavedFindings(mode: [String], signal: String) throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let saved = directory + "/reference"
    try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
    // Enough files that reading them takes a while.
    for index in 0..<3000 {
      try Data(Self.savedFinding.utf8).write(
        to: URL(fileURLWithPath: saved + "/crash-\(String(index, radix: 16)).scenario"))
    }
    let watcher = OpenWatcher(directory: saved)
    let child = try ChildRun(
      [
        "fuzz", "--resolver", "reference", "--session-length", "5", "--json", "--failures",
        directory,
      ] + mode)
    #expect(watcher.waitForOpen(suffix: ".scenario", seconds: 30))
    kill(child.process.processIdentifier, signal == "SIGINT" ? SIGINT : SIGTERM)
    try Self.expectSummary(child, "\(mode) \(signal)")
  }

  @Test("Ctrl-C as the workers start ends every process with one summary")
  func asWorkersStart() throws {
    for round in 0..<5 {
      let directory = fuzzTemporaryDirectory()
      defer { fuzzRemove(directory) }
      let child = try endlessCampaign(failures: directory)
      let pid = child.process.processIdentifier
      // As soon as a worker exists, it is still starting: Ctrl-C reaches the whole process
      // group (the child leads its own), the workers as well as the campaign.
      #if os(Linux)
        let deadline = Date().addingTimeInterval(30)
        while childProcesses(of: pid).isEmpty && Date() < deadline { usleep(200) }
      #else
        usleep(20_000)
      #endif
      kill(-pid, SIGINT)
      try Self.expectSummary(child, "round \(round)")
    }
  }
}
