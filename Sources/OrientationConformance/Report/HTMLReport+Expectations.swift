import OrientationSpec

// A scenario file's failed expectations on the page: listed at the top, and each marked on the
// step it was checked at (its event's last reaction).

extension HTMLReport {
  /// The verdict at the top of a file's page when expectations failed: each failure, linked
  /// to its step, then the invariants broken.
  func expectationSummary(prefix: String) -> String {
    var lines = "<ul class=\"verdict bad\">\n"
    for failure in expectationFailures {
      let place = failure.location.map { "line \($0.line): " } ?? ""
      let step =
        failure.step.map {
          " at step <a href=\"#\(prefix)step-\(Self.anchor($0))\">\($0)</a>"
        } ?? ""
      lines += """
        <li>\(Self.escape(place))<b>\(Self.escape(failure.text))</b>\(step): expected \
        \(Self.escape(failure.expected)); actual \(Self.escape(failure.actual))</li>

        """
    }
    for violation in violations {
      lines += """
        <li><b>\(Self.escape(violation.invariant.rawValue))</b> at step \
        <a href="#\(prefix)step-\(Self.anchor(violation.origin))">\(violation.origin)</a>: \
        expected \(Self.escape(violation.expected)); actual \(Self.escape(violation.actual))</li>

        """
    }
    return lines + "</ul>"
  }

  /// A failed expectation on its step's card.
  static func expectationLine(_ failure: ExpectationFailure) -> String {
    let place = failure.location.map { "line \($0.line): " } ?? ""
    return """
      <p class="violation expectation">\(escape(place))<b>\(escape(failure.text))</b>: expected \
      \(escape(failure.expected)); actual \(escape(failure.actual))</p>

      """
  }
}
