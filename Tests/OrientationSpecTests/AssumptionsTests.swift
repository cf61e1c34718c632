import OrientationSpec
import Testing

@Suite("Each uncertain rule is a named assumption that changes an outcome")
struct AssumptionsTests {
  /// One assumption changed from its default, and the outcome it changes.
  struct Row: Sendable, CustomTestStringConvertible {
    var property: String
    var changed: Assumptions
    var outcome: @Sendable (Assumptions) throws -> String
    var byDefault: String
    var whenChanged: String
    var sourceLocation: SourceLocation

    init<Value>(
      _ path: WritableKeyPath<Assumptions, Value>, _ property: String, to value: Value,
      outcome: @escaping @Sendable (Assumptions) throws -> String, byDefault: String,
      whenChanged: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.property = property
      changed = .with(path, value)
      self.outcome = outcome
      self.byDefault = byDefault
      self.whenChanged = whenChanged
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { property }
  }

  /// The decider of `root` on an iPhone running iOS 17, as `#n`.
  static func decider(
    _ root: ControllerSpec, in orientation: InterfaceOrientation = .portrait
  ) -> @Sendable (Assumptions) throws -> String {
    { assumptions in
      let hierarchy = try Hierarchy(root: root)
      let resolution = resolve(
        hierarchy, in: .phone(), resolver: UIKitDefaultResolver(),
        interfaceOrientation: orientation,
        trigger: .query, assumptions: assumptions)
      return resolution.decision?.decider.map(\.description) ?? "none"
    }
  }

  /// The outcome of an evaluation: the orientation, or the exception's
  /// identifier.
  static func outcome(
    _ windows: [WindowSpec], app: AppConfiguration, current: InterfaceOrientation = .portrait,
    trigger: EvaluationTrigger = .rootInstalled
  ) -> @Sendable (Assumptions) throws -> String {
    { assumptions in
      let hierarchy = try Hierarchy(windows: windows)
      let resolution = resolve(
        hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: current,
        trigger: trigger, assumptions: assumptions)
      if let exception = resolution.exception { return exception.identifier }
      return
        "\(resolution.interfaceOrientation) allowed \(resolution.decision?.allowed.description ?? "none")"
    }
  }

  static func outcome(
    _ root: ControllerSpec, app: AppConfiguration, current: InterfaceOrientation = .portrait,
    trigger: EvaluationTrigger = .rootInstalled
  ) -> @Sendable (Assumptions) throws -> String {
    outcome([WindowSpec(root: root, isKey: true)], app: app, current: current, trigger: trigger)
  }

  /// The last step of a session on an iPhone that starts in portrait, held in
  /// `device`: its orientation, then why it was skipped and what it logged.
  static func session(
    _ events: [Event], app: AppConfiguration, device: DeviceOrientation
  ) -> @Sendable (Assumptions) throws -> String {
    { assumptions in
      let hierarchy = try Hierarchy(root: .content("Screen"))
      let trace = System.run(
        Session(app: app, hierarchy: hierarchy, deviceOrientation: device, events: events),
        resolver: UIKitDefaultResolver(), assumptions: assumptions)
      guard let step = trace.steps.last else { return "no step" }
      var parts = ["\(step.orientationAfter)"]
      if let skipped = step.skipped { parts.append("skipped: \(skipped)") }
      parts += step.warnings.map { $0.text() }
      return parts.joined(separator: "; ")
    }
  }

  static let base = ControllerSpec.content("Base").with(.definesPresentationContext)

  /// A portrait-only root; the app delegate switches to landscape (like a `lockToLandscape`),
  /// then the device turns: the exception's identifier, or the orientation at the end.
  static let maskChangeThenRotation: @Sendable (Assumptions) throws -> String = { assumptions in
    let hierarchy = try Hierarchy(root: .content("Root", supports: .portrait))
    let trace = System.run(
      Session(
        app: .phone(12, delegate: .all), hierarchy: hierarchy,
        events: [.setAppDelegateOrientations(.landscape), .rotateDevice(.landscapeLeft)]),
      resolver: UIKitDefaultResolver(), assumptions: assumptions)
    return trace.exception?.identifier ?? "\(trace.steps.last?.orientationAfter ?? .unknown)"
  }

