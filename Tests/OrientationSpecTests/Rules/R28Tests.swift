import OrientationSpec
import Testing

/// An app delegate that returns the mask of what the root presents, else of the
/// root, a common way to let "the top controller" decide at app level.
struct TopmostDelegateResolver: OrientationResolver {
  var name: String { "topmost-delegate" }

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    guard let root = window.rootViewController else { return nil }
    return (root.presentedViewController ?? root).supportedInterfaceOrientations
  }
}

/// An app delegate that returns the mask of the last controller the root's presentation chain
/// reaches: over alerts presented on alerts, each alert asks the one below.
struct DeepestPresentedDelegateResolver: OrientationResolver {
  var name: String { "deepest-presented-delegate" }

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    guard var top = window.rootViewController else { return nil }
    while let presented = top.presentedViewController { top = presented }
    return top.supportedInterfaceOrientations
  }
}

/// Every controller asks itself again: the smallest forwarding cycle.
struct SelfLoopResolver: OrientationResolver {
  var name: String { "self-loop" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.supportedInterfaceOrientations
  }
}

@Suite("R28: An alert's supported orientations are its presenter's; a cycle raises E4")
struct R28Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var assumptions: Assumptions
    var resolver: any OrientationResolver
    var exception: UIKitException?
    var rule: Rule?
    var appMask: InterfaceOrientationMask
    var supported: InterfaceOrientationMask?
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration = .phone(),
      assumptions: Assumptions = .default, resolver: any OrientationResolver,
      exception: UIKitException?, rule: Rule? = nil,
      appMask: InterfaceOrientationMask = .allButUpsideDown,
      supported: InterfaceOrientationMask?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.assumptions = assumptions
      self.resolver = resolver
      self.exception = exception
      self.rule = rule
      self.appMask = appMask
      self.supported = supported
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let alertOverNavigation = ControllerSpec.navigation(
    name: "BaseNavViewController", [.content("Home"), .content("Player", supports: .landscape)]
  ).presenting(.alert("UIAlertController"))

  /// `count` alerts, each presented over the one before, over a landscape screen.
  static func alertChain(_ count: Int) -> ControllerSpec {
    var top = ControllerSpec.alert("UIAlertController")
    for _ in 1..<count { top = .alert("UIAlertController").presenting(top) }
    return .content("Base", supports: .landscape).presenting(top)
  }

  /// An alert over a navigation controller of `count` screens: the alert's index is `count + 1`.
  static func alertOverStack(_ count: Int) -> ControllerSpec {
    .navigation(
      name: "BaseNavViewController", (0..<count).map { _ in .content(supports: .landscape) }
    ).presenting(.alert("UIAlertController"))
  }

  /// A navigation controller and a screen that each ask the other.
  static let loopingStack = ControllerSpec.navigation(
    name: "LoopingNavigationController", [.content("LoopingScreen")])

  static let rows: [Row] = [
    Row(
      "an alert over a navigation controller that forwards to visibleViewController",
      alertOverNavigation,
      resolver: VisibleForwardingResolver(), exception: .alertInvokedRecursively, rule: .r28,
      supported: []),
    Row(
      "the same navigation controller with nothing presented asks its top",
      .navigation(
        name: "BaseNavViewController", [.content("Home"), .content("Player", supports: .landscape)]),
      resolver: VisibleForwardingResolver(), exception: nil, supported: .landscape),
    Row(
      "the reference forwards to the top, never to the alert", alertOverNavigation,
      resolver: ReferenceResolver(),
      exception: nil, supported: .landscape),
    Row(
      "UIKit's navigation controller answers for itself", alertOverNavigation,
      resolver: UIKitDefaultResolver(),
      exception: nil, supported: .allButUpsideDown),
    Row(
      "a system navigation controller runs UIKit's code, so the forwarding resolver is not asked",
      .navigation(origin: .system, [.content("Home")]).presenting(.alert()),
      resolver: VisibleForwardingResolver(),
      exception: nil, supported: .allButUpsideDown),
    Row(
      "an app delegate asking the alert gets its presenter's mask",
      .content("Base", supports: .landscape).presenting(.alert()),
      resolver: TopmostDelegateResolver(),
      exception: nil, appMask: .landscape, supported: .landscape),
    Row(
      "six alerts presented over one another each ask the one below: no recursion",
      alertChain(6), resolver: DeepestPresentedDelegateResolver(),
      exception: nil, appMask: .landscape, supported: .landscape),
    Row(
      "two alerts over one another", alertChain(2), resolver: DeepestPresentedDelegateResolver(),
      exception: nil, appMask: .landscape, supported: .landscape),
    // The alerts being asked are a set of bits by index for the first 128, a list past them.
    Row(
      "seventy alerts over one another", alertChain(70),
      resolver: DeepestPresentedDelegateResolver(), exception: nil, appMask: .landscape,
      supported: .landscape),
    Row(
      "a hundred and forty alerts over one another", alertChain(140),
      resolver: DeepestPresentedDelegateResolver(), exception: nil, appMask: .landscape,
      supported: .landscape),
    Row(
      "the recursion with the alert at index 71", alertOverStack(70),
      resolver: VisibleForwardingResolver(), exception: .alertInvokedRecursively, rule: .r28,
      supported: []),
    Row(
      "the recursion with the alert at index 141", alertOverStack(140),
      resolver: VisibleForwardingResolver(), exception: .alertInvokedRecursively, rule: .r28,
      supported: []),
    Row(
      "a navigation controller and its screen asking each other", loopingStack,
      resolver: ChildAsksParentResolver(),
      exception: .forwardingLoop(
        className: "LoopingNavigationController", question: .supportedInterfaceOrientations),
      rule: .r4, supported: []),
    Row(
      "a controller asking itself", .content("LoopingScreen"), resolver: SelfLoopResolver(),
      exception: .forwardingLoop(
        className: "LoopingScreen", question: .supportedInterfaceOrientations), rule: .r4,
      supported: []),
    // UIKit asks shouldAutorotate up to iOS 15 only (R9): a cycle in it alone is
    // reached there, and on 16+ only under shouldAutorotateSuppressesExceptionOnIOS16.
    Row(
      "a cycle in shouldAutorotate alone on iOS 15", loopingStack, app: .phone(15),
      resolver: AutorotateLoopResolver(),
      exception: .forwardingLoop(
        className: "LoopingNavigationController", question: .shouldAutorotate), rule: .r4,
      supported: .allButUpsideDown),
    Row(
      "a cycle in shouldAutorotate alone is not reached on iOS 17: UIKit no longer asks",
      loopingStack, app: .phone(17), resolver: AutorotateLoopResolver(), exception: nil,
      supported: .allButUpsideDown),
    Row(
      "a cycle in shouldAutorotate alone is reached on iOS 17 when UIKit is assumed to ask",
      loopingStack, app: .phone(17),
      assumptions: .with(\.shouldAutorotateSuppressesExceptionOnIOS16, true),
      resolver: AutorotateLoopResolver(),
      exception: .forwardingLoop(
        className: "LoopingNavigationController", question: .shouldAutorotate), rule: .r4,
      supported: .allButUpsideDown),
    Row(
      "an app delegate that reaches a cycle", .content("LoopingScreen"),
      app: .phone(delegate: .all), resolver: TopmostDelegateSelfLoopResolver(),
      exception: .forwardingLoop(
        className: "LoopingScreen", question: .supportedInterfaceOrientations), rule: .r4,
      appMask: [], supported: []),
  ]

  @Test("Forwarding ends in an exception value, never a crash", arguments: rows)
  func forwarding(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, interfaceOrientation: .portrait,
      assumptions: row.assumptions)
    let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
    #expect(resolution.exception == row.exception, sourceLocation: row.sourceLocation)
    #expect(decision.appMask == row.appMask, sourceLocation: row.sourceLocation)
    #expect(decision.supported == row.supported, sourceLocation: row.sourceLocation)
    if let rule = row.rule {
      #expect(resolution.rules.contains(rule), sourceLocation: row.sourceLocation)
    }
    if row.exception != nil {
      #expect(resolution.interfaceOrientation == .portrait, sourceLocation: row.sourceLocation)
      #expect(resolution.statusBar == nil, sourceLocation: row.sourceLocation)
      #expect(resolution.interactivePop == nil, sourceLocation: row.sourceLocation)
    } else {
      #expect(resolution.statusBar != nil, sourceLocation: row.sourceLocation)
    }
  }

  struct TextRow: Sendable, CustomTestStringConvertible {
    var exception: UIKitException
    var name: String
    var identifier: String
    var reason: String
    var sourceLocation: SourceLocation

    init(
      _ exception: UIKitException, name: String, identifier: String, reason: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.exception = exception
      self.name = name
      self.identifier = identifier
      self.reason = reason
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { identifier }
  }

  static let texts: [TextRow] = [
    TextRow(
      .alertInvokedRecursively, name: "NSInternalInconsistencyException", identifier: "E4",
      reason: "UIAlertController:supportedInterfaceOrientations was invoked recursively!"),
    TextRow(
      .forwardingLoop(
        className: "BaseNavViewController", question: .supportedInterfaceOrientations),
      name: "EXC_BAD_ACCESS (stack overflow)", identifier: "loop",
      reason:
        "BaseNavViewController supportedInterfaceOrientations forwards in a cycle; the stack overflows"
    ),
    TextRow(
      .forwardingLoop(
        className: "AppDelegate", question: .applicationSupportedInterfaceOrientations),
      name: "EXC_BAD_ACCESS (stack overflow)", identifier: "loop",
      reason:
        "AppDelegate application(_:supportedInterfaceOrientationsFor:) forwards in a cycle; the stack overflows"
    ),
  ]

  @Test("E4 and the loop print UIKit's name and message", arguments: texts)
  func text(_ row: TextRow) {
    #expect(row.exception.name == row.name, sourceLocation: row.sourceLocation)
    #expect(row.exception.identifier == row.identifier, sourceLocation: row.sourceLocation)
    #expect(row.exception.reason(on: .iOS(9)) == row.reason, sourceLocation: row.sourceLocation)
    #expect(row.exception.reason(on: .iOS(26)) == row.reason, sourceLocation: row.sourceLocation)
  }

  @Test("A deep forwarding chain that is not a cycle is not mistaken for one")
  func deepChainIsNotALoop() throws {
    var spec = ControllerSpec.content("Leaf", supports: .landscape)
    for level in 0..<12 { spec = .navigation(name: "Level\(level)", [spec]) }
    let hierarchy = try makeHierarchy(spec)
    let resolution = resolve(hierarchy, in: .phone(), resolver: ReferenceResolver())
    #expect(resolution.exception == nil)
    #expect(resolution.decision?.supported == .landscape)
  }
}
