/// A generator: a total function from a choice source to a value, so every record rebuilds a case.
///
/// Call sites read as sentences: `Gen.int(in: 0...9).array(of: 1...5)`,
/// `Gen.oneOf(.portrait, .landscapeLeft)`, `Gen.hierarchy(maxControllers: 10)`.
public struct Gen<Value>: Sendable {
  @usableFromInline let body: @Sendable (inout ChoiceSource) -> Value

  @inlinable public init(_ body: @escaping @Sendable (inout ChoiceSource) -> Value) {
    self.body = body
  }

  /// Draws one value from `source`.
  @inlinable public func generate(_ source: inout ChoiceSource) -> Value { body(&source) }

  /// Draws one value from a fresh source seeded with `seed`; also returns its record.
  public func generate(seed: UInt64, size: Int = 10) -> (value: Value, record: [UInt64]) {
    var source = ChoiceSource(seed: seed, size: size)
    let value = body(&source)
    return (value, source.choices)
  }

  /// Rebuilds the value of `record`.
  public func replay(_ record: [UInt64], size: Int = 10) -> Value {
    var source = ChoiceSource(replaying: record, size: size)
    return body(&source)
  }
}
