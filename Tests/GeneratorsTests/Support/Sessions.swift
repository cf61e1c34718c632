import OrientationSpec

/// `session` with its hierarchy in canonical form, so equal sessions compare equal.
func canonical(_ session: Session) -> Session {
  var session = session
  session.hierarchy = session.hierarchy.canonical
  return session
}

/// The session a test writes out: the default app, portrait, no lock, `events`.
func session(_ root: ControllerSpec, _ events: [Event]) throws -> Session {
  Session(app: AppConfiguration(), hierarchy: try Hierarchy(root: root).canonical, events: events)
}

/// The depth of the deepest controller that satisfies `matches` (0 for a root), or `nil`.
func depth(in hierarchy: Hierarchy, where matches: (Controller) -> Bool) -> Int? {
  hierarchy.ids.filter { matches(hierarchy[$0]) }.map { id in
    var depth = 0
    var current = id
    while let up = hierarchy.parent(of: current) ?? hierarchy.presenter(of: current) {
      depth += 1
      current = up
    }
    return depth
  }.max()
}
