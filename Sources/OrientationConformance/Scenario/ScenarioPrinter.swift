import OrientationSpec

/// Writes a ``Session`` in the canonical scenario text: defaults left out, two spaces a level.
struct ScenarioPrinter {
  var text = ""

  /// Appends one line at `level` levels of indentation.
  mutating func line(_ level: Int, _ content: String) {
    text += String(repeating: "  ", count: level) + content + "\n"
  }

  /// Appends the whole session: header (with an `assume` line for each assumption that is not
  /// the default), windows, events; with a document's resolvers after the header and its
  /// expectations after their events.
  mutating func write(
    _ session: Session, assumptions: Assumptions = .default, resolvers: [String] = [],
    expectations: [ScenarioExpectation] = []
  ) {
    let app = session.app
    line(0, "app \(app.idiom.name) iOS \(app.osVersion.major)")
    line(0, "plist " + Self.plistList(app.plistOrientations))
    if let pad = app.padPlistOrientations { line(0, "plist~ipad " + Self.plistList(pad)) }
    if let mask = app.delegateOrientations { line(0, "delegate \(mask)") }
    if app.requiresFullScreen { line(0, "requiresFullScreen true") }
    if app.appCodeReachesSystemControllers { line(0, "appCodeReachesSystemControllers true") }
    if !app.viewControllerBasedStatusBarAppearance {
      line(0, "viewControllerBasedStatusBarAppearance false")
    }
    line(0, "orientation \(session.interfaceOrientation)")
    line(0, "device \(session.deviceOrientation)" + (session.orientationLock ? " locked" : ""))
    for entry in Assumptions.catalogue where entry.value(in: assumptions) != entry.defaultValue {
      line(0, "assume \(entry.name) \(entry.value(in: assumptions))")
    }
    if session.positions == .modulo && session.events.contains(where: \.namesPosition) {
      line(0, "positions modulo")
    }
    for resolver in resolvers { line(0, "resolver " + resolver) }
    writeWindows(of: session)
    if !session.events.isEmpty {
      text += "\n"
      line(0, "events")
      var expected = expectations[...]
      for (index, event) in session.events.enumerated() {
        write(event, session.annotations[index], at: 1)
        while let expectation = expected.first, expectation.event <= index {
          line(1, Self.expectLine(expectation.fact))
          expected = expected.dropFirst()
        }
      }
    }
  }

  /// A plist array: `.portrait .landscapeLeft`, `[]`, or `missing`.
  static func plistList(_ list: [InterfaceOrientation]?) -> String {
    guard let list else { return "missing" }
    return list.isEmpty ? "[]" : list.map(\.description).joined(separator: " ")
  }

  /// ` level .alert key`, each part only when it is not the default.
  static func windowAttributes(level: Int, isKey: Bool) -> String {
    (level == Window.normalLevel ? "" : " level " + Scenario.levelName(level))
      + (isKey ? " key" : "")
  }
}
