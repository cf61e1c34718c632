import OrientationSpec
import Testing

@Suite("R9: shouldAutorotate false blocks device-driven rotation up to iOS 15")
struct R9Tests {
  /// A portrait-only screen in a landscape-only app (seed 002 after a push):
  /// nothing is allowed.
  struct Row: Sendable, CustomTestStringConvertible {
    var version: Int
    var autorotates: Bool?
    var assumptions: Assumptions
    var suppressed: Bool
    var sourceLocation: SourceLocation

    init(
      iOS version: Int, autorotates: Bool?, assumptions: Assumptions = .default, suppressed: Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.version = version
      self.autorotates = autorotates
      self.assumptions = assumptions
      self.suppressed = suppressed
      self.sourceLocation = sourceLocation
    }

    var testDescription: String {
      let answer =
        autorotates.map { "shouldAutorotate \($0 ? "YES" : "NO")" } ?? "default shouldAutorotate"
      let assumed = assumptions == .default ? "" : " [\(assumptions)]"
      return "iOS \(version), \(answer)\(assumed): E1 \(suppressed ? "suppressed" : "raised")"
    }
  }

  static let onIOS16 = Assumptions.with(\.shouldAutorotateSuppressesExceptionOnIOS16, true)

  static let rows: [Row] = [
    Row(iOS: 6, autorotates: false, suppressed: true),
    Row(iOS: 8, autorotates: false, suppressed: true),
    Row(iOS: 12, autorotates: false, suppressed: true),
    Row(iOS: 15, autorotates: false, suppressed: true),
    Row(iOS: 16, autorotates: false, suppressed: false),
    Row(iOS: 17, autorotates: false, suppressed: false),
    Row(iOS: 26, autorotates: false, suppressed: false),
    Row(iOS: 16, autorotates: false, assumptions: onIOS16, suppressed: true),
    Row(iOS: 26, autorotates: false, assumptions: onIOS16, suppressed: true),
    Row(iOS: 15, autorotates: true, suppressed: false),
    Row(iOS: 12, autorotates: nil, suppressed: false),
    Row(iOS: 17, autorotates: true, assumptions: onIOS16, suppressed: false),
  ]

  @Test("shouldAutorotate NO suppresses E1 up to iOS 15 only", arguments: rows)
  func suppression(_ row: Row) throws {
    let root = ControllerSpec.content(
      "PortraitViewController", supports: .portrait, autorotates: row.autorotates)
    let hierarchy = try makeHierarchy(root, sourceLocation: row.sourceLocation)
    let app = AppConfiguration.phone(row.version, plist: [.landscapeLeft, .landscapeRight])
    let resolution = resolve(
      hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: .landscapeRight,
      assumptions: row.assumptions)
    #expect(resolution.decision?.allowed == [], sourceLocation: row.sourceLocation)
    #expect(resolution.interfaceOrientation == .landscapeRight, sourceLocation: row.sourceLocation)
    if row.suppressed {
      #expect(resolution.exception == nil, sourceLocation: row.sourceLocation)
      #expect(
        resolution.warnings == [.noCommonOrientationSuppressed(ControllerID(0))],
        sourceLocation: row.sourceLocation)
      #expect(resolution.statusBar != nil, sourceLocation: row.sourceLocation)
    } else {
      #expect(
        resolution.exception == .noCommonOrientation(className: "PortraitViewController"),
        sourceLocation: row.sourceLocation)
      #expect(resolution.warnings == [], sourceLocation: row.sourceLocation)
      #expect(resolution.statusBar == nil, sourceLocation: row.sourceLocation)
    }
    #expect(
      resolution.rules.contains(.r9) == (row.autorotates == false),
      sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r10), sourceLocation: row.sourceLocation)
  }

  @Test(
    "The reference forwards shouldAutorotate NO from the top screen; UIKit's navigation controller does not"
  )
  func forwardedAnswer() throws {
    let root = ControllerSpec.navigation([
      .content("PortraitViewController", supports: .portrait, autorotates: false)
    ])
    let hierarchy = try makeHierarchy(root)
    for version in [15, 17] {
      let app = AppConfiguration.phone(version, plist: [.landscapeLeft, .landscapeRight])
      let stock = resolve(
        hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: .landscapeLeft)
      #expect(stock.exception == nil)
      #expect(stock.decision?.allowed == .landscape)
      #expect(stock.decision?.shouldAutorotate == true)
      let reference = resolve(
        hierarchy, in: app, resolver: ReferenceResolver(), interfaceOrientation: .landscapeLeft)
      #expect(reference.decision?.allowed == [])
      #expect(reference.decision?.shouldAutorotate == false)
      if version <= 15 {
        #expect(reference.exception == nil)
        #expect(reference.warnings == [.noCommonOrientationSuppressed(ControllerID(0))])
      } else {
        #expect(reference.exception == .noCommonOrientation(className: "UINavigationController"))
      }
    }
  }

  @Test("The suppression warning reads as a sentence")
  func warningText() throws {
    let hierarchy = try makeHierarchy(.content("PortraitViewController"))
    #expect(
      Warning.noCommonOrientationSuppressed(ControllerID(0)).text(in: hierarchy)
        == "#0 PortraitViewController has no orientation in common with the app;"
        + " shouldAutorotate NO suppresses the exception")
  }
}
