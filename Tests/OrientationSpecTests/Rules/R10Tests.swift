import OrientationSpec
import Testing

@Suite("R10: No common orientation raises UIApplicationInvalidInterfaceOrientation (E1)")
struct R10Tests {
  struct MessageRow: Sendable, CustomTestStringConvertible {
    var version: Int
    var reason: String
    var sourceLocation: SourceLocation

    init(iOS version: Int, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
      self.version = version
      self.reason = reason
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "iOS \(version)" }
  }

  static let oldText =
    "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
  static let newText =
    "Supported orientations has no common orientation with the application,"
    + " and [UIPrintPanelNavigationController shouldAutorotate] is returning YES"

  static let messages: [MessageRow] = [
    MessageRow(iOS: 6, oldText),
    MessageRow(iOS: 7, oldText),
    MessageRow(iOS: 8, newText),
    MessageRow(iOS: 12, newText),
    MessageRow(iOS: 17, newText),
    MessageRow(iOS: 27, newText),
  ]

  @Test("The message names the class from iOS 8", arguments: messages)
  func message(_ row: MessageRow) {
    let exception = UIKitException.noCommonOrientation(
      className: "UIPrintPanelNavigationController")
    #expect(
      exception.reason(on: .iOS(row.version)) == row.reason, sourceLocation: row.sourceLocation)
    #expect(
      exception.name == "UIApplicationInvalidInterfaceOrientation",
      sourceLocation: row.sourceLocation)
    #expect(exception.identifier == "E1", sourceLocation: row.sourceLocation)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var windows: [WindowSpec]
    var app: AppConfiguration
    var trigger: EvaluationTrigger
    var current: InterfaceOrientation
    var exception: UIKitException?
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ windows: [WindowSpec], app: AppConfiguration, trigger: EvaluationTrigger,
      current: InterfaceOrientation = .portrait, exception: UIKitException?,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.windows = windows
      self.app = app
      self.trigger = trigger
      self.current = current
      self.exception = exception
      self.sourceLocation = sourceLocation
    }

    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration, trigger: EvaluationTrigger,
      current: InterfaceOrientation = .portrait, exception: UIKitException?,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.init(
        name, [WindowSpec(root: root, isKey: true)], app: app, trigger: trigger, current: current,
        exception: exception, sourceLocation: sourceLocation)
    }

    var testDescription: String { name }
  }

  static let landscapeApp = AppConfiguration.phone(plist: [.landscapeLeft, .landscapeRight])
  static let picker = ControllerSpec.navigation(
    name: "UIImagePickerController", origin: .system,
    [.content("PUPhotoPickerHostViewController", origin: .system)],
    declared: DeclaredAnswers(supportedInterfaceOrientations: .portrait))

  static let rows: [Row] = [
    Row(
      "installing a root with nothing in common",
      .content("LTHPasscodeViewController", supports: .portrait),
      app: landscapeApp, trigger: .rootInstalled, current: .landscapeRight,
      exception: .noCommonOrientation(className: "LTHPasscodeViewController")),
    Row(
      "presenting a portrait system picker full screen in a landscape app",
      .content("GameViewController", supports: .landscape)
        .presenting(picker, style: .fullScreen, phase: .beingPresented),
      app: landscapeApp, trigger: .fullScreenPresentation, current: .landscapeRight,
      exception: .noCommonOrientation(className: "UIImagePickerController")),
    Row(
      "the same picker as a page sheet on iOS 17 is not asked",
      .content("GameViewController", supports: .landscape)
        .presenting(picker, style: .pageSheet, phase: .beingPresented),
      app: landscapeApp, trigger: .fullScreenPresentation, current: .landscapeRight, exception: nil),
    Row(
      "dismissing back to a presenter with nothing in common",
      .content("PortraitViewController", supports: .portrait)
        .presenting(.content("Player"), style: .fullScreen, phase: .beingDismissed),
      app: landscapeApp, trigger: .fullScreenDismissal, current: .landscapeRight,
      exception: .noCommonOrientation(className: "PortraitViewController")),
    Row(
      "the app's mask changed under a portrait-only root: E1 when a root is installed",
      .content("PortraitViewController", supports: .portrait), app: .phone(delegate: .landscape),
      trigger: .rootInstalled, current: .landscapeRight,
      exception: .noCommonOrientation(className: "PortraitViewController")),
    Row(
      "the same mask at a device event: no checkpoint, the pose is not allowed (R12)",
      .content("PortraitViewController", supports: .portrait), app: .phone(delegate: .landscape),
      trigger: .deviceRotation, current: .landscapeRight, exception: nil),
    Row(
      "the same mask at setNeedsUpdateOfSupportedInterfaceOrientations: the update stays (R17)",
      .content("PortraitViewController", supports: .portrait),
      app: .phone(16, delegate: .landscape),
      trigger: .supportedOrientationsUpdate, current: .landscapeRight, exception: nil),
    Row(
      "the same mask at a geometry request: the error handler gets E5 instead (R18)",
      .content("PortraitViewController", supports: .portrait),
      app: .phone(16, delegate: .landscape),
      trigger: .geometryRequest, current: .landscapeRight, exception: nil),
    Row(
      "the same mask observed (a push, a pop): nothing is checked (R15)",
      .content("PortraitViewController", supports: .portrait), app: .phone(delegate: .landscape),
      trigger: .query, current: .landscapeRight, exception: nil),
    Row(
      "installing roots checks every window, not only the key one",
      [
        WindowSpec(root: .content("BannerViewController", supports: .portrait)),
        WindowSpec(root: .content("GameViewController", supports: .landscape), isKey: true),
      ],
      app: landscapeApp, trigger: .rootInstalled, current: .landscapeRight,
      exception: .noCommonOrientation(className: "BannerViewController")),
    Row(
      "a full-screen dismissal looks only at the window that sets the orientation",
      [
        WindowSpec(root: .content("BannerViewController", supports: .portrait)),
        WindowSpec(root: .content("GameViewController", supports: .landscape), isKey: true),
      ],
      app: landscapeApp, trigger: .fullScreenDismissal, current: .landscapeRight, exception: nil),
    Row(
      "something in common raises nothing", .content("GameViewController", supports: .landscape),
      app: landscapeApp, trigger: .rootInstalled, current: .landscapeRight, exception: nil),
  ]

  @Test("UIKit checks E1 at a root install and a full-screen present or dismiss only")
  func checkpointTriggers() {
    #expect(
      EvaluationTrigger.allCases.filter(\.checksNoCommonOrientation)
        == [.rootInstalled, .fullScreenPresentation, .fullScreenDismissal])
  }

  @Test("E1 is raised at the checkpoints where UIKit checks it", arguments: rows)
  func checkpoints(_ row: Row) throws {
    let hierarchy = try makeHierarchy(windows: row.windows, sourceLocation: row.sourceLocation)
    for resolver: any OrientationResolver in [UIKitDefaultResolver(), ReferenceResolver()] {
      let resolution = resolve(
        hierarchy, in: row.app, resolver: resolver, interfaceOrientation: row.current,
        trigger: row.trigger)
      #expect(
        resolution.exception == row.exception, "\(resolver.name)",
        sourceLocation: row.sourceLocation)
      #expect(
        resolution.rules.contains(.r10) == (row.exception != nil), "\(resolver.name)",
        sourceLocation: row.sourceLocation)
      #expect(
        resolution.interfaceOrientation == row.current, "\(resolver.name)",
        sourceLocation: row.sourceLocation)
    }
  }

  struct SuppressionRow: Sendable, CustomTestStringConvertible {
    var version: Int
    var assumptions: Assumptions
    var raised: Bool
    var sourceLocation: SourceLocation

    init(
      iOS version: Int, assumptions: Assumptions = .default, raised: Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.version = version
      self.assumptions = assumptions
      self.raised = raised
      self.sourceLocation = sourceLocation
    }

    var testDescription: String {
      "iOS \(version)\(assumptions == .default ? "" : " [\(assumptions)]")"
    }
  }

  static let onIOS16 = Assumptions.with(\.shouldAutorotateSuppressesExceptionOnIOS16, true)

  static let suppressions: [SuppressionRow] = [
    SuppressionRow(iOS: 12, raised: false),
    SuppressionRow(iOS: 15, raised: false),
    // From iOS 16 shouldAutorotate is not asked (A30): nothing suppresses E1.
    SuppressionRow(iOS: 16, raised: true),
    SuppressionRow(iOS: 17, raised: true),
    SuppressionRow(iOS: 26, raised: true),
    SuppressionRow(iOS: 16, assumptions: onIOS16, raised: false),
    SuppressionRow(iOS: 26, assumptions: onIOS16, raised: false),
  ]

  @Test(
    "shouldAutorotate NO: no E1 up to iOS 15; on 16+ only under the assumption",
    arguments: suppressions)
  func suppression(_ row: SuppressionRow) throws {
    let hierarchy = try makeHierarchy(
      .content("RotationDemoViewController", supports: .portrait, autorotates: false),
      sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: .phone(row.version, delegate: .landscape), resolver: UIKitDefaultResolver(),
      interfaceOrientation: .landscapeRight, trigger: .rootInstalled, assumptions: row.assumptions)
    let exception: UIKitException? =
      row.raised ? .noCommonOrientation(className: "RotationDemoViewController") : nil
    #expect(resolution.exception == exception, sourceLocation: row.sourceLocation)
    // Suppressed only where UIKit asked shouldAutorotate and was told NO (R9).
    #expect(
      resolution.decision?.shouldAutorotate == (row.raised ? nil : false),
      sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r9) == !row.raised, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r10), sourceLocation: row.sourceLocation)
    #expect(
      resolution.exception?.reason(on: .iOS(row.version))
        == (row.raised
          ? "Supported orientations has no common orientation with the application,"
            + " and [RotationDemoViewController shouldAutorotate] is returning YES" : nil),
      sourceLocation: row.sourceLocation)
  }
}
