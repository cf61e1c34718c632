import OrientationConformance
import OrientationSpec
import Testing

/// Pins what Documentation/SeedArticles.md's table says of each example, for each shipped resolver.
@Suite("Examples: the table of the shipped resolvers on the seed examples (SeedArticles.md)")
struct ExampleCatalogTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var example: String
    var resolver: String
    var version: OSVersion
    var decider: ControllerID?
    var allowed: InterfaceOrientationMask
    var orientation: InterfaceOrientation
    var exception: String?
    var sourceLocation: SourceLocation
    var testDescription: String { "\(example) with \(resolver) on \(version)" }

    init(
      _ example: String, _ resolver: String, on version: OSVersion = .iOS17, decider: Int?,
      allowed: InterfaceOrientationMask, orientation: InterfaceOrientation,
      exception: String? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.example = example
      self.resolver = resolver
      self.version = version
      self.decider = decider.map(ControllerID.init)
      self.allowed = allowed
      self.orientation = orientation
      self.exception = exception
      self.sourceLocation = sourceLocation
    }
  }

  static let rows: [Row] = [
    Row(
      "player-in-tab", "uikit-default", decider: 0, allowed: .allButUpsideDown,
      orientation: .portrait),
    Row(
      "player-in-tab", "reference", decider: 0, allowed: .landscape, orientation: .landscapeRight),
    Row(
      "comment-over-player", "uikit-default", decider: 10, allowed: .landscape,
      orientation: .landscapeRight),
    Row(
      "comment-over-player", "reference", decider: 10, allowed: .landscape,
      orientation: .landscapeRight),
    Row(
      "login-sheet", "uikit-default", decider: 0, allowed: .allButUpsideDown,
      orientation: .landscapeRight),
    Row("login-sheet", "reference", decider: 0, allowed: .landscape, orientation: .landscapeRight),
    Row(
      "login-sheet", "reference", on: .iOS12, decider: 10, allowed: .portrait,
      orientation: .portrait),
    Row(
      "tab-without-selection", "uikit-default", decider: 0, allowed: .portrait,
      orientation: .portrait),
    Row(
      "tab-without-selection", "reference", decider: 0, allowed: .portrait, orientation: .portrait),
    Row(
      "portrait-picker-in-landscape-app", "uikit-default", decider: 1, allowed: [],
      orientation: .landscapeRight, exception: "E1"),
    Row(
      "portrait-picker-in-landscape-app", "reference", decider: 1, allowed: [],
      orientation: .landscapeRight, exception: "E1"),
    Row(
      "ipad-multitasking", "uikit-default", decider: nil, allowed: .all, orientation: .landscapeLeft
    ),
    Row("ipad-multitasking", "reference", decider: nil, allowed: .all, orientation: .landscapeLeft),
  ]

  @Test("Each example resolves as SeedArticles.md says", arguments: rows)
  func example(_ row: Row) throws {
    let example = try #require(
      Example.catalog(on: row.version).first { $0.name == row.example },
      sourceLocation: row.sourceLocation)
    let resolver = try #require(
      BuiltinResolvers.all.first { $0.name == row.resolver }, sourceLocation: row.sourceLocation)
    let resolution = example.resolve(with: resolver)
    #expect(resolution.decision?.decider == row.decider, sourceLocation: row.sourceLocation)
    #expect(resolution.decision?.allowed == row.allowed, sourceLocation: row.sourceLocation)
    #expect(resolution.interfaceOrientation == row.orientation, sourceLocation: row.sourceLocation)
    #expect(resolution.exception?.identifier == row.exception, sourceLocation: row.sourceLocation)
  }

  @Test("Every example of the catalogue has rows for both shipped resolvers")
  func covered() {
    for example in Example.catalog() {
      for resolver in ["uikit-default", "reference"] {
        #expect(Self.rows.contains { $0.example == example.name && $0.resolver == resolver })
      }
    }
  }
}
