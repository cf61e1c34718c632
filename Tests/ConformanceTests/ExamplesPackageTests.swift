import Foundation
import Testing

/// `Examples/` is an app team's package that depends on this one by path: CI builds it and runs its
/// tests through this suite, so the README's one test command (`swift test`) covers it.
@Suite("Examples: the app team's package builds and its tests pass")
struct ExamplesPackageTests {
  /// The repository's root: three levels above this file (`Tests/ConformanceTests/…`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Variables a test runner may set for its own test process that must not leak into the nested
  /// one (they would point SwiftPM, XCTest or Swift Testing at the outer run). On Linux, Swift
  /// 6.3's `swift test` sets none of them; the filter guards other platforms and runners.
  static func isInherited(_ name: String) -> Bool {
    ["XCTest", "SWIFTPM_", "SWIFT_TESTING", "LLVM_PROFILE_FILE", "SWIFT_BACKTRACE"].contains {
      name.hasPrefix($0)
    }
  }

  /// `swift` on the `PATH`, as CI runs it.
  static func swift(in environment: [String: String]) -> URL? {
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  @Test(
    "swift test --package-path Examples succeeds",
    .enabled(if: ProcessInfo.processInfo.environment["ORIENTATIONSPEC_SKIP_EXAMPLES"] == nil),
    .timeLimit(.minutes(30)))
  func examplesPackage() throws {
    let environment = ProcessInfo.processInfo.environment.filter { !Self.isInherited($0.key) }
    let swift = try #require(Self.swift(in: environment), "no swift on PATH")
    let examples = Self.root.appendingPathComponent("Examples")
    let process = Process()
    process.executableURL = swift
    process.arguments = [
      "test", "--package-path", examples.path,
      "--scratch-path", examples.appendingPathComponent(".build").path,
    ]
    process.environment = environment
    process.currentDirectoryURL = examples
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationReason == .exit && process.terminationStatus == 0,
      "swift test --package-path Examples exited \(process.terminationStatus):\n\(output)")
    // The run did test something: the app's suite ran and passed.
    #expect(
      output.contains(
        "Suite \"MyApp: the base classes and the app delegate hold every invariant\""),
      "\(output)")
  }
}
