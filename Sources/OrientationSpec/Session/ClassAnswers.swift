/// What a controller's own class answers UIKit's five questions, asked as UIKit asks a decider.
///
/// Recorded, in the sessions of an app checked as its own classes, for the controllers whose
/// answers the app's containers should pass on: the decider's visible top and the status bar's.
/// Their classes decide, logic in a base view controller included, so the invariants judge
/// forwarding against these answers rather than against declared constants.
public struct ClassAnswers: Hashable, Sendable {
  public var controller: ControllerID
  /// Each answer UIKit obtained from the controller's container in the evaluation, asked of the
  /// controller itself; `nil` for a question UIKit did not ask there.
  public var supportedInterfaceOrientations: InterfaceOrientationMask?
  public var shouldAutorotate: Bool?
  public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
  public var prefersStatusBarHidden: Bool?
  public var preferredStatusBarStyle: StatusBarStyle?

  public init(controller: ControllerID) { self.controller = controller }
}

/// Which of the five questions an evaluation asked a container, to ask its top.
@usableFromInline
struct AskedQuestions: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt8
  @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
  @inlinable static var supported: AskedQuestions { AskedQuestions(rawValue: 1 << 0) }
  @inlinable static var autorotates: AskedQuestions { AskedQuestions(rawValue: 1 << 1) }
  @inlinable static var preferred: AskedQuestions { AskedQuestions(rawValue: 1 << 2) }
  @inlinable static var hidden: AskedQuestions { AskedQuestions(rawValue: 1 << 3) }
  @inlinable static var style: AskedQuestions { AskedQuestions(rawValue: 1 << 4) }
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

  /// The slot of `controller`'s answers, made when it has none; `nil` when all three are taken.
  @usableFromInline
  mutating func slot(for controller: ControllerID, _ body: (inout ClassAnswers) -> Void) {
    if first == nil || first?.controller == controller {
      if first == nil { first = ClassAnswers(controller: controller) }
      body(&first!)
    } else if second == nil || second?.controller == controller {
      if second == nil { second = ClassAnswers(controller: controller) }
      body(&second!)
    } else if third == nil || third?.controller == controller {
      if third == nil { third = ClassAnswers(controller: controller) }
      body(&third!)
    }
  }
}

extension ControllerHandle {
  /// This controller's answers to `questions`, asked as UIKit asks a decider, into `answers`.
  @inlinable
  func classAnswers(_ questions: AskedQuestions, into answers: inout ClassAnswers) {
    if questions.contains(.supported) {
      answers.supportedInterfaceOrientations = supportedInterfaceOrientations
    }
    if questions.contains(.autorotates) { answers.shouldAutorotate = shouldAutorotate }
    if questions.contains(.preferred) {
      answers.preferredInterfaceOrientationForPresentation =
        preferredInterfaceOrientationForPresentation
    }
    if questions.contains(.hidden) { answers.prefersStatusBarHidden = prefersStatusBarHidden }
    if questions.contains(.style) { answers.preferredStatusBarStyle = preferredStatusBarStyle }
  }
}
