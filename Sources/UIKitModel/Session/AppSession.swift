internal import OrientationSpec

/// One session of an app checked as its own classes: the app's instances, bound to the
/// controllers of the session's hierarchy, and what UIKit is doing with them.
///
/// UIKit's state lives in the specification's hierarchy; an instance holds only the app's own
/// state and, once bound, its controller's serial. Relations, questions UIKit's classes answer
/// and the calls the app makes all go through the session that is running now
/// (``AppSession/current``): sessions run one at a time, on the main thread.
@MainActor
final class AppSession {
  /// The session running now, if any. (Read at every relation and answer: no dynamic
  /// exclusivity check, which only the main actor's one thread could need.)
  @exclusivity(unchecked) static var current: AppSession?
  /// Each session's number, so that an instance kept from an earlier session reads as unbound.
  static var sessionCount: UInt64 = 0

  let number: UInt64
  let app: UIKitApp

  /// The instances, by their controller's serial (``HostContext/serial(of:)``).
  @exclusivity(unchecked) var instances: [UIViewController?] = []
  /// Each tab bar's More navigation controller, by the tab bar's serial.
  var moreNavigationControllers: [Int32: UINavigationController] = [:]
  /// The windows, in the hierarchy's order.
  @exclusivity(unchecked) var windows: [UIWindow] = []
  /// The scenes' instances, by scene index, made as the scenes are first reached
  /// (``windowScene(_:)``).
  var sceneInstances: [UIWindowScene] = []
  /// The scenes that disconnected in the last step, until their delegates are told.
  var disconnectedScenes: [UIWindowScene] = []
  /// How many times the app's code was entered from outside (a question, a reaction to a step,
  /// an action): the calls one entry queues were made in one run-loop turn.
  @exclusivity(unchecked) var turn: UInt64 = 0
  /// The app delegate, made for the session.
  var appDelegate: (any UIApplicationDelegate)?

  /// The context the app's code sees now: a handle of the question UIKit is asking, or of the
  /// state after a step while the app reacts; `nil` between them.
  @exclusivity(unchecked) var anchor: ControllerHandle<UIKitApp>?
  /// The question UIKit is asking now (what a forwarding loop found in the app's code is named by).
  @exclusivity(unchecked) var question: Question = .supportedInterfaceOrientations
  /// The stack guard of the outermost question or reaction running now (see `AppSession+Guard`).
  @exclusivity(unchecked) var guardrail = StackGuard()

  /// The calls the app made that UIKit has not applied yet, in the order it made them.
  @exclusivity(unchecked) var pendingCalls: [QueuedCall] = []
  /// Instances the app handed UIKit (a present, a push) and the serials their controllers get,
  /// once the event that makes them applies.
  @exclusivity(unchecked) var pendingBindings: [(serial: Int32, instance: UIViewController)] = []
  /// The call whose event was handed to the runner last, to settle once it applied.
  @exclusivity(unchecked) var lastCall: QueuedCall?
  /// The serial the next controller gets as the last call's event was handed out.
  var serialsBeforeLastCall: Int32 = 0

  /// What the app's screens showed after the last step, by serial, in the order they appeared.
  @exclusivity(unchecked) var shown: [Int32] = []
  /// The list of the controllers on screen now, made in this buffer at each step.
  @exclusivity(unchecked) var shownScratch: [Int32] = []
  /// Each navigation controller's top when it was last looked at, by serial.
  @exclusivity(unchecked) var navigationTops: [(navigation: Int32, top: Int32)] = []
  /// The controllers leaving and coming on screen in a step, and each layer's root: lists kept
  /// from step to step.
  @exclusivity(unchecked) var leavingScratch: [UIViewController] = []
  @exclusivity(unchecked) var comingScratch: [UIViewController] = []
  @exclusivity(unchecked) var layerRootsScratch: [Int32] = []
  @exclusivity(unchecked) var navigationShownScratch: [(UINavigationController, UIViewController)] = []
  /// What `viewWillTransition(to:with:)` is handed: one for the session (it holds no state).
  let transitionCoordinator = TransitionCoordinator()
  /// The list ``navigationTops`` is made in at each look, kept from step to step.
  @exclusivity(unchecked) var navigationTopsScratch: [(navigation: Int32, top: Int32)] = []
  /// The interface orientation the app's controllers were last told about.
  @exclusivity(unchecked) var toldOrientation: InterfaceOrientation?
  /// The interactive dismissal in progress since a `beginInteractiveDismiss` step: its
  /// controller's serial, the controllers told they would disappear, and those told they would
  /// appear (see `AppSession+InteractiveDismissal`).
  var interactiveDismissal: PendingDismissal?
  /// Completion handlers of calls that applied, run once the app's lifecycle calls are made.
  @exclusivity(unchecked) var completions: [() -> Void] = []
  /// What the app's code did that the model does not apply, each once (see UIKitModel.md).
  var unmodelled: [String] = []
  /// The calls the first hierarchy's `viewDidLoad()` made, held until the first event settles
  /// them; `nil` once it did (see `AppSession+History`).
  var callsBeforeFirstEvent: [QueuedCall]?
  /// The serials of the controllers on screen in the first hierarchy.
  var firstShown: [Int32] = []
  /// The controllers of the first hierarchy that appeared before a mid-app start and are no
  /// longer on screen, until the first event settles the history.
  var firstHidden: [UIViewController] = []
  /// How many controllers the hierarchy held, and the next serial, when instances were last
  /// released (see `AppSession+Release`).
  var releasedAt: (count: Int, nextSerial: Int32) = (0, 0)

