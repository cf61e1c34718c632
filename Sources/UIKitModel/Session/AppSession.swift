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
  /// The session running now, if any (no dynamic exclusivity check, which only the main actor's
  /// one thread could need). Its state read at every relation and answer moves into
  /// ``Running/state`` while it runs, and back when it stops (see `AppSession+Running`).
  @exclusivity(unchecked) static var current: AppSession? {
    willSet {
      if let current, current !== newValue { current.park() }
    }
    didSet {
      if let current, current !== oldValue { current.resume() }
    }
  }
  /// Each session's number, so that an instance kept from an earlier session reads as unbound.
  static var sessionCount: UInt64 = 0

  let number: UInt64
  let app: UIKitApp

  /// What relations and answers read, while the session does not run: ``RunningState``. The
  /// session's methods run while it runs, and read ``Running/state`` through the properties
  /// below.
  var parked: RunningState

  /// The instances, by their controller's serial (``HostContext/serial(of:)``).
  var instances: InstanceList {
    get { Running.state.instances }
    _modify { yield &Running.state.instances }
  }
  /// Each tab bar's More navigation controller, by the tab bar's serial.
  var moreNavigationControllers: [Int32: UINavigationController] = [:]
  /// The windows, in the hierarchy's order.
  @exclusivity(unchecked) var windows: [UIWindow] = []
  /// The scenes' instances, by scene index, made as the scenes are first reached
  /// (``windowScene(_:)``).
  @exclusivity(unchecked) var sceneInstances: [UIWindowScene] = []
  /// The scenes that disconnected in the last step, until their delegates are told.
  @exclusivity(unchecked) var disconnectedScenes: [UIWindowScene] = []
  /// How many times the app's code was entered from outside (a question, a reaction to a step,
  /// an action): the calls one entry queues were made in one run-loop turn.
  @exclusivity(unchecked) var turn: UInt64 = 0
  /// The app delegate, made for the session.
  var appDelegate: (any UIApplicationDelegate)?

  /// The context the app's code sees now (``RunningState/anchor``).
  var anchor: ControllerHandle<UIKitApp>? {
    get { Running.state.anchor }
    set { Running.state.anchor = newValue }
  }
  /// The question UIKit is asking now (``RunningState/question``).
  var question: Question {
    get { Running.state.question }
    set { Running.state.question = newValue }
  }
  /// The stack guard of the outermost question or reaction running now (``RunningState``).
  var guardrail: StackGuard {
    get { Running.state.guardrail }
    _modify { yield &Running.state.guardrail }
  }

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
  /// The hierarchy's shape version and the interface orientation when ``shown`` was last
  /// listed (see `tellLifecycle`); `nil` before.
  var listedShape: (version: UInt64, orientation: InterfaceOrientation)?
  /// The list of the controllers on screen now, made in this buffer at each step.
  @exclusivity(unchecked) var shownScratch: [Int32] = []
  /// Each navigation controller's top when it was last looked at, by serial.
  @exclusivity(unchecked) var navigationTops: [(navigation: Int32, top: Int32)] = []
  /// The controllers leaving and coming on screen in a step, and each layer's root: lists kept
  /// from step to step.
  @exclusivity(unchecked) var leavingScratch: [UIViewController] = []
  @exclusivity(unchecked) var comingScratch: [UIViewController] = []
  @exclusivity(unchecked) var layerRootsScratch: [Int32] = []
  @exclusivity(unchecked) var navigationShownScratch: [(UINavigationController, UIViewController)] =
    []
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
  /// The lists the next interactive dismissal's controllers are made in: those of the last one,
  /// emptied once it ended (an interactive dismissal holds its lists across steps).
  @exclusivity(unchecked) var spareDismissalLists:
    (covering: [UIViewController], coming: [UIViewController]) = ([], [])
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
    parked = RunningState(number: number)
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
    Self.index(of: instance, in: context)
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
    let handle = context.controller(index)
    instance.prepareForShowing(
      kind: controller.kind, childCount: handle.childCount,
      inNavigation: handle.parent?.kind == .navigation,
      customBackButton: controller.options.contains(.customBackButton))
    // The parent's list of children (``UIViewController/children``) gets room for this one in
    // the step that made it, not in a later step that first asks for it.
    if let parent = handle.parent, parent.serial >= 0, Int(parent.serial) < instances.count,
      let parentInstance = instances[Int(parent.serial)],
      parentInstance.childrenCache.capacity < parent.childCount
    {
      parentInstance.childrenCache.reserveCapacity(parent.childCount)
    }
  }
}
