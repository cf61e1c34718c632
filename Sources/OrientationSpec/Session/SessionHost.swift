/// What runs an app's own code during a session: UIKitModel's instances of the app's classes.
///
/// A resolver that conforms to ``SessionHosting`` makes one host per session. The runner tells
/// it when the session starts and ends, asks it after each step what the app does next (the
/// calls its lifecycle methods, actions and completion handlers made), and hands it the app's
/// actions. Everything the host does to UIKit's state comes back as events the runner applies
/// through the same rules.
///
/// Package-level: the seam between the specification and UIKitModel, not part of what a user
/// conforms to.
@usableFromInline package protocol SessionHost: AnyObject {
  /// The session starts in the state `context` shows (a ``HostContext`` of the resolver that
  /// made the host), before its first event.
  func sessionWillStart(context: UnsafeMutableRawPointer)

  /// What the app does after `step`, in the state `context` shows: the next call it makes, as an
  /// event the runner applies next; `nil` once it does nothing more.
  func nextEvent(after step: borrowing Step, context: UnsafeMutableRawPointer) -> Event?

  /// Tells the app what UIKit did in `step`, as ``nextEvent(after:context:)`` does, when the
  /// runner applies more of the same event before the app's next call (the later sets of one
  /// turn's `UIDevice` orientation sets, each applied at once): the app's calls wait.
  func settle(after step: borrowing Step, context: UnsafeMutableRawPointer)

  /// Performs the app's action `name` on the `position`-th controller whose class has it
  /// (modulo their number, or `exactly`), in the state `context` shows; `nil` when it did, else
  /// how many controllers have the action (none, or fewer than `position` counts exactly).
  func perform(
    action name: String, position: Int, exactly: Bool, context: UnsafeMutableRawPointer
  ) -> Int?

  /// The position the controller at arena `index` has among the controllers whose class has the
  /// action `name`, in the state `context` shows; `nil` when its class does not have it.
  func actionPosition(of name: String, controller index: Int32, context: UnsafeMutableRawPointer)
    -> Int?

  /// The step just applied made controllers (the hierarchy's next serial moved past the one
  /// the host last saw), in the state `context` shows, before the step is observed: the host
  /// makes what it holds for them (their instances, a window shown) then, as the step's first
  /// question reaching one of them would, rather than in a later step. No event comes of it.
  func controllersMade(by step: borrowing Step, context: UnsafeMutableRawPointer)

  /// The session ended: after its last event, or at a UIKit exception.
  func sessionDidEnd()

  /// Whether the app reports a rotation lock of its own (asked once, at the session's start).
  var reportsRotationLock: Bool { get }

  /// Whether the app's own rotation lock is on, in the state `context` shows; asked only of a
  /// host that ``reportsRotationLock``.
  func isRotationLocked(context: UnsafeMutableRawPointer) -> Bool
}

/// A resolver whose answers come from an app's own code, run by a ``SessionHost`` made afresh
/// for each session. Package-level (see ``SessionHost``).
@usableFromInline package protocol SessionHosting: OrientationResolver {
  /// A host for one session.
  func makeSessionHost() -> any SessionHost
}

/// Limits the runner keeps on what an app's own code does after one event.
public enum AppReactionLimits {
  /// The most calls the app makes after one event (its lifecycle methods, completion handlers
  /// and the calls they make in turn); past it the runner stops asking and warns.
  public static let callsPerEvent = 64
}

