import Generators
import OrientationSpec
import Testing

/// A generator checked for exact replay: `check(seed)` returns what went wrong, or `nil`.
struct ReplayCase: Sendable, CustomTestStringConvertible {
  var name: String
  var check: @Sendable (UInt64) -> String?
  var sourceLocation: SourceLocation
  var testDescription: String { name }

  init<Value: Equatable & Sendable>(
    _ name: String, _ gen: Gen<Value>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.sourceLocation = sourceLocation
    check = { seed in
      let (value, record) = gen.generate(seed: seed)
      var source = ChoiceSource(replaying: record)
      let replayed = gen.generate(&source)
      if replayed != value {
        return """
          replay built a different value
          recorded: \(value)
          replayed: \(replayed)
          \(recipe("\(name).generate(seed: \(seed))"))
          """
      }
      if source.choices != record || source.ranPastRecord {
        return """
          replay drew \(source.choices.count) choices, the record holds \(record.count)
          \(recipe("\(name).generate(seed: \(seed))"))
          """
      }
      return nil
    }
  }
}

@Suite("Choice source: draws, replay, normalization and spans")
struct ChoiceSourceTests {
  // MARK: Random draws

  static let bounds: [UInt64] = [1, 2, 3, 6, 7, 8, 13, 100, 1 << 40, .max]

  @Test("random draws stay below their bound, and each draw is recorded")
  func randomDrawsInBounds() {
    var source = ChoiceSource(seed: 3)
    for bound in Self.bounds {
      for _ in 0..<300 {
        let value = source.draw(below: bound)
        #expect(value < bound, "bound \(bound) drew \(value)")
        #expect(source.choices.last == value)
      }
    }
    #expect(source.draw(below: 0) == 0)
    #expect(source.choices.count == Self.bounds.count * 300 + 1)
  }

  @Test("random integers stay in their range and reach both ends of small ones")
  func randomIntegersInRange() {
    var source = ChoiceSource(seed: 5)
    for (range, small) in [
      (0...0, true), (-3...3, true), (5...9, true), (-1000...(-990), true),
      (Int.min...Int.max, false), (Int.min...0, false),
    ] {
      var seen = Set<Int>()
      for _ in 0..<400 {
        let value = source.draw(in: range)
        #expect(range.contains(value), "\(range) drew \(value)")
        seen.insert(value)
      }
      if small {
        #expect(seen.count == range.count, "\(range) reached \(seen.sorted())")
      }
    }
  }

  @Test("an integer shrinks toward its range's lower bound, the full range too")
  func lowerBound() {
    #expect(Gen.int(in: -7...7).replay([]) == -7)
    #expect(Gen.int(in: Int.min...0).replay([]) == Int.min)
    #expect(Gen.int(in: Int.min...Int.max).replay([]) == Int.min)
    // The full range draws an offset below UInt64.max from Int.min: Int.max is left out.
    #expect(Gen.int(in: Int.min...Int.max).replay([1]) == Int.min + 1)
    #expect(Gen.int(in: Int.min...Int.max).replay([.max]) == Int.max - 1)
  }

  @Test("a chance of 1 in 4 comes up about a quarter of the time, recorded as one bit")
  func chance() {
    var source = ChoiceSource(seed: 11)
    var hits = 0
    for _ in 0..<4_000 where source.draw(chance: 1, in: 4) { hits += 1 }
    #expect((900...1_100).contains(hits), "hits: \(hits)")
    #expect(source.choices.allSatisfy { $0 <= 1 })
    #expect(source.choices.filter { $0 == 1 }.count == hits)
    // Replay: 0 is false, anything else clamps to 1, true.
    var replay = ChoiceSource(replaying: [0, 1, 3, 9])
    let drawn = (0..<4).map { _ in replay.draw(chance: 1, in: 4) }
    #expect(drawn == [false, true, true, true])
    #expect(replay.choices == [0, 1, 1, 1])
  }

