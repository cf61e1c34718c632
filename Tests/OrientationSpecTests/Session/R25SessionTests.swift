import OrientationSpec
import Testing

/// A launch installs the roots in the launch orientation, then UIKit delivers
/// the device's pose (R12, R21) unless the install crashed or the lock is on;
/// the step shows the orientation after both, with the reason `.launch`.
@Suite("R25: The launch orientation")
struct R25SessionTests {
  static let root = ControllerSpec.content("Root")
  /// A root that ignores the device's pose up to iOS 15 (R9), so the launch
  /// orientation itself shows.
  static let frozenRoot = ControllerSpec.content("Root", autorotates: false)
  static let landscapePlist: [InterfaceOrientation] = [.landscapeLeft, .landscapeRight]

  static let rows: [SessionRow] = [
    SessionRow(
      "to iOS 7, portrait when the plist lists it, whatever the device (TN2244)",
      app: .phone(plist: [.landscapeRight, .portrait]), iOS: [6, 7], root: frozenRoot,
      orientation: .unknown, device: .landscapeLeft,
      events: [.launch],
      steps: [.step(.portrait, .launch, rules: [.r9, .r12, .r25], device: .landscapeLeft)]),
    SessionRow(
      "from iOS 8 the same app launches in the device's pose",
      app: .phone(plist: [.landscapeRight, .portrait]), iOS: [8, 15], root: frozenRoot,
      orientation: .unknown, device: .landscapeLeft,
      events: [.launch],
      steps: [.step(.landscapeRight, .launch, rules: [.r9, .r12, .r25])]),
    SessionRow(
      "to iOS 7, else the first plist entry (TN2244)",
      app: .phone(plist: landscapePlist), iOS: [6, 7], root: root, orientation: .unknown,
      device: .faceUp,
      events: [.launch],
      steps: [.step(.landscapeLeft, .launch, rules: [.r21, .r25])]),
    SessionRow(
      "from iOS 8 a flat device snaps to the first allowed in the fallback order (P3, §7.6)",
      app: .phone(plist: landscapePlist), iOS: [8, 17], root: root, orientation: .unknown,
      device: .faceUp,
      events: [.launch],
      steps: [.step(.landscapeRight, .launch, rules: [.r21, .r25])]),
    SessionRow(
      "from iOS 8, the device's pose when the plist allows it",
      iOS: [8, 12, 17, 26], root: root, orientation: .unknown, device: .landscapeLeft,
      events: [.launch],
      steps: [.step(.landscapeRight, .launch, rules: [.r12, .r25])]),
    SessionRow(
      "a landscape-only app held in portrait starts in landscape right",
      app: .phone(plist: landscapePlist), iOS: [8, 17], root: root, orientation: .unknown,
      device: .portrait,
      events: [.launch],
      steps: [.step(.landscapeRight, .launch, rules: [.r12, .r25])]),
    SessionRow(
      "a portrait-only app held in landscape",
      app: .phone(plist: [.portrait]), iOS: [8, 17], root: root, orientation: .unknown,
      device: .landscapeLeft,
      events: [.launch],
      steps: [.step(.portrait, .launch, rules: [.r12, .r25])]),
    SessionRow(
      "a flat device launches in the first allowed",
      iOS: [8, 17], root: root, orientation: .unknown, device: .faceUp,
      events: [.launch],
      steps: [.step(.portrait, .launch, rules: [.r21, .r25])]),
    SessionRow(
      "an iPad held upside down",
      app: .pad(), iOS: [9, 17], root: root, orientation: .unknown,
      device: .portraitUpsideDown,
      events: [.launch],
      steps: [.step(.portraitUpsideDown, .launch, rules: [.r12, .r25])]),
    SessionRow(
      "a portrait root in a landscape plist: E1 when the root is installed",
      app: .phone(plist: landscapePlist), iOS: [8, 17, 26],
      root: .content("Root", supports: .portrait), orientation: .unknown, device: .portrait,
      events: [.launch, .rotateDevice(.landscapeLeft)],
      steps: [
        .step(
          .landscapeRight, .launch, rules: [.r10, .r25],
          exception: .noCommonOrientation(className: "Root"))
      ]),
    SessionRow(
      "the same to iOS 7, launched in the plist's first entry",
      app: .phone(plist: landscapePlist), iOS: [6, 7],
      root: .content("Root", supports: .portrait), orientation: .unknown, device: .portrait,
      events: [.launch, .rotateDevice(.landscapeLeft)],
      steps: [
        .step(
          .landscapeLeft, .launch, rules: [.r10, .r25],
          exception: .noCommonOrientation(className: "Root"))
      ]),
    SessionRow(
      "shouldAutorotate NO suppresses that E1 to iOS 15",
      app: .phone(plist: landscapePlist), iOS: [8, 15],
      root: .content("Root", supports: .portrait, autorotates: false), orientation: .unknown,
      device: .portrait,
      events: [.launch],
      steps: [
        .step(
          .landscapeRight, .launch, rules: [.r9, .r10, .r12, .r25],
          warnings: [.noCommonOrientationSuppressed(ControllerID(0))])
      ]),
    SessionRow(
      "the plist sets the launch; the app delegate's mask applies once the root is installed",
      app: .phone(plist: landscapePlist, delegate: .portrait), iOS: [8, 17], root: root,
      orientation: .unknown, device: .portrait,
      events: [.launch],
      steps: [.step(.portrait, .launch, rules: [.r12, .r25])]),
    SessionRow(
      "to iOS 7, launched in portrait, then back to the landscape the device holds: no net move",
      iOS: [6, 7], root: root, orientation: .landscapeLeft,
      events: [.launch],
      steps: [.step(.landscapeLeft, rules: [.r12, .r25], device: .landscapeRight)]),
  ]

  @Test("Launch", arguments: rows.flatMap(\.perVersion))
  func launch(_ row: SessionRow) throws {
    try row.check()
  }

  @Test("E1 at launch names the class from iOS 8", arguments: [(7, false), (8, true), (17, true)])
  func noCommonOrientationText(version: Int, namesClass: Bool) {
    let exception = UIKitException.noCommonOrientation(className: "Root")
    #expect(
      exception.reason(on: .iOS(version))
        == "Supported orientations has no common orientation with the application, and "
        + (namesClass ? "[Root shouldAutorotate]" : "shouldAutorotate") + " is returning YES")
  }
}
