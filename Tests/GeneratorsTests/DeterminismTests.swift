import Generators
import OrientationSpec
import Testing

@Suite("Determinism: a seed gives the same cases, pinned by golden values")
struct DeterminismTests {
  @Test("the same seed gives equal hierarchies and sessions, with equal records")
  func sameSeedSameCase() {
    for seed: UInt64 in 0..<100 {
      let first = Gen.hierarchy().generate(seed: seed)
      let second = Gen.hierarchy().generate(seed: seed)
      #expect(first.value == second.value && first.record == second.record, "seed \(seed)")
      let session = Gen.session().generate(seed: seed)
      let again = Gen.session().generate(seed: seed)
      #expect(session.value == again.value && session.record == again.record, "seed \(seed)")
    }
  }

  @Test("a session starting with an event draws as without it, and the fast path draws the same")
  func startingWithAndFastPath() {
    for (length, controllers) in [(100, 10), (20, 8), (3, 2)] {
      let generator = SessionGenerator(length: length, maxControllers: controllers)
      var fast = ChoiceSource(seed: 0, recording: false)
      for seed: UInt64 in 0..<60 {
        var plain = ChoiceSource(seed: seed, marksSpans: true)
        var expected = generator.generate(&plain)
        var launching = ChoiceSource(seed: seed, marksSpans: true)
        let session = generator.generate(&launching, startingWith: .launch)
        // Unrecorded, reused: the draws of a fuzz campaign.
        fast.reset(seed: seed)
        #expect(generator.generate(&fast) == expected, "seed \(seed)")
        // Replayed, with spans: the draws of a shrink.
        var replay = ChoiceSource(replaying: plain.choices, marksSpans: true)
        #expect(generator.generate(&replay) == expected, "seed \(seed)")
        #expect(replay.choices == plain.choices && replay.markedSpans == plain.markedSpans)
        expected.events.insert(.launch, at: 0)
        #expect(session == expected, "seed \(seed)")
        #expect(launching.choices == plain.choices, "seed \(seed)")
        #expect(launching.markedSpans == plain.markedSpans, "seed \(seed)")
      }
    }
  }

  @Test("a run's cases are the same on every run")
  func sameRun() {
    var first: [Hierarchy] = []
    var second: [Hierarchy] = []
    _ = Property.check(Gen.hierarchy(), seed: 9, budget: .cases(50)) {
      first.append($0)
      return true
    }
    _ = Property.check(Gen.hierarchy(), seed: 9, budget: .cases(50)) {
      second.append($0)
      return true
    }
    #expect(first == second)
  }

  @Test("golden: the hierarchy of seed 42")
  func goldenHierarchy() {
    let (hierarchy, record) = Gen.hierarchy().generate(seed: 42)
    // A screen (0) from the app, nothing declared, no option; the top's phase (weights index
    // 1: being presented), drawn before the chain; one presentation (its flag, then the style,
    // 2: page sheet), a split view controller (3, then 0) holding one screen; the split's stop
    // flag, the chain's, and no second window.
    #expect(
      hierarchy.description == """
        window 0 (key)
        └─ #0 UIViewController content
           └─ ⇢ #1 UISplitViewController split forbidsInteractivePop: false .pageSheet beingPresented
              └─ #2 UIViewController content supports: .allButUpsideDown autorotates: true
        """)
    #expect(record.count == 39)
    #expect(Array(record.prefix(13)) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3])
    #expect(Array(record.suffix(3)) == [0, 0, 0])
    #expect(
      ReplayToken(size: 10, choices: record).description
        == "os1.CicAAAAAAAAAAAABAQIDAAAAAAAAAAEAAAEAAAEAAwEAAAAAAAAAAAD71w")
  }

  @Test("golden: the session of seed 42")
  func goldenSession() {
    let (session, record) = Gen.session(length: 5, maxControllers: 4).generate(seed: 42)
    #expect(
      session.events.map(\.description) == [
        "disconnect scene 0", "begin back-swipe", "enter background", "begin back-swipe",
        "requestGeometryUpdate([]) on scene 2",
      ])
    #expect(
      session.app
        == AppConfiguration(
          idiom: .phone, osVersion: .iOS12, plistOrientations: [], padPlistOrientations: nil,
          delegateOrientations: nil, requiresFullScreen: false))
    #expect(session.interfaceOrientation == .landscapeLeft)
    #expect(session.deviceOrientation == .portrait && !session.orientationLock)
    #expect(
      session.hierarchy.description == """
        window 0 (key)
        └─ #0 UITabBarController tabBar supports: .portrait selected: none
           └─ ⇢ #1 UINavigationController navigation prefers: .portrait .pageSheet beingPresented
              ├─ #2 UIViewController content supports: .allButUpsideDown forbidsInteractivePop: true
              └─ #3 UIViewController container supports: [.portrait, .portraitUpsideDown, .landscapeLeft] autorotates: true
        """)
    // The record, read: the kept orientations (0: portrait, so that a preferred upside down
    // became portrait, and a mask missing portrait gained it); the app (phone; iOS 12: the sixth
    // range of versions, iOS 11 and 12, then its second; an empty plist list, which the idiom's
    // default replaces, no iPad list, no delegate mask, not full screen, status bar per
    // controller); the hierarchy, whose budget of 4 is spent in a root and a presented chain;
    // the interface (3: landscape left), a device pose of its own (portrait), no lock. Then per
    // event its "one more" flag, its kind (the index in Event.Kind.allCases: the swarm that
    // picked it is not recorded) and its arguments. Five events: no stop flag.
    #expect(Array(record.prefix(7)) == [0, 0, 5, 1, 5, 0, 0])
    #expect(record.count == 86)
    #expect(
      Array(record[61...]) == [
        0, 0, 0, 0, 0, 0, 3, 1, 0, 0, 0, 1, 30, 0, 1, 6, 1, 19, 1, 6, 1, 26, 1, 0, 2,
      ])
    #expect(
      ReplayToken(size: 10, choices: record).description
        == "os1.ClYAAAUBBQAAAAACAAEAAQAAAAAAAAAAAAEBAgEAAAABAQAAAAABAgABAAMAAAAAAQEAAQMCAAEBCgEAAAAAAAAAAAAAAwEAAAABHgABBgETAQYBGgEAAiEJ"
    )
  }

  @Test("golden: the first case of Property.check with seed 42 is the hierarchy of its first seed")
  func goldenFirstCase() {
    var first: Hierarchy?
    _ = Property.check(Gen.hierarchy(), seed: 42, budget: .cases(1)) {
      first = $0
      return true
    }
    var seeds = SplitMix64(seed: 42)
    let (hierarchy, record) = Gen.hierarchy().generate(seed: seeds.next())
    #expect(first == hierarchy)
    // A screen that forbids the back-swipe (its sixth declared answer drawn: 1, then 1), no
    // option, no phase; then a presentation (flag 1, style 7: current context).
    #expect(Array(record.prefix(13)) == [0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 7])
    #expect(record.count == 39)
    #expect(
      first?.description == """
        window 0 (key)
        └─ #0 UIViewController content forbidsInteractivePop: true
           └─ ⇢ #1 UIViewController content thirdParty prefers: .landscapeLeft statusBarStyle: .lightContent .currentContext
              └─ ⇢ #2 UIViewController content system supports: .all .automatic
        """)
  }
}
