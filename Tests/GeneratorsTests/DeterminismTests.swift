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
    #expect(
      hierarchy.description == """
        window 0 (key)
        └─ #0 UITabBarController tabBar supports: .landscape prefers: .landscapeLeft selected: more customBackButton
           ├─ #1 UINavigationController navigation system supports: .all
           │  ├─ #2 UINavigationController navigation prefers: .landscapeLeft
           │  │  └─ #3 UIViewController container supports: .allButUpsideDown autorotates: true statusBarStyle: .darkContent
           │  ├─ #4 UINavigationController navigation prefers: .landscapeRight statusBarStyle: .darkContent
           │  └─ #5 UIViewController content supports: .all
           ├─ #6 UINavigationController navigation autorotates: true
           │  ├─ #7 UIViewController content statusBarStyle: .darkContent
           │  ├─ #8 UIViewController container autorotates: false
           │  └─ #9 UIViewController content system supports: [.portraitUpsideDown, .landscapeLeft] customBackButton
           ├─ #10 UITabBarController tabBar autorotates: true selected: none
           ├─ #11 UITabBarController tabBar supports: .all autorotates: true statusBarHidden: false selected: none
           ├─ #12 UISplitViewController split thirdParty
           └─ #13 UISplitViewController split forbidsInteractivePop: false
        """)
    #expect(record.count == 173)
    #expect(
      ReplayToken(size: 10, choices: record).description
        == "os1.Cq0BAAQFAQMMAgIDAwQBBAABBgcGAQIAAAEDAQIBAwcBAAICAwQEBAABCwQBAw0DAAEDBQIDAQAHAAACAgIDBQIBAwACAQEBAAIBBAMEAQIAAAMAAQMDAgIBAwEEAAIBAQUCBAELAAADAQAAAwEDAAAGAQMKAAEDAAQEAAkDAAMAAAEDAwMCAQgCAQEAAwAABQABAgMEBwoABwACAAAEAgMACgADAAABAgAFAAICAQBDWw"
    )
  }

  @Test("golden: the session of seed 42")
  func goldenSession() {
    let (session, record) = Gen.session(length: 5, maxControllers: 4).generate(seed: 42)
    #expect(
      session.events.map(\.description) == [
        "dismiss presented 4 animated", "dismiss presented 4", "rotate .portrait",
        "remove window 1", "pop navigation 7",
      ])
    #expect(
      session.app
        == AppConfiguration(
          idiom: .phone, osVersion: .iOS12, plistOrientations: nil,
          padPlistOrientations: [.portrait], delegateOrientations: .landscapeLeft,
          requiresFullScreen: true))
    #expect(
      session.hierarchy.description == """
        window 0 (key)
        └─ #0 UIViewController content system prefers: .landscapeRight statusBarHidden: true
           └─ ⇢ #1 UIViewController content autorotates: false forbidsInteractivePop: true definesPresentationContext .currentContext
        """)
    #expect(
      ReplayToken(size: 10, choices: record).description
        == "os1.Cl8AAwQDAQECBQMEBAMGAAICAgUBBAAAAAEEAwADAQACAwUBBAIHAAECBAIGAQMAAQIBAwEBAAEAAAEDAQIBAwABAAAAAQEAAQEBAgEBAAAAAQEAFwQAFQQBAwQAGgEIB3df"
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
    #expect(first == Gen.hierarchy().generate(seed: seeds.next()).value)
    #expect(first?.count == 12)
  }
}
