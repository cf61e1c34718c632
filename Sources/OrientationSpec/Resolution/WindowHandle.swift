/// A window as the app delegate sees it in `application(_:supportedInterfaceOrientationsFor:)`.
public struct WindowHandle<Resolver: OrientationResolver> {
  @usableFromInline let context: UnsafeMutablePointer<ResolutionContext<Resolver>>
  @usableFromInline let index: Int32
  @usableFromInline let depth: Int32

  @inlinable
  init(context: UnsafeMutablePointer<ResolutionContext<Resolver>>, index: Int32, depth: Int32) {
    self.context = context
    self.index = index
    self.depth = depth
  }

  @inlinable var window: Window { context.pointee.hierarchy.windows[Int(index)] }

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
  public var keyWindow: WindowHandle? {
    context.pointee.hierarchy.keyWindow.map {
      WindowHandle(context: context, index: $0.rawValue, depth: depth)
    }
  }
  /// What the app configuration says the delegate returns (`nil`: not implemented).
  @inlinable public var declaredAppDelegateOrientations: InterfaceOrientationMask? {
    context.pointee.app.delegateOrientations
  }
  /// The scene's current interface orientation.
  @inlinable public var interfaceOrientation: InterfaceOrientation {
    context.pointee.interfaceOrientation
  }
  /// `UIDevice.current.orientation`.
  @inlinable public var deviceOrientation: DeviceOrientation { context.pointee.deviceOrientation }
  /// The device family.
  @inlinable public var idiom: UserInterfaceIdiom { context.pointee.app.idiom }
  /// The iOS version.
  @inlinable public var osVersion: OSVersion { context.pointee.app.osVersion }
}

extension WindowHandle: Equatable {
  @inlinable public static func == (lhs: WindowHandle, rhs: WindowHandle) -> Bool {
    lhs.index == rhs.index
  }
}
