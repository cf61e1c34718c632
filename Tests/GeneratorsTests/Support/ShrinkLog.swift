import Generators

/// One shrink, watched: every record the property was asked about, and the ones it failed on.
struct ShrinkLog<Value> {
  var shrinker: Shrinker<Recorded<Value>>
  /// The records of the candidates the property evaluated, in order.
  var evaluated: [[UInt64]] = []
  /// The values and records the property failed on: the accepted steps, in order.
  var accepted: [Recorded<Value>] = []

  /// Shrinks `record` of `gen` against `fails`, recording every evaluation.
  init(
    _ gen: Gen<Value>, record: [UInt64], size: Int = 10, maxEvaluations: Int = 2_000,
    fails: @escaping (Value) -> Bool
  ) {
    let box = ShrinkObserver<Value>()
    shrinker = Shrinker(gen.recorded, record: record, size: size, maxEvaluations: maxEvaluations) {
      box.evaluated.append(trimmed($0.record))
      guard fails($0.value) else { return false }
      box.accepted.append($0)
      return true
    }
    shrinker.shrink()
    evaluated = box.evaluated
    accepted = box.accepted
  }
}

/// What a watched shrink saw, filled in by the property as the shrinker calls it.
final class ShrinkObserver<Value> {
  var evaluated: [[UInt64]] = []
  var accepted: [Recorded<Value>] = []
}
