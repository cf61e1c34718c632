public import OrientationSpec

/// The app as a resolver: each question UIKit asks an app controller goes to the instance of the
/// app's class bound to it.
extension UIKitApp: OrientationResolver {
  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    Bridge.supportedInterfaceOrientations((self, controller))
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    Bridge.shouldAutorotate((self, controller))
  }

  public func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    Bridge.preferredInterfaceOrientationForPresentation((self, controller))
  }

  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    Bridge.prefersStatusBarHidden((self, controller))
  }

  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    Bridge.preferredStatusBarStyle((self, controller))
  }

  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`, given the window's
  /// `UIWindow`; `nil` when it does not implement it.
  public func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    Bridge.applicationSupportedInterfaceOrientations((self, window))
  }

  /// The navigation controller's back-swipe recognizer's delegate, when it has one that
  /// implements `gestureRecognizerShouldBegin(_:)`; else UIKit's own answer (R27).
  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    Bridge.interactivePopGestureShouldBegin((self, navigationController))
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

  func sessionWillStart(context: UnsafeMutableRawPointer) { Bridge.start((session, context)) }

  func nextEvent(after step: borrowing Step, context: UnsafeMutableRawPointer) -> Event? {
    Bridge.next((session, copy step, context))
  }

  func perform(action name: String, position: Int, context: UnsafeMutableRawPointer) -> Bool {
    Bridge.perform((session, name, position, context))
  }

  func sessionDidEnd() { Bridge.end(session) }
}

/// Main-actor code called from the specification's questions, which are not isolated: the
/// checker runs an app's classes on the main thread only (``AppSession/start(_:)`` checks it
/// once a session), so a call needs no hop. Each is a function value converted once, which
/// costs a call through it (a per-call `MainActor.assumeIsolated` costs about 58 ns and an
/// allocation).
enum Bridge {
  static func unchecked<Argument, Result>(
    _ body: @escaping @MainActor (Argument) -> Result
  ) -> (Argument) -> Result {
    unsafeBitCast(body, to: ((Argument) -> Result).self)
  }

  typealias Question = (UIKitApp, ControllerHandle<UIKitApp>)

  nonisolated(unsafe) static let supportedInterfaceOrientations:
    (Question) -> InterfaceOrientationMask = unchecked { app, handle in
      AppSession.ask(handle, .supportedInterfaceOrientations, app: app) {
        $0.supportedInterfaceOrientations
      }
    }
  nonisolated(unsafe) static let shouldAutorotate: (Question) -> Bool = unchecked { app, handle in
    AppSession.ask(handle, .shouldAutorotate, app: app) { $0.shouldAutorotate }
  }
  nonisolated(unsafe) static let preferredInterfaceOrientationForPresentation:
    (Question) -> InterfaceOrientation = unchecked { app, handle in
      AppSession.ask(handle, .preferredInterfaceOrientationForPresentation, app: app) {
        $0.preferredInterfaceOrientationForPresentation
      }
    }
  nonisolated(unsafe) static let prefersStatusBarHidden: (Question) -> Bool = unchecked {
    app, handle in
    AppSession.ask(handle, .prefersStatusBarHidden, app: app) { $0.prefersStatusBarHidden }
  }
  nonisolated(unsafe) static let preferredStatusBarStyle: (Question) -> StatusBarStyle =
    unchecked { app, handle in
      AppSession.ask(handle, .preferredStatusBarStyle, app: app) { $0.preferredStatusBarStyle }
    }
  nonisolated(unsafe) static let interactivePopGestureShouldBegin: (Question) -> Bool =
    unchecked { app, handle in
      AppSession.ask(handle, .supportedInterfaceOrientations, app: app) { instance in
        guard let navigation = instance as? UINavigationController,
          let recognizer = navigation.interactivePopGestureRecognizer
        else { return handle.uikitAllowsInteractivePop }
        guard recognizer.isEnabled else { return false }
        if let delegate = recognizer.delegate,
          let answer = OptionalRequirement.answer({
            delegate.gestureRecognizerShouldBegin(recognizer)
          })
        {
          return answer
        }
        return handle.uikitAllowsInteractivePop
      }
    }
  nonisolated(unsafe) static let applicationSupportedInterfaceOrientations:
    ((UIKitApp, WindowHandle<UIKitApp>)) -> InterfaceOrientationMask? = unchecked { app, window in
      AppSession.askDelegate(window, app: app)
    }

  nonisolated(unsafe) static let capture: (UIKitApp) -> UIKitApp.Captured = unchecked {
    $0.captured()
  }
  nonisolated(unsafe) static let makeSession: (UIKitApp) -> AppSession = unchecked {
    AppSession(app: $0)
  }
  nonisolated(unsafe) static let start: ((AppSession, UnsafeMutableRawPointer)) -> Void =
    unchecked { session, context in session.start(HostContext(context)) }
  nonisolated(unsafe) static let next: ((AppSession, Step, UnsafeMutableRawPointer)) -> Event? =
    unchecked { session, step, context in session.next(after: step, HostContext(context)) }
  nonisolated(unsafe) static let perform:
    ((AppSession, String, Int, UnsafeMutableRawPointer)) -> Bool = unchecked {
      session, name, position, context in
      session.perform(action: name, position: position, HostContext(context))
    }
  nonisolated(unsafe) static let end: (AppSession) -> Void = unchecked { $0.end() }
}
