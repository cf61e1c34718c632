import OrientationSpec
import Testing

@Suite("R27: The interactive back-swipe begins only over more than one controller")
struct R27Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var resolver: any OrientationResolver
    var navigation: ControllerID
    var stackCount: Int
    var uikitAllows: Bool
    var mayBegin: Bool
    var freezes: Bool
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec,
      resolver: any OrientationResolver = UIKitDefaultResolver(),
      navigation: Int = 0, count: Int, uikit: Bool, mayBegin: Bool,
      freezes: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.resolver = resolver
      self.navigation = ControllerID(navigation)
      stackCount = count
      uikitAllows = uikit
      self.mayBegin = mayBegin
      self.freezes = freezes
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let list = ControllerSpec.content("List")
  static let detail = ControllerSpec.content("Detail")
  static let player = ControllerSpec.content(
    "Player", supports: .landscape, forbidsInteractivePop: true)

  static let rows: [Row] = [
    Row(
      "a single controller: the gesture does not begin", .navigation([list]), count: 1,
      uikit: false, mayBegin: false),
    Row(
      "two controllers: it begins", .navigation([list, detail]), count: 2, uikit: true,
      mayBegin: true),
    Row(
      "a hidden bar: UIKit's delegate refuses it",
      .navigation([list, detail], options: .navigationBarHidden),
      count: 2, uikit: false, mayBegin: false),
    Row(
      "a custom back button on the top: UIKit's delegate refuses it",
      .navigation([list, detail.with(.customBackButton)]),
      count: 2, uikit: false, mayBegin: false),
    Row(
      "a custom back button below the top does not",
      .navigation([list.with(.customBackButton), detail]),
      count: 2, uikit: true, mayBegin: true),
    Row(
      "uikit-default ignores a screen that forbids the pop", .navigation([list, player]), count: 2,
      uikit: true, mayBegin: true),
    Row(
      "reference: a screen that forbids the pop keeps it from beginning",
      .navigation([list, player]),
      resolver: ReferenceResolver(), count: 2, uikit: true, mayBegin: false),
    Row(
      "reference: two ordinary screens", .navigation([list, detail]), resolver: ReferenceResolver(),
      count: 2, uikit: true, mayBegin: true),
    Row(
      "reference: a single controller", .navigation([list]), resolver: ReferenceResolver(),
      count: 1, uikit: false, mayBegin: false),
    Row(
      "reference: a hidden bar keeps UIKit's refusal",
      .navigation([list, detail], options: .navigationBarHidden),
      resolver: ReferenceResolver(), count: 2, uikit: false, mayBegin: false),
    Row(
      "a delegate that always allows it, at the root, freezes the interface", .navigation([list]),
      resolver: AlwaysPopResolver(), count: 1, uikit: false, mayBegin: true, freezes: true),
    Row(
      "the same delegate over two controllers is fine", .navigation([list, detail]),
      resolver: AlwaysPopResolver(),
      count: 2, uikit: true, mayBegin: true),
    Row(
      "an app's delegate brings the back-swipe back with the bar hidden (P11)",
      .navigation([list, detail], options: .navigationBarHidden),
      resolver: AlwaysPopResolver(), count: 2, uikit: false, mayBegin: true),
    Row(
      "and with a custom back button on the top",
      .navigation([list, detail.with(.customBackButton)]),
      resolver: AlwaysPopResolver(), count: 2, uikit: false, mayBegin: true),
    Row(
      "the same delegate with the bar hidden, at the root, still freezes the interface",
      .navigation([list], options: .navigationBarHidden),
      resolver: AlwaysPopResolver(), count: 1, uikit: false, mayBegin: true, freezes: true),
    Row(
      "a system navigation controller keeps UIKit's own delegate",
      .navigation(origin: .system, [list]),
      resolver: AlwaysPopResolver(), count: 1, uikit: false, mayBegin: false),
    Row(
      "the innermost navigation controller of the selected tab",
      .tabBar([.navigation([list]), .navigation([list, detail])], selected: .index(1)),
      navigation: 3, count: 2, uikit: true, mayBegin: true),
    Row(
      "a navigation controller presented full screen is the one on screen",
      .navigation([list, detail]).presenting(.navigation([.content("Login")]), style: .fullScreen),
      navigation: 3, count: 1, uikit: false, mayBegin: false),
    Row(
      "a sheet's navigation controller is the frontmost too",
      .navigation([list, detail]).presenting(
        .navigation([.content("Form"), .content("Step")]), style: .pageSheet),
      navigation: 3, count: 2, uikit: true, mayBegin: true),
    Row(
      "a navigation controller being dismissed is not",
      .navigation([list, detail]).presenting(
        .navigation([.content("Login")]), style: .fullScreen, phase: .beingDismissed),
      count: 2, uikit: true, mayBegin: true),
  ]

  @Test("Whether the back-swipe may begin", arguments: rows)
  func interactivePop(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(hierarchy, in: .phone(), resolver: row.resolver, trigger: .query)
    let pop = try #require(resolution.interactivePop, sourceLocation: row.sourceLocation)
    #expect(pop.navigationController == row.navigation, sourceLocation: row.sourceLocation)
    #expect(pop.stackCount == row.stackCount, sourceLocation: row.sourceLocation)
    #expect(pop.uikitAllows == row.uikitAllows, sourceLocation: row.sourceLocation)
    #expect(pop.mayBegin == row.mayBegin, sourceLocation: row.sourceLocation)
    #expect(pop.freezesInterface == row.freezes, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.last == .r27, sourceLocation: row.sourceLocation)
  }

  @Test("No navigation controller on screen: no decision and no R27")
  func noNavigationController() throws {
    let hierarchy = try makeHierarchy(
      .tabBar([.content("Home"), .navigation([.content("List"), .content("Detail")])]))
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: UIKitDefaultResolver(), trigger: .query)
    #expect(resolution.interactivePop == nil)
    #expect(!resolution.rules.contains(.r27))
  }

  @Test("The report says when the interface freezes")
  func reportLine() throws {
    let hierarchy = try makeHierarchy(
      .navigation(
        name: "RootNavigationController", [.content("Home", supports: .portrait, autorotates: true)]
      ))
    let app = AppConfiguration.phone()
    let resolution = resolve(hierarchy, in: app, resolver: AlwaysPopResolver(), trigger: .query)
    let lines = resolution.report(in: hierarchy, app: app).split(separator: "\n")
    #expect(
      lines.contains(
        "  back-swipe in #0 RootNavigationController over 1: may begin"
          + " (the app's delegate allows it; UIKit's would not);"
          + " begins over a single controller: the interface freezes"))
  }
}
