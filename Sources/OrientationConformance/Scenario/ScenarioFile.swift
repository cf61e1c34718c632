public import OrientationSpec

/// A scenario as a file holds it: the session, the resolvers its header names (`resolver
/// NAME`), and what it expects after its events (`expect …` lines).
///
/// Equality compares what the text says, not where it says it: two files that differ only in
/// comments, blank lines or indentation are equal.
public struct ScenarioFile: Hashable, Sendable {
  public var session: Session
  /// The resolvers `orientation-check test` runs the file with, in order.
  public var resolvers: [String]
  /// The expectations, in order.
  public var expectations: [ScenarioExpectation]
  /// Where each part was written (empty for a file made in code).
  public var locations: Locations

  public init(
    session: Session, resolvers: [String] = [], expectations: [ScenarioExpectation] = [],
    locations: Locations = Locations()
  ) {
    self.session = session
    self.resolvers = resolvers
    self.expectations = expectations
    self.locations = locations
  }

  public static func == (lhs: ScenarioFile, rhs: ScenarioFile) -> Bool {
    lhs.session == rhs.session && lhs.resolvers == rhs.resolvers
      && lhs.expectations == rhs.expectations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(session)
    hasher.combine(resolvers)
    hasher.combine(expectations)
  }

  /// Where a file wrote its events, expectations and resolvers.
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

  /// A line and a column, both from 1 (columns count Unicode scalars).
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
}

extension Scenario {
  /// Reads a scenario file's text, with its resolvers and expectations, or throws the first
  /// problem with its line and column.
  public static func parseFile(_ text: String) throws(ScenarioError) -> ScenarioFile {
    try ScenarioParser(try ScenarioLexer.lines(of: text)).file()
  }

  /// Reads a scenario file from its UTF-8 bytes (see ``parse(utf8:)``).
  public static func parseFile(utf8 bytes: some Collection<UInt8>) throws(ScenarioError)
    -> ScenarioFile
  {
    try parseFile(try text(utf8: bytes))
  }

  /// Writes `file` in canonical form: the session as ``print(_:)-(Session)`` writes it, with
  /// the `resolver` lines after the header and each expectation after its event.
  public static func print(_ file: ScenarioFile) -> String {
    var printer = ScenarioPrinter()
    printer.write(file.session, resolvers: file.resolvers, expectations: file.expectations)
    return printer.text
  }
}