  static let rows: [Row] = [
    Row(
      \.overFullScreenFillsWindow, "overFullScreenFillsWindow", to: false,
      outcome: decider(base.presenting(.content("Comment"), style: .overFullScreen)),
      byDefault: "#1", whenChanged: "#0"),
    Row(
      \.contextStylesFillWindowWhenCompact, "contextStylesFillWindowWhenCompact", to: true,
      outcome: decider(base.presenting(.content("Overlay"), style: .overCurrentContext)),
      byDefault: "#0", whenChanged: "#1"),
    Row(
      \.sheetFillsWindowInCompactHeight, "sheetFillsWindowInCompactHeight", to: true,
      outcome: decider(base.presenting(.content("Sheet"), style: .pageSheet), in: .landscapeLeft),
      byDefault: "#0", whenChanged: "#1"),
    Row(
      \.walksPastNonFillingPresentations, "walksPastNonFillingPresentations", to: false,
      outcome: decider(
        base.presenting(
          .content("Sheet").presenting(.content("Player"), style: .fullScreen), style: .formSheet)),
      byDefault: "#2", whenChanged: "#0"),
    Row(
      \.stackedCustomDecider, "stackedCustomDecider", to: .upper,
      outcome: decider(
        base.presenting(
          .content("Lower").with(.removesPresentersView).presenting(
            .content("Upper"), style: .custom),
          style: .custom)),
      byDefault: "#1", whenChanged: "#2"),
    Row(
      \.emptyPlistList, "emptyPlistList", to: .emptyMask,
      outcome: outcome(.content("Screen"), app: .phone(plist: [])),
      byDefault: ".portrait allowed .allButUpsideDown",
      whenChanged: "E1"),
    Row(
      \.shouldAutorotateSuppressesExceptionOnIOS16, "shouldAutorotateSuppressesExceptionOnIOS16",
      to: true,
      outcome: outcome(
        .content("Screen", supports: .portrait, autorotates: false),
        app: .phone(16, plist: [.landscapeLeft]),
        current: .landscapeLeft),
      byDefault: "E1", whenChanged: ".landscapeLeft allowed []"),
    Row(
      \.delegateMaskChangeCheck, "delegateMaskChangeCheck", to: .rotationPath,
      outcome: maskChangeThenRotation, byDefault: ".portrait", whenChanged: "E1"),
    Row(
      \.inheritedPreferredOrientationIsClamped, "inheritedPreferredOrientationIsClamped", to: false,
      outcome: outcome(
        .content("Base", supports: .landscape).presenting(
          .content("Ad"), style: .fullScreen, phase: .beingDismissed),
        app: .phone(), trigger: .fullScreenDismissal),
      byDefault: ".landscapeRight allowed .landscape", whenChanged: "E2/E3"),
    Row(
      \.fallbackOrder, "fallbackOrder",
      to: [.landscapeLeft, .landscapeRight, .portrait, .portraitUpsideDown],
      outcome: outcome(.content("Player", supports: .landscape), app: .phone()),
      byDefault: ".landscapeRight allowed .landscape",
      whenChanged: ".landscapeLeft allowed .landscape"),
    Row(
      \.tabBarControllerDefault, "tabBarControllerDefault", to: .intersectionOfChildren,
      outcome: outcome(
        .tabBar([.content("Player", supports: .landscape), .content("Other")]), app: .phone()),
      byDefault: ".portrait allowed .allButUpsideDown",
      whenChanged: ".landscapeRight allowed .landscape"),
    Row(
      \.orientationWindow, "orientationWindow", to: .frontmostWindow,
      outcome: outcome(
        [
          WindowSpec(root: .content("Main", supports: .portrait), isKey: true),
          WindowSpec(root: .content("Player", supports: .landscape), level: Window.alertLevel),
        ],
        app: .phone()),
      byDefault: ".portrait allowed .portrait", whenChanged: ".landscapeRight allowed .landscape"),
    Row(
      \.deviceSupportedOrientations, "deviceSupportedOrientations", to: .allButUpsideDown,
      outcome: outcome(.content("Screen"), app: .pad(), current: .portraitUpsideDown),
      byDefault: ".portraitUpsideDown allowed .all",
      whenChanged: ".portrait allowed .allButUpsideDown"),
    Row(
      \.attemptRotationWorksOnIOS16, "attemptRotationWorksOnIOS16", to: true,
      outcome: session(
        [.attemptRotationToDeviceOrientation], app: .phone(16), device: .landscapeLeft),
      byDefault: ".portrait; skipped: the API has no effect from iOS 16",
      whenChanged: ".landscapeRight"),
    Row(
      \.deviceOrientationSettingWorksOnIOS16, "deviceOrientationSettingWorksOnIOS16", to: true,
      outcome: session([.setDeviceOrientation(.landscapeLeft)], app: .phone(16), device: .portrait),
      byDefault: ".portrait; " + Warning.deviceOrientationSettingUnsupported.text(),
      whenChanged: ".landscapeRight; " + Warning.deviceOrientationSettingUnsupported.text()),
    Row(
      \.preferredMessageNamesBothSidesFrom, "preferredMessageNamesBothSidesFrom", to: 13,
      outcome: { assumptions in
        UIKitException.preferredOrientationNotSupported(
          className: "Ad", preferred: .portrait, supported: .landscapeLeft
        )
        .reason(on: .iOS(12), assumptions: assumptions)
      },
      byDefault:
        "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft'!",
      whenChanged:
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    ),
    Row(
      \.externalDisplayFollowsDevice, "externalDisplayFollowsDevice", to: true,
      outcome: secondScene([.rotateDevice(.landscapeLeft)], external: true, os: 17),
      byDefault: "scene 1 .portrait", whenChanged: "scene 1 .landscapeRight"),
    Row(
      \.sceneDelegateOverridesAppDelegate, "sceneDelegateOverridesAppDelegate", to: true,
      outcome: secondScene(
        [.updateSceneSupportedInterfaceOrientations(scene: 1)], external: false, os: 27,
        delegate: .allButUpsideDown, sceneDelegate: .landscapeLeft),
      byDefault: "scene 1 .portrait", whenChanged: "scene 1 .landscapeLeft"),
    Row(
      \.rotationDuringInteractiveDismissal, "rotationDuringInteractiveDismissal", to: .immediate,
      outcome: turnDuringInteractiveDismissal, byDefault: ".landscapeRight then .portrait",
      whenChanged: ".portrait then .portrait"),
    Row(
      \.deviceOrientationSetsInOneTurn, "deviceOrientationSetsInOneTurn", to: .lastApplies,
      outcome: { assumptions in
        // A set, then the previous value, in one turn (iOS 15): each step's orientation.
        let trace = System.run(
          Session(
            app: .phone(15), hierarchy: try Hierarchy(root: .content("Screen")),
            deviceOrientation: .portrait,
            events: [.setDeviceOrientations([.landscapeLeft, .portrait])]),
          resolver: UIKitDefaultResolver(), assumptions: assumptions)
        return trace.steps.map { "\($0.orientationAfter)" }.joined(separator: " ")
      },
      byDefault: ".landscapeRight .portrait", whenChanged: ".portrait"),
  ]

