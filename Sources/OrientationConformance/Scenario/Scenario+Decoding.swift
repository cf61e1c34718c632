import Foundation
public import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scenarios as bytes and as files: text that is not UTF-8 is an error at its first bad byte,
/// located as the lexer locates every other error.
extension Scenario {
  /// Reads a scenario from its UTF-8 bytes, or throws the first problem with its line and column
  /// (a byte that is not UTF-8 included).
  public static func parse(utf8 bytes: some Collection<UInt8>) throws(ScenarioError) -> Session {
    try parse(try text(utf8: bytes))
  }

  /// The text that `bytes` encode in UTF-8, or an error at the first byte that is not UTF-8: its
  /// line (lines end with `\n`, `\r\n` or `\r`) and its column (Unicode scalars from 1), as the
  /// lexer counts them. A byte order mark that starts the bytes is dropped, as Foundation drops
  /// it.
  public static func text(utf8 bytes: some Collection<UInt8>) throws(ScenarioError) -> String {
    var text = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var line = 1
    var column = 1
    var offset = 0
    var afterReturn = false
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        offset += encoded.count
        if scalar == "\u{FEFF}" && offset == encoded.count { continue }
        text.append(scalar)
        if scalar == "\n" && afterReturn {
          afterReturn = false
          continue
        }
        afterReturn = scalar == "\r"
        if scalar == "\n" || scalar == "\r" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput:
        return String(text)
      case .error:
        let byte = bytes.dropFirst(offset).first ?? 0
        let hex = String(byte, radix: 16, uppercase: true)
        throw ScenarioError(
          line: line, column: column,
          message:
            "not UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) begins no valid character;"
            + " a scenario is UTF-8 text")
      }
    }
  }

  /// Reads and parses the scenario file at `path` (`what` names it in errors: "scenario file"),
  /// its `assume` lines included. A file that cannot be read says why; a malformed one is
  /// `PATH:LINE:COLUMN: message`. An empty file, a device or a pipe is read to its end and goes to
  /// the parser like any other.
  static func read(
    contentsOf path: String, what: String
  ) throws(UsageError) -> (text: String, document: Document) {
    let bytes = try readBytes(path, what: what)
    do {
      let text = try Scenario.text(utf8: bytes)
      return (text, try Scenario.parseDocument(text))
    } catch {
      throw UsageError("\(path):\(error)")
    }
  }

  /// Every byte of the file at `path`, read to its end, or why it cannot be read.
  static func readBytes(_ path: String, what: String) throws(UsageError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw UsageError("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw UsageError("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
      }
      bytes += chunk[0..<count]
    }
  }
}

/// The C library's `read`, which `Scenario.read(contentsOf:what:)` hides inside the extension.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
