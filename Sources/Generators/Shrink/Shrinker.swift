/// Shrinks a failing case to a locally minimal one, on its choice record.
///
/// The contract:
/// - Every candidate is an edited record rebuilt by the generator, so it is a valid case.
/// - A candidate is accepted only if the property still fails and its normalized record is
///   strictly simpler in shortlex order (shorter, or as long and lexicographically smaller).
///   The shrinker never yields its input and always terminates.
/// - It is deterministic: the same failing record, generator and property give the same result.
/// - The property is never evaluated twice on one case: candidates are replayed first (cheap)
///   and only a normalized record that is simpler and not yet evaluated is evaluated.
/// - Passes edit the record with the trailing zeros its replay drew, so a span that ends past
///   the last non-zero choice is deleted or unwrapped like any other.
/// - Passes run in this order: delete events, delete array elements, unwrap subtrees to a child,
///   promote a presented controller to its window's root (then also deleting the presentations
///   below it in its chain), make a tree an event builds the first
///   window's root (deleting the event), drop optional parts; when those make
///   no progress, minimise each choice by binary search; when that makes none, try every other
///   value of each choice with a small bound (the rest of its innermost span zeroed, and the
///   surplus deleted when the part it builds got shorter); then delete an element of the initial
///   state together with changing an event's kind; then move controllers between the root and the
///   events (the root into an event's tree, an event's tree or part of it to the root keeping the
///   event with another kind) and change a container's kind keeping its children; only when
///   those make no progress, zero and delete blocks of choices and
///   swap adjacent elements into order. Any progress starts the order again; a round without
///   progress ends the shrink. So sessions shrink their events first, then arguments, then the
///   initial hierarchy.
/// - It stops early after `maxEvaluations` evaluations of the property.
public struct Shrinker<Value> {
  let gen: Gen<Value>
  let size: Int
  let fails: (Value) -> Bool
  let maxEvaluations: Int

  /// The simplest failing record found so far (without its trailing zeros), its spans and value.
  public private(set) var best: [UInt64]
  public private(set) var bestValue: Value
  /// `best` with the trailing zeros its replay drew: the passes edit this, so a span that ends
  /// in those zeros can be deleted or unwrapped like any other.
  var current: [UInt64]
  /// The bound of each choice of `current`.
  var bounds: [UInt64]
  var spans: [ChoiceSource.Span]
  /// How many candidates were accepted, and how many times the property was evaluated.
  public private(set) var steps = 0
  public private(set) var evaluations = 0
  /// Candidates already replayed, and normalized records already evaluated: the property is
  /// never evaluated twice on one case.
  var tried: Set<[UInt64]> = []
  var evaluated: Set<[UInt64]> = []

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
    source.recordsBounds = true
    bestValue = gen.generate(&source)
    current = source.choices
    bounds = source.bounds
    best = Self.normalized(current)
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
    source.recordsBounds = true
    let value = gen.generate(&source)
    let record = Self.normalized(source.choices)
    guard Self.isSimpler(record, than: best), evaluated.insert(record).inserted else {
      return false
    }
    evaluations += 1
    guard fails(value) else { return false }
    best = record
    current = source.choices
    bounds = source.bounds
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
      promotePresented()
      promoteEventTrees()
      dropOptionals()
      if best != before { continue }
      minimizeValues()
      if best != before { continue }
      tryOtherValues()
      if best != before { continue }
      replaceElementByEvent()
      if best != before { continue }
      moveRootIntoEvents()
      promoteEventTreesKeepingEvents()
      changeContainerKinds()
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

