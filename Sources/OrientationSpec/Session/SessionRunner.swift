@usableFromInline
struct SessionRunner<Resolver: OrientationResolver> {
  @usableFromInline
  var state: SessionState {
    // Any change, in place or whole, makes a new version: a cached query is then stale.
    didSet { stateVersion &+= 1 }
  }
  /// Bumped at each change of `state`, except a change UIKit refused (``refusable(_:)``) and one
  /// of what no evaluation reads (``keepingVersion(_:)``): each version is one set of an
  /// evaluation's inputs (the hierarchy, the app, the interface and reported device orientations).
  @usableFromInline
  var stateVersion: UInt64 = 0
  /// The last `.query` evaluation and the state version it saw, for a resolver whose answers
  /// depend only on the state: the same query on an unchanged state returns it unasked. Not an
  /// optional, so that a skipped event reads it in place; a placeholder until the first query
  /// (`cachedQueryVersion` is then `.max`, which no state reaches).
  @usableFromInline
  var cachedQuery = Resolution(
    trigger: .query, windows: [], previousOrientation: .portrait, interfaceOrientation: .portrait,
    rules: AppliedRules(), warnings: [])
  @usableFromInline
  var cachedQueryVersion: UInt64 = .max
  /// The orientation window's allowed orientations after the last evaluation, at the state
  /// version it left (when its decider was asked and nothing moved or crashed): the refresh
  /// strategy's window handle then answers them without asking the decider again.
  @usableFromInline
  var knownAllowedVersion: UInt64 = .max
  @usableFromInline
  var knownAllowedWindow: Int32 = noIndex
  @usableFromInline
  var knownAllowed: InterfaceOrientationMask = []
  /// The orientation window's app mask when UIKit last asked it (an evaluation other than a
  /// query, or a device event in a pose that is no interface orientation); `nil` before.
  @usableFromInline
  var askedAppMask: InterfaceOrientationMask? = nil
  @usableFromInline
  let resolver: Resolver
  @usableFromInline
  let assumptions: Assumptions
  /// The controller the last event concerned, handed to the refresh strategy.
  @usableFromInline
  var subject: ControllerID?
  /// Whether steps record the decider's name.
  @usableFromInline
  var namesControllers = false
  /// Whether steps record the rules applied and the warnings.
  @usableFromInline
  var recordsRules = true
  /// Whether steps record their ``StepDetails`` (windows, chains, questions, names). Set only
  /// with `namesControllers`, so the per-step test that boxes a step's rare values is unchanged.
  @usableFromInline
  var recordsDetails = false
  /// How many actions the last refresh strategy returned, when it returned too many.
  @usableFromInline
  var truncatedRefreshActions: Int?
  /// What the run's storage lends it (see ``SessionScratch``): spare boxes for a crash's
  /// exception and a buffer for several windows' decisions, valid while the run lasts; `nil`:
  /// each crash makes its own boxes, each evaluation its own buffer.
  @usableFromInline
  var scratch: UnsafeMutablePointer<SessionScratch>? = nil
  /// What runs the app's own code in this session (an app checked as its classes), if anything.
  @usableFromInline
  var host: (any SessionHost)? = nil
  /// Whether the session's events count positions exactly or name controllers by label (a
  /// scenario file): each of its events then goes through ``prepareReference(_:_:_:)`` first.
  /// `false` for generated sessions, whose events never look at the fields below.
  @usableFromInline
  let annotated: Bool
  @usableFromInline
  let exactPositions: Bool
  /// The session's annotations (``Session/annotations``), by event index.
  @usableFromInline
  let annotations: [Int: EventAnnotation]
  /// How the event being applied counts its position.
  @usableFromInline
  var reference = ReferenceMode.modulo
  /// Whether the `declare` being applied keeps the answers it does not name.
  @usableFromInline
  var keepsOtherAnswers = false
  /// Set while the event a label was resolved to is applied in place of the session's.
  @usableFromInline
  var applyingResolvedEvent = false
  /// The most controllers the session's events grow the hierarchy to
  /// (``SessionRunnerLimits/controllers``, or the initial size when larger).
  @usableFromInline
  let controllerLimit: Int
  /// Whether the host reports the app's own rotation lock, read after the app's code runs.
  @usableFromInline
  var readsAppRotationLock = false
  /// The later sets of a turn's `UIDevice` orientation sets, each applied at once after the
  /// first (``Assumptions/DeviceOrientationSets/eachApplies``); empty otherwise.
  @usableFromInline
  var pendingDeviceSets: ArraySlice<DeviceOrientation> = []
  /// The hierarchy's next serial when the host last heard that steps made controllers
  /// (``SessionHost/controllersMade(by:context:)``).
  @usableFromInline
  var hostSerial: Int32 = 0

