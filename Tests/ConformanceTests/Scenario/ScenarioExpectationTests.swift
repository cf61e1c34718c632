import OrientationConformance
import OrientationSpec
import Testing

/// A file whose expectations are checked, and what its run says about each that fails.
struct ExpectationRow: Sendable, CustomTestStringConvertible {
  var name: String
  var events: String
  /// Each failure as `LINE:COLUMN: expect … | expected … | actual …`.
  var failures: [String]
  var resolver: String
  var sourceLocation: SourceLocation

  init(
    _ name: String, _ events: String, fails failures: [String] = [],
    resolver: String = "reference", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.events = events
    self.failures = failures
    self.resolver = resolver
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { name }

  func check() throws {
    let document = try Scenario.parseDocument(named + events)
    let resolver = try #require(BuiltinResolvers.all.first { $0.name == self.resolver })
    let run = ScenarioRun(document, resolver: resolver, invariants: false)
    let found = run.failures.map {
      "\($0.location.map(\.description) ?? "?"): \($0.text) | \($0.expected) | \($0.actual)"
    }
    #expect(found == failures, sourceLocation: sourceLocation)
    #expect(run.passed == failures.isEmpty, sourceLocation: sourceLocation)
  }
}

@Suite("Scenario expectations: 'expect' after an event, checked once its reactions have run")
struct ScenarioExpectationTests {
  static let rows: [ExpectationRow] = [
    ExpectationRow(
      "every fact that holds after a push of a landscape player",
      """
        push navigation nav
          content "Player" as player supports .landscape
        expect orientation .landscapeRight
        expect device .portrait
        expect allowed .landscape
        expect decider nav
        expect decider 0
        expect rotated
        expect rule R17
        expect statusBar hidden
        expect statusBar style .default
        expect statusBar owner nav
        expect backSwipe allowed

      """),
    ExpectationRow(
      "each wrong fact fails at its own line, expected against actual",
      """
        push navigation nav
          content "Player" as player supports .landscape
        expect orientation .portrait
        expect device .landscapeLeft
        expect allowed .all
        expect decider player
        expect not rotated
        expect rule R13
        expect statusBar visible
        expect statusBar style .lightContent
        expect statusBar owner home
        expect backSwipe refused
        expect exception E1

      """,
      fails: [
        "12:3: expect orientation .portrait | orientation .portrait | orientation .landscapeRight",
        "13:3: expect device .landscapeLeft | device .landscapeLeft | device .portrait",
        "14:3: expect allowed .all | allowed .all | allowed .landscape",
        "15:3: expect decider player | decider player | decider #0 \"UINavigationController\" as nav",
        "16:3: expect not rotated | not rotated | rotated",
        "17:3: expect rule R13 | rule R13 | rules R15 R5 R1 R4 R7 R26 R27 R17",
        "18:3: expect statusBar visible | statusBar visible | statusBar hidden",
        "19:3: expect statusBar style .lightContent | statusBar style .lightContent | statusBar style .default",
        "20:3: expect statusBar owner home | statusBar owner home | statusBar owner #0"
          + " \"UINavigationController\" as nav",
        "21:3: expect backSwipe refused | backSwipe refused | backSwipe allowed",
        "22:3: expect exception E1 | exception E1 | no exception",
      ]),
    ExpectationRow(
      "an exception by its code, or by its exact name and reason",
      """
        present .fullScreen from nav
          content supports .portraitUpsideDown
        expect exception E1
        expect exception "UIApplicationInvalidInterfaceOrientation" "wrong reason"

      """,
      fails: [
        "13:3: expect exception \"UIApplicationInvalidInterfaceOrientation\" \"wrong reason\""
          + " | exception \"UIApplicationInvalidInterfaceOrientation\" \"wrong reason\""
          + " | exception E1 UIApplicationInvalidInterfaceOrientation: Supported orientations has"
          + " no common orientation with the application, and [UIViewController"
          + " shouldAutorotate] is returning YES"
      ], resolver: "uikit-default"),
    ExpectationRow(
      "an expectation after the session ended is not reached",
      """
        present .fullScreen from nav
          content supports .portraitUpsideDown
        expect exception E1
        rotateDevice .landscapeLeft
        expect orientation .landscapeRight

      """,
      fails: [
        "14:3: expect orientation .landscapeRight | orientation .landscapeRight | not reached:"
          + " the session ended at event 0 with E1"
      ], resolver: "uikit-default"),
    ExpectationRow(
      "a decider named by its class",
      """
        present .fullScreen from nav
          content "Player" supports .landscape
        expect decider "Player"
        expect decider "Home"

      """,
      fails: [
        "13:3: expect decider \"Home\" | decider \"Home\" | decider #2 \"Player\""
      ]),
  ]

