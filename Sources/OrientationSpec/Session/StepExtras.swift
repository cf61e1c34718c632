/// What a step rarely holds, boxed so that a step without it is copied and destroyed without
/// retaining anything for it: the decider's name, the exception, the warnings and the rules
/// (left empty on the fast path, ``System/run(_:resolver:assumptions:namesControllers:recordsRules:observe:)``),
/// a skip reason that holds text (``SkipCode``) and the ``StepDetails`` a rendered trace shows
/// (recorded only when asked, ``System/run(_:resolver:assumptions:recordsDetails:)``). Immutable once handed out: a change makes a
/// new box, and only a spare box that nothing else holds is refilled (see ``SessionScratch``),
/// hence `@unchecked`. Its fields skip the dynamic exclusivity checks every read of a class's
/// `var` would otherwise pay: a refill happens when no other access can exist.
@usableFromInline
final class StepExtras: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var deciderName: String?
  @exclusivity(unchecked) @usableFromInline var exception: UIKitException?
  @exclusivity(unchecked) @usableFromInline var warnings: [Warning]
  @exclusivity(unchecked) @usableFromInline var rules: [Rule]
  /// The skip reason, when ``SkipCode`` cannot hold it.
  @exclusivity(unchecked) @usableFromInline var skipped: SkipReason?
  /// The windows, chains and questions, when the run records them (``StepDetails``).
  @exclusivity(unchecked) @usableFromInline var details: StepDetails?

  @inlinable
  init(
    deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
    skipped: SkipReason?, details: StepDetails? = nil
  ) {
    self.deciderName = deciderName
    self.exception = exception
    self.warnings = warnings
    self.rules = rules
    self.skipped = skipped
    self.details = details
  }

  /// A box for these values, or `nil` when they are all empty; with `scratch`, the spare box
  /// refilled when nothing else holds it (a crash in a run of sessions allocates nothing).
  @inlinable
  static func box(
    deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
    skipped: SkipReason?, details: StepDetails? = nil,
    scratch: UnsafeMutablePointer<SessionScratch>? = nil
  ) -> StepExtras? {
    if deciderName == nil && exception == nil && warnings.isEmpty && rules.isEmpty
      && skipped == nil && details == nil
    {
      return nil
    }
    return filled(
      deciderName: deciderName, exception: exception, warnings: warnings, rules: rules,
      skipped: skipped, details: details, scratch: scratch)
  }

  /// The box ``box(deciderName:exception:warnings:rules:skipped:details:scratch:)`` returns
  /// when there are values: out of line, as the rare path it is, so that it adds nothing to the
  /// code it is called from.
  @usableFromInline @inline(never)
  static func filled(
    deciderName: String?, exception: UIKitException?, warnings: [Warning], rules: [Rule],
    skipped: SkipReason?, details: StepDetails?, scratch: UnsafeMutablePointer<SessionScratch>?
  ) -> StepExtras {
    guard let scratch else {
      return StepExtras(
        deciderName: deciderName, exception: exception, warnings: warnings, rules: rules,
        skipped: skipped, details: details)
    }
    return SessionScratch.reuse(
      &scratch.pointee.step,
      refill: { box in
        box.deciderName = deciderName
        box.exception = exception
        box.warnings = warnings
        box.rules = rules
        box.skipped = skipped
        box.details = details
      },
      make: {
        StepExtras(
          deciderName: deciderName, exception: exception, warnings: warnings, rules: rules,
          skipped: skipped, details: details)
      })
  }
}
