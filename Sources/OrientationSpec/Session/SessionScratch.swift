/// What a run of sessions reuses besides the hierarchy arena (``SessionStorage`` lends it to the
/// runner and its evaluations): the boxes of rare values (``ResolutionExtras``, ``StepExtras``),
/// so that a crash, which fills both, allocates nothing once the first crash has made them; and
/// the buffer an evaluation decides its windows in when they are too many for the stack.
///
/// A box handed out is immutable to whoever holds it: a spare is refilled only while the spare
/// slot holds the only reference (`isKnownUniquelyReferenced`), that is once every step and
/// resolution that held it is gone. A box someone kept (a trace, a cached query, a copy of the
/// storage) is never refilled: a new one is made and becomes the spare.
@usableFromInline
struct SessionScratch: Sendable {
  @usableFromInline var resolution: ResolutionExtras?
  @usableFromInline var step: StepExtras?
  /// The windows' decisions of an evaluation with more windows than fit on the stack (see
  /// `Evaluation.run(windows:keepsWindows:)`); entries past the current count are stale.
  @usableFromInline var decisions: [WindowDecision]

  @inlinable
  init() {
    resolution = nil
    step = nil
    decisions = []
  }

  /// The box in `spare` refilled with `refill` when nothing else holds it; else a new one from
  /// `make`, kept as the spare.
  @usableFromInline
  static func reuse<Box: AnyObject>(
    _ spare: inout Box?, refill: (Box) -> Void, make: () -> Box
  ) -> Box {
    if isKnownUniquelyReferenced(&spare), let box = spare {
      refill(box)
      return box
    }
    let box = make()
    spare = box
    return box
  }
}
