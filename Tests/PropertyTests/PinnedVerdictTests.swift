import OrientationConformance
import OrientationSpec
import Testing

/// The verdict of every built-in resolver on every invariant under the default check, with the
/// size of each minimal counterexample (controllers, events): the matrix `orientation-check` prints.
@Suite(
  "Verdicts: every built-in resolver on every invariant, with its minimal counterexample's size")
struct PinnedVerdictTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var resolver: String
    var invariant: Invariant
    var controllers: Int
    var events: Int
    var sourceLocation: SourceLocation
    var testDescription: String { "\(resolver) breaks \(invariant.rawValue)" }

    init(
      _ resolver: String, _ invariant: Invariant, controllers: Int, events: Int,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.resolver = resolver
      self.invariant = invariant
      self.controllers = controllers
      self.events = events
      self.sourceLocation = sourceLocation
    }
  }

  /// Each counterexample's size; the events include the launch every checked session starts with.
  static let rows: [Row] = [
    Row("uikit-default", .orientationInMasks, controllers: 1, events: 2),
    Row("uikit-default", .forwardingFidelity, controllers: 2, events: 1),
    Row("uikit-default", .refreshAfterNavigation, controllers: 2, events: 2),
    Row("uikit-default", .dismissRestores, controllers: 3, events: 2),
    Row("uikit-default", .backSwipe, controllers: 3, events: 1),
    // The seed apps: their articles' classes, on sessions drawn from each app; where a verdict
    // differs from the struct resolvers they replaced, PinnedVerdicts.swift says why.
    Row("el-orientation-control", .orientationInMasks, controllers: 9, events: 2),
    Row("el-orientation-control", .noException, controllers: 9, events: 2),
    Row("el-orientation-control", .forwardingFidelity, controllers: 2, events: 1),
    Row("el-orientation-control", .refreshAfterNavigation, controllers: 9, events: 2),
    Row("el-orientation-control", .dismissRestores, controllers: 9, events: 5),
    Row("rotation-demo", .orientationInMasks, controllers: 2, events: 2),
    Row("rotation-demo", .noException, controllers: 2, events: 2),
    Row("rotation-demo", .forwardingFidelity, controllers: 2, events: 1),
    Row("rotation-demo", .refreshAfterNavigation, controllers: 2, events: 5),
    Row("rotation-demo-article-switch", .orientationInMasks, controllers: 2, events: 2),
    Row("rotation-demo-article-switch", .noException, controllers: 2, events: 2),
    Row("rotation-demo-article-switch", .forwardingFidelity, controllers: 2, events: 1),
    Row("rotation-demo-article-switch", .refreshAfterNavigation, controllers: 2, events: 5),
    Row("nav-forwarding", .orientationInMasks, controllers: 2, events: 2),
    Row("nav-forwarding", .forwardingFidelity, controllers: 2, events: 2),
    Row("nav-forwarding", .refreshAfterNavigation, controllers: 2, events: 2),
    Row("nav-forwarding", .dismissRestores, controllers: 2, events: 5),
    Row("nav-forwarding-no-force", .orientationInMasks, controllers: 2, events: 2),
    Row("nav-forwarding-no-force", .forwardingFidelity, controllers: 2, events: 2),
    Row("nav-forwarding-no-force", .refreshAfterNavigation, controllers: 2, events: 2),
    Row("nav-forwarding-no-force", .dismissRestores, controllers: 3, events: 3),
    Row("nav-delegate", .orientationInMasks, controllers: 2, events: 2),
    Row("nav-delegate", .forwardingFidelity, controllers: 2, events: 2),
    Row("nav-delegate", .refreshAfterNavigation, controllers: 2, events: 2),
    Row("nav-delegate", .dismissRestores, controllers: 2, events: 5),
    Row("nav-delegate-no-force", .orientationInMasks, controllers: 2, events: 2),
    Row("nav-delegate-no-force", .forwardingFidelity, controllers: 2, events: 2),
    Row("nav-delegate-no-force", .refreshAfterNavigation, controllers: 2, events: 2),
    Row("nav-delegate-no-force", .dismissRestores, controllers: 3, events: 3),
    Row("root-driven", .orientationInMasks, controllers: 4, events: 2),
    Row("root-driven", .noException, controllers: 5, events: 2),
    Row("root-driven", .forwardingFidelity, controllers: 5, events: 2),
    Row("root-driven", .refreshAfterNavigation, controllers: 3, events: 2),
    Row("root-driven", .dismissRestores, controllers: 5, events: 4),
    Row("root-driven-kvc", .orientationInMasks, controllers: 4, events: 2),
    Row("root-driven-kvc", .noException, controllers: 5, events: 2),
    Row("root-driven-kvc", .forwardingFidelity, controllers: 5, events: 2),
    Row("root-driven-kvc", .refreshAfterNavigation, controllers: 3, events: 2),
    Row("root-driven-kvc", .dismissRestores, controllers: 5, events: 4),
    Row("root-driven-present-and-dismiss", .orientationInMasks, controllers: 4, events: 2),
    Row("root-driven-present-and-dismiss", .noException, controllers: 5, events: 2),
    Row("root-driven-present-and-dismiss", .forwardingFidelity, controllers: 5, events: 2),
    Row("root-driven-present-and-dismiss", .refreshAfterNavigation, controllers: 3, events: 2),
    Row("root-driven-present-and-dismiss", .dismissRestores, controllers: 5, events: 4),
    Row("root-driven-present-and-dismiss-fullScreen", .orientationInMasks, controllers: 4, events: 2),
    Row("root-driven-present-and-dismiss-fullScreen", .noException, controllers: 5, events: 2),
    Row("root-driven-present-and-dismiss-fullScreen", .forwardingFidelity, controllers: 5, events: 2),
    Row("root-driven-present-and-dismiss-fullScreen", .refreshAfterNavigation, controllers: 3, events: 2),
    Row(
      "root-driven-present-and-dismiss-fullScreen", .dismissRestores, controllers: 5, events: 4),
    Row("root-driven-present-instead", .orientationInMasks, controllers: 4, events: 2),
    Row("root-driven-present-instead", .noException, controllers: 5, events: 2),
    Row("root-driven-present-instead", .forwardingFidelity, controllers: 5, events: 2),
    Row("root-driven-present-instead", .refreshAfterNavigation, controllers: 3, events: 2),
    Row("root-driven-present-instead", .dismissRestores, controllers: 5, events: 4),
  ]

  /// Checking a seed app runs its classes, on the main actor.
  @MainActor static let reports: [ResolverReport] = BuiltinResolvers.all.map { resolver in
    check(resolver)
  }

  @MainActor static func check<Resolver: OrientationResolver>(_ resolver: Resolver)
    -> ResolverReport
  {
    Checker.check(resolver, CheckConfiguration(cases: PinnedVerdicts.cases))
  }

  @Test("The reference resolver holds every invariant")
  @MainActor func referenceHoldsAll() throws {
    let report = try #require(Self.reports.first { $0.resolver == "reference" })
    #expect(report.verdicts.allSatisfy { $0.holds })
    #expect(report.cases == PinnedVerdicts.cases)
  }

  @Test("Every built-in's verdicts are the pinned ones")
  @MainActor func pinned() {
    #expect(PinnedVerdicts.differences(Self.reports) == [])
    #expect(Set(PinnedVerdicts.failing.keys) == Set(BuiltinResolvers.names))
    for report in Self.reports {
      let failing = Set(report.verdicts.filter { !$0.holds }.map(\.invariant))
      let pinnedRows = Set(Self.rows.filter { $0.resolver == report.resolver }.map(\.invariant))
      #expect(failing == pinnedRows, "\(report.resolver)")
    }
  }

  @Test("Each minimal counterexample has the pinned size", arguments: rows)
  @MainActor func size(_ row: Row) throws {
    let report = try #require(
      Self.reports.first { $0.resolver == row.resolver }, sourceLocation: row.sourceLocation)
    let verdict = try #require(
      report.verdicts.first { $0.invariant == row.invariant }, sourceLocation: row.sourceLocation)
    let counterexample = try #require(verdict.counterexample, sourceLocation: row.sourceLocation)
    #expect(
      counterexample.session.hierarchy.count == row.controllers, sourceLocation: row.sourceLocation)
    #expect(counterexample.session.events.count == row.events, sourceLocation: row.sourceLocation)
    #expect(counterexample.violation.invariant == row.invariant, sourceLocation: row.sourceLocation)
  }
}
