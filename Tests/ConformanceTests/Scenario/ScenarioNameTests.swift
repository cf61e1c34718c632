import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// A session whose navigation controller and root are named, ready for events.
let named = """
  app phone iOS 17
  plist .portrait .landscapeLeft .landscapeRight
  orientation .portrait
  device .portrait

  window key
    navigation as nav
      content "Home" as home
  events

  """

@Suite("Scenario names: 'as NAME' on a controller, and events that name it wherever it moves")
struct ScenarioNameTests {
  static let errors: [ErrorRow] = [
    ErrorRow(
      named + "  pop navigation player", 10, 18,
      "unknown controller name 'player'; expected a position or one of nav, home"),
    ErrorRow(
      named + "  pop navigation home", 10, 18,
      "'home' (line 8) is a content controller; 'pop' needs a navigation controller"),
    ErrorRow(
      named + "  dismiss home", 10, 11,
      "'home' (line 8) is not presented; 'dismiss' needs a presented controller (under"
        + " 'presents', or made by 'present')"),
    ErrorRow(
      named + "  beginInteractiveDismiss home", 10, 27,
      "'home' (line 8) is not presented; 'beginInteractiveDismiss' needs a presented controller"
        + " (under 'presents', or made by 'present')"),
    ErrorRow(
      named + "  push navigation nav\n    content as nav", 11, 5,
      "name 'nav' given twice (first on line 7)"),
    ErrorRow(
      named + "  push navigation nav\n    content as none", 11, 16,
      "'none' is a word of the format where a name may stand; choose another name"),
    ErrorRow(
      named + "  push navigation nav\n    content as 7up", 11, 16,
      "expected a name after 'as' (a letter or '_', then letters, digits or '_'); found '7up'"),
    ErrorRow(
      named + "  push navigation nav\n    content supports .all as late", 11, 27,
      "'as NAME' comes right after the kind and the class name"),
    ErrorRow(
      named + "  pop navigation later\n  push navigation nav\n    navigation as later", 10, 18,
      "'later' is made on line 12, after this line; name a controller once it is made"),
    ErrorRow(
      named
        + "  push navigation nav\n    content as p\n  pop navigation nav\n  declare p supports .all",
      13, 11, "'p' is gone: line 12 ('pop') removed it"),
    ErrorRow(named + "  makeKeyWindow nav", 10, 17, "expected a window's position; found 'nav'"),
    ErrorRow(
      "app phone iOS 17\nwindow key\n  content\nevents\n  declare home supports .all", 5, 11,
      "unknown controller name 'home'; no controller has a name yet (write 'as NAME' after a"
        + " controller's kind and class)"),
  ]

  @Test("A name is made once, before it is used, by an event that can act on it", arguments: errors)
  func nameErrors(_ row: ErrorRow) { row.check() }

  @Test("A name follows its controller when a removal renumbers the arena")
  func namesFollowTheirControllers() throws {
    let document = try Scenario.parseDocument(
      named + """
          present .pageSheet from nav
            content "Settings" as settings
          present .fullScreen from settings
            content "Player" as player supports .landscape
          dismiss settings
          push navigation nav
            content "Detail" as detail
          pop navigation nav

        """)
    let trace = System.run(document.session, resolver: ReferenceResolver())
    #expect(
      trace.steps.allSatisfy { $0.skipped == nil }, "\(trace.report(app: document.session.app))")
    // The dismiss names the sheet, which is the first presented controller, by its name.
    #expect(trace.report(app: document.session.app).contains("2. dismiss presented settings"))
    #expect(trace.finalHierarchy.ids.map { trace.finalHierarchy.label(of: $0) } == ["nav", "home"])
    if case .alive = trace.finalHierarchy.controller(labelled: "detail") {
      Issue.record("the popped controller is still alive")
    }
  }

  @Test("A name whose controller an earlier event removed at run time skips the step, saying so")
  func removedAtRunTime() throws {
    // The back-swipe's end depends on the run: the parser cannot follow it, the runner can.
    let session = try Scenario.parse(
      named + """
          push navigation nav
            content as detail
          beginInteractivePop
          endInteractivePop finished
          declare detail supports .all

        """)
    let trace = System.run(session, resolver: ReferenceResolver())
    #expect(trace.steps.last?.skipped == .labelled("detail", .removed))
    #expect(
      trace.report(app: session.app).contains(
        "3. declare on detail: supports: .all: skipped, detail is gone: an earlier event removed it"
      ))
  }

  @Test("An interactive dismissal's end depends on the run: its controller's name goes then")
  func interactiveDismissalRemovesAtRunTime() throws {
    let session = try Scenario.parse(
      named + """
          present .fullScreen from nav
            content "Player" as player supports .landscape
          beginInteractiveDismiss player
          endInteractiveDismiss finished
          declare player supports .all

        """)
    let trace = System.run(session, resolver: ReferenceResolver())
    #expect(trace.steps.filter { $0.origin == .event(1) }.first?.skipped == nil)
    #expect(trace.steps.last?.skipped == .labelled("player", .removed))
    #expect(
      trace.report(app: session.app).contains("1. begin interactive dismiss of presented player"))
  }

  @Test("In a file a position past the last is an error at its line and column, exit 64")
  func positionPastTheLast() throws {
    let path = try RunCommandTests().file(named + "  pop navigation 3\n")
    let captured = Captured()
    #expect(captured.run(["run", path, "--resolver", "reference"]) == .usage)
    #expect(
      captured.err.first
        == "orientation-check: \(path):10:18: no navigation controller at position 3: there is"
        + " 1, at position 0")
  }

  @Test("Generated sessions keep counting positions modulo, and say so when printed")
  func generatedSessionsCountModulo() throws {
    var generator = SessionGenerator(seed: 7)
    let generated = generator.session()
    let session = try #require(generated)
    #expect(session.positions == .modulo)
    let text = Scenario.print(session)
    #expect(
      text.contains("\npositions modulo\n") == session.events.contains { $0.targetPosition != nil })
    #expect(try Scenario.parse(text) == session.canonical)
  }

  @Test("The printer writes names where the text wrote them, and the trace says them")
  func printerWritesNames() throws {
    let text =
      named.replacingOccurrences(of: "\nevents\n", with: "\n\nevents\n")
      + "  push navigation nav\n    content \"Player\" as player supports .landscape\n"
      + "  declare player prefers .landscapeLeft\n  pop navigation nav\n"
    let document = try Scenario.parseDocument(text)
    #expect(Scenario.print(document) == text)
    let report = System.run(document.session, resolver: ReferenceResolver())
      .report(app: document.session.app)
    #expect(report.contains("0. push \"Player\" onto navigation nav"))
    #expect(report.contains("1. declare on player: prefers: .landscapeLeft"))
  }
}
