/// A short printable string for a case: its size and choice record, with a checksum.
///
/// Format: `os1.` then base64url (no padding) of LEB128 varints: the size, the number of
/// choices, each choice, and a CRC-16/CCITT of those bytes (which, unlike a sum modulo 255,
/// sees every single-byte change). Round-trips exactly;
/// a malformed token is a ``ReplayTokenError`` that says what is wrong.
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
  public var size: Int
  public var choices: [UInt64]

  /// A token for `choices` at `size` (a negative size is stored as 0).
  public init(size: Int, choices: [UInt64]) {
    self.size = max(0, size)
    self.choices = choices
  }

  static let prefix = "os1."
  static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// The token text.
  public var description: String {
    var bytes: [UInt8] = []
    Self.appendVarint(UInt64(max(0, size)), to: &bytes)
    Self.appendVarint(UInt64(choices.count), to: &bytes)
    for choice in choices { Self.appendVarint(choice, to: &bytes) }
    let checksum = Self.checksum(bytes)
    bytes.append(UInt8(checksum >> 8))
    bytes.append(UInt8(checksum & 0xFF))
    return Self.prefix + Self.base64(bytes)
  }

  /// Parses a token, or throws what is wrong with it.
  public init(parsing text: String) throws(ReplayTokenError) {
    guard text.hasPrefix(Self.prefix) else { throw .missingPrefix }
    let body = Array(text.utf8.dropFirst(Self.prefix.utf8.count))
    guard let bytes = Self.unbase64(body) else { throw .notBase64 }
    guard bytes.count >= 4 else { throw .tooShort }
    let payload = Array(bytes.dropLast(2))
    let stored = UInt16(bytes[bytes.count - 2]) << 8 | UInt16(bytes[bytes.count - 1])
    guard Self.checksum(payload) == stored else { throw .checksumMismatch }
    var index = 0
    guard let size = Self.readVarint(payload, &index) else { throw .truncated }
    guard size <= UInt64(Int.max) else { throw .sizeOutOfRange }
    guard let count = Self.readVarint(payload, &index), count <= UInt64(payload.count) else {
      throw .truncated
    }
    var choices: [UInt64] = []
    choices.reserveCapacity(Int(count))
    for _ in 0..<count {
      guard let choice = Self.readVarint(payload, &index) else { throw .truncated }
      choices.append(choice)
    }
    guard index == payload.count else { throw .trailingBytes }
    self.size = Int(size)
    self.choices = choices
  }

  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  static func readVarint(_ bytes: [UInt8], _ index: inout Int) -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard shift < 64 else { return nil }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    return nil
  }

  /// CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF).
  static func checksum(_ bytes: [UInt8]) -> UInt16 {
    var crc: UInt16 = 0xFFFF
    for byte in bytes {
      crc ^= UInt16(byte) << 8
      for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
    }
    return crc
  }

  static func base64(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value: UInt32 = 0
      for (offset, byte) in chunk.enumerated() {
        value |= UInt32(byte) << (16 - 8 * UInt32(offset))
      }
      let characters = chunk.count + 1
      for position in 0..<characters {
        out.append(alphabet[Int((value >> (18 - 6 * UInt32(position))) & 0x3F)])
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func unbase64(_ text: [UInt8]) -> [UInt8]? {
    guard text.count % 4 != 1 else { return nil }
    var out: [UInt8] = []
    var index = 0
    while index < text.count {
      let chunk = text[index..<min(index + 4, text.count)]
      var value: UInt32 = 0
      for (offset, character) in chunk.enumerated() {
        guard let digit = alphabet.firstIndex(of: character) else { return nil }
        value |= UInt32(digit) << (18 - 6 * UInt32(offset))
      }
      for position in 0..<(chunk.count - 1) {
        out.append(UInt8((value >> (16 - 8 * UInt32(position))) & 0xFF))
      }
      index += 4
    }
    return out
  }
}

/// What is wrong with a replay token.
public enum ReplayTokenError: Error, Hashable, Sendable, CustomStringConvertible {
  case missingPrefix, notBase64, tooShort, checksumMismatch, truncated, trailingBytes,
    sizeOutOfRange

  public var description: String {
    switch self {
    case .missingPrefix: "a replay token starts with 'os1.'"
    case .notBase64: "a replay token's body uses only A-Z, a-z, 0-9, '-' and '_'"
    case .tooShort: "the replay token is too short to hold a case"
    case .checksumMismatch: "the replay token's checksum does not match: it was altered or cut"
    case .truncated: "the replay token ends in the middle of a value"
    case .trailingBytes: "the replay token has bytes after its last choice"
    case .sizeOutOfRange: "the replay token's size is larger than any generator's"
    }
  }
}
