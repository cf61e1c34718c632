import OrientationSpec
import Synchronization
import Testing

/// Prefers portrait for every app controller, whatever it supports: E2/E3 at a full-screen presentation.
struct AlwaysPortraitResolver: OrientationResolver {
  func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    .portrait
  }
}

/// An app delegate answering `.all` and `.allButUpsideDown` in turn: two evaluations of one case differ.
struct AlternatingResolver: OrientationResolver {
  final class Turn: Sendable {
    let odd = Mutex(false)
  }
  let turn = Turn()

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    turn.odd.withLock { odd in
      odd.toggle()
      return odd ? .all : .allButUpsideDown
    }
  }
}

@Suite("The properties catch deliberately broken resolvers at their smallest case")
struct BrokenResolverTests {
  @Test(
    "a resolver preferring portrait everywhere raises E2/E3 when a landscape screen is presented full screen"
  )
  func unclampedPreferredOrientation() throws {
    let found = try #require(
      PropertyCorpus.firstCounterexample(
        ResolutionProperties.raisesNothingWhenConsistent(AlwaysPortraitResolver())))
    #expect(PropertyCorpus.tiers[found.0.tier].name == "two controllers")
    #expect(found.0.trigger == .fullScreenPresentation)
    #expect(found.reason.hasPrefix("raises E2/E3"))
    #expect(
      found.0.hierarchy.description == """
        window 0 (key)
        └─ #0 UIViewController content
           └─ ⇢ #1 UIViewController content supports: .landscape .fullScreen beingPresented
        """)
  }

  @Test(
    "the reference resolver's forwarding breaks the uikit-default property at a navigation controller"
  )
  func forwardingContainer() throws {
    let found = try #require(
      PropertyCorpus.firstCounterexample(
        ResolutionProperties.deciderAnswersForItself(ReferenceResolver())))
    #expect(PropertyCorpus.tiers[found.0.tier].name == "two controllers")
    #expect(
      found.0.hierarchy.description == """
        window 0 (key)
        └─ #0 UINavigationController navigation
           └─ #1 UIViewController content supports: .portrait
        """)
  }

  @Test("a resolver that alternates its answers is not deterministic on the first case")
  func alternatingAnswers() throws {
    let found = try #require(
      PropertyCorpus.firstCounterexample(ResolutionProperties.deterministic(AlternatingResolver())))
    #expect(found.0.tier == 0)
    #expect(found.0.number == 0)
    #expect(found.checked == 1)
  }

  @Test("a counterexample ends with the line that replays it")
  func replayLine() throws {
    let found = try #require(
      PropertyCorpus.firstCounterexample(ResolutionProperties.deterministic(AlternatingResolver())))
    let last = try #require(found.0.description.split(separator: "\n").last)
    #expect(
      last == "replay: try PropertyCorpus.replay(tier: 0, hierarchy: 0, configuration: 0, "
        + "interface: .portrait, trigger: .rootInstalled)")
    let replayed = try PropertyCorpus.replay(
      tier: 0, hierarchy: 0, configuration: 0, interface: .portrait, trigger: .rootInstalled)
    #expect(replayed.hierarchy == found.0.hierarchy)
  }

  @Test("the recorded issue names the property, the case, the app, and ends with the replay line")
  func issueText() {
    withKnownIssue {
      checkProperty(
        "AlwaysPortraitResolver raises nothing",
        ResolutionProperties.raisesNothingWhenConsistent(AlwaysPortraitResolver()))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return issue.sourceLocation?.fileID == #fileID
        && text.hasPrefix(
          "Counterexample to \"AlwaysPortraitResolver raises nothing\" (tier \"two controllers\", hierarchy #186,"
        )
        && text.contains(
          "└─ ⇢ #1 UIViewController content supports: .landscape .fullScreen beingPresented")
        && text.contains("app: phone, iOS 12, plist .portrait, delegate .all")
        && text.hasSuffix(
          "replay: try PropertyCorpus.replay(tier: 1, hierarchy: 186, configuration: 2, "
            + "interface: .portrait, trigger: .fullScreenPresentation)")
    }
  }
}
