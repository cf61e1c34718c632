import Foundation
import OrientationConformance
import OrientationSpec
import Testing

/// What a trace run with `recordsDetails` shows beyond the decisions: every window with its
/// presentation chain and decider, the questions UIKit asked, the launch orientation, names.
@Suite("Trace details: windows, presentation chains, deciders, questions, launch orientation")
struct TraceDetailsTests {
  static let scenario = """
    app phone iOS 15
    plist .portrait .landscapeLeft .landscapeRight
    delegate .all
    orientation .portrait
    device .landscapeLeft

    window key
      navigation "Nav"
        content "List" supports .portrait
        content "Detail"
    window level 2
      content "Overlay" supports .portrait

    events
      launch
      present .fullScreen from 0 animated
        content "Player" supports .landscape
      dismiss 0 animated
      beginInteractivePop

    """

  static func trace() throws -> (Session, Trace) {
    let session = try Scenario.parse(scenario)
    return (session, System.run(session, resolver: ReferenceResolver(), recordsDetails: true))
  }

  @Test("the launch step: the launch orientation, both windows, the app delegate asked")
  func launch() throws {
    let (_, trace) = try Self.trace()
    let details = try #require(trace.steps.first?.details)
    // The device is held in landscape left, which the plist allows: UIKit launches in it (R25).
    #expect(details.launchOrientation == .landscapeRight)
    #expect(details.windows.map(\.window) == [WindowID(0), WindowID(1)])
    let key = details.windows[0]
    #expect(key.isKey && key.setsOrientation)
    #expect(key.chain.map(\.controller) == [ControllerID(0)])
    #expect(key.appMask == .all && key.appMaskSource == .appDelegate)
    let overlay = details.windows[1]
    #expect(!overlay.setsOrientation && overlay.level == 2)
    #expect(overlay.decider == ControllerID(3) && overlay.allowed == nil)
    #expect(details.name(of: ControllerID(3)) == "Overlay")
    // UIKit asks the app delegate and each window's decider; the reference's forwarding to the
    // navigation controller's top is not UIKit's question.
    #expect(details.asked.contains(.init(controller: nil, member: "application(_:supportedInterfaceOrientationsFor:)")))
    #expect(details.asked.contains(.init(controller: ControllerID(0), member: "supportedInterfaceOrientations")))
    #expect(details.asked.contains(.init(controller: ControllerID(3), member: "supportedInterfaceOrientations")))
    #expect(details.asked.contains(.init(controller: ControllerID(0), member: "shouldAutorotate")))
    #expect(!details.asked.contains { $0.controller == ControllerID(2) && $0.member == "supportedInterfaceOrientations" })
  }

  @Test("a full-screen presentation: the chain, its style, the decider asked its preferred")
  func presentation() throws {
    let (_, trace) = try Self.trace()
    let details = try #require(trace.steps.first { $0.origin == .event(1) }?.details)
    let chain = details.windows[0].chain
    #expect(chain.count == 2)
    #expect(chain.last?.style == .fullScreen && chain.last?.fillsWindow == true)
    let player = try #require(chain.last?.controller)
    #expect(details.windows[0].decider == player)
    #expect(details.name(of: player) == "Player")
    #expect(details.asked.contains(.init(controller: player, member: "preferredInterfaceOrientationForPresentation")))
    #expect(details.launchOrientation == nil)
  }

  @Test("the back-swipe's delegate is asked when the swipe begins")
  func backSwipe() throws {
    let (_, trace) = try Self.trace()
    let details = try #require(trace.steps.first { $0.origin == .event(3) }?.details)
    #expect(details.asked.contains(.init(controller: ControllerID(0), member: "gestureRecognizerShouldBegin(_:)")))
  }

  @Test("the text report: a line per window and one for the questions, under each step")
  func report() throws {
    let (session, trace) = try Self.trace()
    let text = trace.report(app: session.app)
    #expect(
      text.contains(
        "     launch orientation .landscapeRight (R25), before the roots were installed and the"
          + " device's pose delivered"))
    #expect(
      text.contains(
        "     window 0 (key): #0 Nav; decider #0 Nav; sets the orientation; app mask .all (the app"
          + " delegate); allowed .allButUpsideDown"))
    // The overlay's own decider allows portrait only; the scene's orientation is one for all.
    #expect(
      text.contains("     window 1 (level 2): #3 Overlay; decider #3 Overlay; shown in .landscapeRight"))
    #expect(text.contains("#0 Nav → #4 Player (.fullScreen, fills); decider #4 Player"))
    #expect(text.contains("     asked: app delegate application(_:supportedInterfaceOrientationsFor:); #0 Nav supportedInterfaceOrientations"))
  }

  @Test("without recordsDetails a trace keeps none, and the rest of each step is the same")
  func onlyWhenAsked() throws {
    let (session, detailed) = try Self.trace()
    let plain = System.run(session, resolver: ReferenceResolver())
    #expect(plain.steps.allSatisfy { $0.details == nil })
    #expect(detailed.steps.allSatisfy { $0.details != nil })
    let stripped = detailed.steps.map { step in
      var step = step
      step.details = nil
      return step
    }
    #expect(stripped == plain.steps)
  }

  @Test("a long chain shows its ends, and at most sixteen windows are shown, key window first")
  func longChainsAndManyWindows() throws {
    var text = """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      positions modulo

      window
        content "Back"
      window key
        content "Home"

      events

      """
    // Twelve presented over the key window's root (-1: the last controller, counted modulo): a
    // chain of thirteen.
    for index in 0..<12 { text += "  present .fullScreen from -1\n    content \"P\(index)\"\n" }
    for _ in 0..<20 { text += "  showWindow\n    content \"Extra\"\n" }
    let session = try Scenario.parse(text)
    let trace = System.run(session, resolver: ReferenceResolver(), recordsDetails: true)
    let chained = try #require(trace.steps[12].details)
    let key = try #require(chained.windows.first { $0.isKey })
    #expect(key.chain.count == 2 * StepDetails.chainEnds)
    #expect(key.omittedLinks == 13 - 2 * StepDetails.chainEnds)
    let line = try #require(chained.reportLines(orientation: .portrait).first { $0.contains("(key)") })
    #expect(line.contains("#4 P2 (.fullScreen, fills) → … 5 more … → #10 P8 (.fullScreen"), "\(line)")
    let last = try #require(trace.steps.last?.details)
    #expect(last.windows.count == StepDetails.shownWindows)
    #expect(last.omittedWindows == 2 + 20 - StepDetails.shownWindows)
    #expect(last.windows.contains { $0.isKey })
    #expect(
      last.reportLines(orientation: .portrait).contains {
        $0 == "… and 6 more windows, not shown (nor their deciders' questions)"
      })
  }

  @Test("JSON names a controller by the label its scenario gave it, beside its position and name")
  func labelsInJSON() throws {
    let session = try Scenario.parse(
      """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight

      window key
        navigation "Nav" as nav
          content "List" as list

      events
        launch
        push navigation nav
          content "Player" as player supports .landscape

      """)
    let trace = System.run(session, resolver: ReferenceResolver(), recordsDetails: true)
    let json = try #require(trace.steps.last).json(app: session.app)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
    #expect(object["deciderLabel"] as? String == "nav")
    let windows = try #require(object["windows"] as? [[String: Any]])
    let chain = try #require(windows.first?["chain"] as? [[String: Any]])
    #expect(chain.first?["label"] as? String == "nav")
    let asked = try #require(object["asked"] as? [[String: Any]])
    #expect(asked.contains { $0["label"] as? String == "nav" })
  }
}
