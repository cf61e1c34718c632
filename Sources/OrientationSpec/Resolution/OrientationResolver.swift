/// The plug-in point: the app's base-class overrides, answering what UIKit asks an app controller.
///
/// Every requirement defaults to UIKit's own behaviour for a subclass that
/// overrides nothing but its declared answers, so the smallest resolver
/// overrides one method:
///
/// ```swift
/// struct ForwardingNavigation: OrientationResolver {
///   func supportedInterfaceOrientations(for controller: ControllerHandle<Self>) -> InterfaceOrientationMask {
///     if controller.kind == .navigation, let top = controller.topViewController {
///       return top.supportedInterfaceOrientations
///     }
///     return controller.own.supportedInterfaceOrientations
///   }
/// }
/// ```
///
/// UIKit asks the resolver only about controllers whose ``ControllerOrigin``
/// is `.app`; system and third-party controllers answer with their own code.
/// Asking a related controller (`top.supportedInterfaceOrientations`)
/// dispatches back into the same resolver. The recursion is bounded: a
/// forwarding cycle ends the evaluation with ``UIKitException/forwardingLoop(className:question:)``.
public protocol OrientationResolver: _OrientationResolverEngine {
  /// The stable name used on the command line (`reference`, `uikit-default`).
  var name: String { get }

  /// `supportedInterfaceOrientations` of an app controller.
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask

  /// `shouldAutorotate` of an app controller (honoured up to iOS 15, R9).
  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool

  /// `preferredInterfaceOrientationForPresentation` of an app controller.
  func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation

  /// `prefersStatusBarHidden` of an app controller.
  func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool

  /// `preferredStatusBarStyle` of an app controller.
  func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle

  /// `childForStatusBarStyle` of an app controller: the controller UIKit asks the style instead,
  /// `nil` to answer itself (R26). UIKit's own: a navigation controller's top while its bar is
  /// hidden, a tab bar controller's selection.
  func childForStatusBarStyle(for controller: ControllerHandle<Self>) -> ControllerHandle<Self>?

  /// `childForStatusBarHidden` of an app controller (R26). UIKit's own: a navigation controller's
  /// top, a tab bar controller's selection.
  func childForStatusBarHidden(for controller: ControllerHandle<Self>) -> ControllerHandle<Self>?

  /// `application(_:supportedInterfaceOrientationsFor:)`; `nil` when the app delegate does not implement it.
  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?

  /// `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)` of `window`'s scene (iOS 27+,
  /// A14: it replaces the Info.plist for that scene); `nil` when the scene delegate does not
  /// implement it. UIKit asks it per window, as it asks the app delegate (R5).
  func windowSceneSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?

  /// The back-swipe's `gestureRecognizerShouldBegin(_:)` for an app navigation controller.
  func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>) -> Bool

  /// The app's refresh or forcing strategy: what it does once `event` has applied, to bring the
  /// interface in line (a key-value-coding force, a geometry request, a throw-away presentation),
  /// as events the System runs next through the same rules. By default, nothing.
  ///
  /// - Parameters:
  ///   - subject: the controller the event concerns: the pushed or presented one, the new top after
  ///     a pop, the selected tab, the presenter after a dismissal, the one whose declarations changed.
  ///   - window: the window that sets the orientation.
  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event]

  /// Whether every answer depends only on what the handles show (the hierarchy, the app, the
  /// orientations, the assumptions): asked again in the same state, the resolver answers the
  /// same. A session then reuses an evaluation that UIKit repeats on an unchanged state (a
  /// skipped event after a query) instead of asking again. By default `false`: every evaluation
  /// asks.
  static var answersDependOnlyOnState: Bool { get }
}

extension OrientationResolver {
  /// `false`: a resolver is asked at every evaluation unless it says its answers depend only on
  /// the state.
  @inlinable public static var answersDependOnlyOnState: Bool { false }

  /// `false`: a resolver may fault.
  @inlinable public static var _cannotFault: Bool { false }

  /// The type's name.
  public var name: String { String(describing: Self.self) }

  /// The session loop, compiled for `Self` in the module that declares the conformance.
  @inlinable
  @discardableResult
  public func _runSession(
    _ session: Session, assumptions: Assumptions, recordsRules: Bool,
    storage: inout SessionStorage, observe: (Step, SessionState) -> Void
  ) -> Hierarchy {
    System.run(
      session, resolver: self, assumptions: assumptions, recordsRules: recordsRules,
      storage: &storage, observe: observe)
  }

