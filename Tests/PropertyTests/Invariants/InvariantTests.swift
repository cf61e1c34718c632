import Generators
import OrientationSpec
import Resolvers
import Testing

/// A reference that never autorotates: blocks rotations its screens allow (follows-device).
struct NeverAutorotates: OrientationResolver {
  var name: String { "never-autorotates" }
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if let top = controller.topViewController { return top.supportedInterfaceOrientations }
    if let selected = controller.selectedViewController {
      return selected.supportedInterfaceOrientations
    }
    return controller.own.supportedInterfaceOrientations
  }
  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool { false }
}

/// A player that follows a motion sensor: after every device turn it forces the pose, lock or not.
struct FollowsMotionSensor: OrientationResolver {
  var name: String { "follows-motion-sensor" }
  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard case .rotateDevice(let pose) = event, pose.isValidInterfaceOrientation else { return [] }
    return [.setDeviceOrientation(.unknown), .setDeviceOrientation(pose)]
  }
}

/// Answers from state that outlives a run: the same session gives different traces.
final class FlakyCounter: @unchecked Sendable { var value = 0 }
struct Flaky: OrientationResolver {
  var name: String { "flaky" }
  let counter = FlakyCounter()
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    counter.value += 1
    return counter.value % 7 == 0 ? .portrait : controller.own.supportedInterfaceOrientations
  }
}

@Suite("Invariants: the reference holds them all; each has a resolver that breaks it")
struct InvariantTests {
  static let sessions: [Session] = {
    let generator = Generators.SessionGenerator(length: 20, maxControllers: 8)
    var source = ChoiceSource(seed: 0)
    return (0..<300).map { seed in
      source.reset(seed: UInt64(seed))
      return generator.generate(&source)
    }
  }()

  /// The invariants `resolver` violates over the sessions (determinism by running each twice).
  static func violated(by resolver: any OrientationResolver) -> Set<Invariant> {
    violatedOpened(by: resolver)
  }

  static func violatedOpened<Resolver: OrientationResolver>(by resolver: Resolver) -> Set<Invariant>
  {
    var found: Set<Invariant> = []
    for session in sessions {
      var monitor = InvariantMonitor(session: session)
      System.run(session, resolver: resolver) { step, state in monitor.observe(step, state) }
      monitor.finish()
      found.formUnion(monitor.violations.map(\.invariant))
      if System.run(session, resolver: resolver) != System.run(session, resolver: resolver) {
        found.insert(.determinism)
      }
    }
    return found
  }

  @Test("The reference resolver holds every invariant over 300 generated sessions of 20 events")
  func referenceHoldsAll() {
    #expect(Self.violated(by: ReferenceResolver()) == [])
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var invariant: Invariant
    var resolver: any OrientationResolver
    var sourceLocation: SourceLocation
    var testDescription: String { "\(invariant.rawValue) fails for \(resolver.name)" }
    init(
      _ invariant: Invariant, _ resolver: any OrientationResolver,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.invariant = invariant
      self.resolver = resolver
      self.sourceLocation = sourceLocation
    }
  }

  static let rows: [Row] = [
    Row(.orientationInMasks, UIKitDefaultResolver()),
    Row(.noException, ElOrientationControlResolver()),
    Row(.forwardingFidelity, UIKitDefaultResolver()),
    Row(.followsDevice, NeverAutorotates()),
    Row(.refreshAfterNavigation, UIKitDefaultResolver()),
    Row(.dismissRestores, UIKitDefaultResolver()),
    Row(.backSwipe, UIKitDefaultResolver()),
    Row(.noRotationWhileLocked, FollowsMotionSensor()),
    Row(.determinism, Flaky()),
  ]

  @Test("Every invariant can fail: a resolver that breaks it is caught", arguments: rows)
  func canFail(_ row: Row) {
    let violated = Self.violated(by: row.resolver)
    #expect(violated.contains(row.invariant), sourceLocation: row.sourceLocation)
  }

  @Test("Every invariant has a row that proves it can fail")
  func everyInvariantCovered() {
    #expect(Set(Self.rows.map(\.invariant)) == Set(Invariant.allCases))
  }
}
