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

/// The class answers of the step's evaluations (each evaluation asks at most three controllers:
/// the decider's visible top and the tops the status bar's questions reach), held inline.
///
/// A controller is known by its serial, not its index: an answer recorded before an event
/// renumbered the hierarchy (a dismissal's transition asks the preferred orientation, the
/// controllers it removes go after it) is read for the same controller, never another's. When a fourth controller is
/// recorded, the one written longest ago gives way: the step's last evaluation is always whole.
public struct VisibleTopAnswers: Hashable, Sendable {
  public var first: ClassAnswers?
  public var second: ClassAnswers?
  public var third: ClassAnswers?
  /// Each slot's last write, in the order of `writes`: which slot gives way.
  @usableFromInline var stamps: (UInt32, UInt32, UInt32) = (0, 0, 0)
  @usableFromInline var serials: (Int32, Int32, Int32) = (0, 0, 0)
  @usableFromInline var writes: UInt32 = 0

  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second && lhs.third == rhs.third
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(second)
    hasher.combine(third)
  }

  /// The answers recorded for `controller`, if any, as it is in `hierarchy`.
  public func answers(for controller: ControllerID?, in hierarchy: Hierarchy) -> ClassAnswers? {
    guard let controller, controller.rawValue < hierarchy.nodes.count else { return nil }
    let serial = hierarchy.nodes[Int(controller.rawValue)].serial
    if first != nil, serials.0 == serial { return first }
    if second != nil, serials.1 == serial { return second }
    if third != nil, serials.2 == serial { return third }
    return nil
  }

  /// The slot of `controller` (whose serial is `serial`), made afresh when it has none, in place
  /// of the slot written longest ago when all three are taken.
  @usableFromInline
  mutating func slot(
    for controller: ControllerID, serial: Int32, _ body: (inout ClassAnswers) -> Void
  ) {
    writes &+= 1
    let slot: Int
    if first != nil, serials.0 == serial {
      slot = 0
    } else if second != nil, serials.1 == serial {
      slot = 1
    } else if third != nil, serials.2 == serial {
      slot = 2
    } else {
      slot =
        first == nil
        ? 0
        : second == nil
          ? 1
          : third == nil
            ? 2 : stamps.0 <= stamps.1 && stamps.0 <= stamps.2 ? 0 : stamps.1 <= stamps.2 ? 1 : 2
      switch slot {
      case 0: first = ClassAnswers(controller: controller); serials.0 = serial
      case 1: second = ClassAnswers(controller: controller); serials.1 = serial
      default: third = ClassAnswers(controller: controller); serials.2 = serial
      }
    }
    switch slot {
    case 0: stamps.0 = writes; first!.controller = controller; body(&first!)
    case 1: stamps.1 = writes; second!.controller = controller; body(&second!)
    default: stamps.2 = writes; third!.controller = controller; body(&third!)
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
