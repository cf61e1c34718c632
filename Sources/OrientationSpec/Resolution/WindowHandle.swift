/// A window as the app delegate sees it in `application(_:supportedInterfaceOrientationsFor:)`.
public struct WindowHandle<Resolver: OrientationResolver> {
  /// The context's address, as an integer, for the reason ``ControllerHandle/context`` gives.
  @usableFromInline let contextBits: UInt
  /// The evaluation's context.
  @inlinable @inline(__always) var context: UnsafeMutablePointer<ResolutionContext<Resolver>> {
    UnsafeMutablePointer(bitPattern: contextBits).unsafelyUnwrapped
  }
  @usableFromInline let index: Int32
  @usableFromInline let depth: Int32

  @inlinable
  init(context: UnsafeMutablePointer<ResolutionContext<Resolver>>, index: Int32, depth: Int32) {
    contextBits = UInt(bitPattern: context)
    self.index = index
    self.depth = depth
  }

  @inlinable var window: Window {
    _read { yield context.pointee.hierarchyAddress.pointee.windows[Int(index)] }
  }

  /// The window's identifier.
  @inlinable public var id: WindowID { WindowID(Int(index)) }
  /// `rootViewController`.
  @inlinable public var rootViewController: ControllerHandle<Resolver>? {
    window.root.map { ControllerHandle(context: context, index: $0.rawValue, depth: depth) }
  }
  /// `isKeyWindow`.
  @inlinable public var isKeyWindow: Bool { window.isKey }
  /// `windowLevel`.
  @inlinable public var level: Int { window.level }
  /// `UIApplication.shared.keyWindow`.
  @inlinable
  public var keyWindow: WindowHandle? {
    context.pointee.hierarchyAddress.pointee.keyWindow.map {
      WindowHandle(context: context, index: $0.rawValue, depth: depth)
    }
  }
  /// What the app configuration says the delegate returns for this window: the window's own
  /// answer where the app gives one (``Window/delegateOrientations``), else the app's (`nil`:
  /// not implemented).
  @inlinable public var declaredAppDelegateOrientations: InterfaceOrientationMask? {
    window.delegateOrientations ?? context.pointee.appAddress.pointee.delegateOrientations
  }
  /// The scene the window belongs to (``Window/scene``).
  @inlinable public var scene: SceneIndex { window.scene }
  /// What the scene's configuration says its scene delegate's
  /// `supportedInterfaceOrientations(for:)` returns (``Scene/delegateOrientations``; `nil`: not
  /// implemented, and for a hierarchy that lists no scene).
  @inlinable public var declaredSceneDelegateOrientations: InterfaceOrientationMask? {
    let scenes = context.pointee.hierarchyAddress.pointee.scenes
    let scene = window.scene
    return scenes.indices.contains(scene) ? scenes[scene].delegateOrientations : nil
  }
  /// The controller UIKit asks in this window (R1): the root, or the presented controller that
  /// fills the window; `nil` without a root, and in a multitasking iPad app, whose controllers
  /// UIKit does not ask (R23).
  @inlinable
  public var deciderViewController: ControllerHandle<Resolver>? {
    if AppConfiguration.supportsMultitasking(context.pointee.appAddress) { return nil }
    return System.decider(
      of: id, in: context.pointee.hierarchyAddress, app: context.pointee.appAddress,
      interfaceOrientation: context.pointee.interfaceOrientation,
      assumptions: context.pointee.assumptionsAddress
    ).map { ControllerHandle(context: context, index: $0.rawValue, depth: depth) }
  }

  /// What UIKit would allow in this window now: the app mask ∩ its decider's supported
  /// orientations (R1, R7); in a multitasking iPad app, the plist's four orientations, with no
  /// controller asked (R23). An app computes the same from its own controllers; this saves a
  /// refresh strategy from repeating UIKit's walk.
  @inlinable
  public var allowedInterfaceOrientations: InterfaceOrientationMask {
    if index == context.pointee.knownAllowedWindow { return context.pointee.knownAllowed }
    let assumptions = context.pointee.assumptionsAddress
    if AppConfiguration.supportsMultitasking(context.pointee.appAddress) {
      return AppConfiguration.plistMask(
        context.pointee.appAddress, emptyPlistList: assumptions.pointee.emptyPlistList
      ).mask.intersection(assumptions.pointee.deviceSupportedOrientations)
    }
    let appMask = context.pointee.appMask.intersection(
      context.pointee.assumptionsAddress.pointee.deviceSupportedOrientations)
    guard
      let decider = System.decider(
        of: id, in: context.pointee.hierarchyAddress, app: context.pointee.appAddress,
        interfaceOrientation: context.pointee.interfaceOrientation,
        assumptions: context.pointee.assumptionsAddress)
    else { return appMask }
    let handle = ControllerHandle(context: context, index: decider.rawValue, depth: depth)
    return appMask.intersection(handle.supportedInterfaceOrientations)
  }

  /// The scene's current interface orientation.
  @inlinable public var interfaceOrientation: InterfaceOrientation {
    context.pointee.interfaceOrientation
  }
  /// `UIDevice.current.orientation`.
  @inlinable public var deviceOrientation: DeviceOrientation { context.pointee.deviceOrientation }
  /// The device family.
  @inlinable public var idiom: UserInterfaceIdiom { context.pointee.appAddress.pointee.idiom }
  /// The iOS version.
  @inlinable public var osVersion: OSVersion { context.pointee.appAddress.pointee.osVersion }
}

extension WindowHandle: Equatable {
  @inlinable public static func == (lhs: WindowHandle, rhs: WindowHandle) -> Bool {
    lhs.index == rhs.index
  }
}
