public import OrientationSpec

/// The app as a resolver: each question UIKit asks an app controller goes to the instance of the
/// app's class bound to it.
extension UIKitApp: OrientationResolver {
  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    Bridge.supportedInterfaceOrientations(controller)
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    Bridge.shouldAutorotate(controller)
  }

  public func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    Bridge.preferredInterfaceOrientationForPresentation(controller)
  }

  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    Bridge.prefersStatusBarHidden(controller)
  }

  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    Bridge.preferredStatusBarStyle(controller)
  }

  /// The instance's `childForStatusBarStyle`, as the controller it is bound to; `nil` when it
  /// answers itself or names a controller not on the session's hierarchy.
  public func childForStatusBarStyle(for controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    Bridge.childForStatusBarStyle(controller)
  }

  /// The instance's `childForStatusBarHidden`, as ``childForStatusBarStyle(for:)``.
  public func childForStatusBarHidden(for controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    Bridge.childForStatusBarHidden(controller)
  }

  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`, given the window's
  /// `UIWindow`; `nil` when it does not implement it.
  public func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    Bridge.applicationSupportedInterfaceOrientations(window)
  }

  /// The scene delegate's `supportedInterfaceOrientations(for:)` for the window's scene (asked
  /// from iOS 27), given its `UIWindowScene`; `nil` when it does not implement it.
  public func windowSceneSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    Bridge.windowSceneSupportedInterfaceOrientations(window)
  }

  /// The navigation controller's back-swipe recognizer's delegate, when it has one that
  /// implements `gestureRecognizerShouldBegin(_:)`; else UIKit's own answer (R27).
  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    Bridge.interactivePopGestureShouldBegin(navigationController)
  }
}

extension UIKitApp: SessionHosting, VocabularyProviding {
  @usableFromInline
  package func makeSessionHost() -> any SessionHost { AppSessionHost(app: self) }
}

/// The session host the runner talks to; it runs the session on the main actor.
final class AppSessionHost: SessionHost {
  let session: AppSession

  init(app: UIKitApp) { session = Bridge.makeSession(app) }

  func sessionWillStart(context: UnsafeMutableRawPointer) { Bridge.start(session, context) }

  func nextEvent(after step: borrowing Step, context: UnsafeMutableRawPointer) -> Event? {
    Bridge.next(session, copy step, context)
  }

  func settle(after step: borrowing Step, context: UnsafeMutableRawPointer) {
    Bridge.settle(session, copy step, context)
  }

  func perform(
    action name: String, position: Int, exactly: Bool, context: UnsafeMutableRawPointer
  ) -> Int? {
    Bridge.perform(session, name, exactly ? .exactly(position) : .modulo(position), context)
  }

  func actionPosition(of name: String, controller index: Int32, context: UnsafeMutableRawPointer)
    -> Int?
  {
    Bridge.perform(session, name, .position(of: index), context)
  }

  func sessionDidEnd() { Bridge.end(session) }
}

/// Main-actor code called from the specification's questions, which are not isolated: the
/// checker runs an app's classes on the main actor only (``AppSession/start(_:)`` checks it once
/// a session), so a call needs no hop. Each is a main-actor function value converted once (the
/// conversion changes the type, not the value), which costs a call through it; a per-call
/// `MainActor.assumeIsolated` costs about 58 ns and an allocation.
enum Bridge {
  typealias Handle = ControllerHandle<UIKitApp>

  nonisolated(unsafe) static let supportedInterfaceOrientations:
    (Handle) -> InterfaceOrientationMask = unsafeBitCast(
      { handle in
        AppSession.ask(handle, .supportedInterfaceOrientations) {
          $0.supportedInterfaceOrientations
        }
      } as @MainActor (Handle) -> InterfaceOrientationMask,
      to: ((Handle) -> InterfaceOrientationMask).self)

  nonisolated(unsafe) static let shouldAutorotate: (Handle) -> Bool = unsafeBitCast(
    { handle in AppSession.ask(handle, .shouldAutorotate) { $0.shouldAutorotate } }
      as @MainActor (Handle) -> Bool,
    to: ((Handle) -> Bool).self)

  nonisolated(unsafe) static let preferredInterfaceOrientationForPresentation:
    (Handle) -> InterfaceOrientation = unsafeBitCast(
      { handle in
        AppSession.ask(handle, .preferredInterfaceOrientationForPresentation) {
          $0.preferredInterfaceOrientationForPresentation
        }
      } as @MainActor (Handle) -> InterfaceOrientation,
      to: ((Handle) -> InterfaceOrientation).self)

  nonisolated(unsafe) static let prefersStatusBarHidden: (Handle) -> Bool = unsafeBitCast(
    { handle in AppSession.ask(handle, .prefersStatusBarHidden) { $0.prefersStatusBarHidden } }
      as @MainActor (Handle) -> Bool,
    to: ((Handle) -> Bool).self)

  nonisolated(unsafe) static let preferredStatusBarStyle: (Handle) -> StatusBarStyle =
    unsafeBitCast(
      { handle in
        AppSession.ask(handle, .preferredStatusBarStyle) { $0.preferredStatusBarStyle }
      } as @MainActor (Handle) -> StatusBarStyle,
      to: ((Handle) -> StatusBarStyle).self)

  nonisolated(unsafe) static let childForStatusBarStyle: (Handle) -> Handle? = unsafeBitCast(
    { handle in
      AppSession.ask(handle, .childForStatusBarStyle) {
        AppSession.handle(of: $0.childForStatusBarStyle, asking: handle)
      }
    } as @MainActor (Handle) -> Handle?,
    to: ((Handle) -> Handle?).self)

  nonisolated(unsafe) static let childForStatusBarHidden: (Handle) -> Handle? = unsafeBitCast(
    { handle in
      AppSession.ask(handle, .childForStatusBarHidden) {
        AppSession.handle(of: $0.childForStatusBarHidden, asking: handle)
      }
    } as @MainActor (Handle) -> Handle?,
    to: ((Handle) -> Handle?).self)

  nonisolated(unsafe) static let interactivePopGestureShouldBegin: (Handle) -> Bool =
    unsafeBitCast(
      { handle in
        AppSession.ask(handle, .supportedInterfaceOrientations) { instance in
          AppSession.gestureShouldBegin(instance, handle)
        }
      } as @MainActor (Handle) -> Bool,
      to: ((Handle) -> Bool).self)

  nonisolated(unsafe) static let applicationSupportedInterfaceOrientations:
    (WindowHandle<UIKitApp>) -> InterfaceOrientationMask? = unsafeBitCast(
      { window in AppSession.askDelegate(window) }
        as @MainActor (WindowHandle<UIKitApp>) -> InterfaceOrientationMask?,
      to: ((WindowHandle<UIKitApp>) -> InterfaceOrientationMask?).self)

  nonisolated(unsafe) static let windowSceneSupportedInterfaceOrientations:
    (WindowHandle<UIKitApp>) -> InterfaceOrientationMask? = unsafeBitCast(
      { window in AppSession.askSceneDelegate(window) }
        as @MainActor (WindowHandle<UIKitApp>) -> InterfaceOrientationMask?,
      to: ((WindowHandle<UIKitApp>) -> InterfaceOrientationMask?).self)

  nonisolated(unsafe) static let capture: (UIKitApp) -> UIKitApp.Captured = unsafeBitCast(
    { app in app.captured() } as @MainActor (UIKitApp) -> UIKitApp.Captured,
    to: ((UIKitApp) -> UIKitApp.Captured).self)

  nonisolated(unsafe) static let makeSession: (UIKitApp) -> AppSession = unsafeBitCast(
    { app in AppSession(app: app) } as @MainActor (UIKitApp) -> AppSession,
    to: ((UIKitApp) -> AppSession).self)

  nonisolated(unsafe) static let start: (AppSession, UnsafeMutableRawPointer) -> Void =
    unsafeBitCast(
      { session, context in session.start(HostContext(context)) }
        as @MainActor (AppSession, UnsafeMutableRawPointer) -> Void,
      to: ((AppSession, UnsafeMutableRawPointer) -> Void).self)

  nonisolated(unsafe) static let next: (AppSession, Step, UnsafeMutableRawPointer) -> Event? =
    unsafeBitCast(
      { session, step, context in session.next(after: step, HostContext(context)) }
        as @MainActor (AppSession, Step, UnsafeMutableRawPointer) -> Event?,
      to: ((AppSession, Step, UnsafeMutableRawPointer) -> Event?).self)

  nonisolated(unsafe) static let settle: (AppSession, Step, UnsafeMutableRawPointer) -> Void =
    unsafeBitCast(
      { session, step, context in session.settle(after: step, HostContext(context)) }
        as @MainActor (AppSession, Step, UnsafeMutableRawPointer) -> Void,
      to: ((AppSession, Step, UnsafeMutableRawPointer) -> Void).self)

  nonisolated(unsafe) static let perform:
    (AppSession, String, AppSession.ActionTarget, UnsafeMutableRawPointer) -> Int? = unsafeBitCast(
      { session, name, target, context in
        session.perform(action: name, target, HostContext(context))
      } as @MainActor (AppSession, String, AppSession.ActionTarget, UnsafeMutableRawPointer) -> Int?,
      to: ((AppSession, String, AppSession.ActionTarget, UnsafeMutableRawPointer) -> Int?).self)

  nonisolated(unsafe) static let end: (AppSession) -> Void = unsafeBitCast(
    { session in session.end() } as @MainActor (AppSession) -> Void,
    to: ((AppSession) -> Void).self)
}
