public import OrientationSpec

/// A session's picture as one self-contained HTML page (no network, no script, no framework):
/// the controller tree, then step by step a phone held in the device's pose with the interface
/// drawn as UIKit turned it, the deciding controller named, the failing step and invariant
/// marked, and at the end the scenario text and the line that replays it.
///
/// `run`, `replay`, `matrix` and `fuzz` write it with `--html`; open the file in any browser.
public struct HTMLReport: Sendable {
  /// What the page shows a session for: the resolver or app, and how to get the session back.
  public var title: String
  public var resolver: String
  public var session: Session
  public var trace: Trace
  /// The invariants the session breaks (the first step each breaks at is marked).
  public var violations: [InvariantViolation]
  /// The command line or test trait that reproduces it, if any.
  public var reproduce: String?
  /// The file's expectations that failed, each marked at the step it was checked at.
  public var expectationFailures: [ExpectationFailure] = []
  /// The scenario as its file wrote it (names, expectations, comments); `nil`: printed from the
  /// session.
  public var scenarioText: String?
  /// The assumptions the trace ran under: the scenario shows them as `assume` lines.
  public var assumptions: Assumptions

  public init(
    title: String, resolver: String, session: Session, trace: Trace,
    violations: [InvariantViolation] = [], reproduce: String? = nil,
    assumptions: Assumptions = .default
  ) {
    self.title = title
    self.resolver = resolver
    self.session = session
    self.trace = trace
    self.violations = violations
    self.reproduce = reproduce
    self.assumptions = assumptions
  }

  /// The page: this session alone.
  public var page: String { Self.document(title: title, sessions: [self]) }

  /// One page showing `sessions` one after the other (a matrix's counterexamples), each under
  /// its own heading.
  public static func document(title: String, sessions: [HTMLReport]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escape(title))</title>
      <style>\(style)</style>
      </head>
      <body>

      """
    if sessions.count != 1 { html += "<h1 class=\"document\">\(escape(title))</h1>\n" }
    if sessions.isEmpty { html += "<p class=\"verdict good\">Nothing to show.</p>\n" }
    for (number, report) in sessions.enumerated() {
      html += report.article(number: sessions.count == 1 ? nil : number + 1)
    }
    return html + "</body>\n</html>\n"
  }

  /// This session's part of a page; `number` tells it apart from the others on the page.
  func article(number: Int?) -> String {
    let prefix = number.map { "s\($0)-" } ?? ""
    var html = """
      <article>
      <header>
      <h\(number == nil ? 1 : 2)>\(Self.escape(title))</h\(number == nil ? 1 : 2)>
      <p class="app">\(Self.escape(appLine)) · resolver <b>\(Self.escape(resolver))</b></p>
      \(summary(prefix: prefix))
      </header>
      <section class="tree"><h3>The controllers at the start</h3>
      <pre>\(Self.escape(session.hierarchy.description))</pre></section>
      <section class="steps"><h3>The steps</h3>
      <ol class="steps">

      """
    for step in trace.steps {
      html += card(step, prefix: prefix)
    }
    html += "</ol></section>\n"
    html += """
      <section class="scenario"><h3>The scenario</h3>
      <pre>\(Self.escape(scenarioText ?? Scenario.print(Scenario.Document(session: session, assumptions: assumptions))))</pre>

