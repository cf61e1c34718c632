import Foundation
import Generators
import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OrientationCheck {
  /// `fuzz --html`: draws each new finding beside its scenario file (`NAME.html`), once the
  /// campaign has ended. Each page is drawn by `replay TOKEN … --html PAGE` in a child of this
  /// executable, so that code that misbehaves only sometimes cannot end the campaign; a crash or
  /// hang finding gets no page (its session does not run to the end), nor one whose child fails.
  func fuzzDrawPages(_ options: FuzzOptions, resolver: String, _ ledger: FuzzLedger) {
    let timeLimit = max(30, options.hangSeconds * 3)
    for (finding, path) in ledger.findings where !path.isEmpty {
      guard Invariant(rawValue: finding.property) != nil else { continue }
      let page = Self.pagePath(forScenario: path)
      var arguments = [
        "replay", finding.token.description, "--resolver", resolver,
        "--session-length", String(options.sessionLength),
        "--max-controllers", String(options.maxControllers),
      ]
      for assignment in finding.assumptions.assignments { arguments += ["--assume", assignment] }
      arguments += ["--in-process", "--html", page]
      let drawn = Self.runChild(
        executable: FuzzWorkerProcess.executable, arguments: arguments, seconds: timeLimit)
      if !drawn {
        try? FileManager.default.removeItem(atPath: page)
        errorOutput("\(programName): fuzz: could not draw \(page); its scenario is \(path)")
      }
    }
  }

  /// `finding.scenario` → `finding.html`.
  static func pagePath(forScenario path: String) -> String {
    (path.hasSuffix(".scenario") ? String(path.dropLast(".scenario".count)) : path) + ".html"
  }

  /// Runs `executable` with its output discarded until it ends or `seconds` pass (then it is
  /// killed); whether it ended by itself with exit 0 or 1 (a replay that found its violation).
  static func runChild(executable: String, arguments: [String], seconds: Double) -> Bool {
    let child: ChildProcess
    do {
      child = try ChildProcess.spawn(
        executable: executable, arguments: arguments,
        environment: ChildProcess.environment([:]), output: .discarded, errorPath: "/dev/null")
    } catch {
      return false
    }
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    while true {
      if let ending = child.ended() {
        return ending.signal == nil && (ending.exitStatus == 0 || ending.exitStatus == 1)
      }
      if clock.now >= deadline || FuzzSignals.stopRequested {
        child.send(SIGKILL)
        _ = child.wait()
        return false
      }
      usleep(5_000)
    }
  }
}
