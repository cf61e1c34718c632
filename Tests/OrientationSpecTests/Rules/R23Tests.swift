import OrientationSpec
import Testing

@Suite("R23: An iPad app in multitasking follows the device; controllers are not asked")
struct R23Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var app: AppConfiguration
    var multitasks: Bool
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ app: AppConfiguration, multitasks: Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.app = app
      self.multitasks = multitasks
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static func pad(
    _ version: Int, plist: [InterfaceOrientation]? = InterfaceOrientation.valid,
    padPlist: [InterfaceOrientation]? = nil, requiresFullScreen: Bool = false
  ) -> AppConfiguration {
    AppConfiguration(
      idiom: .pad, osVersion: .iOS(version), plistOrientations: plist,
      padPlistOrientations: padPlist,
      requiresFullScreen: requiresFullScreen)
  }

  static let rows: [Row] = [
    Row("iPad iOS 17 listing all four orientations", pad(17), multitasks: true),
    Row("iPad iOS 9, the first multitasking version", pad(9), multitasks: true),
    Row("iPad iOS 8 has no multitasking", pad(8), multitasks: false),
    Row("UIRequiresFullScreen opts out", pad(17, requiresFullScreen: true), multitasks: false),
    Row(
      "leaving out upside down opts out",
      pad(17, plist: [.portrait, .landscapeLeft, .landscapeRight]), multitasks: false),
    Row("no plist key means all four: multitasking", pad(17, plist: nil), multitasks: true),
    Row(
      "the ~ipad key lists all four",
      pad(17, plist: [.portrait], padPlist: InterfaceOrientation.valid), multitasks: true),
    Row(
      "the ~ipad key leaves one out",
      pad(17, plist: InterfaceOrientation.valid, padPlist: [.portrait]), multitasks: false),
    Row(
      "an iPhone never multitasks",
      AppConfiguration(idiom: .phone, plistOrientations: InterfaceOrientation.valid),
      multitasks: false),
    // R24: iPadOS 26 deprecates UIRequiresFullScreen but still honours it; iOS
    // 27 ignores masks of resizable apps.
    Row(
      "R24: iPadOS 26 still honours UIRequiresFullScreen", pad(26, requiresFullScreen: true),
      multitasks: false),
    Row("R24: iPadOS 26 resizable app", pad(26), multitasks: true),
    Row("R24: iOS 27 resizable app: masks are preferences, ignored", pad(27), multitasks: true),
    Row(
      "R24: iOS 27 with UIRequiresFullScreen honours the masks", pad(27, requiresFullScreen: true),
      multitasks: false),
  ]

  @Test("supportsMultitasking folds R23 and R24", arguments: rows)
  func multitasking(_ row: Row) {
    #expect(row.app.supportsMultitasking == row.multitasks, sourceLocation: row.sourceLocation)
  }

  @Test("A multitasking app asks no controller; the others ask the decider", arguments: rows)
  func controllersNotAsked(_ row: Row) throws {
    let root = ControllerSpec.navigation([.content("ReaderViewController", supports: .portrait)])
    let hierarchy = try makeHierarchy(root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: TripwireResolver(), interfaceOrientation: .landscapeLeft)
    let decision = try #require(resolution.windows.first, sourceLocation: row.sourceLocation)
    #expect(decision.multitasking == row.multitasks, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r23) == row.multitasks, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r1) == !row.multitasks, sourceLocation: row.sourceLocation)
    if row.multitasks {
      #expect(decision.decider == nil, sourceLocation: row.sourceLocation)
      #expect(decision.supported == nil, sourceLocation: row.sourceLocation)
      #expect(decision.allowed == decision.appMask, sourceLocation: row.sourceLocation)
      #expect(resolution.exception == nil, sourceLocation: row.sourceLocation)
      #expect(resolution.interfaceOrientation == .landscapeLeft, sourceLocation: row.sourceLocation)
    } else {
      #expect(decision.decider == ControllerID(0), sourceLocation: row.sourceLocation)
      #expect(
        resolution.exception
          == .forwardingLoop(
            className: "UINavigationController", question: .supportedInterfaceOrientations),
        sourceLocation: row.sourceLocation)
    }
  }

  @Test("The catalogue's example: a portrait reader in a multitasking iPad app stays in landscape")
  func readerStaysInLandscape() throws {
    let hierarchy = try makeHierarchy(
      .navigation([.content("ReaderViewController", supports: .portrait)]))
    let app = AppConfiguration(idiom: .pad, plistOrientations: InterfaceOrientation.valid)
    for resolver: any OrientationResolver in [UIKitDefaultResolver(), ReferenceResolver()] {
      let resolution = resolve(
        hierarchy, in: app, resolver: resolver, interfaceOrientation: .landscapeLeft,
        deviceOrientation: .landscapeRight)
      #expect(resolution.interfaceOrientation == .landscapeLeft, "\(resolver.name)")
      #expect(resolution.decision?.allowed == .all, "\(resolver.name)")
      #expect(resolution.decision?.multitasking == true, "\(resolver.name)")
      #expect(resolution.rules == [.r5, .r23, .r26, .r27], "\(resolver.name)")
    }
  }
}
