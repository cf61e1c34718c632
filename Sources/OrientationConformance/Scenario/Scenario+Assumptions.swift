import OrientationSpec

extension ScenarioParser.Header {
  /// `assume NAME VALUE`: one assumption, each name at most once; the value is the rest of the
  /// line, spelled as `--assume NAME=VALUE` spells it (``Assumptions/Entry``).
  mutating func assume(_ node: ScenarioNode) throws(ScenarioError) {
    try node.line.refuse(node.children)
    var cursor = TokenCursor(node.line)
    guard let nameToken = cursor.peek, nameToken.kind == .word else {
      throw cursor.expected("an assumption name")
    }
    cursor.take()
    let entry: Assumptions.Entry
    do {
      entry = try Assumptions.requireEntry(named: nameToken.text)
    } catch {
      throw node.line.error(at: nameToken, error.message)
    }
    if let first = assumed[entry.name] {
      throw node.line.error(
        at: nameToken, "'assume \(entry.name)' given twice (first on line \(first))")
    }
    guard let valueToken = cursor.peek else { throw cursor.expected("a value") }
    var value = ""
    while let token = cursor.peek {
      guard token.kind != .string else { throw cursor.expected("a value") }
      value += token.text
      cursor.take()
    }
    do {
      try entry.set(value, in: &assumptions)
    } catch {
      throw node.line.error(at: valueToken, error.message)
    }
    assumed[entry.name] = node.line.number
    if firstAssume == nil { firstAssume = (node.line.number, node.line.head.column) }
  }
}
