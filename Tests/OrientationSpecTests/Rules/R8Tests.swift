import OrientationSpec
import Testing

@Suite("R8: A controller's defaults: idiom mask, autorotates, current orientation preferred")
struct R8Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var current: InterfaceOrientation
    var trigger: EvaluationTrigger
    var supported: InterfaceOrientationMask
    /// The decider's `shouldAutorotate` as reported; `nil` from iOS 16, where UIKit no longer asks it (R9).
    var autorotates: Bool?
    var preferred: InterfaceOrientation?
    var orientation: InterfaceOrientation
    /// Whether R8 is in the rules; `nil` where the row is about values only.
    var recordsR8: Bool?
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec,
      app: AppConfiguration = .phone(plist: InterfaceOrientation.valid),
      current: InterfaceOrientation = .portrait, trigger: EvaluationTrigger = .query,
      supported: InterfaceOrientationMask, autorotates: Bool? = nil,
      preferred: InterfaceOrientation? = nil,
      orientation: InterfaceOrientation? = nil, recordsR8: Bool? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.current = current
      self.trigger = trigger
      self.supported = supported
      self.autorotates = autorotates
      self.preferred = preferred
      self.orientation = orientation ?? current
      self.recordsR8 = recordsR8
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  /// A root presenting `presented` full screen, as UIKit evaluates it while the
  /// presentation runs.
  static func presenting(_ presented: ControllerSpec) -> ControllerSpec {
    .content("Presenter").presenting(presented, style: .fullScreen, phase: .beingPresented)
  }

  static let iOS15 = AppConfiguration.phone(15, plist: InterfaceOrientation.valid)

  static let rows: [Row] = [
    Row(
      "an iPhone screen supports all but upside down", .content("Screen"),
      supported: .allButUpsideDown,
      recordsR8: true),
    Row(
      "an iPad screen supports all", .content("Screen"), app: .pad(), supported: .all,
      recordsR8: true),
    Row(
      "an iPhone system controller has the same default", .content("System", origin: .system),
      supported: .allButUpsideDown, recordsR8: true),
    Row(
      "iOS 15: shouldAutorotate defaults to true when only the mask is declared (R8 applies)",
      .content("Screen", supports: .landscape), app: iOS15, supported: .landscape,
      autorotates: true, recordsR8: true),
    Row(
      "iOS 16: shouldAutorotate is not asked, so a screen declaring only its mask uses no default",
      .content("Screen", supports: .landscape), app: .phone(16, plist: InterfaceOrientation.valid),
      supported: .landscape, recordsR8: false),
    Row(
      "iOS 17: the same screen uses no default either",
      .content("Screen", supports: .landscape), supported: .landscape, recordsR8: false),
    Row(
      "iOS 15: a screen that declares all three answers uses no default",
      .content("Screen", supports: .portrait, autorotates: true, prefers: .portrait), app: iOS15,
      supported: .portrait, autorotates: true, recordsR8: false),
    Row(
      "iOS 15: a declared shouldAutorotate", .content("Screen", autorotates: false), app: iOS15,
      supported: .allButUpsideDown, autorotates: false),
    Row(
      "iOS 17: a declared shouldAutorotate is not asked", .content("Screen", autorotates: false),
      supported: .allButUpsideDown),
    Row(
      "the preferred orientation defaults to the current one", presenting(.content("Presented")),
      current: .landscapeLeft, trigger: .fullScreenPresentation, supported: .allButUpsideDown,
      preferred: .landscapeLeft),
    Row(
      "the default preferred orientation is clamped to what the controller allows",
      presenting(.content("Presented", supports: .portrait)), current: .landscapeLeft,
      trigger: .fullScreenPresentation, supported: .portrait, preferred: .portrait,
      orientation: .portrait),
    Row(
      "the clamp follows the fallback order: landscape right first",
      presenting(.content("Presented", supports: .landscape)), current: .portrait,
      trigger: .fullScreenPresentation, supported: .landscape, preferred: .landscapeRight,
      orientation: .landscapeRight),
    Row(
      "a declared preferred orientation wins",
      presenting(.content("Presented", prefers: .landscapeRight)),
      current: .portrait, trigger: .fullScreenPresentation, supported: .allButUpsideDown,
      preferred: .landscapeRight, orientation: .landscapeRight),
  ]

  @Test("UIKit's defaults for a controller that overrides nothing", arguments: rows)
  func defaults(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: UIKitDefaultResolver(), interfaceOrientation: row.current,
      trigger: row.trigger)
    let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
    #expect(decision.supported == row.supported, sourceLocation: row.sourceLocation)
    #expect(decision.shouldAutorotate == row.autorotates, sourceLocation: row.sourceLocation)
    #expect(decision.preferred == row.preferred, sourceLocation: row.sourceLocation)
    #expect(resolution.interfaceOrientation == row.orientation, sourceLocation: row.sourceLocation)
    #expect(resolution.exception == nil, sourceLocation: row.sourceLocation)
    if let recordsR8 = row.recordsR8 {
      #expect(resolution.rules.contains(.r8) == recordsR8, sourceLocation: row.sourceLocation)
    }
  }

  @Test("The idiom's default mask")
  func idiomDefaults() {
    #expect(UserInterfaceIdiom.phone.defaultOrientations == .allButUpsideDown)
    #expect(UserInterfaceIdiom.pad.defaultOrientations == .all)
  }
}
