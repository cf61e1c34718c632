import OrientationSpec
import Testing

@Suite("The small-scope enumerator")
struct SmallHierarchiesTests {
  @Test("the number of shapes of each size is pinned")
  func shapeCounts() {
    let scope = SmallHierarchies()
    #expect(scope.shapes(size: 1).count == 3)
    #expect(scope.shapes(size: 2).count == 153)
    #expect(scope.shapes(size: 3).count == 3285)
  }

  @Test("a single controller is a content, an empty navigation or an empty tab bar controller")
  func singleControllers() {
    let kinds = SmallHierarchies().shapes(size: 1).map(\.controller.kind)
    #expect(kinds == [.content, .navigation, .tabBar])
  }

  @Test("every declaration of one controller: four masks times three preferred orientations")
  func declarationsOfOneController() {
    let scope = SmallHierarchies()
    let declared = scope.declarations(of: .content()).map(\.controller.declared)
    #expect(declared.count == 12)
    #expect(Set(declared).count == 12)
    #expect(declared.first == DeclaredAnswers.none)
    #expect(
      declared.last
        == DeclaredAnswers(
          supportedInterfaceOrientations: .all,
          preferredInterfaceOrientationForPresentation: .landscapeRight))
  }

  @Test("alerts declare nothing; every other controller takes each declaration")
  func alertsDeclareNothing() {
    let shape = ControllerSpec.content().presenting(.alert())
    let declared = SmallHierarchies(masks: [nil, .portrait], preferred: [nil]).declarations(
      of: shape)
    #expect(declared.count == 2)
    #expect(declared.allSatisfy { $0.presentations[0].controller.declared == .none })
  }

  @Test("every controller but an alert takes each origin; an alert stays a system controller")
  func origins() {
    let shape = ControllerSpec.content().presenting(.alert())
    let scope = SmallHierarchies(masks: [nil], preferred: [nil], origins: [.app, .system])
    let variants = scope.declarations(of: shape)
    #expect(variants.map(\.controller.origin) == [.app, .system])
    #expect(variants.allSatisfy { $0.presentations[0].controller.origin == .system })
  }

  @Test("the enumeration is the same on every call and has no duplicate")
  func deterministicAndDistinct() {
    let scope = SmallHierarchies(sizes: 1...3)
    let first = scope.shapes()
    #expect(first == scope.shapes())
    #expect(Set(first).count == first.count)
  }

  @Test("an inner controller presents over its context, defining it")
  func contextPresentation() throws {
    let shapes = SmallHierarchies().shapes(size: 3)
    let inner = try #require(
      shapes.first {
        $0.presentations.isEmpty && $0.children.contains { !$0.presentations.isEmpty }
      })
    let presenter = try #require(inner.children.first { !$0.presentations.isEmpty })
    #expect(presenter.controller.options.contains(.definesPresentationContext))
    #expect(presenter.presentations[0].controller.modalPresentationStyle == .overCurrentContext)
  }

  @Test("replacing the node at a depth-first position touches that node only")
  func replacingNode() {
    let tree = ControllerSpec.navigation([.content("A"), .content("B")])
      .presenting(.content("C"), style: .fullScreen)
    let renamed = tree.replacingNode(at: 2) {
      var copy = $0
      copy.name = "X"
      return copy
    }
    #expect(renamed.children.map(\.name) == ["A", "X"])
    #expect(renamed.presentations.map(\.name) == ["C"])
    #expect(
      tree.replacingNode(at: 3) {
        var copy = $0
        copy.name = "Y"
        return copy
      }.presentations[0].name == "Y")
  }
}
