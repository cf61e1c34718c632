/// Shrinks a failing case to a locally minimal one, on its choice record.
///
/// The contract:
/// - Every candidate is an edited record rebuilt by the generator, so it is a valid case.
/// - A candidate is accepted only if the property still fails and its normalized record is
///   strictly simpler in shortlex order (shorter, or as long and lexicographically smaller).
///   The shrinker never yields its input and always terminates.
/// - It is deterministic: the same failing record, generator and property give the same result.
/// - Passes run in this order: delete events, delete array elements, unwrap subtrees to a child,
///   drop optional parts; when those make no progress, minimise each choice by binary search;
///   when that makes none, zero and delete blocks of choices and swap adjacent elements into
///   order. Any progress starts the order again; a round without progress ends the shrink. So
///   sessions shrink their events first, then arguments, then the initial hierarchy.
/// - It stops early after `maxEvaluations` evaluations of the property.
public struct Shrinker<Value> {
  let gen: Gen<Value>
  let size: Int
  let fails: (Value) -> Bool
  let maxEvaluations: Int

  /// The simplest failing record found so far, its spans and value.
  public private(set) var best: [UInt64]
  public private(set) var bestValue: Value
  var spans: [ChoiceSource.Span]
  /// How many candidates were accepted, and how many times the property was evaluated.
  public private(set) var steps = 0
  public private(set) var evaluations = 0
  var tried: Set<[UInt64]> = []

  /// A shrinker starting from `record`, which must fail.
  public init(
    _ gen: Gen<Value>, record: [UInt64], size: Int, maxEvaluations: Int = 2_000,
    fails: @escaping (Value) -> Bool
  ) {
    self.gen = gen
    self.size = size
    self.fails = fails
    self.maxEvaluations = maxEvaluations
    var source = ChoiceSource(replaying: record, size: size, marksSpans: true)
    bestValue = gen.generate(&source)
    best = Self.normalized(source.choices)
    spans = source.markedSpans
  }

  /// A record without its trailing zeros: past the end, a replay draws zeros anyway.
  static func normalized(_ record: [UInt64]) -> [UInt64] {
    var record = record
    while record.last == 0 { record.removeLast() }
    return record
  }

  /// Whether `a` is simpler than `b`: shorter, or as long and lexicographically smaller.
  public static func isSimpler(_ a: [UInt64], than b: [UInt64]) -> Bool {
    a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
  }

  var exhausted: Bool { evaluations >= maxEvaluations }

  /// Tries `candidate`; keeps it when it is simpler and still fails.
  @discardableResult
  mutating func consider(_ candidate: [UInt64]) -> Bool {
    guard !exhausted else { return false }
    let trimmed = Self.normalized(candidate)
    guard Self.isSimpler(trimmed, than: best), tried.insert(trimmed).inserted else { return false }
    var source = ChoiceSource(replaying: trimmed, size: size, marksSpans: true)
    let value = gen.generate(&source)
    let record = Self.normalized(source.choices)
    guard Self.isSimpler(record, than: best) else { return false }
    evaluations += 1
    guard fails(value) else { return false }
    best = record
    bestValue = value
    spans = source.markedSpans
    steps += 1
    return true
  }

  /// Runs the passes until none makes progress.
  public mutating func shrink() {
    // Cheap structural passes first; the passes that try every position run only when those
    // are stuck, and the loop goes back to the cheap ones after any progress.
    while !exhausted {
      let before = best
      deleteSpans(labelled: .event)
      deleteSpans(labelled: .element)
      unwrapSubtrees()
      dropOptionals()
      if best != before { continue }
      minimizeValues()
      if best != before { continue }
      zeroBlocks()
      deleteBlocks()
      swapAdjacentElements()
      if best == before { break }
    }
  }

