extension Assumptions {
  /// One uncertain point as text: its name (the property's), its values, its default, its sources.
  ///
  /// Every value is spelled as `--assume NAME=VALUE` and a scenario's `assume NAME VALUE` line
  /// take it: `true`/`false`, an enumeration's case name, orientations separated by commas, a mask's
  /// name, an iOS major version. ``Assumptions/catalogue`` holds one entry per property.
  public struct Entry: Sendable, CustomStringConvertible {
    /// The property's name, `walksPastNonFillingPresentations`.
    public let name: String
    /// What the assumption decides, one question.
    public let question: String
    /// Every value it can take, as text, in a fixed order; the default is one of them.
    public let values: [String]
    /// What a value looks like, for messages and listings: `true or false`, `one of lower, upper`.
    public let valueForm: String
    /// The rules it belongs to and the citations behind it (uikit-rules.md's ids).
    public let sources: [String]
    /// The value in `assumptions`, as text.
    let read: @Sendable (Assumptions) -> String
    /// The value in `assumptions` as the property holds it (for the mirror).
    let typed: @Sendable (Assumptions) -> any Sendable
    /// Sets the value `text` spells; `false` when it spells none.
    let write: @Sendable (inout Assumptions, Substring) -> Bool

    /// The default's text.
    public var defaultValue: String { read(.default) }

    /// The value `assumptions` holds, as text.
    public func value(in assumptions: Assumptions) -> String { read(assumptions) }

    /// Sets this assumption in `assumptions` to the value `text` spells, or says what it takes.
    public func set(_ text: some StringProtocol, in assumptions: inout Assumptions)
      throws(AssumptionError)
    {
      guard write(&assumptions, Substring(text).trimmingWhitespace) else {
        throw AssumptionError(
          .value, "assumption '\(name)' takes \(valueForm), not '\(text)'")
      }
    }

    public var description: String { name }
  }

  /// The entry named `name`, or `nil`.
  public static func entry(named name: some StringProtocol) -> Entry? {
    catalogue.first { $0.name == name }
  }

  /// The entry named `name`, or an error that lists the valid names.
  public static func requireEntry(named name: some StringProtocol) throws(AssumptionError) -> Entry
  {
    guard let entry = entry(named: name) else {
      throw AssumptionError(
        .name,
        "unknown assumption '\(name)'; valid assumptions: "
          + catalogue.map(\.name).joined(separator: ", "))
    }
    return entry
  }

  /// Sets the assumption `name` to the value `text` spells.
  public mutating func set(_ name: some StringProtocol, to text: some StringProtocol)
    throws(AssumptionError)
  {
    try Self.requireEntry(named: name).set(text, in: &self)
  }

  /// Splits `NAME=VALUE` at its first `=`.
  public static func split(assignment text: String) throws(AssumptionError) -> (
    name: Substring, value: Substring
  ) {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      throw AssumptionError(.assignment, "expected NAME=VALUE, not '\(text)'")
    }
    return (text[..<equals], text[text.index(after: equals)...])
  }

  /// Sets one assumption from `NAME=VALUE`.
  public mutating func assign(_ assignment: String) throws(AssumptionError) {
    let (name, value) = try Self.split(assignment: assignment)
    try set(name, to: value)
  }

  /// `NAME=VALUE` for each assumption that differs from the defaults, in the catalogue's order.
  public var assignments: [String] {
    Self.catalogue.compactMap { entry in
      let value = entry.read(self)
      return value == entry.defaultValue ? nil : "\(entry.name)=\(value)"
    }
  }
}

/// An assumption that cannot be set: which part of `NAME=VALUE` is wrong, and why.
public struct AssumptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The part at fault.
  public enum Part: Hashable, Sendable {
    /// The text is not `NAME=VALUE`.
    case assignment
    /// No assumption has that name.
    case name
    /// The assumption takes no such value.
    case value
  }

  public var part: Part
  /// What is wrong and what is valid.
  public var message: String

  public init(_ part: Part, _ message: String) {
    self.part = part
    self.message = message
  }

  public var description: String { message }
}

// MARK: Entries by the type of their property

extension Assumptions.Entry {
  typealias Path<Value> = any WritableKeyPath<Assumptions, Value> & Sendable

  /// A `Bool`: `true` or `false`.
  static func bool(
    _ path: Path<Bool>, _ name: String, _ question: String, sources: [String]
  ) -> Self {
    Self(
      name: name, question: question, values: ["true", "false"], valueForm: "true or false",
      sources: sources, read: { String($0[keyPath: path]) }, typed: { $0[keyPath: path] },
      write: { assumptions, text in
        guard let value = Bool(String(text)) else { return false }
        assumptions[keyPath: path] = value
        return true
      })
  }

