import Generators
import OrientationConformance
import OrientationSpec
import Testing

/// Checks both laws on `document`: its text parses back to it, and prints again unchanged.
func expectRoundTrip(
  _ document: Scenario.Document, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = Scenario.print(document)
  do {
    let parsed = try Scenario.parseDocument(text)
    var canonical = document
    canonical.session = document.session.canonical
    #expect(parsed == canonical, "\(comment ?? "")\n\(text)", sourceLocation: sourceLocation)
    #expect(Scenario.print(parsed) == text, comment, sourceLocation: sourceLocation)
  } catch {
    Issue.record("\(comment ?? "")\(error)\n\(text)", sourceLocation: sourceLocation)
  }
}

@Suite(
  "Scenario documents: names, declare, expect, assume, resolver and positions lines obey both laws")
struct ScenarioDocumentTests {
  static let canonical: [ScenarioRow] = [
    ScenarioRow(
      "names, both kinds of declare, and every kind of expectation",
      """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      orientation .portrait
      device .portrait
      assume stackedCustomDecider upper
      resolver reference
      resolver uikit-default

      window key
        tabBar "Tabs" as tabs
          navigation "Nav" as nav
            content "Home" as home supports .portrait
          navigation as other
            content

      events
        push navigation nav
          content "Player" as player supports .landscape prefers .landscapeRight
        expect orientation .landscapeRight
        expect device .portrait
        expect allowed .landscape
        expect allowed [.portrait, .landscapeRight]
        expect decider tabs
        expect decider 0
        expect decider "Tabs"
        expect decider none
        expect rotated
        expect not rotated
        expect rule R17
        expect statusBar hidden
        expect statusBar visible
        expect statusBar style .lightContent
        expect statusBar owner player
        expect statusBar owner none
        expect backSwipe allowed
        expect backSwipe refused
        expect exception E4
        expect exception loop
        expect exception "Name \\"quoted\\"" "a reason\\nover lines"
        declare player supports .all
        declare home replacing autorotates false
        selectTab 1 tabBar tabs
        present .fullScreen from other animated
          content as modal
        dismiss modal animated
        cancelInteractiveDismiss 0
        presentAlert from home
        popToRoot navigation nav
        setViewControllers navigation other
          content as first
        pop navigation other
        action "rotate" on player
        makeKeyWindow 0

      """),
    ScenarioRow(
      "a generated session's positions, counted modulo",
      """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      orientation .portrait
      device .portrait
      positions modulo

      window key
        navigation
          content

      events
        pop navigation 7
        expect orientation .portrait
        dismiss -3

      """),
  ]

  @Test("Printing a parsed canonical document gives the same text", arguments: canonical)
  func printsCanonicalTextBack(_ row: ScenarioRow) throws {
    let document = try Scenario.parseDocument(row.text)
    #expect(Scenario.print(document) == row.text, sourceLocation: row.sourceLocation)
    expectRoundTrip(document, sourceLocation: row.sourceLocation)
  }

  /// An expectation drawn from `random`, naming only controllers `labels` holds.
  static func fact(
    _ random: inout Xoshiro256StarStar, labels: [String]
  ) -> ScenarioExpectation.Fact {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next(below: UInt64(values.count)))] }
    let references: [ControllerReference?] =
      [nil, .position(Int(random.next(below: 9))), .className("Say \"hi\"\n")]
      + labels.map(ControllerReference.label)
    switch random.next(below: 11) {
    case 0: return .orientation(pick(InterfaceOrientation.allCases))
    case 1: return .device(pick(DeviceOrientation.allCases))
    case 2: return .allowed(InterfaceOrientationMask(rawValue: UInt(random.next(below: 32))))
    case 3: return .decider(pick(references))
    case 4:
      return .exception(
        random.next(below: 2) == 0
          ? .code(pick(ExpectedException.codes)) : .exact(name: "E\u{301}x", reason: "why\t#"))
    case 5: return .statusBarHidden(random.next(below: 2) == 0)
    case 6: return .statusBarStyle(pick(StatusBarStyle.allCases))
    case 7: return .statusBarOwner(pick(references))
    case 8: return .backSwipe(allowed: random.next(below: 2) == 0)
    case 9: return .rotated(random.next(below: 2) == 0)
    default: return .rule(pick(Rule.allCases))
    }
  }

  /// `spec` with every other controller named `c0`, `c1`, …, in depth-first order.
  static func labelled(_ spec: ControllerSpec, _ count: inout Int) -> ControllerSpec {
    var spec = spec
    if count % 2 == 0 { spec.label = "c\(count / 2)" }
    count += 1
    spec.children = spec.children.map { labelled($0, &count) }
    spec.presentations = spec.presentations.map { labelled($0, &count) }
    return spec
  }

  @Test("300 generated documents: labels, expectations after events, resolvers, kept declares")
  func generatedDocuments() throws {
    var random = Xoshiro256StarStar(seed: 22)
    for seed in UInt64(0)..<300 {
      var generator = SessionGenerator(seed: seed)
      guard var session = generator.session() else { continue }
      var count = 0
      let windows = session.hierarchy.windowSpecs.map { window in
        var window = window
        window.root = window.root.map { Self.labelled($0, &count) }
        return window
      }
      session.hierarchy = try Hierarchy(windows: windows)
      let labels = (0..<(count + 1) / 2).map { "c\($0)" }
      for (index, event) in session.events.enumerated() {
        if case .declare = event, random.next(below: 2) == 0 {
          session.annotations[index] = EventAnnotation(keepsOtherAnswers: true)
        }
      }
      var expectations: [ScenarioExpectation] = []
      for index in session.events.indices where random.next(below: 3) == 0 {
        for _ in 0...random.next(below: 2) {
          expectations.append(
            ScenarioExpectation(event: index, fact: Self.fact(&random, labels: labels)))
        }
      }
      let document = Scenario.Document(
        session: session, resolvers: seed % 2 == 0 ? ["reference"] : ["uikit-default", "x-y"],
        expectations: expectations)
      expectRoundTrip(document, "SessionGenerator(seed: \(seed)), expectations from seed 22")
    }
  }

  @Test("3,000 mutated documents: each parses to one that round-trips, or fails in the text")
  func mutations() {
    let (parsed, failed) = ScenarioMutationTests.forEachMutant(
      of: Self.canonical.map(\.text), seed: 2025
    ) { text, recipe throws(ScenarioError) in
      expectRoundTrip(try Scenario.parseDocument(text), Comment(rawValue: recipe))
    }
    #expect(parsed > 100)
    #expect(failed > 300)
  }
}
