extension Gen {
  /// Always `value`; draws nothing.
  @inlinable public static func always(_ value: Value) -> Gen where Value: Sendable {
    Gen { _ in value }
  }

  /// The value transformed by `transform`.
  @inlinable public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T> { source in transform(self.body(&source)) }
  }

  /// Dependent generation: the generator that `next` chooses for the drawn value.
  @inlinable public func bind<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T> { source in next(self.body(&source)).body(&source) }
  }

  /// The value, or `nil` with probability 1/`absentOneIn`; shrinks toward `nil`.
  @inlinable public func optional(absentOneIn: UInt64 = 4) -> Gen<Value?> {
    Gen<Value?> { source in
      source.beginSpan()
      defer { source.endSpan(.optional) }
      return source.draw(chance: absentOneIn - 1, in: absentOneIn) ? self.body(&source) : nil
    }
  }

  /// An array whose length lies in `count`. Past the minimum, each element is preceded by a
  /// recorded "one more" flag inside its span, so deleting an element's span removes the element
  /// and its flag together, and zeroing a flag ends the array; at the maximum a stop (always
  /// `0`) stands where the next flag would be.
  @inlinable public func array(of count: ClosedRange<Int>) -> Gen<[Value]> {
    Gen<[Value]> { source in
      let target = source.hidden(in: count)
      var values: [Value] = []
      values.reserveCapacity(count.lowerBound)
      while true {
        // At the maximum a stop is recorded where a flag would be, so deleting an element's span
        // leaves the choices after the array in place.
        guard values.count < count.upperBound else {
          if count.upperBound > count.lowerBound { source.drawStop() }
          break
        }
        source.beginSpan()
        if values.count >= count.lowerBound && !source.draw(flag: values.count < target) {
          source.dropSpan()
          break
        }
        values.append(self.body(&source))
        source.endSpan(.element)
      }
      return values
    }
  }

  /// The value when `isIncluded` holds, retrying up to `attempts` times, else `fallback`.
  /// Use only where rejection is rare: every retry costs a whole generation.
  @inlinable public func filter(
    attempts: Int = 10, fallback: Value, _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Gen where Value: Sendable {
    Gen { source in
      for _ in 0..<attempts {
        let value = self.body(&source)
        if isIncluded(value) { return value }
      }
      return fallback
    }
  }

  /// The value with the size parameter set to `size` while it is drawn.
  @inlinable public func resized(_ size: Int) -> Gen {
    Gen { source in
      let saved = source.size
      source.size = size
      defer { source.size = saved }
      return self.body(&source)
    }
  }
}

extension Gen where Value == Int {
  /// An integer in `range`; shrinks toward its lower bound.
  @inlinable public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
    Gen { source in source.draw(in: range) }
  }
}

extension Gen where Value == Bool {
  /// A fair coin; shrinks toward `false`.
  public static let bool = Gen<Bool> { source in source.draw(below: 2) == 1 }
}

extension Gen {
  /// One of `values`, uniformly; shrinks toward the first.
  @inlinable public static func element(of values: [Value]) -> Gen where Value: Sendable {
    precondition(!values.isEmpty, "Gen.element(of:) needs at least one value")
    return Gen { source in values[Int(source.draw(below: UInt64(values.count)))] }
  }

  /// One of `values`, uniformly; shrinks toward the first.
  @inlinable public static func oneOf(_ values: Value...) -> Gen where Value: Sendable {
    element(of: values)
  }

  /// One of `generators`, uniformly; shrinks toward the first.
  @inlinable public static func oneOf(_ generators: [Gen]) -> Gen {
    precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
    return Gen { source in
      generators[Int(source.draw(below: UInt64(generators.count)))].body(&source)
    }
  }

  /// One of `choices`, each as often as its weight; shrinks toward the first.
  @inlinable public static func weighted(_ choices: [(weight: Int, gen: Gen)]) -> Gen {
    precondition(choices.contains { $0.weight > 0 }, "Gen.weighted needs a positive total weight")
    let weights = choices.map(\.weight)
    return Gen { source in choices[source.draw(weights: weights)].gen.body(&source) }
  }

  /// A recursive structure: `body` receives a generator of smaller structures (size minus one)
  /// and must stop recursing when the size reaches 0.
  public static func recursive(_ body: @escaping @Sendable (_ size: Int, _ smaller: Gen) -> Gen)
    -> Gen
  {
    Gen { source in
      body(
        source.size,
        Gen { inner in
          let saved = inner.size
          inner.size = max(0, saved - 1)
          defer { inner.size = saved }
          return Gen.recursive(body).body(&inner)
        }
      ).body(&source)
    }
  }
}

/// Two values drawn one after the other.
@inlinable public func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
  Gen { source in (a.body(&source), b.body(&source)) }
}

/// Three values drawn one after the other.
@inlinable public func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
  Gen { source in (a.body(&source), b.body(&source), c.body(&source)) }
}
