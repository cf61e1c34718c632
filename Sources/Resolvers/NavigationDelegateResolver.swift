public import OrientationSpec

/// Seed 003: `navigationControllerSupportedInterfaceOrientations(_:)` answering the top screen's mask.
///
/// Reproduces "Apple提供的方案" of `shared/seeds/003_b4a17f6c749ba565.txt`
/// (``SeedArticle/navigationForwarding``):
///
/// ```swift
/// func navigationControllerSupportedInterfaceOrientations(
///   _ navigationController: UINavigationController
/// ) -> UIInterfaceOrientationMask {
///   return self.topViewController?.supportedInterfaceOrientations ?? .portrait
/// }
/// ```
///
/// `self.topViewController` makes the delegate the navigation controller
/// itself (or stands for `navigationController.topViewController`); either
/// way every app navigation controller answers its top's mask, else
/// portrait. Only the mask is delegated: `shouldAutorotate` stays UIKit's
/// `true`, and the delegate does not implement
/// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`, so
/// the preferred orientation is UIKit's (R8). The article's defect stays (R15);
/// ``forcesInViewDidLoad`` adds its force in `viewDidLoad` (``ViewDidLoadForce``).
public struct NavigationDelegateResolver: OrientationResolver {
  /// Whether pushed screens force their orientation by key-value coding in `viewDidLoad`.
  public var forcesInViewDidLoad: Bool

  public init(forcesInViewDidLoad: Bool = true) {
    self.forcesInViewDidLoad = forcesInViewDidLoad
  }

  /// `nav-delegate`; `nav-delegate-no-force` without the force in `viewDidLoad`.
  public var name: String { forcesInViewDidLoad ? "nav-delegate" : "nav-delegate-no-force" }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    guard controller.kind == .navigation else {
      return controller.own.supportedInterfaceOrientations
    }
    return controller.topViewController?.supportedInterfaceOrientations ?? .portrait
  }

  /// The force in `viewDidLoad` after a push, when ``forcesInViewDidLoad``.
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    forcesInViewDidLoad ? ViewDidLoadForce.actions(after: event, subject: subject) : []
  }
}
