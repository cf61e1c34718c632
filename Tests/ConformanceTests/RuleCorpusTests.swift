import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// The package's own corpus: `Scenarios/`, with a folder of files per rule under
/// `Scenarios/Rules/R<n>/`, run in process through the code `orientation-check test` uses.
@Suite("The scenario corpus: every rule has files that cite their source, and every file passes")
struct RuleCorpusTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let scenarios = root.appendingPathComponent("Scenarios").path
  static let rules = root.appendingPathComponent("Scenarios/Rules").path

  /// Every `.scenario` file under `Scenarios/`, as `test` finds them.
  static func corpus() throws -> [String] {
    do { return try OrientationCheck.scenarioFiles(at: [scenarios]) } catch {
      Issue.record("\(error.message)")
      return []
    }
  }

  /// The leading `#` lines of a file, without the `#`.
  static func header(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { $0.hasPrefix("#") }
      .map { $0.dropFirst().trimmingCharacters(in: .whitespaces) }
  }

  @Test("Every file passes under each resolver it names, expectations and invariants")
  @MainActor func everyFilePasses() throws {
    let files = try Self.corpus()
    let report = ScenarioTestReport(
      paths: files, resolvers: [], check: OrientationCheck(output: { _ in }))
    for file in report.files where file.status != "passed" {
      let lines =
        file.error.map { [$0] }
        ?? file.runs.filter { !$0.passed }.flatMap {
          ["under \($0.resolver): \($0.summaryLine)"] + $0.failureLines(file: file.path)
        }
      Issue.record(Comment(rawValue: lines.joined(separator: "\n")))
    }
    #expect(report.errors == 0)
    #expect(report.failed == 0)
    #expect(report.passed >= files.count)
  }

  @Test("At least 100 files under Scenarios/Rules, and every rule R1 to R29 has one")
  func everyRuleHasFiles() throws {
    let files = try OrientationCheck.scenarioFiles(at: [Self.rules])
    #expect(files.count >= 100, "\(files.count) files")
    for number in 1...29 {
      let folder = "\(Self.rules)/R\(number)/"
      #expect(files.contains { $0.hasPrefix(folder) }, "no scenario file for R\(number)")
    }
    // Every file sits in a rule's folder, and that rule exists.
    let ruleIDs = Set(Rule.allCases.map { "R\($0.rawValue)" })
    for file in files {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
      #expect(ruleIDs.contains(folder), "\(file) is not in a rule's folder")
    }
  }

  @Test("Every rule file opens with a citation header: rule, behaviour, source, iOS versions")
  func citationHeaders() throws {
    for file in try OrientationCheck.scenarioFiles(at: [Self.rules]) {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let header = Self.header(of: text)
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
      let rule = header.first { $0.hasPrefix("Rule:") }
      #expect(rule?.hasPrefix("Rule: \(folder) (") == true, "\(file): no 'Rule: \(folder) (…)' line")
      #expect(header.contains { $0.hasPrefix("Behaviour:") }, "\(file): no 'Behaviour:' line")
      let source = header.drop { !$0.hasPrefix("Source:") }.prefix { !$0.hasPrefix("iOS:") }
      #expect(!source.isEmpty, "\(file): no 'Source:' line")
      // A citation names a source of the catalogue (A12, I14, C1, P3 …) or a page's address.
      let cited = source.joined(separator: " ")
      #expect(
        cited.range(of: #"\b[ACIPX]A?[0-9]+\b"#, options: .regularExpression) != nil
          || cited.contains("developer.apple.com") || cited.contains("github.com"),
        "\(file): the Source lines cite nothing")
      let versions = header.first { $0.hasPrefix("iOS:") }
      #expect(
        versions?.range(of: #"^iOS: [0-9]+"#, options: .regularExpression) != nil,
        "\(file): no 'iOS: N …' line")
      // The version the header names is the one the file runs on.
      if let versions, let number = versions.split(separator: " ").dropFirst().first {
        #expect(text.contains("\niOS \(number)\n") || text.contains(" iOS \(number)\n"),
          "\(file): the header says iOS \(number), the app line does not")
      }
      // Names, not positions: a file with controllers names them (a rootless window has none).
      let hasControllers =
        text.range(
          of: #"\n +(content|navigation|tabBar|split|page|container)\b"#,
          options: .regularExpression) != nil
      #expect(!hasControllers || text.contains(" as "), "\(file): names no controller ('as NAME')")
      #expect(text.contains("\nresolver "), "\(file): names no resolver")
    }
  }

  @Test("Each rule page's Scenarios section links every file of its folder")
  func rulePagesLinkTheirFiles() throws {
    for number in 1...29 {
      let page = Self.root.appendingPathComponent("Documentation/Rules/R\(number).md")
      let text = try String(contentsOf: page, encoding: .utf8)
      let section = text.components(separatedBy: "\n## Scenarios\n").dropFirst().first ?? ""
      #expect(!section.isEmpty, "R\(number).md has no Scenarios section")
      let folder = "\(Self.rules)/R\(number)"
      let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".scenario") }
      for file in files {
        #expect(
          section.contains("(../../Scenarios/Rules/R\(number)/\(file))"),
          "R\(number).md does not link \(file)")
      }
    }
  }

  @Test("A wrong expectation in a copy of a corpus file fails at its file and line")
  func wrongExpectationFails() throws {
    let original = Self.rules + "/R12/device-landscape-left-shows-interface-landscape-right.scenario"
    let text = try String(contentsOfFile: original, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let right = "  expect orientation .landscapeRight"
    let index = try #require(lines.firstIndex(of: right))
    var wrong = lines
    wrong[index] = "  expect orientation .landscapeLeft"
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rule-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("wrong.scenario").path
    try Data(wrong.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: copy))

    let report = ScenarioTestReport(
      paths: [copy], resolvers: [], check: OrientationCheck(output: { _ in }))
    #expect(report.exitStatus == .finding)
    #expect(report.failed == 2)  // under reference and under uikit-default
    let line = index + 1
    for run in report.files[0].runs {
      #expect(run.failures.count == 1)
      #expect(run.failures.first?.location?.line == line)
      #expect(run.failures.first?.expected == "orientation .landscapeLeft")
      #expect(run.failures.first?.actual == "orientation .landscapeRight")
      #expect(run.failureLines(file: copy).first == "\(copy):\(line):3: expect orientation .landscapeLeft")
    }
    #expect(report.text.contains("\(copy):\(line):3: expect orientation .landscapeLeft"))
  }
}
