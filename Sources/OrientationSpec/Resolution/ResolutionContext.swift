/// The read-only world a resolver's handles look at during one evaluation, plus its fault flag.
///
/// It lives on the stack of ``System``'s entry point; handles point at it and
/// are valid only inside the resolver call that received them.
@usableFromInline
struct ResolutionContext<Resolver: OrientationResolver> {
  // The caller's values, borrowed for the evaluation (see `with`): a copy would retain and release
  // each array they hold, per evaluation.
  @usableFromInline let hierarchyAddress: UnsafePointer<Hierarchy>
  @usableFromInline let appAddress: UnsafePointer<AppConfiguration>
  @usableFromInline let assumptionsAddress: UnsafePointer<Assumptions>
  /// The hierarchy's nodes, in place: a handle reads a field of its node with one load instead of
  /// going through the hierarchy and the array (whose indices are the hierarchy's own links, valid
  /// by construction).
  @usableFromInline let nodes: UnsafeBufferPointer<Hierarchy.Node>
  // Read them as `context.pointee.hierarchyAddress.pointee`: a computed property on `pointee`
  // would copy the whole context to call its accessor.
  /// The scene's interface orientation; updated once the evaluation has chosen a new one.
  @usableFromInline var interfaceOrientation: InterfaceOrientation
  @usableFromInline let deviceOrientation: DeviceOrientation
  /// The app mask of the window being evaluated, which UIKit's own preferred orientation respects.
  @usableFromInline var appMask: InterfaceOrientationMask
  /// How deep forwarding may go before it counts as a cycle; below every depth once a fault is
  /// recorded, so that a question checks both with one comparison.
  @usableFromInline var depthLimit: Int32
  /// Whether a fault was recorded (``ResolutionLog/fault``): once set, every question answers a
  /// neutral value at once.
  @usableFromInline var faulted: Bool
  /// The fault, the warnings and the deep alerts, which hold references: kept apart, on the stack
  /// of `with`, so that the context holds only plain values and is dropped without releasing
  /// anything (its destruction went through the generic context's value witness).
  @usableFromInline let log: UnsafeMutablePointer<ResolutionLog>
  /// The alerts whose `supportedInterfaceOrientations` is being asked, for E4 (R28).
  @usableFromInline var alertsInQuery: (Int32, Int32, Int32, Int32)
  @usableFromInline var alertsInQueryCount: Int32
  /// Whether a UIKit class's own answer was used (R8), and whether an alert was asked (R28).
  @usableFromInline var usedInherited: Bool
  @usableFromInline var askedAlert: Bool
  /// Whether the rules applied and the warnings are recorded (a session's steps may go without).
  @usableFromInline var traces: Bool
  /// A window whose allowed orientations the caller already knows, from an evaluation of this
  /// very state by a resolver whose answers depend only on the state (`noIndex`: none), and
  /// those orientations: ``WindowHandle/allowedInterfaceOrientations`` answers them unasked.
  @usableFromInline var knownAllowedWindow: Int32
  @usableFromInline var knownAllowed: InterfaceOrientationMask
  /// The resolver, borrowed like the values above: stored inline, its offset would depend on
  /// `Resolver`, and code that is not specialised for the resolver (the command line opening an
  /// `any OrientationResolver`) would ask the runtime for the context's metadata at each question.
  @usableFromInline let resolverAddress: UnsafePointer<Resolver>

  @inlinable
  init(
    resolver: UnsafePointer<Resolver>, hierarchy: UnsafePointer<Hierarchy>,
    app: UnsafePointer<AppConfiguration>,
    assumptions: UnsafePointer<Assumptions>, interfaceOrientation: InterfaceOrientation,
    deviceOrientation: DeviceOrientation, log: UnsafeMutablePointer<ResolutionLog>,
    nodes: UnsafeBufferPointer<Hierarchy.Node>
  ) {
    self.log = log
    self.nodes = nodes
    resolverAddress = resolver
    hierarchyAddress = hierarchy
    appAddress = app
    assumptionsAddress = assumptions
    self.interfaceOrientation = interfaceOrientation
    self.deviceOrientation = deviceOrientation
    // The defaults, set here rather than as initial values: those are calls from another module.
    appMask = .allOrientations
    faulted = false
    alertsInQuery = (noIndex, noIndex, noIndex, noIndex)
    alertsInQueryCount = 0
    usedInherited = false
    askedAlert = false
    traces = true
    knownAllowedWindow = noIndex
    knownAllowed = InterfaceOrientationMask(rawValue: 0)
    // A deterministic resolver that asks the same (controller, question) twice on one
    // stack never returns: at most seven questions per controller fit without a repeat.
    depthLimit = Int32(clamping: 8 * hierarchy.pointee.count + 16)
  }

  /// Calls `body` with a context on the stack that borrows `resolver`, `hierarchy`, `app` and
  /// `assumptions` for the call (they must not change during it).
  @inlinable
  static func with<Result>(
    resolver: borrowing Resolver, hierarchy: borrowing Hierarchy, app: borrowing AppConfiguration,
    assumptions: Assumptions, interfaceOrientation: InterfaceOrientation,
    deviceOrientation: DeviceOrientation,
    _ body: (UnsafeMutablePointer<ResolutionContext>) -> Result
  ) -> Result {
    withUnsafePointer(to: resolver) { resolver in
      withUnsafePointer(to: hierarchy) { hierarchyAddress in
        withUnsafePointer(to: app) { app in
          withUnsafePointer(to: assumptions) { assumptions in
            var log = ResolutionLog()
            return withUnsafeMutablePointer(to: &log) { log in
              hierarchy.nodes.withUnsafeBufferPointer { nodes in
                var context = ResolutionContext(
                  resolver: resolver, hierarchy: hierarchyAddress, app: app,
                  assumptions: assumptions, interfaceOrientation: interfaceOrientation,
                  deviceOrientation: deviceOrientation, log: log, nodes: nodes)
                return withUnsafeMutablePointer(to: &context, body)
              }
            }
          }
        }
      }
    }
  }

