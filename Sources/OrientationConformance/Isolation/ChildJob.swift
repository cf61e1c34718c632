import Foundation
import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a child process of an isolated check is asked to do, written as JSON to a file it reads
/// (``IsolatedChecker`` writes it; ``ChildWorker`` does it). The child rebuilds the resolver and
/// the configuration itself: from its command line (`orientation-check`, an app team's executable)
/// or from the test it re-runs (`expectInvariants`); the job says only what the child cannot know.
struct ChildJob: Codable, Sendable {
  enum Task: Codable, Sendable {
    /// ``Checker/check(_:_:)`` from case `start`, over the invariants still `pending` and past the
    /// failures `known`, for at most `seconds`; with `untilCrash`, every case runs even with no invariant pending (a hunt for a
    /// crash). Each shrunk counterexample is a result line as it is found.
    case check(
      start: Int, pending: [Invariant], known: [FailureIdentity], seconds: Double?,
      untilCrash: Bool)
    /// The session of a token checked with every invariant (the replay trait, `replay`).
    case replay(record: [UInt64])
    /// One step of a crash's or a hang's shrink: the shrinker from `start` (a case, or a record),
    /// with the outcomes already known; a candidate not known is run only with `evaluates`.
    case shrink(start: ShrinkStart, failing: [[UInt64]], passing: [[UInt64]], evaluates: Bool)
    /// The session `record` makes, written out, then run once as a shrink's candidate is (its
    /// crash's message), unless `runs` is false.
    case probe(record: [UInt64], runs: Bool)
    /// `run FILE` or `replay TOKEN` itself, in the child: its output is the command's.
    case command
  }

  /// Where a crash's shrink starts: the check's case, or a candidate it was shrinking.
  enum ShrinkStart: Codable, Sendable, Equatable {
    case caseIndex(Int)
    case record([UInt64])
  }

  var task: Task
  /// The resolver's name (a child that knows several by name, the command line, picks it).
  var resolver: String
  /// Which call of a test the job is for (a test re-run in a child: ``ExpectInvariants``).
  var key: String
  /// The assumptions the check runs under, as `NAME=VALUE` (a matrix's column group: the child
  /// parses its command line without knowing which group it checks).
  var assumptions: [String] = []
  /// The shared progress file (``FuzzSharedProgress``) and the file of result lines.
  var progressPath: String
  var resultsPath: String

  /// Writes the job to `path`.
  func write(to path: String) throws {
    try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path))
  }

  /// Reads the job at `path`.
  static func read(from path: String) throws -> ChildJob {
    try JSONDecoder().decode(
      ChildJob.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }
}

/// A line a child writes to its results file as it goes (JSON): what the parent cannot read from
/// the shared progress. Written with one `write` each, so a crash loses none that came before it.
enum ChildLine: Codable, Sendable {
  /// A shrunk counterexample (``Checker/check(_:_:)``).
  case counterexample(ChildCounterexample)
  /// A violation of a replayed session.
  case violation(ChildViolation)
  /// The check ended: the cases run (counted from case 0) and the app's mistakes among its own.
  case checked(cases: Int, mistakes: Int)
  /// A shrink starts from this record, whose session has this many events.
  case shrinking(record: [UInt64], events: Int)
  /// A shrink's candidate that ran to its end.
  case passed([UInt64])
  /// The shrink ended: the simplest failing record, the shrinker's steps and evaluations, and the
  /// number of events of the session it started from.
  case shrunk(record: [UInt64], steps: Int, evaluations: Int, originalEvents: Int)
  /// The session a probe or a replay runs: its scenario and its token.
  case session(scenario: String, token: String)
}

/// A ``SessionCounterexample`` as a child reports it: its sessions as scenario text, which the
/// parent parses (it never generates an app's sessions: that runs the app's factories).
struct ChildCounterexample: Codable, Sendable {
  var violation: ChildViolation
  var scenario: String
  var token: String
  var originalEvents: Int
  var caseIndex: Int
  var shrinkSteps: Int
  var evaluations: Int
}

/// An ``InvariantViolation`` as text: its event as a one-event scenario of the same session.
struct ChildViolation: Codable, Sendable {
  var invariant: Invariant
  /// The step: the event's position, and whether it is a refresh action after it.
  var position: Int
  var refresh: Bool
  var event: String
  var expected: String
  var actual: String
  /// What failed and who decided (``FailureIdentity``).
  var code: String
  var deciderKind: ControllerKind?
  var deciderClass: String?

  init(_ violation: InvariantViolation, in session: Session) {
    invariant = violation.invariant
    code = violation.code
    deciderKind = violation.deciderKind
    deciderClass = violation.deciderClass
    switch violation.origin {
    case .event(let index): (position, refresh) = (index, false)
    case .refresh(let index): (position, refresh) = (index, true)
    }
    var alone = session
    alone.events = [violation.event]
    event = Scenario.print(alone)
    expected = violation.expected
    actual = violation.actual
  }

  /// The violation, its event parsed back; `nil` when the text does not parse.
  var value: InvariantViolation? {
    guard let parsed = try? Scenario.parse(event), let first = parsed.events.first else {
      return nil
    }
    return InvariantViolation(
      invariant: invariant, origin: refresh ? .refresh(after: position) : .event(position),
      event: first, expected: expected, actual: actual, code: code, deciderKind: deciderKind,
      deciderClass: deciderClass)
  }
}

/// The child's end of the results file: each line written at once, appended.
struct ChildResults {
  let descriptor: Int32

  init(path: String) throws(UsageError) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw UsageError("cannot open results file '\(path)'") }
  }

  func write(_ line: ChildLine) {
    guard var data = try? JSONEncoder().encode(line) else { return }
    data.append(UInt8(ascii: "\n"))
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// The lines of the results file at `path` that parse (a line cut short by a crash does not).
  static func read(_ path: String) -> [ChildLine] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    let decoder = JSONDecoder()
    return data.split(separator: UInt8(ascii: "\n")).compactMap {
      try? decoder.decode(ChildLine.self, from: Data($0))
    }
  }
}

/// `write(2)`, under a name that the results file's method does not shadow.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
