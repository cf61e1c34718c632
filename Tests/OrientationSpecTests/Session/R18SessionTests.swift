import OrientationSpec
import Testing

@Suite("R18: requestGeometryUpdate rotates within the allowed mask or reports an error (iOS 16+)")
struct R18SessionTests {
  static let screen = ControllerSpec.content("Screen")
  static func request(_ mask: InterfaceOrientationMask) -> Event { .requestGeometryUpdate(mask) }

  static let rows: [SessionRow] = [
    SessionRow(
      "the API does not exist before iOS 16",
      iOS: [13, 15], root: screen,
      events: [request(.landscapeRight)],
      steps: [.skipped(.unavailable(since: 16), .portrait)]),
    SessionRow(
      "a request within the mask rotates; one that includes the current orientation stays",
      iOS: [16, 17, 26], root: screen,
      events: [request(.landscapeRight), request(.landscape), request(.portrait)],
      steps: [
        .step(.landscapeRight, .geometryRequest, rules: [.r18]),
        .step(.landscapeRight, rules: [.r18]),
        .step(.portrait, .geometryRequest, rules: [.r18]),
      ]),
    SessionRow(
      "nothing requested is allowed: E5 goes to the error handler and nothing moves",
      iOS: [16, 17, 26], root: screen,
      events: [request(.portraitUpsideDown)],
      steps: [
        .step(
          .portrait, rules: [.r18],
          warnings: [
            .geometryRequestRefused(requested: .portraitUpsideDown, supported: .allButUpsideDown)
          ])
      ]),
    SessionRow(
      "several requested: the device's pose when it is one of them (§7.3)",
      iOS: [16, 17], root: screen, device: .landscapeRight,
      events: [request(.landscape)],
      steps: [.step(.landscapeLeft, .geometryRequest, rules: [.r18])]),
    SessionRow(
      "several requested, the device elsewhere: the first in the fallback order (§7.6)",
      iOS: [16, 17], root: screen,
      events: [request(.landscape)],
      steps: [.step(.landscapeRight, .geometryRequest, rules: [.r18])]),
    SessionRow(
      "an empty request is no preference: the current orientation stays",
      iOS: [16, 17], root: screen,
      events: [request([])],
      steps: [.step(.portrait, rules: [.r18])]),
    SessionRow(
      "an empty request when the orientation has left the mask moves into it",
      iOS: [16, 17], root: .content("Screen", supports: .portrait),
      events: [
        .declare(DeclaredAnswers(supportedInterfaceOrientations: .landscape), controller: 0),
        request([]),
      ],
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.landscapeRight, .geometryRequest, rules: [.r18]),
      ]),
    SessionRow(
      "an empty request after a push: the reference's refresh (setNeedsUpdate) has already turned the player, so the request keeps landscape right",
      iOS: [16, 17], root: .navigation([.content("Home", supports: .portrait)]),
      resolver: ReferenceResolver(),
      events: [.push(.content("Player", supports: .landscape), navigation: 0), request([])],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .landscape),
        .setNeedsUpdateRefresh(after: 0, to: .landscapeRight),
        .step(.landscapeRight, rules: [.r18]),
      ]),
    SessionRow(
      "UIKit's navigation controller answers with its own mask, whatever its top declares",
      iOS: [16, 17], root: .navigation([.content("Home", supports: .landscape)]),
      orientation: .landscapeRight,
      events: [request(.portraitUpsideDown), request(.landscapeLeft)],
      steps: [
        .step(
          .landscapeRight, rules: [.r18],
          warnings: [
            .geometryRequestRefused(requested: .portraitUpsideDown, supported: .allButUpsideDown)
          ]),
        .step(.landscapeLeft, .geometryRequest, rules: [.r18]),
      ]),
    SessionRow(
      "nothing allowed at all: a geometry request is no E1 checkpoint (R10), E5 and no move",
      iOS: [16, 17], root: .content("Screen", supports: .portrait),
      events: [.setAppDelegateOrientations(.landscape), request(.landscapeRight)],
      steps: [
        .step(.portrait, allowed: []),
        .step(
          .portrait, rules: [.r18],
          warnings: [.geometryRequestRefused(requested: .landscapeRight, supported: [])]),
      ]),
  ]

  @Test("requestGeometryUpdate", arguments: rows.flatMap(\.perVersion))
  func geometry(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("The error handler receives UIKit's E5 text (I18)")
  func refusalText() throws {
    let hierarchy = try makeHierarchy(.content("Player", supports: .landscapeRight))
    let trace = runSession(
      Session(
        app: .phone(17), hierarchy: hierarchy, interfaceOrientation: .landscapeRight,
        events: [.requestGeometryUpdate(.portrait)]),
      resolver: UIKitDefaultResolver())
    let step = try #require(trace.steps.first)
    #expect(
      step.warnings == [.geometryRequestRefused(requested: .portrait, supported: .landscapeRight)])
    #expect(
      step.warnings.first?.uikitText
        == "Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are"
        + " supported by the view controller. Requested: portrait; Supported: landscapeRight\"")
    #expect(step.orientationAfter == .landscapeRight)
  }
}
