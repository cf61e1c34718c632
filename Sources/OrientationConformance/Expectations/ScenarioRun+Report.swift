public import OrientationSpec

extension ScenarioRun {
  /// Each thing that failed, as a person reads it: a failed expectation at its line (`FILE:14:3:
  /// expect orientation .landscapeRight`, then expected against actual), a broken invariant,
  /// an exception no line expects.
  public func failureLines(file path: String) -> [String] {
    var lines: [String] = []
    if let crash {
      lines += crash.brief(resolver: resolver).split(separator: "\n").enumerated().map {
        $0.offset == 0 ? "\(path): \($0.element)" : String($0.element)
      }
    }
    for failure in failures {
      let place = failure.location.map { "\(path):\($0): " } ?? "\(path): "
      lines.append("\(place)\(failure.text)")
      lines.append("  expected: \(failure.expected)")
      lines.append("  actual:   \(failure.actual)")
    }
    for violation in violations {
      lines.append("\(place(of: violation.origin, in: path))✗ \(describe(violation))")
    }
    if let exception = unexpectedException {
      lines.append(
        "\(path): the session ends in \(exception.identifier) \(exception.name), which no"
          + " 'expect exception' after that event expects")
    }
    return lines
  }

  /// `FILE:LINE:COLUMN: ` of the event a step belongs to, or `FILE: ` when it is not known.
  func place(of origin: StepOrigin, in path: String) -> String {
    let index = origin.eventIndex
    guard eventLocations.indices.contains(index) else {
      return "\(path): "
    }
    return "\(path):\(eventLocations[index]): "
  }

  /// A violation as ``InvariantViolation/description`` says it, its event naming its
  /// controller as the file does (`present "Settings" .pageSheet from nav`).
  public func describe(_ violation: InvariantViolation) -> String {
    var step = violation.event.description
    if case .event(let index) = violation.origin, let label = trace.targets[index] {
      step = violation.event.description(target: label)
    }
    return "\(violation.invariant.rawValue) at step \(violation.origin) (\(step)): expected"
      + " \(violation.expected); actual \(violation.actual)"
  }

  /// `5 expectations hold; every invariant holds`: what the run checked, in a line.
  public var summaryLine: String {
    if let crash { return crash.headline }
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

  /// The run as JSON: `{"resolver", "passed", "crash", "expectations", "failures": [{"line",
  /// "column", "expectation", "expected", "actual"}], "violations": [...],
  /// "unexpectedException", "positionErrors"}`; the expectations listed are the failed ones,
  /// `crash` is `null` unless the code under check ended or stalled the run's child process.
  public func json() -> JSON {
    .object([
      ("resolver", .string(resolver)),
      ("passed", .bool(passed)),
      ("crash", crash.map(\.json) ?? .null),
      ("expectations", .int(expectationCount)),
      ("failures", .array(failures.map(\.json))),
      ("violations", .array(violations.map { .string(describe($0)) })),
      (
        "unexpectedException",
        unexpectedException.map { .string("\($0.identifier) \($0.name)") } ?? .null
      ),
      (
        "positionErrors",
        .array(
          positionErrors.map {
            .object([
              ("line", .int($0.line)), ("column", .int($0.column)),
              ("message", .string($0.message)),
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

extension StepOrigin {
  /// The event the step belongs to: its own, or the one its refresh follows.
  var eventIndex: Int {
    switch self {
    case .event(let index), .refresh(after: let index): index
    }
  }
}
