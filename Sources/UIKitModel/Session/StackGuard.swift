/// Catches a forwarding loop in the app's own code before it overflows the stack.
///
/// Overrides call each other by dynamic dispatch, so the model cannot wrap those calls; but a
/// loop through them reads relations (`topViewController`, `parent`, `presentedViewController`)
/// or UIKit's own answers on the way round, and each such read checks how far the stack has
/// grown since the outermost question began, and how many reads it made. Past either bound, the
/// question ends in a forwarding loop, as the specification reports one, and every relation
/// answers `nil` until it unwinds. A loop that reads nothing of the model (an override that
/// calls itself) is not caught here: it overflows the stack, which only a child process
/// survives.
struct StackGuard {
  /// How far below the outermost question's frame the stack may grow: at about 32 bytes a
  /// forwarding hop in a release build and 160 in a debug build, room for thousands of levels of
  /// legitimate forwarding, and far inside the main thread's 8 MiB.
  static let budget: UInt = 512 * 1024
  /// How many relations and answers one question may read: a loop that does not grow the stack
  /// (a `while` over relations that never ends) stops here.
  static let readLimit = 1_000_000

  /// The stack address at the outermost question's start; `0` when none runs.
  private(set) var base: UInt = 0
  private var reads = 0

  /// Starts watching from the caller's frame (a local's address there: inlined, no call).
  @inline(__always)
  mutating func begin() {
    var marker: UInt8 = 0
    base = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    reads = 0
  }

  /// Stops watching.
  mutating func end() { base = 0 }

  /// Whether the read the caller is making goes past a bound.
  @inline(__always)
  mutating func tripped(by _: AnyObject) -> Bool {
    guard base != 0 else { return false }
    reads &+= 1
    if reads > Self.readLimit { return true }
    // Every read of a loop grows the stack by a frame or more: looking every 16th read finds it
    // within 16 frames of the budget.
    guard reads & 15 == 0 else { return false }
    let here = stackAddress()
    return here < base && base - here > Self.budget
  }
}

/// The address of a local in a frame of its own: where the stack is now.
@inline(never)
func stackAddress() -> UInt {
  var marker: UInt8 = 0
  return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}
