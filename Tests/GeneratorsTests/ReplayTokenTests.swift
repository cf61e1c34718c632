import Generators
import Testing

/// Token bytes built by hand, with an independent base64url encoder and CRC-16/CCITT-FALSE.
enum TokenBytes {
  static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

  /// `os1.` and the base64url text of `payload` and `checksum` (by default its CRC-16).
  static func token(_ payload: [UInt8], checksum: UInt16? = nil) -> String {
    let sum = checksum ?? crc16(payload)
    return "os1." + base64url(payload + [UInt8(sum >> 8), UInt8(sum & 0xFF)])
  }

  /// CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR),
  /// a byte at a time without a table: another formulation than the library's bit loop.
  static func crc16(_ bytes: [UInt8]) -> UInt16 {
    var crc: UInt16 = 0xFFFF
    for byte in bytes {
      var x = UInt16(crc >> 8) ^ UInt16(byte)
      x ^= x >> 4
      crc = (crc << 8) ^ (x << 12) ^ (x << 5) ^ x
    }
    return crc
  }

  /// Fletcher-16, the checksum tokens used before CRC-16: for the token it could not refuse.
  static func fletcher16(_ bytes: [UInt8]) -> UInt16 {
    var (a, b): (UInt16, UInt16) = (0, 0)
    for byte in bytes {
      a = (a + UInt16(byte)) % 255
      b = (b + a) % 255
    }
    return b << 8 | a
  }

  static func base64url(_ bytes: [UInt8]) -> String {
    var bits = 0
    var buffer = 0
    var text = ""
    for byte in bytes {
      buffer = (buffer << 8 | Int(byte)) & 0xFFFF
      bits += 8
      while bits >= 6 {
        bits -= 6
        text.append(alphabet[(buffer >> bits) & 0x3F])
      }
    }
    if bits > 0 { text.append(alphabet[(buffer << (6 - bits)) & 0x3F]) }
    return text
  }

  /// LEB128.
  static func varint(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    return bytes + [UInt8(value)]
  }

  /// The payload of a well-formed token: size, count, choices.
  static func payload(size: UInt64, _ choices: [UInt64]) -> [UInt8] {
    varint(size) + varint(UInt64(choices.count)) + choices.flatMap(varint)
  }
}

@Suite("Replay tokens: round trips, the format, and every malformed token named")
struct ReplayTokenTests {
  static let roundTrips: [Row<ReplayToken, Void>] = [
    Row("empty record", ReplayToken(size: 10, choices: []), ()),
    Row("size 0", ReplayToken(size: 0, choices: []), ()),
    Row("one zero", ReplayToken(size: 10, choices: [0]), ()),
    Row("varint edges", ReplayToken(size: 10, choices: [127, 128, 16_383, 16_384, 1 << 35]), ()),
    Row("UInt64.max", ReplayToken(size: 10, choices: [.max]), ()),
    Row("Int.max size", ReplayToken(size: .max, choices: [.max, 0, .max]), ()),
    Row(
      "5,000 random values",
      ReplayToken(size: 3, choices: Self.randomValues(count: 5_000, seed: 1)), ()),
    Row(
      "a long record of zeros", ReplayToken(size: 10, choices: Array(repeating: 0, count: 3_000)),
      ()),
  ]

  static func randomValues(count: Int, seed: UInt64) -> [UInt64] {
    var random = Xoshiro256StarStar(seed: seed)
    return (0..<count).map { index in
      // Every width: a value of up to `index % 65` bits.
      let bits = UInt64(index % 65)
      return bits == 64 ? random.next() : random.next() & ((1 << bits) - 1)
    }
  }

