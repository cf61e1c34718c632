/// Storage that a run of sessions reuses, one session after another: the hierarchy arena a
/// session's changes are made in, and the boxes a crash's exception goes in.
///
/// ``System/run(_:resolver:assumptions:namesControllers:recordsRules:storage:observe:)`` copies
/// each session's hierarchy into it instead of copying the session's arrays on its first change,
/// so once the arena has grown to the largest session's, starting a session allocates nothing.
/// `fuzz` and `bench` keep one for a whole campaign. The hierarchy a run returns shares the arena
/// until the caller lets it go: a caller that keeps it makes the next session copy afresh.
public struct SessionStorage: Sendable {
  @usableFromInline var hierarchy = Hierarchy()
  /// What the runs reuse besides the arena: the boxes a crash fills and the buffer for many
  /// windows' decisions (``SessionScratch``).
  @usableFromInline var scratch = SessionScratch()
  /// The resolver type the last session ran with, and whether it hosts an app's code: a run of
  /// sessions asks the runtime once (a conformance lookup costs a few thousand instructions).
  @usableFromInline var checkedResolver: ObjectIdentifier? = nil
  @usableFromInline var resolverHosts = false

  public init() {}

  /// The arena with `session`'s hierarchy copied in, taken out of the storage (which is left
  /// empty until ``keep(_:)`` gives it back): the first session shares the session's own arrays,
  /// as a run without storage does.
  @inlinable
  mutating func take(copying source: Hierarchy) -> Hierarchy {
    var arena = Hierarchy()
    swap(&arena, &hierarchy)
    if arena.nodes.capacity == 0 { return source }
    arena.replaceContents(with: source)
    return arena
  }

  /// Gives the arena back after a session.
  @inlinable
  mutating func keep(_ arena: Hierarchy) { hierarchy = arena }
}

extension SessionState {
  /// Makes this state equal to `other`, its hierarchy in this one's storage
  /// (``Hierarchy/replaceContents(with:)``): no allocation when that storage is uniquely held and
  /// large enough.
  mutating func replaceContents(with other: SessionState) {
    var arena = Hierarchy()
    swap(&arena, &hierarchy)
    self = other
    hierarchy = Hierarchy()
    arena.replaceContents(with: other.hierarchy)
    swap(&arena, &hierarchy)
  }
}

extension Hierarchy {
  /// Makes this hierarchy equal to `other` in this one's storage: no allocation when the storage
  /// is uniquely held and large enough. (Once per session: not inlined.)
  @usableFromInline
  mutating func replaceContents(with other: Hierarchy) {
    nodes.removeAll(keepingCapacity: true)
    nodes.append(contentsOf: other.nodes)
    names.removeAll(keepingCapacity: true)
    names.append(contentsOf: other.names)
    windows.removeAll(keepingCapacity: true)
    windows.append(contentsOf: other.windows)
    pendingPop = other.pendingPop
    pendingDismissal = other.pendingDismissal
    rotationHeld = other.rotationHeld
    nextSerial = other.nextSerial
    // Empty unless the session has scenes; kept in this storage, so that a scene connected
    // later in the session allocates nothing once warm.
    scenes.removeAll(keepingCapacity: true)
    if !other.scenes.isEmpty { scenes.append(contentsOf: other.scenes) }
    focusedScene = other.focusedScene
    if !labels.isEmpty || !other.labels.isEmpty { labels = other.labels }
  }
}

extension SessionStorage {
  /// A host for a session of `resolver`, when it runs an app's own code (``SessionHosting``).
  @inlinable
  mutating func host<Resolver: OrientationResolver>(for resolver: Resolver) -> (any SessionHost)? {
    let type = ObjectIdentifier(Resolver.self)
    if checkedResolver != type {
      checkedResolver = type
      resolverHosts = resolver is any SessionHosting
    }
    guard resolverHosts else { return nil }
    return (resolver as? any SessionHosting)?.makeSessionHost()
  }
}
