import Generators
import OrientationConformance
import OrientationSpec

/// libFuzzer's entry point: every input is tried as a scenario (its bytes, UTF-8 or not) and as
/// a replay token; one that starts with a NUL byte, as a choice record. A crash, or a broken law
/// (`fatalError`), is what libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  if bytes.first == 0 {
    // No scenario or token starts with a NUL: the rest is a choice record, checksum aside.
    ScenarioParserFuzz.choices(bytes.dropFirst())
  } else {
    ScenarioParserFuzz.scenario(bytes)
    ScenarioParserFuzz.token(bytes)
  }
  return 0
}

enum ScenarioParserFuzz {
  /// The built-in resolvers, one of which plays each parsed session (chosen by the input).
  static let resolvers = BuiltinResolvers.all

  /// Parses `bytes` as a scenario, its `assume` lines included; a document that parses must
  /// print and parse back (both laws of Documentation/ScenarioFormat.md) and run as
  /// `orientation-check run` runs it, under its assumptions.
  static func scenario(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let text = try? Scenario.text(utf8: bytes),
      let document = try? Scenario.parseDocument(text)
    else { return }
    // `parse` reads the same session, or refuses the text for its `assume` lines.
    if document.assumptions == .default, !text.contains("assume"),
      (try? Scenario.parse(text)) != document.session
    {
      fatalError("parse and parseDocument read the scenario differently:\n\(text)")
    }
    checkLaws(document, input: "the scenario")
    let choice = bytes.reduce(0) { ($0 &* 31) &+ Int($1) }
    let resolver = resolvers[Int(UInt(bitPattern: choice) % UInt(resolvers.count))]
    play(document, with: resolver)
  }

  /// Parses `bytes` as a replay token (surrounding white space dropped, as a shell would); a
  /// token that parses must parse back from its printed form, and rebuild sessions that obey the
  /// laws and run.
  static func token(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self).trimmingWhiteSpace
    guard let token = try? ReplayToken(parsing: text) else { return }
    guard (try? ReplayToken(parsing: token.description)) == token else {
      fatalError("the replay token \(text) does not print back: \(token.description)")
    }
    replay(token)
  }

  /// A token made of the bytes as they are (a size, then choices of eight bytes each), which
  /// mutations reach where a token's checksum stops them: it must print and parse back, and
  /// rebuild sessions as any token does.
  static func choices(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    var choices: [UInt64] = []
    var index = bytes.startIndex.advanced(by: min(1, bytes.count))
    while index < bytes.endIndex {
      let end = min(index + 8, bytes.endIndex)
      choices.append(bytes[index..<end].reduce(0) { $0 << 8 | UInt64($1) })
      index = end
    }
    let token = ReplayToken(size: Int(bytes.first ?? 10), choices: choices)
    guard (try? ReplayToken(parsing: token.description)) == token else {
      fatalError("the replay token of \(choices) does not parse back: \(token.description)")
    }
    replay(token)
  }

  /// The sessions `token` names with matrix's and fuzz's generator settings: both laws, and every
  /// invariant checked with the reference, as `replay` checks them.
  static func replay(_ token: ReplayToken) {
    for configuration in [
      CheckConfiguration(), CheckConfiguration(sessionLength: 100, maxControllers: 10),
    ] {
      let session = configuration.session(replaying: token)
      checkLaws(session, input: "the session of token \(token)")
      var mistakes = 0
      _ = Checker.violations(
        of: session, resolver: ReferenceResolver(), invariants: Set(Invariant.allCases),
        determinism: true, assumptions: configuration.assumptions, mistake: &mistakes)
    }
  }

  /// Both laws for a document: the printed text, `assume` lines included, parses back to the
  /// document (its hierarchy canonical), and prints again unchanged.
  static func checkLaws(_ document: Scenario.Document, input: String) {
    let text = Scenario.print(document)
    let parsed: Scenario.Document
    do {
      parsed = try Scenario.parseDocument(text)
    } catch {
      fatalError("\(input) prints as a text that does not parse (\(error)):\n\(text)")
    }
    var canonical = document
    canonical.session.hierarchy = document.session.hierarchy.canonical
    guard parsed == canonical else {
      fatalError("\(input) prints as a text that parses to another document:\n\(text)")
    }
    guard Scenario.print(parsed) == text else {
      fatalError("\(input) prints differently once parsed:\n\(text)")
    }
  }

  /// Both laws: the printed text parses back to the session (its hierarchy canonical), and
  /// prints again unchanged.
  static func checkLaws(_ session: Session, input: String) {
    let text = Scenario.print(session)
    let parsed: Session
    do {
      parsed = try Scenario.parse(text)
    } catch {
      fatalError("\(input) prints as a text that does not parse (\(error)):\n\(text)")
    }
    var canonical = session
    canonical.hierarchy = session.hierarchy.canonical
    guard parsed == canonical else {
      fatalError("\(input) prints as a text that parses to another session:\n\(text)")
    }
    let again = Scenario.print(parsed)
    guard again == text else {
      fatalError("\(input) prints differently once parsed:\n\(text)\nthen:\n\(again)")
    }
  }

  /// What `orientation-check run FILE --resolver NAME` does with the session (the trace, its
  /// text and its JSON), and what `fuzz` does with a saved finding's (every invariant checked, the
  /// determinism pair, the shape it is filed under).
  static func play(_ document: Scenario.Document, with resolver: some OrientationResolver) {
    let (session, assumptions) = (document.session, document.assumptions)
    let trace = System.run(session, resolver: resolver, assumptions: assumptions)
    _ = session.hierarchy.description
    _ = trace.report(app: session.app, assumptions: assumptions)
    _ = trace.json(app: session.app, assumptions: assumptions).text
    var mistakes = 0
    _ = Checker.violations(
      of: session, resolver: resolver, invariants: Set(Invariant.allCases), determinism: true,
      assumptions: assumptions, mistake: &mistakes)
    _ = FuzzFinding.shape(of: session, assumptions: assumptions)
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  var trimmingWhiteSpace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
