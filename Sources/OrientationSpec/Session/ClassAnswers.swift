/// What a controller's own class answers UIKit's five questions, asked as UIKit asks a decider.
///
/// Recorded, in the sessions of an app checked as its own classes, for the controllers whose
/// answers the app's containers should pass on: the decider's visible top and the status bar's.
/// Their classes decide, logic in a base view controller included, so the invariants judge
/// forwarding against these answers rather than against declared constants.
public struct ClassAnswers: Hashable, Sendable {
  public var controller: ControllerID
  public var supportedInterfaceOrientations: InterfaceOrientationMask
  public var shouldAutorotate: Bool
  public var preferredInterfaceOrientationForPresentation: InterfaceOrientation
  public var prefersStatusBarHidden: Bool
  public var preferredStatusBarStyle: StatusBarStyle

  public init(
    controller: ControllerID, supportedInterfaceOrientations: InterfaceOrientationMask,
    shouldAutorotate: Bool, preferredInterfaceOrientationForPresentation: InterfaceOrientation,
    prefersStatusBarHidden: Bool, preferredStatusBarStyle: StatusBarStyle
  ) {
    self.controller = controller
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.shouldAutorotate = shouldAutorotate
    self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
    self.prefersStatusBarHidden = prefersStatusBarHidden
    self.preferredStatusBarStyle = preferredStatusBarStyle
  }
}

/// The class answers of the last evaluation (at most three controllers: the decider's visible top
/// and the tops the status bar's questions reach), held inline.
public struct VisibleTopAnswers: Hashable, Sendable {
  public var first: ClassAnswers?
  public var second: ClassAnswers?
  public var third: ClassAnswers?

  public init() {}

  /// The answers recorded for `controller`, if any.
  public func answers(for controller: ControllerID?) -> ClassAnswers? {
    guard let controller else { return nil }
    if first?.controller == controller { return first }
    if second?.controller == controller { return second }
    if third?.controller == controller { return third }
    return nil
  }

  /// Records `answers`, unless the controller's are recorded already.
  @usableFromInline
  mutating func record(_ answers: ClassAnswers) {
    guard self.answers(for: answers.controller) == nil else { return }
    if first == nil {
      first = answers
    } else if second == nil {
      second = answers
    } else if third == nil {
      third = answers
    }
  }
}

extension ControllerHandle {
  /// This controller's class answers, asked as UIKit asks a decider.
  @inlinable
  func classAnswers() -> ClassAnswers {
    ClassAnswers(
      controller: id, supportedInterfaceOrientations: supportedInterfaceOrientations,
      shouldAutorotate: shouldAutorotate,
      preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation,
      prefersStatusBarHidden: prefersStatusBarHidden,
      preferredStatusBarStyle: preferredStatusBarStyle)
  }
}
