/// The passes that delete, zero, lower and reorder choices, and drop or unwrap parts.
extension Shrinker {
  /// Deletes runs of spans with `label`, halving the run length (adaptive, like delta debugging).
  mutating func deleteSpans(labelled label: SpanLabel) {
    var chunk = max(1, spans.filter { $0.label == label }.count / 2)
    while chunk >= 1 && !exhausted {
      var index = 0
      while true {
        let candidates = spans.filter { $0.label == label }.sorted { $0.start < $1.start }
        guard index < candidates.count else { break }
        let run = candidates[index..<min(candidates.count, index + chunk)]
        // Remove every span of the run (one nested in another goes with it), back to front so
        // offsets stay valid.
        var candidate = current
        var removed: [ChoiceSource.Span] = []
        for span in run where !(removed.last.map { span.end <= $0.end } ?? false) {
          removed.append(span)
        }
        for span in removed.reversed() {
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
        var candidate = current
        candidate.replaceSubrange(outer.start..<outer.end, with: current[inner.start..<inner.end])
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
      var candidate = current
      if candidate[span.start] != 0 {
        candidate[span.start] = 0
        candidate.removeSubrange((span.start + 1)..<span.end)
        if consider(candidate) { continue }
      }
      index += 1
    }
  }

  /// Deletes blocks of 2 and 1 choices anywhere in the record, then blocks of 8. A part is a
  /// span, which the span passes delete: what is left for blocks is mostly a flag and its value
  /// or a lone choice, and for blocks of 8 a run across parts (the end of one, the flag after).
  mutating func deleteBlocks() {
    for length in [2, 1, 8] {
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

  /// Whether a choice's bound is small enough to try every value of it: more than two (a flag
  /// has nothing to try), at most 48 (an event's kind among every kind a session draws, a
  /// controller's kind, a style).
  @inline(__always) static func isSmall(_ bound: UInt64) -> Bool { bound > 2 && bound <= 48 }

  /// Which values ``tryOtherValues(_:)`` tries: those below a choice's value, or above it.
  enum OtherValues {
    case smaller, larger
  }

  /// Tries every smaller, or every larger, value of each choice with a small bound (an event's
  /// kind, a controller's kind, a style), smallest first: a smaller value is simpler where binary
  /// search skipped it, a larger one only when the case it builds has a shorter record (an event
  /// that needs no arguments). Replays are cheap; only a simpler record is evaluated.
  ///
  /// The rest of the innermost span holding the choice is zeroed with it (another event kind
  /// would read the old arguments as its own), and when the part it builds is now shorter (a
  /// tab bar become a screen draws no tabs) the surplus is deleted, so the choices after the
  /// span stay aligned.
  mutating func tryOtherValues(_ which: OtherValues) {
    var position = 0
    while position < best.count && !exhausted {
      let bound = bounds[position]
      if Self.isSmall(bound) {
        let value = best[position]
        let span = spans.filter { $0.start <= position && position < $0.end }.min {
          $0.end - $0.start < $1.end - $1.start
        }
        let others = which == .smaller ? 0..<value : (value + 1)..<bound
        for other in others where !exhausted {
          var candidate = current
          candidate[position] = other
          if let span {
            for rest in (position + 1)..<span.end { candidate[rest] = 0 }
            candidate = realigned(candidate, span: span)
          }
          if consider(candidate) { break }
        }
      }
      position += 1
    }
  }

  /// `candidate` with the surplus of `span` deleted: when its replay builds the part that
  /// started at `span.start` in fewer choices, those left over (zeros) would be read as the
  /// parts after it.
  func realigned(_ candidate: [UInt64], span: ChoiceSource.Span) -> [UInt64] {
    var source = ChoiceSource(replaying: candidate, size: size, marksSpans: true)
    _ = gen.generate(&source)
    guard
      let rebuilt = source.markedSpans.first(where: {
        $0.label == span.label && $0.start == span.start
      }), rebuilt.end < span.end
    else { return candidate }
    var shorter = candidate
    shorter.removeSubrange(rebuilt.end..<span.end)
    return shorter
  }

  /// Swaps adjacent spans of the same label and length when that makes the record smaller.
  mutating func swapAdjacentElements() {
    let ordered = spans.filter { $0.label == .event || $0.label == .element }.sorted {
      $0.start < $1.start
    }
    for (first, second) in zip(ordered, ordered.dropFirst())
    where first.label == second.label && first.end == second.start && !exhausted {
      let left = current[first.start..<first.end]
      let right = current[second.start..<second.end]
      guard right.lexicographicallyPrecedes(left) else { continue }
      var candidate = current
      candidate.replaceSubrange(first.start..<second.end, with: Array(right) + Array(left))
      consider(candidate)
    }
  }
}
