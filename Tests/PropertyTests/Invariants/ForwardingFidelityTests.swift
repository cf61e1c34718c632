import OrientationSpec
import Resolvers
import Testing

/// `forwarding-fidelity` over its four answers, on hand-built sessions: what is expected of a
/// forwarding container, when the answer is compared, and what is exempt.
@Suite("forwarding-fidelity: the mask, shouldAutorotate, preferred orientation and status bar")
struct ForwardingFidelityTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var app: AppConfiguration
    var root: ControllerSpec
    var events: [Event]
    var assumptions: Assumptions
    var resolver: any OrientationResolver
    /// The answer the violation names (the start of its expected text), or `nil` for none.
    var violation: String?
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, app: AppConfiguration = AppConfiguration(), _ root: ControllerSpec,
      events: [Event] = [.launch], assumptions: Assumptions = .default,
      _ resolver: any OrientationResolver, violation: String?,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.app = app
      self.root = root
      self.events = events
      self.assumptions = assumptions
      self.resolver = resolver
      self.violation = violation
      self.sourceLocation = sourceLocation
    }
  }

  static let iOS15 = AppConfiguration(osVersion: .iOS15)
  static let unclamped: Assumptions = {
    var assumptions = Assumptions.default
    assumptions.inheritedPreferredOrientationIsClamped = false
    return assumptions
  }()

  /// A full-screen presentation of an app navigation controller over a portrait root.
  static func presenting(_ top: ControllerSpec) -> [Event] {
    [.launch, .present(.navigation([top]), style: .fullScreen, from: 0, animated: true)]
  }

  /// A landscape-right player presented full screen over the root, then dismissed.
  static let dismissingPlayer: [Event] = [
    .launch,
    .present(
      .content("Player", supports: .landscapeRight), style: .fullScreen, from: 0, animated: true),
    .dismiss(presented: 0, animated: true),
  ]

  static let rows: [Row] = [
    // shouldAutorotate: asked to iOS 15 only.
    Row(
      "iOS 15: a navigation controller that does not forward its top's shouldAutorotate NO",
      app: iOS15, .navigation([.content("Player", autorotates: false)]), UIKitDefaultResolver(),
      violation: "shouldAutorotate NO"),
    Row(
      "iOS 15: the reference forwards shouldAutorotate NO",
      app: iOS15, .navigation([.content("Player", autorotates: false)]), ReferenceResolver(),
      violation: nil),
    Row(
      "iOS 17: shouldAutorotate is not asked, so not forwarding it is no fault",
      .navigation([.content("Player", autorotates: false)]), UIKitDefaultResolver(),
      violation: nil),
    // The preferred orientation: asked at a full-screen presentation.
    Row(
      "a presented navigation controller that answers its own preferred, not its top's declared",
      .content("Root"),
      events: presenting(.content("Player", supports: .landscape, prefers: .landscapeLeft)),
      ForgetsOneAnswer(forgotten: .preferred),
      violation: "preferredInterfaceOrientationForPresentation .landscapeLeft"),
    Row(
      "the reference forwards the declared preferred orientation",
      .content("Root"),
      events: presenting(.content("Player", supports: .landscape, prefers: .landscapeLeft)),
      ReferenceResolver(), violation: nil),
    Row(
      "a top that declares none: UIKit's clamped default, which the container's own equals",
      .content("Root"), events: presenting(.content("Player", supports: .landscape)),
      ForgetsOneAnswer(forgotten: .preferred), violation: nil),
    Row(
      "a top that declares none: a container answering otherwise is caught",
      .content("Root"), events: presenting(.content("Player", supports: .landscape)),
      PrefersLandscapeLeft(),
      violation: "preferredInterfaceOrientationForPresentation .landscapeRight"),
    Row(
      "unclamped default outside the allowed mask: exempt (the reference substitutes one)",
      .content("Root"), events: presenting(.content("Player", supports: .landscape)),
      assumptions: unclamped, ReferenceResolver(), violation: nil),
    // At a dismissal UIKit asks the controller below when the orientation is not allowed there.
    Row(
      "a dismissal back to a navigation controller that answers its own preferred",
      .navigation([
        .content("List", supports: [.portrait, .landscapeLeft], prefers: .landscapeLeft)
      ]),
      events: dismissingPlayer, ForgetsOneAnswer(forgotten: .preferred),
      violation: "preferredInterfaceOrientationForPresentation .landscapeLeft"),
    Row(
      "a dismissal back to the reference, which forwards its top's preferred",
      .navigation([
        .content("List", supports: [.portrait, .landscapeLeft], prefers: .landscapeLeft)
      ]),
      events: dismissingPlayer, ReferenceResolver(), violation: nil),
    // The status bar: judged where UIKit's routing asks an app container.
    Row(
      "UIKit asks a navigation controller's top itself whether the status bar is hidden",
      .navigation([.content("Player", statusBarHidden: true)]),
      ForgetsOneAnswer(forgotten: .statusBarHidden), violation: nil),
    Row(
      "a custom container that does not forward prefersStatusBarHidden",
      .container(.container, [.content("Player", statusBarHidden: true)]),
      ForgetsOneAnswer(forgotten: .statusBarHidden), violation: "prefersStatusBarHidden YES"),
    Row(
      "an app navigation controller with its bar visible is asked the style: it forwards it",
      .navigation([.content("Player", statusBarStyle: .lightContent)]),
      ForgetsOneAnswer(forgotten: .statusBarStyle),
      violation: "preferredStatusBarStyle .lightContent"),
    Row(
      "UIKit's routing is not the resolver's: a system navigation controller answers its bar",
      .navigation(origin: .system, [.content("Player", statusBarStyle: .lightContent)]),
      UIKitDefaultResolver(), violation: nil),
    Row(
      "with the bar hidden UIKit asks the top itself: nothing is forwarded",
      .navigation(
        [.content("Player", statusBarStyle: .lightContent)], options: .navigationBarHidden),
      ForgetsOneAnswer(forgotten: .statusBarStyle), violation: nil),
    Row(
      "a top that declares no hidden answer: UIKit's default, hidden in iPhone landscape",
      .navigation([.content("Player", supports: .landscape)]), ReferenceResolver(),
      violation: nil),
  ]

  @Test("What forwarding-fidelity expects of each answer", arguments: rows)
  func fidelity(_ row: Row) throws {
    let session = Session(
      app: row.app, hierarchy: try Hierarchy(root: row.root), events: row.events)
    let violations = Self.violations(session, row.resolver, row.assumptions)
      .filter { $0.invariant == .forwardingFidelity }
    if let expected = row.violation {
      #expect(
        violations.count == 1 && violations[0].expected.hasPrefix(expected),
        "\(violations)", sourceLocation: row.sourceLocation)
    } else {
      #expect(violations.isEmpty, "\(violations)", sourceLocation: row.sourceLocation)
    }
  }

  static func violations<Resolver: OrientationResolver>(
    _ session: Session, _ resolver: Resolver, _ assumptions: Assumptions
  ) -> [InvariantViolation] {
    var monitor = InvariantMonitor(session: session, assumptions: assumptions)
    System.run(session, resolver: resolver, assumptions: assumptions) { monitor.observe($0, $1) }
    monitor.finish()
    return monitor.violations
  }
}

/// Forwards like the reference, but a container always prefers landscape left when its mask
/// allows it, whatever its top would answer.
struct PrefersLandscapeLeft: OrientationResolver {
  var name: String { "prefers-landscape-left" }
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.topViewController?.supportedInterfaceOrientations
      ?? controller.own.supportedInterfaceOrientations
  }
  func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    if controller.kind == .navigation,
      controller.supportedInterfaceOrientations.contains(.landscapeLeft)
    {
      return .landscapeLeft
    }
    return controller.own.preferredInterfaceOrientationForPresentation
  }
}
