import OrientationSpec
import Testing

/// A window shown is checked for E1 (R10) but moves the orientation only if it
/// now sets it; a window removed re-evaluates only if the orientation window
/// changed. Either move is the §7.6 fallback of an install (`.installation`),
/// not a presentation: no R13.
@Suite("Windows: the key window's decider sets the orientation (§1.6)")
struct WindowSessionTests {
  static let feed = ControllerSpec.content("Feed", supports: .portrait)
  static let player = ControllerSpec.content(
    "FullScreenPlayer", supports: .landscape, prefers: .landscapeRight)

  static let rows: [SessionRow] = [
    SessionRow(
      "a full-screen player window made key moves the orientation; removing it returns",
      iOS: [8, 12, 17, 26], root: feed,
      events: [.showWindow(player, level: 1, makeKey: true), .removeWindow(1)],
      steps: [
        .step(.landscapeRight, .installation, allowed: .landscape),
        .step(.portrait, .installation, allowed: .portrait),
      ]),
    SessionRow(
      "a window that is not key does not decide until it is made key",
      iOS: [8, 17], root: feed,
      events: [
        .showWindow(player, level: 1, makeKey: false), .makeKeyWindow(1), .makeKeyWindow(0),
        .makeKeyWindow(2),
      ],
      steps: [
        .step(.portrait, allowed: .portrait),
        .step(.landscapeRight, .installation),
        .step(.portrait, .installation),
        .skipped(.refused(.noChange), .portrait),
      ]),
    SessionRow(
      "with the frontmost window deciding (assumption), showing it is enough",
      iOS: [8, 17], root: feed,
      assumptions: .with(\.orientationWindow, .frontmostWindow),
      events: [.showWindow(player, level: 1, makeKey: false)],
      steps: [.step(.landscapeRight, .installation)]),
    SessionRow(
      "a player window without a preference takes the device's pose (§7.6)",
      iOS: [8, 17], root: feed,
      events: [
        .rotateDevice(.landscapeRight),
        .showWindow(.content("FullScreenPlayer", supports: .landscape), level: 1, makeKey: true),
        .removeWindow(-1),
      ],
      steps: [
        .step(.portrait, .notAllowed, rules: [.r12]),
        .step(.landscapeLeft, .installation),
        .step(.portrait, .installation),
      ]),
    // The windows behind a removed one move down: removing window 0 leaves the player's window at
    // index 0, a different window that now sets the orientation (it was once taken for the same).
    SessionRow(
      "removing the key window under a player's window hands it the orientation",
      iOS: [8, 17], root: feed,
      events: [.showWindow(player, level: 1, makeKey: false), .removeWindow(0)],
      steps: [
        .step(.portrait, allowed: .portrait),
        .step(.landscapeRight, .installation, allowed: .landscape),
      ]),
    SessionRow(
      "the last window stays",
      iOS: [8, 17], root: feed,
      events: [.removeWindow(0), .removeWindow(5)],
      steps: [
        .skipped(.refused(.noSuchWindow), .portrait),
        .skipped(.refused(.noSuchWindow), .portrait),
      ]),
    SessionRow(
      "the device turns while the player window is key: the player's mask counts",
      iOS: [8, 17], root: feed,
      events: [
        .showWindow(player, level: 1, makeKey: true), .rotateDevice(.portrait),
        .rotateDevice(.landscapeRight),
      ],
      steps: [
        .step(.landscapeRight, .installation),
        .step(.landscapeRight, .notAllowed, rules: [.r12]),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
      ]),
    SessionRow(
      "a toast window that does not become key does not re-evaluate the key window (§5)",
      iOS: [8, 17], root: feed, orientation: .landscapeRight,
      events: [
        .showWindow(.content("Toast"), level: 2, makeKey: false), .removeWindow(1),
      ],
      steps: [
        .step(.landscapeRight, allowed: .portrait),
        .step(.landscapeRight, allowed: .portrait),
      ]),
    SessionRow(
      "the reference's refresh turns the feed portrait after the pop; the toast window then changes nothing",
      iOS: [8], root: .navigation([feed]), resolver: ReferenceResolver(),
      events: [
        .push(player, navigation: 0), .rotateDevice(.landscapeLeft), .pop(navigation: 0),
        .showWindow(.content("Toast"), level: 2, makeKey: false), .removeWindow(1),
      ],
      steps: [.step(.portrait, rules: [.r15])]
        + ExpectedStep.keyValueCodingRefresh(after: 0, from: .portrait, to: .landscapeRight)
        + [
          .step(.landscapeRight, rules: [.r12]),
          .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        ]
        + ExpectedStep.keyValueCodingRefresh(after: 2, from: .landscapeRight, to: .portrait)
        + [
          .step(.portrait, allowed: .portrait),
          .step(.portrait, allowed: .portrait),
        ]),
    SessionRow(
      "the reference's refresh turns the feed portrait after the pop; the toast window then changes nothing",
      iOS: [17], root: .navigation([feed]), resolver: ReferenceResolver(),
      events: [
        .push(player, navigation: 0), .rotateDevice(.landscapeLeft), .pop(navigation: 0),
        .showWindow(.content("Toast"), level: 2, makeKey: false), .removeWindow(1),
      ],
      steps: [
        .step(.portrait, rules: [.r15]),
        .setNeedsUpdateRefresh(after: 0, to: .landscapeRight),
        .step(.landscapeRight, rules: [.r12]),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        .setNeedsUpdateRefresh(after: 2, to: .portrait),
        .step(.portrait, allowed: .portrait),
        .step(.portrait, allowed: .portrait),
      ]),
  ]

  @Test("Windows in motion", arguments: rows.flatMap(\.perVersion))
  func windows(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("Removing the player window removes its controllers")
  func removal() throws {
    let hierarchy = try makeHierarchy(Self.feed)
    let trace = runSession(
      Session(
        app: .phone(), hierarchy: hierarchy,
        events: [.showWindow(Self.player, level: 1, makeKey: true), .removeWindow(1)]),
      resolver: UIKitDefaultResolver())
    #expect(trace.finalHierarchy == hierarchy)
  }
}
