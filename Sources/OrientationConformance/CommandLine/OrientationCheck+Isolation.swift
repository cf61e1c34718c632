import Foundation
import Generators

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import OrientationSpec

/// The options every checking subcommand but `fuzz` takes about its child processes, taken out
/// of its arguments before it parses the rest: `--in-process`, `--hang-seconds S`, and the hidden
/// `--child-job FILE` a child is started with.
struct IsolationOptions {
  var inProcess = false
  var hangSeconds = 10.0
  /// How long a crash's or a hang's shrink may take.
  var shrinkSeconds = 60.0
  var childJob: String?

  init() {}

  /// Takes the options out of `arguments`.
  init(extractingFrom arguments: inout [String]) throws(UsageError) {
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--in-process": inProcess = true
      case "--hang-seconds", "--child-job":
        index += 1
        guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
        let text = arguments[index]
        if argument == "--child-job" {
          childJob = text
        } else {
          guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 1e9 else {
            throw UsageError("--hang-seconds takes a positive number of seconds, not '\(text)'")
          }
          hangSeconds = seconds
        }
      default: rest.append(argument)
      }
      index += 1
    }
    arguments = rest
  }
}

extension OrientationCheck {
  /// The resolvers the command knows by name, and the planted misbehaving ones when the
  /// environment sets `ORIENTATION_CHECK_PLANTED=1` (tests of the child processes).
  func knownResolver(named name: String) throws(UsageError) -> any OrientationResolver {
    if ProcessInfo.processInfo.environment[PlantedTrapResolver.environmentVariable] == "1",
      let planted = PlantedMisbehaviour.resolver(named: name)
    {
      return planted
    }
    return try resolver(named: name)
  }

  /// A checker that runs `resolver`'s checks in child processes of this executable (re-run with
  /// the same arguments and `--child-job FILE`), or `nil` to check in process: with
  /// `--in-process`, or when `run(_:)` was not given this process's own arguments (the command
  /// line core called from a test), where re-running the executable would not reach it.
  func isolatedChecker(
    for resolver: String, _ options: IsolationOptions, planted: Bool = false
  ) throws(UsageError) -> IsolatedChecker? {
    guard !options.inProcess, let arguments = processArguments else { return nil }
    return try IsolatedChecker(
      command: ChildCommand(
        executable: ChildProcess.currentExecutable, arguments: arguments,
        environment: planted ? [PlantedTrapResolver.environmentVariable: "1"] : [:],
        jobPath: .argument("--child-job")),
      resolver: resolver, hangTimeout: .seconds(options.hangSeconds),
      shrinkTimeLimit: .seconds(options.shrinkSeconds))
  }

  /// In a child (`--child-job FILE`): does the job with the resolver it names and the
  /// configuration the arguments gave.
  func childJob(_ path: String, _ configuration: CheckConfiguration) throws(UsageError)
    -> ExitStatus
  {
    let job: ChildJob
    do {
      job = try ChildJob.read(from: path)
    } catch {
      throw UsageError("cannot read the child job '\(path)': \(error)")
    }
    try ChildWorker.perform(
      job, resolver: try knownResolver(named: job.resolver), configuration: configuration)
    return .success
  }

  /// The shared progress of a child running a whole command (`run`, `replay`): it publishes
  /// each step it completes there, after writing out the session it runs (`session`), which
  /// its parent reports a crash with.
  static func commandProgress(_ path: String?, session: Session? = nil, token: ReplayToken? = nil)
    throws(UsageError) -> FuzzSharedProgress?
  {
    guard let path else { return nil }
    let job: ChildJob
    do {
      job = try ChildJob.read(from: path)
    } catch {
      throw UsageError("cannot read the child job '\(path)': \(error)")
    }
    if let session, let token {
      let results = try ChildResults(path: job.resultsPath)
      results.write(.session(scenario: Scenario.print(session), token: token.description))
      close(results.descriptor)
    }
    let progress = try FuzzSharedProgress(path: job.progressPath, create: false)
    progress.starting(0)
    progress.startingSteps()
    return progress
  }

  /// `session`'s whole trace with its details (what `run` and `replay` print), each step
  /// published to `progress` as it completes.
  static func trace<Resolver: OrientationResolver>(
    _ session: Session, _ resolver: Resolver, assumptions: Assumptions = .default,
    progress: FuzzSharedProgress?
  ) -> Trace {
    System.run(session, resolver: resolver, assumptions: assumptions, recordsDetails: true) {
      progress?.completed($0.origin)
    }
  }

  /// Runs this command (`run`, `replay`) in a child and relays what it printed and its status;
  /// a crash or a hang of the child is reported instead, with `session` (exit 1).
  func relayIsolated(
    _ checker: IsolatedChecker, session: Session?, resolver: String, json: Bool,
    token: ReplayToken? = nil, configuration: CheckConfiguration = CheckConfiguration()
  ) throws(UsageError) -> ExitStatus {
    let result = try checker.runCommand()
    guard var crash = result.crash else {
      if !result.output.isEmpty {
        output(String(result.output.dropLast(result.output.hasSuffix("\n") ? 1 : 0)))
      }
      for line in result.errors.split(separator: "\n") { errorOutput(String(line)) }
      return ExitStatus(rawValue: result.status) ?? .finding
    }
    crash.session = session ?? result.session
    crash.token = token
    crash.sessionLength = configuration.sessionLength
    crash.maxControllers = configuration.maxControllers
    if json {
      output(JSON.object([("crash", crash.json)]).text)
    } else {
      if let session { output(session.hierarchy.description) }
      output(crash.brief(resolver: resolver))
    }
    return .finding
  }
}

extension CrashCounterexample {
  /// The finding in a few lines, for a session the reader has in front of them (`run`, `replay`).
  public func brief(resolver: String) -> String {
    (["✗ \(headline) under \(resolver), \(kind == .crash ? "died" : "stopped") \(whereItDied)"]
      + message.split(separator: "\n").map { "    " + $0 }).joined(separator: "\n")
  }

  /// The finding as JSON: `{"property", "cause", "message", "where", "replay"?, "events"?,
  /// "controllers"?}`.
  var json: JSON {
    var members: [(String, JSON)] = [
      ("property", .string(kind.rawValue)), ("cause", .string(cause)),
      ("message", .string(message)), ("where", .string(whereItDied)),
    ]
    if let token { members.append(("replay", .string(token.description))) }
    if let session {
      members.append(("events", .int(session.events.count)))
      members.append(("controllers", .int(session.hierarchy.count)))
    }
    return .object(members)
  }
}