      """
    if let reproduce {
      html += "<p class=\"reproduce\">Reproduce: <code>\(Self.escape(reproduce))</code></p>\n"
    }
    return html + "</section>\n</article>\n"
  }

  var appLine: String {
    let app = session.app
    var parts = ["iOS \(app.osVersion.major)", "\(app.idiom)"]
    if let plist = app.plistOrientations {
      parts.append("plist " + plist.map { "\($0)" }.joined(separator: " "))
    }
    parts.append("delegate " + (app.delegateOrientations.map { "\($0)" } ?? "none"))
    return parts.joined(separator: " · ")
  }

  func summary(prefix: String) -> String {
    if !expectationFailures.isEmpty { return expectationSummary(prefix: prefix) }
    if violations.isEmpty {
      let crashed = trace.steps.last?.exception
      return crashed.map { "<p class=\"verdict bad\">Ends in \(Self.escape($0.identifier)) \(Self.escape($0.name))</p>" }
        ?? "<p class=\"verdict good\">Every invariant checked holds.</p>"
    }
    var lines = "<ul class=\"verdict bad\">\n"
    for violation in violations {
      lines += """
        <li><b>\(Self.escape(violation.invariant.rawValue))</b> at step \
        <a href="#\(prefix)step-\(Self.anchor(violation.origin))">\(violation.origin)</a> \
        (\(Self.escape("\(violation.event)"))): expected \(Self.escape(violation.expected)); \
        actual \(Self.escape(violation.actual))</li>

        """
    }
    return lines + "</ul>"
  }

  /// One step's card: its phone, what happened, and the invariant it breaks, if it is the
  /// first step to break one.
  func card(_ step: Step, prefix: String) -> String {
    let failing = violations.filter { $0.origin == step.origin && "\($0.event)" == "\(step.event)" }
    let unmet = expectationFailures.filter { $0.step == step.origin }
    var classes = ["step"]
    if !failing.isEmpty || !unmet.isEmpty { classes.append("failing") }
    if step.exception != nil { classes.append("exception") }
    if step.skipped != nil { classes.append("skipped") }
    if case .refresh = step.origin { classes.append("reaction") }
    var html = "<li id=\"\(prefix)step-\(Self.anchor(step.origin))\" class=\"\(classes.joined(separator: " "))\">\n"
    html += Self.phone(interface: step.orientationAfter, device: step.deviceOrientation)
    html += "<div class=\"what\">\n"
    html += "<p class=\"event\"><span class=\"origin\">\(step.origin).</span> \(Self.escape(trace.describedEvent(of: step)))</p>\n"
    html += "<p class=\"turn\">\(Self.escape(turnText(step)))</p>\n"
    if let decider = step.decider {
      let name = step.deciderName.map { " \($0)" } ?? ""
      html += "<p class=\"decider\">decider <b>\(Self.escape("\(decider)\(name)"))</b>; allowed \(Self.escape("\(step.allowed)"))</p>\n"
    } else {
      html += "<p class=\"decider\">no controller decides; allowed \(Self.escape("\(step.allowed)"))</p>\n"
    }
    html += "<p class=\"device\">device \(Self.escape("\(step.deviceOrientation)"))</p>\n"
    if let exception = step.exception {
      html += """
        <p class="exception-text">\(Self.escape(exception.identifier)) \(Self.escape(exception.name)): \
        \(Self.escape(exception.reason(on: session.app.osVersion, assumptions: assumptions)))</p>

        """
    }
    for violation in failing {
      html += """
        <p class="violation"><b>\(Self.escape(violation.invariant.rawValue))</b>: expected \
        \(Self.escape(violation.expected)); actual \(Self.escape(violation.actual))</p>

        """
    }
    html += unmet.map(Self.expectationLine).joined()
    html += "</div>\n</li>\n"
    return html
  }

  func turnText(_ step: Step) -> String {
    if let skipped = step.skipped { return "skipped: \(skipped)" }
    if step.rotated {
      return "\(step.orientationBefore) → \(step.orientationAfter)"
        + (step.rotation.map { " (\($0))" } ?? "")
    }
    return "stays \(step.orientationAfter)" + (step.rotation.map { " (no rotation: \($0))" } ?? "")
  }

  /// `origin` as an HTML id: `3`, `3r` for the app's or resolver's reaction to event 3.
  static func anchor(_ origin: StepOrigin) -> String {
    "\(origin)".filter { $0.isLetter || $0.isNumber }
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
