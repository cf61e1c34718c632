import OrientationSpec
import Testing

@Suite("R4: UIKit never asks children: a container answers for itself")
struct R4Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var supported: InterfaceOrientationMask
    var autorotates: Bool
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration = .phone(),
      resolver: any OrientationResolver, supported: InterfaceOrientationMask,
      autorotates: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.resolver = resolver
      self.supported = supported
      self.autorotates = autorotates
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let player = ControllerSpec.content("Player", supports: .landscape, autorotates: false)
  static let portraitOnly = DeclaredAnswers(supportedInterfaceOrientations: .portrait)

  static let rows: [Row] = [
    // UIKit out of the box: the container's own answer, never its children's.
    Row(
      "a navigation controller ignores its landscape top", .navigation([.content("Home"), player]),
      resolver: UIKitDefaultResolver(), supported: .allButUpsideDown),
    Row(
      "an iPad navigation controller has the iPad default", .navigation([player]), app: .pad(),
      resolver: UIKitDefaultResolver(), supported: .all),
    Row(
      "a navigation controller's override (or delegate method) is its answer",
      .navigation([player], declared: portraitOnly), resolver: UIKitDefaultResolver(),
      supported: .portrait),
    Row(
      "a tab bar controller ignores its selected tab", .tabBar([player, .content("Other")]),
      resolver: UIKitDefaultResolver(), supported: .allButUpsideDown),
    Row(
      "a split controller ignores its detail", .container(.split, [.content("List"), player]),
      resolver: UIKitDefaultResolver(), supported: .allButUpsideDown),
    Row(
      "a page controller with a delegate answer",
      .container(.page, [player], declared: portraitOnly),
      resolver: UIKitDefaultResolver(), supported: .portrait),
    Row(
      "a custom container ignores its children",
      .container(name: "Drawer", [.content("Menu"), player]),
      resolver: UIKitDefaultResolver(), supported: .allButUpsideDown),
    // The reference forwards to the child on screen.
    Row(
      "reference: a navigation controller forwards to its top",
      .navigation([.content("Home"), player]),
      resolver: ReferenceResolver(), supported: .landscape, autorotates: false),
    Row(
      "reference: a tab bar controller forwards to its selection",
      .tabBar([.content("Home"), player], selected: .index(1)), resolver: ReferenceResolver(),
      supported: .landscape, autorotates: false),
    Row(
      "reference: a tab bar controller through a navigation tab",
      .tabBar([.navigation([.content("Home"), player])]), resolver: ReferenceResolver(),
      supported: .landscape, autorotates: false),
    Row(
      "reference: a tab bar controller without a selection answers for itself",
      .tabBar([player], selected: .none), resolver: ReferenceResolver(),
      supported: .allButUpsideDown),
    Row(
      "reference: an empty navigation controller answers for itself", .navigation([]),
      resolver: ReferenceResolver(), supported: .allButUpsideDown),
    Row(
      "reference: a split controller forwards to its last child",
      .container(.split, [.content("List"), player]),
      resolver: ReferenceResolver(), supported: .landscape, autorotates: false),
    Row(
      "reference: a drawer forwards to its front child",
      .container(name: "Drawer", [.content("Menu"), player]),
      resolver: ReferenceResolver(), supported: .landscape, autorotates: false),
    Row(
      "reference: a child answering [] does not empty the container",
      .navigation([.content("Broken", supports: [])], declared: portraitOnly),
      resolver: ReferenceResolver(),
      supported: .portrait),
    Row(
      "reference: a system navigation controller runs UIKit's code, not the resolver",
      .navigation(name: "UIImagePickerController", origin: .system, [player]),
      resolver: ReferenceResolver(),
      supported: .allButUpsideDown),
    Row(
      "reference: a third-party container answers with its own declarations",
      .navigation(
        name: "SDKNavigationController", origin: .thirdParty, [player], declared: portraitOnly),
      resolver: ReferenceResolver(), supported: .portrait),
  ]

  /// Each row runs on its app's iOS 17, where `shouldAutorotate` is not asked
  /// (R9), and on iOS 15, where the container's `shouldAutorotate` is the row's.
  @Test("The root container's answer is what UIKit uses", arguments: rows)
  func containerAnswers(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    var onIOS15 = row.app
    onIOS15.osVersion = .iOS(15)
    let runs: [(AppConfiguration, Bool?)] = [(row.app, nil), (onIOS15, row.autorotates)]
    for (app, autorotates) in runs {
      let resolution = resolve(hierarchy, in: app, resolver: row.resolver, trigger: .query)
      let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
      let version = "iOS \(app.osVersion.major)"
      #expect(decision.decider == ControllerID(0), "\(version)", sourceLocation: row.sourceLocation)
      #expect(decision.supported == row.supported, "\(version)", sourceLocation: row.sourceLocation)
      #expect(
        decision.shouldAutorotate == autorotates, "\(version)", sourceLocation: row.sourceLocation)
      #expect(resolution.rules.contains(.r4), "\(version)", sourceLocation: row.sourceLocation)
      #expect(resolution.exception == nil, "\(version)", sourceLocation: row.sourceLocation)
    }
  }

  @Test("A content root records no R4")
  func contentRoot() throws {
    let hierarchy = try makeHierarchy(Self.player)
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: ReferenceResolver(), trigger: .query)
    #expect(resolution.rules == [.r5, .r1, .r7, .r26])
  }

  @Test("The seed 000 example: the player pushed in a tab rotates only with the reference")
  func seedPlayerInTab() throws {
    let hierarchy = try makeHierarchy(
      .tabBar([
        .navigation([
          .content("Home"), .content("Player", supports: .landscape, prefers: .landscapeRight),
        ])
      ]))
    let app = AppConfiguration.phone(plist: [.portrait], delegate: .all)
    let stock = resolve(hierarchy, in: app, resolver: UIKitDefaultResolver())
    #expect(stock.interfaceOrientation == .portrait)
    #expect(stock.decision?.allowed == .allButUpsideDown)
    let reference = resolve(hierarchy, in: app, resolver: ReferenceResolver())
    #expect(reference.interfaceOrientation == .landscapeRight)
    #expect(reference.decision?.allowed == .landscape)
    #expect(reference.decision?.preferred == .landscapeRight)
  }
}
