public import OrientationConformance
public import OrientationSpec
public import Testing
public import UIKitModel

/// Checks `resolver` against the invariants and records each minimal counterexample as an issue
/// at the caller's source location; returns the report.
///
/// By default (`CheckConfiguration()`) it checks 200 sessions of a launch and 20 events over at
/// most 8 controllers: the generator's settings `matrix` uses too, over twice its 100 sessions
/// per resolver (a test checks one resolver, where the matrix checks every built-in at once), so
/// their replay tokens replay alike. `fuzz` runs longer sessions (100 events, 10 controllers)
/// until a budget ends.
///
/// ```swift
/// @Test func myOverridesHold() {
///   expectInvariants(MyAppResolver())
/// }
/// ```
///
/// Inside a test marked `.replaying(token)`, the token's session is checked first, and a failure
/// there is recorded before any generated session runs.
///
/// `assumptions`, when given, replaces `configuration.assumptions`: the uncertain points of
/// UIKit the sessions run under (`Documentation/Rules/Assumptions.md`).
///
/// ```swift
/// var assumptions = Assumptions()
/// try assumptions.set("stackedCustomDecider", to: "upper")
/// expectInvariants(MyAppResolver(), assumptions: assumptions)
/// ```
@discardableResult
public func expectInvariants<Resolver: OrientationResolver>(
  _ resolver: Resolver, _ configuration: CheckConfiguration = CheckConfiguration(),
  assumptions: Assumptions? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> ResolverReport? {
  checkInvariants(
    resolver, configuration.assuming(assumptions), expression: String(describing: resolver),
    sourceLocation: sourceLocation)
}

/// Checks an app's own classes against the invariants, over sessions drawn from its screens,
/// actions and launch hierarchy, and records each minimal counterexample as an issue at the
/// caller's source location; returns the report. The app's classes run on the main actor, as
/// they do on a device: call it from a `@MainActor` test.
///
/// ```swift
/// @Test @MainActor func myClassesHold() {
///   expectInvariants(myApp)
/// }
/// ```
///
/// `assumptions`, when given, replaces `configuration.assumptions`.
@MainActor
@discardableResult
public func expectInvariants(
  _ app: UIKitApp, _ configuration: CheckConfiguration = CheckConfiguration(),
  assumptions: Assumptions? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> ResolverReport? {
  checkInvariants(
    app, configuration.assuming(assumptions), expression: app.description,
    sourceLocation: sourceLocation)
}

extension CheckConfiguration {
  /// `, assuming NAME=VALUE, …` for assumptions that are not the defaults, else nothing.
  var assuming: String {
    assumptions == .default ? "" : ", assuming " + assumptions.assignments.joined(separator: ", ")
  }

  /// This configuration, with `assumptions` instead of its own when given.
  func assuming(_ assumptions: Assumptions?) -> CheckConfiguration {
    var configuration = self
    if let assumptions { configuration.assumptions = assumptions }
    return configuration
  }
}

/// Both entries' body: `expression` is what the regression test a report prints calls the
/// resolver.
func checkInvariants<Resolver: OrientationResolver>(
  _ resolver: Resolver, _ configuration: CheckConfiguration, expression: String,
  sourceLocation: SourceLocation
) -> ResolverReport? {
  if let job = TestIsolation.childJob {
    // A child re-running this test: the job's call does it; the others return at once.
    performChildJob(job, resolver, configuration, sourceLocation: sourceLocation)
    return nil
  }
  if configuration.runsInChildProcesses, let command = TestIsolation.command(for: Test.current) {
    return checkInChildProcesses(
      resolver, configuration, command: command, expression: expression,
      sourceLocation: sourceLocation)
  }
  let configuration = configuration.for(resolver)
  if let token = ReplayTrait.current {
    let session = configuration.session(replaying: token)
    var mistakes = 0
    let violations = Checker.violations(
      of: session, resolver: resolver, invariants: Set(configuration.invariants), determinism: true,
      assumptions: configuration.assumptions, mistake: &mistakes)
    for violation in violations {
      Issue.record(
        Comment(
          rawValue: "replayed \(token) under \(resolver.name)\(configuration.assuming): \(violation)"),
        sourceLocation: sourceLocation)
    }
    if !violations.isEmpty { return nil }
  }
  let report = Checker.check(resolver, configuration)
  recordIssues(report, resolver: resolver, expression: expression, sourceLocation: sourceLocation)
  return report
}
