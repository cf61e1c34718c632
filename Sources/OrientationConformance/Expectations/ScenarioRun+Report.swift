import OrientationSpec

extension ScenarioRun {
  /// Each thing that failed, as a person reads it: a failed expectation at its line (`FILE:14:3:
  /// expect orientation .landscapeRight`, then expected against actual), a broken invariant,
  /// an exception no line expects.
  public func failureLines(file path: String) -> [String] {
    var lines: [String] = []
    for failure in failures {
      let place = failure.location.map { "\(path):\($0): " } ?? "\(path): "
      lines.append("\(place)\(failure.text)")
      lines.append("  expected: \(failure.expected)")
      lines.append("  actual:   \(failure.actual)")
    }
    for violation in violations {
      lines.append("\(path): ✗ \(violation)")
    }
    if let exception = unexpectedException {
      lines.append(
        "\(path): the session ends in \(exception.identifier) \(exception.name), which no"
          + " 'expect exception' after that event expects")
    }
    return lines
  }

  /// `5 expectations hold; every invariant holds`: what the run checked, in a line.
  public var summaryLine: String {
    var parts: [String] = []
    if expectationCount > 0 {
      let held = expectationCount - failures.count
      parts.append(
        failures.isEmpty
          ? expectationCount == 1 ? "1 expectation holds" : "\(expectationCount) expectations hold"
          : "\(held) of \(expectationCount) expectations hold")
    }
    if checkedInvariants {
      let broken = Set(violations.map(\.invariant)).count
      parts.append(
        broken == 0
          ? "every invariant holds" : "\(broken) invariant\(broken == 1 ? "" : "s") broken")
    } else {
      parts.append("invariants not checked")
    }
    return parts.joined(separator: "; ")
  }

  /// The run as JSON: `{"resolver", "passed", "expectations": [{"line", "column",
  /// "expectation", "expected", "actual"}], "violations": [...], "unexpectedException"}`; the
  /// expectations listed are the failed ones.
  public func json() -> JSON {
    .object([
      ("resolver", .string(resolver)),
      ("passed", .bool(passed)),
      ("expectations", .int(expectationCount)),
      ("failures", .array(failures.map(\.json))),
      ("violations", .array(violations.map { .string($0.description) })),
      (
        "unexpectedException",
        unexpectedException.map { .string("\($0.identifier) \($0.name)") } ?? .null
      ),
      (
        "positionErrors",
        .array(
          positionErrors.map {
            .object([
              ("line", .int($0.line)), ("column", .int($0.column)), ("message", .string($0.message)),
            ])
          })
      ),
    ])
  }
}

extension ExpectationFailure {
  /// `{"line", "column", "expectation", "expected", "actual"}`.
  public var json: JSON {
    .object([
      ("line", location.map { .int($0.line) } ?? .null),
      ("column", location.map { .int($0.column) } ?? .null),
      ("expectation", .string(text)),
      ("expected", .string(expected)),
      ("actual", .string(actual)),
    ])
  }
}
