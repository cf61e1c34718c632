/// Where generators draw their choices: a ``ChoiceSource``, or the plain random source a
/// source that neither records nor marks spans lends the generators for one case
/// (`UnrecordedChoices`).
///
/// The generators are generic over it, so the fast path (a property run's or a fuzz campaign's
/// cases) is compiled without the tests of recording and replay at every draw, and its random
/// state is a local the optimiser keeps in registers between draws: through `inout
/// ChoiceSource` it went back to memory at every draw. Both conformances draw the same values
/// from the same seed; the derived draws below are written once, over the four primitives.
public protocol ChoiceDrawing {
  /// Whether the values come from a record (then hidden randomness is its lower bound).
  var replaying: Bool { get }

  /// Records the value `random` draws (random mode) or replays the next recorded value clamped
  /// below `bound`; `random` runs only in random mode.
  mutating func record(bound: UInt64, random: (inout Xoshiro256StarStar) -> UInt64) -> UInt64

  /// An index below `count`, each as likely as its `weight` (a weight of 0 or less is never
  /// picked), recorded as the index with bound `count`.
  mutating func draw(weightCount count: Int, weight: (Int) -> Int) -> Int

  /// Randomness that is not recorded (an array's target length): the range's lower bound in
  /// replay, where the recorded flags it decided are read instead.
  mutating func hidden(in range: ClosedRange<Int>) -> Int

  /// Opens a span; every `beginSpan` is matched by one `endSpan` or `dropSpan`.
  mutating func beginSpan()

  /// Closes the innermost open span without marking it (the part it opened was not built).
  mutating func dropSpan()

  /// Closes the innermost open span with `label`.
  mutating func endSpan(_ label: SpanLabel)
}

extension ChoiceDrawing {
  /// A uniform integer in `0..<bound` (random mode), or the next recorded one clamped below
  /// `bound` (replay); `0` when `bound` is 0 or 1.
  @inlinable @inline(__always) public mutating func draw(below bound: UInt64) -> UInt64 {
    record(bound: bound) { bound <= 1 ? 0 : $0.next(below: bound) }
  }

  /// An integer in `range`, as `range.lowerBound` plus a drawn offset: shrinking moves it down.
  /// The full `Int` range omits `Int.max`.
  @inlinable @inline(__always) public mutating func draw(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
    if span == UInt64.max { return range.lowerBound &+ Int(truncatingIfNeeded: draw(below: .max)) }
    return range.lowerBound &+ Int(truncatingIfNeeded: draw(below: span &+ 1))
  }

  /// `true` with probability `numerator / denominator`, recorded as one bit (`0` is `false`, the
  /// shrink target), so replay and enumeration see two outcomes, not `denominator`.
  @inlinable @inline(__always) public mutating func draw(
    chance numerator: UInt64, in denominator: UInt64
  ) -> Bool {
    record(bound: 2) { denominator == 0 ? 0 : ($0.next(below: denominator) < numerator ? 1 : 0) }
      == 1
  }

  /// A recorded bit whose random value is `value`: the generator decides it from hidden
  /// randomness (an array's target length), replay and shrinking edit it like any choice.
  @inlinable @inline(__always) public mutating func draw(flag value: Bool) -> Bool {
    record(bound: 2) { _ in value ? 1 : 0 } == 1
  }

  /// A recorded choice below `bound` whose random value is `value` (clamped below `bound`): the
  /// generator decided it from hidden randomness (a session event's kind, picked with the
  /// session's swarm weights), replay and shrinking edit it like any choice.
  @inlinable @inline(__always)
  public mutating func draw(decided value: UInt64, below bound: UInt64) -> UInt64 {
    record(bound: bound) { _ in bound == 0 ? 0 : Swift.min(value, bound - 1) }
  }