  @inlinable
  init(session: Session, resolver: Resolver, assumptions: Assumptions) {
    self.init(
      session: session, hierarchy: session.hierarchy, resolver: resolver, assumptions: assumptions)
  }

  /// A runner for `session` whose state holds `hierarchy`, a copy of the session's.
  @inlinable
  init(session: Session, hierarchy: Hierarchy, resolver: Resolver, assumptions: Assumptions) {
    state = SessionState(
      app: session.app, hierarchy: hierarchy,
      interfaceOrientation: session.interfaceOrientation,
      physicalOrientation: session.deviceOrientation,
      deviceOrientation: session.orientationLock && session.app.idiom == .phone
        ? .portrait : session.deviceOrientation,
      orientationLock: session.orientationLock, inBackground: false)
    self.resolver = resolver
    self.assumptions = assumptions
    exactPositions = session.positions == .exact
    annotations = session.annotations
    annotated = exactPositions || !session.annotations.isEmpty
    controllerLimit = max(SessionRunnerLimits.controllers, hierarchy.count)
  }

  /// Whether an event that adds controllers is refused: the hierarchy holds
  /// ``controllerLimit`` controllers.
  @inlinable @inline(__always)
  var atControllerLimit: Bool { state.hierarchy.count >= controllerLimit }

  // MARK: State changes that keep the version

  /// Applies a hierarchy change UIKit may refuse. A refused change leaves the hierarchy as it
  /// was, so the state keeps its version: a cached query still describes it.
  @inlinable
  mutating func refusable(_ change: (inout Hierarchy) -> Refusal?) -> Refusal? {
    let version = stateVersion
    let refusal = change(&state.hierarchy)
    if refusal != nil { stateVersion = version }
    return refusal
  }

  /// Changes what no evaluation reads (the device's physical pose, whether the app is in the
  /// background) without a new version: a cached query still describes the state.
  @inlinable
  mutating func keepingVersion(_ change: (inout SessionState) -> Void) {
    let version = stateVersion
    change(&state)
    stateVersion = version
  }

  // MARK: Positions

  /// The `position`-th controller (modulo their number) that satisfies `include`, in arena order.
  ///
  /// Always inlined, like its wrappers: called, a non-mutating method of the runner loads all of
  /// it (a 336-byte copy) for a walk that reads only the nodes.
  @inlinable @inline(__always)
  func controller(_ position: Int, where include: (Hierarchy.Node) -> Bool) -> ControllerID? {
    if reference == .exact { return Self.exactController(position, in: state.hierarchy.nodes, where: include) }
    return Self.controller(position, in: state.hierarchy.nodes, where: include)
  }

  /// ``controller(_:where:)`` over `nodes`.
  @inlinable @inline(__always)
  static func controller(
    _ position: Int, in nodes: [Hierarchy.Node], where include: (Hierarchy.Node) -> Bool
  ) -> ControllerID? {
    var count = 0
    for node in nodes where include(node) { count += 1 }
    guard count > 0 else { return nil }
    var wanted = ((position % count) + count) % count
    for index in nodes.indices where include(nodes[index]) {
      if wanted == 0 { return ControllerID(index) }
      wanted -= 1
    }
    return nil
  }

  @inlinable @inline(__always)
  func navigation(_ position: Int) -> ControllerID? {
    controller(position) { $0.controller.kind == .navigation }
  }

  @inlinable
  func window(_ position: Int) -> WindowID? {
    let count = state.hierarchy.windows.count
    if reference == .exact { return (0..<count).contains(position) ? WindowID(position) : nil }
    return count == 0 ? nil : WindowID(((position % count) + count) % count)
  }
}
