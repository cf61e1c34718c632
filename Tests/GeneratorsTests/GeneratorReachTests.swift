import Generators
import OrientationSpec
import Testing

/// What the session generator reaches: every modelled iOS version, and consistent declarations
/// most of the time, so that an exception is usually the code under check's fault.
@Suite("Generator reach: every iOS version, consistent declarations most of the time")
struct GeneratorReachTests {
  /// `count` sessions of the matrix's shape (20 events, 8 controllers, a launch first).
  static func sessions(_ count: Int) -> [Session] {
    let generator = SessionGenerator(length: 20, maxControllers: 8)
    var seeds = SplitMix64(seed: 0x0A11_0C0F_FEE5)
    var source = ChoiceSource(seed: 0)
    return (0..<count).map { _ in
      source.reset(seed: seeds.next())
      return generator.generate(&source, startingWith: .launch)
    }
  }

  @Test("The version ranges cover every supported version once, each starting at a landmark")
  func ranges() {
    let flat = OSVersion.ranges.flatMap { $0 }.map(\.major)
    #expect(flat == Array(OSVersion.supported))
    #expect(OSVersion.ranges.map { $0[0] } == OSVersion.landmarks)
  }

  @Test("Every supported iOS version is generated; each range holds about its share")
  func everyVersion() {
    let sessions = Self.sessions(3_000)
    var byVersion: [Int: Int] = [:]
    for session in sessions { byVersion[session.app.osVersion.major, default: 0] += 1 }
    #expect(Set(byVersion.keys) == Set(OSVersion.supported))
    // iOS 16 to 25 weighs 3, each of the eight other ranges 1: 3/11 of 3,000 is 818, 1/11 273.
    for range in OSVersion.ranges {
      let count = range.reduce(0) { $0 + (byVersion[$1.major] ?? 0) }
      let expected = range.contains(.iOS17) ? 700...940 : 210...340
      #expect(expected.contains(count), "\(range.map(\.major)): \(count)")
    }
  }

  @Test("Most sessions are consistent; a session that keeps orientations always is")
  func consistency() {
    var consistent = 0
    var kept = 0
    let generator = SessionGenerator(length: 20, maxControllers: 8)
    var seeds = SplitMix64(seed: 7)
    var source = ChoiceSource(seed: 0)
    for _ in 0..<2_000 {
      let seed = seeds.next()
      // The kept orientations are the session's first draw.
      source.reset(seed: seed)
      let keeps = !Draw.keptOrientations(&source).isEmpty
      source.reset(seed: seed)
      let session = generator.generate(&source, startingWith: .launch)
      let isConsistent = session.declarationsAreConsistent(under: .default)
      if keeps {
        kept += 1
        #expect(isConsistent, "\(session)")
      }
      if isConsistent { consistent += 1 }
    }
    #expect((1_400...1_600).contains(kept))
    #expect(consistent >= kept)
  }

  @Test("A drawn declaration meets the kept orientations; the app's masks keep them")
  func keepRepairs() {
    var source = ChoiceSource(seed: 11)
    for kept in [InterfaceOrientationMask.portrait, .landscape, .allButUpsideDown, .landscapeLeft] {
      for _ in 0..<500 {
        let declared = Draw.declaredAnswers(&source, keeping: kept)
        if let mask = declared.supportedInterfaceOrientations {
          #expect(!mask.intersection(kept).isEmpty)
        }
        if let preferred = declared.preferredInterfaceOrientationForPresentation {
          #expect(kept.contains(preferred))
          #expect(declared.supportedInterfaceOrientations?.contains(preferred) ?? true)
        }
        let app = Draw.appConfiguration(&source, keeping: kept)
        #expect(app.plistMask(.default).mask.isSuperset(of: kept))
        if let mask = app.delegateOrientations { #expect(mask.isSuperset(of: kept)) }
      }
    }
  }
}
