internal import OrientationSpec

/// What the running session's relations and answers read at every call: its number, the
/// context the app's code sees, the question UIKit is asking, the stack guard and the instances.
///
/// While a session runs (``AppSession/current``), its state is in ``Running/state``, static
/// storage read in place; held by the session object, each relation retained and released the
/// session (about 40 instructions a read, fifteen reads a step). The session holds it
/// (``AppSession/parked``) while another session runs or none does.
@MainActor
struct RunningState {
  /// The session's number (``AppSession/number``); `0` in the state no session holds.
  var number: UInt64 = 0
  /// The context the app's code sees now: a handle of the question UIKit is asking, or of the
  /// state after a step while the app reacts; `nil` between them.
  var anchor: ControllerHandle<UIKitApp>? = nil
  /// The question UIKit is asking now (what a forwarding loop found in the app's code is named by).
  var question: Question = .supportedInterfaceOrientations
  /// The stack guard of the outermost question or reaction running now (see `StackGuard`).
  var guardrail = StackGuard()
  /// The instances, by their controller's serial (``HostContext/serial(of:)``).
  var instances = InstanceList()
}

/// The instances of a session, by their controller's serial: an array, absent until the first
/// instance (an empty array as the static storage's initial value made it computed once, which
/// every read of the storage then checked).
@MainActor
struct InstanceList {
  private var storage: [UIViewController?]? = nil

  var count: Int { storage?.count ?? 0 }
  var indices: Range<Int> { 0..<count }
  /// Every slot, for a walk over them.
  var all: [UIViewController?] { storage ?? [] }

  subscript(serial: Int) -> UIViewController? {
    get { storage.unsafelyUnwrapped[serial] }
    set { storage![serial] = newValue }
  }

  mutating func append(_ instance: UIViewController?) {
    if storage == nil { storage = [] }
    storage!.append(instance)
  }

  mutating func reserveCapacity(_ capacity: Int) {
    if storage == nil { storage = [] }
    storage!.reserveCapacity(capacity)
  }
}

/// The running session's state (``RunningState``); empty while no session runs.
@MainActor
enum Running {
  @exclusivity(unchecked) static var state = RunningState()
}

extension AppSession {
  /// The session stops running: its state leaves the static storage (which is left empty).
  func park() { swap(&parked, &Running.state) }

  /// The session runs: its state goes into the static storage (whose empty state it keeps).
  func resume() { swap(&parked, &Running.state) }

  /// The instance of the controller `handle` names, made or bound when it has none yet: read
  /// from the running state in place, the session object untouched unless it has to bind.
  @inline(__always)
  static func instance(for handle: ControllerHandle<UIKitApp>) -> UIViewController {
    let serial = Int(handle.serial)
    if serial >= 0, serial < Running.state.instances.count,
      let instance = Running.state.instances[serial]
    {
      instance.cachedIndex = handle.arenaIndex
      return instance
    }
    return current.unsafelyUnwrapped.instance(for: handle)
  }

  /// The instance of the controller `handle` names, if there is a handle.
  @inline(__always)
  static func instance(of handle: ControllerHandle<UIKitApp>?) -> UIViewController? {
    guard let handle else { return nil }
    return instance(for: handle)
  }

  /// The arena index of `instance`'s controller in `context`, if it is there in the running
  /// session.
  @inline(__always)
  static func index(of instance: UIViewController, in context: HostContext<UIKitApp>) -> Int32? {
    guard instance.sessionNumber == Running.state.number else { return nil }
    let serial = instance.serial
    let cached = instance.cachedIndex
    // The common case: bound, and where it was last looked up.
    if serial >= 0, cached >= 0, cached < context.count, context.serial(of: cached) == serial {
      return cached
    }
    return searchedIndex(of: instance, in: context)
  }

  /// ``index(of:in:)`` past its common case: the More navigation controller (not in the arena:
  /// its handle names its tab bar), or a controller the arena renumbered since.
  @inline(never)
  static func searchedIndex(of instance: UIViewController, in context: HostContext<UIKitApp>)
    -> Int32?
  {
    if instance.moreListOf >= 0 {
      for index in 0..<context.count where context.serial(of: index) == instance.moreListOf {
        return -(index + 2)
      }
      return nil
    }
    guard instance.serial >= 0 else { return nil }
    for index in 0..<context.count where context.serial(of: index) == instance.serial {
      instance.cachedIndex = index
      return index
    }
    return nil
  }
}

extension AppSession {
  /// The question ends in a forwarding loop found at the controller at `index` (out of line:
  /// rare).
  @inline(never)
  static func faultedAttachment(_ index: Int32, _ context: HostContext<UIKitApp>) -> Attachment {
    context.recordForwardingLoop(at: index, asking: Running.state.question)
    return .faulted
  }
}

/// How the running session reaches an instance's controller.
enum Attachment {
  /// Not in the running session's hierarchy: the instance answers from what it holds itself.
  case detached
  /// In it: a handle of its controller in the context the app's code sees now.
  case attached(ControllerHandle<UIKitApp>)
  /// In it, but the question UIKit is asking ended in a fault (a forwarding loop found in the
  /// app's code): relations answer `nil` and UIKit's classes neutral values, so the loop unwinds.
  case faulted
}

extension AppSession {
  /// Where `instance` is: read by every relation and every answer of UIKit's own classes
  /// (inlined there: about fifteen reads a step).
  @inline(__always)
  static func attachment(of instance: UIViewController) -> Attachment {
    // An instance no session bound has number 0, as the state of no session does: that state
    // has no anchor.
    guard instance.sessionNumber == Running.state.number, let anchor = Running.state.anchor
    else { return .detached }
    let context = anchor.hostContext
    if context.faulted { return .faulted }
    guard let index = index(of: instance, in: context) else { return .detached }
    if Running.state.guardrail.tripped(by: instance) { return faultedAttachment(index, context) }
    return .attached(context.controller(index, depth: anchor.questionDepth))
  }
}
