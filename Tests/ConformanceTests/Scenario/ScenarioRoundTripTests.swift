import OrientationConformance
import OrientationSpec
import Testing

@Suite("Scenario round trips: canonical text prints back byte for byte, sessions parse back")
struct ScenarioRoundTripTests {
  /// Canonical texts: together they use every keyword, value, controller and event of the format.
  static let canonical: [ScenarioRow] = [
    ScenarioRow(
      "seed 000 played as a session",
      """
      app phone iOS 17
      plist .portrait
      delegate .all
      orientation .portrait
      device .portrait

      window key
        tabBar "BaseTabBarController"
          navigation "BaseNavViewController"
            content "HomeViewController"
          navigation "BaseNavViewController"
            content "DiscoverViewController"
          navigation "BaseNavViewController"
            content "ShelfViewController"
          navigation "BaseNavViewController"
            content "MineViewController"

      events
        launch
        push navigation 0
          content "PlayerViewController" supports .landscape prefers .landscapeRight forbidsInteractivePop true
        rotateDevice .landscapeLeft
        present .overFullScreen from 9 animated
          content "CommentViewController" supports .landscape prefers .landscapeRight
        dismiss 0 animated
        beginInteractivePop
        endInteractivePop cancelled
        rotateDevice .portrait
        pop navigation 0
        present .pageSheet from 0 animated
          navigation "LoginNavigationController"
            content "LoginViewController" supports .portrait prefers .portrait

      """),
    ScenarioRow(
      "iPad settings: no plist key, the ~ipad list, full screen, global status bar, locked flat",
      """
      app pad iOS 16
      plist missing
      plist~ipad .portrait .portraitUpsideDown .landscapeLeft .landscapeRight
      requiresFullScreen true
      viewControllerBasedStatusBarAppearance false
      orientation .landscapeLeft
      device .faceUp locked

      window key
        split "ReaderSplitViewController"
          navigation barStyle .black
            content "SidebarViewController" statusBarHidden true statusBarStyle .lightContent
          content "ReaderViewController" supports .all autorotates false

      """),
    ScenarioRow(
      "empty plist and delegate masks, unknown orientations, window levels, a rootless window",
      """
      app phone iOS 6
      plist []
      plist~ipad []
      delegate []
      orientation .unknown
      device .unknown

      window
        content "Background"

      window level .statusBar key
        navigation "StatusNav" navigationBarHidden
          content "Banner" customBackButton

      window level .alert

      window level -5
        page "Onboarding"
          content "Page1"
          content "Page2"

      window level 2500
        container "Drawer" thirdParty
          content "Menu" system

      """),
    ScenarioRow(
      "every presentation style, phase, tab selection and option",
      """
      app phone iOS 26
      plist .landscapeRight .landscapeLeft .landscapeRight
      delegate [.portrait, .landscapeRight]
      orientation .landscapeRight
      device .landscapeLeft

      window key
        tabBar "MainTabBarController" selected more
          content "Tab0"
          content "Tab1"
          content "Tab2"
          content "Tab3"
          content "Tab4"
          content "Tab5"
          presents .fullScreen
            navigation "LoginNav" system
              content "Login" supports .portrait prefers .portrait
              presents .pageSheet
                content "Terms"
                  presents .formSheet
                    content "Details"
                      presents .popover
                        content "Tip" preventsAdaptation
                          presents .overFullScreen
                            content "Player" capturesStatusBarAppearance
                              presents .custom
                                content "Card" removesPresentersView
                                  presents .none
                                    content "Legacy"
                                      presents
                                        content "Automatic"
                                          presents .overCurrentContext
                                            content "Overlay"
                                              presents beingPresented
                                                alert "Confirm"

      window
        tabBar selected none
          navigation definesPresentationContext
            content "Inline"
            presents .currentContext beingDismissed
              content "Context"
          content "Second" style .fullScreen

      window
        tabBar "Tabs" selected 1
          content "First"
          content "Second"
          presents .fullScreen
            tabBar "EmptyTabs"

      """),
    ScenarioRow(
      "every event with all its arguments",
      """
      app phone iOS 15
      plist .portrait .landscapeLeft .landscapeRight
      orientation .portrait
      device .portrait

      window key
        tabBar
          navigation
            content "Home"
          navigation
            content "Shelf"

      events
        launch
        rotateDevice .faceDown
        setOrientationLock true
        setOrientationLock false
        push navigation 0
          content "Player" supports .landscape prefers .landscapeRight style .fullScreen
        pop navigation 1
        popToRoot navigation -1
        setViewControllers navigation 1
          content "A"
          navigation "B" definesPresentationContext
            content "C"
            presents .overCurrentContext
              content "D"
        setViewControllers navigation 0
        beginInteractivePop
        endInteractivePop finished
        endInteractivePop cancelled
        selectTab 1 tabBar 0
        selectTab none tabBar 0
        selectTab more tabBar 2
        present .fullScreen from 3 animated
          navigation "LoginNav"
            content "Login" supports .portrait
        present .automatic from 0
          alert "Confirm"
        present .overFullScreen from 2
          content "Sheet" style .pageSheet beingPresented
            presents .formSheet beingDismissed
              content "Form"
        dismiss 0 animated
        dismiss 1
        cancelInteractiveDismiss 0
        presentAlert from 4
        showWindow level .alert key
          content "Toast"
        showWindow
          navigation
            content "PiP"
        showWindow level 3
          content "Overlay"
        makeKeyWindow 0
        removeWindow 1
        declare 3 supports .all autorotates true prefers .landscapeLeft statusBarHidden false statusBarStyle .darkContent forbidsInteractivePop false
        declare 2
        setAppDelegateOrientations .allButUpsideDown
        setAppDelegateOrientations none
        enterBackground
        enterForeground .landscapeRight
        attemptRotationToDeviceOrientation
        setNeedsUpdateOfSupportedInterfaceOrientations
        requestGeometryUpdate [.portrait, .landscapeLeft]
        requestGeometryUpdate InterfaceOrientationMask(rawValue: 1)
        setDeviceOrientation .unknown
        action "rotateButtonTapped" on 2
        action "say \\"hi\\"" on 0

      """),
    ScenarioRow(
      "an interactive dismissal in progress: a sheet swiped down, named and by position",
      """
      app phone iOS 17
      plist .portrait .landscapeLeft .landscapeRight
      orientation .portrait
      device .portrait

      window key
        navigation as nav
          content "Home" as home
          presents .pageSheet
            content "Settings" as settings

      events
        beginInteractiveDismiss settings
        rotateDevice .landscapeLeft
        endInteractiveDismiss cancelled
        beginInteractiveDismiss 0
        endInteractiveDismiss finished

      """),
    ScenarioRow(
      "names with escapes",
      #"""
      app phone iOS 18
      plist .portrait
      orientation .portrait
      device .portrait

      window key
        navigation "Say \"hi\" \\ #1"
          content "line\nbreak\ttab\rreturn\0nul"
          content "zero\u{200B}width non\u{A0}breaking café 🎬"
          content "\u{301}accent first"

      """#),
  ]

  @Test("Printing a parsed canonical scenario gives the same text", arguments: canonical)
  func printsCanonicalTextBack(_ row: ScenarioRow) throws {
    let session = try Scenario.parse(row.text)
    #expect(Scenario.print(session) == row.text, sourceLocation: row.sourceLocation)
  }

  @Test("Parsing a printed session gives the same session", arguments: canonical)
  func parsesPrintedSessionBack(_ row: ScenarioRow) throws {
    expectRoundTrip(try Scenario.parse(row.text), sourceLocation: row.sourceLocation)
  }

  @Test("The canonical scenarios use every event kind")
  func everyEventKind() throws {
    var kinds: Set<Event.Kind> = []
    for row in Self.canonical { kinds.formUnion(try Scenario.parse(row.text).events.map(\.kind)) }
    kinds.formUnion(try Scenario.parse(SceneScenarioTests.text).events.map(\.kind))
    #expect(kinds == Set(Event.Kind.allCases))
  }

  @Test("The canonical scenarios use every kind, origin, style, phase and option")
  func everyControllerAttribute() throws {
    var controllers: [(Controller, TransitionPhase)] = []
    func collect(_ spec: ControllerSpec) {
      controllers.append((spec.controller, spec.phase))
      spec.children.forEach(collect)
      spec.presentations.forEach(collect)
    }
    for row in Self.canonical {
      let session = try Scenario.parse(row.text)
      session.hierarchy.windowSpecs.compactMap(\.root).forEach(collect)
      for event in session.events {
        switch event {
        case .push(let spec, _), .present(let spec, _, _, _), .showWindow(let spec, _, _):
          collect(spec)
        case .setViewControllers(let stack, _): stack.forEach(collect)
        default: break
        }
      }
    }
    #expect(Set(controllers.map(\.0.kind)) == Set(ControllerKind.allCases))
    #expect(Set(controllers.map(\.0.origin)) == Set(ControllerOrigin.allCases))
    #expect(
      Set(controllers.map(\.0.modalPresentationStyle)) == Set(ModalPresentationStyle.allCases))
    #expect(Set(controllers.map(\.1)) == Set(TransitionPhase.allCases))
    #expect(Set(controllers.map(\.0.barStyle)) == Set(BarStyle.allCases))
    let options = controllers.reduce(ControllerOptions()) { $0.union($1.0.options) }
    #expect(options.names == ControllerOptions(rawValue: .max).names)
  }
}
