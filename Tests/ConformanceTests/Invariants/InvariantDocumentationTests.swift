import Foundation
import OrientationSpec
import Testing

/// Documentation/Invariants.md and the rule pages link each other exactly as `Invariant.rules`
/// says: every invariant's row links each rule it rests on, every such rule's page links back to
/// the invariant's anchor, and no page or row links more.
@Suite("Documentation: invariants and rule pages link each other as Invariant.rules says")
struct InvariantDocumentationTests {
  static let documentation = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation")

  static func read(_ path: String) throws -> String {
    try String(contentsOf: documentation.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every match of `pattern`'s first capture group in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The table row of `invariant` in Invariants.md, found by its anchor.
  static func row(of invariant: Invariant, in text: String) -> String? {
    text.split(separator: "\n").first { $0.hasPrefix("| <a id=\"\(invariant.rawValue)\"></a>") }
      .map(String.init)
  }

  @Test("Each invariant's row has its anchor and links exactly the pages of its rules")
  func invariantRows() throws {
    let text = try Self.read("Invariants.md")
    for invariant in Invariant.allCases {
      let row = try #require(Self.row(of: invariant, in: text), "no row for \(invariant.rawValue)")
      let linked = try Self.captures(#"\]\(Rules/(R\d+)\.md\)"#, in: row)
      #expect(linked == invariant.rules.map(\.description), "\(invariant.rawValue)")
    }
  }

  @Test("Each rule page links exactly the invariants that rest on it, under Invariants")
  func rulePages() throws {
    for rule in Rule.allCases {
      let page = try Self.read("Rules/R\(rule.rawValue).md")
      let linked = try Self.captures(#"\]\(\.\./Invariants\.md#([a-z-]+)\)"#, in: page)
      #expect(linked == rule.invariants.map(\.rawValue), "\(rule)")
      #expect(page.contains("\n## Invariants\n") == !rule.invariants.isEmpty, "\(rule)")
    }
  }

  @Test("Every invariant rests on its rules both ways: Rule.invariants inverts Invariant.rules")
  func inverse() {
    for rule in Rule.allCases {
      for invariant in Invariant.allCases {
        #expect(rule.invariants.contains(invariant) == invariant.rules.contains(rule))
      }
    }
    #expect(Rule.r7.invariants == [.orientationInMasks])
    #expect(Rule.r1.invariants == [])
  }
}
