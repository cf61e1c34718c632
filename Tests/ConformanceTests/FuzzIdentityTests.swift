import Foundation
import OrientationConformance
import Testing

/// Each fuzz finding names the failure it is, in the JSON summary and in its file's header, in
/// process and from worker processes, and a later campaign reads it back from the file.
@Suite("fuzz: each finding's identity, in the summary and the saved file")
struct FuzzIdentityTests {
  static let campaign = [
    "fuzz", "--resolver", "uikit-default", "--sessions", "40", "--session-length", "20",
  ]

  /// The summary's (property, identity, file) per failure.
  static func identities(_ summary: FuzzSummary) -> [(String, String, String)] {
    summary.failures.compactMap { failure in
      guard let property = failure["property"] as? String,
        let identity = failure["identity"] as? String, let file = failure["file"] as? String
      else { return nil }
      return (property, identity, file)
    }
  }

  @Test("In process and in workers alike: distinct identities, each its file's header line")
  func identities() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let (status, summary, _) = fuzzInProcess(Array(Self.campaign.dropFirst()))
    #expect(status == .finding)
    let inProcess = Self.identities(try #require(summary))
    #expect(inProcess.count == summary?.failures.count)
    #expect(inProcess.count >= 3)
    // Each new finding its own failure: an identity starts with its property, none repeats.
    #expect(inProcess.allSatisfy { $0.1.hasPrefix($0.0) })
    #expect(Set(inProcess.map(\.1)).count == inProcess.count)
    #expect(inProcess.contains { $0.1 != $0.0 })
    // From workers: the same findings, the same identities, each in its file's header.
    let child = try ChildRun(Self.campaign + ["--json", "--failures", directory, "--jobs", "2"])
    #expect(child.wait() == 1, "\(child.stderrText)")
    let workers = Self.identities(try #require(FuzzSummary(child.stdoutText)))
    #expect(workers.map(\.1).sorted() == inProcess.map(\.1).sorted())
    for (_, identity, file) in workers {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.contains("\n# identity: \(identity)\n"), "\(file)")
      #expect(try SavedFinding(path: file).identity == identity)
    }
    // A later campaign replays the saved findings first and reports them with their identities.
    let next = try ChildRun([
      "fuzz", "--resolver", "uikit-default", "--sessions", "1", "--session-length", "20",
      "--json", "--failures", directory,
    ])
    #expect(next.wait() == 1, "\(next.stderrText)")
    let replayed = Self.identities(try #require(FuzzSummary(next.stdoutText)))
    #expect(Set(replayed.map(\.1)).isSuperset(of: workers.map(\.1)))
  }
}
