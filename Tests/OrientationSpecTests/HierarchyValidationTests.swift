import OrientationSpec
import Testing

@Suite("A hierarchy is valid by construction: every structural rule is checked")
struct HierarchyValidationTests {
  typealias Record = HierarchyGraph.Record
  typealias WindowRecord = HierarchyGraph.WindowRecord

  /// A violation as the test expects it: the same fields as
  /// ``StructuralViolation``, whose initializer is not public.
  struct Expected: Hashable, Sendable, CustomStringConvertible {
    var rule: StructuralRule
    var controller: Int?
    var window: Int?
    var detail: String

    init(_ violation: StructuralViolation) {
      self.init(
        violation.rule, controller: violation.controller, window: violation.window, violation.detail
      )
    }

    init(_ rule: StructuralRule, controller: Int? = nil, window: Int? = nil, _ detail: String) {
      self.rule = rule
      self.controller = controller
      self.window = window
      self.detail = detail
    }

    var description: String {
      "\(rule) at \(controller.map { "#\($0)" } ?? window.map { "window \($0)" } ?? "the app"): \(detail)"
    }
  }

  /// A graph that breaks exactly one rule, and the violations
  /// `Hierarchy(graph)` throws.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var graph: HierarchyGraph
    var violations: [Expected]
    var sourceLocation: SourceLocation

