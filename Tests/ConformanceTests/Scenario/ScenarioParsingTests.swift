import OrientationConformance
import OrientationSpec
import Testing

/// A text and the session it means, built with the model's own builders.
struct MeaningRow: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var session: Session
  var sourceLocation: SourceLocation

  init(
    _ name: String, _ text: String, _ session: Session,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.text = text
    self.session = session
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { name }
}

@Suite("Scenario meaning: each construct reads as the session the model builds")
struct ScenarioParsingTests {
  static let seedApp = AppConfiguration(
    idiom: .phone, osVersion: .iOS17,
    plistOrientations: [.portrait, .landscapeLeft, .landscapeRight],
    delegateOrientations: .all)

  static let rows: [MeaningRow] = [
    MeaningRow(
      "the sketch: a tab bar presenting over full screen, then events",
      """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      delegate .all
      orientation .portrait
      device .portrait

      window key
        tabBar "BaseTabBarController" selected 0
          navigation "BaseNavViewController"
            content "Home"
            content "Player" supports .landscape prefers .landscapeRight
          presents .overFullScreen beingPresented
            content "Comment" supports .landscape

      events
        rotateDevice .landscapeLeft
        push navigation 0
          content "Catalog" supports .landscape
        present .fullScreen from 3 animated
          navigation "LoginNav"
            content "Login" supports .portrait
        dismiss 0 animated
        setDeviceOrientation .unknown
      """,
      Session(
        app: seedApp,
        hierarchy: try! Hierarchy(
          root: .tabBar(
            name: "BaseTabBarController",
            [
              .navigation(
                name: "BaseNavViewController",
                [
                  .content("Home"),
                  .content("Player", supports: .landscape, prefers: .landscapeRight),
                ])
            ]
          ).presenting(
            .content("Comment", supports: .landscape), style: .overFullScreen,
            phase: .beingPresented)),
        events: [
          .rotateDevice(.landscapeLeft),
          .push(.content("Catalog", supports: .landscape), navigation: 0),
          .present(
            .navigation(name: "LoginNav", [.content("Login", supports: .portrait)]),
            style: .fullScreen, from: 3, animated: true),
          .dismiss(presented: 0, animated: true),
          .setDeviceOrientation(.unknown),
        ]).counting(.exact)),
    MeaningRow(
      "only the app line and a window: every other setting is the model's default",
      "app phone iOS 17\nwindow\n",
      Session(app: AppConfiguration(), hierarchy: try! Hierarchy(windows: [WindowSpec(root: nil)]))),
    MeaningRow(
      "without a device line the device follows the interface by raw value",
      "app pad iOS 12\norientation .landscapeLeft\nwindow key\n  content\n",
      Session(
        app: AppConfiguration(idiom: .pad, osVersion: .iOS12),
        hierarchy: try! Hierarchy(root: .content()), interfaceOrientation: .landscapeLeft,
        deviceOrientation: .landscapeRight)),
    MeaningRow(
      "comments, blank lines, CRLF, tabs between words, bare case names and lists in any order",
      "# the player app\r\napp phone iOS 16 # comment after a line\r\n\r\n"
        + "plist portrait\tlandscapeLeft\r\n   # an indented comment\r\n"
        + "delegate [.landscapeLeft, .portrait, .landscape]\r\nwindow key\r\n"
        + "  content \"A#B\" supports [ .landscapeRight , .landscapeLeft ]\r\n",
      Session(
        app: AppConfiguration(
          idiom: .phone, osVersion: .iOS16, plistOrientations: [.portrait, .landscapeLeft],
          delegateOrientations: [.portrait, .landscape]),
        hierarchy: try! Hierarchy(root: .content("A#B", supports: .landscape)))),
    MeaningRow(
      "a tab bar selects its first tab unless told, and nothing when it has no tabs",
      "app phone iOS 17\nwindow\n  tabBar\n    content\nwindow\n  tabBar\n"
        + "window key\n  tabBar selected none\n    content\n",
      Session(
        app: AppConfiguration(),
        hierarchy: try! Hierarchy(windows: [
          WindowSpec(root: .tabBar([.content()])),
          WindowSpec(root: .tabBar([])),
          WindowSpec(root: .tabBar([.content()], selected: .none), isKey: true),
        ]))),
    MeaningRow(
      "an alert is a system controller with UIKit's own style; window levels by number or name",
      "app phone iOS 17\nwindow level 2000 key\n  content \"Root\"\n    presents\n      alert \"Oops\"\n"
        + "window level .statusBar\n",
      Session(
        app: AppConfiguration(),
        hierarchy: try! Hierarchy(windows: [
          WindowSpec(
            root: .content("Root").presenting(.alert("Oops")), level: Window.alertLevel,
            isKey: true),
          WindowSpec(root: nil, level: Window.statusBarLevel),
        ]))),
    MeaningRow(
      "origins, options, bar style and answers in any order",
      "app phone iOS 17\nwindow key\n  navigation \"Picker\" customBackButton system barStyle .black"
        + " navigationBarHidden supports .portrait\n    content \"Grid\" thirdParty autorotates false"
        + " statusBarHidden true forbidsInteractivePop true statusBarStyle .lightContent\n",
      Session(
        app: AppConfiguration(),
        hierarchy: try! Hierarchy(
          root: .navigation(
            name: "Picker", origin: .system,
            [
              .content(
                "Grid", origin: .thirdParty, autorotates: false, statusBarHidden: true,
                statusBarStyle: .lightContent, forbidsInteractivePop: true)
            ],
            declared: DeclaredAnswers(supportedInterfaceOrientations: .portrait),
            options: [.customBackButton, .navigationBarHidden], barStyle: .black)))),
  ]

