import OrientationSpec
import Testing

@Suite("R15: Push, pop and tab switches do not re-evaluate orientation")
struct R15SessionTests {
  static let home = ControllerSpec.content("Home", supports: .portrait)
  static let list = ControllerSpec.content("List", supports: .portrait)
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)

  static let rows: [SessionRow] = [
    SessionRow(
      "a pushed landscape player shows in portrait until the device turns; so does the pop",
      iOS: [6, 12, 17, 26], root: .navigation([home]), resolver: ReferenceResolver(),
      events: [
        .push(player, navigation: 0), .rotateDevice(.landscapeLeft), .pop(navigation: 0),
        .rotateDevice(.landscapeRight), .rotateDevice(.portrait),
      ],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .landscape),
        .step(.landscapeRight, .followedDevice, rules: [.r12]),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        .step(.landscapeRight, .notAllowed, rules: [.r12]),
        .step(.portrait, .followedDevice, rules: [.r12]),
      ]),
    SessionRow(
      "popToRoot leaves the landscape interface over a portrait root",
      iOS: [8, 17], root: .navigation([home, list, player]), orientation: .landscapeRight,
      resolver: ReferenceResolver(),
      events: [.popToRoot(navigation: 0), .popToRoot(navigation: 0)],
      steps: [
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        .skipped(.refused(.atRootOfStack), .landscapeRight),
      ]),
    SessionRow(
      "setViewControllers to a landscape stack keeps portrait",
      iOS: [8, 17], root: .navigation([home]), resolver: ReferenceResolver(),
      events: [.setViewControllers([list, player], navigation: 0)],
      steps: [.step(.portrait, rules: [.r15], allowed: .landscape)]),
    SessionRow(
      "a tab switch keeps the orientation both ways",
      iOS: [8, 17], root: .tabBar([home, player]), resolver: ReferenceResolver(),
      events: [
        .selectTab(.index(1), tabBar: 0), .rotateDevice(.landscapeLeft),
        .selectTab(.index(0), tabBar: 0), .selectTab(.index(0), tabBar: 0),
        .selectTab(.index(5), tabBar: 0),
      ],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .landscape),
        .step(.landscapeRight, .followedDevice, rules: [.r12]),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        .skipped(.refused(.noChange), .landscapeRight),
        .skipped(.refused(.noSuchTab(5)), .landscapeRight),
      ]),
    SessionRow(
      "a finished back-swipe pops without rotating",
      iOS: [8, 17], root: .navigation([home, player]), orientation: .landscapeRight,
      resolver: ReferenceResolver(),
      events: [.beginInteractivePop, .endInteractivePop(finished: true)],
      steps: [
        .step(.landscapeRight, allowed: .landscape),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
      ]),
    SessionRow(
      "UIKit's navigation controller never asks the player: the mask does not even change",
      iOS: [8, 17], root: .navigation([home]),
      events: [.push(player, navigation: 0), .rotateDevice(.landscapeLeft)],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .allButUpsideDown),
        .step(.landscapeRight, .followedDevice, rules: [.r12]),
      ]),
    SessionRow(
      "what a screen declares and what the app delegate returns wait for a refresh (not R15)",
      iOS: [8, 17], root: .content("Screen"),
      events: [
        .declare(DeclaredAnswers(supportedInterfaceOrientations: .landscape), controller: 0),
        .setAppDelegateOrientations(.landscape), .setAppDelegateOrientations(.landscape),
      ],
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.portrait, allowed: .landscape),
        .skipped(.refused(.noChange), .portrait),
      ]),
  ]

  @Test("Changes that do not re-evaluate", arguments: rows.flatMap(\.perVersion))
  func noReevaluation(_ row: SessionRow) throws {
    try row.check()
  }
}