  /// The subclass's declared answer, else UIKit's.
  @inlinable
  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    controller.own.supportedInterfaceOrientations
  }

  /// UIKit's own routing (R26).
  @inlinable
  public func childForStatusBarStyle(for controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    controller.inherited.childForStatusBarStyle
  }

  /// UIKit's own routing (R26).
  @inlinable
  public func childForStatusBarHidden(for controller: ControllerHandle<Self>)
    -> ControllerHandle<Self>?
  {
    controller.inherited.childForStatusBarHidden
  }

  /// The subclass's declared answer, else `true`.
  @inlinable
  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    controller.own.shouldAutorotate
  }

  /// The subclass's declared answer, else UIKit's (the current orientation, R8).
  @inlinable
  public func preferredInterfaceOrientationForPresentation(
    for controller: ControllerHandle<Self>
  ) -> InterfaceOrientation {
    controller.own.preferredInterfaceOrientationForPresentation
  }

  /// The subclass's declared answer, else UIKit's.
  @inlinable
  public func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    controller.own.prefersStatusBarHidden
  }

  /// The subclass's declared answer, else UIKit's.
  @inlinable
  public func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    controller.own.preferredStatusBarStyle
  }

  /// What the app configuration declares the delegate returns.
  @inlinable
  public func applicationSupportedInterfaceOrientations(
    for window: WindowHandle<Self>
  ) -> InterfaceOrientationMask? {
    window.declaredAppDelegateOrientations
  }

  /// What the scene's configuration declares its scene delegate returns (a scenario's `scene …
  /// delegate MASK`).
  @inlinable
  public func windowSceneSupportedInterfaceOrientations(
    for window: WindowHandle<Self>
  ) -> InterfaceOrientationMask? {
    window.declaredSceneDelegateOrientations
  }

  /// No refresh: UIKit re-evaluates only at its own checkpoints (R15).
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    []
  }

  /// UIKit's own gesture delegate: more than one controller, the bar visible, the system back button.
  @inlinable
  public func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>)
    -> Bool
  {
    navigationController.uikitAllowsInteractivePop
  }
}

/// The engine's side of a resolver, which no resolver implements: every ``OrientationResolver``
/// gets both requirements from the package's defaults. They are requirements (not free functions)
/// so that the compiler settles them in the module that declares each conformance, specialised for
/// the concrete resolver; they live here, underscored (hidden from code completion and the
/// documentation), so that the protocol a team conforms to shows UIKit's questions and the
/// plug-in's own hooks only.
public protocol _OrientationResolverEngine: Sendable {
  /// Whether no question to this resolver can ever end an evaluation with a fault (a forwarding
  /// loop, or an alert asked again while it is being asked, E4), on any valid hierarchy. An
  /// evaluation that records nothing then decides only the window whose decision it reads (the
  /// others' could show only in a fault). By default `false`.
  ///
  /// Not an app's to declare: it is the specification's promise for its own reference resolver,
  /// argued at its declaration and tested. A wrong `true` hides the faults of the windows an evaluation
  /// no longer decides. A requirement rather than a marker protocol so that the compiler settles
  /// it where the evaluation is specialised (a conformance test asked the runtime at each
  /// evaluation of a resolver that does not conform).
  static var _cannotFault: Bool { get }

  /// Runs `session` with this resolver, handing each step and UIKit's state after it to
  /// `observe`, in `storage`'s arena: exactly
  /// ``System/run(_:resolver:assumptions:namesControllers:recordsRules:storage:observe:)``.
  ///
  /// Do not implement it: the default is the only correct implementation. It is a requirement so
  /// that a caller holding the resolver as `any OrientationResolver` (the command line, `fuzz`)
  /// runs the session loop compiled for the concrete resolver, where each question is a direct
  /// call, instead of generic code that looks up type metadata at every question.
  @discardableResult
  func _runSession(
    _ session: Session, assumptions: Assumptions, recordsRules: Bool,
    storage: inout SessionStorage, observe: (Step, SessionState) -> Void
  ) -> Hierarchy
}
