import Generators

/// A value with the normalized record of the choices that built it.
struct Recorded<Value> {
  var value: Value
  var record: [UInt64]
}

extension Recorded: Sendable where Value: Sendable {}

extension Gen {
  /// The same generator, also handing back the choices it drew: a property sees each
  /// candidate's record, so a test can follow the shrinker step by step.
  var recorded: Gen<Recorded<Value>> {
    Gen<Recorded<Value>> { source in
      let value = self.generate(&source)
      return Recorded(value: value, record: source.choices)
    }
  }
}

/// A record without its trailing zeros, as the shrinker compares records.
func trimmed(_ record: [UInt64]) -> [UInt64] {
  var record = record
  while record.last == 0 { record.removeLast() }
  return record
}
