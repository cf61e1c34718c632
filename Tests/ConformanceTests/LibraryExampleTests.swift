import OrientationSpec
import Testing

/// Documentation/Library.md's example, compiled and run so the documentation cannot drift from the code.
struct MyAppResolver: OrientationResolver {
  var name: String { "my-app" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    switch controller.kind {
    case .navigation:
      controller.topViewController?.supportedInterfaceOrientations
        ?? controller.own.supportedInterfaceOrientations
    case .tabBar:
      controller.selectedViewController?.supportedInterfaceOrientations
        ?? controller.own.supportedInterfaceOrientations
    default: controller.own.supportedInterfaceOrientations
    }
  }
}

@Suite("Library.md: the resolver example works as written")
struct LibraryExampleTests {
  @Test func playerRotatesInsideTheTabBar() throws {
    let app = AppConfiguration(
      idiom: .phone, osVersion: .iOS17, plistOrientations: [.portrait], delegateOrientations: .all)
    let hierarchy = try Hierarchy(
      root: .tabBar([
        .navigation([
          .content("Home"), .content("Player", supports: .landscape, prefers: .landscapeRight),
        ])
      ]))
    let resolution = System.resolve(
      hierarchy, in: app, resolver: MyAppResolver(), interfaceOrientation: .portrait)
    #expect(resolution.exception == nil)
    #expect(resolution.interfaceOrientation == .landscapeRight)
    #expect(resolution.decision?.decider == ControllerID(0))
    #expect(resolution.decision?.allowed == .landscape)
  }

  @Test func withoutForwardingTheTabBarKeepsPortrait() throws {
    let app = AppConfiguration(
      idiom: .phone, osVersion: .iOS17, plistOrientations: [.portrait], delegateOrientations: .all)
    let hierarchy = try Hierarchy(
      root: .tabBar([.navigation([.content("Home"), .content("Player", supports: .landscape)])]))
    let resolution = System.resolve(
      hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: .portrait)
    #expect(resolution.interfaceOrientation == .portrait)
    #expect(resolution.decision?.allowed == .allButUpsideDown)
  }
}