  @inlinable mutating func noteInherited() { usedInherited = true }

  // The hierarchy's walks UIKit itself does during an evaluation, over the node buffer (the
  // hierarchy's arrays read through its address check each index; its links are valid).

  /// ``Hierarchy/nextInPresentationChain(after:)``, read from `nodes`.
  @inlinable @inline(__always)
  static func nextInPresentationChain(
    after index: Int32, in nodes: UnsafeBufferPointer<Hierarchy.Node>
  ) -> Int32 {
    Hierarchy.nextInPresentationChain(after: index) { nodes[Int($0)] }
  }

  /// The selected child of the tab bar at `index`, or `noIndex` when there is none (no selection
  /// yet, the More list, or a selection past the children).
  @inlinable @inline(__always)
  static func selectedChild(of index: Int32, in nodes: UnsafeBufferPointer<Hierarchy.Node>)
    -> Int32
  {
    let selection = nodes[Int(index)].tabSelection
    guard selection >= 0,
      let child = Hierarchy.childIfPresent(
        Int(selection), of: ControllerID(Int(index)), node: { nodes[Int($0)] })
    else { return noIndex }
    return child.rawValue
  }

  /// Records the evaluation's first fault.
  @inlinable
  mutating func record(_ fault: UIKitException) {
    log.pointee.storage.fault = fault
    faulted = true
    depthLimit = -1
  }

  /// Whether the alert at `index` is being asked; if not, marks it. `false` means recursion.
  @inlinable
  mutating func beginAlertQuery(_ index: Int32) -> Bool {
    let (a, b, c, d) = alertsInQuery
    if a == index || b == index || c == index || d == index { return false }
    switch alertsInQueryCount {
    case 0: alertsInQuery.0 = index
    case 1: alertsInQuery.1 = index
    case 2: alertsInQuery.2 = index
    case 3: alertsInQuery.3 = index
    default:
      // Alerts presented over one another: each is asked once on the way to the root.
      let records = log.pointee.storage
      if records.moreAlertsInQuery.contains(index) { return false }
      records.moreAlertsInQuery.append(index)
    }
    alertsInQueryCount += 1
    return true
  }

  /// Ends the query `beginAlertQuery` began, innermost first.
  @inlinable
  mutating func endAlertQuery() {
    alertsInQueryCount -= 1
    switch alertsInQueryCount {
    case 0: alertsInQuery.0 = noIndex
    case 1: alertsInQuery.1 = noIndex
    case 2: alertsInQuery.2 = noIndex
    case 3: alertsInQuery.3 = noIndex
    default: log.pointee.storage.moreAlertsInQuery.removeLast()
    }
  }

}

/// What an evaluation records that holds references, rarely anything: the fault, the warnings,
/// deep alert chains. Not generic, so that dropping it is specialised code.
///
/// It is one optional reference, made at the first record: an evaluation that records nothing
/// drops it with one release of `nil` (four fields holding a fault and three arrays took a
/// release each).
@usableFromInline
struct ResolutionLog {
  @usableFromInline var records: ResolutionRecords?

  @inlinable
  init() { records = nil }

  /// The records, made at the first store.
  @inlinable
  var storage: ResolutionRecords {
    mutating get {
      if let records { return records }
      let made = ResolutionRecords()
      records = made
      return made
    }
  }

  /// The first fault (see ``ResolutionContext/faulted``).
  @inlinable var fault: UIKitException? { records?.fault }
  /// Empty masks answered, reported as warnings.
  @inlinable var emptyMaskAnswers: [Warning] { records?.emptyMaskAnswers ?? [] }
  /// What the evaluation would log, in order, each once.
  @inlinable var warnings: [Warning] { records?.warnings ?? [] }
  /// Whether anything is to be logged.
  @inlinable var hasWarnings: Bool { records.map { !$0.warnings.isEmpty } ?? false }
  /// Whether an empty mask was answered.
  @inlinable var hasEmptyMaskAnswers: Bool {
    records.map { !$0.emptyMaskAnswers.isEmpty } ?? false
  }

  /// Appends an empty mask answered.
  @inlinable
  mutating func noteEmptyMask(_ warning: Warning) { storage.emptyMaskAnswers.append(warning) }

  /// Appends `warning` unless it was logged already.
  @inlinable
  mutating func warn(_ warning: Warning) {
    let records = storage
    if !records.warnings.contains(warning) { records.warnings.append(warning) }
  }
}

/// A ``ResolutionLog``'s contents.
@usableFromInline
final class ResolutionRecords {
  @usableFromInline var fault: UIKitException?
  /// The fifth and later alerts being asked, when alerts are presented over one another: four
  /// fit inline in the context, which a real app rarely exceeds, so only such a chain allocates.
  @usableFromInline var moreAlertsInQuery: [Int32]
  @usableFromInline var emptyMaskAnswers: [Warning]
  @usableFromInline var warnings: [Warning]

  @inlinable
  init() {
    fault = nil
    moreAlertsInQuery = []
    emptyMaskAnswers = []
    warnings = []
  }
}
