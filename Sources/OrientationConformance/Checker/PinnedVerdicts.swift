public import OrientationSpec

/// The verdicts the built-in resolvers are expected to reach under the default check
/// (`CheckConfiguration(cases: PinnedVerdicts.cases)`, default seed): the invariants each breaks.
///
/// `orientation-check` (the matrix) exits 0 only when every built-in reaches exactly these, and
/// `Tests/ConformanceTests` pins them with the sizes of the minimal counterexamples. A change to
/// the specification, the generators or a resolver that moves a verdict shows up here first.
public enum PinnedVerdicts {
  /// The sessions per resolver of the pinned run.
  public static let cases = 100

  /// The invariants each built-in resolver breaks.
  public static let failing: [String: Set<Invariant>] = [
    "uikit-default": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "reference": [],
    "el-orientation-control": [
      .orientationInMasks, .noException, .forwardingFidelity, .refreshAfterNavigation,
      .dismissRestores,
    ],
    "rotation-demo": [
      .orientationInMasks, .noException, .forwardingFidelity, .followsDevice,
      .refreshAfterNavigation, .dismissRestores, .backSwipe,
    ],
    "rotation-demo-article-switch": [
      .orientationInMasks, .noException, .forwardingFidelity, .followsDevice,
      .refreshAfterNavigation, .dismissRestores, .backSwipe,
    ],
    "nav-forwarding": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "nav-forwarding-no-force": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "nav-delegate": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "nav-delegate-no-force": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "root-driven": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "root-driven-kvc": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "root-driven-present-and-dismiss": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "root-driven-present-and-dismiss-fullScreen": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
    "root-driven-present-instead": [
      .orientationInMasks, .forwardingFidelity, .refreshAfterNavigation, .dismissRestores,
      .backSwipe,
    ],
  ]

  /// The built-ins whose verdicts in `reports` differ from the pinned ones, with the difference.
  public static func differences(_ reports: [ResolverReport]) -> [String] {
    reports.compactMap { report in
      guard let expected = failing[report.resolver] else { return nil }
      let actual = Set(report.verdicts.filter { !$0.holds }.map(\.invariant))
      guard actual != expected else { return nil }
      let newlyFailing = actual.subtracting(expected).map(\.rawValue).sorted()
      let newlyHolding = expected.subtracting(actual).map(\.rawValue).sorted()
      return "\(report.resolver): now fails \(newlyFailing), now holds \(newlyHolding)"
    }
  }
}
