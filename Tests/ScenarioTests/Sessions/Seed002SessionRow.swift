import OrientationSpec
import Testing
import UIKitModel

// The session rows of seeds 002, 003 and 004 (shared by the three tables).

/// A stretch of a seed article's app: where it starts and what happens, as events.
struct ArticleSession: Sendable {
  /// What happens, as a phrase about the app (`pushing the landscape page`).
  var title: String
  /// The app; its version is replaced by each row's.
  var app: AppConfiguration
  /// The key window's root when the session starts.
  var root: ControllerSpec
  var orientation: InterfaceOrientation = .portrait
  /// How the device is held (and reported) when the session starts; `nil` for the interface's pose.
  var device: DeviceOrientation? = nil
  var events: [Event]
  /// The same stretch as the app's own code plays it, where it differs: its buttons are actions
  /// (the flags set before a push, a toggle, `setOrientation:`), not events standing for them.
  var appEvents: [Event]? = nil
  /// The uncertain rules, when a session varies one.
  var assumptions: Assumptions = .default

  /// The session on `version` as `resolver` plays it, or the error its root raises: a seed app
  /// plays ``appEvents`` when there are any.
  func session(on version: OSVersion, for resolver: any OrientationResolver) throws(HierarchyError)
    -> Session
  {
    var app = app
    app.osVersion = version
    return Session(
      app: app, hierarchy: try Hierarchy(root: root), interfaceOrientation: orientation,
      deviceOrientation: device, events: resolver is UIKitApp ? appEvents ?? events : events)
  }
}

/// What one step of the trace must show.
///
/// The orientation after the step, why it moved (or why a device event did
/// not), the exception, the skip and whether the resolver's refresh strategy
/// made the step are always compared; the allowed mask, the decider, the
/// device's reported pose and the warnings only when given.
struct ArticleStep: Sendable, CustomStringConvertible {
  var orientation: InterfaceOrientation
  var rotation: RotationReason?
  var exception: UIKitException?
  var skipped: SkipReason?
  /// Whether the step is a refresh action rather than a session event.
  var isRefresh: Bool
  var allowed: InterfaceOrientationMask?
  var decider: String?
  var device: DeviceOrientation?
  var warnings: [Warning]?

  /// A session event that applied.
  static func event(
    _ orientation: InterfaceOrientation, _ rotation: RotationReason? = nil,
    allowed: InterfaceOrientationMask? = nil, decider: String? = nil,
    device: DeviceOrientation? = nil, warnings: [Warning]? = nil
  ) -> ArticleStep {
    ArticleStep(
      orientation: orientation, rotation: rotation, exception: nil, skipped: nil, isRefresh: false,
      allowed: allowed, decider: decider, device: device, warnings: warnings)
  }

  /// An action of the resolver's refresh strategy that applied.
  static func refresh(
    _ orientation: InterfaceOrientation, _ rotation: RotationReason? = nil,
    allowed: InterfaceOrientationMask? = nil, decider: String? = nil,
    device: DeviceOrientation? = nil, warnings: [Warning]? = nil
  ) -> ArticleStep {
    ArticleStep(
      orientation: orientation, rotation: rotation, exception: nil, skipped: nil, isRefresh: true,
      allowed: allowed, decider: decider, device: device, warnings: warnings)
  }

  /// A step that raises `exception`: the app crashes there, in `orientation`.
  static func crash(
    _ exception: UIKitException, in orientation: InterfaceOrientation, refresh: Bool = false,
    allowed: InterfaceOrientationMask? = nil, decider: String? = nil, warnings: [Warning]? = nil
  ) -> ArticleStep {
    ArticleStep(
      orientation: orientation, rotation: nil, exception: exception, skipped: nil,
      isRefresh: refresh, allowed: allowed, decider: decider, device: nil, warnings: warnings)
  }

  /// A step UIKit skips for `reason`.
  static func skipped(
    _ reason: SkipReason, _ orientation: InterfaceOrientation, refresh: Bool = false,
    device: DeviceOrientation? = nil
  ) -> ArticleStep {
    ArticleStep(
      orientation: orientation, rotation: nil, exception: nil, skipped: reason,
      isRefresh: refresh, allowed: nil, decider: nil, device: device, warnings: nil)
  }

  var description: String {
    var text = "\(isRefresh ? "refresh" : "event") → \(orientation)"
    if let rotation { text += " (\(rotation))" }
    if let exception { text += ", \(exception.identifier)" }
    if let skipped { text += ", skipped: \(skipped)" }
    return text
  }
}

