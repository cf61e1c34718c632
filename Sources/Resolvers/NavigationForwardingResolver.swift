public import OrientationSpec

/// Seed 003: a navigation controller subclass forwarding all three questions to `topViewController`.
///
/// Reproduces "网络上面提供的解决方案" of `shared/seeds/003_b4a17f6c749ba565.txt`
/// (``SeedArticle/navigationForwarding``), whose Swift listing is:
///
/// ```swift
/// override var shouldAutorotate: Bool {
///   return self.topViewController?.shouldAutorotate ?? true
/// }
/// override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
///   return self.topViewController?.supportedInterfaceOrientations ?? .portrait
/// }
/// override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
///   return self.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
/// }
/// ```
///
/// Screens keep their declared answers, else UIKit's; tab bars and other
/// containers keep UIKit's. The article's defect stays: a push or a pop
/// changes the answer but UIKit does not ask until the device moves (R15).
/// With ``forcesInViewDidLoad`` (the article's "目前的解决方案", on by default)
/// a pushed screen sets `UIDevice.orientation` in `viewDidLoad`: see
/// ``ViewDidLoadForce``.
public struct NavigationForwardingResolver: OrientationResolver {
  /// Whether pushed screens force their orientation by key-value coding in `viewDidLoad`.
  public var forcesInViewDidLoad: Bool

  public init(forcesInViewDidLoad: Bool = true) {
    self.forcesInViewDidLoad = forcesInViewDidLoad
  }

  /// `nav-forwarding`; `nav-forwarding-no-force` without the force in `viewDidLoad`.
  public var name: String { forcesInViewDidLoad ? "nav-forwarding" : "nav-forwarding-no-force" }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    guard controller.kind == .navigation else {
      return controller.own.supportedInterfaceOrientations
    }
    return controller.topViewController?.supportedInterfaceOrientations ?? .portrait
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    guard controller.kind == .navigation else { return controller.own.shouldAutorotate }
    return controller.topViewController?.shouldAutorotate ?? true
  }

  public func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    guard controller.kind == .navigation else {
      return controller.own.preferredInterfaceOrientationForPresentation
    }
    return controller.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
  }

  /// The force in `viewDidLoad` after a push, when ``forcesInViewDidLoad``.
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    forcesInViewDidLoad ? ViewDidLoadForce.actions(after: event, subject: subject) : []
  }
}
