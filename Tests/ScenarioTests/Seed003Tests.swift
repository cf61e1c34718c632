import OrientationSpec
import Testing

/// Seed 003: the navigation controller that forwards to `topViewController`, and its defect: a push
/// changes neither who decides nor the orientation until the device moves (R15).
enum Seed003 {
  static let app = AppConfiguration(
    idiom: .phone, osVersion: .iOS17, delegateOrientations: .allButUpsideDown)

  /// The root `NavigationController` with `PortraitViewController`, then the pushed screens.
  static func navigation(pushing pushed: [ControllerSpec]) -> ControllerSpec {
    .navigation(
      name: "NavigationController",
      [.content("PortraitViewController", supports: .portrait)] + pushed)
  }

  static let landscapeA = ControllerSpec.content("LandscapeViewControllerA", supports: .landscape)
  static let portraitB = ControllerSpec.content("PortraitViewControllerB", supports: .portrait)

  static let rows: [ScenarioRow] = [
    ScenarioRow(
      "a landscape screen pushed: the navigation controller still decides, with the iPhone default (R4, R15)",
      .notAsIntended, .uikitDefault, app: app, root: navigation(pushing: [landscapeA]),
      interface: .portrait, trigger: .query,
      decider: "NavigationController", allowed: .allButUpsideDown, orientation: .portrait,
      statusBarOwner: "NavigationController"),
    ScenarioRow(
      "a landscape screen pushed: the navigation controller still decides and now allows landscape, but stays portrait until the device moves (R15)",
      .notAsIntended, .reference, app: app, root: navigation(pushing: [landscapeA]),
      interface: .portrait, trigger: .query,
      decider: "NavigationController", allowed: .landscape, orientation: .portrait,
      statusBarOwner: "NavigationController"),
    ScenarioRow(
      "a portrait screen pushed over the landscape one: still the navigation controller's default, still landscape (R15)",
      .notAsIntended, .uikitDefault, app: app, root: navigation(pushing: [landscapeA, portraitB]),
      interface: .landscapeRight, trigger: .query,
      decider: "NavigationController", allowed: .allButUpsideDown, orientation: .landscapeRight,
      statusBarOwner: "NavigationController"),
    ScenarioRow(
      "a portrait screen pushed over the landscape one allows portrait only, yet stays landscape until the device moves: the article's defect (R15)",
      .notAsIntended, .reference, app: app, root: navigation(pushing: [landscapeA, portraitB]),
      interface: .landscapeRight, trigger: .query,
      decider: "NavigationController", allowed: .portrait, orientation: .landscapeRight,
      statusBarOwner: "NavigationController"),
  ]
}

@Suite("Seed 003: a push does not change who decides")
struct Seed003Tests {
  @Test(
    "uikit-default: the navigation controller decides for every pushed screen with its own default (not as the article intends)",
    arguments: Seed003.rows.filter { $0.resolver == .uikitDefault })
  func uikitDefault(_ row: ScenarioRow) {
    check(row)
  }

  @Test(
    "reference: the mask follows the top screen, but the orientation waits for the next trigger (not as the article intends: its defect remains)",
    arguments: Seed003.rows.filter { $0.resolver == .reference })
  func reference(_ row: ScenarioRow) {
    check(row)
  }
}