  @Test("a flag records the value it is given; replay reads the record instead")
  func flag() {
    var source = ChoiceSource(seed: 1)
    #expect(source.draw(flag: true) && !source.draw(flag: false))
    #expect(source.choices == [1, 0])
    var replay = ChoiceSource(replaying: [0, 7])
    #expect(!replay.draw(flag: true) && replay.draw(flag: false))
    #expect(replay.choices == [0, 1])
  }

  @Test("a weighted draw records the index it picks, each about as often as its weight")
  func weights() {
    var source = ChoiceSource(seed: 3)
    var counts = [0, 0, 0, 0]
    for _ in 0..<6_000 { counts[source.draw(weights: [1, 0, 2, 3])] += 1 }
    #expect(counts[1] == 0)
    for (index, expected) in [(0, 1_000), (2, 2_000), (3, 3_000)] {
      #expect(abs(counts[index] - expected) <= 150, "index \(index): \(counts)")
    }
    #expect(source.choices.allSatisfy { $0 < 4 && $0 != 1 })
    var replay = ChoiceSource(replaying: [3, 0, 9])
    #expect((0..<3).map { _ in replay.draw(weights: [1, 0, 2, 3]) } == [3, 0, 3])
  }

  @Test("hidden randomness is not recorded, and is the lower bound in replay")
  func hidden() {
    var source = ChoiceSource(seed: 4)
    var seen = Set<Int>()
    for _ in 0..<200 { seen.insert(source.hidden(in: 2...5)) }
    #expect(seen == [2, 3, 4, 5])
    #expect(source.choices.isEmpty)
    var replay = ChoiceSource(replaying: [3])
    #expect(replay.hidden(in: 2...5) == 2 && replay.choices.isEmpty)
  }

  // MARK: Replay

  static let replayCases: [ReplayCase] = [
    ReplayCase("Gen.hierarchy()", Gen.hierarchy()),
    ReplayCase("Gen.hierarchy(maxControllers: 30)", Gen.hierarchy(maxControllers: 30)),
    ReplayCase("Gen.session()", Gen.session()),
    ReplayCase(
      "Gen.session(length: 3, maxControllers: 2)", Gen.session(length: 3, maxControllers: 2)),
    ReplayCase("Gen.appConfiguration", Gen<AppConfiguration>.appConfiguration),
    ReplayCase("Gen.declaredAnswers", Gen<DeclaredAnswers>.declaredAnswers),
    ReplayCase("Gen.mask", Gen<InterfaceOrientationMask>.mask),
    ReplayCase("Gen.deviceOrientation", Gen<DeviceOrientation>.deviceOrientation),
    ReplayCase(
      "Gen.int(in: -50...50).array(of: 0...8)", Gen.int(in: -50...50).array(of: 0...8)),
    ReplayCase(
      "Gen.int(in: 1...4).bind { Gen.bool.array(of: $0...$0) }",
      Gen.int(in: 1...4).bind { Gen.bool.array(of: $0...$0) }),
    ReplayCase(
      "Gen.int(in: 0...9).optional().array(of: 0...4)",
      Gen.int(in: 0...9).optional().array(of: 0...4)),
    ReplayCase(
      "Gen.weighted([(1, .int(in: 0...3)), (5, .int(in: 100...200))])",
      Gen.weighted([(1, Gen.int(in: 0...3)), (5, Gen.int(in: 100...200))])),
    ReplayCase(
      "zip(.bool, .int(in: 0...5)).map { \"\\($0)\\($1)\" }",
      zip(Gen.bool, Gen.int(in: 0...5)).map { "\($0)\($1)" }),
  ]

  @Test("replaying a record rebuilds the exact case", arguments: replayCases)
  func replayRebuilds(_ replayCase: ReplayCase) {
    for seed: UInt64 in 0..<200 {
      if let problem = replayCase.check(seed) {
        Issue.record(Comment(rawValue: problem), sourceLocation: replayCase.sourceLocation)
        return
      }
    }
  }

  // MARK: Clamping and zero-extension

