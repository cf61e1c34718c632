import OrientationSpec
import Testing

@Suite("R13: A full-screen presentation starts in the presented controller's preferred orientation")
struct R13Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var presented: ControllerSpec
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var current: InterfaceOrientation
    var device: DeviceOrientation?
    var preferred: InterfaceOrientation
    var orientation: InterfaceOrientation
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ presented: ControllerSpec, app: AppConfiguration = .phone(),
      resolver: any OrientationResolver = UIKitDefaultResolver(), current: InterfaceOrientation,
      device: DeviceOrientation? = nil, preferred: InterfaceOrientation,
      orientation: InterfaceOrientation,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.presented = presented
      self.app = app
      self.resolver = resolver
      self.current = current
      self.device = device
      self.preferred = preferred
      self.orientation = orientation
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let landscapeNavigation = ControllerSpec.navigation(
    name: "PlayerNavigationController",
    [.content("Player", supports: .landscape, prefers: .landscapeLeft)])

  static let rows: [Row] = [
    Row(
      "a declared preference is where the presentation starts",
      .content("Player", supports: .landscape, prefers: .landscapeLeft), current: .portrait,
      preferred: .landscapeLeft, orientation: .landscapeLeft),
    Row(
      "without a declaration the current orientation stays", .content("Viewer"),
      current: .landscapeRight, preferred: .landscapeRight, orientation: .landscapeRight),
    Row(
      "without a declaration, a current orientation outside allowed falls back (landscape right first)",
      .content("Player", supports: .landscape), current: .portrait, preferred: .landscapeRight,
      orientation: .landscapeRight),
    Row(
      "neither preference nor current allowed: the device pose comes before the fallback order (§7.6)",
      .content("Player", supports: .landscape), current: .portrait, device: .landscapeRight,
      preferred: .landscapeLeft, orientation: .landscapeLeft),
    Row(
      "the fallback skips what the app does not allow",
      .content("Player", supports: .landscape), app: .phone(plist: [.portrait, .landscapeLeft]),
      current: .portrait, preferred: .landscapeLeft, orientation: .landscapeLeft),
    Row(
      "uikit-default: a presented navigation controller keeps the current orientation",
      landscapeNavigation,
      current: .portrait, preferred: .portrait, orientation: .portrait),
    Row(
      "reference: a presented navigation controller starts in its top's preference",
      landscapeNavigation,
      resolver: ReferenceResolver(), current: .portrait, preferred: .landscapeLeft,
      orientation: .landscapeLeft),
    Row(
      "reference: the top's preference outside allowed falls back to the current one",
      .navigation([.content("Reader", supports: .allButUpsideDown, prefers: .portraitUpsideDown)]),
      resolver: ReferenceResolver(), current: .landscapeLeft, preferred: .landscapeLeft,
      orientation: .landscapeLeft),
  ]

  @Test("The presentation's orientation is the decider's preferred one", arguments: rows)
  func presentation(_ row: Row) throws {
    let root = ControllerSpec.content("Presenter")
      .presenting(row.presented, style: .fullScreen, phase: .beingPresented)
    let hierarchy = try makeHierarchy(root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, interfaceOrientation: row.current,
      deviceOrientation: row.device, trigger: .fullScreenPresentation)
    #expect(resolution.decision?.decider == ControllerID(1), sourceLocation: row.sourceLocation)
    #expect(resolution.decision?.preferred == row.preferred, sourceLocation: row.sourceLocation)
    #expect(resolution.interfaceOrientation == row.orientation, sourceLocation: row.sourceLocation)
    #expect(resolution.exception == nil, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r13), sourceLocation: row.sourceLocation)
    #expect(!resolution.rules.contains(.r14), sourceLocation: row.sourceLocation)
  }

  struct InstallRow: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var current: InterfaceOrientation
    var device: DeviceOrientation?
    var orientation: InterfaceOrientation
    /// Whether the preferred orientation is asked: only when the current one leaves the mask.
    var asksPreference: Bool
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec, current: InterfaceOrientation,
      device: DeviceOrientation? = nil,
      orientation: InterfaceOrientation, asksPreference: Bool = true,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.current = current
      self.device = device
      self.orientation = orientation
      self.asksPreference = asksPreference
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static let installs: [InstallRow] = [
    InstallRow(
      "an allowed current orientation stays and asks for no preference",
      .content("Player", supports: .landscape),
      current: .landscapeLeft, orientation: .landscapeLeft, asksPreference: false),
    InstallRow(
      "a declared preference is used when the current orientation leaves the mask",
      .content("Player", supports: .landscape, prefers: .landscapeLeft), current: .portrait,
      orientation: .landscapeLeft),
    InstallRow(
      "neither preference nor current allowed: the device pose comes next (§7.6)",
      .content("Player", supports: .landscape), current: .portrait, device: .landscapeRight,
      orientation: .landscapeLeft),
    InstallRow(
      "nor the device pose: the first allowed in the fallback order",
      .content("Player", supports: .landscape), current: .portrait, device: .faceUp,
      orientation: .landscapeRight),
  ]

  /// A root install is not a presentation: the preferred orientation only
  /// guides the §7.6 fallback, and R13 is not recorded.
  @Test(
    "Installing a root outside allowed uses the preferred orientation (§7.6), not R13",
    arguments: installs)
  func rootInstall(_ row: InstallRow) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: UIKitDefaultResolver(), interfaceOrientation: row.current,
      deviceOrientation: row.device)
    #expect(resolution.interfaceOrientation == row.orientation, sourceLocation: row.sourceLocation)
    #expect(!resolution.rules.contains(.r13), sourceLocation: row.sourceLocation)
    #expect(
      (resolution.decision?.preferred != nil) == row.asksPreference,
      sourceLocation: row.sourceLocation)
    #expect(
      resolution.rotated == (row.orientation != row.current), sourceLocation: row.sourceLocation)
    #expect(
      resolution.rotation == (resolution.rotated ? .installation : nil),
      sourceLocation: row.sourceLocation)
  }
}
