import OrientationSpec
import Testing

/// One row of a seed scenario table: a snapshot, a resolver, the versions, and the facts the catalogue expects.
///
/// Rows record the line they are written on, so a failing fact points at the
/// row in the table, not at the shared ``check(_:)``.
struct ScenarioRow: Sendable {
  /// What the snapshot shows, as a sentence about the app.
  var title: String
  /// Whether the app behaves as the seed article intends under ``resolver``.
  var verdict: Verdict
  /// The base-class overrides that answer for the app's controllers.
  var resolver: ScenarioResolver
  /// The iOS versions the row runs on; all share ``expected``.
  var versions: [OSVersion]
  /// The app around the hierarchy; its version is replaced by each of ``versions``.
  var app: AppConfiguration
  /// The root view controller of the key window and everything below it.
  var root: ControllerSpec
  /// The interface orientation before the evaluation.
  var interfaceOrientation: InterfaceOrientation
  /// The device's pose; `nil` for the pose matching the interface.
  var deviceOrientation: DeviceOrientation?
  /// Why UIKit evaluates.
  var trigger: EvaluationTrigger
  /// What the catalogue says UIKit decides.
  var expected: ScenarioFacts
  /// The row's line in its table.
  var sourceLocation: SourceLocation

  init(
    _ title: String, _ verdict: Verdict, _ resolver: ScenarioResolver,
    on versions: [OSVersion] = [.iOS15, .iOS17], app: AppConfiguration, root: ControllerSpec,
    interface interfaceOrientation: InterfaceOrientation,
    device deviceOrientation: DeviceOrientation? = nil,
    trigger: EvaluationTrigger,
    decider: String, allowed: InterfaceOrientationMask, orientation: InterfaceOrientation,
    raises exception: ExpectedException? = nil, statusBarOwner: String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.title = title
    self.verdict = verdict
    self.resolver = resolver
    self.versions = versions
    self.app = app
    self.root = root
    self.interfaceOrientation = interfaceOrientation
    self.deviceOrientation = deviceOrientation
    self.trigger = trigger
    self.expected = ScenarioFacts(
      decider: decider, allowed: allowed, orientation: orientation, exception: exception,
      statusBarOwner: statusBarOwner)
    self.sourceLocation = sourceLocation
  }
}

extension ScenarioRow: CustomTestStringConvertible {
  /// `reference, iOS 15/17: ✓ as the article intends: the login shows in portrait`.
  var testDescription: String {
    let majors = versions.map { String($0.major) }.joined(separator: "/")
    return "\(resolver.rawValue), iOS \(majors): \(verdict): \(title)"
  }
}

/// How the app fares under a resolver, measured against what the seed article wants.
enum Verdict: String, Sendable, CustomStringConvertible {
  case asIntended = "✓ as the article intends"
  case notAsIntended = "✗ not as the article intends"
  /// The article shows the crash on purpose, as a pitfall to avoid.
  case crashesAsWarned = "✓ crashes as the article warns"

  var description: String { rawValue }
}

/// The exception a row expects, by the catalogue's identifier (§4).
enum ExpectedException: String, Sendable {
  /// No common orientation with the app, and `shouldAutorotate` is YES (R10).
  case e1 = "E1"
  /// The preferred orientation for presentation is not allowed (R11).
  case e2e3 = "E2/E3"
}

/// The five facts a row pins: decider, allowed mask, orientation, exception, status-bar owner.
///
/// Controllers are named as the hierarchy names them, so the scenario tables
/// give every controller a distinct name.
struct ScenarioFacts: Hashable, Sendable, CustomStringConvertible {
  var decider: String?
  var allowed: InterfaceOrientationMask?
  var orientation: InterfaceOrientation
  /// The catalogue's identifier of the exception (`E1`, `E2/E3`, `E4`, `loop`), or `nil`.
  var exception: String?
  var statusBarOwner: String?

  init(
    decider: String?, allowed: InterfaceOrientationMask?, orientation: InterfaceOrientation,
    exception: ExpectedException?, statusBarOwner: String?
  ) {
    self.decider = decider
    self.allowed = allowed
    self.orientation = orientation
    self.exception = exception?.rawValue
    self.statusBarOwner = statusBarOwner
  }

  /// The facts of `resolution`, read in the window that sets the orientation.
  init(_ resolution: Resolution, in hierarchy: Hierarchy) {
    let decision = resolution.decision
    decider = decision?.decider.map(hierarchy.name(of:))
    allowed = decision?.allowed
    orientation = resolution.interfaceOrientation
    exception = resolution.exception?.identifier
    statusBarOwner = resolution.statusBar?.owner.map(hierarchy.name(of:))
  }

  var description: String {
    "decider \(decider ?? "none"), allowed \(allowed.map(String.init(describing:)) ?? "none"),"
      + " orientation \(orientation), exception \(exception ?? "none"),"
      + " status bar \(statusBarOwner ?? "none")"
  }
}

/// Resolves `row` on each of its versions and expects each fact at the row's line.
func check(_ row: ScenarioRow) {
  let hierarchy: Hierarchy
  do {
    hierarchy = try Hierarchy(root: row.root)
  } catch {
    Issue.record("the row's hierarchy is invalid: \(error)", sourceLocation: row.sourceLocation)
    return
  }
  for version in row.versions {
    var app = row.app
    app.osVersion = version
    let resolution = row.resolver.resolve(
      hierarchy, in: app, interfaceOrientation: row.interfaceOrientation,
      deviceOrientation: row.deviceOrientation, trigger: row.trigger)
    let actual = ScenarioFacts(resolution, in: hierarchy)
    let expected = row.expected
    let context = Comment(
      rawValue: "\(version), \(row.resolver.rawValue)\n\(hierarchy)\n"
        + resolution.report(in: hierarchy, app: app))
    #expect(actual.decider == expected.decider, context, sourceLocation: row.sourceLocation)
    #expect(actual.allowed == expected.allowed, context, sourceLocation: row.sourceLocation)
    #expect(actual.orientation == expected.orientation, context, sourceLocation: row.sourceLocation)
    #expect(actual.exception == expected.exception, context, sourceLocation: row.sourceLocation)
    #expect(
      actual.statusBarOwner == expected.statusBarOwner, context, sourceLocation: row.sourceLocation)
  }
}
