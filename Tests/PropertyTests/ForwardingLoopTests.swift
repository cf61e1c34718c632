import Generators
import OrientationSpec
import Testing

/// The reference's `supportedInterfaceOrientations(for:)` is a loop
/// (`ControllerHandle.supportedInterfaceOrientations(forwardingTo:)`); it must answer exactly as
/// the recursion through the handles it replaces: the same masks, empty-mask warnings, rules,
/// faults and exceptions.
@Suite("The reference's forwarding loop answers as the recursion through the handles")
struct ForwardingLoopTests {
  /// The reference written as the recursion: each container asks what it shows, and answers its
  /// own orientations when there is nothing to ask or the answer is empty.
  struct RecursiveReference: OrientationResolver {
    var name: String { "recursive-reference" }
    static var answersDependOnlyOnState: Bool { true }

    func shown(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
      switch controller.kind {
      case .navigation: controller.topViewController
      case .tabBar: controller.selectedViewController
      case .split, .page, .container: controller.child(at: controller.childCount - 1)
      case .content, .alert: nil
      }
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
      shown(by: controller)?.shouldAutorotate ?? controller.own.shouldAutorotate
    }

    func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
      -> InterfaceOrientation
    {
      let wanted =
        shown(by: controller)?.preferredInterfaceOrientationForPresentation
        ?? controller.declared.preferredInterfaceOrientationForPresentation
        ?? controller.interfaceOrientation
      return controller.presentable(wanted)
    }

    func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
      shown(by: controller)?.prefersStatusBarHidden ?? controller.own.prefersStatusBarHidden
    }

    func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
      shown(by: controller)?.preferredStatusBarStyle ?? controller.own.preferredStatusBarStyle
    }

    func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
      -> Bool
    {
      guard navigationController.uikitAllowsInteractivePop else { return false }
      return navigationController.topViewController?.declared.forbidsInteractivePop != true
    }

    func refreshActions(
      after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
    ) -> [Event] {
      ReferenceResolver.refresh(window)
    }
  }

  @Test("every case of the small-scope corpus resolves alike")
  func corpus() {
    checkProperty("the loop and the recursion resolve alike") { item in
      let loop = item.resolve(with: ReferenceResolver())
      let recursion = item.resolve(with: RecursiveReference())
      guard loop != recursion else { return nil }
      return "loop:\n" + loop.report(of: item, by: ReferenceResolver())
        + "\nrecursion:\n" + recursion.report(of: item, by: RecursiveReference())
    }
  }

  @Test("2,000 generated sessions give the same traces")
  func sessions() {
    let generator = SessionGenerator(length: 20)
    for seed: UInt64 in 0..<2_000 {
      let session = Gen { generator.generate(&$0) }.generate(seed: seed).value
      let loop = System.run(session, resolver: ReferenceResolver())
      let recursion = System.run(session, resolver: RecursiveReference())
      #expect(loop == recursion, "seed \(seed)")
      if loop != recursion { return }
    }
  }
}
