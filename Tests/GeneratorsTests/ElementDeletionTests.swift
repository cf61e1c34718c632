import Generators
import OrientationSpec
import Testing

/// What an element span of a generated session builds, by what deleting it should do.
enum ElementPart: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// A child whose parent is below its maximum (3 in a navigation controller, 6 in a tab bar,
  /// 2 elsewhere), so a stop flag follows its last child; a tab bar's only child aside.
  case childBelowMaximum = "a child below its parent's maximum"
  /// A tab bar's only child: the selection (drawn before the tabs) stays, with no tab to select.
  case onlyTab = "a tab bar's only child"
  /// A child of a full parent: a stop (always 0) follows the last child.
  case childOfFullParent = "a child of a full parent"
  /// The only presentation: the top's phase, drawn before the chain, is left to the root.
  case onlyPresentation = "the only presentation"
  /// One of two presentations, the chain's maximum: a stop follows the second.
  case presentationOfTwo = "one of two presentations"
  /// A second window without a root: at most one second window, so a stop follows it.
  case rootlessWindow = "a second window without a root"
  /// A second window with a root that is not the key window (the key-window flag, 0, is inside
  /// its span).
  case windowWithRoot = "a second window with a root, not key"
  /// The key window, a second one (the key-window flag, 1, is inside its span).
  case keyWindow = "a second window that is key"
  /// An event of the session.
  case event = "an event"

  var testDescription: String { rawValue }
}

/// One element span of a session's record, what it builds, and the session without it.
struct ElementDeletion {
  var span: ChoiceSource.Span
  var part: ElementPart
  /// The session with exactly that element removed (`nil` if no valid hierarchy is left).
  var expected: Session?

  /// Every element span of the session `generator` builds from `seed`, classified.
  static func all(_ generator: SessionGenerator, seed: UInt64) -> (
    session: Session, record: [UInt64], deletions: [ElementDeletion]
  ) {
    var source = ChoiceSource(seed: seed, marksSpans: true)
    let session = generator.generate(&source)
    let spans = source.markedSpans
    let events = spans.filter { $0.label == .event }.sorted { $0.start < $1.start }
    var deletions = events.enumerated().map { index, span in
      var expected = session
      expected.events.remove(at: index)
      return ElementDeletion(span: span, part: .event, expected: expected)
    }
    // The hierarchy's spans come before the first event's (an event's tree has spans too).
    let end = events.first?.start ?? source.choices.count
    let hierarchySpans = spans.filter { $0.end <= end }
    let subtrees = hierarchySpans.filter { $0.label == .subtree }
    let elements = hierarchySpans.filter { $0.label == .element }.sorted { $0.start < $1.start }
    let hierarchy = session.hierarchy
    // Elements outside every subtree: window 0's presentations, then the second window.
    let outer = elements.filter { element in
      !hierarchySpans.contains {
        $0 != element && $0.start <= element.start && $0.end >= element.end
      }
    }
    let window = hierarchy.windows.count > 1 ? outer.last : nil
    // Controllers in the order they were built, each at its subtree's first choice (a
    // presented controller's subtree follows its presentation's flag and style).
    let starts = subtrees.map(\.start).sorted()
    for element in elements {
      if element == window {
        let part: ElementPart =
          hierarchy.windows[1].root == nil
          ? .rootlessWindow : hierarchy.keyWindow == WindowID(1) ? .keyWindow : .windowWithRoot
        var first = hierarchy.windowSpecs[0]
        first.isKey = true
        deletions.append(
          ElementDeletion(
            span: element, part: part, expected: session.with(windows: [first])))
        continue
      }
      guard
        let first = subtrees.filter({ $0.start > element.start && $0.end <= element.end })
          .map(\.start).min(),
        let index = starts.firstIndex(of: first)
      else { continue }
      let id = ControllerID(index)
      if let parent = hierarchy.parent(of: id) {
        let count = hierarchy.childCount(of: parent)
        let part: ElementPart =
          count == maximum(hierarchy[parent].kind)
          ? .childOfFullParent
          : hierarchy[parent].kind == .tabBar && count == 1 ? .onlyTab : .childBelowMaximum
        deletions.append(
          ElementDeletion(
            span: element, part: part,
            expected: session.with(windows: hierarchy.windowSpecs(removing: id))))
      } else {
        let presenter = hierarchy.presenter(of: id)!
        let chain = hierarchy.presenter(of: presenter) != nil || hierarchy.presented(by: id) != nil
        deletions.append(
          ElementDeletion(
            span: element, part: chain ? .presentationOfTwo : .onlyPresentation,
            expected: session.with(windows: hierarchy.windowSpecs(removing: id))))
      }
    }
    return (session, source.choices, deletions)
  }

