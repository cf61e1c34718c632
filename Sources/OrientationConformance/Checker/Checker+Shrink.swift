public import Generators
public import OrientationSpec

extension Checker {
  /// A shrink's result: the minimal session, its token and violation, the shrinker's accepted
  /// steps and evaluations.
  public typealias Shrunk = (
    session: Session, token: ReplayToken, violation: InvariantViolation?, steps: Int,
    evaluations: Int
  )

  /// Shrinks the case `record` names, which fails as `identity` says, to a minimal session that
  /// still fails that way: the same invariant, the same exception or answer, the same kind and
  /// class deciding. A candidate that fails otherwise (another exception, another decider) does
  /// not count, so the shrink never slides from one bug to another. `candidate` sees each
  /// candidate's choice record before it is evaluated.
  public static func shrink<Resolver: OrientationResolver>(
    _ record: [UInt64], violating identity: FailureIdentity, resolver: Resolver,
    configuration: CheckConfiguration, candidate: @escaping @Sendable ([UInt64]) -> Void = { _ in }
  ) -> Shrunk {
    shrink(
      record, invariant: identity.invariant, resolver: resolver, configuration: configuration,
      candidate: candidate
    ) { $0.identity == identity }
  }

  /// Shrinks the case `record` names, which breaks `invariant`, to a minimal session that still
  /// breaks it, in whichever way; `candidate` sees each candidate's choice record before it is
  /// evaluated.
  public static func shrink<Resolver: OrientationResolver>(
    _ record: [UInt64], violating invariant: Invariant, resolver: Resolver,
    configuration: CheckConfiguration, candidate: @escaping @Sendable ([UInt64]) -> Void = { _ in }
  ) -> Shrunk {
    shrink(
      record, invariant: invariant, resolver: resolver, configuration: configuration,
      candidate: candidate
    ) { _ in true }
  }

  /// The shrink of both: a candidate counts when its violation of `invariant` `matches`.
  static func shrink<Resolver: OrientationResolver>(
    _ record: [UInt64], invariant: Invariant, resolver: Resolver,
    configuration: CheckConfiguration, candidate: @escaping @Sendable ([UInt64]) -> Void,
    matches: @escaping (InvariantViolation) -> Bool
  ) -> Shrunk {
    let gen = Gen<Session> { source in
      let session = configuration.session(&source)
      candidate(source.choices)
      return session
    }
    func violation(_ session: Session) -> InvariantViolation? {
      var ignored = 0
      return violations(
        of: session, resolver: resolver, invariants: [invariant],
        determinism: invariant == .determinism, assumptions: configuration.assumptions,
        mistake: &ignored
      ).first { $0.invariant == invariant }
    }
    var shrinker = Shrinker(gen, record: record, size: 10) { session in
      violation(session).map(matches) == true
    }
    shrinker.shrink()
    return (
      shrinker.bestValue, ReplayToken(size: 10, choices: shrinker.best),
      violation(shrinker.bestValue), shrinker.steps, shrinker.evaluations
    )
  }
}
