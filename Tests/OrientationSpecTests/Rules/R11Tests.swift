import OrientationSpec
import Testing

/// Prefers `wanted`, kept inside what is allowed by `ControllerHandle.presentable(_:)`.
struct PresentableResolver: OrientationResolver {
  var wanted: InterfaceOrientation
  var name: String { "presentable(\(wanted))" }

  func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    controller.presentable(wanted)
  }
}

@Suite("R11: A preferred orientation outside allowed raises E2/E3 at present and dismiss")
struct R11Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var trigger: EvaluationTrigger
    var current: InterfaceOrientation
    var assumptions: Assumptions
    var exception: UIKitException?
    var reason: String?
    var orientation: InterfaceOrientation
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration = .phone(),
      resolver: any OrientationResolver = UIKitDefaultResolver(), trigger: EvaluationTrigger,
      current: InterfaceOrientation, assumptions: Assumptions = .default,
      exception: UIKitException?, reason: String? = nil, orientation: InterfaceOrientation? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.resolver = resolver
      self.trigger = trigger
      self.current = current
      self.assumptions = assumptions
      self.exception = exception
      self.reason = reason
      self.orientation = orientation ?? current
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let unclamped = Assumptions.with(\.inheritedPreferredOrientationIsClamped, false)

  /// A full-screen ad whose declared preferred orientation is not one it
  /// supports.
  static let adPresentation = ControllerSpec.content("Presenter").presenting(
    .content("AdViewController", supports: .portrait, prefers: .landscapeLeft), style: .fullScreen,
    phase: .beingPresented)

  /// I14: an ad web controller dismissed over a landscape-only base controller,
  /// the device in portrait.
  static let adDismissal = ControllerSpec.content("BaseViewController", supports: .landscape)
    .presenting(.content("AdWebViewController"), style: .fullScreen, phase: .beingDismissed)

  /// I11 #360: a photo viewer dismissed in landscape over a portrait-only
  /// presenter.
  static let photoDismissal = ControllerSpec.content("PresenterViewController", supports: .portrait)
    .presenting(.content("NYTPhotosViewController"), style: .fullScreen, phase: .beingDismissed)

  /// A landscape-only screen presented full screen.
  static let landscapePresentation = ControllerSpec.content("Presenter").presenting(
    .content("LandscapeViewController", supports: .landscape), style: .fullScreen,
    phase: .beingPresented)

  static let rows: [Row] = [
    Row(
      "presenting a controller whose declared preference it does not support", adPresentation,
      app: .phone(13), trigger: .fullScreenPresentation, current: .portrait,
      exception: .preferredOrientationNotSupported(
        className: "AdViewController", preferred: .landscapeLeft, supported: .portrait),
      reason:
        "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"
    ),
    Row(
      "the same presentation on iOS 10 prints the old text", adPresentation, app: .phone(10),
      trigger: .fullScreenPresentation, current: .portrait,
      exception: .preferredOrientationNotSupported(
        className: "AdViewController", preferred: .landscapeLeft, supported: .portrait),
      reason:
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    ),
    Row(
      "the reference clamps the preference: no exception", adPresentation,
      resolver: ReferenceResolver(),
      trigger: .fullScreenPresentation, current: .landscapeRight, exception: nil,
      orientation: .portrait),
    // ControllerHandle.presentable: the wanted orientation, else the current, else the fallback
    // order's first allowed (the device is held as the interface here).
    Row(
      "presentable keeps an allowed preference", landscapePresentation,
      resolver: PresentableResolver(wanted: .landscapeLeft), trigger: .fullScreenPresentation,
      current: .portrait, exception: nil, orientation: .landscapeLeft),
    Row(
      "presentable falls back to the current orientation when it is allowed",
      landscapePresentation, resolver: PresentableResolver(wanted: .portrait),
      trigger: .fullScreenPresentation, current: .landscapeLeft, exception: nil,
      orientation: .landscapeLeft),
    Row(
      "presentable falls back to the fallback order's first allowed", landscapePresentation,
      resolver: PresentableResolver(wanted: .portrait), trigger: .fullScreenPresentation,
      current: .portrait, exception: nil, orientation: .landscapeRight),
    Row(
      "a preferred .unknown is not allowed either",
      .content("Presenter").presenting(
        .content("BrokenViewController", prefers: .unknown), style: .fullScreen,
        phase: .beingPresented),
      app: .phone(plist: [.portrait]), trigger: .fullScreenPresentation, current: .portrait,
      exception: .preferredOrientationNotSupported(
        className: "BrokenViewController", preferred: .unknown, supported: .portrait),
      reason:
        "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait'!"
    ),
    Row(
      "I14: dismissal over a landscape-only presenter, UIKit's preference unclamped (iOS 13)",
      adDismissal,
      app: .phone(13), trigger: .fullScreenDismissal, current: .portrait, assumptions: unclamped,
      exception: .preferredOrientationNotSupported(
        className: "BaseViewController", preferred: .portrait, supported: .landscape),
      reason:
        "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation:"
        + " 'landscapeLeft, landscapeRight'!"),
    Row(
      "I14 with the default clamp: the presenter rotates to landscape", adDismissal,
      app: .phone(13), trigger: .fullScreenDismissal, current: .portrait, exception: nil,
      orientation: .landscapeRight),
    Row(
      "I11 #360: dismissal in landscape over a portrait-only presenter (iOS 16)", photoDismissal,
      app: .phone(16), trigger: .fullScreenDismissal, current: .landscapeRight,
      assumptions: unclamped,
      exception: .preferredOrientationNotSupported(
        className: "PresenterViewController", preferred: .landscapeRight, supported: .portrait),
      reason:
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
    ),
    Row(
      "the reference survives I11 #360 even unclamped", photoDismissal, app: .phone(16),
      resolver: ReferenceResolver(), trigger: .fullScreenDismissal, current: .landscapeRight,
      assumptions: unclamped, exception: nil, orientation: .portrait),
    Row(
      "a dismissal that keeps an allowed orientation asks for no preference", photoDismissal,
      trigger: .fullScreenDismissal, current: .portrait, assumptions: unclamped, exception: nil),
    Row(
      "installing a root never raises E2/E3",
      .content("AdViewController", supports: .portrait, prefers: .landscapeLeft),
      trigger: .rootInstalled, current: .landscapeRight, exception: nil, orientation: .portrait),
  ]

  @Test("E2/E3 at a full-screen present or dismiss", arguments: rows)
  func preferredOutsideAllowed(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, interfaceOrientation: row.current,
      trigger: row.trigger, assumptions: row.assumptions)
    #expect(resolution.exception == row.exception, sourceLocation: row.sourceLocation)
    #expect(
      resolution.exception?.reason(on: row.app.osVersion, assumptions: row.assumptions)
        == row.reason,
      sourceLocation: row.sourceLocation)
    #expect(
      resolution.rules.contains(.r11) == (row.exception != nil), sourceLocation: row.sourceLocation)
    #expect(resolution.interfaceOrientation == row.orientation, sourceLocation: row.sourceLocation)
    if let exception = row.exception {
      #expect(
        exception.name == "UIApplicationInvalidInterfaceOrientation",
        sourceLocation: row.sourceLocation)
      #expect(exception.identifier == "E2/E3", sourceLocation: row.sourceLocation)
    }
  }

  struct TextRow: Sendable, CustomTestStringConvertible {
    var version: Int
    var bothSidesFrom: Int
    var namesBothSides: Bool
    var sourceLocation: SourceLocation

    init(
      iOS version: Int, bothSidesFrom: Int = 11, namesBothSides: Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.version = version
      self.bothSidesFrom = bothSidesFrom
      self.namesBothSides = namesBothSides
      self.sourceLocation = sourceLocation
    }

    var testDescription: String {
      "iOS \(version) with preferredMessageNamesBothSidesFrom = \(bothSidesFrom): \(namesBothSides ? "E3" : "E2")"
    }
  }

  static let texts: [TextRow] = [
    TextRow(iOS: 6, namesBothSides: false),
    TextRow(iOS: 10, namesBothSides: false),
    TextRow(iOS: 11, namesBothSides: true),
    TextRow(iOS: 13, namesBothSides: true),
    TextRow(iOS: 26, namesBothSides: true),
    TextRow(iOS: 12, bothSidesFrom: 13, namesBothSides: false),
    TextRow(iOS: 13, bothSidesFrom: 13, namesBothSides: true),
    TextRow(iOS: 8, bothSidesFrom: 8, namesBothSides: true),
  ]

  @Test("E2's text before preferredMessageNamesBothSidesFrom, E3's from it", arguments: texts)
  func messageText(_ row: TextRow) {
    let exception = UIKitException.preferredOrientationNotSupported(
      className: "IDMPhotoBrowser", preferred: .landscapeRight, supported: .portrait)
    let reason = exception.reason(
      on: .iOS(row.version),
      assumptions: .with(\.preferredMessageNamesBothSidesFrom, row.bothSidesFrom))
    #expect(
      reason
        == (row.namesBothSides
          ? "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
          : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"),
      sourceLocation: row.sourceLocation)
  }

  @Test("A preferred .unknown is logged as a warning")
  func unknownWarning() throws {
    let hierarchy = try makeHierarchy(
      .content("Presenter").presenting(
        .content("BrokenViewController", prefers: .unknown), style: .fullScreen,
        phase: .beingPresented))
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: UIKitDefaultResolver(), trigger: .fullScreenPresentation)
    #expect(
      resolution.warnings == [
        .unknownOrientation(ControllerID(1), .preferredInterfaceOrientationForPresentation)
      ])
    #expect(
      resolution.warnings.first?.text(in: hierarchy)
        == "#1 BrokenViewController answered .unknown to preferredInterfaceOrientationForPresentation"
    )
  }
}
