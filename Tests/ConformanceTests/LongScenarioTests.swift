import Foundation
import OrientationSpec
import Testing

/// `run FILE` on a long scenario: each event costs what it costs at the hierarchy's limit, not
/// more with each event (50,000 chained presentations took 24.5 s in a release build when each
/// cost more than the last). Not timed: a debug build takes about 3 s of CPU, where a cost
/// that grows with the session's length takes about 15 times as long (the ratio of 30,000 events
/// to twice the limit), past the generous timeout.
@Suite("run: a long scenario's events each cost what they cost at the hierarchy's limit")
struct LongScenarioTests {
  @Test("30,000 chained full-screen presentations then a dismissal run to the end")
  func chainedPresentations() throws {
    let directory = fuzzTemporaryDirectory()
    defer { fuzzRemove(directory) }
    let file = directory + "/presents.scenario"
    let count = 30_000
    var text = """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      positions modulo

      window key
        content "Home"

      events

      """
    // -1: the last controller, counted modulo.
    for _ in 0..<count { text += "  present .fullScreen from -1\n    content \"P\"\n" }
    text += "  dismiss 0\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let child = try ChildRun(["run", file, "--resolver", "reference"])
    #expect(child.wait(seconds: 60) == 0, "\(child.stderrText)")
    let lines = child.stdoutText.split(separator: "\n")
    let skipped = lines.filter {
      $0.hasSuffix("skipped, the hierarchy holds 1000 controllers, the most a session grows it to")
    }
    #expect(skipped.count == count - (SessionRunnerLimits.controllers - 1))
    #expect(lines.contains { $0.hasPrefix("\(count). dismiss presented 0: ") }, "\(lines.suffix(3))")
  }
}