  init(app: UIKitApp) {
    Self.sessionCount &+= 1
    number = Self.sessionCount
    self.app = app
  }

  /// The instance of the controller `handle` names, made or bound when it has none yet.
  func instance(for handle: ControllerHandle<UIKitApp>) -> UIViewController {
    let serial = handle.serial
    guard serial >= 0 else {
      return moreNavigationController(ofTabBar: handle.parent?.serial ?? -1)
    }
    if Int(serial) < instances.count, let instance = instances[Int(serial)] {
      instance.cachedIndex = handle.arenaIndex
      return instance
    }
    bindNewControllers(handle.hostContext)
    let instance = instances[Int(serial)]!
    instance.cachedIndex = handle.arenaIndex
    return instance
  }

  /// A tab bar's More navigation controller (by the tab bar's serial): UIKit's own, one per tab
  /// bar.
  func moreNavigationController(ofTabBar tabBar: Int32) -> UINavigationController {
    if let existing = moreNavigationControllers[tabBar] { return existing }
    let made = UINavigationController(nibName: nil, bundle: nil)
    made.moreListOf = tabBar
    made.sessionNumber = number
    moreNavigationControllers[tabBar] = made
    return made
  }

  /// The arena index of `instance`'s controller in the context `anchor` shows, if it is there.
  func index(of instance: UIViewController, in context: HostContext<UIKitApp>) -> Int32? {
    guard instance.sessionNumber == number else { return nil }
    if instance.moreListOf >= 0 {
      // The More navigation controller is not in the arena: its handle names its tab bar.
      for index in 0..<Int32(context.hierarchy.count)
      where context.serial(of: index) == instance.moreListOf {
        return -(index + 2)
      }
      return nil
    }
    guard instance.serial >= 0 else { return nil }
    let count = context.hierarchy.count
    let cached = instance.cachedIndex
    if cached >= 0, Int(cached) < count, context.serial(of: cached) == instance.serial {
      return cached
    }
    for index in 0..<Int32(count) where context.serial(of: index) == instance.serial {
      instance.cachedIndex = index
      return index
    }
    return nil
  }

  /// Binds `instance` to the controller whose serial is `serial`, at `index` of `context`'s
  /// hierarchy; what the instance holds of its presentation now comes from the controller.
  func bind(
    _ instance: UIViewController, serial: Int32, index: Int32, _ context: HostContext<UIKitApp>
  ) {
    while instances.count <= Int(serial) { instances.append(nil) }
    instances[Int(serial)] = instance
    instance.serial = serial
    instance.sessionNumber = number
    instance.cachedIndex = index
    instance.detached = DetachedRelations()
    let controller = context.hierarchy[ControllerID(Int(index))]
    if instance.modalPresentationStyle != controller.modalPresentationStyle {
      instance.modalPresentationStyle = controller.modalPresentationStyle
    }
    instance.definesPresentationContext = controller.options.contains(.definesPresentationContext)
    instance.modalPresentationCapturesStatusBarAppearance = controller.options.contains(
      .capturesStatusBarAppearance)
  }
}

/// How the running session reaches an instance's controller.
enum Attachment {
  /// Not in the running session's hierarchy: the instance answers from what it holds itself.
  case detached
  /// In it: the session, and a handle of its controller in the context the app's code sees now.
  case attached(AppSession, ControllerHandle<UIKitApp>)
  /// In it, but the question UIKit is asking ended in a fault (a forwarding loop found in the
  /// app's code): relations answer `nil` and UIKit's classes neutral values, so the loop unwinds.
  case faulted
}

extension AppSession {
  /// Where `instance` is: read by every relation and every answer of UIKit's own classes.
  static func attachment(of instance: UIViewController) -> Attachment {
    guard let session = current, instance.sessionNumber == session.number,
      let anchor = session.anchor
    else { return .detached }
    let context = anchor.hostContext
    if context.faulted { return .faulted }
    guard let index = session.index(of: instance, in: context) else { return .detached }
    if session.guardrail.tripped(by: instance) {
      context.recordForwardingLoop(at: index, asking: session.question)
      return .faulted
    }
    return .attached(session, context.controller(index, depth: anchor.questionDepth))
  }
}
