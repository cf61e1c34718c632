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
    // A screen (0) from the app, nothing declared, no option, not a tab bar; then two
    // presentations, the chain's maximum (no stop flag), the second a navigation controller
    // with three children; its phase (weights index 2) after the chain; no second window.
    #expect(
      hierarchy.description == """
        window 0 (key)
        └─ #0 UIViewController content
           └─ ⇢ #1 UIViewController content system supports: .landscapeLeft forbidsInteractivePop: false preventsAdaptation .popover
              └─ ⇢ #2 UINavigationController navigation prefers: .portraitUpsideDown .overCurrentContext beingDismissed
                 ├─ #3 UIViewController content capturesStatusBarAppearance
                 ├─ #4 UINavigationController navigation system prefers: .portrait statusBarStyle: .lightContent
                 │  ├─ #5 UINavigationController navigation thirdParty autorotates: false prefers: .portrait navigationBarHidden
                 │  │  ├─ #6 UIViewController content supports: .portrait autorotates: false
                 │  │  └─ #7 UIViewController content autorotates: false prefers: .landscapeRight
                 │  └─ #8 UIViewController content autorotates: true statusBarStyle: .default definesPresentationContext
                 └─ #9 UIViewController content statusBarStyle: .lightContent definesPresentationContext
        """)
    #expect(record.count == 128)
    #expect(Array(record.prefix(12)) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0])
    #expect(Array(record.suffix(2)) == [2, 0])
    #expect(
      ReplayToken(size: 10, choices: record).description
        == "os1.CoABAAAAAAAAAAAAAAEAAQEABQAAAAABAAAFAQEBAAAAAQEAAAAABgEAAAAAAAAAAAEBAQEBAAABAAABAQAAAQECAAEBAQAAAAABAQABAQABAQEBAQAAAAAAAQEAAAEBAQIAAAAAAAECAAABAAAAAQAAAQIAAQAAAAAAAAEBAAECAgAKcw"
    )
  }

  @Test("golden: the session of seed 42")
  func goldenSession() {
    let (session, record) = Gen.session(length: 5, maxControllers: 4).generate(seed: 42)
    #expect(
      session.events.map(\.description) == [
        "present an alert from 8", "enter background", "rotate .portrait", "make window 1 key",
        "orientation lock on",
      ])
    #expect(
      session.app
        == AppConfiguration(
          idiom: .pad, osVersion: .iOS12, plistOrientations: nil, padPlistOrientations: nil,
          delegateOrientations: nil, requiresFullScreen: false))
    #expect(session.interfaceOrientation == .landscapeLeft)
    #expect(session.deviceOrientation == .landscapeRight && !session.orientationLock)
    #expect(
      session.hierarchy.description == """
        window 0 (key)
        └─ #0 UIViewController container
           └─ #1 UITabBarController tabBar supports: [.portraitUpsideDown, .landscapeRight] prefers: .portraitUpsideDown selected: 0
              └─ #2 UINavigationController navigation system statusBarStyle: .lightContent
                 └─ #3 UIViewController content system autorotates: false
        window 1 (level 1000)
        └─ no root view controller
        """)
    // The record, read: the app (pad, iOS 12, no plist key, no iPad list, no delegate mask,
    // not full screen, status bar per controller); the hierarchy, whose budget of 4 is spent
    // down one branch, so its loops stop without a flag, and a rootless second window; the
    // interface (3: landscape left), no device draw, no lock; the swarm's 25 weight indices
    // (11 kinds on); then per event its "one more" flag, the index of its kind among those on,
    // and its arguments. Five events: no stop flag.
    #expect(Array(record.prefix(7)) == [1, 3, 4, 0, 0, 0, 0])
    #expect(
      Array(record[60..<85]) == [
        4, 4, 0, 3, 0, 0, 0, 1, 0, 0, 2, 0, 2, 1, 2, 0, 0, 0, 0, 4, 0, 0, 2, 1, 0,
      ])
    #expect(Array(record[85...]) == [1, 5, 8, 1, 8, 1, 0, 0, 0, 1, 7, 1, 1, 1, 1])
    #expect(
      ReplayToken(size: 10, choices: record).description
        == "os1.CmQBAwQAAAAAAwIAAAAAAAAAAAECAAEBBgABAQAAAAABAQEAAAAAAQEAAAECAQABAQAAAAAAAAABAQADAAAEBAADAAAAAQAAAgACAQIAAAAABAAAAgEAAQUIAQgBAAAAAQcBAQEBFNM"
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
    // One screen that forbids the back-swipe: its sixth declared answer is drawn (1, then 1).
    #expect(record == [0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0])
    #expect(first == (try? Hierarchy(root: .content(forbidsInteractivePop: true))))
  }
}