  @Test("A mismatch is reported at the expect line, expected against actual", arguments: rows)
  func expectations(_ row: ExpectationRow) throws { try row.check() }

  @Test("An exception no expect line names fails the run; one that names it passes")
  func unexpectedException() throws {
    let crash = named + "  present .fullScreen from nav\n    content supports .portraitUpsideDown\n"
    let unexpected = ScenarioRun(
      try Scenario.parseDocument(crash), resolver: UIKitDefaultResolver(), invariants: false)
    #expect(unexpected.unexpectedException?.identifier == "E1")
    #expect(!unexpected.passed)
    let expected = ScenarioRun(
      try Scenario.parseDocument(crash + "  expect exception E1\n"),
      resolver: UIKitDefaultResolver(), invariants: false)
    #expect(expected.passed)
  }

  @Test("expect broken: the invariant must break at its event; its violation then passes the run")
  @MainActor func expectBroken() throws {
    // The app's own mistake: a presenter that forwards to what it presented (E4, R28).
    let base = """
      app phone iOS 12
      plist .portrait .landscapeLeft .landscapeRight

      window key
        navigation "Nav" as nav
          content "Home" supports .portrait

      events
        presentAlert from nav

      """
    let forwarding = try #require(BuiltinResolvers.all.first { $0.name == "el-orientation-control" })
    let plain = ScenarioRun(try Scenario.parseDocument(base), resolver: forwarding)
    #expect(plain.violations.contains { $0.invariant == .noException })
    let expected = ScenarioRun(
      try Scenario.parseDocument(base + "  expect exception E4\n  expect broken no-exception\n"),
      resolver: forwarding)
    #expect(expected.passed, "\(expected.failureLines(file: "f"))")
    #expect(expected.violations.isEmpty)
    // Under the reference nothing breaks: the line fails where it is written.
    let holds = ScenarioRun(
      try Scenario.parseDocument(base + "  expect broken no-exception\n"),
      resolver: ReferenceResolver())
    #expect(!holds.passed)
    #expect(holds.failures.map(\.actual) == ["no-exception holds at this event"])
    #expect(holds.failures.first?.location.map { "\($0)" } == "10:3")
    // It prints back as written.
    let document = try Scenario.parseDocument(base + "  expect broken no-exception\n")
    #expect(Scenario.print(document).contains("  expect broken no-exception\n"))
  }

  @Test("declare changes only the answers it names; 'replacing' replaces them all")
  func declareKeepsOtherAnswers() throws {
    func declared(_ line: String) throws -> DeclaredAnswers {
      let session = try Scenario.parse(
        named + "  push navigation nav\n"
          + "    content as player supports .landscape autorotates false prefers .landscapeLeft\n"
          + line)
      let final = System.run(session, resolver: UIKitDefaultResolver()).finalHierarchy
      guard case .alive(let id) = final.controller(labelled: "player") else {
        Issue.record("player is gone")
        return DeclaredAnswers()
      }
      return final[id].declared
    }
    let kept = try declared("  declare player statusBarHidden true\n")
    #expect(kept.supportedInterfaceOrientations == .landscape)
    #expect(kept.shouldAutorotate == false)
    #expect(kept.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    #expect(kept.prefersStatusBarHidden == true)
    let replaced = try declared("  declare player replacing statusBarHidden true\n")
    #expect(replaced == DeclaredAnswers(prefersStatusBarHidden: true))
  }

  @Test("Expectation errors are located at the word that is wrong")
  func expectationErrors() {
    for row in [
      ErrorRow(
        named + "  expect orientation .portrait", 10, 3,
        "'expect' follows the event whose outcome it checks"),
      ErrorRow(
        named + "  launch\n  expect colour red", 11, 10,
        "unknown expectation 'colour'; expected one of orientation, device, allowed, decider,"
          + " exception, statusBar, backSwipe, rotated, not, rule, broken"),
      ErrorRow(
        named + "  launch\n  expect exception E9", 11, 20,
        "unknown exception 'E9'; expected one of E1, E2, E3, E4, E5, E6, loop or a name and a"
          + " reason in quotes"),
      ErrorRow(
        named + "  launch\n  expect rule R99", 11, 15, "expected a rule from R1 to R29; found 'R99'"
      ),
      ErrorRow(
        named + "  launch\n  expect statusBar shown", 11, 20,
        "expected hidden, visible, style or owner; found 'shown'"),
      ErrorRow(
        named + "  launch\n  expect backSwipe maybe", 11, 20,
        "unknown back-swipe verdict 'maybe'; expected one of allowed, refused"),
      ErrorRow(
        named + "  launch\n  expect decider ghost", 11, 18,
        "unknown controller name 'ghost'; expected a position or one of nav, home"),
      ErrorRow(
        named + "  launch\n  expect rotated now", 11, 18, "expected end of line; found 'now'"),
    ] {
      row.check()
    }
  }
}