/// An evaluation's state as a ``SessionHost`` reads it, from the raw context the runner passed.
@usableFromInline package struct HostContext<Resolver: OrientationResolver> {
  @usableFromInline let context: UnsafeMutablePointer<ResolutionContext<Resolver>>

  /// The context at `raw`, which must be a context of `Resolver`.
  @inlinable
  package init(_ raw: UnsafeMutableRawPointer) {
    context = raw.assumingMemoryBound(to: ResolutionContext<Resolver>.self)
  }

  @inlinable
  init(_ context: UnsafeMutablePointer<ResolutionContext<Resolver>>) { self.context = context }

  /// The hierarchy, read in place.
  @inlinable package var hierarchy: Hierarchy {
    _read { yield context.pointee.hierarchyAddress.pointee }
  }
  /// The app.
  @inlinable package var app: AppConfiguration {
    _read { yield context.pointee.appAddress.pointee }
  }
  /// The assumptions.
  @inlinable package var assumptions: Assumptions {
    _read { yield context.pointee.assumptionsAddress.pointee }
  }
  /// The interface orientation.
  @inlinable package var interfaceOrientation: InterfaceOrientation {
    context.pointee.interfaceOrientation
  }
  /// What `UIDevice.current.orientation` reports.
  @inlinable package var deviceOrientation: DeviceOrientation { context.pointee.deviceOrientation }
  /// The resolver the evaluation asks.
  @inlinable package var resolver: Resolver { context.pointee.resolverAddress.pointee }
  /// Whether a fault ended the evaluation: every question then answers a neutral value.
  @inlinable package var faulted: Bool { context.pointee.faulted }

  /// The controller at arena `index`, as a handle `depth` questions deep.
  @inlinable
  package func controller(_ index: Int32, depth: Int32 = 0) -> ControllerHandle<Resolver> {
    ControllerHandle(context: context, index: index, depth: depth)
  }

  /// The window at `index`.
  @inlinable
  package func window(_ index: Int32) -> WindowHandle<Resolver> {
    WindowHandle(context: context, index: index, depth: 0)
  }

  /// The serial of the controller at `index` (``Hierarchy/Node/serial``).
  @inlinable package func serial(of index: Int32) -> Int32 {
    context.pointee.nodes[Int(index)].serial
  }

  /// How many controllers the hierarchy holds.
  @inlinable package var count: Int32 { Int32(truncatingIfNeeded: context.pointee.nodes.count) }

  /// The index of the controller the one at `index` presents itself, or `noIndex`.
  @inlinable package func presented(by index: Int32) -> Int32 {
    context.pointee.nodes[Int(index)].presented
  }

  /// The presentation style UIKit adapts the controller at `index`'s to now
  /// (``System/adaptedStyle(of:app:interfaceOrientation:assumptions:)``), the app and the
  /// assumptions read in place.
  @inlinable package func adaptedStyle(of index: Int32) -> ModalPresentationStyle {
    let controller = context.pointee.nodes[Int(index)].controller
    return System.adaptedStyle(
      controller.modalPresentationStyle, options: controller.options,
      app: context.pointee.appAddress, interfaceOrientation: context.pointee.interfaceOrientation,
      assumptions: context.pointee.assumptionsAddress)
  }

  /// Whether the controller at `index` is being dismissed.
  @inlinable package func isBeingDismissed(_ index: Int32) -> Bool {
    context.pointee.nodes[Int(index)].phase == .beingDismissed
  }

  /// How many windows the hierarchy holds.
  @inlinable package var windowCount: Int { context.pointee.hierarchyAddress.pointee.windows.count }

  /// The arena index of the root of the window at `index`, or `noIndex` when it has none: read
  /// in place (a walk over the windows' list retained it).
  @inlinable package func rootIndex(ofWindow index: Int) -> Int32 {
    context.pointee.hierarchyAddress.pointee.windows[index].root?.rawValue ?? noIndex
  }

  /// The hierarchy's ``Hierarchy/shapeVersion``.
  @inlinable package var shapeVersion: UInt64 {
    context.pointee.hierarchyAddress.pointee.shapeVersion
  }

  /// The serial the next controller made gets.
  @inlinable package var nextSerial: Int32 { context.pointee.hierarchyAddress.pointee.nextSerial }

  /// Ends the evaluation with a forwarding loop found at the controller `index` asking
  /// `question`, unless a fault ended it already.
  @inlinable
  package func recordForwardingLoop(at index: Int32, asking question: Question) {
    guard !context.pointee.faulted else { return }
    context.pointee.recordForwardingLoop(at: index, asking: question)
  }
}

extension ControllerHandle {
  /// The context the handle looks at, as a ``SessionHost`` reads it.
  @inlinable package var hostContext: HostContext<Resolver> { HostContext(context) }
  /// The arena index.
  @inlinable package var arenaIndex: Int32 { index }
  /// How many questions are on the stack above this handle.
  @inlinable package var questionDepth: Int32 { depth }
  /// The controller's serial; the More navigation controller (not in the arena) has none (`-1`).
  @inlinable package var serial: Int32 {
    index >= 0 ? context.pointee.nodes[Int(index)].serial : noIndex
  }
  /// Notes `answer` as this controller's `supportedInterfaceOrientations` when it is empty (R6),
  /// as a question through the handle does: for an answer UIKit's own class gave an app's code.
  @inlinable package func noteSupportedInterfaceOrientations(_ answer: InterfaceOrientationMask) {
    noteIfEmpty(answer)
  }
  /// Its first child, as a handle at the same depth; `nil` when it has none.
  @inlinable package var firstChild: ControllerHandle? { related(firstChildIndex) }
  /// The child after this one in its container, as a handle at the same depth; `nil` for the
  /// last (and for the More navigation controller, which is not in the arena).
  @inlinable package var nextSibling: ControllerHandle? {
    index >= 0 ? related(context.pointee.nodes[Int(index)].nextSibling) : nil
  }
  /// The same controller, `depth` questions deep.
  @inlinable package func at(depth: Int32) -> ControllerHandle {
    ControllerHandle(context: context, index: index, depth: depth)
  }
}

extension WindowHandle {
  /// The context the handle looks at, as a ``SessionHost`` reads it.
  @inlinable package var hostContext: HostContext<Resolver> { HostContext(context) }
}
