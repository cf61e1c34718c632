/// Where generators draw their bounded integers: random and recorded, or replayed from a record.
///
/// A case is its flat record of choices: replaying the record rebuilds the exact case. During
/// shrinking the record is edited and replayed; a replay that runs past the end draws `0`, the
/// simplest value, and a recorded value at or past its bound is clamped into range. So every
/// edited record rebuilds a valid case: generators are total over any record.
public struct ChoiceSource: ChoiceDrawing {
  @usableFromInline var generator: Xoshiro256StarStar
  /// Whether the values come from a record (then hidden randomness is its lower bound).
  public let replaying: Bool
  /// The record being replayed (replay mode).
  @usableFromInline var record: [UInt64]
  /// The values drawn so far, after clamping: the case's normalized record.
  @usableFromInline var drawn: [UInt64] = []
  /// Whether `drawn` is kept (always in replay). A random source that does not record is the
  /// fast path of a run
  /// (``Property/check(_:seed:size:budget:labels:coverage:shrinks:maxShrinkEvaluations:holds:)``
  /// draws its cases so, and rebuilds the record of a failing one from its seed).
  @usableFromInline let recording: Bool
  /// The number of choices drawn so far.
  @usableFromInline var position = 0
  /// Whether each draw's bound is kept (for exhaustive enumeration).
  @usableFromInline var recordsBounds = false
  @usableFromInline var bounds: [UInt64] = []
  /// Whether span marks are kept (for the structure-aware shrink passes).
  @usableFromInline let marksSpans: Bool
  @usableFromInline var spans: [Span] = []
  @usableFromInline var openSpans: [Int] = []
  /// The generators' size parameter: how large recursive and repeated structures grow.
  public var size: Int

  /// A source that draws from `Xoshiro256StarStar(seed: seed)` and records what it draws, unless
  /// `recording` is false: then ``choices`` stays empty, and the same seed, recorded, gives the
  /// same values and their record.
  public init(seed: UInt64, size: Int = 10, marksSpans: Bool = false, recording: Bool = true) {
    generator = Xoshiro256StarStar(seed: seed)
    replaying = false
    self.recording = recording
    record = []
    self.size = size
    self.marksSpans = marksSpans
  }

  /// A source that replays `record`, drawing `0` past its end.
  public init(replaying record: [UInt64], size: Int = 10, marksSpans: Bool = false) {
    generator = Xoshiro256StarStar(seed: 0)
    replaying = true
    recording = true
    self.record = record
    drawn.reserveCapacity(record.count)
    self.size = size
    self.marksSpans = marksSpans
  }

  /// Starts over with a new seed, keeping the record's storage (no allocation once warm).
  public mutating func reset(seed: UInt64) {
    generator = Xoshiro256StarStar(seed: seed)
    position = 0
    // Emptying an empty array still builds a new buffer (about 60 instructions each): a source
    // that does not record, or marks no spans, skips them.
    if !drawn.isEmpty { drawn.removeAll(keepingCapacity: true) }
    if !spans.isEmpty { spans.removeAll(keepingCapacity: true) }
    if !openSpans.isEmpty { openSpans.removeAll(keepingCapacity: true) }
  }

  /// Records the value `random` draws (random mode) or replays the next recorded value clamped
  /// below `bound`; `random` runs only in random mode. A replaying source records: one test tells
  /// the fast path (random, not recording) apart.
  @inlinable @inline(__always) public mutating func record(
    bound: UInt64, random: (inout Xoshiro256StarStar) -> UInt64
  ) -> UInt64 {
    guard recording else {
      position &+= 1
      return random(&generator)
    }
    return recordSlow(replaying ? 0 : random(&generator), bound: bound)
  }

  @inlinable @inline(never) mutating func recordSlow(_ value: UInt64, bound: UInt64) -> UInt64 {
    let result: UInt64
    if replaying {
      let recorded = position < record.count ? record[position] : 0
      result = bound == 0 ? 0 : Swift.min(recorded, bound - 1)
    } else {
      result = value
    }
    append(result, bound: bound)
    return result
  }

