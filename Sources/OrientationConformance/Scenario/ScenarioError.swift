/// A scenario that cannot be read: where, and what was expected against what was found.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counting Unicode scalars.
  public var column: Int
  /// What was expected and what was found.
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `3:9: unknown interface orientation 'landscap'; expected one of …`.
  public var description: String { "\(line):\(column): \(message)" }
}
