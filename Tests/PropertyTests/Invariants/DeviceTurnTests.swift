import OrientationSpec
import Testing

/// Forwards the mask to the top (or the selected tab) as the reference does, and answers each
/// turn to a landscape pose with `reaction`, its refresh: what follows-device judges at the end
/// of the turn's group.
struct ReactsToLandscapeTurn: OrientationResolver {
  var name: String
  var reaction: [Event]
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.topViewController?.supportedInterfaceOrientations
      ?? controller.selectedViewController?.supportedInterfaceOrientations
      ?? controller.own.supportedInterfaceOrientations
  }
  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard case .rotateDevice(let pose) = event, pose.interfaceOrientation?.isLandscape == true
    else { return [] }
    return reaction
  }
}

/// Turns the interface back to portrait after each turn to landscape: key-value coding
/// (`.unknown` first) to iOS 15, a geometry request from iOS 16. UIKit followed the device; the
/// app's reaction undoes it (follows-device).
let turnsBackToPortrait = ReactsToLandscapeTurn(
  name: "turns-back-to-portrait",
  reaction: [
    .setDeviceOrientation(.unknown), .setDeviceOrientation(.portrait),
    .requestGeometryUpdate(.portrait),
  ])

/// After a turn to landscape the screen changes its mind (it now supports portrait only) and
/// asks UIKit to update: the interface moves into the new mask, which no longer allows the pose.
/// A refresh into the mask, not a turn undone.
let narrowsAfterTurn = ReactsToLandscapeTurn(
  name: "narrows-after-turn",
  reaction: [
    .declare(DeclaredAnswers(supportedInterfaceOrientations: .portrait), controller: 1),
    .setNeedsUpdateOfSupportedInterfaceOrientations,
  ])

/// `follows-device` after the app's reaction to a turn (its refresh and forcing, the steps
/// `N.r` after a `rotateDevice`), not only at the turn itself.
@Suite("follows-device: the app's reaction must not undo a turn to an allowed pose")
struct DeviceTurnTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var version: OSVersion
    var resolver: any OrientationResolver
    /// The start of the violation's expected text, or `nil` for none.
    var violation: String?
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, _ version: OSVersion, _ resolver: any OrientationResolver,
      violation: String?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.version = version
      self.resolver = resolver
      self.violation = violation
      self.sourceLocation = sourceLocation
    }
  }

  static let rows: [Row] = [
    Row(
      "iOS 15: forcing portrait by key-value coding after the turn undoes it", .iOS15,
      turnsBackToPortrait, violation: ".landscapeRight, where the interface followed"),
    Row(
      "iOS 17: a geometry request for portrait after the turn undoes it", .iOS17,
      turnsBackToPortrait, violation: ".landscapeRight, where the interface followed"),
    Row("the reference leaves the turn as it is", .iOS17, ReferenceResolver(), violation: nil),
    Row(
      "a screen that stops supporting landscape after the turn moves into its new mask", .iOS17,
      narrowsAfterTurn, violation: nil),
  ]

  @Test("What follows-device expects after a turn and the app's reaction", arguments: rows)
  func turn(_ row: Row) throws {
    let session = Session(
      app: AppConfiguration(osVersion: row.version),
      hierarchy: try Hierarchy(root: .navigation([.content("Viewer")])),
      events: [.launch, .rotateDevice(.landscapeLeft)])
    let violations = Self.violations(session, row.resolver).filter { $0.invariant == .followsDevice }
    if let expected = row.violation {
      #expect(
        violations.count == 1 && violations[0].expected.hasPrefix(expected)
          && violations[0].origin == .refresh(after: 1),
        "\(violations)", sourceLocation: row.sourceLocation)
    } else {
      #expect(violations.isEmpty, "\(violations)", sourceLocation: row.sourceLocation)
    }
  }

  @Test("the turn itself followed the device: only the group's end shows the fault")
  func turnStepFollows() throws {
    let session = Session(
      app: AppConfiguration(osVersion: .iOS15),
      hierarchy: try Hierarchy(root: .navigation([.content("Viewer")])),
      events: [.launch, .rotateDevice(.landscapeLeft)])
    let trace = System.run(session, resolver: turnsBackToPortrait)
    let turn = try #require(trace.steps.first { $0.origin == .event(1) })
    #expect(turn.orientationAfter == .landscapeRight)
    #expect(trace.steps.last?.orientationAfter == .portrait)
  }

  static func violations<Resolver: OrientationResolver>(_ session: Session, _ resolver: Resolver)
    -> [InvariantViolation]
  {
    var monitor = InvariantMonitor(session: session)
    System.run(session, resolver: resolver) { monitor.observe($0, $1) }
    monitor.finish()
    return monitor.violations
  }
}
