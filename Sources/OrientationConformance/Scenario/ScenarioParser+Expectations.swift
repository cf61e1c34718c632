import OrientationSpec

extension Scenario {
  /// The words that may follow `expect`, in the order the format lists them.
  static let expectationKeywords = [
    "orientation", "device", "allowed", "decider", "exception", "statusBar", "backSwipe",
    "rotated", "not", "rule", "broken",
  ]
}

extension ScenarioParser {
  /// An `expect` line after the event at `event`; a label it names is checked against
  /// `labels` as an event's would be.
  static func expectation(
    _ node: ScenarioNode, after event: Int, labels: ScenarioLabels
  ) throws(ScenarioError) -> ScenarioExpectation {
    try node.line.refuse(node.children)
    var cursor = TokenCursor(node.line)
    guard let word = cursor.peekWord, Scenario.expectationKeywords.contains(word) else {
      throw cursor.error(
        "unknown expectation \(cursor.found); expected one of "
          + Scenario.expectationKeywords.joined(separator: ", "))
    }
    cursor.take()
    let fact: ScenarioExpectation.Fact
    switch word {
    case "orientation": fact = .orientation(try cursor.interfaceOrientation())
    case "device": fact = .device(try cursor.deviceOrientation())
    case "allowed": fact = .allowed(try cursor.mask())
    case "decider": fact = .decider(try cursor.controllerReference(labels))
    case "exception": fact = .exception(try cursor.expectedException())
    case "statusBar": fact = try cursor.statusBarFact(labels)
    case "backSwipe":
      fact = .backSwipe(
        allowed: try cursor.choice(
          "back-swipe verdict",
          [Choice(name: "allowed", value: true), Choice(name: "refused", value: false)]))
    case "rotated": fact = .rotated(true)
    case "not":
      try cursor.expect("rotated")
      fact = .rotated(false)
    case "broken":
      fact = .broken(
        try cursor.choice(
          "invariant", Invariant.allCases.map { Choice(name: $0.rawValue, value: $0) }))
    default:
      let rules = Rule.allCases.map { Choice(name: $0.description, value: $0) }
      guard let id = cursor.peekWord, let rule = rules.first(where: { $0.name == id }) else {
        throw cursor.expected("a rule from R1 to R\(Rule.allCases.count)")
      }
      cursor.take()
      fact = .rule(rule.value)
    }
    try cursor.end()
    return ScenarioExpectation(event: event, fact: fact)
  }
}

extension TokenCursor {
  /// A controller an expectation names: a position, a label, a class name in quotes, or
  /// `none`.
  mutating func controllerReference(
    _ labels: ScenarioLabels
  ) throws(ScenarioError) -> ControllerReference? {
    if peekWord == "none" {
      take()
      return nil
    }
    if let token = peek, token.kind == .string {
      take()
      return .className(token.text)
    }
    guard isAtNumber || peekWord.map(Scenario.isLabelShaped) == true else {
      throw expected("a position, a controller's name, a class name in quotes, or none")
    }
    let target = try self.target()
    try labels.check(target, role: nil, keyword: "expect")
    return target.label.map(ControllerReference.label) ?? .position(target.position)
  }

  /// `E2`, `loop`, or the exact name and reason in quotes.
  mutating func expectedException() throws(ScenarioError) -> ExpectedException {
    if let token = peek, token.kind == .string {
      take()
      return .exact(name: token.text, reason: try string("the exception's reason in quotes"))
    }
    return .code(
      try choice(
        "exception", ExpectedException.codes.map { Choice(name: $0, value: $0) },
        alternatives: "or a name and a reason in quotes"))
  }

  /// `hidden`, `visible`, `style .lightContent` or `owner player`.
  mutating func statusBarFact(
    _ labels: ScenarioLabels
  ) throws(ScenarioError) -> ScenarioExpectation.Fact {
    switch peekWord {
    case "hidden", "visible":
      return .statusBarHidden(take()?.text == "hidden")
    case "style":
      take()
      return .statusBarStyle(
        try choice("status bar style", Scenario.choices(StatusBarStyle.self)))
    case "owner":
      take()
      return .statusBarOwner(try controllerReference(labels))
    default: throw expected("hidden, visible, style or owner")
    }
  }
}
