/// Passes that move controller trees between the root, presentations and events, or re-kind them.
extension Shrinker {
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
        guard Self.isSmall(bound) else { continue }
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
      guard Self.isSmall(bound) else { continue }
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
      guard !children.isEmpty, Self.isSmall(bound) else { continue }
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
}
