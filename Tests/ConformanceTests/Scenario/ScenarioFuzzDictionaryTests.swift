import Foundation
import OrientationConformance
import OrientationSpec
import Testing

@Suite("The parser fuzz harness's dictionary names every word of the scenario format")
struct ScenarioFuzzDictionaryTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The values of Fuzz/ScenarioParserFuzz/scenario.dict (`name="value"` lines).
  static func dictionary() throws -> Set<String> {
    let text = try String(
      contentsOf: root.appendingPathComponent("Fuzz/ScenarioParserFuzz/scenario.dict"),
      encoding: .utf8)
    return Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard !line.hasPrefix("#"), let open = line.firstIndex(of: "\""), line.last == "\""
        else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
      })
  }

  /// The quoted words of Documentation/ScenarioFormat.md's grammar.
  static func grammarWords() throws -> Set<String> {
    let page = try String(
      contentsOf: root.appendingPathComponent("Documentation/ScenarioFormat.md"), encoding: .utf8)
    let grammar = page.components(separatedBy: "## Grammar")[1]
      .components(separatedBy: "## Keywords")[0]
    let quoted = grammar.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    return Set(quoted.filter { $0.count > 1 && $0.first!.isLetter })
  }

  @Test("Every keyword of the grammar and every value name is in the dictionary")
  func complete() throws {
    let dictionary = try Self.dictionary()
    let grammar = try Self.grammarWords()
    #expect(grammar.count > 50)
    var words = grammar.union(Event.Kind.allCases.map(\.rawValue))
    words.formUnion(ControllerKind.allCases.map(\.name))
    words.formUnion(ControllerOrigin.allCases.map(\.name))
    words.formUnion(TransitionPhase.allCases.map(\.name))
    words.formUnion(UserInterfaceIdiom.allCases.map(\.name))
    words.formUnion(InterfaceOrientation.allCases.map(\.description))
    words.formUnion(DeviceOrientation.allCases.map(\.description))
    words.formUnion(ModalPresentationStyle.allCases.map(\.description))
    words.formUnion(StatusBarStyle.allCases.map(\.description))
    words.formUnion(ControllerOptions(rawValue: .max).names)
    // `assume` lines: every assumption's name, and the values of those that are enumerations.
    words.formUnion(Assumptions.catalogue.map(\.name))
    words.formUnion(
      Assumptions.catalogue.filter { $0.values.count <= 4 && $0.values != ["true", "false"] }
        .flatMap(\.values))
    words.formUnion([
      ".portrait", ".portraitUpsideDown", ".landscapeRight", ".landscapeLeft", ".landscape",
      ".allButUpsideDown", ".all", ".normal", ".statusBar", ".alert", ".black", "true", "false",
      "os1.",
    ])
    #expect(words.subtracting(dictionary).isEmpty, "\(words.subtracting(dictionary).sorted())")
  }

  @Test("The seed corpus holds the docs' and tests' scenarios, and replay tokens")
  func corpus() throws {
    let directory = Self.root.appendingPathComponent("Fuzz/ScenarioParserFuzz/Corpus")
    let seeds = try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }
    let scenarios = seeds.filter { $0.hasPrefix("app ") }
    #expect(scenarios.count >= 10)
    #expect(seeds.filter { $0.hasPrefix("os1.") }.count >= 10)
    // Most parse, `assume` lines included (the docs' refused example is a seed too, for the
    // error paths).
    let parsed = scenarios.filter { (try? Scenario.parseDocument($0)) != nil }
    #expect(scenarios.contains { $0.contains("\nassume ") })
    #expect(parsed.count >= scenarios.count - 1 && parsed.count >= 10)
  }
}
