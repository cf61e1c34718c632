import OrientationSpec

/// The resolvers the scenario rows name: the two the specification ships and two seed articles' own.
enum ScenarioResolver: String, Sendable {
  /// ``UIKitDefaultResolver``: no base class overrides anything.
  case uikitDefault = "uikit-default"
  /// ``ReferenceResolver``: containers forward to the child on screen.
  case reference
  /// ``Seed002ForwardingResolver``: RotationDemo's plain forwarding, nil messages answering 0.
  case seed002Forwarding = "seed-002-forwarding"
  /// ``Seed004RootDrivenResolver``: the app delegate returns the key window root's mask.
  case seed004RootDriven = "seed-004-root-driven"

  /// Evaluates `hierarchy` with this resolver.
  func resolve(
    _ hierarchy: Hierarchy, in app: AppConfiguration, interfaceOrientation: InterfaceOrientation,
    deviceOrientation: DeviceOrientation?, trigger: EvaluationTrigger
  ) -> Resolution {
    func run(_ resolver: some OrientationResolver) -> Resolution {
      System.resolve(
        hierarchy, in: app, resolver: resolver, interfaceOrientation: interfaceOrientation,
        deviceOrientation: deviceOrientation, trigger: trigger)
    }
    switch self {
    case .uikitDefault: return run(UIKitDefaultResolver())
    case .reference: return run(ReferenceResolver())
    case .seed002Forwarding: return run(Seed002ForwardingResolver())
    case .seed004RootDriven: return run(Seed004RootDrivenResolver())
    }
  }
}

/// Seed 002's RotationDemo containers: the tab bar asks `selectedViewController`, the navigation
/// controller `topViewController`, and a message to `nil` answers 0 (`NO`, `[]`, `unknown`).
///
/// The screens' own answers (the portrait, non-rotating base view controller)
/// are their declared answers.
struct Seed002ForwardingResolver: OrientationResolver {
  var name: String { "seed-002-forwarding" }

  /// The child a container forwards to: `.some(nil)` when it forwards to `nil`; `nil` for a screen.
  func forwarded(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>?? {
    switch controller.kind {
    case .tabBar: .some(controller.selectedViewController)
    case .navigation: .some(controller.topViewController)
    default: nil
    }
  }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    guard let child = forwarded(by: controller) else {
      return controller.own.supportedInterfaceOrientations
    }
    return child?.supportedInterfaceOrientations ?? []
  }

  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    guard let child = forwarded(by: controller) else { return controller.own.shouldAutorotate }
    return child?.shouldAutorotate ?? false
  }

  func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    guard let child = forwarded(by: controller) else {
      return controller.own.preferredInterfaceOrientationForPresentation
    }
    return child?.preferredInterfaceOrientationForPresentation ?? .unknown
  }
}

/// Seed 004's overrides: the app delegate returns the key window root's mask (`.all` for other
/// windows), and the tab bar digs into the selected navigation controller's top controller.
struct Seed004RootDrivenResolver: OrientationResolver {
  var name: String { "seed-004-root-driven" }

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    if window.isKeyWindow, let root = window.rootViewController {
      return root.supportedInterfaceOrientations
    }
    return .all
  }

  /// The article's `RiceTabBarController`: the selected navigation controller's top, else the
  /// selected controller, else `.all` (a `respondsToSelector:` sent to `nil` answers `NO`).
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    guard controller.kind == .tabBar else { return controller.own.supportedInterfaceOrientations }
    guard let selected = controller.selectedViewController else { return .all }
    if selected.kind == .navigation {
      return selected.topViewController?.supportedInterfaceOrientations ?? .all
    }
    return selected.supportedInterfaceOrientations
  }

  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    guard controller.kind == .tabBar else { return controller.own.shouldAutorotate }
    guard let selected = controller.selectedViewController else { return true }
    if selected.kind == .navigation {
      return selected.topViewController?.shouldAutorotate ?? true
    }
    return selected.shouldAutorotate
  }
}