  @Test("A scenario reads as the session the builders make", arguments: rows)
  func meaning(_ row: MeaningRow) throws {
    let parsed = try Scenario.parse(row.text)
    #expect(parsed == row.session.canonical, sourceLocation: row.sourceLocation)
  }

  @Test("Printing leaves out every default and writes the rest in one order")
  func canonicalPrint() throws {
    let session = try Scenario.parse(
      "app phone iOS 17\nwindow level 2000 key\n  tabBar selected 0\n    content \"A\"\n"
        + "events\n  showWindow level 0\n    content\n")
    #expect(
      Scenario.print(session) == """
        app phone iOS 17
        plist .portrait .landscapeLeft .landscapeRight
        orientation .portrait
        device .portrait

        window level .alert key
          tabBar
            content "A"

        events
          showWindow
            content

        """)
  }

  @Test("A name keeps every scalar: quotes, backslashes, controls, marks and emoji")
  func names() throws {
    let names = [
      "Say \"hi\"", "back\\slash", "two\nlines", "\r\n", "\u{301}first", "a\u{0}b", "\u{FEFF}bom",
      "🎬👨‍👩‍👧", "#hash", "  spaced  ", "\u{10FFFF}",
    ]
    for name in names {
      let session = Session(app: AppConfiguration(), hierarchy: try Hierarchy(root: .content(name)))
      expectRoundTrip(session, "name \(name.debugDescription)")
      #expect(Scenario.print(session).split(separator: "\n").count == 6)
    }
  }

  @Test("Every event kind has a keyword, and the keyword is the kind's name")
  func eventKeywords() throws {
    // A scene's refreshes are written with the refreshes' keywords and a `scene` argument;
    // several device sets in one turn with `setDeviceOrientation` and several poses.
    let writtenWithAnother: Set<Event.Kind> = [
      .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations,
      .setDeviceOrientations,
    ]
    for kind in Event.Kind.allCases where !writtenWithAnother.contains(kind) {
      let error = #expect(throws: ScenarioError.self) {
        try Scenario.parse("app phone iOS 17\nwindow\nevents\n  \(kind.rawValue) ~word\n")
      }
      #expect(error?.line == 4, "\(kind)")
      #expect(error?.column == 4 + kind.rawValue.count, "\(kind): \(error.map { "\($0)" } ?? "")")
    }
  }

  @Test("Nesting to the deepest level allowed parses and round-trips")
  func deepestNesting() throws {
    let depth = 200
    let lines = (1...depth).map { String(repeating: "  ", count: $0) + "navigation" }
    let session = try Scenario.parse("app phone iOS 17\nwindow\n" + lines.joined(separator: "\n"))
    #expect(session.hierarchy.count == depth)
    expectRoundTrip(session)
  }

  @Test("Masks print as Swift writes them and parse back, including unknown bits")
  func masks() throws {
    for raw in UInt(0)...64 {
      let mask = InterfaceOrientationMask(rawValue: raw)
      let session = Session(
        app: AppConfiguration(delegateOrientations: mask),
        hierarchy: try Hierarchy(root: .content()))
      expectRoundTrip(session, "mask \(raw)")
      #expect(Scenario.print(session).contains("delegate \(mask)\n"))
    }
  }
}

extension Session {
  /// The session with its positions counted as `positions` says.
  func counting(_ positions: PositionCounting) -> Session {
    var session = self
    session.positions = positions
    return session
  }
}
