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
    padPlist: [InterfaceOrientation]? = nil, delegate: InterfaceOrientationMask? = nil,
    requiresFullScreen: Bool = false
  ) -> AppConfiguration {
    AppConfiguration(
      idiom: .pad, osVersion: .iOS(version), plistOrientations: plist,
      padPlistOrientations: padPlist, delegateOrientations: delegate,
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
    // A1: "or by not declaring support for all possible orientations within the
    // Info.plist file": the plist must list all four; a missing key declares none.
    Row(
      "a missing key declares no orientation: not multitasking", pad(17, plist: nil),
      multitasks: false),
    Row("an empty list is not all four", pad(17, plist: []), multitasks: false),
    Row(
      "an explicit list of all four, in any order, multitasks",
      pad(17, plist: [.landscapeRight, .portraitUpsideDown, .landscapeLeft, .portrait]),
      multitasks: true),
    Row(
      "no plain key but ~ipad listing all four multitasks",
      pad(17, plist: nil, padPlist: InterfaceOrientation.valid), multitasks: true),
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
    Row(
      "R24: iPadOS 26 without the key is not resizable (it must support all orientations)",
      pad(26, plist: nil), multitasks: false),
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
    // The app delegate is not asked either: the app mask is the plist's four (R5 not applied).
    #expect(resolution.rules.contains(.r5) == !row.multitasks, sourceLocation: row.sourceLocation)
    if row.multitasks {
      #expect(decision.decider == nil, sourceLocation: row.sourceLocation)
      #expect(decision.supported == nil, sourceLocation: row.sourceLocation)
      #expect(decision.appMask == .all, sourceLocation: row.sourceLocation)
      #expect(decision.appMaskSource == .infoPlist, sourceLocation: row.sourceLocation)
      #expect(decision.allowed == .all, sourceLocation: row.sourceLocation)
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
      #expect(resolution.decision?.appMaskSource == .infoPlist, "\(resolver.name)")
      #expect(resolution.rules == [.r23, .r26, .r27], "\(resolver.name)")
    }
  }

  /// What the app delegate would answer in a portrait reader's window, and what
  /// the System makes of it with and without multitasking.
  struct DelegateRow: Sendable, CustomTestStringConvertible {
    var name: String
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var appMask: InterfaceOrientationMask
    var source: AppMaskSource
    var exception: UIKitException?
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ app: AppConfiguration, resolver: any OrientationResolver,
      appMask: InterfaceOrientationMask, source: AppMaskSource, exception: UIKitException? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.app = app
      self.resolver = resolver
      self.appMask = appMask
      self.source = source
      self.exception = exception
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let fullScreen = pad(17, requiresFullScreen: true)

  static let delegateRows: [DelegateRow] = [
    // Multitasking: the delegate is never called, whatever it would do.
    DelegateRow(
      "multitasking: a delegate that would answer [] is not asked", pad(17),
      resolver: EmptyDelegateResolver(), appMask: .all, source: .infoPlist),
    DelegateRow(
      "multitasking: a delegate that would loop is not asked", pad(17),
      resolver: TopmostDelegateSelfLoopResolver(), appMask: .all, source: .infoPlist),
    DelegateRow(
      "multitasking: a declared delegate mask is not asked", pad(17, delegate: .portrait),
      resolver: UIKitDefaultResolver(), appMask: .all, source: .infoPlist),
    DelegateRow(
      "multitasking through ~ipad: the ~ipad list, not the delegate",
      pad(17, plist: [.portrait], padPlist: InterfaceOrientation.valid, delegate: .portrait),
      resolver: UIKitDefaultResolver(), appMask: .all, source: .infoPlist),
    DelegateRow(
      "multitasking on iOS 27: the delegate is not asked", pad(27),
      resolver: EmptyDelegateResolver(), appMask: .all, source: .infoPlist),
    // The same delegates in a full-screen app are asked (R5), with their consequences.
    DelegateRow(
      "full screen: the delegate answering [] is asked (R6, then E1)", fullScreen,
      resolver: EmptyDelegateResolver(), appMask: [], source: .appDelegate,
      exception: .noCommonOrientation(className: "ReaderViewController")),
    DelegateRow(
      "full screen: the looping delegate is asked and loops", fullScreen,
      resolver: TopmostDelegateSelfLoopResolver(), appMask: [], source: .appDelegate,
      exception: .forwardingLoop(
        className: "ReaderViewController", question: .supportedInterfaceOrientations)),
    DelegateRow(
      "full screen: the declared delegate mask is asked",
      pad(17, delegate: .portrait, requiresFullScreen: true),
      resolver: UIKitDefaultResolver(), appMask: .portrait, source: .appDelegate),
  ]

  @Test("A multitasking app does not ask its app delegate", arguments: delegateRows)
  func delegateNotAsked(_ row: DelegateRow) throws {
    let hierarchy = try makeHierarchy(
      .content("ReaderViewController", supports: .portrait), sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, interfaceOrientation: .portrait)
    let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
    let multitasks = row.app.supportsMultitasking
    #expect(decision.multitasking == multitasks, sourceLocation: row.sourceLocation)
    #expect(decision.appMask == row.appMask, sourceLocation: row.sourceLocation)
    #expect(decision.appMaskSource == row.source, sourceLocation: row.sourceLocation)
    #expect(resolution.exception == row.exception, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r5) == !multitasks, sourceLocation: row.sourceLocation)
    if multitasks {
      #expect(decision.allowed == .all, sourceLocation: row.sourceLocation)
      #expect(!resolution.rules.contains(.r6), sourceLocation: row.sourceLocation)
      #expect(resolution.warnings == [], sourceLocation: row.sourceLocation)
      #expect(resolution.interfaceOrientation == .portrait, sourceLocation: row.sourceLocation)
    }
  }
}

@Suite("R23 in sessions: a refresh strategy sees what UIKit allows in a multitasking window")
struct R23RefreshTests {
  /// A portrait-only reader in a multitasking iPad app, turned to landscape: UIKit follows the
  /// device and asks no controller, so the orientation is allowed and a refresh strategy that
  /// reads `WindowHandle.allowedInterfaceOrientations` must not force it back (it once read the
  /// reader's own `.portrait` and set `UIDevice` back to portrait by key-value coding).
  @Test("the reference sends no refresh after a rotation, iOS 9 to 15 and 16+", arguments: [9, 12, 15, 17])
  func referenceDoesNotForcePortrait(version: Int) throws {
    let hierarchy = try makeHierarchy(
      .navigation([.content("ReaderViewController", supports: .portrait)]))
    let app = AppConfiguration(
      idiom: .pad, osVersion: .iOS(version), plistOrientations: InterfaceOrientation.valid)
    #expect(app.supportsMultitasking)
    let session = Session(
      app: app, hierarchy: hierarchy, interfaceOrientation: .portrait,
      events: [.rotateDevice(.landscapeLeft), .pop(navigation: 0)])
    let trace = System.run(session, resolver: ReferenceResolver())
    let refreshes = trace.steps.filter {
      if case .refresh = $0.origin { true } else { false }
    }
    #expect(refreshes.isEmpty, "\(refreshes.map(\.event))")
    let last = try #require(trace.steps.last)
    #expect(last.orientationAfter == .landscapeRight)
    #expect(last.deviceOrientation == .landscapeLeft)
  }

  struct AllowedProbe: OrientationResolver {
    func refreshActions(
      after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
    ) -> [Event] {
      // Report what the window handle says, through an event the trace keeps.
      guard let window else { return [] }
      #expect(window.allowedInterfaceOrientations == .all)
      #expect(window.deciderViewController == nil)
      return []
    }
  }

  @Test("WindowHandle in a multitasking app: every orientation allowed, no decider")
  func windowHandle() throws {
    let hierarchy = try makeHierarchy(.content("ReaderViewController", supports: .portrait))
    let app = AppConfiguration(idiom: .pad, osVersion: .iOS15, plistOrientations: InterfaceOrientation.valid)
    _ = System.run(
      Session(app: app, hierarchy: hierarchy, events: [.rotateDevice(.landscapeLeft)]),
      resolver: AllowedProbe())
  }
}
