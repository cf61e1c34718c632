import OrientationSpec

/// Seed 003's app (`shared/seeds/003_b4a17f6c749ba565.txt`): a navigation controller, a landscape A and a portrait B.
///
/// The app delegate returns `.allButUpsideDown` (the article's listing). The
/// root screen is portrait; "先往navigationController推一个只支持.landscape的
/// viewController A，然后再推一个只支持.portrait的viewController B". Arena: 0 the
/// navigation controller, 1 the root screen, then A and B as they are pushed.
enum Seed003App {
  static let configuration = AppConfiguration(
    idiom: .phone, osVersion: .iOS17, delegateOrientations: .allButUpsideDown)

  static let landscapeA = ControllerSpec.content("LandscapeViewControllerA", supports: .landscape)
  static let portraitB = ControllerSpec.content("PortraitViewControllerB", supports: .portrait)

  /// The root `NavigationController` over `PortraitViewController`, with `pushed` above it.
  static func navigation(pushing pushed: [ControllerSpec] = []) -> ControllerSpec {
    .navigation(
      name: "NavigationController",
      [.content("PortraitViewController", supports: .portrait)] + pushed)
  }

  /// A, then B, pushed and popped, the user turning the device to match each screen.
  static let pushAndPop = ArticleSession(
    title: "pushing A and B and popping them, turning the device to match each",
    app: configuration, root: navigation(),
    events: [
      .push(landscapeA, navigation: 0), .rotateDevice(.landscapeLeft),
      .push(portraitB, navigation: 0), .rotateDevice(.portrait),
      .pop(navigation: 0), .rotateDevice(.landscapeLeft),
      .pop(navigation: 0), .rotateDevice(.portrait),
    ])

  /// A, then B, pushed while the device is held portrait: the force in `viewDidLoad` is all that turns them.
  static let pushes = ArticleSession(
    title: "pushing A, then B, the device held portrait",
    app: configuration, root: navigation(),
    events: [.push(landscapeA, navigation: 0), .push(portraitB, navigation: 0)])

  /// B popped back to A: no `viewDidLoad` runs.
  static let popToA = ArticleSession(
    title: "popping B back to A, the device held portrait",
    app: configuration, root: navigation(pushing: [landscapeA, portraitB]),
    events: [.pop(navigation: 0)])

  /// A pushed while the device is held landscape left over the portrait root.
  static let pushWithDeviceLandscape = ArticleSession(
    title: "pushing A while the device is already held landscape left",
    app: configuration, root: navigation(), device: .landscapeLeft,
    events: [.push(landscapeA, navigation: 0)])
}
