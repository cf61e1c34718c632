import Generators
import OrientationSpec
import Testing

/// Nothing in the specification may crash on a valid input, whatever a resolver asks: here
/// resolvers ask random questions of random handles (their own, their relatives, other windows',
/// the key window's), at every evaluation, from every entry point UIKit calls (the five
/// questions, the back-swipe, the app delegate, the refresh strategy).
@Suite("Resolvers that ask anything of any handle never crash the specification")
struct ResolverChaosTests {
  /// A deterministic stream of choices for one session (SplitMix64 over a counter), shared by
  /// every copy of the resolver: the resolver's answers depend on the order of its questions,
  /// which is the point.
  final class Stream: @unchecked Sendable {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  struct Chaos: OrientationResolver {
    let stream: Stream
    var name: String { "chaos" }

    /// A relative of `handle`, another window's controller, or `handle` itself.
    func pick(_ handle: ControllerHandle<Self>) -> ControllerHandle<Self>? {
      switch stream.next(16) {
      case 0: handle.parent
      case 1: handle.children.isEmpty ? nil : handle.children[stream.next(handle.children.count)]
      case 2: handle.topViewController
      case 3: handle.visibleViewController
      case 4: handle.selectedViewController
      case 5: handle.presentedViewController
      case 6: handle.presentingViewController
      case 7: handle.navigationController
      case 8: handle.tabBarController
      case 9: handle.window?.rootViewController
      case 10: handle.window?.keyWindow?.rootViewController
      case 11: handle.window?.deciderViewController
      case 12: handle.child(at: stream.next(4) - 1)
      case 13: handle.viewControllers.last
      case 14: handle.window?.keyWindow?.deciderViewController
      default: handle
      }
    }

    /// Walks up to three random relations from `handle`, then asks one random question there.
    @discardableResult
    func ask(_ handle: ControllerHandle<Self>) -> Int {
      var target = handle
      for _ in 0..<stream.next(4) { target = pick(target) ?? target }
      switch stream.next(15) {
      case 0: return Int(target.supportedInterfaceOrientations.rawValue)
      case 1: return target.shouldAutorotate ? 1 : 0
      case 2: return target.preferredInterfaceOrientationForPresentation.rawValue
      case 3: return target.prefersStatusBarHidden ? 1 : 0
      case 4: return target.preferredStatusBarStyle.rawValue
      case 5: return Int(target.own.supportedInterfaceOrientations.rawValue)
      case 6: return Int(target.inherited.supportedInterfaceOrientations.rawValue)
      case 7: return target.inherited.preferredInterfaceOrientationForPresentation.rawValue
      case 8: return Int(target.window?.allowedInterfaceOrientations.rawValue ?? 0)
      case 9: return Int(target.window?.keyWindow?.allowedInterfaceOrientations.rawValue ?? 0)
      case 10: return target.name.count + (target.isBeingPresented ? 1 : 0)
      case 11: return (target.selectedIndex ?? 0) + (target.uikitAllowsInteractivePop ? 1 : 0)
      case 12: return target.modalPresentationStyle.rawValue + target.viewControllerCount
      case 13: return target.isBeingDismissed ? 1 : Int(target.id.rawValue)
      default: return target.childCount
      }
    }

    func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
      -> InterfaceOrientationMask
    {
      var mask = controller.own.supportedInterfaceOrientations
      for _ in 0..<stream.next(3) {
        let answer = InterfaceOrientationMask(rawValue: UInt(truncatingIfNeeded: ask(controller)))
        mask = answer.intersection(.all).isEmpty ? mask : answer.intersection(.all)
      }
      return mask
    }
    func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
      ask(controller) % 2 == 0
    }
    func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
      -> InterfaceOrientation
    {
      ask(controller)
      return controller.own.preferredInterfaceOrientationForPresentation
    }
    func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
      ask(controller) % 2 == 0
    }
    func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
      ask(controller)
      return controller.own.preferredStatusBarStyle
    }
    func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
      -> Bool
    {
      ask(navigationController) % 2 == 0
    }
    func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
      -> InterfaceOrientationMask?
    {
      let roots = [
        window.rootViewController, window.keyWindow?.rootViewController,
        window.deciderViewController, window.keyWindow?.deciderViewController,
      ]
      if let root = roots[stream.next(roots.count)] { ask(root) }
      if stream.next(3) == 0 { _ = window.keyWindow?.allowedInterfaceOrientations }
      return stream.next(2) == 0 ? nil : .all
    }
    func refreshActions(
      after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
    ) -> [Event] {
      if let subject { ask(subject) }
      if let window {
        _ = window.allowedInterfaceOrientations
        if let root = window.keyWindow?.rootViewController { ask(root) }
      }
      return stream.next(4) == 0 ? [.setNeedsUpdateOfSupportedInterfaceOrientations] : []
    }
  }

  @Test("2,000 generated sessions, with and without rules recorded, monitored")
  func generatedSessionsNeverCrash() {
    let generator = SessionGenerator(length: 30, maxControllers: 12)
    var source = ChoiceSource(seed: 0)
    for seed: UInt64 in 0..<2_000 {
      source.reset(seed: seed)
      let session = generator.generate(&source)
      for recordsRules in [true, false] {
        var monitor = InvariantMonitor(session: session)
        System.run(session, resolver: Chaos(stream: Stream(seed: seed)), recordsRules: recordsRules) {
          monitor.observe($0, $1)
        }
        monitor.finish()
      }
    }
  }

  /// An app delegate that walks the key window's root through what it presents, its top and its
  /// selection, and asks the controller it ends on; run after the key window moves to a second
  /// window, at level `.alert`, without a root.
  struct KeyWindowWalker: OrientationResolver {
    func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
      -> InterfaceOrientationMask?
    {
      var controller = window.keyWindow?.rootViewController
      while let next = controller?.presentedViewController ?? controller?.topViewController
        ?? controller?.selectedViewController
      {
        controller = next
      }
      return controller?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
  }

  @Test(
    "the key window moves to a rootless alert window while the app delegate walks the key window",
    arguments: [OSVersion.iOS12, .iOS15, .iOS17], [UserInterfaceIdiom.phone, .pad])
  func keyWindowWithoutRoot(version: OSVersion, idiom: UserInterfaceIdiom) throws {
    let graph = HierarchyGraph(
      controllers: [.init(Controller(.content), name: "ScreenViewController")],
      windows: [.init(root: 0, isKey: true), .init(root: nil, level: Window.alertLevel)])
    let app = AppConfiguration(
      idiom: idiom, osVersion: version, plistOrientations: [.portrait], delegateOrientations: .all)
    let session = Session(
      app: app, hierarchy: try Hierarchy(graph),
      events: [.makeKeyWindow(1), .rotateDevice(.landscapeLeft), .makeKeyWindow(0), .launch])
    for recordsRules in [true, false] {
      var steps = 0
      System.run(session, resolver: KeyWindowWalker(), recordsRules: recordsRules) { _ in
        steps += 1
      }
      #expect(steps == session.events.count)
    }
    let trace = System.run(session, resolver: KeyWindowWalker())
    #expect(trace.steps.allSatisfy { $0.exception == nil })
  }
}
