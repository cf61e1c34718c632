public import OrientationSpec

extension Labels {
  /// The situations real apps meet that a session reaches when it is played (under the
  /// reference, whose refreshes every resolver's sessions share), with the coverage labels of
  /// its app: what `bench` reports as the share of generated sessions reaching each.
  ///
  /// - `alert over a forwarding container`: an alert presented from an app container (one that
  ///   forwards to what it shows), or from a controller inside one;
  /// - `sheet over a forwarding container`: the same with a page or form sheet (or `.automatic`
  ///   from iOS 13, a page sheet);
  /// - `declarations inconsistent`: the session's exceptions are the app's own mistakes
  ///   (``Session/declarationsAreConsistent(under:)``), exempt from `no-exception`;
  /// - `iOS N`: the version it runs on.
  public static func situations(_ session: Session) -> [String] {
    var labels: Set<String> = ["iOS \(session.app.osVersion.major)"]
    if !session.declarationsAreConsistent(under: .default) {
      labels.insert("declarations inconsistent")
    }
    let sheetsFrom13 = session.app.osVersion.major >= 13
    System.run(session, resolver: ReferenceResolver(), recordsRules: false) { _, state in
      let hierarchy = state.hierarchy
      for index in 0..<hierarchy.count {
        let id = ControllerID(index)
        guard let presenter = hierarchy.presenter(of: id), overForwarding(presenter, hierarchy)
        else { continue }
        let controller = hierarchy[id]
        if controller.kind == .alert {
          labels.insert("alert over a forwarding container")
        } else {
          switch controller.modalPresentationStyle {
          case .pageSheet, .formSheet: labels.insert("sheet over a forwarding container")
          case .automatic where sheetsFrom13:
            labels.insert("sheet over a forwarding container")
          default: break
          }
        }
      }
    }
    return labels.sorted()
  }

  /// Whether `id` is an app container or sits inside one.
  static func overForwarding(_ id: ControllerID, _ hierarchy: Hierarchy) -> Bool {
    var current: ControllerID? = id
    while let node = current {
      let controller = hierarchy[node]
      if controller.origin == .app, controller.kind.isContainer { return true }
      current = hierarchy.parent(of: node)
    }
    return false
  }
}