  /// Tries every other value of each choice with a small bound (an event's kind, a controller's
  /// kind, a style), smallest first: a smaller value is simpler where binary search skipped it,
  /// a larger one only when the case it builds has a shorter record (an event that needs no
  /// arguments). Replays are cheap; only a simpler record is evaluated.
  ///
  /// The rest of the innermost span holding the choice is zeroed with it (another event kind
  /// would read the old arguments as its own), and when the part it builds is now shorter (a
  /// tab bar become a screen draws no tabs) the surplus is deleted, so the choices after the
  /// span stay aligned.
  mutating func tryOtherValues() {
    var position = 0
    while position < best.count && !exhausted {
      let bound = bounds[position]
      if bound > 2 && bound <= 32 {
        let value = best[position]
        let span = spans.filter { $0.start <= position && position < $0.end }.min {
          $0.end - $0.start < $1.end - $1.start
        }
        for other in 0..<bound where other != value && !exhausted {
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

  /// Promotes a presented controller to its window's root: the root's subtree is replaced by the
  /// presented one's, and the presentation is deleted; then, if that does not keep the case
  /// failing, with the presentations below it in the chain deleted as well.
  mutating func promotePresented() {
    var index = 0
    while !exhausted {
      let subtrees = spans.filter { $0.label == .subtree }.sorted { $0.start < $1.start }
      guard index < subtrees.count else { break }
      let presented = subtrees[index]
      index += 1
      // The presentation holding it: the innermost element span around it, outside every
      // subtree (a child is inside its parent's), holding no other subtree before it.
      guard
        let presentation = spans.filter({
          $0.label == .element && $0.start < presented.start && presented.end <= $0.end
        }).min(by: { $0.end - $0.start < $1.end - $1.start }),
        !subtrees.contains(where: {
          ($0.start >= presentation.start && $0.start < presented.start)
            || ($0.start <= presentation.start && presentation.end <= $0.end)
        })
      else { continue }
      // The root it replaces: an outermost subtree before the presentation.
      for root in subtrees
      where root.end <= presentation.start
        && !subtrees.contains(where: { $0 != root && $0.start <= root.start && root.end <= $0.end })
      {
        var candidate = current
        let moved = Array(current[presented.start..<presented.end])
        candidate.removeSubrange(presentation.start..<presentation.end)
        candidate.replaceSubrange(root.start..<root.end, with: moved)
        if consider(candidate) {
          index = 0
          break
        }
        // Then with the presentations below it in the chain deleted too (outermost element spans
        // between the root and its presentation): the promoted controller was on top of them.
        let below = spans.filter { element in
          element.label == .element && element.start >= root.end
            && element.end <= presentation.start
            && !subtrees.contains { $0.start <= element.start && element.end <= $0.end }
        }.sorted { $0.start < $1.start }
        guard !below.isEmpty, !exhausted else { continue }
        candidate = current
        candidate.removeSubrange(presentation.start..<presentation.end)
        for element in below.reversed()
        where !below.contains(where: {
          $0 != element && $0.start <= element.start && element.end <= $0.end
        }) {
          candidate.removeSubrange(element.start..<element.end)
        }
        candidate.replaceSubrange(root.start..<root.end, with: moved)
        if consider(candidate) {
          index = 0
          break
        }
      }
    }
  }

  /// Makes a controller tree an event builds (a pushed, presented or shown tree) the first
  /// window's root, and deletes the event: a case that fails through a tree an event adds often
  /// fails as well with that tree in the initial hierarchy.
  mutating func promoteEventTrees() {
    var index = 0
    while !exhausted {
      let events = spans.filter { $0.label == .event }.sorted { $0.start < $1.start }
      guard let firstEvent = events.first,
        let root = spans.filter({ $0.label == .subtree && $0.end <= firstEvent.start }).min(by: {
          ($0.start, -$0.end) < ($1.start, -$1.end)
        })
      else { return }
      let trees = spans.filter { span in
        span.label == .subtree && span.start >= firstEvent.start
          && !spans.contains {
            $0.label == .subtree && $0 != span && $0.start <= span.start && span.end <= $0.end
              && $0.start >= firstEvent.start
          }
      }.sorted { $0.start < $1.start }
      guard index < trees.count else { return }
      let tree = trees[index]
      index += 1
      guard let event = events.first(where: { $0.start <= tree.start && tree.end <= $0.end })
      else { continue }
      var candidate = current
      let moved = Array(current[tree.start..<tree.end])
      candidate.removeSubrange(event.start..<event.end)
      candidate.replaceSubrange(root.start..<root.end, with: moved)
      if consider(candidate) { index = 0 }
    }
  }

  /// Deletes an element and changes an event's kind together: a case that fails through a part
  /// of its initial state (a presentation, a child) often fails as well through an event that
  /// makes that part, and neither edit alone keeps it failing. Each event's kind is its second
  /// choice (after its "one more" flag); its arguments are zeroed, smallest kind first.
  mutating func replaceElementByEvent() {
    let events = spans.filter { $0.label == .event }.sorted { $0.start < $1.start }
    guard let firstEvent = events.first else { return }
    let elements = spans.filter { $0.label == .element && $0.end <= firstEvent.start }.sorted {
      $0.start < $1.start
    }
    for element in elements where !exhausted {
      for event in events where event.end - event.start >= 2 && !exhausted {
        let position = event.start + 1
        let bound = bounds[position]
        guard bound > 2 && bound <= 32 else { continue }
        for kind in 0..<bound where kind != current[position] && !exhausted {
          var candidate = current
          candidate[position] = kind
          for rest in (position + 1)..<event.end { candidate[rest] = 0 }
          candidate.removeSubrange(element.start..<element.end)
          if consider(candidate) { return }
        }
      }
    }
  }

  /// The first window's root: the outermost subtree span before the first event.
  func rootSpan(before firstEvent: ChoiceSource.Span) -> ChoiceSource.Span? {
    spans.filter { $0.label == .subtree && $0.end <= firstEvent.start }.min {
      ($0.start, -$0.end) < ($1.start, -$1.end)
    }
  }

  /// `record` with `event`'s kind (its second choice) set to `kind` and its arguments zeros,
  /// exactly as many as that kind reads (so the events after stay aligned), and the spans that
  /// record's replay marks; `nil` when the event is not rebuilt in place.
  func settingKind(of event: ChoiceSource.Span, to kind: UInt64, in record: [UInt64]) -> (
    record: [UInt64], event: ChoiceSource.Span, spans: [ChoiceSource.Span]
  )? {
    let position = event.start + 1
    let padding = 64
    var candidate = Array(record[..<position]) + [kind] + Array(repeating: 0, count: padding)
    candidate += record[event.end...]
    var source = ChoiceSource(replaying: candidate, size: size, marksSpans: true)
    _ = gen.generate(&source)
    guard
      let rebuilt = source.markedSpans.first(where: {
        $0.label == .event && $0.start == event.start
      }), rebuilt.end <= position + 1 + padding
    else { return nil }
    candidate.removeSubrange(rebuilt.end..<(position + 1 + padding))
    return (candidate, rebuilt, source.markedSpans.filter { $0.end <= rebuilt.end })
  }

  /// The outermost subtree spans inside `event`, first first.
  static func trees(in event: ChoiceSource.Span, _ spans: [ChoiceSource.Span])
    -> [ChoiceSource.Span]
  {
    let inside = spans.filter {
      $0.label == .subtree && event.start <= $0.start && $0.end <= event.end
    }
    return inside.filter { tree in
      !inside.contains { $0 != tree && $0.start <= tree.start && tree.end <= $0.end }
    }.sorted { $0.start < $1.start }
  }

  /// Moves the first window's root into an event's tree, the root becoming a screen: the event
  /// takes each kind that builds a tree (push, present, a new window, ...), its other arguments
  /// zeros. The inverse of ``promoteEventTreesKeepingEvents()``: a case that fails through its
  /// root and an event (an empty tab bar as root, an alert presented over it) often fails as
  /// well through an event that makes that controller. A screen is the simplest root, so this
  /// reaches it when the event's record costs less than the root's.
  mutating func moveRootIntoEvents() {
    var eventIndex = 0
    while !exhausted {
      let events = spans.filter { $0.label == .event }.sorted { $0.start < $1.start }
      guard eventIndex < events.count, let root = rootSpan(before: events[0]) else { return }
      let event = events[eventIndex]
      eventIndex += 1
      let position = event.start + 1
      guard event.end - event.start >= 2, bounds[position] > 2, bounds[position] <= 32,
        current[root.start] != 0 || current[root.start..<root.end].contains(where: { $0 != 0 })
      else { continue }
      let moved = Array(current[root.start..<root.end])
      var accepted = false
      for kind in 0..<bounds[position] where !exhausted {
        guard let (edited, rebuilt, editedSpans) = settingKind(of: event, to: kind, in: current),
          let tree = Self.trees(in: rebuilt, editedSpans).first
        else { continue }
        var candidate = edited
        candidate.replaceSubrange(tree.start..<tree.end, with: moved)
        candidate.replaceSubrange(
          root.start..<root.end, with: repeatElement(0, count: root.end - root.start))
        candidate = realigned(candidate, span: root)
        if consider(candidate) {
          accepted = true
          break
        }
      }
      if accepted { eventIndex = 0 }
    }
  }

  /// Makes a tree an event builds the first window's root, like ``promoteEventTrees()``, but
  /// keeps the event with another kind: when that event was the only one, or the one that makes
  /// the case fail (a navigation controller holding a screen, shown in a new window or
  /// presented, where pushing the screen onto it as the root fails as well). For each child of
  /// the tree, the root is the tree without that child and the event, of each kind that builds a
  /// tree, builds the child; then the root is the whole tree and the event takes each other kind,
  /// its arguments zeros. A tree of zeros (a plain screen) is not promoted so: that is the
  /// simplest tree an event can hold.
  mutating func promoteEventTreesKeepingEvents() {
    var index = 0
    while !exhausted {
      let events = spans.filter { $0.label == .event }.sorted { $0.start < $1.start }
      guard let firstEvent = events.first, let root = rootSpan(before: firstEvent) else { return }
      let trees = events.flatMap { Self.trees(in: $0, spans) }
      guard index < trees.count else { return }
      let tree = trees[index]
      index += 1
      guard let event = events.first(where: { $0.start <= tree.start && tree.end <= $0.end }),
        event.end - event.start >= 2, current[tree.start..<tree.end].contains(where: { $0 != 0 })
      else { continue }
      let position = event.start + 1
      let bound = bounds[position]
      guard bound > 2 && bound <= 32 else { continue }
      var accepted = false
      // Split: the tree less one child as the root, the child as the event's tree.
      split: for child in Self.children(of: tree, spans) {
        var rest = Array(current[tree.start..<child.start])
        rest += current[child.end..<tree.end]
        let moved = Array(current[(child.start + 1)..<child.end])
        for kind in 0..<bound where !exhausted {
          guard let (edited, rebuilt, editedSpans) = settingKind(of: event, to: kind, in: current),
            let slot = Self.trees(in: rebuilt, editedSpans).first
          else { continue }
          var candidate = edited
          candidate.replaceSubrange(slot.start..<slot.end, with: moved)
          candidate.replaceSubrange(root.start..<root.end, with: rest)
          if consider(candidate) {
            accepted = true
            break split
          }
        }
      }
      if !accepted {
        let moved = Array(current[tree.start..<tree.end])
        for kind in 0..<bound where kind != current[position] && !exhausted {
          guard var (candidate, _, _) = settingKind(of: event, to: kind, in: current) else {
            continue
          }
          candidate.replaceSubrange(root.start..<root.end, with: moved)
          if consider(candidate) {
            accepted = true
            break
          }
        }
      }
      if accepted { index = 0 }
    }
  }

  /// Changes a container's kind and keeps its children (a tab bar holding a screen becomes a
  /// navigation controller holding it): the new kind's attributes are zeros, and its children
  /// are the old one's child spans. A candidate whose replay does not rebuild every child is
  /// not evaluated.
  mutating func changeContainerKinds() {
    var index = 0
    while !exhausted {
      let subtrees = spans.filter { $0.label == .subtree }.sorted { $0.start < $1.start }
      guard index < subtrees.count else { return }
      let container = subtrees[index]
      index += 1
      let children = Self.children(of: container, spans)
      let bound = bounds[container.start]
      guard !children.isEmpty, bound > 2, bound <= 32 else { continue }
      let kept = children.flatMap { current[$0.start..<$0.end] }
      for kind in 0..<bound where kind != current[container.start] && !exhausted {
        // The new kind's choices before its children: its span, with zeros, less the flag that
        // ends its (empty) list of children.
        var empty = current
        empty.replaceSubrange(
          container.start..<container.end,
          with: [kind] + repeatElement(0, count: container.end - container.start - 1))
        empty = realigned(empty, span: container)
        var source = ChoiceSource(replaying: empty, size: size, marksSpans: true)
        _ = gen.generate(&source)
        guard
          let rebuilt = source.markedSpans.first(where: {
            $0.label == .subtree && $0.start == container.start
          }), rebuilt.end - rebuilt.start >= 2
        else { continue }
        var candidate = current
        candidate.replaceSubrange(
          container.start..<container.end,
          with: Array(empty[rebuilt.start..<(rebuilt.end - 1)]) + kept + [0])
        var check = ChoiceSource(replaying: candidate, size: size, marksSpans: true)
        _ = gen.generate(&check)
        guard
          let built = check.markedSpans.first(where: {
            $0.label == .subtree && $0.start == container.start
          }), Self.children(of: built, check.markedSpans).count == children.count
        else { continue }
        if consider(candidate) {
          index = 0
          break
        }
      }
    }
  }

  /// The element spans directly inside `subtree` (its children).
  static func children(of subtree: ChoiceSource.Span, _ spans: [ChoiceSource.Span])
    -> [ChoiceSource.Span]
  {
    let inside = spans.filter {
      $0.label == .element && subtree.start < $0.start && $0.end <= subtree.end
    }
    return inside.filter { element in
      !inside.contains { $0 != element && $0.start <= element.start && element.end <= $0.end }
    }.sorted { $0.start < $1.start }
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
