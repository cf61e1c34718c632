/// A command-line mistake: the message goes to standard error and the exit status is 64 (`EX_USAGE`).
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
