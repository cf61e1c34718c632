import OrientationSpec
import Testing

@Suite("A long session streams its steps and keeps the arena bounded")
struct LongSessionTests {
  /// Push, rotate, present, rotate, dismiss, pop: the hierarchy returns to its
  /// start after each cycle.
  static let cycle: [Event] = [
    .push(.content("Player", supports: .landscape, prefers: .landscapeRight), navigation: 0),
    .rotateDevice(.landscapeLeft),
    .present(.content("Modal", supports: .portrait), style: .fullScreen, from: 0, animated: true),
    .rotateDevice(.portrait),
    .dismiss(presented: 0, animated: true),
    .pop(navigation: 0),
  ]

  static let eventCount = 100_000
  static let start = ControllerSpec.navigation([.content("Home", supports: .portrait)])

  @Test(
    "100,000 events run with the streaming runner",
    arguments: [(15, false), (17, false), (17, true)])
  func longSession(version: Int, reference: Bool) throws {
    let hierarchy = try makeHierarchy(Self.start)
    let app = AppConfiguration.phone(version)
    let events = (0..<Self.eventCount).map { Self.cycle[$0 % Self.cycle.count] }
    let resolver: any OrientationResolver =
      reference ? ReferenceResolver() : UIKitDefaultResolver()
    var steps = 0
    var refreshes = 0
    var rotations = 0
    var skipped = 0
    var exceptions = 0
    let session = Session(app: app, hierarchy: hierarchy, events: events)
    let final = Self.stream(session, resolver) { step in
      steps += 1
      if case .refresh = step.origin { refreshes += 1 }
      if step.rotated { rotations += 1 }
      if step.skipped != nil { skipped += 1 }
      if step.exception != nil { exceptions += 1 }
    }
    // The reference refreshes (setNeedsUpdate on iOS 17) twice a cycle: after the push, which
    // leaves portrait outside the player's mask, and after the pop, which leaves landscape outside
    // Home's. The 4 events past the last full cycle push once more.
    let cycles = Self.eventCount / Self.cycle.count
    #expect(refreshes == (reference ? 2 * cycles + 1 : 0))
    #expect(steps == Self.eventCount + refreshes)
    #expect(skipped == 0)
    #expect(exceptions == 0)
    #expect(rotations >= Self.eventCount / Self.cycle.count)
    // 100,000 = 16,666 cycles and 4 events: the player is pushed, the modal presented.
    let tail = Array(Self.cycle.prefix(Self.eventCount % Self.cycle.count))
    let short = runSession(
      Session(app: app, hierarchy: hierarchy, events: tail), resolver: resolver)
    #expect(final.count == 4)
    #expect(final == short.finalHierarchy)
  }

  static func stream(
    _ session: Session, _ resolver: any OrientationResolver, onStep: (Step) -> Void
  ) -> Hierarchy {
    System.run(session, resolver: resolver, onStep: onStep)
  }
}
