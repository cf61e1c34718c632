import OrientationSpec
import Testing

/// A tab bar controller that answers what all its tabs allow together (UIKit's tab bar did,
/// before iOS 6: P12), forwarding otherwise as the reference does: a portrait tab beside a
/// landscape one leaves nothing, though each tab's declarations meet the app's.
struct IntersectsTabs: OrientationResolver {
  var name: String { "intersects-tabs" }
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if controller.kind == .tabBar, controller.childCount > 0 {
      var mask = InterfaceOrientationMask.all
      for position in 0..<controller.childCount {
        if let tab = controller.child(at: position) {
          mask.formIntersection(tab.supportedInterfaceOrientations)
        }
      }
      return mask
    }
    return controller.topViewController?.supportedInterfaceOrientations
      ?? controller.own.supportedInterfaceOrientations
  }
}

/// An empty allowed mask is a violation of orientation-in-masks, never its exemption; where
/// UIKit raises E1 for it, the crash is no-exception's, and only that is reported.
@Suite("orientation-in-masks: an empty allowed mask is a violation; E1 is no-exception's")
struct EmptyMaskTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var app: AppConfiguration
    var root: ControllerSpec
    var events: [Event]
    var resolver: any OrientationResolver
    /// The invariants the session breaks, among orientation-in-masks and no-exception.
    var broken: Set<Invariant>
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, app: AppConfiguration, _ root: ControllerSpec, events: [Event],
      _ resolver: any OrientationResolver, broken: Set<Invariant>,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.app = app
      self.root = root
      self.events = events
      self.resolver = resolver
      self.broken = broken
      self.sourceLocation = sourceLocation
    }
  }

  static func tabs(declared: DeclaredAnswers = .none) -> ControllerSpec {
    .tabBar(
      [.content("Library", supports: .portrait), .content("Player", supports: .landscape)],
      declared: declared)
  }

  static let rows: [Row] = [
    Row(
      "a root installed with nothing allowed raises E1: no-exception reports the crash alone",
      app: AppConfiguration(osVersion: .iOS17), tabs(), events: [.launch], IntersectsTabs(),
      broken: [.noException]),
    Row(
      "iOS 15: shouldAutorotate NO suppresses E1, and the empty mask is reported",
      app: AppConfiguration(osVersion: .iOS15),
      tabs(declared: DeclaredAnswers(shouldAutorotate: false)), events: [.launch],
      IntersectsTabs(), broken: [.orientationInMasks]),
    Row(
      "a tab switch is no checkpoint for E1: the empty mask is reported",
      app: AppConfiguration(osVersion: .iOS17), tabs(), events: [.selectTab(.index(1), tabBar: 0)],
      IntersectsTabs(), broken: [.orientationInMasks]),
    Row(
      "the reference forwards to the selected tab: never empty",
      app: AppConfiguration(osVersion: .iOS15),
      tabs(declared: DeclaredAnswers(shouldAutorotate: false)),
      events: [.launch, .selectTab(.index(1), tabBar: 0)], ReferenceResolver(), broken: []),
    Row(
      "declarations that leave nothing are the app's own mistake, as E1 is for no-exception",
      app: AppConfiguration(osVersion: .iOS15, plistOrientations: [.portrait]),
      .navigation([.content("Player", supports: .landscape, autorotates: false)]),
      events: [.launch], ReferenceResolver(), broken: []),
  ]

  @Test("Who reports an empty allowed mask", arguments: rows)
  func emptyMask(_ row: Row) throws {
    let session = Session(
      app: row.app, hierarchy: try Hierarchy(root: row.root), events: row.events)
    var monitor = InvariantMonitor(session: session)
    System.run(session, resolver: row.resolver) { monitor.observe($0, $1) }
    monitor.finish()
    let broken = Set(monitor.violations.map(\.invariant))
      .intersection([.orientationInMasks, .noException])
    #expect(broken == row.broken, "\(monitor.violations)", sourceLocation: row.sourceLocation)
    if let violation = monitor.violations.first(where: { $0.invariant == .orientationInMasks }) {
      #expect(
        violation.expected.hasPrefix("a non-empty allowed mask")
          && violation.actual.hasPrefix("allowed [] from "),
        "\(violation)", sourceLocation: row.sourceLocation)
    }
  }
}