extension ArticleStep {
  /// The reference's refresh up to iOS 15: `UIDevice.orientation` set to unknown by key-value
  /// coding (no rotation, R21), then to `target`'s pose, which the interface follows (R12, R19).
  static func keyValueCodingRefresh(
    from current: InterfaceOrientation, to target: InterfaceOrientation
  ) -> [ArticleStep] {
    [
      .refresh(current, .notAnInterfaceOrientation, device: .unknown),
      .refresh(target, .followedDevice, device: target.deviceOrientation),
    ]
  }

  /// The reference's refresh from iOS 16: `setNeedsUpdateOfSupportedInterfaceOrientations` moves
  /// the interface to `target` (R17).
  static func setNeedsUpdateRefresh(to target: InterfaceOrientation) -> ArticleStep {
    .refresh(target, .supportedOrientationsUpdate)
  }
}

/// One row of a seed's session table: a session, a resolver, the versions, the verdict and the trace.
///
/// Rows record the line they are written on, so a failing fact points at the
/// row in the table, not at ``check()``.
struct ArticleSessionRow: Sendable, CustomTestStringConvertible {
  var session: ArticleSession
  var resolver: any OrientationResolver
  var versions: [OSVersion]
  /// Whether the app behaves as the article intends under ``resolver`` on ``versions``.
  var verdict: Verdict
  /// What happens, as a sentence about the app.
  var outcome: String
  var steps: [ArticleStep]
  var sourceLocation: SourceLocation

  init(
    _ session: ArticleSession, _ resolver: some OrientationResolver, iOS versions: [OSVersion],
    _ verdict: Verdict, _ outcome: String, steps: [ArticleStep],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.session = session
    self.resolver = resolver
    self.versions = versions
    self.verdict = verdict
    self.outcome = outcome
    self.steps = steps
    self.sourceLocation = sourceLocation
  }

  /// `root-driven-kvc, iOS 12/15: ✓ as the article intends: pushing the video page: …`.
  var testDescription: String {
    let majors = versions.map { String($0.major) }.joined(separator: "/")
    return "\(resolver.name), iOS \(majors): \(verdict): \(session.title): \(outcome)"
  }

  /// Plays the session on each version and expects each step at the row's line (a seed app's
  /// classes run on the main actor).
  @MainActor
  func check() {
    for version in versions {
      let played: Session
      do {
        played = try session.session(on: version, for: resolver)
      } catch {
        Issue.record("the session's root is invalid: \(error)", sourceLocation: sourceLocation)
        return
      }
      let trace = System.run(played, resolver: resolver, assumptions: session.assumptions)
      let report =
        "\(version), \(resolver.name), \(session.assumptions)\n"
        + trace.report(app: played.app, assumptions: session.assumptions)
      #expect(
        trace.steps.count == steps.count, "\(steps.count) steps expected\n\(report)",
        sourceLocation: sourceLocation)
      for (index, (step, want)) in zip(trace.steps, steps).enumerated() {
        check(step, against: want, label: "step \(index) (\(step.origin)): \(version)\n\(report)")
      }
    }
  }

  func check(_ step: Step, against want: ArticleStep, label: String) {
    let label = Comment(rawValue: label)
    #expect(step.orientationAfter == want.orientation, label, sourceLocation: sourceLocation)
    #expect(step.rotation == want.rotation, label, sourceLocation: sourceLocation)
    #expect(step.exception == want.exception, label, sourceLocation: sourceLocation)
    #expect(step.skipped == want.skipped, label, sourceLocation: sourceLocation)
    let isRefresh = if case .refresh = step.origin { true } else { false }
    #expect(isRefresh == want.isRefresh, label, sourceLocation: sourceLocation)
    if let allowed = want.allowed {
      #expect(step.allowed == allowed, label, sourceLocation: sourceLocation)
    }
    if let decider = want.decider {
      #expect(step.deciderName == decider, label, sourceLocation: sourceLocation)
    }
    if let device = want.device {
      #expect(step.deviceOrientation == device, label, sourceLocation: sourceLocation)
    }
    if let warnings = want.warnings {
      #expect(step.warnings == warnings, label, sourceLocation: sourceLocation)
    }
  }
}

extension Array where Element == ArticleSessionRow {
  /// The rows played with the resolver named `name`.
  func played(by name: String) -> [ArticleSessionRow] { filter { $0.resolver.name == name } }
}
