import OrientationSpec
import Seed000
import Testing
import UIKitModel

/// The article's overrides one by one, on small hierarchies: each case of each base class, as
/// the article's classes answer (a screen of these hierarchies is a `BaseViewController` whose
/// `_xxx_` hooks return what it declares).
@Suite("el-orientation-control: each override of seed 000's base classes")
@MainActor
struct Seed000ResolverTests {
  static let resolver = ELOrientationControlDemo.app
  static let app = Seed000App.configuration(.iOS15)

  /// The decision for `root` as UIKit evaluates it after a push (nothing moves).
  static func decision(
    _ root: ControllerSpec, app: AppConfiguration = app,
    interface: InterfaceOrientation = .portrait
  ) throws -> Resolution {
    System.resolve(
      try Hierarchy(root: root), in: app, resolver: resolver, interfaceOrientation: interface,
      trigger: .query)
  }

  @Test("it answers to el-orientation-control")
  func identity() {
    #expect(Self.resolver.name == "el-orientation-control")
  }

  @Test("the app delegate returns .allButUpsideDown whatever the app declares")
  func appDelegate() throws {
    var app = Self.app
    app.delegateOrientations = .portrait
    let resolution = try Self.decision(.content("Screen", supports: .all), app: app)
    #expect(resolution.decision?.appMask == .allButUpsideDown)
    #expect(resolution.decision?.appMaskSource == .appDelegate)
  }

  @Test(
    "BaseViewController's defaults replace UIKit's: portrait, preferring portrait, status bar shown",
    arguments: [InterfaceOrientation.portrait, .landscapeRight])
  func defaults(interface: InterfaceOrientation) throws {
    let resolution = try Self.decision(.content("Screen"), interface: interface)
    #expect(resolution.decision?.supported == .portrait)
    #expect(resolution.decision?.shouldAutorotate == true)
    #expect(resolution.statusBar?.isHidden == false)
    #expect(resolution.statusBar?.style == .default)
  }

  @Test("the tab bar unions the selected mask with its preferred orientation's mask")
  func tabBarUnion() throws {
    let tabs = ControllerSpec.tabBar([.content("Video", supports: .landscapeRight)])
    #expect(try Self.decision(tabs).decision?.supported == [.landscapeRight, .portrait])
  }

  @Test("the tab bar maps a preferred .unknown to .all, so it allows every orientation")
  func tabBarUnknown() throws {
    let tabs = ControllerSpec.tabBar([
      .content("Odd", supports: .landscapeRight, prefers: .unknown)
    ])
    let resolution = try Self.decision(tabs)
    #expect(resolution.decision?.supported == .all)
    #expect(resolution.decision?.allowed == .allButUpsideDown)
  }

  @Test("a tab bar without a selection answers the defaults: portrait")
  func tabBarWithoutSelection() throws {
    let tabs = ControllerSpec.tabBar(
      [.content("Video", supports: .landscapeRight, prefers: .landscapeRight)], selected: .none)
    #expect(try Self.decision(tabs).decision?.supported == .portrait)
  }

  /// A navigation controller whose top presents a sheet (which never decides on iPhone, iOS 15 portrait).
  static func navigation(presenting phase: TransitionPhase?) -> ControllerSpec {
    let stack = ControllerSpec.navigation(
      name: "Navigation", [.content("Top", supports: .portrait, prefers: .portrait)])
    guard let phase else { return stack }
    return stack.presenting(
      .content("Sheet", supports: .landscapeRight, prefers: .landscapeRight), style: .pageSheet,
      phase: phase)
  }

  @Test(
    "BaseNavViewController: the presented controller while being presented, the top while it is being dismissed, else the visible one",
    arguments: [
      (TransitionPhase?.none, InterfaceOrientationMask.portrait),
      (.beingPresented, .landscapeRight),
      (.beingDismissed, .portrait),
      (.presented, .landscapeRight),
    ])
  func navigationCases(phase: TransitionPhase?, expected: InterfaceOrientationMask) throws {
    let resolution = try Self.decision(Self.navigation(presenting: phase))
    #expect(resolution.decision?.supported == expected)
  }

  /// A screen presenting a sheet, as root.
  static func screen(presenting phase: TransitionPhase?) -> ControllerSpec {
    let screen = ControllerSpec.content("Screen", supports: .portrait)
    guard let phase else { return screen }
    return screen.presenting(
      .content("Sheet", supports: .landscapeRight, prefers: .landscapeRight), style: .pageSheet,
      phase: phase)
  }

  @Test(
    "BaseViewController: the presented controller answers, except while it is being dismissed",
    arguments: [
      (TransitionPhase?.none, InterfaceOrientationMask.portrait),
      (.beingPresented, .landscapeRight),
      (.beingDismissed, .portrait),
      (.presented, .landscapeRight),
    ])
  func screenCases(phase: TransitionPhase?, expected: InterfaceOrientationMask) throws {
    let resolution = try Self.decision(Self.screen(presenting: phase))
    #expect(resolution.decision?.supported == expected)
  }

  @Test(
    "the status bar is forwarded like the masks: the login's light content through its navigation controller"
  )
  func statusBar() throws {
    let resolution = try Self.decision(Seed000App.login(landscape: false))
    #expect(resolution.statusBar?.style == .lightContent)
  }

  @Test(
    "the back-swipe: never over a top that forbids it, else only over more than one controller",
    arguments: [
      ([Seed000App.screen("Home")], false),
      ([Seed000App.screen("Home"), Seed000App.player(landscape: false)], true),
      ([Seed000App.screen("Home"), Seed000App.player(landscape: true)], false),
    ])
  func backSwipe(stack: [ControllerSpec], mayBegin: Bool) throws {
    let resolution = try Self.decision(.navigation(stack))
    #expect(resolution.interactivePop?.mayBegin == mayBegin)
  }

  /// The steps the app's own calls made after the session event at `position`.
  static func calls(after position: Int, in trace: Trace) -> [Event] {
    trace.steps.filter { $0.origin == .refresh(after: position) }.map(\.event)
  }

  @Test(
    "UIRotateUtils sets unknown first, then the interface orientation's raw value as the device's")
  func rotateUtils() throws {
    let session = try Seed000Session.enterLandscapePlayer.session(
      on: .iOS15, for: .elOrientationControl)
    let trace = System.run(session, resolver: Self.resolver)
    #expect(
      Self.calls(after: 0, in: trace) == [
        .setDeviceOrientation(.unknown), .setDeviceOrientation(.landscapeLeft),
      ])
  }

  @Test(
    "the player's updateOrientationIfNeeded forces in viewDidLoad and never in viewWillAppear",
    arguments: [false, true])
  func updateOrientationIfNeeded(isLandscape: Bool) throws {
    // Pushed: viewDidLoad forces; uncovered by the catalogue's pop: viewWillAppear does not.
    let session = Session(
      app: Self.app,
      hierarchy: try Hierarchy(root: Seed000App.tabs()),
      events: [
        .push(Seed000App.player(landscape: isLandscape), navigation: 0),
        .push(Seed000App.catalogue(landscape: isLandscape), navigation: 0),
        .pop(navigation: 0),
      ])
    let trace = System.run(session, resolver: Self.resolver)
    #expect(Self.calls(after: 0, in: trace).count == 2)
    #expect(Self.calls(after: 2, in: trace).isEmpty)
  }
}
