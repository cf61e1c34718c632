/// The rules an evaluation applied, in order, each once, stored inline: the catalogue's 29 rules
/// fit in a bit set and 32 bytes of order, so an evaluation records them without allocating.
@usableFromInline
struct AppliedRules: Hashable, Sendable {
  /// Bit `rawValue` set for each rule applied.
  @usableFromInline var applied: UInt64
  /// The raw values in the order applied, a byte each.
  @usableFromInline var order: (UInt64, UInt64, UInt64, UInt64)
  /// `count`, a byte (at most 29): 41 bytes in all, with room for a resolution's small fields
  /// before the next 8-byte boundary.
  @usableFromInline var storedCount: UInt8

  /// How many rules were applied.
  @inlinable var count: Int { Int(storedCount) }

  @inlinable
  init() {
    applied = 0
    order = (0, 0, 0, 0)
    storedCount = 0
  }

  @inlinable
  static func == (lhs: AppliedRules, rhs: AppliedRules) -> Bool {
    lhs.storedCount == rhs.storedCount && lhs.order == rhs.order
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(order.0)
    hasher.combine(order.1)
    hasher.combine(order.2)
    hasher.combine(order.3)
  }

  /// Records `rule` unless it was applied already.
  @inlinable @inline(__always)
  mutating func insert(_ rule: Rule) {
    let bit = UInt64(1) &<< UInt64(rule.rawValue & 63)
    guard applied & bit == 0 else { return }
    applied |= bit
    // Byte `count` of `order` (the 29 rules, each once, fit in its 32 bytes).
    let position = count
    withUnsafeMutableBytes(of: &order) {
      $0[position & 31] = UInt8(truncatingIfNeeded: rule.rawValue)
    }
    storedCount &+= 1
  }

  @inlinable
  func rule(at position: Int) -> Rule {
    let raw = withUnsafeBytes(of: order) { $0[position & 31] }
    return Rule(rawValue: Int(raw))!
  }

  /// The rules as an array, in the order applied.
  @inlinable
  var array: [Rule] {
    guard count > 0 else { return [] }
    return (0..<count).map(rule(at:))
  }
}

/// What a resolution rarely holds, boxed so that a resolution without it is copied and destroyed
/// without retaining anything: the windows' decisions (when more than one is kept), assigned
/// rules, warnings and the exception. Immutable once handed out: a change makes a new box, and
/// only a spare box that nothing else holds is refilled (see ``SessionScratch``), hence
/// `@unchecked`. Its fields skip the dynamic exclusivity checks every read of a class's `var`
/// would otherwise pay: a refill happens when no other access can exist.
@usableFromInline
final class ResolutionExtras: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var windows: [WindowDecision]
  @exclusivity(unchecked) @usableFromInline var assignedRules: [Rule]?
  @exclusivity(unchecked) @usableFromInline var warnings: [Warning]
  @exclusivity(unchecked) @usableFromInline var exception: UIKitException?

  @inlinable
  init(
    windows: [WindowDecision], assignedRules: [Rule]?, warnings: [Warning],
    exception: UIKitException?
  ) {
    self.windows = windows
    self.assignedRules = assignedRules
    self.warnings = warnings
    self.exception = exception
  }

  /// A box for these values, or `nil` when they are all empty; with `scratch`, the spare box
  /// refilled when nothing else holds it (a crash in a run of sessions allocates nothing).
  @inlinable
  static func box(
    windows: [WindowDecision], assignedRules: [Rule]?, warnings: [Warning],
    exception: UIKitException?, scratch: UnsafeMutablePointer<SessionScratch>? = nil
  ) -> ResolutionExtras? {
    if windows.isEmpty && assignedRules == nil && warnings.isEmpty && exception == nil {
      return nil
    }
    return filled(
      windows: windows, assignedRules: assignedRules, warnings: warnings, exception: exception,
      scratch: scratch)
  }

  /// The box ``box(windows:assignedRules:warnings:exception:scratch:)`` returns when there are
  /// values: out of line, as the rare path it is, so that it adds nothing to the code it is
  /// called from.
  @usableFromInline @inline(never)
  static func filled(
    windows: [WindowDecision], assignedRules: [Rule]?, warnings: [Warning],
    exception: UIKitException?, scratch: UnsafeMutablePointer<SessionScratch>?
  ) -> ResolutionExtras {
    guard let scratch else {
      return ResolutionExtras(
        windows: windows, assignedRules: assignedRules, warnings: warnings, exception: exception)
    }
    return SessionScratch.reuse(
      &scratch.pointee.resolution,
      refill: { box in
        box.windows = windows
        box.assignedRules = assignedRules
        box.warnings = warnings
        box.exception = exception
      },
      make: {
        ResolutionExtras(
          windows: windows, assignedRules: assignedRules, warnings: warnings,
          exception: exception)
      })
  }
}
