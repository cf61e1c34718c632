/// Every case a generator can build, for small-scope proofs beside random testing.
public enum Exhaustive {
  /// Calls `body` with every value `gen` builds at `size`, each distinct path of choices once,
  /// in order of their records; stops after `limit` cases or when `body` returns `false`.
  /// Returns the number of cases visited and whether the enumeration was complete.
  @discardableResult
  public static func forEach<Value>(
    _ gen: Gen<Value>, size: Int, limit: Int = 1_000_000, _ body: (Value) -> Bool
  ) -> (count: Int, complete: Bool) {
    var prefix: [UInt64] = []
    var count = 0
    while count < limit {
      var source = ChoiceSource(replaying: prefix, size: size)
      source.recordsBounds = true
      let value = gen.generate(&source)
      let drawn = source.drawn
      let bounds = source.bounds
      // A prefix whose replay changed one of its values (a weight-0 index moved down to a
      // choice that can be built) names a path already visited: skip it.
      let changed =
        prefix.indices.first { $0 >= drawn.count || prefix[$0] != drawn[$0] }
      var path = drawn
      if let changed {
        path = Array(drawn[..<changed])
        if changed < drawn.count { path.append(prefix[changed]) }
      } else {
        count += 1
        guard body(value) else { return (count, false) }
      }
      // The next path: the last draw that can still grow grows; what follows restarts at 0.
      var position = path.count - 1
      while position >= 0 && path[position] + 1 >= bounds[position] { position -= 1 }
      guard position >= 0 else { return (count, true) }
      prefix = Array(path[..<position]) + [path[position] + 1]
    }
    return (count, false)
  }

  /// Every value `gen` builds at `size` (at most `limit`).
  public static func all<Value>(_ gen: Gen<Value>, size: Int, limit: Int = 1_000_000) -> [Value] {
    var values: [Value] = []
    forEach(gen, size: size, limit: limit) {
      values.append($0)
      return true
    }
    return values
  }
}
