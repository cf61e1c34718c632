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

/// The answers `forwarding-fidelity` compares, as its violations name them.
enum ForwardedAnswer: String, Sendable, CaseIterable {
  case shouldAutorotate
  case preferred = "preferredInterfaceOrientationForPresentation"
  case statusBarHidden = "prefersStatusBarHidden"
  case statusBarStyle = "preferredStatusBarStyle"
}

/// Forwards every question to the child on screen as the reference does, and refreshes as it
/// does, except one answer, which each container gives for itself (its subclass's declared
/// answer, else UIKit's): a navigation controller that forwards the mask but not, say,
/// `shouldAutorotate` (forwarding-fidelity, one answer at a time).
struct ForgetsOneAnswer: OrientationResolver {
  let forgotten: ForwardedAnswer
  var name: String { "forgets-\(forgotten.rawValue)" }

  func shown(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .navigation: controller.topViewController
    case .tabBar: controller.selectedViewController
    case .split, .page, .container: controller.child(at: controller.childCount - 1)
    case .content, .alert: nil
    }
  }
  func forwards(_ answer: ForwardedAnswer, _ controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    answer == forgotten ? nil : shown(by: controller)
  }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if let shown = shown(by: controller) {
      let mask = shown.supportedInterfaceOrientations
      if !mask.isEmpty { return mask }
    }
    return controller.own.supportedInterfaceOrientations
  }
  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    forwards(.shouldAutorotate, controller)?.shouldAutorotate ?? controller.own.shouldAutorotate
  }
  func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    forwards(.preferred, controller)?.preferredInterfaceOrientationForPresentation
      ?? controller.own.preferredInterfaceOrientationForPresentation
  }
  func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    forwards(.statusBarHidden, controller)?.prefersStatusBarHidden
      ?? controller.own.prefersStatusBarHidden
  }
  func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    forwards(.statusBarStyle, controller)?.preferredStatusBarStyle
      ?? controller.own.preferredStatusBarStyle
  }
  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    ReferenceResolver.refresh(window)
  }
}

@Suite("Invariants: the reference holds them all; each has a resolver that breaks it")
struct InvariantTests {
  static let sessions = generatedSessions(300, length: 20, maxControllers: 8)

  /// The invariants `resolver` violates over the sessions (determinism by running each twice).
  static func violated(by resolver: any OrientationResolver) -> Set<Invariant> {
    violatedOpened(by: resolver)
  }

  static func violatedOpened<Resolver: OrientationResolver>(by resolver: Resolver) -> Set<Invariant>
  {
    var found: Set<Invariant> = []
    for session in sessions {
      found.formUnion(violations(in: session, by: resolver).map(\.invariant))
      if System.run(session, resolver: resolver) != System.run(session, resolver: resolver) {
        found.insert(.determinism)
      }
    }
    return found
  }

  /// The first violation of each invariant in one run of `session`.
  static func violations<Resolver: OrientationResolver>(in session: Session, by resolver: Resolver)
    -> [InvariantViolation]
  {
    var monitor = InvariantMonitor(session: session)
    System.run(session, resolver: resolver) { step, state in monitor.observe(step, state) }
    monitor.finish()
    return monitor.violations
  }

  @Test("The reference resolver holds every invariant over 300 generated sessions of 20 events")
  func referenceHoldsAll() {
    #expect(Self.violated(by: ReferenceResolver()) == [])
  }

  @Test(
    "The reference holds every invariant where scenes connect and disconnect and the device is set several times in one turn",
    arguments: Assumptions.DeviceOrientationSets.allCases)
  func referenceHoldsAllWithScenes(sets: Assumptions.DeviceOrientationSets) {
    var assumptions = Assumptions()
    assumptions.deviceOrientationSetsInOneTurn = sets
    let generator = Generators.SessionGenerator(
      length: 20, maxControllers: 8,
      kinds: Event.Kind.generated)
    var source = ChoiceSource(seed: 0)
    var found: [InvariantViolation] = []
    var kinds: Set<Event.Kind> = []
    for seed in 0..<300 {
      source.reset(seed: UInt64(seed))
      let session = generator.generate(&source)
      kinds.formUnion(session.events.map(\.kind))
      var monitor = InvariantMonitor(session: session, assumptions: assumptions)
      System.run(session, resolver: ReferenceResolver(), assumptions: assumptions) {
        monitor.observe($0, $1)
      }
      monitor.finish()
      found += monitor.violations
    }
    #expect(kinds.isSuperset(of: [.disconnectScene, .connectScene, .setDeviceOrientations]))
    #expect(found.isEmpty, "\(found.prefix(3))")
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
    // A tab bar that intersects its tabs: an empty allowed mask where E1 is not raised.
    Row(.orientationInMasks, IntersectsTabs()),
    Row(.noException, SeedResolvers.all.first { $0.name == "el-orientation-control" }!),
    Row(.forwardingFidelity, UIKitDefaultResolver()),
    Row(.forwardingFidelity, ForgetsOneAnswer(forgotten: .shouldAutorotate)),
    Row(.forwardingFidelity, ForgetsOneAnswer(forgotten: .preferred)),
    Row(.forwardingFidelity, ForgetsOneAnswer(forgotten: .statusBarHidden)),
    Row(.forwardingFidelity, ForgetsOneAnswer(forgotten: .statusBarStyle)),
    Row(.followsDevice, NeverAutorotates()),
    // UIKit follows the turn; the resolver's refresh undoes it.
    Row(.followsDevice, turnsBackToPortrait),
    Row(.refreshAfterNavigation, UIKitDefaultResolver()),
    Row(.dismissRestores, UIKitDefaultResolver()),
    Row(.backSwipe, UIKitDefaultResolver()),
    Row(.noRotationWhileLocked, FollowsMotionSensor()),
    Row(.determinism, Flaky()),
  ]

  @Test("Every invariant can fail: a resolver that breaks it is caught", arguments: rows)
  @MainActor func canFail(_ row: Row) {
    let violated = Self.violated(by: row.resolver)
    #expect(violated.contains(row.invariant), sourceLocation: row.sourceLocation)
  }

  @Test(
    "forwarding-fidelity catches each answer a container forgets to forward, and names it",
    arguments: ForwardedAnswer.allCases)
  func fidelityNamesTheAnswer(_ answer: ForwardedAnswer) {
    let resolver = ForgetsOneAnswer(forgotten: answer)
    let found = Self.sessions.flatMap { Self.violations(in: $0, by: resolver) }
      .filter { $0.invariant == .forwardingFidelity }
    #expect(!found.isEmpty)
    // Every other answer is forwarded as the reference forwards it, so each violation is about
    // the forgotten one, on both sides.
    for violation in found {
      #expect(
        violation.expected.hasPrefix(answer.rawValue + " ")
          && violation.actual.hasPrefix(answer.rawValue + " "),
        "\(violation)")
    }
  }

  @Test("Every invariant has a row that proves it can fail")
  func everyInvariantCovered() {
    #expect(Set(Self.rows.map(\.invariant)) == Set(Invariant.allCases))
  }
}