  static let clamps: [Row<[UInt64], [UInt64]>] = [
    Row("in range: kept", [0, 1, 2], [0, 1, 2]),
    Row("at the bound: clamped below it", [3, 3, 3], [2, 2, 2]),
    Row("far past the bound: clamped", [.max, 1_000, 7], [2, 2, 2]),
    Row("short: zeros past the end", [1], [1, 0, 0]),
    Row("empty: all zeros", [], [0, 0, 0]),
    Row("long: the rest is not drawn", [2, 1, 0, 9, 9], [2, 1, 0]),
  ]

  @Test("replay clamps each value below its bound and draws 0 past the end", arguments: clamps)
  func clampAndExtend(_ row: Row<[UInt64], [UInt64]>) {
    var source = ChoiceSource(replaying: row.input)
    let values = (0..<3).map { _ in source.draw(below: 3) }
    #expect(values == row.expected, sourceLocation: row.sourceLocation)
    #expect(source.choices == row.expected, sourceLocation: row.sourceLocation)
    #expect(
      source.ranPastRecord == (row.input.count < 3), sourceLocation: row.sourceLocation)
  }

  @Test("integer draws replay as offsets from the lower bound, clamped at the upper")
  func integerReplay() {
    var source = ChoiceSource(replaying: [0, 3, 10, 11, .max, 0])
    let values = (0..<5).map { _ in source.draw(in: -5...5) }
    #expect(values == [-5, -2, 5, 5, 5])
    #expect(source.choices == [0, 3, 10, 10, 10])
    #expect(source.draw(below: 0) == 0)
    #expect(source.choices.count == 6)
  }

  @Test("every edited record rebuilds a valid hierarchy whose choices replay to it exactly")
  func editedHierarchyRecords() {
    let gen = Gen.hierarchy()
    var edits = Xoshiro256StarStar(seed: 99)
    for seed: UInt64 in 0..<300 {
      let record = Self.edit(gen.generate(seed: seed).record, with: &edits)
      var source = ChoiceSource(replaying: record)
      let hierarchy = gen.generate(&source)
      let violations = hierarchy.graph.violations()
      guard violations.isEmpty else {
        Issue.record(
          """
          an edited record built an invalid hierarchy: \(violations)
          \(hierarchy)
          \(recipe(record, generator: "Gen.hierarchy()"))
          """)
        return
      }
      var again = ChoiceSource(replaying: source.choices)
      let rebuilt = gen.generate(&again)
      guard rebuilt == hierarchy, again.choices == source.choices else {
        Issue.record(
          """
          the normalized record does not rebuild the same hierarchy
          \(recipe(record, generator: "Gen.hierarchy()"))
          """)
        return
      }
    }
  }

  @Test("every edited record rebuilds a session that runs without an invalid controller")
  func editedSessionRecords() {
    let gen = Gen.session(length: 6, maxControllers: 6)
    var edits = Xoshiro256StarStar(seed: 7)
    for seed: UInt64 in 0..<150 {
      let record = Self.edit(gen.generate(seed: seed).record, with: &edits)
      var source = ChoiceSource(replaying: record)
      let session = gen.generate(&source)
      let trace = System.run(session, resolver: ReferenceResolver())
      let invalid = trace.steps.filter {
        if case .invalidController = $0.skipped { true } else { false }
      }
      // An edit may end the session early (a zeroed "one more" flag), never make it longer.
      guard session.events.count <= 6, session.hierarchy.graph.violations().isEmpty,
        invalid.isEmpty
      else {
        Issue.record(
          """
          an edited record built a broken session: \(invalid.map(\.event))
          \(recipe(record, generator: "Gen.session(length: 6, maxControllers: 6)"))
          """)
        return
      }
      #expect(gen.replay(source.choices) == session)
    }
  }

  /// Deletes a block, overwrites a value with a huge one, inserts one, or truncates.
  static func edit(_ record: [UInt64], with random: inout Xoshiro256StarStar) -> [UInt64] {
    var record = record
    guard !record.isEmpty else { return [random.next()] }
    let position = Int(random.next(below: UInt64(record.count)))
    switch random.next(below: 4) {
    case 0: record.removeSubrange(position..<min(record.count, position + 4))
    case 1: record[position] = random.next()
    case 2: record.insert(random.next(below: 20), at: position)
    default: record.removeSubrange(position...)
    }
    return record
  }

  // MARK: The normalized record

  @Test("`choices` is the normalized record: clamped, zero-extended, the unused rest dropped")
  func normalizedRecord() {
    let gen = zip(Gen.int(in: 0...2), Gen.bool, Gen.int(in: 10...20))
    var source = ChoiceSource(replaying: [9, 9])
    let value = gen.generate(&source)
    #expect(value == (2, true, 10))
    #expect(source.choices == [2, 1, 0])
    #expect(gen.replay([2, 1, 0, 5, 5]) == (2, true, 10))
    var again = ChoiceSource(replaying: [2, 1, 0, 5, 5])
    _ = gen.generate(&again)
    #expect(again.choices == [2, 1, 0])
    #expect(!again.ranPastRecord)
  }

  @Test("a reset source draws what a fresh one draws")
  func reset() {
    let gen = Gen.hierarchy()
    var source = ChoiceSource(seed: 0)
    for seed: UInt64 in [1, 2, 42, 1, 0xDEAD_BEEF] {
      source.reset(seed: seed)
      let reused = gen.generate(&source)
      let fresh = gen.generate(seed: seed)
      #expect(reused == fresh.value && source.choices == fresh.record, "seed \(seed)")
    }
  }

  // MARK: Spans

  @Test("an array marks one element span per element, over its flag and its draws")
  func elementSpans() {
    // [4, 5, 6] in 0...5: a "one more" flag, then the element, three times; then the stop flag,
    // outside every span.
    var source = ChoiceSource(replaying: [1, 4, 1, 5, 1, 6, 0], marksSpans: true)
    #expect(Gen.int(in: 0...9).array(of: 0...5).generate(&source) == [4, 5, 6])
    #expect(source.choices == [1, 4, 1, 5, 1, 6, 0])
    #expect(
      source.markedSpans == [
        .init(label: .element, start: 0, end: 2), .init(label: .element, start: 2, end: 4),
        .init(label: .element, start: 4, end: 6),
      ])
    var unmarked = ChoiceSource(replaying: [1, 4, 1, 5, 1, 6, 0])
    _ = Gen.int(in: 0...9).array(of: 0...5).generate(&unmarked)
    #expect(unmarked.markedSpans.isEmpty)
  }

  @Test("elements up to the minimum draw no flag; at the maximum a stop is recorded, always 0")
  func arrayFlags() {
    // 2...3: two elements without a flag, then a flag for the third; a third ends the array.
    var two = ChoiceSource(replaying: [7, 8, 0], marksSpans: true)
    #expect(Gen.int(in: 0...9).array(of: 2...3).generate(&two) == [7, 8])
    #expect(two.choices == [7, 8, 0])
    #expect(
      two.markedSpans == [
        .init(label: .element, start: 0, end: 1), .init(label: .element, start: 1, end: 2),
      ])
    var three = ChoiceSource(replaying: [7, 8, 1, 9, 1, 1], marksSpans: true)
    #expect(Gen.int(in: 0...9).array(of: 2...3).generate(&three) == [7, 8, 9])
    #expect(three.choices == [7, 8, 1, 9, 0])
    #expect(three.markedSpans.last == .init(label: .element, start: 2, end: 4))
  }

  @Test("a source that does not record draws the same cases and keeps no record")
  func notRecording() {
    let sessions = SessionGenerator(length: 12)
    var fast = ChoiceSource(seed: 0, recording: false)
    for seed: UInt64 in 0..<60 {
      fast.reset(seed: seed)
      var recorded = ChoiceSource(seed: seed)
      #expect(sessions.generate(&fast) == sessions.generate(&recorded), "seed \(seed)")
      #expect(fast.choices.isEmpty && !recorded.choices.isEmpty)
    }
    // Property.check draws without recording and rebuilds a failing case's record from its seed.
    let result = Property.check(Gen.session(length: 6), seed: 3) { $0.events.count < 6 }
    let counterexample = result.counterexample
    #expect(counterexample?.originalRecord.isEmpty == false)
    #expect(
      counterexample.map { Gen.session(length: 6).replay($0.originalRecord) == $0.original }
        == true)
  }

  @Test("the generators' fast path leaves a non-recording source where recorded draws leave theirs")
  func fastPathResumes() {
    // The generators draw a non-recording source's case through a lent `UnrecordedChoices` and
    // hand its state back: cases drawn one after another from one source, without a reset, and
    // the draws between them, must match a recording source's.
    let sessions = SessionGenerator(length: 5, maxControllers: 4)
    let hierarchies = HierarchyGenerator(maxControllers: 6)
    for seed: UInt64 in 0..<40 {
      var fast = ChoiceSource(seed: seed, recording: false)
      var recorded = ChoiceSource(seed: seed)
      #expect(hierarchies.generate(&fast) == hierarchies.generate(&recorded), "seed \(seed)")
      #expect(fast.draw(below: 1000) == recorded.draw(below: 1000), "seed \(seed)")
      #expect(sessions.generate(&fast) == sessions.generate(&recorded), "seed \(seed)")
      var reused = Hierarchy()
      var fresh = Hierarchy()
      hierarchies.generate(into: &reused, &fast)
      hierarchies.generate(into: &fresh, &recorded)
      #expect(reused == fresh, "seed \(seed)")
      #expect(fast.hidden(in: 0...1000) == recorded.hidden(in: 0...1000), "seed \(seed)")
      #expect(fast.choices.isEmpty)
      // Marking spans takes the source's own path: the same spans as a recording source's.
      var marking = ChoiceSource(seed: seed, marksSpans: true, recording: false)
      var marked = ChoiceSource(seed: seed, marksSpans: true)
      #expect(sessions.generate(&marking) == sessions.generate(&marked), "seed \(seed)")
      #expect(marking.markedSpans == marked.markedSpans, "seed \(seed)")
    }
  }

  @Test("nested arrays mark nested spans, innermost first; an optional marks its span")
  func nestedSpans() {
    let gen = Gen.int(in: 0...9).optional().array(of: 1...2).array(of: 2...2)
    // The outer array has exactly two elements and the inner ones a first element: no flag
    // for those. Each inner second element opens with its flag; an optional with its bit.
    // [[7, nil], [nil, 2]]: (bit, 7), (flag, bit), stop, (bit), (flag, bit, 2), stop; the
    // outer array, at its fixed length, records no stop.
    var source = ChoiceSource(replaying: [1, 7, 1, 0, 0, 0, 1, 1, 2, 0], marksSpans: true)
    #expect(gen.generate(&source) == [[7, nil], [nil, 2]])
    #expect(source.choices == [1, 7, 1, 0, 0, 0, 1, 1, 2, 0])
    #expect(
      source.markedSpans == [
        .init(label: .optional, start: 0, end: 2), .init(label: .element, start: 0, end: 2),
        .init(label: .optional, start: 3, end: 4), .init(label: .element, start: 2, end: 4),
        .init(label: .element, start: 0, end: 5),
        .init(label: .optional, start: 5, end: 6), .init(label: .element, start: 5, end: 6),
        .init(label: .optional, start: 7, end: 9), .init(label: .element, start: 6, end: 9),
        .init(label: .element, start: 5, end: 10),
      ])
  }

  @Test("deleting an element's span removes that element and its flag, and nothing else")
  func deleteElementSpan() {
    let gen = zip(Gen.int(in: 0...9).array(of: 0...3), Gen.int(in: 0...9))
    // ([3, 4], 7): flag 3, flag 4, stop, 7. Deleting the span of 3 leaves ([4], 7).
    #expect(gen.replay([1, 3, 1, 4, 0, 7]) == ([3, 4], 7))
    #expect(gen.replay([1, 4, 0, 7]) == ([4], 7))
    // Zeroing a flag ends the array there: what followed it is no longer read.
    #expect(gen.replay([1, 3, 0, 4, 0, 7]) == ([3], 4))
  }

  @Test("at an array's maximum, deleting an element's span leaves the stop in place of its flag")
  func deleteFromFullArray() {
    let gen = zip(Gen.int(in: 0...9).array(of: 0...2), Gen.int(in: 0...9))
    // ([3, 4], 7): at the maximum a stop (0) follows 4, so after deleting (1, 3) the stop ends
    // the array and 7 is still the second value.
    #expect(gen.replay([1, 3, 1, 4, 0, 7]) == ([3, 4], 7))
    #expect(gen.replay([1, 4, 0, 7]) == ([4], 7))
    // A stop is recorded as 0 whatever the record holds there.
    var source = ChoiceSource(replaying: [1, 3, 1, 4, 5, 7])
    #expect(gen.generate(&source) == ([3, 4], 7))
    #expect(source.choices == [1, 3, 1, 4, 0, 7])
  }

  @Test(
    "hierarchy spans nest: a subtree per controller, an element per child, presentation, second window"
  )
  func hierarchySpans() {
    let gen = HierarchyGenerator(maxControllers: 12)
    for seed: UInt64 in 0..<300 {
      var source = ChoiceSource(seed: seed, marksSpans: true)
      let hierarchy = gen.generate(&source)
      let spans = source.markedSpans
      let presented = hierarchy.ids.filter { hierarchy.presenter(of: $0) != nil }.count
      let children = hierarchy.ids.filter { hierarchy.parent(of: $0) != nil }.count
      let subtrees = spans.filter { $0.label == .subtree }.count
      let elements = spans.filter { $0.label == .element }.count
      let problem =
        Self.nestingProblem(spans, within: source.choices.count)
        ?? (subtrees != hierarchy.count
          ? "\(subtrees) subtree spans for \(hierarchy.count) controllers"
          : elements != hierarchy.windows.count - 1 + children + presented
            ? "\(elements) element spans for \(hierarchy.windows.count - 1) second windows,"
              + " \(children) children and \(presented) presentations" : nil)
      if let problem {
        Issue.record(
          """
          \(problem)
          \(hierarchy)
          \(recipe(
            "HierarchyGenerator(maxControllers: 12).generate(&source), source: ChoiceSource(seed: \(seed), marksSpans: true)"
          ))
          """)
        return
      }
    }
  }

  @Test("session spans: one event span per event, in order, covering the end of the record")
  func sessionSpans() {
    let gen = SessionGenerator(length: 8, maxControllers: 5)
    for seed: UInt64 in 0..<200 {
      var source = ChoiceSource(seed: seed, marksSpans: true)
      let session = gen.generate(&source)
      let events = source.markedSpans.filter { $0.label == .event }
      let contiguous = zip(events, events.dropFirst()).allSatisfy { $0.end == $1.start }
      let problem =
        Self.nestingProblem(source.markedSpans, within: source.choices.count)
        ?? (events.count != session.events.count || !contiguous
          || events.last?.end != source.choices.count
          ? "event spans \(events.map { $0.start..<$0.end }) for \(session.events.count) events"
            + " and \(source.choices.count) choices" : nil)
      if let problem {
        Issue.record(
          """
          \(problem)
          \(recipe(
            "SessionGenerator(length: 8, maxControllers: 5).generate(&source), source: ChoiceSource(seed: \(seed), marksSpans: true)"
          ))
          """)
        return
      }
    }
  }

  /// What breaks nesting: a span outside the record, empty, or overlapping another without
  /// containing it; `nil` when the spans form a laminar family.
  static func nestingProblem(_ spans: [ChoiceSource.Span], within count: Int) -> String? {
    for span in spans where span.start < 0 || span.end > count || span.start >= span.end {
      return "span \(span.label) \(span.start)..<\(span.end) is empty or outside 0..<\(count)"
    }
    for (index, a) in spans.enumerated() {
      for b in spans[(index + 1)...] {
        let disjoint = a.end <= b.start || b.end <= a.start
        let nested =
          (a.start >= b.start && a.end <= b.end) || (b.start >= a.start && b.end <= a.end)
        if !disjoint && !nested {
          return "spans \(a.label) \(a.start)..<\(a.end) and \(b.label) \(b.start)..<\(b.end)"
            + " overlap without nesting"
        }
      }
    }
    return nil
  }
}
