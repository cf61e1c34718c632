internal import OrientationSpec

/// How instances meet controllers: a controller the app handed UIKit is bound to the instance the
/// app made; any other gets one from the app's description, the first time it is needed, and at
/// the latest once the step that made it has applied (``AppSession/controllersMade(by:_:)``).
extension AppSession {
  /// Binds every controller of the hierarchy that has no instance yet, in arena order (a
  /// container before what it holds): to the instance the app handed UIKit for it; else to the
  /// tree a factory the app registered under its name makes (the factory's children become the
  /// controller's children's instances, where they match); else to a new instance of the app's
  /// base class for its kind, or of UIKit's own class for a system controller.
  func bindNewControllers(_ context: HostContext<UIKitApp>) {
    bindPending(context)
    for index in 0..<Int32(context.hierarchy.count) where instance(at: index, context) == nil {
      let id = ControllerID(Int(index))
      let name = context.hierarchy.givenName(of: id)
      if let make = app.factory(named: name) {
        bindTree(make(), at: index, context)
      } else {
        let controller = context.hierarchy[id]
        bind(app.makeInstance(of: controller.kind, origin: controller.origin), at: index, context)
      }
    }
  }

  /// The instance bound to the controller at `index`, if any.
  func instance(at index: Int32, _ context: HostContext<UIKitApp>) -> UIViewController? {
    let serial = Int(context.serial(of: index))
    return serial < instances.count ? instances[serial] : nil
  }

  /// Binds `instance` to the controller at `index`.
  func bind(_ instance: UIViewController, at index: Int32, _ context: HostContext<UIKitApp>) {
    bind(instance, serial: context.serial(of: index), index: index, context)
  }

  /// Binds `root` to the controller at `index`, and what it holds (children in order, what it
  /// presents) to that controller's, as far as their kinds match.
  func bindTree(_ root: UIViewController, at index: Int32, _ context: HostContext<UIKitApp>) {
    let children = root.detached.children
    let presented = root.detached.presented
    bind(root, at: index, context)
    let id = ControllerID(Int(index))
    for (child, childID) in zip(children, context.hierarchy.children(of: id))
    where type(of: child).modelKind == context.hierarchy[childID].kind
      && instance(at: childID.rawValue, context) == nil
    {
      bindTree(child, at: childID.rawValue, context)
    }
    if let presented, let presentedID = context.hierarchy.presented(by: id),
      type(of: presented).modelKind == context.hierarchy[presentedID].kind,
      instance(at: presentedID.rawValue, context) == nil
    {
      bindTree(presented, at: presentedID.rawValue, context)
    }
  }

  /// Binds the instances the app handed UIKit to the controllers the last call made, by serial.
  func bindPending(_ context: HostContext<UIKitApp>) {
    guard !pendingBindings.isEmpty else { return }
    for index in 0..<Int32(context.hierarchy.count) {
      let serial = context.serial(of: index)
      guard let pending = pendingBindings.first(where: { $0.serial == serial }),
        instance(at: index, context) !== pending.instance
      else { continue }
      bind(pending.instance, serial: serial, index: index, context)
    }
  }

  // MARK: Specs of the app's own instances

  /// The tree `root` makes in the hierarchy, expecting to bind its instances to the controllers
  /// the next event makes (their serials follow the hierarchy's, in insertion order).
  func pendingSpec(for root: UIViewController, _ context: HostContext<UIKitApp>)
    -> ControllerSpec
  {
    var instances: [UIViewController] = []
    let spec = spec(for: root, collecting: &instances)
    expectBindings(instances, context)
    return spec
  }

  /// Expects `instances` to be bound, in order, to the controllers the next event makes.
  func expectBindings(_ instances: [UIViewController], _ context: HostContext<UIKitApp>) {
    let first = context.nextSerial
    pendingBindings = instances.enumerated().map { (first + Int32($0.offset), $0.element) }
  }

  /// The tree `root` makes in the hierarchy, with its instances in insertion order.
  func spec(for root: UIViewController, collecting instances: inout [UIViewController])
    -> ControllerSpec
  {
    UIKitApp.spec(for: root, name: nil, collecting: &instances)
  }
}

extension UIKitApp {
  /// The specification's controller for `instance`: its kind from its UIKit class, `.system`
  /// when it is an instance of UIKit's own class rather than the app's subclass, and the
  /// presentation, status-bar and navigation-bar settings it holds.
  @MainActor
  static func controller(for instance: UIViewController) -> Controller {
    let kind = type(of: instance).modelKind
    var options: ControllerOptions = []
    if instance.definesPresentationContext { options.insert(.definesPresentationContext) }
    if instance.modalPresentationCapturesStatusBarAppearance {
      options.insert(.capturesStatusBarAppearance)
    }
    if let navigation = instance as? UINavigationController, navigation.isNavigationBarHidden {
      options.insert(.navigationBarHidden)
    }
    if instance.navigationItem.leftBarButtonItem != nil { options.insert(.customBackButton) }
    return Controller(
      kind, origin: isUIKitClass(instance) ? .system : .app,
      modalPresentationStyle: instance.modalPresentationStyle, options: options)
  }

  /// Whether `instance` is of one of UIKit's own classes, not a subclass the app wrote.
  @MainActor
  static func isUIKitClass(_ instance: UIViewController) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: instance))
    return uikitClasses.contains(type)
  }

  @MainActor
  static let uikitClasses: Set<ObjectIdentifier> = [
    ObjectIdentifier(UIViewController.self), ObjectIdentifier(UINavigationController.self),
    ObjectIdentifier(UITabBarController.self), ObjectIdentifier(UISplitViewController.self),
    ObjectIdentifier(UIPageViewController.self), ObjectIdentifier(UIAlertController.self),
    ObjectIdentifier(UITableViewController.self),
  ]
}
