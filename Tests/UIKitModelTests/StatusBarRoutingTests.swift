import OrientationSpec
import Testing
import UIKitModel

final class TopStyleNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
}

final class LightScreen: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

@Suite("An app's childForStatusBarStyle routes the status bar's questions (R26)")
@MainActor
struct StatusBarRoutingTests {
  static func launch(_ root: @escaping @MainActor @Sendable () -> UIViewController) throws -> Step {
    let app = UIKitApp(name: "status-bar", rootViewController: root)
    let launch = try #require(app.vocabulary.launch)
    let session = Session(app: app.vocabulary.app, hierarchy: launch, events: [.launch])
    return try #require(System.run(session, resolver: app).steps.last)
  }

  @Test("UIKit's own navigation controller leaves the style to its visible bar")
  func uikitLeavesTheStyleToTheBar() throws {
    let step = try Self.launch { UINavigationController(rootViewController: LightScreen()) }
    #expect(step.statusBar?.style == .default)
  }

  @Test("an override that names the top: the top's style shows")
  func overrideNamesTheTop() throws {
    let step = try Self.launch { TopStyleNavigationController(rootViewController: LightScreen()) }
    #expect(step.statusBar?.style == .lightContent)
    #expect(step.statusBar?.styleController == ControllerID(1))
  }
}
