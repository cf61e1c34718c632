import OrientationSpec
import Testing

/// An app delegate that returns `[]`, which UIKit's documentation forbids.
struct EmptyDelegateResolver: OrientationResolver {
  var name: String { "empty-delegate" }

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    []
  }
}

@Suite("R6: Masks must not be empty; an empty plist list is undefined")
struct R6Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var assumptions: Assumptions
    var appMask: InterfaceOrientationMask
    var source: AppMaskSource
    var exception: UIKitException?
    var warnings: [Warning]
    var recordsR6: Bool
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec = .content("Screen"), app: AppConfiguration,
      resolver: any OrientationResolver = UIKitDefaultResolver(),
      assumptions: Assumptions = .default,
      appMask: InterfaceOrientationMask, source: AppMaskSource, exception: UIKitException? = nil,
      warnings: [Warning], recordsR6: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.resolver = resolver
      self.assumptions = assumptions
      self.appMask = appMask
      self.source = source
      self.exception = exception
      self.warnings = warnings
      self.recordsR6 = recordsR6
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static let emptyMask = Assumptions.with(\.emptyPlistList, .emptyMask)

  static let rows: [Row] = [
    Row(
      "an empty plist list counts as a missing key by default (iPhone)", app: .phone(plist: []),
      appMask: .allButUpsideDown, source: .idiomDefault, warnings: [.emptyPlistList]),
    Row(
      "an empty plist list counts as a missing key by default (iPad)", app: .pad(plist: []),
      appMask: .all, source: .idiomDefault, warnings: [.emptyPlistList]),
    Row(
      "an empty plist list as the empty mask: E1 at root install", app: .phone(plist: []),
      assumptions: emptyMask,
      appMask: [], source: .infoPlist, exception: .noCommonOrientation(className: "Screen"),
      warnings: [.emptyPlistList]),
    Row(
      "an empty plist list as the empty mask, suppressed by shouldAutorotate NO on iOS 15",
      .content("Screen", autorotates: false), app: .phone(15, plist: []), assumptions: emptyMask,
      appMask: [], source: .infoPlist,
      warnings: [.emptyPlistList, .noCommonOrientationSuppressed(ControllerID(0))]),
    Row(
      "the delegate's answer wins over an empty plist list",
      app: .phone(plist: [], delegate: .portrait),
      assumptions: emptyMask, appMask: .portrait, source: .appDelegate, warnings: [],
      recordsR6: false),
    Row(
      "a delegate returning [] is warned about and leaves nothing allowed", app: .phone(),
      resolver: EmptyDelegateResolver(), appMask: [], source: .appDelegate,
      exception: .noCommonOrientation(className: "Screen"),
      warnings: [.emptyMask(nil, .applicationSupportedInterfaceOrientations)]),
    Row(
      "a declared delegate answer of [] is the same mistake", app: .phone(delegate: []),
      appMask: [], source: .appDelegate, exception: .noCommonOrientation(className: "Screen"),
      warnings: [.emptyMask(nil, .applicationSupportedInterfaceOrientations)]),
    Row(
      "a controller returning [] is warned about", .content("Screen", supports: []), app: .phone(),
      appMask: .allButUpsideDown, source: .infoPlist,
      exception: .noCommonOrientation(className: "Screen"),
      warnings: [.emptyMask(ControllerID(0), .supportedInterfaceOrientations)]),
  ]

  @Test("Empty masks: the app mask, the exception and the warnings", arguments: rows)
  func emptyMasks(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, assumptions: row.assumptions)
    let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
    #expect(decision.appMask == row.appMask, sourceLocation: row.sourceLocation)
    #expect(decision.appMaskSource == row.source, sourceLocation: row.sourceLocation)
    #expect(resolution.exception == row.exception, sourceLocation: row.sourceLocation)
    #expect(resolution.warnings == row.warnings, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r6) == row.recordsR6, sourceLocation: row.sourceLocation)
  }

  @Test("plistMask treats the empty list as the assumption says")
  func plistMask() {
    let app = AppConfiguration.phone(plist: [])
    #expect(app.plistMask(.default).mask == .allButUpsideDown)
    #expect(app.plistMask(.default).source == .idiomDefault)
    #expect(app.plistMask(Self.emptyMask).mask == [])
    #expect(app.plistMask(Self.emptyMask).source == .infoPlist)
  }

  @Test("The warnings read as sentences")
  func warningTexts() throws {
    let hierarchy = try makeHierarchy(.content("Screen", supports: []))
    #expect(
      Warning.emptyMask(nil, .applicationSupportedInterfaceOrientations).text(in: hierarchy)
        == "the app delegate answered [] to application(_:supportedInterfaceOrientationsFor:): the value must not be 0"
    )
    #expect(
      Warning.emptyMask(ControllerID(0), .supportedInterfaceOrientations).text(in: hierarchy)
        == "#0 Screen answered [] to supportedInterfaceOrientations: the value must not be 0")
    #expect(
      Warning.emptyPlistList.text(in: hierarchy)
        == "UISupportedInterfaceOrientations is an empty array (undocumented)")
  }
}
