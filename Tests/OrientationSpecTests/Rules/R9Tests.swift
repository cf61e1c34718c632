import OrientationSpec
import Testing

@Suite("R9: shouldAutorotate false blocks device-driven rotation up to iOS 15")
struct R9Tests {
  /// A portrait-only screen in a landscape-only app (seed 002 after a push):
  /// nothing is allowed.
  struct Row: Sendable, CustomTestStringConvertible {
    var version: Int
    /// What the screen declares (`nil`: UIKit's default, `true`).
    var autorotates: Bool?
    var assumptions: Assumptions
    /// What `WindowDecision.shouldAutorotate` reports: `nil` when UIKit does not ask (iOS 16+).
    var asked: Bool?
    var suppressed: Bool
    var sourceLocation: SourceLocation

    init(
      iOS version: Int, autorotates: Bool?, assumptions: Assumptions = .default, asked: Bool?,
      suppressed: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.version = version
      self.autorotates = autorotates
      self.assumptions = assumptions
      self.asked = asked
      self.suppressed = suppressed
      self.sourceLocation = sourceLocation
    }

    var testDescription: String {
      let answer =
        autorotates.map { "shouldAutorotate \($0 ? "YES" : "NO")" } ?? "default shouldAutorotate"
      let assumed = assumptions == .default ? "" : " [\(assumptions)]"
      let question = asked == nil ? ", not asked" : ""
      return
        "iOS \(version), \(answer)\(assumed)\(question): E1 \(suppressed ? "suppressed" : "raised")"
    }
  }

  static let onIOS16 = Assumptions.with(\.shouldAutorotateSuppressesExceptionOnIOS16, true)

  static let rows: [Row] = [
    // Up to iOS 15 UIKit asks, and NO suppresses E1 (R9 recorded).
    Row(iOS: 6, autorotates: false, asked: false, suppressed: true),
    Row(iOS: 8, autorotates: false, asked: false, suppressed: true),
    Row(iOS: 12, autorotates: false, asked: false, suppressed: true),
    Row(iOS: 15, autorotates: false, asked: false, suppressed: true),
    Row(iOS: 15, autorotates: true, asked: true, suppressed: false),
    Row(iOS: 12, autorotates: nil, asked: true, suppressed: false),
    // From iOS 16 UIKit no longer asks (A30, I21 #572): NO changes nothing, R9 is not recorded.
    Row(iOS: 16, autorotates: false, asked: nil, suppressed: false),
    Row(iOS: 17, autorotates: false, asked: nil, suppressed: false),
    Row(iOS: 26, autorotates: false, asked: nil, suppressed: false),
    Row(iOS: 16, autorotates: true, asked: nil, suppressed: false),
    Row(iOS: 17, autorotates: nil, asked: nil, suppressed: false),
    // Under the assumption, UIKit still asks on 16+ and NO suppresses E1.
    Row(iOS: 16, autorotates: false, assumptions: onIOS16, asked: false, suppressed: true),
    Row(iOS: 17, autorotates: false, assumptions: onIOS16, asked: false, suppressed: true),
    Row(iOS: 26, autorotates: false, assumptions: onIOS16, asked: false, suppressed: true),
    Row(iOS: 17, autorotates: true, assumptions: onIOS16, asked: true, suppressed: false),
    // The assumption changes nothing up to iOS 15.
    Row(iOS: 15, autorotates: false, assumptions: onIOS16, asked: false, suppressed: true),
  ]

  @Test(
    "shouldAutorotate NO suppresses E1 up to iOS 15; from 16 it is not asked unless assumed",
    arguments: rows)
  func suppression(_ row: Row) throws {
    let root = ControllerSpec.content(
      "PortraitViewController", supports: .portrait, autorotates: row.autorotates)
    let hierarchy = try makeHierarchy(root, sourceLocation: row.sourceLocation)
    let app = AppConfiguration.phone(row.version, plist: [.landscapeLeft, .landscapeRight])
    let resolution = resolve(
      hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: .landscapeRight,
      assumptions: row.assumptions)
    #expect(resolution.decision?.allowed == [], sourceLocation: row.sourceLocation)
    #expect(
      resolution.decision?.shouldAutorotate == row.asked, sourceLocation: row.sourceLocation)
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
    // R9 is recorded exactly when UIKit asked and was told NO.
    #expect(
      resolution.rules.contains(.r9) == (row.asked == false), sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r10), sourceLocation: row.sourceLocation)
  }

  /// A navigation controller over a portrait-only screen that returns NO, in a
  /// landscape-only app: UIKit's navigation controller answers for itself
  /// (landscape allowed); the reference forwards to the top (nothing allowed).
  struct ForwardRow: Sendable, CustomTestStringConvertible {
    var version: Int
    var assumptions: Assumptions
    /// `shouldAutorotate` as reported for UIKit's navigation controller and for the reference.
    var stock: Bool?
    var reference: Bool?
    /// Whether the reference's E1 is suppressed.
    var suppressed: Bool
    var sourceLocation: SourceLocation

    init(
      iOS version: Int, assumptions: Assumptions = .default, stock: Bool?, reference: Bool?,
      suppressed: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.version = version
      self.assumptions = assumptions
      self.stock = stock
      self.reference = reference
      self.suppressed = suppressed
      self.sourceLocation = sourceLocation
    }

    var testDescription: String {
      "iOS \(version)\(assumptions == .default ? "" : " [\(assumptions)]")"
    }
  }

  static let forwardRows: [ForwardRow] = [
    ForwardRow(iOS: 15, stock: true, reference: false, suppressed: true),
    ForwardRow(iOS: 17, stock: nil, reference: nil, suppressed: false),
    ForwardRow(iOS: 17, assumptions: onIOS16, stock: true, reference: false, suppressed: true),
  ]

  @Test(
    "The reference forwards shouldAutorotate NO from the top screen; UIKit's navigation controller does not",
    arguments: forwardRows)
  func forwardedAnswer(_ row: ForwardRow) throws {
    let root = ControllerSpec.navigation([
      .content("PortraitViewController", supports: .portrait, autorotates: false)
    ])
    let hierarchy = try makeHierarchy(root, sourceLocation: row.sourceLocation)
    let app = AppConfiguration.phone(row.version, plist: [.landscapeLeft, .landscapeRight])
    let stock = resolve(
      hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: .landscapeLeft,
      assumptions: row.assumptions)
    #expect(stock.exception == nil, sourceLocation: row.sourceLocation)
    #expect(stock.decision?.allowed == .landscape, sourceLocation: row.sourceLocation)
    #expect(stock.decision?.shouldAutorotate == row.stock, sourceLocation: row.sourceLocation)
    let reference = resolve(
      hierarchy, in: app, resolver: ReferenceResolver(), interfaceOrientation: .landscapeLeft,
      assumptions: row.assumptions)
    #expect(reference.decision?.allowed == [], sourceLocation: row.sourceLocation)
    #expect(
      reference.decision?.shouldAutorotate == row.reference, sourceLocation: row.sourceLocation)
    if row.suppressed {
      #expect(reference.exception == nil, sourceLocation: row.sourceLocation)
      #expect(
        reference.warnings == [.noCommonOrientationSuppressed(ControllerID(0))],
        sourceLocation: row.sourceLocation)
    } else {
      #expect(
        reference.exception == .noCommonOrientation(className: "UINavigationController"),
        sourceLocation: row.sourceLocation)
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
