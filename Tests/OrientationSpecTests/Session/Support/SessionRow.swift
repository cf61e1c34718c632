import OrientationSpec
import Testing

/// The rules a session step records for what moved or why nothing did.
///
/// Every evaluation also records the structural rules (R1–R8, R23, R26, R27);
/// the static rule tests pin those, so session rows compare only these.
let motionRules: Set<Rule> = [
  .r9, .r10, .r11, .r12, .r13, .r14, .r15, .r16, .r17, .r18, .r19, .r21, .r22, .r24, .r25, .r28,
]

/// What one step of a trace must show; `device`, `allowed` and `origin` are
/// checked only when set.
struct ExpectedStep: Sendable {
  var orientation: InterfaceOrientation
  var rotation: RotationReason?
  var skipped: SkipReason?
  var exception: UIKitException?
  var warnings: [Warning]
  /// The step's rules among ``motionRules``.
  var rules: Set<Rule>
  var device: DeviceOrientation?
  var allowed: InterfaceOrientationMask?
  var origin: StepOrigin?

  /// A step that applied and ends in `orientation`.
  static func step(
    _ orientation: InterfaceOrientation, _ rotation: RotationReason? = nil, rules: Set<Rule> = [],
    warnings: [Warning] = [], exception: UIKitException? = nil, device: DeviceOrientation? = nil,
    allowed: InterfaceOrientationMask? = nil, origin: StepOrigin? = nil
  ) -> ExpectedStep {
    ExpectedStep(
      orientation: orientation, rotation: rotation, skipped: nil, exception: exception,
      warnings: warnings, rules: rules, device: device, allowed: allowed, origin: origin)
  }

  /// A step skipped for `reason`: the orientation stays `orientation`.
  static func skipped(
    _ reason: SkipReason, _ orientation: InterfaceOrientation, rules: Set<Rule> = [],
    warnings: [Warning] = [], device: DeviceOrientation? = nil, origin: StepOrigin? = nil
  ) -> ExpectedStep {
    ExpectedStep(
      orientation: orientation, rotation: nil, skipped: reason, exception: nil,
      warnings: warnings, rules: rules, device: device, allowed: nil, origin: origin)
  }
}

extension ExpectedStep {
  /// The reference's refresh up to iOS 15 after the event at `position`: `UIDevice.orientation`
  /// set to unknown by key-value coding (no rotation, R21), then to `target`'s pose, which the
  /// interface follows (R12, R19).
  static func keyValueCodingRefresh(
    after position: Int, from current: InterfaceOrientation, to target: InterfaceOrientation
  ) -> [ExpectedStep] {
    [
      .step(
        current, .notAnInterfaceOrientation, rules: [.r19, .r21], device: .unknown,
        origin: .refresh(after: position)),
      .step(
        target, .followedDevice, rules: [.r12, .r19], device: target.deviceOrientation,
        origin: .refresh(after: position)),
    ]
  }

  /// The reference's refresh from iOS 16 after the event at `position`:
  /// `setNeedsUpdateOfSupportedInterfaceOrientations` moves the interface to `target` (R17).
  static func setNeedsUpdateRefresh(after position: Int, to target: InterfaceOrientation)
    -> ExpectedStep
  {
    .step(target, .supportedOrientationsUpdate, rules: [.r17], origin: .refresh(after: position))
  }
}

/// A session and the trace it must give: one row of a rule's table.
///
/// A row may name several iOS versions; ``perVersion`` expands it into one row
/// each, all pointing at the row's own line.
struct SessionRow: Sendable, CustomTestStringConvertible {
  var name: String
  var app: AppConfiguration
  var versions: [Int]
  var windows: [WindowSpec]
  var orientation: InterfaceOrientation
  var device: DeviceOrientation?
  var lock: Bool
  var resolver: any OrientationResolver
  var assumptions: Assumptions
  var events: [Event]
  var steps: [ExpectedStep]
  /// Where the specification disagrees with the catalogue: the row states the
  /// catalogue, and its failures are recorded as this known issue.
  var knownIssue: Comment?
  var sourceLocation: SourceLocation

