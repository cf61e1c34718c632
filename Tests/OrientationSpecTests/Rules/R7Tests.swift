import OrientationSpec
import Testing

@Suite("R7: Allowed = app mask ∩ decider's supported orientations (∩ the device's)")
struct R7Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var device: InterfaceOrientationMask
    var allowed: InterfaceOrientationMask
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration,
      resolver: any OrientationResolver = UIKitDefaultResolver(),
      device: InterfaceOrientationMask = .all,
      allowed: InterfaceOrientationMask, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.resolver = resolver
      self.device = device
      self.allowed = allowed
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let rows: [Row] = [
    Row(
      "a landscape screen in an iPhone template app", .content("Player", supports: .landscape),
      app: .phone(), allowed: .landscape),
    Row(
      "a portrait screen in an app whose delegate allows all",
      .content("Reader", supports: .portrait),
      app: .phone(delegate: .all), allowed: .portrait),
    Row(
      "the delegate narrows a screen that supports all", .content("Reader", supports: .all),
      app: .phone(delegate: .landscapeLeft), allowed: .landscapeLeft),
    Row(
      "a default iPhone screen drops upside down from an all-orientations app", .content("Screen"),
      app: .phone(plist: InterfaceOrientation.valid), allowed: .allButUpsideDown),
    Row(
      "the device's own orientations are the third factor", .content("Screen"), app: .pad(),
      device: .allButUpsideDown, allowed: .allButUpsideDown),
    Row(
      "the device's orientations narrow the delegate's", .content("Screen", supports: .all),
      app: .phone(delegate: .all), device: .portrait, allowed: .portrait),
    Row(
      "nothing in common: allowed is empty", .content("Player", supports: .landscape),
      app: .phone(plist: [.portrait]), allowed: []),
    Row(
      "uikit-default intersects the container's own mask",
      .navigation([.content("Player", supports: .landscape)]),
      app: .phone(delegate: .all), allowed: .allButUpsideDown),
    Row(
      "reference intersects the top screen's mask",
      .navigation([.content("Player", supports: .landscape)]),
      app: .phone(delegate: .all), resolver: ReferenceResolver(), allowed: .landscape),
  ]

  @Test("allowed is the intersection of the three masks", arguments: rows)
  func allowed(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, trigger: .query,
      assumptions: .with(\.deviceSupportedOrientations, row.device))
    let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
    let supported = try #require(decision.supported, sourceLocation: row.sourceLocation)
    #expect(decision.allowed == row.allowed, sourceLocation: row.sourceLocation)
    #expect(
      decision.allowed == decision.appMask.intersection(supported).intersection(row.device),
      sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r7), sourceLocation: row.sourceLocation)
  }

  @Test("A declared screen in the template app applies R5, R1, R7 and the status bar, in order")
  func rulesInOrder() throws {
    let hierarchy = try makeHierarchy(.content("Player", supports: .landscape, autorotates: true))
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: UIKitDefaultResolver(),
      interfaceOrientation: .landscapeLeft)
    #expect(resolution.rules == [.r5, .r1, .r7, .r26])
    #expect(resolution.interfaceOrientation == .landscapeLeft)
  }
}