  /// A gallery presents a landscape player; the user begins to swipe it down, turns the device
  /// to portrait, and the dismissal finishes: the orientation after the turn, then at the end.
  static let turnDuringInteractiveDismissal: @Sendable (Assumptions) throws -> String = {
    assumptions in
    let hierarchy = try Hierarchy(
      root: ControllerSpec.content("Gallery").presenting(
        .content("Player", supports: .landscape), style: .fullScreen))
    let trace = System.run(
      Session(
        app: .phone(17), hierarchy: hierarchy, interfaceOrientation: .landscapeRight,
        events: [
          .beginInteractiveDismiss(presented: 0), .rotateDevice(.portrait),
          .endInteractiveDismiss(finished: true),
        ]),
      resolver: UIKitDefaultResolver(), assumptions: assumptions)
    return "\(trace.steps[1].orientationAfter) then \(trace.steps[2].orientationAfter)"
  }

  /// A portrait main scene and a second scene (`external`) whose screen supports every
  /// orientation, after `events`: the second scene's orientation.
  static func secondScene(
    _ events: [Event], external: Bool, os: Int, delegate: InterfaceOrientationMask? = nil,
    sceneDelegate: InterfaceOrientationMask? = nil
  ) -> @Sendable (Assumptions) throws -> String {
    { assumptions in
      let hierarchy = try Hierarchy(
        windows: [
          WindowSpec(root: .content("Main", supports: .portrait), isKey: true),
          WindowSpec(root: .content("Second", supports: .all), scene: 1),
        ],
        scenes: [
          Scene(), Scene(isExternal: external, delegateOrientations: sceneDelegate),
        ])
      var app = AppConfiguration(osVersion: OSVersion(major: os)!)
      app.delegateOrientations = delegate
      let trace = System.run(
        Session(app: app, hierarchy: hierarchy, events: events),
        resolver: UIKitDefaultResolver(), assumptions: assumptions)
      return "scene 1 \(trace.finalHierarchy.sceneSettings(1).interfaceOrientation)"
    }
  }

