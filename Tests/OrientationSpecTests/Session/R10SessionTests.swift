import OrientationSpec
import Testing

@Suite("R10: No common orientation raises UIApplicationInvalidInterfaceOrientation (E1)")
struct R10SessionTests {
  static let landscapeApp = AppConfiguration.phone(plist: [.landscapeLeft, .landscapeRight])
  static let home = ControllerSpec.content("Home")
  static let rotationPath = Assumptions.with(\.delegateMaskChangeCheck, .rotationPath)
  static func presentPicker(autorotates: Bool? = nil) -> Event {
    .present(
      .content("Picker", supports: .portrait, autorotates: autorotates), style: .fullScreen,
      from: 0, animated: true)
  }

  /// E1 is checked only at UIKit's checkpoints (a root installed, a full-screen
  /// present or dismiss, an alert's view entering the window); the trigger's own
  /// rule (R13, R14) is recorded first, so the exception does not hide it. A
  /// suppressed E1 at a full-screen present or dismiss still checks the
  /// preference against the empty mask (R11). A device event is no checkpoint:
  /// with nothing allowed it simply does not rotate.
  static let rows: [SessionRow] = [
    SessionRow(
      "a portrait-only picker presented full screen in a landscape-only app (I17)",
      app: landscapeApp, iOS: [8, 12, 17, 26], root: home, orientation: .landscapeRight,
      events: [presentPicker(), .rotateDevice(.portrait)],
      steps: [
        .step(
          .landscapeRight, rules: [.r10, .r13],
          exception: .noCommonOrientation(className: "Picker"))
      ]),
    SessionRow(
      "shouldAutorotate NO suppresses it to iOS 15, but the preference meets an empty mask (R11)",
      app: landscapeApp, iOS: [8, 15], root: home, orientation: .landscapeRight,
      events: [presentPicker(autorotates: false), .rotateDevice(.portrait)],
      steps: [
        .step(
          .landscapeRight, rules: [.r9, .r10, .r11, .r13],
          warnings: [.noCommonOrientationSuppressed(ControllerID(1))],
          exception: .preferredOrientationNotSupported(
            className: "Picker", preferred: .landscapeRight, supported: []))
      ]),
    SessionRow(
      "a device event is no checkpoint: to iOS 15 shouldAutorotate NO keeps the screen (R9)",
      iOS: [8, 15], root: .content("Screen", supports: .portrait, autorotates: false),
      events: [.setAppDelegateOrientations(.landscape), .rotateDevice(.landscapeLeft)],
      steps: [
        .step(.portrait, allowed: []),
        .step(.portrait, .autorotationDisabled, rules: [.r9, .r12], allowed: []),
      ]),
    SessionRow(
      "from iOS 16 the same device event raises no E1: the pose is not allowed (R12)",
      iOS: [16, 17], root: .content("Screen", supports: .portrait, autorotates: false),
      events: [.setAppDelegateOrientations(.landscape), .rotateDevice(.landscapeLeft)],
      steps: [
        .step(.portrait, allowed: []),
        .step(.portrait, .notAllowed, rules: [.r12], allowed: []),
      ]),
    SessionRow(
      "from iOS 16 shouldAutorotate is not asked: E1",
      app: landscapeApp, iOS: [16, 17], root: home, orientation: .landscapeRight,
      events: [presentPicker(autorotates: false)],
      steps: [
        .step(
          .landscapeRight, rules: [.r10, .r13],
          exception: .noCommonOrientation(className: "Picker"))
      ]),
    SessionRow(
      "unless NO still suppresses it on iOS 16 (assumption)",
      app: landscapeApp, iOS: [16, 17], root: home, orientation: .landscapeRight,
      assumptions: .with(\.shouldAutorotateSuppressesExceptionOnIOS16, true),
      events: [presentPicker(autorotates: false)],
      steps: [
        .step(
          .landscapeRight, rules: [.r9, .r10, .r11, .r13],
          warnings: [.noCommonOrientationSuppressed(ControllerID(1))],
          exception: .preferredOrientationNotSupported(
            className: "Picker", preferred: .landscapeRight, supported: []))
      ]),
    SessionRow(
      "the app delegate's mask changed under a portrait reader: E1 at the player's dismissal",
      iOS: [8, 17],
      root: ControllerSpec.content("Reader", supports: .portrait).presenting(
        .content("Player", supports: .landscape), style: .fullScreen),
      orientation: .landscapeRight,
      events: [.setAppDelegateOrientations(.landscape), .dismiss(presented: 0, animated: true)],
      steps: [
        .step(.landscapeRight),
        .step(
          .landscapeRight, rules: [.r10, .r14],
          exception: .noCommonOrientation(className: "Reader")),
      ]),
    SessionRow(
      "delegateMaskChangeCheck rotationPath: the device event right after the app delegate's"
        + " change raises E1 (react-native-orientation-locker's lockToLandscape)",
      iOS: [8, 12, 15], root: .content("Screen", supports: .portrait),
      assumptions: rotationPath,
      events: [.setAppDelegateOrientations(.landscape), .setDeviceOrientation(.landscapeLeft)],
      steps: [
        .step(.portrait, allowed: []),
        .step(
          .portrait, rules: [.r10, .r12, .r19],
          exception: .noCommonOrientation(className: "Screen"), allowed: []),
      ]),
    SessionRow(
      "rotationPath: a pose that is no interface orientation asks nothing; the next pose does",
      iOS: [12], root: .content("Screen", supports: .portrait), assumptions: rotationPath,
      events: [
        .setAppDelegateOrientations(.landscape), .rotateDevice(.faceUp),
        .rotateDevice(.landscapeLeft),
      ],
      steps: [
        .step(.portrait, allowed: []),
        .step(.portrait, .notAnInterfaceOrientation, rules: [.r21], allowed: []),
        .step(
          .portrait, rules: [.r10, .r12],
          exception: .noCommonOrientation(className: "Screen"), allowed: []),
      ]),
    SessionRow(
      "rotationPath: to iOS 15 shouldAutorotate NO still suppresses it (R9)",
      iOS: [8, 15], root: .content("Screen", supports: .portrait, autorotates: false),
      assumptions: rotationPath,
      events: [.setAppDelegateOrientations(.landscape), .rotateDevice(.landscapeLeft)],
      steps: [
        .step(.portrait, allowed: []),
        .step(
          .portrait, .autorotationDisabled, rules: [.r9, .r10, .r12],
          warnings: [.noCommonOrientationSuppressed(ControllerID(0))], allowed: []),
      ]),
    SessionRow(
      "rotationPath: only the app delegate's change counts: once a rotation asked, a declaration"
        + " that empties the mask does not raise it",
      app: .phone(delegate: .all), iOS: [12, 17], root: .content("Screen"),
      assumptions: rotationPath,
      events: [
        .setAppDelegateOrientations(.landscape), .rotateDevice(.landscapeLeft),
        .declare(DeclaredAnswers(supportedInterfaceOrientations: .portrait), controller: 0),
        .rotateDevice(.landscapeRight),
      ],
      steps: [
        .step(.portrait, allowed: .landscape),
        .step(.landscapeRight, .followedDevice, rules: [.r12], allowed: .landscape),
        .step(.landscapeRight, allowed: []),
        .step(.landscapeRight, .notAllowed, rules: [.r12], allowed: []),
      ]),
    SessionRow(
      "a window shown with a portrait root in a landscape-only app",
      app: landscapeApp, iOS: [8, 17], root: home, orientation: .landscapeRight,
      events: [
        .showWindow(.content("Banner", supports: .portrait), level: 1, makeKey: false)
      ],
      steps: [
        .step(.landscapeRight, rules: [.r10], exception: .noCommonOrientation(className: "Banner"))
      ]),
    SessionRow(
      "an alert entering the window asks its portrait presenter (I22 #111)",
      app: landscapeApp, iOS: [8, 12],
      root: .content("Home", supports: .portrait, autorotates: false),
      orientation: .landscapeRight,
      events: [.presentAlert(from: 0)],
      steps: [
        .step(
          .landscapeRight, rules: [.r10, .r28],
          exception: .noCommonOrientation(className: "UIAlertController"))
      ]),
  ]

  @Test("E1 in motion", arguments: rows.flatMap(\.perVersion))
  func noCommonOrientation(_ row: SessionRow) throws {
    try row.check()
  }
}