  @Test("a token parses back to its size and record", arguments: roundTrips)
  func roundTrip(_ row: Row<ReplayToken, Void>) throws {
    let text = row.input.description
    #expect(text.hasPrefix("os1."), sourceLocation: row.sourceLocation)
    #expect(
      text.dropFirst(4).allSatisfy { TokenBytes.alphabet.contains($0) },
      sourceLocation: row.sourceLocation)
    #expect(try ReplayToken(parsing: text) == row.input, sourceLocation: row.sourceLocation)
  }

  @Test("tokens of generated hierarchies and sessions round-trip and replay the case")
  func generatedRoundTrips() throws {
    for seed: UInt64 in 0..<100 {
      let (hierarchy, record) = Gen.hierarchy().generate(seed: seed)
      let token = try ReplayToken(parsing: ReplayToken(size: 10, choices: record).description)
      #expect(token.choices == record)
      #expect(Property.replay(token, with: Gen.hierarchy()) == hierarchy, "seed \(seed)")
      let (session, sessionRecord) = Gen.session(length: 5).generate(seed: seed, size: 4)
      let sessionToken = ReplayToken(size: 4, choices: sessionRecord)
      #expect(
        Property.replay(
          try ReplayToken(parsing: sessionToken.description), with: Gen.session(length: 5))
          == session, "seed \(seed)")
    }
  }

  static let goldens: [Row<ReplayToken, String>] = [
    Row("size 10, no choice", ReplayToken(size: 10, choices: []), "os1.CgDyxA"),
    Row("size 0, [1, 7]", ReplayToken(size: 0, choices: [1, 7]), "os1.AAIBB6l2"),
    Row("size 10, [UInt64.max]", ReplayToken(size: 10, choices: [.max]), "os1.CgH___________8BCPs"),
  ]

  @Test(
    "the format is pinned: prefix, base64url of LEB128 size, count, choices, CRC-16/CCITT-FALSE",
    arguments: goldens)
  func golden(_ row: Row<ReplayToken, String>) {
    #expect(row.input.description == row.expected, sourceLocation: row.sourceLocation)
    let payload = TokenBytes.payload(size: UInt64(row.input.size), row.input.choices)
    #expect(TokenBytes.token(payload) == row.expected, sourceLocation: row.sourceLocation)
  }

  @Test("the hand-built CRC-16 gives the catalogue's check value: 0x29B1 for \"123456789\"")
  func checkValue() {
    #expect(TokenBytes.crc16(Array("123456789".utf8)) == 0x29B1)
    #expect(TokenBytes.crc16([]) == 0xFFFF)
  }

  @Test("a negative size is stored as 0")
  func negativeSize() throws {
    let token = ReplayToken(size: -5, choices: [1])
    #expect(token.size == 0)
    #expect(token == ReplayToken(size: 0, choices: [1]))
    #expect(try ReplayToken(parsing: token.description) == ReplayToken(size: 0, choices: [1]))
  }

  static let malformed: [Row<String, ReplayTokenError>] = [
    Row("empty text", "", .missingPrefix),
    Row("another version", "os2.CgDyxA", .missingPrefix),
    Row("upper-case prefix", "OS1.CgDyxA", .missingPrefix),
    Row("no separator", "os1CgDyxA", .missingPrefix),
    Row("a character outside base64url", "os1.CgD+xA", .notBase64),
    Row("padding", "os1.CgDyxA==", .notBase64),
    Row("a length of 4k + 1 characters", "os1.CgDyx", .notBase64),
    Row("no body", "os1.", .tooShort),
    Row("one byte", "os1.Cg", .tooShort),
    Row("three bytes", "os1.CgDy", .tooShort),
    Row("an altered character", "os1.CwDyxA", .checksumMismatch),
    Row("a cut token", String("os1.AAIBB6l2".dropLast(2)), .checksumMismatch),
    Row("a choice cut in the middle", TokenBytes.token([10, 1, 0x80]), .truncated),
    Row("a count larger than the bytes", TokenBytes.token([10, 9, 1]), .truncated),
    Row("fewer choices than the count", TokenBytes.token([10, 3, 1, 2]), .truncated),
    Row(
      "a size one past Int.max",
      TokenBytes.token(TokenBytes.payload(size: UInt64(Int.max) + 1, [])), .sizeOutOfRange),
    Row(
      "a size of UInt64.max", TokenBytes.token(TokenBytes.payload(size: .max, [])),
      .sizeOutOfRange),
    Row("a byte after the last choice", TokenBytes.token([10, 1, 5, 6]), .trailingBytes),
    Row("no choice, then a byte", TokenBytes.token([10, 0, 0]), .trailingBytes),
  ]

  @Test("a malformed token is the error that names what is wrong", arguments: malformed)
  func malformedToken(_ row: Row<String, ReplayTokenError>) {
    #expect(throws: row.expected, sourceLocation: row.sourceLocation) {
      try ReplayToken(parsing: row.input)
    }
  }

  static let messages: [Row<ReplayTokenError, String>] = [
    Row("missingPrefix", .missingPrefix, "a replay token starts with 'os1.'"),
    Row(
      "notBase64", .notBase64, "a replay token's body uses only A-Z, a-z, 0-9, '-' and '_'"),
    Row("tooShort", .tooShort, "the replay token is too short to hold a case"),
    Row(
      "checksumMismatch", .checksumMismatch,
      "the replay token's checksum does not match: it was altered or cut"),
    Row("truncated", .truncated, "the replay token ends in the middle of a value"),
    Row("trailingBytes", .trailingBytes, "the replay token has bytes after its last choice"),
    Row(
      "sizeOutOfRange", .sizeOutOfRange, "the replay token's size is larger than any generator's"),
  ]

  @Test("each error says what is wrong in a sentence", arguments: messages)
  func message(_ row: Row<ReplayTokenError, String>) {
    #expect(row.input.description == row.expected, sourceLocation: row.sourceLocation)
  }

  @Test("every error case has a row above")
  func everyErrorHasARow() {
    let covered = Set(Self.malformed.map(\.expected))
    #expect(covered.count == 7)
    #expect(Set(Self.messages.map(\.input)) == covered)
  }

  @Test("changing any one byte of a token to any other value is a checksum mismatch")
  func alteredBytes() {
    // 0x00 and 0xFF bytes included: the size, the count, a zero, varints of 2, 3 and 10 bytes.
    let payload = TokenBytes.payload(size: 10, [3, 0, 200, 70_000, .max])
    let checksum = TokenBytes.crc16(payload)
    #expect(payload.contains(0x00) && payload.contains(0xFF))
    for position in payload.indices {
      for value in UInt8.min...UInt8.max where value != payload[position] {
        var altered = payload
        altered[position] = value
        let text = TokenBytes.token(altered, checksum: checksum)
        #expect(
          throws: ReplayTokenError.checksumMismatch,
          "byte \(position): \(payload[position]) to \(value): \(text)"
        ) {
          try ReplayToken(parsing: text)
        }
      }
    }
  }

  @Test(
    "the token Fletcher-16 let through, a byte turned from 0x00 to 0xFF, is a checksum mismatch")
  func formerBlindSpot() throws {
    // Size 0, choices [1, 7]: bytes 00 02 01 07. With the first byte 0xFF, the size varint
    // would swallow the count (size 0x7F | 2 << 7 = 383, one choice, 7); Fletcher-16 sums
    // modulo 255, so 0x00 and 0xFF weigh the same and the crafted token used to parse.
    let payload = TokenBytes.payload(size: 0, [1, 7])
    let altered = [0xFF] + payload.dropFirst()
    #expect(TokenBytes.fletcher16(altered) == TokenBytes.fletcher16(payload))
    let crafted = TokenBytes.token(altered, checksum: TokenBytes.fletcher16(payload))
    #expect(crafted == "os1._wIBBw8K")
    #expect(throws: ReplayTokenError.checksumMismatch) { try ReplayToken(parsing: crafted) }
    // The same change under the CRC of the true token: CRC-16 sees it.
    #expect(TokenBytes.crc16(altered) != TokenBytes.crc16(payload))
    let recrafted = TokenBytes.token(altered, checksum: TokenBytes.crc16(payload))
    #expect(recrafted == "os1._wIBB6l2")
    #expect(throws: ReplayTokenError.checksumMismatch) { try ReplayToken(parsing: recrafted) }
  }
}
