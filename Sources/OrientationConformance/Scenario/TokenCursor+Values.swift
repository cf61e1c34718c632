import OrientationSpec

/// A value a word names, as the format spells it.
struct Choice<Value: Sendable>: Sendable {
  var name: String
  var value: Value
}

extension TokenCursor {
  /// One of `choices`, by name; names that start with a dot may be written without it.
  ///
  /// - Parameter alternatives: other accepted forms, named after the list (`or a number`).
  mutating func choice<Value>(
    _ what: String, _ choices: [Choice<Value>], alternatives: String? = nil
  ) throws(ScenarioError) -> Value {
    guard let word = peekWord else { throw expected(Scenario.article(what)) }
    let dotted = word.hasPrefix(".") ? word : "." + word
    guard let match = choices.first(where: { $0.name == word || $0.name == dotted }) else {
      let list = choices.map(\.name).joined(separator: ", ")
      throw error(
        "unknown \(what) \(peek!.quoted); expected one of \(list)"
          + (alternatives.map { " " + $0 } ?? ""))
    }
    take()
    return match.value
  }

  /// Whether the next word is written like a number: an optional sign, then digits.
  var isAtNumber: Bool {
    guard var digits = peekWord?.unicodeScalars[...] else { return false }
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
  }

  /// A decimal integer, possibly negative.
  mutating func int() throws(ScenarioError) -> Int {
    guard isAtNumber else { throw expected("a number") }
    guard let value = Int(peek!.text) else { throw error("number \(found) is out of range") }
    take()
    return value
  }

  /// A number, or one of `choices` by name.
  mutating func int<Value>(
    or what: String, _ choices: [Choice<Value>], _ number: (Int) -> Value
  ) throws(ScenarioError) -> Value {
    if isAtNumber { return number(try int()) }
    return try choice(what, choices, alternatives: "or a number")
  }

  /// `true` or `false`.
  mutating func bool() throws(ScenarioError) -> Bool {
    try choice("Boolean", [Choice(name: "true", value: true), Choice(name: "false", value: false)])
  }

  /// An interface orientation, `.landscapeLeft`.
  mutating func interfaceOrientation() throws(ScenarioError) -> InterfaceOrientation {
    try choice("interface orientation", Scenario.choices(InterfaceOrientation.self))
  }

  /// A device orientation, `.faceUp`.
  mutating func deviceOrientation() throws(ScenarioError) -> DeviceOrientation {
    try choice("device orientation", Scenario.choices(DeviceOrientation.self))
  }

  /// A presentation style, `.overFullScreen`.
  mutating func presentationStyle() throws(ScenarioError) -> ModalPresentationStyle {
    try choice("presentation style", Scenario.choices(ModalPresentationStyle.self))
  }

  /// A mask as Swift writes it: `.landscape`, `[.portrait, .landscapeLeft]`, `[]`, or
  /// `InterfaceOrientationMask(rawValue: 6)`.
  mutating func mask() throws(ScenarioError) -> InterfaceOrientationMask {
    if isAt(symbol: "[") {
      take()
      var mask: InterfaceOrientationMask = []
      if isAt(symbol: "]") {
        take()
        return mask
      }
      while true {
        mask.formUnion(try choice("orientation mask", Scenario.masks))
        if isAt(symbol: "]") {
          take()
          return mask
        }
        guard isAt(symbol: ",") else { throw expected("',' or ']'") }
        take()
      }
    }
    if peekWord == "InterfaceOrientationMask" {
      take()
      try expect(symbol: "(")
      try expect("rawValue")
      try expect(symbol: ":")
      guard isAtNumber, let raw = UInt(peek!.text) else {
        throw expected("a raw value from 0 to \(UInt.max)")
      }
      take()
      try expect(symbol: ")")
      return InterfaceOrientationMask(rawValue: raw)
    }
    return try choice(
      "orientation mask", Scenario.masks,
      alternatives: "or a list such as [.portrait, .landscapeLeft]")
  }
}

extension Scenario {
  /// A named enumeration's cases, dotted, with `.unknown` last.
  static func choices<Value: NamedCase>(_ type: Value.Type) -> [Choice<Value>] {
    let all = Value.allCases.map { Choice(name: "." + $0.name, value: $0) }
    return all.filter { $0.name != ".unknown" } + all.filter { $0.name == ".unknown" }
  }

  /// The masks UIKit names, as `InterfaceOrientationMask.description` prints them.
  static let masks: [Choice<InterfaceOrientationMask>] = InterfaceOrientationMask.namedMasks.map {
    Choice(name: "." + $0.name, value: $0.mask)
  }
}
