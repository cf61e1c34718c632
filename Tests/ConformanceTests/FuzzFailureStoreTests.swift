import Foundation
import OrientationConformance
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("fuzz --failures: a directory that cannot be written is refused before anything runs")
struct FuzzFailureStoreTests {
  @Test("A --failures path that cannot be written is refused up front: exit 64, the path named")
  func unwritableFailures() throws {
    let base = fuzzTemporaryDirectory()
    defer {
      chmod(base + "/read-only", 0o755)
      fuzzRemove(base)
    }
    let file = base + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.createDirectory(
      atPath: base + "/taken", withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/taken/uikit-default"))
    var rows = [
      // A regular file, a directory under one, a resolver's directory that is a file.
      (file, "'\(file)' is not a directory"),
      (file + "/sub", "'\(file)' is not a directory"),
      (base + "/taken", "'\(base)/taken/uikit-default' is not a directory"),
    ]
    // Root writes where permissions say it cannot; sysfs refuses everyone a directory.
    if geteuid() != 0 {
      try FileManager.default.createDirectory(
        atPath: base + "/read-only", withIntermediateDirectories: true)
      chmod(base + "/read-only", 0o555)
      rows.append(
        (
          base + "/read-only",
          "cannot create the directory '\(base)/read-only/uikit-default': Permission denied"
        ))
    }
    #if os(Linux)
      rows.append(
        (
          "/sys/kernel/orientation-check-failures",
          "cannot create the directory '/sys/kernel/orientation-check-failures': "
        ))
    #endif
    for (path, reason) in rows {
      let captured = Captured()
      let status = captured.run([
        "fuzz", "--resolver", "uikit-default", "--sessions", "30", "--session-length", "10",
        "--in-process", "--failures", path,
      ])
      #expect(status == .usage, "\(path)")
      let message = "orientation-check: --failures '\(path)' cannot be written: \(reason)"
      #expect(captured.err.first?.hasPrefix(message) == true, "\(captured.err)")
      // Nothing ran: no progress, no finding, no summary.
      #expect(captured.err.count == 2, "\(captured.err)")
      #expect(captured.out.isEmpty)
    }
  }
}
