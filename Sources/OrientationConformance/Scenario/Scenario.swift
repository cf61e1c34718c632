public import OrientationSpec

/// The plain-text scenario format: a ``Session`` written the way an iOS engineer describes an app.
///
/// ```
/// app phone iOS 17
/// plist .portrait
/// delegate .all
/// orientation .portrait
/// device .portrait
///
/// window key
///   navigation "BaseNavViewController"
///     content "Home"
///
/// events
///   push navigation 0
///     content "Player" supports .landscape prefers .landscapeRight
///   rotateDevice .landscapeLeft
/// ```
///
/// `Documentation/ScenarioFormat.md` gives the grammar, every keyword and
/// every error message. Two laws hold: printing a parsed canonical text gives
/// the same text, and parsing a printed session gives the same session with
/// its hierarchy in canonical form.
public enum Scenario {
  /// Reads a scenario, or throws the first problem with its line and column.
  ///
  /// A scenario with `assume` lines sets assumptions, which a ``Session`` does not hold: it is
  /// refused at its first `assume` line; read it with ``parseDocument(_:)``.
  public static func parse(_ text: String) throws(ScenarioError) -> Session {
    let document = try parseDocument(text)
    if let first = document.firstAssume {
      throw ScenarioError(
        line: first.line, column: first.column,
        message:
          "'assume' sets an assumption, which a Session does not hold; read this scenario with"
          + " Scenario.parseDocument(_:)")
    }
    return document.session
  }

  /// Writes `session` in canonical form: defaults left out, two spaces a level, one blank line
  /// before each window and before the events.
  public static func print(_ session: Session) -> String {
    var printer = ScenarioPrinter()
    printer.write(session)
    return printer.text
  }
}
