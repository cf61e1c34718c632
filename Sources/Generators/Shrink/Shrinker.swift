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
///   no progress, minimise each choice by binary search, then try every smaller value of each
///   choice with a small bound (the rest of its innermost span zeroed, and the surplus deleted
///   when the part it builds got shorter); when those make none, delete an element of the
///   initial state together with changing an event's kind; then move controllers between the
///   root and the events (the root into an event's tree, an event's tree or part of it to the
///   root keeping the event with another kind) and change a container's kind keeping its
///   children; only when those make no progress, zero blocks of choices, delete blocks of two,
///   one and eight, and swap adjacent elements into order; last, try every larger value of each
///   choice with a small bound, kept only when the record gets shorter. Any progress starts the
///   order again; a round without progress ends the shrink. So sessions shrink their events
///   first, then arguments, then the initial hierarchy.
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
    // are stuck, and the loop goes back to the cheap ones after any progress. Larger values run
    // last: each is a candidate only because it drops choices, so an event that needs its
    // arguments (a tab bar presented) is tried as every other kind, one evaluation a kind.
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
      tryOtherValues(.smaller)
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
      if best != before { continue }
      tryOtherValues(.larger)
      if best == before { break }
    }
  }
}
