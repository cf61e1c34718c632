public import Generators
public import Testing

/// A trait that replays a counterexample's token in the test it marks: `@Test(.replaying("os1.…"))`.
///
/// ``expectInvariants(_:_:sourceLocation:)`` checks the token's session before any generated one,
/// so a regression stays pinned after the counterexample was found. A malformed token is recorded
/// as an issue at the trait, when the test runs.
public struct ReplayTrait: TestTrait, TestScoping {
  /// The token the trait replays, or `nil` when it could not be parsed.
  public var token: ReplayToken?
  /// What is wrong with the token, recorded as an issue when the test runs.
  public var problem: String?
  /// Where the trait was written.
  public var sourceLocation: SourceLocation

  @TaskLocal static var current: ReplayToken?

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    if let problem { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    try await Self.$current.withValue(token) { try await function() }
  }
}

extension Trait where Self == ReplayTrait {
  /// Replays the session `token` names before the generated ones.
  public static func replaying(_ token: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> Self
  {
    do {
      return ReplayTrait(
        token: try ReplayToken(parsing: token), problem: nil, sourceLocation: sourceLocation)
    } catch {
      return ReplayTrait(
        token: nil, problem: "bad replay token '\(token)': \(error)", sourceLocation: sourceLocation
      )
    }
  }
}
