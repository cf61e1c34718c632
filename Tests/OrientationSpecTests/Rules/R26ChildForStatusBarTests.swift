import OrientationSpec
import Testing

/// An app's navigation controller that routes the style to its top even while its bar shows
/// (UIKit's own leaves the style to the bar then).
struct TopStyleResolver: OrientationResolver {
  func childForStatusBarStyle(for controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    controller.kind == .navigation ? controller.topViewController : controller.inherited.childForStatusBarStyle
  }
}

/// A tab bar that routes the hidden question to its navigation controller, which routes it back
/// to the tab bar: on a device, a recursion until the stack overflows.
struct StatusBarCycleResolver: OrientationResolver {
  func childForStatusBarHidden(for controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .tabBar: controller.selectedViewController
    case .navigation: controller.parent
    default: nil
    }
  }
}

@Suite("R26: an app controller's childForStatusBarStyle and childForStatusBarHidden route the questions")
struct R26ChildForStatusBarTests {
  static let tree = ControllerSpec.tabBar([
    .navigation([.content("Top", statusBarHidden: true, statusBarStyle: .lightContent)])
  ])

  static func resolve<R: OrientationResolver>(_ resolver: R) throws -> Resolution {
    System.resolve(
      try Hierarchy(root: tree), in: .phone(), resolver: resolver, interfaceOrientation: .portrait)
  }

  @Test("UIKit's own routing: the bar sets the style, the top says whether it is hidden")
  func uikitRouting() throws {
    let statusBar = try #require(try Self.resolve(UIKitDefaultResolver()).statusBar)
    #expect(statusBar.styleController == ControllerID(1))
    #expect(statusBar.hiddenController == ControllerID(2))
    #expect(statusBar.style == .default)
    #expect(statusBar.isHidden)
  }

  @Test("an override that routes the style to the top: UIKit asks the top")
  func overrideRoutesStyle() throws {
    let statusBar = try #require(try Self.resolve(TopStyleResolver()).statusBar)
    #expect(statusBar.styleController == ControllerID(2))
    #expect(statusBar.style == .lightContent)
  }

  @Test("a route that comes back on itself is a forwarding loop, not a hang")
  func cycleIsForwardingLoop() throws {
    let resolution = try Self.resolve(StatusBarCycleResolver())
    guard case .forwardingLoop(_, let question)? = resolution.exception else {
      Issue.record("expected a forwarding loop, got \(String(describing: resolution.exception))")
      return
    }
    #expect(question == .childForStatusBarHidden)
  }
}