  /// An enumeration: a case name, with or without its leading dot.
  static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ path: Path<Value>, _ name: String, _ question: String, sources: [String]
  ) -> Self where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    return Self(
      name: name, question: question, values: names,
      valueForm: "one of " + names.joined(separator: ", "), sources: sources,
      read: { $0[keyPath: path].rawValue }, typed: { $0[keyPath: path] },
      write: { assumptions, text in
        let bare = text.hasPrefix(".") ? text.dropFirst() : text
        guard let value = Value(rawValue: String(bare)) else { return false }
        assumptions[keyPath: path] = value
        return true
      })
  }

  /// An iOS major version within ``OSVersion/supported``.
  static func version(
    _ path: Path<Int>, _ name: String, _ question: String, sources: [String]
  ) -> Self {
    let range = OSVersion.supported
    return Self(
      name: name, question: question, values: range.map(String.init),
      valueForm: "an iOS major version from \(range.lowerBound) to \(range.upperBound)",
      sources: sources, read: { String($0[keyPath: path]) }, typed: { $0[keyPath: path] },
      write: { assumptions, text in
        guard let value = Int(text), range.contains(value) else { return false }
        assumptions[keyPath: path] = value
        return true
      })
  }

  /// The fallback order: the four orientations, each once, separated by commas.
  static func orientationOrder(_ name: String, _ question: String, sources: [String]) -> Self {
    let standard = Assumptions.default.fallbackOrder
    return Self(
      name: name, question: question,
      values: permutations(of: standard).map(Self.text(of:)),
      valueForm:
        "the four orientations in an order of your choice, separated by commas ("
        + text(of: standard) + " and the 23 other orders)",
      sources: sources, read: { text(of: $0.fallbackOrder) }, typed: { $0.fallbackOrder },
      write: { assumptions, text in
        let list = Self.list(text)
        guard list.count == 4 else { return false }
        var order: [InterfaceOrientation] = []
        for item in list {
          guard let orientation = InterfaceOrientation(name: item), orientation.isValid,
            !order.contains(orientation)
          else { return false }
          order.append(orientation)
        }
        assumptions.fallbackOrder = order
        return true
      })
  }

  /// A non-empty mask: UIKit's name for it, or its orientations separated by commas.
  static func mask(
    _ path: Path<InterfaceOrientationMask>, _ name: String, _ question: String,
    sources: [String]
  ) -> Self {
    let masks = (1...15).map { bits in
      InterfaceOrientationMask(
        InterfaceOrientation.valid.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(
          \.element.mask))
    }
    return Self(
      name: name, question: question, values: masks.map(Self.text(of:)),
      valueForm:
        "a non-empty mask: "
        + InterfaceOrientationMask.namedMasks.map(\.name).joined(separator: ", ")
        + ", or orientations separated by commas (portrait,landscapeLeft)",
      sources: sources, read: { text(of: $0[keyPath: path]) }, typed: { $0[keyPath: path] },
      write: { assumptions, text in
        var mask = InterfaceOrientationMask(parsing: text)
        if mask == nil, !text.hasPrefix("[") {
          mask = []
          for item in list(text) {
            guard let orientation = InterfaceOrientation(name: item), orientation.isValid else {
              return false
            }
            mask?.formUnion(orientation.mask)
          }
        }
        guard let mask, !mask.isEmpty, !mask.hasUnknownBits else { return false }
        assumptions[keyPath: path] = mask
        return true
      })
  }

  /// `portrait,landscapeRight,landscapeLeft,portraitUpsideDown`.
  static func text(of order: [InterfaceOrientation]) -> String {
    order.map(\.name).joined(separator: ",")
  }

  /// A mask's name (`allButUpsideDown`), or its orientations in raw-value order (`portrait,landscapeLeft`).
  static func text(of mask: InterfaceOrientationMask) -> String {
    if let named = InterfaceOrientationMask.namedMasks.first(where: { $0.mask == mask }) {
      return named.name
    }
    return mask.orientations.map(\.name).joined(separator: ",")
  }

  /// The comma-separated items of `text`, trimmed, without surrounding brackets.
  static func list(_ text: Substring) -> [Substring] {
    var inner = text.trimmingWhitespace
    if inner.hasPrefix("[") && inner.hasSuffix("]") {
      inner = inner.dropFirst().dropLast().trimmingWhitespace
    }
    return inner.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
  }

  /// Every order of `items`, `items` itself first.
  static func permutations<Item>(of items: [Item]) -> [[Item]] {
    guard let first = items.first else { return [[]] }
    let rest = Array(items.dropFirst())
    return permutations(of: rest).flatMap { tail in
      (0...tail.count).map { position in
        var order = tail
        order.insert(first, at: position)
        return order
      }
    }
  }
}
