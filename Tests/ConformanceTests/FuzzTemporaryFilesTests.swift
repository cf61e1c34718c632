import Foundation
import OrientationConformance
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("fuzz: the worker files in the temporary directory do not outlive their campaign")
struct FuzzTemporaryFilesTests {
  /// The temporary directory's files of campaign `pid`.
  static func files(of pid: pid_t) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
    return names.filter {
      $0.hasPrefix("orientation-check-fuzz-\(pid)-")
        || $0.hasPrefix("orientation-check-fuzz-\(pid).")
    }.sorted()
  }

  /// Whether process `pid` exists and has not ended (a zombie has: nobody may reap it here).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  @Test(
    "A campaign killed with SIGKILL leaves its files; the next campaign removes them, not a live one's"
  )
  func staleFilesRemoved() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let killed = try endlessCampaign(failures: directory)
    let pid = killed.process.processIdentifier
    let deadline = Date().addingTimeInterval(30)
    while Self.files(of: pid).count < 4 && Date() < deadline { usleep(10_000) }
    // Killed as its workers start: they stop once they see their campaign gone.
    let workers = childProcesses(of: pid)
    kill(pid, SIGKILL)
    _ = killed.wait()
    #if os(Linux)
      #expect(workers.count == 2)
      let stopped = Date().addingTimeInterval(20)
      while workers.contains(where: Self.isRunning) && Date() < stopped { usleep(10_000) }
      #expect(!workers.contains(where: Self.isRunning), "workers outlived their campaign")
      for worker in workers where Self.isRunning(worker) { kill(worker, SIGKILL) }
    #endif
    let left = Self.files(of: pid)
    #expect(
      left == [
        "orientation-check-fuzz-\(pid)-1.progress", "orientation-check-fuzz-\(pid)-1.stderr",
        "orientation-check-fuzz-\(pid)-2.progress", "orientation-check-fuzz-\(pid)-2.stderr",
      ])
    // A live campaign's file (this process holds its lock), one of a process that no longer
    // exists, and a file that is none of theirs.
    let temporary = NSTemporaryDirectory() + "/"
    let live = temporary + "orientation-check-fuzz-\(getpid())-9.progress"
    let lock = open(live, O_RDWR | O_CREAT, 0o600)
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    defer {
      close(lock)
      unlink(live)
    }
    let orphan = temporary + "orientation-check-fuzz-999999999-1.stderr"
    let other = temporary + "orientation-check-fuzz-notes.txt"
    for path in [orphan, other] { FileManager.default.createFile(atPath: path, contents: nil) }
    defer { unlink(other) }
    let next = try ChildRun([
      "fuzz", "--resolver", "reference", "--jobs", "2", "--sessions", "2", "--session-length",
      "5", "--json", "--failures", directory,
    ])
    #expect(next.wait() == 0, "\(next.stderrText)")
    #expect(Self.files(of: pid).isEmpty)
    #expect(Self.files(of: next.process.processIdentifier).isEmpty)
    #expect(FileManager.default.fileExists(atPath: live))
    #expect(!FileManager.default.fileExists(atPath: orphan))
    #expect(FileManager.default.fileExists(atPath: other))
  }
}
