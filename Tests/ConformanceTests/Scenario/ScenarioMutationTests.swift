import Generators
import OrientationConformance
import OrientationSpec
import Testing

@Suite("Scenario robustness: mutated texts never trap, and every error points into the text")
struct ScenarioMutationTests {
  /// Pieces a mutation inserts: the format's own punctuation and words, and troublemakers.
  static let pieces = [
    " ", "  ", "\t", "\n", "\r", "#", "\"", "\\", "[", "]", ",", "(", ")", ":", ".", "-", "{",
    "\\u{", "0", "7", "-1", "99999999999999999999", "presents", "content", "navigation",
    "tabBar", "alert", "key", "level", "selected", "more", "none", "window", "events", "push",
    "beingPresented", ".fullScreen", ".all", "[]", "é", "\u{301}", "🎬",
  ]

  /// `text` with one random edit: a deletion, an insertion, a duplicated or dropped line,
  /// or a line moved in or out by two spaces.
  static func mutate(_ text: String, _ random: inout Xoshiro256StarStar) -> String {
    var scalars = Array(text.unicodeScalars)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = Int(random.next(below: UInt64(lines.count)))
    switch random.next(below: 6) {
    case 0:
      let start = Int(random.next(below: UInt64(scalars.count)))
      let length = Int(random.next(below: 12)) + 1
      scalars.removeSubrange(start..<min(scalars.count, start + length))
    case 1:
      let at = Int(random.next(below: UInt64(scalars.count + 1)))
      let piece = pieces[Int(random.next(below: UInt64(pieces.count)))]
      scalars.insert(contentsOf: piece.unicodeScalars, at: at)
    case 2:
      lines.insert(lines[line], at: line)
      return lines.joined(separator: "\n")
    case 3:
      lines.remove(at: line)
      return lines.joined(separator: "\n")
    case 4:
      lines[line] = "  " + lines[line]
      return lines.joined(separator: "\n")
    default:
      lines[line] = String(lines[line].dropFirst(2))
      return lines.joined(separator: "\n")
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// Mutates `texts` `count` times (one to four edits each, from `seed`) and hands each mutant
  /// to `parse`; a mutant it refuses must be refused at a line and column inside the text.
  /// Returns how many parsed and how many failed.
  static func forEachMutant(
    of texts: [String], seed: UInt64, count: Int = 3_000,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ parse: (_ text: String, _ recipe: String) throws(ScenarioError) -> Void
  ) -> (parsed: Int, failed: Int) {
    var random = Xoshiro256StarStar(seed: seed)
    var parsed = 0
    var failed = 0
    for index in 0..<count {
      var text = texts[index % texts.count]
      for _ in 0...random.next(below: 3) { text = mutate(text, &random) }
      let recipe = "mutation \(index) of seed \(seed)"
      do throws(ScenarioError) {
        try parse(text, "\(recipe):\n\(text)")
        parsed += 1
      } catch {
        failed += 1
        let lines = text.unicodeScalars.split(
          omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        #expect(
          (1...(lines.count + 1)).contains(error.line) && error.column >= 1,
          "\(recipe): \(error)\n\(text)", sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
      }
    }
    return (parsed, failed)
  }

  @Test("3,000 mutated scenarios: each parses to a session that round-trips, or fails in the text")
  func mutations() {
    let (parsed, failed) = Self.forEachMutant(
      of: ScenarioRoundTripTests.canonical.map(\.text), seed: 2024
    ) { text, recipe throws(ScenarioError) in
      expectRoundTrip(try Scenario.parse(text), Comment(rawValue: recipe))
    }
    #expect(parsed > 300)
    #expect(failed > 300)
  }
}
