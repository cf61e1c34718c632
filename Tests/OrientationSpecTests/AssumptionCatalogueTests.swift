import OrientationSpec
import Testing

@Suite("The assumption catalogue: every assumption's name, values, default and sources, as text")
struct AssumptionCatalogueTests {
  @Test("The catalogue names every property of Assumptions, in declaration order")
  func namesEveryProperty() {
    #expect(Assumptions.catalogue.map(\.name) == AssumptionsTests.rows.map(\.property))
  }

  @Test(
    "Every value of every assumption reads back as it was set; only the default gives the defaults",
    arguments: Assumptions.catalogue)
  func everyValue(_ entry: Assumptions.Entry) throws {
    #expect(entry.values.contains(entry.defaultValue))
    #expect(Set(entry.values).count == entry.values.count)
    for value in entry.values {
      var assumptions = Assumptions()
      try assumptions.set(entry.name, to: value)
      #expect(entry.value(in: assumptions) == value)
      #expect((assumptions == .default) == (value == entry.defaultValue), "\(value)")
      #expect(
        assumptions.assignments == (value == entry.defaultValue ? [] : ["\(entry.name)=\(value)"]))
    }
  }

  @Test("Each entry cites a rule of the catalogue and a section", arguments: Assumptions.catalogue)
  func sources(_ entry: Assumptions.Entry) {
    let rules = Set(Rule.allCases.map(\.description))
    #expect(entry.sources.contains { rules.contains($0) })
    #expect(entry.sources.contains { $0.hasPrefix("§") })
    #expect(entry.question.hasSuffix("?"))
  }

  @Test("The values' counts: two for a Bool, the cases, 24 orders, 15 masks, 22 versions")
  func valueCounts() {
    let counts = Dictionary(
      uniqueKeysWithValues: Assumptions.catalogue.map { ($0.name, $0.values.count) })
    #expect(counts["walksPastNonFillingPresentations"] == 2)
    #expect(counts["stackedCustomDecider"] == 2)
    #expect(counts["delegateMaskChangeCheck"] == 2)
    #expect(counts["deviceOrientationSetsInOneTurn"] == 2)
    #expect(counts["fallbackOrder"] == 24)
    #expect(counts["deviceSupportedOrientations"] == 15)
    #expect(counts["preferredMessageNamesBothSidesFrom"] == OSVersion.supported.count)
    #expect(
      Assumptions.entry(named: "fallbackOrder")?.values.first
        == "portrait,landscapeRight,landscapeLeft,portraitUpsideDown")
  }

  /// `NAME=VALUE` and what it sets, or the error it gives: a table row that records its line.
  struct Row: Sendable, CustomTestStringConvertible {
    var assignment: String
    var expected: Result<String, AssumptionError>
    var sourceLocation: SourceLocation
    var testDescription: String { assignment }

    /// Sets `assignment`; `reads` is `NAME=VALUE` as ``Assumptions/assignments`` then spells it
    /// (empty for the defaults).
    init(_ assignment: String, reads: String, sourceLocation: SourceLocation = #_sourceLocation) {
      self.assignment = assignment
      expected = .success(reads)
      self.sourceLocation = sourceLocation
    }

    init(
      _ assignment: String, fails part: AssumptionError.Part, _ message: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.assignment = assignment
      expected = .failure(AssumptionError(part, message))
      self.sourceLocation = sourceLocation
    }
  }

  static let names = Assumptions.catalogue.map(\.name).joined(separator: ", ")

  static let rows: [Row] = [
    Row("stackedCustomDecider=upper", reads: "stackedCustomDecider=upper"),
    Row("stackedCustomDecider=.upper", reads: "stackedCustomDecider=upper"),
    Row("stackedCustomDecider=lower", reads: ""),
    Row("delegateMaskChangeCheck=rotationPath", reads: "delegateMaskChangeCheck=rotationPath"),
    Row(
      "walksPastNonFillingPresentations= false ", reads: "walksPastNonFillingPresentations=false"),
    Row(
      "fallbackOrder=landscapeLeft, .landscapeRight, portrait, portraitUpsideDown",
      reads: "fallbackOrder=landscapeLeft,landscapeRight,portrait,portraitUpsideDown"),
    Row(
      "fallbackOrder=[.portraitUpsideDown, .portrait, .landscapeLeft, .landscapeRight]",
      reads: "fallbackOrder=portraitUpsideDown,portrait,landscapeLeft,landscapeRight"),
    Row(
      "deviceSupportedOrientations=[.portrait, .landscapeLeft]",
      reads: "deviceSupportedOrientations=portrait,landscapeLeft"),
    Row(
      "deviceSupportedOrientations=landscapeLeft,landscapeRight",
      reads: "deviceSupportedOrientations=landscape"),
    Row(
      "deviceSupportedOrientations=.allButUpsideDown",
      reads: "deviceSupportedOrientations=allButUpsideDown"),
    Row("preferredMessageNamesBothSidesFrom=13", reads: "preferredMessageNamesBothSidesFrom=13"),
    Row("emptyPlistList=emptyMask", reads: "emptyPlistList=emptyMask"),
    Row("orientationWindow=frontmostWindow", reads: "orientationWindow=frontmostWindow"),
    Row(
      "rotationDuringInteractiveDismissal=immediate",
      reads: "rotationDuringInteractiveDismissal=immediate"),
    Row("rotationDuringInteractiveDismissal=deferred", reads: ""),
    Row(
      "walksPastNonFillingPresentations", fails: .assignment,
      "expected NAME=VALUE, not 'walksPastNonFillingPresentations'"),
    Row("=true", fails: .assignment, "expected NAME=VALUE, not '=true'"),
    Row(
      "walksPast=true", fails: .name, "unknown assumption 'walksPast'; valid assumptions: " + names),
    Row(
      "walksPastNonFillingPresentations=yes", fails: .value,
      "assumption 'walksPastNonFillingPresentations' takes true or false, not 'yes'"),
    Row(
      "stackedCustomDecider=middle", fails: .value,
      "assumption 'stackedCustomDecider' takes one of lower, upper, not 'middle'"),
    Row(
      "delegateMaskChangeCheck=", fails: .value,
      "assumption 'delegateMaskChangeCheck' takes one of nextCheckpoint, rotationPath, not ''"),
    Row(
      "fallbackOrder=portrait,landscapeLeft", fails: .value,
      "assumption 'fallbackOrder' takes the four orientations in an order of your choice,"
        + " separated by commas (portrait,landscapeRight,landscapeLeft,portraitUpsideDown and the"
        + " 23 other orders), not 'portrait,landscapeLeft'"),
    Row(
      "fallbackOrder=portrait,portrait,landscapeLeft,landscapeRight", fails: .value,
      "assumption 'fallbackOrder' takes the four orientations in an order of your choice,"
        + " separated by commas (portrait,landscapeRight,landscapeLeft,portraitUpsideDown and the"
        + " 23 other orders), not 'portrait,portrait,landscapeLeft,landscapeRight'"),
    Row(
      "deviceSupportedOrientations=[]", fails: .value,
      "assumption 'deviceSupportedOrientations' takes a non-empty mask: portrait,"
        + " portraitUpsideDown, landscapeRight, landscapeLeft, landscape, allButUpsideDown, all,"
        + " or orientations separated by commas (portrait,landscapeLeft), not '[]'"),
    Row(
      "deviceSupportedOrientations=unknown", fails: .value,
      "assumption 'deviceSupportedOrientations' takes a non-empty mask: portrait,"
        + " portraitUpsideDown, landscapeRight, landscapeLeft, landscape, allButUpsideDown, all,"
        + " or orientations separated by commas (portrait,landscapeLeft), not 'unknown'"),
    Row(
      "preferredMessageNamesBothSidesFrom=5", fails: .value,
      "assumption 'preferredMessageNamesBothSidesFrom' takes an iOS major version from 6 to 27,"
        + " not '5'"),
    Row(
      "preferredMessageNamesBothSidesFrom=eleven", fails: .value,
      "assumption 'preferredMessageNamesBothSidesFrom' takes an iOS major version from 6 to 27,"
        + " not 'eleven'"),
  ]

  @Test(
    "NAME=VALUE sets one assumption, or says which part is wrong and what is valid",
    arguments: rows)
  func assign(_ row: Row) {
    var assumptions = Assumptions()
    do {
      try assumptions.assign(row.assignment)
      #expect(
        row.expected == .success(assumptions.assignments.joined(separator: ", ")),
        sourceLocation: row.sourceLocation)
    } catch {
      #expect(row.expected == .failure(error), sourceLocation: row.sourceLocation)
      #expect(assumptions == .default, sourceLocation: row.sourceLocation)
    }
  }
}
