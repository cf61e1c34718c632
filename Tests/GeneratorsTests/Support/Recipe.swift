import Generators

/// The last line of a failure: the case as a replay token, and the call that rebuilds it.
func recipe(_ record: [UInt64], size: Int = 10, generator: String) -> String {
  let token = ReplayToken(size: size, choices: record)
  return "reproduce: Property.replay(try ReplayToken(parsing: \"\(token)\"), with: \(generator))"
}

/// The last line of a failure found by a seeded run: the call that builds the case again.
func recipe(_ call: String) -> String {
  "reproduce: \(call)"
}
