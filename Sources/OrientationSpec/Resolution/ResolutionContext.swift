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
  /// Whether a fault was recorded (see ``fault(of:)``): once set, every question answers a
  /// neutral value at once.
  @usableFromInline var faulted: Bool
  /// The fault, in plain values: 0 none, 1 a forwarding loop at `faultController` asking
  /// `faultQuestion`, 2 an alert asked recursively. The exception itself holds the controller's
  /// name: it is built when the evaluation ends, so recording a fault allocates nothing.
  @usableFromInline var faultKind: UInt8
  @usableFromInline var faultController: Int32
  @usableFromInline var faultQuestion: Question
  /// The warnings and the alerts past the inline set, which hold references: kept apart, on the stack
  /// of `with`, so that the context holds only plain values and is dropped without releasing
  /// anything (its destruction went through the generic context's value witness).
  @usableFromInline let log: UnsafeMutablePointer<ResolutionLog>
  /// The alerts whose `supportedInterfaceOrientations` is being asked, for E4 (R28): a bit per
  /// controller for the first 128 (an alert past them goes to the log, which allocates).
  @usableFromInline var alertsInQuery: (UInt64, UInt64)
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
  /// The reference resolver's forwarding chain last walked to its end in this evaluation: asked
  /// about the controller `chainStart` at depth `chainStartDepth` (`Int32.min`: none), it forwards
  /// down to `chainEnd`, at depth `chainEndDepth`, whose own class answers. The chain reads only
  /// the hierarchy, which does not change during an evaluation: the reference's other questions
  /// about the same controller end at the same place (see
  /// ``ControllerHandle/forwardedOwnAnswer(_:faultAnswer:forwardingTo:own:)``).
  @usableFromInline var chainStart: Int32
  @usableFromInline var chainStartDepth: Int32
  @usableFromInline var chainEnd: Int32
  @usableFromInline var chainEndDepth: Int32
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
    faultKind = 0
    faultController = noIndex
    faultQuestion = .supportedInterfaceOrientations
    alertsInQuery = (0, 0)
    usedInherited = false
    askedAlert = false
    traces = true
    knownAllowedWindow = noIndex
    knownAllowed = InterfaceOrientationMask(rawValue: 0)
    chainStart = noIndex
    chainStartDepth = Int32.min
    chainEnd = noIndex
    chainEndDepth = 0
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

  /// Remembers that the reference's forwarding chain from `start` ends at `end`.
  @inlinable @inline(__always)
  mutating func rememberChain(
    from start: ControllerHandle<Resolver>, to end: ControllerHandle<Resolver>
  ) {
    chainStart = start.index
    chainStartDepth = start.depth
    chainEnd = end.index
    chainEndDepth = end.depth
  }

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

  /// Records the evaluation's first fault: a forwarding loop found at `index` asking `question`.
  @inlinable
  mutating func recordForwardingLoop(at index: Int32, asking question: Question) {
    faultKind = 1
    faultController = index
    faultQuestion = question
    faulted = true
    depthLimit = -1
  }

  /// Records the evaluation's first fault: an alert asked again while it is being asked (E4).
  @inlinable
  mutating func recordAlertRecursion() {
    faultKind = 2
    faulted = true
    depthLimit = -1
  }

  /// The fault `context` recorded, as UIKit raises it.
  @inlinable
  static func fault(of context: UnsafeMutablePointer<Self>) -> UIKitException? {
    switch context.pointee.faultKind {
    case 1:
      let controller = ControllerHandle(
        context: context, index: context.pointee.faultController, depth: 0)
      return .forwardingLoop(className: controller.name, question: context.pointee.faultQuestion)
    case 2: return .alertInvokedRecursively
    default: return nil
    }
  }

  /// Whether the alert at `index` is being asked; if not, marks it. `false` means recursion.
  @inlinable
  mutating func beginAlertQuery(_ index: Int32) -> Bool {
    if index >= 0 && index < 128 {
      let bit = UInt64(1) &<< UInt64(index & 63)
      if index < 64 {
        if alertsInQuery.0 & bit != 0 { return false }
        alertsInQuery.0 |= bit
      } else {
        if alertsInQuery.1 & bit != 0 { return false }
        alertsInQuery.1 |= bit
      }
      return true
    }
    // A set: a chain of alerts presented over one another asks each in turn, and a list
    // searched at each made every evaluation quadratic in the chain's length.
    return log.pointee.storage.moreAlertsInQuery.insert(index).inserted
  }

  /// Ends the query `beginAlertQuery(index)` began (queries nest: innermost first).
  @inlinable
  mutating func endAlertQuery(_ index: Int32) {
    if index >= 0 && index < 128 {
      let bit = UInt64(1) &<< UInt64(index & 63)
      if index < 64 { alertsInQuery.0 &= ~bit } else { alertsInQuery.1 &= ~bit }
    } else {
      log.pointee.storage.moreAlertsInQuery.remove(index)
    }
  }
}

/// What an evaluation records that holds references, rarely anything: the warnings (when it
/// traces) and alerts past the context's inline set. Not generic, so that dropping it is specialised code.
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
  /// The alerts being asked whose index the context's inline set cannot hold (128 and more).
  @usableFromInline var moreAlertsInQuery: Set<Int32>
  @usableFromInline var emptyMaskAnswers: [Warning]
  @usableFromInline var warnings: [Warning]

  @inlinable
  init() {
    moreAlertsInQuery = []
    emptyMaskAnswers = []
    warnings = []
  }
}
