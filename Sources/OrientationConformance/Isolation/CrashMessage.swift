import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the Swift runtime wrote on a dying child's standard error, kept for a finding: the
/// `Fatal error: …` lines, the backtracer's headline (`Swift runtime failure: Index out of range`,
/// `Program crashed: Bad pointer dereference`) and the first frames of the crashed thread, with
/// every address removed, so that the same crash gives the same text.
enum CrashMessage {
  /// The environment that makes the runtime print a crash's backtrace, symbolicated, without
  /// prompting; the environment's own `SWIFT_BACKTRACE` wins.
  static let backtraces =
    "enable=yes,interactive=no,color=no,registers=none,images=none,limit=12,top=4"

  /// The frames kept.
  static let frames = 4

  /// The message in the file at `path`; empty when there is none.
  static func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    return extract(String(decoding: data.prefix(1 << 20), as: UTF8.self))
  }

  /// The message in a dying process's standard error.
  static func extract(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var kept: [String] = []
    for line in lines where line.contains("Fatal error") || line.contains("fatal error") {
      if kept.count < 3 { kept.append(line.trimmingCharacters(in: .whitespaces)) }
    }
    var inFrames = false
    var crashed: [String] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("*** ") && !trimmed.contains("Backtracing from") {
        kept.append(withoutAddresses(trimmed))
      } else if trimmed.hasPrefix("Thread ") && trimmed.hasSuffix("crashed:") {
        inFrames = true
      } else if inFrames {
        if trimmed.isEmpty || trimmed == "..." {
          if !crashed.isEmpty { inFrames = false }
          continue
        }
        if trimmed.first?.isNumber == true { crashed.append(withoutAddresses(trimmed)) }
      }
    }
    // The runtime's own frames (the assertion machinery, the standard library) say less than the
    // code that called them: the first frames outside it, else the first frames.
    let own = crashed.filter { !$0.contains("[system]") && !$0.contains(" in libswiftCore") }
    kept += (own.isEmpty ? crashed : own).prefix(frames).map { "  " + $0 }
    if kept.isEmpty {
      // No runtime message: the first lines the process wrote, if any.
      kept = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.prefix(2).map {
        withoutAddresses($0)
      }
    }
    return kept.joined(separator: "\n")
  }

  /// `text` without hexadecimal addresses (`0x…`), which differ from one run to the next.
  static func withoutAddresses(_ text: String) -> String {
    var words: [Substring] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if word.hasPrefix("0x") && word.dropFirst(2).allSatisfy(\.isHexDigit) && word.count > 2 {
        // "at 0x…" goes with its address.
        if words.last == "at" { words.removeLast() }
        continue
      }
      words.append(word)
    }
    return words.joined(separator: " ")
  }

  /// How a child ended, for people: its signal, its exit status, or the hang.
  static func cause(signal: Int32?, exitStatus: Int32?, hangSeconds: Double?) -> String {
    if let hangSeconds {
      return "no progress for \(hangSeconds) s: the process was stopped"
    }
    if let signal { return "the process died of signal \(signal) (\(signalName(signal)))" }
    return "the process exited with status \(exitStatus ?? 0)"
  }

  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    default: "signal \(signal)"
    }
  }
}