    init(
      _ name: String, controllers: [Record], windows: [WindowRecord],
      _ violations: [Expected], sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      graph = HierarchyGraph(controllers: controllers, windows: windows)
      self.violations = violations
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static let content = Controller(.content)
  static let navigation = Controller(.navigation)
  static let keyWindow = WindowRecord(root: 0, isKey: true)

  static func presented(_ style: ModalPresentationStyle, options: ControllerOptions = [])
    -> Controller
  {
    Controller(.content, modalPresentationStyle: style, options: options)
  }

  static func violation(
    _ rule: StructuralRule, controller: Int? = nil, window: Int? = nil, _ detail: String
  ) -> Expected {
    Expected(rule, controller: controller, window: window, detail)
  }

  static let rows: [Row] = [
    Row(
      "linkInRange: a child that does not exist",
      controllers: [Record(navigation, children: [3])], windows: [keyWindow],
      [violation(.linkInRange, controller: 0, "child #3 does not exist")]),
    Row(
      "linkInRange: a presented controller that does not exist",
      controllers: [Record(content, presented: 1)], windows: [keyWindow],
      [violation(.linkInRange, controller: 0, "presented controller #1 does not exist")]),
    Row(
      "linkInRange: a window root that does not exist",
      controllers: [Record(content)], windows: [keyWindow, WindowRecord(root: 4)],
      [violation(.linkInRange, window: 1, "root #4 does not exist")]),
    Row(
      "onePlace: a child that is also a window's root",
      controllers: [Record(navigation, children: [1]), Record(content)],
      windows: [keyWindow, WindowRecord(root: 1)],
      [violation(.onePlace, controller: 1, "is in 2 places: child of #0, root of window 1")]),
    Row(
      "onePlace: a controller both child and presented",
      controllers: [Record(navigation, children: [1], presented: 1), Record(content)],
      windows: [keyWindow],
      [violation(.onePlace, controller: 1, "is in 2 places: child of #0, presented by #0")]),
    Row(
      "reachable: a controller no window leads to",
      controllers: [Record(content), Record(content)], windows: [keyWindow],
      [violation(.reachable, controller: 1, "is not reachable from any window's root")]),
    Row(
      "reachable: an application without a window",
      controllers: [], windows: [],
      [violation(.reachable, "the application has no window")]),
    Row(
      "childrenOnlyInContainers: a content controller with a child",
      controllers: [Record(content, children: [1]), Record(content)], windows: [keyWindow],
      [violation(.childrenOnlyInContainers, controller: 0, "a content controller has 1 children")]),
    Row(
      "onePresentation: a child presents while its container presents",
      controllers: [
        Record(navigation, children: [1], presented: 2),
        Record(Controller(.content, options: .definesPresentationContext), presented: 3),
        Record(presented(.fullScreen)), Record(presented(.overCurrentContext)),
      ],
      windows: [keyWindow],
      [violation(.onePresentation, controller: 1, "presents #3 while its ancestor #0 presents #2")]),
    Row(
      "presenterCoversItsStyle: a full-screen presentation from inside a container",
      controllers: [
        Record(navigation, children: [1]), Record(content, presented: 2),
        Record(presented(.fullScreen)),
      ],
      windows: [keyWindow],
      [
        violation(
          .presenterCoversItsStyle, controller: 1,
          "presents #2 .fullScreen from inside container #0;"
            + " UIKit presents it from the window root or presented controller above")
      ]),
    Row(
      "presenterCoversItsStyle: a context presentation without a context",
      controllers: [
        Record(navigation, children: [1]), Record(content, presented: 2),
        Record(presented(.overCurrentContext)),
      ],
      windows: [keyWindow],
      [
        violation(
          .presenterCoversItsStyle, controller: 1,
          "presents #2 .overCurrentContext but does not define the presentation context")
      ]),
    Row(
      "alertIsPresented: an alert as a window's root",
      controllers: [Record(Controller(.alert))], windows: [keyWindow],
      [violation(.alertIsPresented, controller: 0, "an alert is a window's root")]),
    Row(
      "alertIsPresented: an alert as a child",
      controllers: [Record(navigation, children: [1]), Record(Controller(.alert))],
      windows: [keyWindow],
      [violation(.alertIsPresented, controller: 1, "an alert is a child of #0")]),
    Row(
      "possiblePhase: a root being presented",
      controllers: [Record(content, phase: .beingPresented)], windows: [keyWindow],
      [violation(.possiblePhase, controller: 0, "is beingPresented but nothing presents it")]),
    Row(
      "possiblePhase: a controller being dismissed while it presents",
      controllers: [
        Record(content, presented: 1),
        Record(presented(.fullScreen), presented: 2, phase: .beingDismissed),
        Record(presented(.fullScreen)),
      ],
      windows: [keyWindow],
      [violation(.possiblePhase, controller: 1, "is beingDismissed while it presents #2")]),
    Row(
      "possiblePhase: two transitions in one window",
      controllers: [
        Record(content, presented: 1),
        Record(
          Controller(.navigation, modalPresentationStyle: .fullScreen), children: [2],
          phase: .beingPresented),
        Record(Controller(.content, options: .definesPresentationContext), presented: 3),
        Record(presented(.overCurrentContext), phase: .beingDismissed),
      ],
      windows: [keyWindow],
      [violation(.possiblePhase, window: 0, "runs 2 transitions at once: #1, #3")]),
    Row(
      "tabSelectionExists: a selection past the last tab",
      controllers: [
        Record(Controller(.tabBar), children: [1], tabSelection: .index(3)), Record(content),
      ],
      windows: [keyWindow],
      [violation(.tabSelectionExists, controller: 0, "selects tab 3 of 1")]),
    Row(
      "tabSelectionExists: the More list with five tabs",
      controllers: [
        Record(Controller(.tabBar), children: [1, 2, 3, 4, 5], tabSelection: .moreList)
      ]
        + Array(repeating: Record(content), count: 5),
      windows: [keyWindow],
      [violation(.tabSelectionExists, controller: 0, "selects the More list with 5 tabs")]),
    Row(
      "selectionOnlyOnTabBars: a navigation controller with a selection",
      controllers: [Record(navigation, children: [1], tabSelection: .index(0)), Record(content)],
      windows: [keyWindow],
      [
        violation(
          .selectionOnlyOnTabBars, controller: 0, "a navigation controller has a tab selection")
      ]),
    Row(
      "oneKeyWindow: two key windows",
      controllers: [Record(content), Record(content)],
      windows: [keyWindow, WindowRecord(root: 1, isKey: true)],
      [violation(.oneKeyWindow, window: 1, "windows 0, 1 are all key")]),
    Row(
      "windowInScene: a window in a scene that does not exist",
      controllers: [Record(content)],
      windows: [WindowRecord(root: 0, isKey: true, scene: 1)],
      [violation(.windowInScene, window: 0, "window 0 belongs to scene 1 of 1")]),
  ]

  @Test("Hierarchy(graph) throws exactly the rule the row breaks", arguments: rows)
  func refusesBrokenGraph(_ row: Row) throws {
    #expect(
      row.graph.violations().map(Expected.init) == row.violations,
      sourceLocation: row.sourceLocation)
    let error = try #require(throws: HierarchyError.self, sourceLocation: row.sourceLocation) {
      try Hierarchy(row.graph)
    }
    #expect(
      error.violations.map(Expected.init) == row.violations, sourceLocation: row.sourceLocation)
  }

  @Test("The rows break every structural rule")
  func everyRuleIsCovered() {
    let broken = Set(Self.rows.flatMap { $0.violations.map(\.rule) })
    #expect(broken.union([.onePresentation]) == Set(StructuralRule.allCases))
  }

  @Test("The builder refuses a controller that presents two controllers")
  func builderRefusesTwoPresentations() throws {
    let spec = ControllerSpec.navigation([.content("Home")])
      .presenting(.content("First"), style: .fullScreen)
      .presenting(.content("Second"), style: .fullScreen)
    let error = try #require(throws: HierarchyError.self) { try Hierarchy(root: spec) }
    #expect(
      error.violations.map(Expected.init) == [
        Expected(.onePresentation, controller: 0, "presents 2 controllers")
      ])
  }

  @Test("Violations come in rule order, then position order, and print with their rule")
  func violationOrderAndText() throws {
    let graph = HierarchyGraph(
      controllers: [
        Record(Self.content, children: [1]), Record(Self.content), Record(Self.content),
      ],
      windows: [Self.keyWindow, WindowRecord(root: 2, isKey: true)])
    let error = try #require(throws: HierarchyError.self) { try Hierarchy(graph) }
    #expect(error.violations.map(\.rule) == [.childrenOnlyInContainers, .oneKeyWindow])
    #expect(
      error.description == """
        invalid hierarchy:
          - #0: a content controller has 1 children (rule childrenOnlyInContainers: only containers have children)
          - window 1: windows 0, 1 are all key (rule oneKeyWindow: at most one window is key)
        """)
  }

  // MARK: - Valid hierarchies

  static let validSpecs: [ControllerSpec] = [
    .content("Screen"),
    .navigation([]),
    .tabBar([], selected: .none),
    .tabBar(
      name: "Main",
      [
        .navigation([.content("Home"), .content("Player", supports: .landscape)]),
        .content("Settings"),
      ],
      selected: .index(1)
    ).presenting(.content("Comment"), style: .overFullScreen, phase: .beingPresented),
    .tabBar(Array(repeating: .content("Tab"), count: 6), selected: .moreList),
    .navigation([.content("Form").with(.definesPresentationContext)])
      .presenting(
        .navigation([.content("Sheet")]).presenting(.alert("Confirm")), style: .pageSheet),
    .container(.split, [.content("List"), .content("Detail")])
      .presenting(
        .content("Player").presenting(.content("Ad"), style: .fullScreen, phase: .beingDismissed),
        style: .fullScreen),
  ]

  @Test("Builder hierarchies are valid and round-trip through their graph", arguments: validSpecs)
  func builderHierarchiesRoundTrip(_ spec: ControllerSpec) throws {
    let hierarchy = try Hierarchy(root: spec)
    let graph = hierarchy.graph
    #expect(graph.violations() == [])
    let rebuilt = try Hierarchy(graph)
    #expect(rebuilt == hierarchy)
    #expect(rebuilt.graph == graph)
  }

  @Test("A written graph round-trips unchanged, windows included")
  func writtenGraphRoundTrips() throws {
    let graph = HierarchyGraph(
      controllers: [
        Record(
          Controller(.tabBar), name: "Main", children: [1, 3], presented: 4, tabSelection: .index(1)
        ),
        Record(Self.navigation, children: [2]),
        Record(
          Controller(
            .content, declared: DeclaredAnswers(supportedInterfaceOrientations: .landscape)),
          name: "Player"),
        Record(Self.content, name: "Settings"),
        Record(
          Self.presented(.overFullScreen, options: .capturesStatusBarAppearance), name: "Comment",
          phase: .beingPresented),
        Record(Controller(.content, origin: .thirdParty), name: "Toast"),
      ],
      windows: [
        WindowRecord(root: 0, isKey: true), WindowRecord(root: nil),
        WindowRecord(root: 5, level: Window.alertLevel),
      ])
    let hierarchy = try Hierarchy(graph)
    #expect(hierarchy.graph == graph)
    #expect(hierarchy.count == 6)
    #expect(hierarchy.children(of: ControllerID(0)) == [ControllerID(1), ControllerID(3)])
    #expect(hierarchy.presented(by: ControllerID(0)) == ControllerID(4))
    #expect(hierarchy.presenter(of: ControllerID(4)) == ControllerID(0))
    #expect(hierarchy.parent(of: ControllerID(2)) == ControllerID(1))
    #expect(hierarchy.window(containing: ControllerID(4)) == WindowID(0))
    #expect(hierarchy.window(rootedAt: ControllerID(5)) == WindowID(2))
    #expect(hierarchy.keyWindow == WindowID(0))
    #expect(hierarchy.tabSelection(of: ControllerID(0)) == .index(1))
  }

  @Test("The builder numbers controllers depth-first: children, then what is presented")
  func builderPositions() throws {
    let hierarchy = try Hierarchy(
      root: .tabBar([.navigation([.content("A"), .content("B")]), .content("C")])
        .presenting(.content("D"), style: .fullScreen))
    #expect(
      hierarchy.ids.map { hierarchy.name(of: $0) } == [
        "UITabBarController", "UINavigationController", "A", "B", "C", "D",
      ])
    #expect(hierarchy.presented(by: ControllerID(0)) == ControllerID(5))
    #expect(hierarchy.tabSelection(of: ControllerID(0)) == .index(0))
  }
}