  /// The most children `HierarchyGenerator` gives a controller of `kind`.
  static func maximum(_ kind: ControllerKind) -> Int {
    switch kind {
    case .navigation: 3
    case .tabBar: 6
    case .content, .alert: 0
    case .split, .page, .container: 2
    }
  }
}

extension Session {
  /// The same session over the hierarchy of `windows`, or `nil` if they are not valid.
  func with(windows: [WindowSpec]) -> Session? {
    guard let hierarchy = try? Hierarchy(windows: windows) else { return nil }
    var session = self
    session.hierarchy = hierarchy
    return session
  }
}

extension Hierarchy {
  /// The windows as trees without controller `removed` (and what it holds): a child leaves
  /// its parent, whose tab selection keeps its index, clamped; a presented controller leaves
  /// the chain, the one it presents moving down, and the phase of the top staying on top.
  func windowSpecs(removing removed: ControllerID) -> [WindowSpec] {
    // Removing the top of a chain of two leaves its presenter on top, in the removed one's phase.
    var newTop: ControllerID?
    if let presenter = presenter(of: removed), presented(by: removed) == nil,
      self.presenter(of: presenter) != nil
    {
      newTop = presenter
    }
    func spec(_ id: ControllerID) -> ControllerSpec {
      let kept = children(of: id).filter { $0 != removed }
      var selection = tabSelection(of: id)
      if kept.count < childCount(of: id), case .index(let index) = selection {
        selection = kept.isEmpty ? .none : .index(min(index, kept.count - 1))
      }
      var next = presented(by: id)
      if next == removed { next = presented(by: removed) }
      let phase: TransitionPhase =
        id == newTop ? phase(of: removed) : presenter(of: id) == nil ? .presented : phase(of: id)
      return ControllerSpec(
        self[id], name: givenName(of: id), children: kept.map(spec),
        presentations: next.map { [spec($0)] } ?? [], phase: phase, tabSelection: selection)
    }
    return windows.map { WindowSpec(root: $0.root.map(spec), level: $0.level, isKey: $0.isKey) }
  }
}

/// Deleting an element's span (its "one more" flag and its choices) from a session's record,
/// then replaying it, should give the session without that element: one step of the
/// shrinker. Measured over the sessions of seeds 0..<150 (three events, at most 30
/// controllers, so that no budget runs out).
@Suite("Element spans: deleting one removes exactly that element")
struct ElementDeletionTests {
  static let generator = SessionGenerator(length: 3, maxControllers: 30)
  static let seeds: Range<UInt64> = 0..<150

  /// For each part: how many deletions there were, and how many did not give the session
  /// without the element (the choices after it were read as other parts).
  static let measured: [ElementPart: (deletions: Int, shifted: Int)] = {
    var counts: [ElementPart: (deletions: Int, shifted: Int)] = [:]
    for seed in seeds {
      let (session, record, deletions) = ElementDeletion.all(generator, seed: seed)
      guard session.hierarchy.count < 30 else { continue }
      for deletion in deletions {
        var candidate = record
        candidate.removeSubrange(deletion.span.start..<deletion.span.end)
        var replay = ChoiceSource(replaying: candidate)
        let rebuilt = generator.generate(&replay)
        let exact = deletion.expected.map { canonical($0) == canonical(rebuilt) } ?? false
        counts[deletion.part, default: (0, 0)].deletions += 1
        if !exact { counts[deletion.part, default: (0, 0)].shifted += 1 }
      }
    }
    return counts
  }()

