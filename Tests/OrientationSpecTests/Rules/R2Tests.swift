import OrientationSpec
import Testing

@Suite("R2: With no root controller, the app mask alone decides and no controller is asked")
struct R2Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var windows: [WindowSpec]
    var app: AppConfiguration
    var rootless: WindowID
    var appMask: InterfaceOrientationMask
    var source: AppMaskSource
    var orientationWindow: WindowID?
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ windows: [WindowSpec], app: AppConfiguration, rootless: Int = 0,
      appMask: InterfaceOrientationMask, source: AppMaskSource, orientationWindow: Int? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.windows = windows
      self.app = app
      self.rootless = WindowID(rootless)
      self.appMask = appMask
      self.source = source
      self.orientationWindow = orientationWindow.map(WindowID.init)
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      "an iPhone window without a root takes the plist", [WindowSpec(root: nil, isKey: true)],
      app: .phone(plist: [.portrait]), appMask: .portrait, source: .infoPlist, orientationWindow: 0),
    Row(
      "an iPad window without a root and without a plist key takes .all",
      [WindowSpec(root: nil, isKey: true)],
      app: .pad(plist: nil), appMask: .all, source: .idiomDefault, orientationWindow: 0),
    Row(
      "the app delegate still answers for a rootless window", [WindowSpec(root: nil, isKey: true)],
      app: .phone(delegate: .landscape), appMask: .landscape, source: .appDelegate,
      orientationWindow: 0),
    Row(
      "a rootless key window does not set the orientation when another window has a root",
      [WindowSpec(root: nil, isKey: true), WindowSpec(root: .content("Overlay"))],
      app: .phone(), appMask: .allButUpsideDown, source: .infoPlist, orientationWindow: 1),
  ]

  @Test("The rootless window's decision holds the app mask alone", arguments: rows)
  func appMaskAlone(_ row: Row) throws {
    let hierarchy = try makeHierarchy(windows: row.windows, sourceLocation: row.sourceLocation)
    let resolution = resolve(hierarchy, in: row.app, resolver: TripwireResolver())
    let decision = try #require(
      resolution.windows.first { $0.window == row.rootless }, sourceLocation: row.sourceLocation)
    #expect(decision.decider == nil, sourceLocation: row.sourceLocation)
    #expect(decision.supported == nil, sourceLocation: row.sourceLocation)
    #expect(decision.shouldAutorotate == nil, sourceLocation: row.sourceLocation)
    #expect(decision.preferred == nil, sourceLocation: row.sourceLocation)
    #expect(decision.appMask == row.appMask, sourceLocation: row.sourceLocation)
    #expect(decision.appMaskSource == row.source, sourceLocation: row.sourceLocation)
    #expect(decision.allowed == row.appMask, sourceLocation: row.sourceLocation)
    #expect(
      resolution.orientationWindow == row.orientationWindow, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r2), sourceLocation: row.sourceLocation)
  }

  @Test(
    "With no root anywhere nothing is asked: no exception, no status bar, orientation unchanged")
  func nothingAsked() throws {
    let hierarchy = try makeHierarchy(windows: [WindowSpec(root: nil, isKey: true)])
    let resolution = resolve(
      hierarchy, in: .phone(plist: [.portrait, .landscapeLeft]), resolver: TripwireResolver(),
      interfaceOrientation: .landscapeLeft)
    #expect(resolution.exception == nil)
    #expect(resolution.interfaceOrientation == .landscapeLeft)
    #expect(resolution.orientationWindow == WindowID(0))
    #expect(resolution.decision?.decider == nil)
    #expect(resolution.decision?.allowed == [.portrait, .landscapeLeft])
    #expect(resolution.statusBar == nil)
    #expect(resolution.interactivePop == nil)
    #expect(resolution.rules == [.r5, .r2])
    #expect(resolution.warnings == [])
  }

  @Test("With no root, the orientation moves into the app mask when it lies outside it")
  func snapsIntoTheAppMask() throws {
    let hierarchy = try makeHierarchy(windows: [WindowSpec(root: nil, isKey: true)])
    let resolution = resolve(
      hierarchy, in: .phone(plist: [.portrait]), resolver: TripwireResolver(),
      interfaceOrientation: .landscapeLeft)
    #expect(resolution.exception == nil)
    #expect(resolution.interfaceOrientation == .portrait)
    #expect(resolution.rules == [.r5, .r2])
  }

  @Test("The tripwire resolver does fire once a root is installed")
  func tripwireFires() throws {
    let hierarchy = try makeHierarchy(.content("Screen"))
    let resolution = resolve(hierarchy, in: .phone(), resolver: TripwireResolver())
    #expect(
      resolution.exception
        == .forwardingLoop(className: "Screen", question: .supportedInterfaceOrientations))
  }
}
