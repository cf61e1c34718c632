public import OrientationSpec

/// The app as a resolver: each question UIKit asks an app controller goes to the instance of the
/// app's class bound to it. Inlinable, so that the specification's specialised questions drop the
/// copy of the app they make to call one (the app holds a reference: a retain and a release a
/// question).
extension UIKitApp: OrientationResolver {
  @inlinable
  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    Bridge.supportedInterfaceOrientations(controller)
  }

  @inlinable
  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    Bridge.shouldAutorotate(controller)
  }

  @inlinable
  public func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    Bridge.preferredInterfaceOrientationForPresentation(controller)
  }

  @inlinable
  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    Bridge.prefersStatusBarHidden(controller)
  }

  @inlinable
  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    Bridge.preferredStatusBarStyle(controller)
  }

  /// The instance's `childForStatusBarStyle`, as the controller it is bound to; `nil` when it
  /// answers itself or names a controller not on the session's hierarchy.
  @inlinable
  public func childForStatusBarStyle(for controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    Bridge.childForStatusBarStyle(controller)
  }

  /// The instance's `childForStatusBarHidden`, as ``childForStatusBarStyle(for:)``.
  @inlinable
  public func childForStatusBarHidden(for controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    Bridge.childForStatusBarHidden(controller)
  }

  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`, given the window's
  /// `UIWindow`; `nil` when it does not implement it.
  @inlinable
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
  @inlinable
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

  func controllersMade(by step: borrowing Step, context: UnsafeMutableRawPointer) {
    Bridge.controllersMade(session, copy step, context)
  }

  func sessionDidEnd() { Bridge.end(session) }
}

/// Main-actor code called from the specification's questions, which are not isolated: the
/// checker runs an app's classes on the main actor only (``AppSession/start(_:)`` checks it once
/// a session), so a call needs no hop. Each is a main-actor closure converted where it is called
/// (the conversion changes the type, not the value: the closure captures nothing), which costs a
/// call through it; a per-call `MainActor.assumeIsolated` costs about 58 ns and an allocation.
/// The questions' closures are made at each call rather than held in static constants, which
/// checked their one-time initialisation at each question.
@usableFromInline
enum Bridge {
  @usableFromInline typealias Handle = ControllerHandle<UIKitApp>

  @usableFromInline
  static func supportedInterfaceOrientations(_ argument: Handle) -> InterfaceOrientationMask {
    let body: @MainActor (Handle) -> InterfaceOrientationMask =
      { handle in
        AppSession.ask(handle, .supportedInterfaceOrientations) {
          $0.supportedInterfaceOrientations
        }
      }
    return unsafeBitCast(body, to: ((Handle) -> InterfaceOrientationMask).self)(argument)
  }

  @usableFromInline
  static func shouldAutorotate(_ argument: Handle) -> Bool {
    let body: @MainActor (Handle) -> Bool =
      { handle in AppSession.ask(handle, .shouldAutorotate) { $0.shouldAutorotate } }
    return unsafeBitCast(body, to: ((Handle) -> Bool).self)(argument)
  }

  @usableFromInline
  static func preferredInterfaceOrientationForPresentation(_ argument: Handle)
    -> InterfaceOrientation
  {
    let body: @MainActor (Handle) -> InterfaceOrientation =
      { handle in
        AppSession.ask(handle, .preferredInterfaceOrientationForPresentation) {
          $0.preferredInterfaceOrientationForPresentation
        }
      }
    return unsafeBitCast(body, to: ((Handle) -> InterfaceOrientation).self)(argument)
  }

  @usableFromInline
  static func prefersStatusBarHidden(_ argument: Handle) -> Bool {
    let body: @MainActor (Handle) -> Bool =
      { handle in AppSession.ask(handle, .prefersStatusBarHidden) { $0.prefersStatusBarHidden } }
    return unsafeBitCast(body, to: ((Handle) -> Bool).self)(argument)
  }

  @usableFromInline
  static func preferredStatusBarStyle(_ argument: Handle) -> StatusBarStyle {
    let body: @MainActor (Handle) -> StatusBarStyle =
      { handle in
        AppSession.ask(handle, .preferredStatusBarStyle) { $0.preferredStatusBarStyle }
      }
    return unsafeBitCast(body, to: ((Handle) -> StatusBarStyle).self)(argument)
  }

  @usableFromInline
  static func childForStatusBarStyle(_ argument: Handle) -> Handle? {
    let body: @MainActor (Handle) -> Handle? =
      { handle in
        AppSession.ask(handle, .childForStatusBarStyle) {
          AppSession.handle(of: $0.childForStatusBarStyle, asking: handle)
        }
      }
    return unsafeBitCast(body, to: ((Handle) -> Handle?).self)(argument)
  }

  @usableFromInline
  static func childForStatusBarHidden(_ argument: Handle) -> Handle? {
    let body: @MainActor (Handle) -> Handle? =
      { handle in
        AppSession.ask(handle, .childForStatusBarHidden) {
          AppSession.handle(of: $0.childForStatusBarHidden, asking: handle)
        }
      }
    return unsafeBitCast(body, to: ((Handle) -> Handle?).self)(argument)
  }

  @usableFromInline
  static func interactivePopGestureShouldBegin(_ argument: Handle) -> Bool {
    let body: @MainActor (Handle) -> Bool =
      { handle in
        AppSession.ask(handle, .supportedInterfaceOrientations) { instance in
          AppSession.gestureShouldBegin(instance, handle)
        }
      }
    return unsafeBitCast(body, to: ((Handle) -> Bool).self)(argument)
  }

  @usableFromInline
  static func applicationSupportedInterfaceOrientations(_ argument: WindowHandle<UIKitApp>)
    -> InterfaceOrientationMask?
  {
    let body: @MainActor (WindowHandle<UIKitApp>) -> InterfaceOrientationMask? =
      { window in AppSession.askDelegate(window) }
    return unsafeBitCast(body, to: ((WindowHandle<UIKitApp>) -> InterfaceOrientationMask?).self)(
      argument)
  }

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
      }
        as @MainActor (AppSession, String, AppSession.ActionTarget, UnsafeMutableRawPointer) -> Int?,
      to: ((AppSession, String, AppSession.ActionTarget, UnsafeMutableRawPointer) -> Int?).self)

  nonisolated(unsafe) static let controllersMade:
    (AppSession, Step, UnsafeMutableRawPointer) -> Void = unsafeBitCast(
      { session, step, context in session.controllersMade(by: step, HostContext(context)) }
        as @MainActor (AppSession, Step, UnsafeMutableRawPointer) -> Void,
      to: ((AppSession, Step, UnsafeMutableRawPointer) -> Void).self)

  nonisolated(unsafe) static let end: (AppSession) -> Void = unsafeBitCast(
    { session in session.end() } as @MainActor (AppSession) -> Void,
    to: ((AppSession) -> Void).self)
}