  /// Records a weighted draw's index: out of line, as `recordSlow` is, so the generators' many
  /// weighted draws (inlined where they are specialised) each hold one call, not the array's
  /// growth path.
  @inlinable @inline(never) mutating func recordIndex(_ index: Int, count: Int) {
    append(UInt64(index), bound: UInt64(count))
  }

  /// Appends a drawn value (and its bound, when kept) to the record.
  @inlinable @inline(__always) mutating func append(_ value: UInt64, bound: UInt64) {
    drawn.append(value)
    if recordsBounds { bounds.append(bound) }
    position += 1
  }

  /// The weighted draw both forms share, over `count` weights read through `weight`.
  @inlinable @inline(__always)
  public mutating func draw(weightCount count: Int, weight: (Int) -> Int) -> Int {
    var index = 0
    if replaying {
      // A recorded index, clamped into range and moved down to a choice of positive weight (up
      // to the first one if there is none below): a weight of 0 is never built.
      let recorded = position < record.count ? record[position] : 0
      index = Int(Swift.min(recorded, UInt64(Swift.max(1, count)) - 1))
      while index > 0 && weight(index) <= 0 { index -= 1 }
      if count > 0 && weight(index) <= 0 {
        for candidate in 0..<count where weight(candidate) > 0 {
          index = candidate
          break
        }
      }
    } else {
      index = generator.next(weightCount: count, weight: weight)
      guard recording else {
        position &+= 1
        return index
      }
    }
    recordIndex(index, count: count)
    return index
  }

  /// Randomness that is not recorded (an array's target length): `0` in replay, where the
  /// recorded flags it decided are read instead.
  @inlinable @inline(__always) public mutating func hidden(in range: ClosedRange<Int>) -> Int {
    guard !replaying else { return range.lowerBound }
    return generator.next(hidden: range)
  }

  /// The values drawn, in order, as used (a replayed value clamped into its bound, zeros past
  /// the record's end): the normalized record of the case just built.
  public var choices: [UInt64] { drawn }

  /// Whether a replay needed more choices than the record holds.
  public var ranPastRecord: Bool { replaying && position > record.count }

  // MARK: Spans

  /// A labelled run of choices, `start..<end`, that rebuilds one part of a case.
  public struct Span: Hashable, Sendable {
    public var label: SpanLabel
    public var start: Int
    public var end: Int

    @inlinable public init(label: SpanLabel, start: Int, end: Int) {
      self.label = label
      self.start = start
      self.end = end
    }
  }

  /// Opens a span; every `beginSpan` is matched by one `endSpan`.
  @inlinable @inline(__always) public mutating func beginSpan() {
    if marksSpans { openSpan() }
  }

  /// Closes the innermost open span without marking it (the part it opened was not built).
  @inlinable @inline(__always) public mutating func dropSpan() {
    if marksSpans { discardSpan() }
  }

  /// Closes the innermost open span with `label`.
  @inlinable @inline(__always) public mutating func endSpan(_ label: SpanLabel) {
    if marksSpans { closeSpan(label) }
  }

  // Span marking out of line: a source that marks no spans (a run's, a fuzz campaign's) pays one
  // test per mark.
  @usableFromInline @inline(never) mutating func openSpan() { openSpans.append(position) }

  @usableFromInline @inline(never) mutating func discardSpan() { _ = openSpans.popLast() }

  @usableFromInline @inline(never) mutating func closeSpan(_ label: SpanLabel) {
    guard let start = openSpans.popLast() else { return }
    if position > start { spans.append(Span(label: label, start: start, end: position)) }
  }

  /// The spans marked so far, innermost first within each nesting.
  public var markedSpans: [Span] { spans }
}

/// What a span of choices builds, for the structure-aware shrink passes.
public enum SpanLabel: UInt8, Hashable, Sendable {
  /// One element of a generated array (a child, a window): deleting it drops the element.
  case element
  /// One event of a session: deleting it drops the event. Events shrink before anything else.
  case event
  /// A controller subtree: replacing it by one of its child spans unwraps the container.
  case subtree
  /// Something optional that was present (a presentation): zeroing its flag drops it.
  case optional
  /// Anything else.
  case other
}
