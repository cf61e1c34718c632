import Foundation
import OrientationConformance
import OrientationSpec
import Testing

@Suite("Documentation/ScenarioFormat.md: its examples are canonical and do what it says")
struct ScenarioDocumentationTests {
  /// The ```scenario blocks of the page, in order.
  static func examples() throws -> [String] {
    let page = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/ScenarioFormat.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    var blocks: [String] = []
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```scenario" {
        current = ""
      } else if line == "```", let block = current {
        blocks.append(block)
        current = nil
      } else if current != nil {
        current! += line + "\n"
      }
    }
    return blocks
  }

  @Test("Every example prints back byte for byte")
  func examplesAreCanonical() throws {
    let examples = try Self.examples()
    #expect(examples.count == 2)
    for example in examples {
      #expect(Scenario.print(try Scenario.parse(example)) == example)
    }
  }

  @Test("The seed 000 example is the first canonical round-trip row")
  func seedExample() throws {
    #expect(try Self.examples().first == ScenarioRoundTripTests.canonical.first?.text)
  }

  @Test("The crash reproduction ends with UIApplicationInvalidInterfaceOrientation (E2/E3)")
  func crashReproduction() throws {
    let session = try Scenario.parse(try Self.examples()[1])
    let trace = System.run(session, resolver: UIKitDefaultResolver())
    #expect(
      trace.exception
        == .preferredOrientationNotSupported(
          className: "VideoViewController", preferred: .portrait, supported: .landscape))
    #expect(
      trace.exception?.reason(on: .iOS17)
        == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported"
        + " interface orientation: 'landscapeLeft, landscapeRight'!")
  }
}
