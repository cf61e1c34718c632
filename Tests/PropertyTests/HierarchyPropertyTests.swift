import Generators
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

/// `popToRoot` and `setViewControllers` remove a stack's controllers in one compaction of the
/// arena; removing them one at a time (each `pop` compacts) must leave the same hierarchy.
@Suite("Removing a stack at once leaves what removing it controller by controller leaves")
struct StackRemovalTests {
  /// Every navigation controller of 3,000 generated hierarchies, with a back-swipe pending on it
  /// (its controller is renumbered or dropped as the stack goes).
  @Test("popToRoot and setViewControllers match repeated pops")
  func batchMatchesSequential() {
    let generator = HierarchyGenerator(maxControllers: 12)
    var stacks = 0
    for seed: UInt64 in 0..<3_000 {
      var source = ChoiceSource(seed: seed)
      let hierarchy = generator.generate(&source)
      for navigation in hierarchy.ids where hierarchy[navigation].kind == .navigation {
        guard hierarchy.childCount(of: navigation) > 1 else { continue }
        stacks += 1
        var start = hierarchy
        start.setInteractivePopInProgress(navigation)
        var popped = start
        while popped.pop(from: navigation) == nil {}
        var atOnce = start
        #expect(atOnce.popToRoot(of: navigation) == nil)
        #expect(atOnce == popped, "seed \(seed), popToRoot of \(navigation)")
        let stack: [ControllerSpec] = [.content(supports: .portrait), .content(supports: .all)]
        var replaced = start
        replaced.setViewControllers(stack, of: navigation)
        popped.setViewControllers(stack, of: navigation)
        #expect(replaced == popped, "seed \(seed), setViewControllers of \(navigation)")
        if atOnce != popped || replaced != popped { return }
      }
    }
    #expect(stacks > 100)
  }
}
