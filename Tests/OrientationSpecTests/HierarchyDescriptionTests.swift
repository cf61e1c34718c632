import OrientationSpec
import Testing

@Suite("A hierarchy prints as a tree, one controller a line")
struct HierarchyDescriptionTests {
  static func sample() throws -> Hierarchy {
    try Hierarchy(windows: [
      WindowSpec(
        root: .tabBar(
          name: "MainTabBarController",
          [
            .navigation([
              .content("HomeViewController"),
              .content("PlayerViewController", supports: .landscape, prefers: .landscapeRight),
            ]),
            .content("SettingsViewController"),
          ]
        ).presenting(
          .content("CommentViewController", supports: .landscape), style: .overFullScreen,
          phase: .beingPresented),
        isKey: true),
      WindowSpec(
        root: .content("ToastViewController", statusBarHidden: true), level: Window.alertLevel),
      WindowSpec(root: nil),
    ])
  }

  @Test("The tree marks presentations with ⇢ and lists every window")
  func tree() throws {
    #expect(
      try Self.sample().description == """
        window 0 (key)
        └─ #0 MainTabBarController tabBar selected: 0
           ├─ #1 UINavigationController navigation
           │  ├─ #2 HomeViewController content
           │  └─ #3 PlayerViewController content supports: .landscape prefers: .landscapeRight
           ├─ #4 SettingsViewController content
           └─ ⇢ #5 CommentViewController content supports: .landscape .overFullScreen beingPresented
        window 1 (level 2000)
        └─ #6 ToastViewController content statusBarHidden: true
        window 2
        └─ no root view controller
        """)
  }

  @Test("A presentation below a child's subtree and a key window above the normal level")
  func nestedPresentation() throws {
    let hierarchy = try Hierarchy(windows: [
      WindowSpec(root: .content("Background")),
      WindowSpec(
        root: .navigation([.content("List")])
          .presenting(.navigation([.content("Form")]).presenting(.alert()), style: .pageSheet),
        level: Window.statusBarLevel, isKey: true),
    ])
    #expect(
      hierarchy.description == """
        window 0
        └─ #0 Background content
        window 1 (key, level 1000)
        └─ #1 UINavigationController navigation
           ├─ #2 List content
           └─ ⇢ #3 UINavigationController navigation .pageSheet
              ├─ #4 Form content
              └─ ⇢ #5 UIAlertController alert
        """)
  }

  struct SummaryRow: Sendable, CustomTestStringConvertible {
    var root: ControllerSpec
    var id: ControllerID
    var line: String
    var sourceLocation: SourceLocation

    init(
      _ root: ControllerSpec, at id: Int = 0, _ line: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.root = root
      self.id = ControllerID(id)
      self.line = line
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { line }
  }

  static let summaries: [SummaryRow] = [
    SummaryRow(.content(), "#0 UIViewController content"),
    SummaryRow(
      .content(
        "Screen", supports: .portrait, autorotates: false, prefers: .portrait,
        statusBarHidden: false,
        statusBarStyle: .lightContent, forbidsInteractivePop: true, options: [.customBackButton]),
      "#0 Screen content supports: .portrait autorotates: false prefers: .portrait statusBarHidden: false"
        + " statusBarStyle: .lightContent forbidsInteractivePop: true customBackButton"),
    SummaryRow(
      .navigation(origin: .system, [], options: .navigationBarHidden, barStyle: .black),
      "#0 UINavigationController navigation system barStyle: black navigationBarHidden"),
    SummaryRow(.content("SDKScreen", origin: .thirdParty), "#0 SDKScreen content thirdParty"),
    SummaryRow(.tabBar([], selected: .none), "#0 UITabBarController tabBar selected: none"),
    SummaryRow(
      .tabBar(Array(repeating: .content(), count: 6), selected: .moreList),
      "#0 UITabBarController tabBar selected: more"),
    SummaryRow(.container(.split, [.content()]), "#0 UISplitViewController split"),
    SummaryRow(.container(.page, [.content()]), "#0 UIPageViewController page"),
    SummaryRow(.container(name: "Drawer", [.content()]), "#0 Drawer container"),
    SummaryRow(
      .content().presenting(.content("Player"), style: .fullScreen, phase: .beingDismissed), at: 1,
      "#1 Player content .fullScreen beingDismissed"),
    SummaryRow(
      .content().presenting(
        .content("Menu", options: [.preventsAdaptation, .capturesStatusBarAppearance]),
        style: .popover), at: 1,
      "#1 Menu content capturesStatusBarAppearance preventsAdaptation .popover"),
    SummaryRow(
      .content().presenting(.content("Card", options: .removesPresentersView), style: .custom),
      at: 1,
      "#1 Card content removesPresentersView .custom"),
    SummaryRow(.content().presenting(.content("Default")), at: 1, "#1 Default content .automatic"),
    SummaryRow(
      .content().presenting(.alert("Confirm"), style: .fullScreen), at: 1, "#1 Confirm alert"),
  ]

  @Test("summary(of:) puts one controller on one line", arguments: summaries)
  func summary(_ row: SummaryRow) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    #expect(hierarchy.summary(of: row.id) == row.line, sourceLocation: row.sourceLocation)
  }

  @Test("Names: the given name, else the UIKit class name")
  func names() throws {
    let hierarchy = try Self.sample()
    #expect(hierarchy.name(of: ControllerID(1)) == "UINavigationController")
    #expect(hierarchy.givenName(of: ControllerID(1)) == "")
    #expect(hierarchy.name(of: ControllerID(0)) == "MainTabBarController")
    #expect(ControllerID(3).description == "#3")
    #expect(WindowID(1).description == "window 1")
  }
}