  /// A recorded stop: the `0` that ends an array, a chain or a window list at its maximum (or
  /// where the budget ran out), where no "one more" flag can be `1`. Recorded with bound 1, so
  /// it is always `0`: deleting an element's span before it leaves the stop in place of the
  /// deleted element's flag, and nothing after it shifts.
  @inlinable @inline(__always) public mutating func drawStop() {
    _ = record(bound: 1) { _ in 0 }
  }

  /// An index into `weights`, each as likely as its weight, recorded as the index (bound
  /// `weights.count`); shrinks toward the first.
  @inlinable public mutating func draw(weights: [Int]) -> Int {
    draw(weightCount: weights.count) { weights[$0] }
  }

  /// ``draw(weights:)`` for a fixed number of weights held inline (the generators' tables): the
  /// same draws and records, without an array.
  @inlinable @inline(__always) public mutating func draw<let count: Int>(
    weights: InlineArray<count, Int>
  ) -> Int {
    draw(weightCount: count) { weights[$0] }
  }
}

extension Xoshiro256StarStar {
  /// The random pick of a weighted draw: a uniform value below the total weight, walked down the
  /// weights (a weight of 0 or less counts as 0: never picked, and the walk passes it unchanged).
  @inlinable @inline(__always)
  mutating func next(weightCount count: Int, weight: (Int) -> Int) -> Int {
    var total = 0
    for candidate in 0..<count { total &+= Swift.max(0, weight(candidate)) }
    var pick = Int(next(below: UInt64(Swift.max(1, total))))
    for candidate in 0..<count {
      let weight = Swift.max(0, weight(candidate))
      if pick < weight { return candidate }
      pick &-= weight
    }
    return 0
  }

  /// Hidden randomness in `range`: nothing drawn when the range holds one value.
  @inlinable @inline(__always) mutating func next(hidden range: ClosedRange<Int>) -> Int {
    guard range.upperBound > range.lowerBound else { return range.lowerBound }
    return range.lowerBound + Int(next(below: UInt64(range.upperBound - range.lowerBound + 1)))
  }
}

/// A random source that records nothing and marks no spans: what a ``ChoiceSource`` made with
/// `recording: false` (and no spans) draws through while a generator builds one case.
///
/// It holds only the generator's state and the number of draws, so a generator specialised for
/// it keeps the state in registers between draws. Take one with `ChoiceSource.unrecorded()`
/// and give it back with `ChoiceSource.resume(_:)`: the source then stands where drawing from
/// it directly would have left it.
struct UnrecordedChoices: ChoiceDrawing {
  var generator: Xoshiro256StarStar
  /// The number of choices drawn.
  var position = 0

  init(generator: Xoshiro256StarStar) { self.generator = generator }

  var replaying: Bool { false }

  @inline(__always) mutating func record(
    bound: UInt64, random: (inout Xoshiro256StarStar) -> UInt64
  ) -> UInt64 {
    position &+= 1
    return random(&generator)
  }

  @inline(__always) mutating func draw(weightCount count: Int, weight: (Int) -> Int) -> Int {
    position &+= 1
    return generator.next(weightCount: count, weight: weight)
  }

  @inline(__always) mutating func hidden(in range: ClosedRange<Int>) -> Int {
    generator.next(hidden: range)
  }

  @inline(__always) mutating func beginSpan() {}
  @inline(__always) mutating func dropSpan() {}
  @inline(__always) mutating func endSpan(_ label: SpanLabel) {}
}

extension ChoiceSource {
  /// The plain random source to draw one case from, when this source records nothing and marks
  /// no spans (the fast path); `nil` otherwise. Give it back with `resume(_:)`.
  @inline(__always) func unrecorded() -> UnrecordedChoices? {
    recording || marksSpans ? nil : UnrecordedChoices(generator: generator)
  }

  /// Takes back the state of `choices`, taken from this source with `unrecorded()`.
  @inline(__always) mutating func resume(_ choices: UnrecordedChoices) {
    generator = choices.generator
    position &+= choices.position
  }
}