  init(
    _ name: String, app: AppConfiguration = .phone(), iOS versions: [Int]? = nil,
    root: ControllerSpec?, orientation: InterfaceOrientation = .portrait,
    device: DeviceOrientation? = nil, lock: Bool = false,
    resolver: any OrientationResolver = UIKitDefaultResolver(),
    assumptions: Assumptions = .default, events: [Event], steps: [ExpectedStep],
    knownIssue: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      name, app: app, iOS: versions, windows: [WindowSpec(root: root, isKey: true)],
      orientation: orientation, device: device, lock: lock, resolver: resolver,
      assumptions: assumptions, events: events, steps: steps, knownIssue: knownIssue,
      sourceLocation: sourceLocation)
  }

  init(
    _ name: String, app: AppConfiguration = .phone(), iOS versions: [Int]? = nil,
    windows: [WindowSpec], orientation: InterfaceOrientation = .portrait,
    device: DeviceOrientation? = nil, lock: Bool = false,
    resolver: any OrientationResolver = UIKitDefaultResolver(),
    assumptions: Assumptions = .default, events: [Event], steps: [ExpectedStep],
    knownIssue: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.app = app
    self.versions = versions ?? [app.osVersion.major]
    self.windows = windows
    self.orientation = orientation
    self.device = device
    self.lock = lock
    self.resolver = resolver
    self.assumptions = assumptions
    self.events = events
    self.steps = steps
    self.knownIssue = knownIssue
    self.sourceLocation = sourceLocation
  }

  /// One row per version, each with the app on that version.
  var perVersion: [SessionRow] {
    versions.map { version in
      var row = self
      row.app.osVersion = .iOS(version)
      row.versions = [version]
      return row
    }
  }

  var testDescription: String {
    let assumed = assumptions == .default ? "" : " [\(assumptions)]"
    return "\(app.idiom.name) iOS \(app.osVersion.major), \(resolver.name)\(assumed): \(name)"
  }

  /// The session the row describes, on `hierarchy`.
  func session(_ hierarchy: Hierarchy) -> Session {
    Session(
      app: app, hierarchy: hierarchy, interfaceOrientation: orientation,
      deviceOrientation: device, orientationLock: lock, events: events)
  }

  /// Runs the row's session and checks every step, recording failures at the
  /// row's line (as a known issue when the row has one); returns the trace.
  @discardableResult
  func check() throws -> Trace {
    let hierarchy = try makeHierarchy(windows: windows, sourceLocation: sourceLocation)
    let trace = runSession(session(hierarchy), resolver: resolver, assumptions: assumptions)
    if let knownIssue {
      withKnownIssue(knownIssue) {
        expectSteps(
          trace, steps, app: app, assumptions: assumptions, sourceLocation: sourceLocation)
      }
    } else {
      expectSteps(trace, steps, app: app, assumptions: assumptions, sourceLocation: sourceLocation)
    }
    return trace
  }
}

/// `System.run` for a resolver held as an existential.
func runSession(
  _ session: Session, resolver: any OrientationResolver, assumptions: Assumptions = .default
) -> Trace {
  System.run(session, resolver: resolver, assumptions: assumptions)
}

/// Checks each step of `trace` against `expected`, naming the step in every
/// failure and printing the whole trace when the number of steps differs.
func expectSteps(
  _ trace: Trace, _ expected: [ExpectedStep], app: AppConfiguration,
  assumptions: Assumptions = .default, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    trace.steps.count == expected.count,
    "the trace:\n\(trace.report(app: app, assumptions: assumptions))",
    sourceLocation: sourceLocation)
  for (step, want) in zip(trace.steps, expected) {
    let label = Comment(rawValue: "step \(step.origin): \(step.event)")
    #expect(step.orientationAfter == want.orientation, label, sourceLocation: sourceLocation)
    #expect(step.rotation == want.rotation, label, sourceLocation: sourceLocation)
    #expect(step.skipped == want.skipped, label, sourceLocation: sourceLocation)
    #expect(step.exception == want.exception, label, sourceLocation: sourceLocation)
    #expect(step.warnings == want.warnings, label, sourceLocation: sourceLocation)
    #expect(
      Set(step.rules).intersection(motionRules) == want.rules, label,
      sourceLocation: sourceLocation)
    if let device = want.device {
      #expect(step.deviceOrientation == device, label, sourceLocation: sourceLocation)
    }
    if let allowed = want.allowed {
      #expect(step.allowed == allowed, label, sourceLocation: sourceLocation)
    }
    if let origin = want.origin {
      #expect(step.origin == origin, label, sourceLocation: sourceLocation)
    }
  }
}
