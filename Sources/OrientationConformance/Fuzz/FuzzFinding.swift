import Foundation
public import Generators
public import OrientationSpec

/// What a fuzz campaign found: a property broken by a (shrunk) session, or a session during which
/// the resolver crashed the process or stopped answering.
public struct FuzzFinding: Sendable {
  /// An invariant's id, or ``FuzzFinding/crash`` or ``FuzzFinding/hang``.
  public var property: String
  /// The session, shrunk (a crash or a hang in child processes of its own), and its token.
  public var session: Session
  public var token: ReplayToken
  /// The campaign index of the session it was found in, and that session's number of events.
  public var campaignIndex: Int
  public var originalEvents: Int
  /// Where and how: the violated step and expected against actual, or the crash's message.
  public var detail: String
  /// A digest of the shrunk session's shape: the app's idiom and version, the initial tree's
  /// controller kinds and parents, and the event kinds in order; and the assumptions when they
  /// are not the defaults.
  public var shape: String
  /// The assumptions it was found under: its file's `assume` lines.
  public var assumptions: Assumptions
  /// The failure it is (``FailureIdentity``'s description: the invariant, the exception code or
  /// rule, the deciding controller's kind and class); for a crash or a hang, the property.
  public var identity: String

  public static let crash = "crash"
  public static let hang = "hang"

  /// The de-duplication key: the property and the shape.
  public var key: String { "\(property):\(shape)" }

  public init(
    property: String, session: Session, token: ReplayToken, campaignIndex: Int,
    originalEvents: Int, detail: String, assumptions: Assumptions = .default,
    identity: String = ""
  ) {
    self.property = property
    self.session = session
    self.token = token
    self.campaignIndex = campaignIndex
    self.originalEvents = originalEvents
    self.detail = detail
    self.assumptions = assumptions
    self.identity = identity.isEmpty ? property : identity
    shape = Self.shape(
      of: session, assumptions: assumptions,
      identity: self.identity == property ? "" : self.identity)
  }

  /// The shape digest of `session` (FNV-1a, 64 bits, as 16 hexadecimal digits); under other
  /// than the default assumptions, the digest covers them too, and so it does the failure's
  /// `identity` when it says more than its property: two failures whose shrunk sessions have one
  /// shape are two findings.
  public static func shape(
    of session: Session, assumptions: Assumptions = .default, identity: String = ""
  ) -> String {
    var text = "\(session.app.idiom.name) \(session.app.osVersion)|"
    if !identity.isEmpty { text = identity + "|" + text }
    if assumptions != .default {
      text = assumptions.assignments.joined(separator: ",") + "|" + text
    }
    let hierarchy = session.hierarchy
    for id in hierarchy.ids {
      text += "\(hierarchy.parent(of: id)?.rawValue ?? -1):\(hierarchy[id].kind),"
    }
    text += "|"
    for event in session.events { text += event.kind.rawValue + "," }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The file it is saved as, under the resolver's directory.
  public var fileName: String { "\(property)-\(shape).scenario" }

  /// The text scenario with a comment header naming the property, the resolver and the token;
  /// the reproduce line runs `program` (an app team's own executable knows its resolver).
  public func fileText(resolver: String, seed: UInt64, program: String = "orientation-check")
    -> String
  {
    var lines = ["# orientation-check fuzz finding"]
    let title = Invariant(rawValue: property).map { " (\($0.title))" } ?? ""
    lines.append("# property: \(property)\(title)")
    lines.append("# identity: \(identity)")
    lines.append("# resolver: \(resolver)")
    lines.append("# replay: \(token)")
    let shrunk = "shrunk to \(session.events.count)"
    lines.append(
      "# found in session \(campaignIndex) of campaign seed \(OrientationCheck.hex(seed)),"
        + " \(originalEvents) events, \(shrunk)")
    for line in detail.split(separator: "\n") { lines.append("# \(line)") }
    lines.append("# reproduce: swift run \(program) run \(fileName) --resolver \(resolver)")
    return lines.joined(separator: "\n") + "\n"
      + Scenario.print(Scenario.Document(session: session, assumptions: assumptions))
  }
}

/// A saved finding read back: its session and what its header says.
public struct SavedFinding: Sendable {
  public var path: String
  public var session: Session
  public var property: String
  public var token: String
  /// The assumptions it replays under: its `assume` lines.
  public var assumptions: Assumptions
  /// The failure it was saved as (its `# identity:` line; the property for a file without one).
  public var identity: String

  /// Reads and parses `path`; the error says why not.
  public init(path: String) throws(UsageError) {
    let (text, document) = try Scenario.read(contentsOf: path, what: "saved finding")
    session = document.session
    assumptions = document.assumptions
    self.path = path
    func header(_ name: String, wholeLine: Bool = false) -> String {
      for line in text.split(separator: "\n") where line.hasPrefix("# \(name): ") {
        let value = line.dropFirst(name.count + 4)
        return String(wholeLine ? value : value.prefix { $0 != " " })
      }
      return ""
    }
    property = header("property")
    token = header("replay")
    let identity = header("identity", wholeLine: true)
    self.identity = identity.isEmpty ? property : identity
  }

  /// The de-duplication key its file name gives (`PROPERTY-SHAPE.scenario`), if it has one.
  public var key: String? {
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    guard name.hasSuffix(".scenario"), let dash = name.lastIndex(of: "-") else { return nil }
    let stem = name.dropLast(".scenario".count)
    return "\(stem[..<dash]):\(stem[stem.index(after: dash)...])"
  }
}