  /// Deletes runs of spans with `label`, halving the run length (adaptive, like delta debugging).
  mutating func deleteSpans(labelled label: SpanLabel) {
    var chunk = max(1, spans.filter { $0.label == label }.count / 2)
    while chunk >= 1 && !exhausted {
      var index = 0
      while true {
        let candidates = spans.filter { $0.label == label }.sorted { $0.start < $1.start }
        guard index < candidates.count else { break }
        let run = candidates[index..<min(candidates.count, index + chunk)]
        // Remove every span of the run, back to front so offsets stay valid.
        var candidate = best
        for span in run.reversed() where span.end <= candidate.count {
          candidate.removeSubrange(span.start..<span.end)
        }
        if !consider(candidate) { index += chunk }
      }
      chunk /= 2
    }
  }

  /// Replaces a subtree's choices by those of one subtree nested in it (a container by a child).
  mutating func unwrapSubtrees() {
    var index = 0
    while !exhausted {
      let subtrees = spans.filter { $0.label == .subtree }.sorted {
        ($0.start, -$0.end) < ($1.start, -$1.end)
      }
      guard index < subtrees.count else { break }
      let outer = subtrees[index]
      var accepted = false
      for inner in subtrees where inner.start > outer.start && inner.end <= outer.end {
        var candidate = best
        guard outer.end <= candidate.count else { break }
        candidate.replaceSubrange(outer.start..<outer.end, with: best[inner.start..<inner.end])
        if consider(candidate) {
          accepted = true
          break
        }
      }
      if !accepted { index += 1 }
    }
  }

  /// Sets the first choice of each optional span to 0: the optional part is dropped.
  mutating func dropOptionals() {
    var index = 0
    while !exhausted {
      let optionals = spans.filter { $0.label == .optional }.sorted { $0.start < $1.start }
      guard index < optionals.count else { break }
      let span = optionals[index]
      var candidate = best
      if span.start < candidate.count && candidate[span.start] != 0 {
        candidate[span.start] = 0
        candidate.removeSubrange((span.start + 1)..<min(span.end, candidate.count))
        if consider(candidate) { continue }
      }
      index += 1
    }
  }

  /// Deletes blocks of 8, 4, 2 and 1 choices anywhere in the record.
  mutating func deleteBlocks() {
    for length in [8, 4, 2, 1] {
      var start = 0
      while start + length <= best.count && !exhausted {
        var candidate = best
        candidate.removeSubrange(start..<(start + length))
        if !consider(candidate) { start += 1 }
      }
    }
  }

  /// Sets blocks of 8, 4 and 2 choices to zero.
  mutating func zeroBlocks() {
    for length in [8, 4, 2] {
      var start = 0
      while start + length <= best.count && !exhausted {
        var candidate = best
        if candidate[start..<(start + length)].contains(where: { $0 != 0 }) {
          for position in start..<(start + length) { candidate[position] = 0 }
          _ = consider(candidate)
        }
        start += 1
      }
    }
  }

  /// Lowers each choice to the smallest value that still fails (binary search toward 0).
  mutating func minimizeValues() {
    var position = 0
    while position < best.count && !exhausted {
      let value = best[position]
      if value > 0 {
        var candidate = best
        candidate[position] = 0
        if !consider(candidate) {
          var low: UInt64 = 0  // fails to fail
          var high = value  // fails
          while high - low > 1 && !exhausted {
            let middle = low + (high - low) / 2
            candidate = best
            guard position < candidate.count else { break }
            candidate[position] = middle
            if consider(candidate) { high = middle } else { low = middle }
          }
        }
      }
      position += 1
    }
  }

  /// Swaps adjacent spans of the same label and length when that makes the record smaller.
  mutating func swapAdjacentElements() {
    let ordered = spans.filter { $0.label == .event || $0.label == .element }.sorted {
      $0.start < $1.start
    }
    for (first, second) in zip(ordered, ordered.dropFirst())
    where first.label == second.label && first.end == second.start && !exhausted
      && second.end <= best.count
    {
      let left = best[first.start..<first.end]
      let right = best[second.start..<second.end]
      guard right.lexicographicallyPrecedes(left) else { continue }
      var candidate = best
      candidate.replaceSubrange(first.start..<second.end, with: Array(right) + Array(left))
      consider(candidate)
    }
  }
}
