import OrientationSpec
import Testing

@Suite("Properties of the enumerated hierarchies")
struct HierarchyPropertyTests {
  @Test("every enumerated hierarchy is valid and rebuilds equal from its graph")
  func validAndRoundTrips() {
    var checked = 0
    for (tierIndex, tier) in PropertyCorpus.tiers.enumerated() {
      for (number, entry) in PropertyCorpus.entries[tierIndex].enumerated() {
        checked += 1
        let place = "tier \"\(tier.name)\", hierarchy #\(number)"
        let hierarchy: Hierarchy
        switch entry.hierarchy {
        case .success(let built):
          hierarchy = built
        case .failure(let error):
          Issue.record(
            "Counterexample (\(place)): the enumerator wrote an invalid hierarchy\n\(error)")
          return
        }
        let rebuilt: Hierarchy
        do {
          rebuilt = try Hierarchy(hierarchy.graph)
        } catch {
          Issue.record("Counterexample (\(place)): its graph is refused\n\(error)\n\(hierarchy)")
          return
        }
        if rebuilt != hierarchy {
          Issue.record(
            """
            Counterexample (\(place)): the graph rebuilds a different hierarchy
            built:
            \(hierarchy)
            rebuilt:
            \(rebuilt)
            """)
          return
        }
      }
    }
    #expect(checked > 0)
  }
}
