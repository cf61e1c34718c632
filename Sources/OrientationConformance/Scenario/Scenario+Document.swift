public import OrientationSpec

extension Scenario {
  /// A scenario as a file holds it: the session, the assumptions its `assume` lines set, the
  /// resolvers its `resolver` lines name, and what its `expect` lines expect after its events.
  ///
  /// ```
  /// app phone iOS 17
  /// plist .portrait
  /// orientation .portrait
  /// device .portrait
  /// assume stackedCustomDecider upper
  /// resolver reference
  /// ```
  ///
  /// Equality compares what the text says, not where it says it: two files that differ only in
  /// comments, blank lines or indentation are equal. Both laws hold for documents too:
  /// `print(parseDocument(t)) == t` for a canonical `t`, and `parseDocument(print(d)) == d` with
  /// `d`'s hierarchy in canonical form.
  public struct Document: Hashable, Sendable {
    public var session: Session
    /// The assumptions to run the session under: the defaults but for the `assume` lines.
    public var assumptions: Assumptions
    /// The resolvers `orientation-check test` runs the file with, in order.
    public var resolvers: [String]
    /// The expectations, in order.
    public var expectations: [ScenarioExpectation]
    /// Where each part was written (empty for a document made in code).
    public var locations: Locations
    /// Where the first `assume` line starts, when the text had one (``Scenario/parse(_:)``
    /// refuses it there).
    var firstAssume: (line: Int, column: Int)?

    public init(
      session: Session, assumptions: Assumptions = .default, resolvers: [String] = [],
      expectations: [ScenarioExpectation] = [], locations: Locations = Locations()
    ) {
      self.session = session
      self.assumptions = assumptions
      self.resolvers = resolvers
      self.expectations = expectations
      self.locations = locations
    }

    public static func == (lhs: Document, rhs: Document) -> Bool {
      lhs.session == rhs.session && lhs.assumptions == rhs.assumptions
        && lhs.resolvers == rhs.resolvers && lhs.expectations == rhs.expectations
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(session)
      hasher.combine(assumptions)
      hasher.combine(resolvers)
      hasher.combine(expectations)
    }

    /// Where a document wrote its events, expectations and resolvers.
    public struct Locations: Sendable {
      /// Each event's line and the column of its first word.
      public var events: [Location] = []
      /// Where each event wrote the controller or window it acts on (its position or label), if
      /// it names one.
      public var targets: [Location?] = []
      /// Each expectation's line and the column of `expect`.
      public var expectations: [Location] = []
      /// Each `resolver` line's line and the column of its name.
      public var resolvers: [Location] = []

      public init() {}
    }
  }

  /// A line and a column in a scenario's text, both from 1 (columns count Unicode scalars).
  public struct Location: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// `12:5`.
    public var description: String { "\(line):\(column)" }
  }

  /// Reads a scenario with its `assume`, `resolver` and `expect` lines, or throws the first
  /// problem with its line and column.
  public static func parseDocument(_ text: String) throws(ScenarioError) -> Document {
    try ScenarioParser(try ScenarioLexer.lines(of: text)).document()
  }

  /// Reads a scenario document from its UTF-8 bytes (see ``parse(utf8:)``).
  public static func parseDocument(utf8 bytes: some Collection<UInt8>) throws(ScenarioError)
    -> Document
  {
    try parseDocument(try text(utf8: bytes))
  }

  /// Writes `document` in canonical form: ``print(_:)`` of its session, with an `assume` line
  /// after `device` for each assumption that differs from the default (in the catalogue's
  /// order), then the `resolver` lines, and each expectation after its event.
  public static func print(_ document: Document) -> String {
    var printer = ScenarioPrinter()
    printer.write(
      document.session, assumptions: document.assumptions, resolvers: document.resolvers,
      expectations: document.expectations)
    return printer.text
  }
}
