import OrientationSpec
import Testing

@Suite("R13: A full-screen presentation starts in the presented controller's preferred orientation")
struct R13SessionTests {
  static let reader = ControllerSpec.content("Reader", supports: .portrait)
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)

  static func present(
    _ spec: ControllerSpec, _ style: ModalPresentationStyle = .fullScreen, from: Int = 0
  ) -> Event {
    .present(spec, style: style, from: from, animated: true)
  }

  static let rows: [SessionRow] = [
    SessionRow(
      "a landscape player presented full screen from portrait rotates to its preference",
      iOS: [6, 12, 15, 17, 26], root: reader,
      events: [present(player)],
      steps: [.step(.landscapeRight, .presentation, rules: [.r13], allowed: .landscape)]),
    SessionRow(
      "a preference of landscape left",
      iOS: [8, 17], root: reader,
      events: [present(.content("Player", supports: .landscape, prefers: .landscapeLeft))],
      steps: [.step(.landscapeLeft, .presentation, rules: [.r13])]),
    SessionRow(
      "no preference: UIKit's current orientation is clamped, to the first allowed (§7.6)",
      iOS: [8, 17], root: reader,
      events: [present(.content("Player", supports: .landscape))],
      steps: [.step(.landscapeRight, .presentation, rules: [.r13])]),
    SessionRow(
      "no preference, the device held in landscape: the device's pose (§7.6)",
      iOS: [8, 17], root: reader, device: .landscapeRight,
      events: [present(.content("Player", supports: .landscape))],
      steps: [.step(.landscapeLeft, .presentation, rules: [.r13])]),
    SessionRow(
      "a presented controller that allows the current orientation keeps it",
      iOS: [8, 17], root: reader,
      events: [present(.content("Viewer"))],
      steps: [.step(.portrait, rules: [.r13])]),
    SessionRow(
      "a preference outside the presented mask raises E2/E3 and the session ends there",
      iOS: [8, 10, 11, 17, 26], root: reader,
      events: [
        present(.content("Player", supports: .landscape, prefers: .portrait)),
        .rotateDevice(.landscapeLeft),
      ],
      steps: [
        .step(
          .portrait, rules: [.r11, .r13],
          exception: .preferredOrientationNotSupported(
            className: "Player", preferred: .portrait, supported: .landscape))
      ]),
    SessionRow(
      "a page sheet on iOS 12 adapts to full screen on iPhone and rotates",
      iOS: [8, 12], root: reader,
      events: [present(player, .pageSheet)],
      steps: [.step(.landscapeRight, .presentation, rules: [.r13])]),
    SessionRow(
      "from iOS 13 a sheet does not fill the window: nothing is re-evaluated",
      iOS: [13, 15, 17, 26], root: reader,
      events: [present(player, .pageSheet), present(player, .formSheet, from: 1)],
      steps: [
        .step(.portrait, allowed: .portrait),
        .step(.portrait, allowed: .portrait),
      ]),
    SessionRow(
      "automatic is full screen to iOS 12",
      iOS: [12], root: reader,
      events: [present(player, .automatic)],
      steps: [.step(.landscapeRight, .presentation, rules: [.r13])]),
    SessionRow(
      "automatic is a page sheet, then a form sheet from iOS 18: no re-evaluation",
      iOS: [13, 17, 18], root: reader,
      events: [present(player, .automatic)],
      steps: [.step(.portrait)]),
    SessionRow(
      "an iPad form sheet does not fill the window",
      app: .pad(), iOS: [12, 17], root: reader,
      events: [present(player, .formSheet)],
      steps: [.step(.portrait)]),
    SessionRow(
      "over full screen fills the window (assumption)",
      iOS: [12, 17], root: reader,
      events: [present(player, .overFullScreen)],
      steps: [.step(.landscapeRight, .presentation, rules: [.r13])]),
    SessionRow(
      "over full screen that does not fill the window (assumption off)",
      iOS: [12, 17], root: reader, assumptions: .with(\.overFullScreenFillsWindow, false),
      events: [present(player, .overFullScreen)],
      steps: [.step(.portrait)]),
    SessionRow(
      "a full-screen player presented from a sheet decides (§1.1)",
      iOS: [13, 17], root: reader,
      events: [present(.content("Sheet"), .pageSheet), present(player, from: 1)],
      steps: [
        .step(.portrait),
        .step(.landscapeRight, .presentation, rules: [.r13]),
      ]),
    SessionRow(
      "a presenter that already presents refuses a second presentation",
      iOS: [12, 17], root: reader,
      events: [present(player), present(.content("Second"), from: 0)],
      steps: [
        .step(.landscapeRight, .presentation, rules: [.r13]),
        .skipped(.refused(.alreadyPresenting(ControllerID(0))), .landscapeRight),
      ]),
    SessionRow(
      "a sheet over a screen whose mask is empty: the step warns once, not per evaluation (R6)",
      iOS: [13, 17], root: .content("Empty", supports: []),
      events: [present(.content("Sheet"), .pageSheet), .push(.content("Page"), navigation: 0)],
      steps: [
        .step(.portrait, warnings: [.emptyMask(ControllerID(0), .supportedInterfaceOrientations)]),
        .skipped(
          .refused(.noSuchController(.navigation)), .portrait,
          warnings: [.emptyMask(ControllerID(0), .supportedInterfaceOrientations)]),
      ]),
  ]

  @Test("Presentations", arguments: rows.flatMap(\.perVersion))
  func presentation(_ row: SessionRow) throws {
    try row.check()
  }

  @Test(
    "E2 before the assumed version, E3 naming both sides from it",
    arguments: [(8, false), (10, false), (11, true), (13, true), (17, true)])
  func preferenceMessage(version: Int, namesBothSides: Bool) throws {
    let hierarchy = try makeHierarchy(Self.reader)
    let app = AppConfiguration.phone(version)
    let trace = runSession(
      Session(
        app: app, hierarchy: hierarchy,
        events: [Self.present(.content("Player", supports: .landscape, prefers: .portrait))]),
      resolver: UIKitDefaultResolver())
    let exception = try #require(trace.exception)
    #expect(exception.name == "UIApplicationInvalidInterfaceOrientation")
    #expect(
      exception.reason(on: app.osVersion)
        == (namesBothSides
          ? "preferredInterfaceOrientationForPresentation 'portrait' must match a supported"
            + " interface orientation: 'landscapeLeft, landscapeRight'!"
          : "preferredInterfaceOrientationForPresentation must return a supported interface"
            + " orientation!"))
  }
}