  static let rows: [Row<ElementPart, (deletions: Int, shifted: Int, why: String?)>] = [
    Row("a child below its parent's maximum", .childBelowMaximum, (550, 0, nil)),
    // The selection is drawn before the tabs: its index stays, clamped to the tabs left.
    Row("a tab bar's only child", .onlyTab, (13, 0, nil)),
    // A full parent records a stop where the next flag would be.
    // A tab bar of six showing the More list cannot keep it with five tabs (the More list needs
    // more than five): there is no session without the tab, and the replay selects a tab.
    Row(
      "a child of a full parent", .childOfFullParent,
      (475, 6, "a tab of six under the More list: five tabs cannot show it")),
    // The top's phase is drawn before the chain: the new top (or nothing) takes it.
    Row("the only presentation", .onlyPresentation, (54, 0, nil)),
    // A chain at its maximum of two records a stop.
    Row("one of two presentations", .presentationOfTwo, (98, 0, nil)),
    // At most one second window: a stop follows it.
    Row("a second window without a root", .rootlessWindow, (4, 0, nil)),
    Row("a second window with a root, not key", .windowWithRoot, (11, 0, nil)),
    // The key-window flag is inside the window's span.
    Row("a second window that is key", .keyWindow, (9, 0, nil)),
    Row("an event", .event, (423, 0, nil)),
  ]

  @Test("deleting an element's span from a session's record removes exactly it", arguments: rows)
  func deletion(_ row: Row<ElementPart, (deletions: Int, shifted: Int, why: String?)>) {
    let observed = Self.measured[row.input] ?? (0, 0)
    #expect(
      observed.deletions == row.expected.deletions, "\(row.input) deletions",
      sourceLocation: row.sourceLocation)
    expect(
      observed.shifted, measured: row.expected.shifted, target: 0...0,
      "\(row.input): deletions that built another session",
      knownIssue: Comment(rawValue: row.expected.why ?? "none"),
      sourceLocation: row.sourceLocation)
  }

  @Test(
    "a navigation controller with two screens: deleting the first screen's span leaves the second")
  func handWrittenChild() throws {
    // Navigation (1), from the app, nothing declared, no option; then per screen its flag (1),
    // kind 0, origin 0, the supports bit (1), a named mask (0) and which (2: landscape,
    // 1: portrait), five answers absent, no option; then the stop flag, the top's phase (none
    // presented), no presentation, no second window.
    let first: [UInt64] = [1, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0]
    let second: [UInt64] = [1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0]
    let record: [UInt64] = [1, 0, 0, 0, 0, 0, 0, 0, 0] + first + second + [0, 0, 0, 0]
    var source = ChoiceSource(replaying: record, marksSpans: true)
    let hierarchy = HierarchyGenerator().generate(&source)
    #expect(
      hierarchy
        == (try Hierarchy(
          root: .navigation([.content(supports: .landscape), .content(supports: .portrait)]))))
    #expect(source.choices == record)
    let elements = source.markedSpans.filter { $0.label == .element }
    #expect(
      elements == [
        .init(label: .element, start: 9, end: 21), .init(label: .element, start: 21, end: 33),
      ])
    var candidate = record
    candidate.removeSubrange(9..<21)
    var replay = ChoiceSource(replaying: candidate)
    #expect(
      HierarchyGenerator().generate(&replay)
        == (try Hierarchy(root: .navigation([.content(supports: .portrait)]))))
    // Exactly the choices left: nothing read past them, nothing shifted.
    #expect(replay.choices == candidate && !replay.ranPastRecord)
  }

  @Test("a session's event span: deleting it removes that event, and the others keep theirs")
  func handWrittenEvent() throws {
    let generator = SessionGenerator(length: 4, maxControllers: 4)
    var source = ChoiceSource(seed: 3, marksSpans: true)
    let session = generator.generate(&source)
    let events = source.markedSpans.filter { $0.label == .event }
    #expect(events.count == 4 && session.events.count == 4)
    for (index, span) in events.enumerated() {
      var candidate = source.choices
      candidate.removeSubrange(span.start..<span.end)
      var replay = ChoiceSource(replaying: candidate)
      let shorter = generator.generate(&replay)
      var expected = session.events
      expected.remove(at: index)
      #expect(shorter.events == expected, "event \(index)")
      #expect(shorter.hierarchy == session.hierarchy && shorter.app == session.app)
      // The flag after the last event is the stop the shorter session reads past the end.
      #expect(replay.choices == candidate + [0])
    }
  }
}
