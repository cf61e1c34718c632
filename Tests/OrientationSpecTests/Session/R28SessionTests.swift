import OrientationSpec
import Testing

@Suite("R28: An alert's supported orientations are its presenter's; a cycle raises E4")
struct R28SessionTests {
  static let stack = ControllerSpec.navigation(
    name: "BaseNavViewController", [.content("Home"), .content("Player", supports: .landscape)])

  static let rows: [SessionRow] = [
    SessionRow(
      "an alert over a navigation controller that forwards to visibleViewController: E4",
      iOS: [8, 12, 17, 26], root: stack, orientation: .landscapeRight,
      resolver: VisibleForwardingResolver(),
      events: [.presentAlert(from: 0), .rotateDevice(.portrait)],
      steps: [.step(.landscapeRight, rules: [.r28], exception: .alertInvokedRecursively)]),
    SessionRow(
      "the same alert presented from the player finds the same navigation controller",
      iOS: [8, 17], root: stack, orientation: .landscapeRight,
      resolver: VisibleForwardingResolver(),
      events: [.presentAlert(from: 2)],
      steps: [.step(.landscapeRight, rules: [.r28], exception: .alertInvokedRecursively)]),
    SessionRow(
      "the reference forwards to the top: the alert shows, rotation goes on",
      iOS: [8, 17], root: stack, orientation: .landscapeRight, resolver: ReferenceResolver(),
      events: [
        .presentAlert(from: 0), .rotateDevice(.portrait), .rotateDevice(.landscapeRight),
        .dismiss(presented: 0, animated: true),
      ],
      steps: [
        .step(.landscapeRight, rules: [.r28], allowed: .landscape),
        .step(.landscapeRight, .notAllowed, rules: [.r12]),
        .step(.landscapeLeft, .followedDevice, rules: [.r12]),
        .step(.landscapeLeft),
      ]),
  ]

  @Test("Alerts in motion", arguments: rows.flatMap(\.perVersion))
  func alert(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("E4 is UIKit's NSInternalInconsistencyException text")
  func recursionText() {
    let exception = UIKitException.alertInvokedRecursively
    #expect(exception.name == "NSInternalInconsistencyException")
    #expect(
      exception.reason(on: .iOS(17))
        == "UIAlertController:supportedInterfaceOrientations was invoked recursively!")
  }
}
