public import OrientationSpec

extension Scenario {
  /// A scenario as a file holds it: the session, and the assumptions its `assume` lines set.
  ///
  /// ```
  /// app phone iOS 17
  /// plist .portrait
  /// orientation .portrait
  /// device .portrait
  /// assume stackedCustomDecider upper
  /// ```
  ///
  /// Both laws hold for documents too: `print(parseDocument(t)) == t` for a canonical `t`, and
  /// `parseDocument(print(d)) == d` with `d`'s hierarchy in canonical form.
  public struct Document: Hashable, Sendable {
    public var session: Session
    /// The assumptions to run the session under: the defaults but for the `assume` lines.
    public var assumptions: Assumptions
    /// Where the first `assume` line starts, when the text had one (``Scenario/parse(_:)``
    /// refuses it there).
    var firstAssume: (line: Int, column: Int)?

    public init(session: Session, assumptions: Assumptions = .default) {
      self.init(session: session, assumptions: assumptions, firstAssume: nil)
    }

    init(session: Session, assumptions: Assumptions, firstAssume: (line: Int, column: Int)?) {
      self.session = session
      self.assumptions = assumptions
      self.firstAssume = firstAssume
    }

    public static func == (lhs: Document, rhs: Document) -> Bool {
      lhs.session == rhs.session && lhs.assumptions == rhs.assumptions
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(session)
      hasher.combine(assumptions)
    }
  }

  /// Reads a scenario with its `assume` lines, or throws the first problem with its line and
  /// column.
  public static func parseDocument(_ text: String) throws(ScenarioError) -> Document {
    try ScenarioParser(try ScenarioLexer.lines(of: text)).document()
  }

  /// Writes `document` in canonical form: ``print(_:)`` of its session, with an `assume` line
  /// after `device` for each assumption that differs from the default, in the catalogue's order.
  public static func print(_ document: Document) -> String {
    var printer = ScenarioPrinter()
    printer.write(document.session, assumptions: document.assumptions)
    return printer.text
  }
}

extension ScenarioParser.Header {
  /// `assume NAME VALUE`: one assumption, each name at most once; the value is the rest of the
  /// line, spelled as `--assume NAME=VALUE` spells it (``Assumptions/Entry``).
  mutating func assume(_ node: ScenarioNode) throws(ScenarioError) {
    try node.line.refuse(node.children)
    var cursor = TokenCursor(node.line)
    guard let nameToken = cursor.peek, nameToken.kind == .word else {
      throw cursor.expected("an assumption name")
    }
    cursor.take()
    let entry: Assumptions.Entry
    do {
      entry = try Assumptions.requireEntry(named: nameToken.text)
    } catch {
      throw node.line.error(at: nameToken, error.message)
    }
    if let first = assumed[entry.name] {
      throw node.line.error(
        at: nameToken, "'assume \(entry.name)' given twice (first on line \(first))")
    }
    guard let valueToken = cursor.peek else { throw cursor.expected("a value") }
    var value = ""
    while let token = cursor.peek {
      guard token.kind != .string else { throw cursor.expected("a value") }
      value += token.text
      cursor.take()
    }
    do {
      try entry.set(value, in: &assumptions)
    } catch {
      throw node.line.error(at: valueToken, error.message)
    }
    assumed[entry.name] = node.line.number
    if firstAssume == nil { firstAssume = (node.line.number, node.line.head.column) }
  }
}
