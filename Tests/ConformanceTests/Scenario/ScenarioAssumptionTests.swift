import OrientationConformance
import OrientationSpec
import Testing

@Suite("Scenario 'assume' lines: parsed, printed back, refused with their line and column")
struct ScenarioAssumptionTests {
  static let names = Assumptions.catalogue.map(\.name).joined(separator: ", ")

  static let errors: [ErrorRow] = [
    ErrorRow(app + "assume\n", 2, 7, "expected an assumption name; found end of line"),
    ErrorRow(app + "assume \"walks\" true\n", 2, 8, "expected an assumption name; found \"walks\""),
    ErrorRow(
      app + "assume walksPast true\n", 2, 8,
      "unknown assumption 'walksPast'; valid assumptions: " + names),
    ErrorRow(app + "assume stackedCustomDecider\n", 2, 28, "expected a value; found end of line"),
    ErrorRow(
      app + "assume stackedCustomDecider \"upper\"\n", 2, 29, "expected a value; found \"upper\""),
    ErrorRow(
      app + "assume stackedCustomDecider middle\n", 2, 29,
      "assumption 'stackedCustomDecider' takes one of lower, upper, not 'middle'"),
    ErrorRow(
      app + "assume fallbackOrder portrait, landscapeLeft\n", 2, 22,
      "assumption 'fallbackOrder' takes the four orientations in an order of your choice,"
        + " separated by commas (portrait,landscapeRight,landscapeLeft,portraitUpsideDown and the"
        + " 23 other orders), not 'portrait,landscapeLeft'"),
    ErrorRow(
      app + "assume stackedCustomDecider upper\nassume delegateMaskChangeCheck rotationPath\n"
        + "assume stackedCustomDecider lower\n", 4, 8,
      "'assume stackedCustomDecider' given twice (first on line 2)"),
    ErrorRow(
      window + "assume stackedCustomDecider upper\n", 3, 1,
      "'assume' belongs before the first window"),
    ErrorRow(
      app + "assume stackedCustomDecider upper\n  content\n", 3, 3,
      "'assume' takes no indented lines"),
    // A Session holds no assumptions: parse refuses a text that sets one, at its first line.
    ErrorRow(
      app + "orientation .portrait\nassume stackedCustomDecider lower\nwindow key\n", 3, 1,
      "'assume' sets an assumption, which a Session does not hold; read this scenario with"
        + " Scenario.parseDocument(_:)"),
  ]

  @Test(
    "A bad 'assume' line is refused at its name or value, with the valid ones", arguments: errors)
  func error(_ row: ErrorRow) {
    row.check()
  }

  static let canonical = """
    app phone iOS 12
    plist .portrait .landscapeLeft .landscapeRight
    delegate .all
    orientation .portrait
    device .portrait
    assume stackedCustomDecider upper
    assume delegateMaskChangeCheck rotationPath
    assume fallbackOrder landscapeLeft,portrait,landscapeRight,portraitUpsideDown
    assume deviceSupportedOrientations portrait,landscapeLeft

    window key
      content "RootViewController" supports .portrait

    events
      setAppDelegateOrientations .landscape
      setDeviceOrientation .landscapeLeft

    """

  @Test("Text law: a canonical document with 'assume' lines prints back byte for byte")
  func textLaw() throws {
    let document = try Scenario.parseDocument(Self.canonical)
    #expect(Scenario.print(document) == Self.canonical)
    #expect(
      document.assumptions.assignments == [
        "stackedCustomDecider=upper", "delegateMaskChangeCheck=rotationPath",
        "fallbackOrder=landscapeLeft,portrait,landscapeRight,portraitUpsideDown",
        "deviceSupportedOrientations=portrait,landscapeLeft",
      ])
  }

  @Test(
    "Any order and spelling reads the same; the printer writes the catalogue's order, no defaults")
  func canonicalForm() throws {
    let text = """
      app phone iOS 12
      plist .portrait .landscapeLeft .landscapeRight
      delegate .all
      assume deviceSupportedOrientations [.portrait, .landscapeLeft]  # a Swift mask
      assume walksPastNonFillingPresentations true
      assume fallbackOrder .landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown
      assume delegateMaskChangeCheck .rotationPath
      orientation .portrait
      assume stackedCustomDecider upper
      device .portrait

      window key
        content "RootViewController" supports .portrait

      events
        setAppDelegateOrientations .landscape
        setDeviceOrientation .landscapeLeft
      """
    #expect(Scenario.print(try Scenario.parseDocument(text)) == Self.canonical)
  }

  @Test(
    "Value law: every value of every assumption survives printing and parsing",
    arguments: Assumptions.catalogue)
  func valueLaw(_ entry: Assumptions.Entry) throws {
    let session = try Scenario.parse(
      "app pad iOS 17\nwindow key\n  content \"Home\"\n\nevents\n  rotateDevice .landscapeLeft\n")
    for value in entry.values {
      var assumptions = Assumptions()
      try assumptions.set(entry.name, to: value)
      let document = Scenario.Document(session: session, assumptions: assumptions)
      let text = Scenario.print(document)
      #expect(try Scenario.parseDocument(text) == document, "\(entry.name)=\(value)")
      #expect(
        text.contains("\nassume \(entry.name) \(value)\n") == (value != entry.defaultValue),
        "\(entry.name)=\(value)")
    }
  }

  @Test("Without assumptions a document prints as its session, and parses as one")
  func defaults() throws {
    let text = try #require(ScenarioRoundTripTests.canonical.first?.text)
    let document = try Scenario.parseDocument(text)
    #expect(document.assumptions == .default)
    #expect(document.session == (try Scenario.parse(text)))
    #expect(Scenario.print(document) == text)
  }

  @Test("The document's assumptions change its trace: the app delegate's change crashes at once")
  func traceUnderTheDocumentsAssumptions() throws {
    let document = try Scenario.parseDocument(Self.canonical)
    let assumed = System.run(
      document.session, resolver: UIKitDefaultResolver(), assumptions: document.assumptions)
    let plain = System.run(document.session, resolver: UIKitDefaultResolver())
    #expect(assumed.exception == .noCommonOrientation(className: "RootViewController"))
    #expect(plain.exception == nil)
  }
}
