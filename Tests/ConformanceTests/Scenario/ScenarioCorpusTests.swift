import OrientationConformance
import OrientationSpec
import Testing

@Suite("Scenario round trips over a generated corpus of 500 sessions")
struct ScenarioCorpusTests {
  static let seeds: ClosedRange<UInt64> = 0...499

  @Test("Every generated session prints, parses back equal, and prints again unchanged")
  func generatedSessionsRoundTrip() {
    var checked = 0
    for seed in Self.seeds {
      var generator = SessionGenerator(seed: seed)
      let recipe = "reproduce with SessionGenerator(seed: \(seed)).session()"
      guard let session = generator.session() else {
        Issue.record("seed \(seed): the generator made an invalid hierarchy; \(recipe)")
        continue
      }
      expectRoundTrip(session, "seed \(seed); \(recipe)")
      checked += 1
    }
    #expect(checked == Self.seeds.count)
  }

  @Test("The corpus covers every event kind, controller kind, style, phase and app setting")
  func corpusCoverage() {
    var events: Set<Event.Kind> = []
    var kinds: Set<ControllerKind> = []
    var styles: Set<ModalPresentationStyle> = []
    var phases: Set<TransitionPhase> = []
    var selections: Set<String> = []
    var plists: Set<String> = []
    var windowsWithoutRoot = 0
    func collect(_ spec: ControllerSpec) {
      kinds.insert(spec.controller.kind)
      styles.insert(spec.controller.modalPresentationStyle)
      phases.insert(spec.phase)
      if spec.controller.kind == .tabBar {
        switch spec.tabSelection {
        case .none: selections.insert("none")
        case .index: selections.insert("index")
        case .moreList: selections.insert("more")
        }
      }
      spec.children.forEach(collect)
      spec.presentations.forEach(collect)
    }
    for seed in Self.seeds {
      var generator = SessionGenerator(seed: seed)
      guard let session = generator.session() else { continue }
      events.formUnion(session.events.map(\.kind))
      for window in session.hierarchy.windowSpecs {
        if let root = window.root { collect(root) } else { windowsWithoutRoot += 1 }
      }
      let list = session.app.plistOrientations
      plists.insert(list == nil ? "missing" : list!.isEmpty ? "empty" : "listed")
    }
    #expect(events == Set(Event.Kind.allCases))
    #expect(kinds == Set(ControllerKind.allCases))
    #expect(styles == Set(ModalPresentationStyle.allCases))
    #expect(phases == Set(TransitionPhase.allCases))
    #expect(selections == ["none", "index", "more"])
    #expect(plists == ["missing", "empty", "listed"])
    #expect(windowsWithoutRoot > 0)
  }

  @Test("The generator is pinned: seed 21 prints this scenario on every platform")
  func golden() throws {
    var generator = SessionGenerator(seed: 21)
    let generated = generator.session()
    let session = try #require(generated)
    #expect(
      Scenario.print(session) == #"""
        app pad iOS 20
        plist .landscapeLeft
        delegate [.portrait, .landscapeRight]
        orientation .landscapeRight
        device .portraitUpsideDown locked
        positions modulo

        window level .statusBar
          content "café" system supports .landscape statusBarStyle .lightContent style .fullScreen

        events
          present .pageSheet from 4
            tabBar "🎬 Player" system selected none definesPresentationContext style .pageSheet
              container "zero\u{200B}width" thirdParty supports .portrait prefers .landscapeLeft statusBarHidden false forbidsInteractivePop false
                navigation "#not a comment" system statusBarHidden true statusBarStyle .darkContent removesPresentersView
                  content system supports .landscapeLeft statusBarHidden true definesPresentationContext capturesStatusBarAppearance customBackButton
              presents .custom
                content "back\\slash" system supports .landscapeLeft definesPresentationContext customBackButton

        """#)
  }

  @Test("The generator is deterministic: one seed, one session")
  func deterministic() {
    var first = SessionGenerator(seed: 42)
    var second = SessionGenerator(seed: 42)
    #expect(first.session() == second.session())
  }
}
