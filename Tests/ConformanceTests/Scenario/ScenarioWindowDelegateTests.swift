import OrientationConformance
import OrientationSpec
import Testing

/// `window … delegate MASK`: the app delegate answers that window differently (it is handed the
/// window, R5); the other windows keep the app's answer.
@Suite("Scenario: an app delegate's answer per window")
struct ScenarioWindowDelegateTests {
  static let text = """
    app phone iOS 17
    plist .portrait .landscapeLeft .landscapeRight
    delegate .portrait
    orientation .portrait
    device .portrait

    window key
      content "Home" as home
    window level .alert delegate .landscape
      content "Overlay" as overlay

    events
      launch
      makeKeyWindow 1

    """

  @Test("each window's app mask is its own answer, else the app's")
  func appMaskPerWindow() throws {
    let session = try Scenario.parse(Self.text)
    #expect(session.hierarchy.windows.map(\.delegateOrientations) == [nil, .landscape])
    let trace = System.run(session, resolver: ReferenceResolver())
    #expect(trace.steps[0].appMask == .portrait)
    #expect(trace.steps[1].appMask == .landscape)
    #expect(trace.steps[1].orientationAfter.isLandscape)
    #expect(session.hierarchy.description.contains("window 1 (level 2000, app delegate .landscape)"))
  }

  @Test("the attribute prints back, and the text and value laws hold")
  func roundTrip() throws {
    let session = try Scenario.parse(Self.text)
    let printed = Scenario.print(session)
    #expect(printed.contains("window level .alert delegate .landscape\n"))
    #expect(try Scenario.parse(printed) == session)
    #expect(Scenario.print(try Scenario.parse(printed)) == printed)
  }

  @Test("a window line takes delegate once; showWindow does not take it")
  func errors() {
    let head = "app phone iOS 17\n"
    #expect(throws: ScenarioError.self) {
      try Scenario.parse(head + "window delegate .portrait delegate .landscape\n")
    }
    #expect(throws: ScenarioError.self) {
      try Scenario.parse(head + "window key\n  content\n\nevents\n  showWindow delegate .all\n    content\n")
    }
  }
}
