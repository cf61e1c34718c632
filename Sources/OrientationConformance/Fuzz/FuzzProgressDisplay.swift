import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress on standard error: a bar redrawn in place (`\r`) every 0.1 s on a terminal, a
/// plain line every 5 s otherwise. In process it is also the engine's progress sink.
final class FuzzProgressDisplay: FuzzProgressSink, @unchecked Sendable {
  let terminal = isatty(2) != 0
  let options: FuzzOptions
  let clock = ContinuousClock()
  let start: ContinuousClock.Instant
  var lastDraw: ContinuousClock.Instant
  let interval: Duration
  var findings = 0
  var drewBar = false

  init(options: FuzzOptions, start: ContinuousClock.Instant) {
    self.options = options
    self.start = start
    lastDraw = start
    interval = terminal ? .milliseconds(100) : .seconds(5)
  }

  func starting(_ index: Int) {}
  func shrinking(_ record: [UInt64]) {}

  func finished(sessions: Int, steps: Int) {
    update(sessions: sessions, steps: steps)
  }

  /// Redraws when the interval has passed.
  func update(sessions: Int, steps: Int) {
    let now = clock.now
    guard now - lastDraw >= interval else { return }
    lastDraw = now
    let elapsed = Self.seconds(now - start)
    let rate = elapsed > 0 ? Double(steps) / elapsed : 0
    var fractions: [Double] = []
    if let limit = options.steps { fractions.append(Double(steps) / Double(limit)) }
    if let limit = options.sessions {
      let mine = options.shard.sessions(of: limit)
      if mine > 0 { fractions.append(Double(sessions) / Double(mine)) }
    }
    if let limit = options.seconds { fractions.append(elapsed / limit) }
    let status =
      "\(Self.count(steps)) steps, \(Self.count(sessions)) sessions, \(Self.count(Int(rate))) steps/s,"
      + " \(findings) finding\(findings == 1 ? "" : "s"), \(Self.decimal(elapsed)) s"
    if terminal {
      var bar = ""
      if let fraction = fractions.max() {
        let clamped = min(1, max(0, fraction))
        let filled = Int(clamped * 20)
        bar =
          "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled)
          + "] \(Int(clamped * 100))% "
      }
      write("\r\u{1B}[K" + bar + status)
      drewBar = true
    } else {
      write("fuzz: " + status + "\n")
    }
  }

  /// Ends the bar's line so that what follows starts on its own.
  func finish() {
    if drewBar { write("\r\u{1B}[K") }
    drewBar = false
  }

  /// A line of its own (a finding saved), under the bar.
  func note(_ line: String) {
    finish()
    write(line + "\n")
  }

  func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// `1234567` as `1.23M`, small numbers as they are.
  static func count(_ value: Int) -> String {
    switch value {
    case ..<10_000: String(value)
    case ..<10_000_000: decimal(Double(value) / 1e3, places: 1) + "k"
    default: decimal(Double(value) / 1e6, places: 2) + "M"
    }
  }

  static func decimal(_ value: Double, places: Int = 2) -> String {
    String(format: "%.\(places)f", value)
  }
}
