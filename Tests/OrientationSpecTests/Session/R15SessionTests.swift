import OrientationSpec
import Testing

@Suite("R15: Push, pop and tab switches do not re-evaluate orientation")
struct R15SessionTests {
  static let home = ControllerSpec.content("Home", supports: .portrait)
  static let list = ControllerSpec.content("List", supports: .portrait)
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)

  /// The reference's refresh: key-value coding, unknown first, up to iOS 15 (R19).
  static func kvc(after position: Int, _ from: InterfaceOrientation, _ to: InterfaceOrientation)
    -> [ExpectedStep]
  {
    ExpectedStep.keyValueCodingRefresh(after: position, from: from, to: to)
  }

  /// The reference's refresh from iOS 16: setNeedsUpdateOfSupportedInterfaceOrientations (R17).
  static func update(after position: Int, _ to: InterfaceOrientation) -> ExpectedStep {
    ExpectedStep.setNeedsUpdateRefresh(after: position, to: to)
  }

  // UIKit re-evaluates none of these changes (R15): the event's own step keeps the orientation.
  // The reference then refreshes because the orientation has left the new mask, so each row
  // shows that refresh after the R15 step.
  static let rows: [SessionRow] = [
    SessionRow(
      "a push or pop is not re-evaluated; the reference's refresh (unknown, then the pose, by key-value coding) turns the player landscape and the list back portrait",
      iOS: [6, 12], root: .navigation([home]), resolver: ReferenceResolver(),
      events: [
        .push(player, navigation: 0), .rotateDevice(.landscapeLeft), .pop(navigation: 0),
        .rotateDevice(.landscapeRight), .rotateDevice(.portrait),
      ],
      steps: [.step(.portrait, rules: [.r15], allowed: .landscape)]
        + kvc(after: 0, .portrait, .landscapeRight)
        + [
          .step(.landscapeRight, rules: [.r12]),
          .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        ]
        + kvc(after: 2, .landscapeRight, .portrait)
        + [
          .step(.portrait, .notAllowed, rules: [.r12]),
          .step(.portrait, rules: [.r12]),
        ]),
    SessionRow(
      "a push or pop is not re-evaluated; the reference's refresh (setNeedsUpdate) turns the player landscape and the list back portrait",
      iOS: [17, 26], root: .navigation([home]), resolver: ReferenceResolver(),
      events: [
        .push(player, navigation: 0), .rotateDevice(.landscapeLeft), .pop(navigation: 0),
        .rotateDevice(.landscapeRight), .rotateDevice(.portrait),
      ],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .landscape),
        update(after: 0, .landscapeRight),
        .step(.landscapeRight, rules: [.r12]),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        update(after: 2, .portrait),
        .step(.portrait, .notAllowed, rules: [.r12]),
        .step(.portrait, rules: [.r12]),
      ]),
    SessionRow(
      "popToRoot leaves the landscape interface over a portrait root; the reference's refresh turns it portrait",
      iOS: [8], root: .navigation([home, list, player]), orientation: .landscapeRight,
      resolver: ReferenceResolver(),
      events: [.popToRoot(navigation: 0), .popToRoot(navigation: 0)],
      steps: [.step(.landscapeRight, rules: [.r15], allowed: .portrait)]
        + kvc(after: 0, .landscapeRight, .portrait)
        + [.skipped(.refused(.atRootOfStack), .portrait)]),
    SessionRow(
      "popToRoot leaves the landscape interface over a portrait root; the reference's refresh turns it portrait",
      iOS: [17], root: .navigation([home, list, player]), orientation: .landscapeRight,
      resolver: ReferenceResolver(),
      events: [.popToRoot(navigation: 0), .popToRoot(navigation: 0)],
      steps: [
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        update(after: 0, .portrait),
        .skipped(.refused(.atRootOfStack), .portrait),
      ]),
    SessionRow(
      "setViewControllers to a landscape stack keeps portrait; the reference's refresh turns it landscape",
      iOS: [8], root: .navigation([home]), resolver: ReferenceResolver(),
      events: [.setViewControllers([list, player], navigation: 0)],
      steps: [.step(.portrait, rules: [.r15], allowed: .landscape)]
        + kvc(after: 0, .portrait, .landscapeRight)),
    SessionRow(
      "setViewControllers to a landscape stack keeps portrait; the reference's refresh turns it landscape",
      iOS: [17], root: .navigation([home]), resolver: ReferenceResolver(),
      events: [.setViewControllers([list, player], navigation: 0)],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .landscape), update(after: 0, .landscapeRight),
      ]),
    SessionRow(
      "a tab switch keeps the orientation both ways; the reference's refresh turns each tab into its mask",
      iOS: [8], root: .tabBar([home, player]), resolver: ReferenceResolver(),
      events: [
        .selectTab(.index(1), tabBar: 0), .rotateDevice(.landscapeLeft),
        .selectTab(.index(0), tabBar: 0), .selectTab(.index(0), tabBar: 0),
        .selectTab(.index(5), tabBar: 0),
      ],
      steps: [.step(.portrait, rules: [.r15], allowed: .landscape)]
        + kvc(after: 0, .portrait, .landscapeRight)
        + [
          .step(.landscapeRight, rules: [.r12]),
          .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        ]
        + kvc(after: 2, .landscapeRight, .portrait)
        + [
          .skipped(.refused(.noChange), .portrait),
          .skipped(.refused(.noSuchTab(5)), .portrait),
        ]),
    SessionRow(
      "a tab switch keeps the orientation both ways; the reference's refresh turns each tab into its mask",
      iOS: [17], root: .tabBar([home, player]), resolver: ReferenceResolver(),
      events: [
        .selectTab(.index(1), tabBar: 0), .rotateDevice(.landscapeLeft),
        .selectTab(.index(0), tabBar: 0), .selectTab(.index(0), tabBar: 0),
        .selectTab(.index(5), tabBar: 0),
      ],
      steps: [
        .step(.portrait, rules: [.r15], allowed: .landscape),
        update(after: 0, .landscapeRight),
        .step(.landscapeRight, rules: [.r12]),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        update(after: 2, .portrait),
        .skipped(.refused(.noChange), .portrait),
        .skipped(.refused(.noSuchTab(5)), .portrait),
      ]),
    SessionRow(
      "a finished back-swipe pops without rotating; the reference's refresh turns the list portrait",
      iOS: [8], root: .navigation([home, player]), orientation: .landscapeRight,
      resolver: ReferenceResolver(),
      events: [.beginInteractivePop, .endInteractivePop(finished: true)],
      steps: [
        .step(.landscapeRight, allowed: .landscape),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
      ] + kvc(after: 1, .landscapeRight, .portrait)),
    SessionRow(
      "a finished back-swipe pops without rotating; the reference's refresh turns the list portrait",
      iOS: [17], root: .navigation([home, player]), orientation: .landscapeRight,
      resolver: ReferenceResolver(),
      events: [.beginInteractivePop, .endInteractivePop(finished: true)],
      steps: [
        .step(.landscapeRight, allowed: .landscape),
        .step(.landscapeRight, rules: [.r15], allowed: .portrait),
        update(after: 1, .portrait),
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