  @Test("Changing the assumption changes the outcome", arguments: rows)
  func changesOutcome(_ row: Row) throws {
    #expect(try row.outcome(.default) == row.byDefault, sourceLocation: row.sourceLocation)
    #expect(try row.outcome(row.changed) == row.whenChanged, sourceLocation: row.sourceLocation)
    #expect(
      row.changed.description.hasPrefix(row.property + " = "), sourceLocation: row.sourceLocation)
  }

  @Test("Every stored property of Assumptions has a row")
  func everyPropertyIsPinned() {
    let properties = Mirror(reflecting: Assumptions()).children.compactMap(\.label)
    #expect(properties == Self.rows.map(\.property))
  }

  struct DescriptionRow: Sendable, CustomTestStringConvertible {
    var assumptions: Assumptions
    var text: String
    var sourceLocation: SourceLocation

    init(
      _ assumptions: Assumptions, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.assumptions = assumptions
      self.text = text
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { text }
  }

  static let descriptions: [DescriptionRow] = [
    DescriptionRow(.default, "defaults"),
    DescriptionRow(.with(\.overFullScreenFillsWindow, true), "defaults"),
    DescriptionRow(.with(\.overFullScreenFillsWindow, false), "overFullScreenFillsWindow = false"),
    DescriptionRow(.with(\.emptyPlistList, .emptyMask), "emptyPlistList = emptyMask"),
    DescriptionRow(
      .with(\.fallbackOrder, [.landscapeLeft, .portrait]),
      "fallbackOrder = landscapeLeft,portrait"),
    DescriptionRow(
      .with(\.deviceSupportedOrientations, .allButUpsideDown),
      "deviceSupportedOrientations = allButUpsideDown"),
    DescriptionRow(
      .with(\.deviceSupportedOrientations, [.portrait, .landscapeLeft]),
      "deviceSupportedOrientations = portrait,landscapeLeft"),
    DescriptionRow(.with(\.stackedCustomDecider, .upper), "stackedCustomDecider = upper"),
    DescriptionRow(
      .with(\.delegateMaskChangeCheck, .rotationPath), "delegateMaskChangeCheck = rotationPath"),
    DescriptionRow(
      .with(\.orientationWindow, .frontmostWindow), "orientationWindow = frontmostWindow"),
    DescriptionRow(
      .with(\.attemptRotationWorksOnIOS16, true), "attemptRotationWorksOnIOS16 = true"),
    DescriptionRow(
      .with(\.deviceOrientationSettingWorksOnIOS16, true),
      "deviceOrientationSettingWorksOnIOS16 = true"),
    DescriptionRow(
      .with(\.preferredMessageNamesBothSidesFrom, 13), "preferredMessageNamesBothSidesFrom = 13"),
    DescriptionRow(
      .with(\.deviceOrientationSetsInOneTurn, .lastApplies),
      "deviceOrientationSetsInOneTurn = lastApplies"),
    DescriptionRow(
      {
        var assumptions = Assumptions()
        assumptions.tabBarControllerDefault = .intersectionOfChildren
        assumptions.walksPastNonFillingPresentations = false
        assumptions.contextStylesFillWindowWhenCompact = true
        return assumptions
      }(),
      "contextStylesFillWindowWhenCompact = true, walksPastNonFillingPresentations = false,"
        + " tabBarControllerDefault = intersectionOfChildren"),
  ]

  @Test(
    "description lists only what differs from the defaults, in declaration order",
    arguments: descriptions)
  func description(_ row: DescriptionRow) {
    #expect(row.assumptions.description == row.text, sourceLocation: row.sourceLocation)
  }
}
