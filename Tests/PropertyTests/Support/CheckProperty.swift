import OrientationSpec
import Testing

/// Checks `property` on every case of ``PropertyCorpus`` and records the first counterexample.
///
/// `property` returns `nil` when a case passes, otherwise why it fails. The
/// issue names the property, the reason, the tree, the app and the moment,
/// and ends with the line that replays the case. Cases run smallest
/// hierarchy first, so the first counterexample is a smallest one in its tier.
func checkProperty(
  _ statement: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ property: (PropertyCase) -> String?
) {
  guard let (item, reason, checked) = PropertyCorpus.firstCounterexample(property) else {
    #expect(PropertyCorpus.caseCount > 0, "the corpus is empty", sourceLocation: sourceLocation)
    return
  }
  Issue.record(
    """
    Counterexample to "\(statement)" (tier "\(PropertyCorpus.tiers[item.tier].name)", \
    hierarchy #\(item.number), case \(checked) of \(PropertyCorpus.caseCount)):
    \(reason)
    \(item.description)
    """,
    sourceLocation: sourceLocation)
}

extension Resolution {
  /// The report of this resolution of `item`, under the resolver's name.
  func report(of item: PropertyCase, by resolver: some OrientationResolver) -> String {
    "\(resolver.name):\n" + report(in: item.hierarchy, app: item.app)
  }
}
