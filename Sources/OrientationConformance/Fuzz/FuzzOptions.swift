import Generators
public import OrientationSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--shard K/N`: the campaign's sessions whose index is `K - 1` modulo `N`.
public struct FuzzShard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based: shards `1/N` to `N/N`.
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The whole campaign.
  public static let all = FuzzShard(index: 1, count: 1)

  /// The most shards `--shard K/N` takes.
  public static let maxCount = 1_000_000

  /// Parses `K/N` with `1 <= K <= N <= limit`: `maxCount` for what a user types; a worker's
  /// slot of a shard (``slot(_:of:)``) can be a shard of up to `maxCount` times `--jobs`.
  public init(parsing text: String, limit: Int = FuzzShard.maxCount) throws(UsageError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      (1...limit).contains(count), (1...count).contains(index)
    else {
      throw UsageError("--shard takes K/N with 1 <= K <= N <= \(limit) (e.g. 2/4), not '\(text)'")
    }
    self.init(index: index, count: count)
  }

  /// The campaign index of this shard's `ordinal`-th session.
  public func campaignIndex(ofOrdinal ordinal: Int) -> Int {
    ordinal * count + (index - 1)
  }

  /// The sessions of this shard whose ordinal is `slot` modulo `slots` (`0 <= slot < slots`):
  /// itself a shard of the campaign, whose `ordinal`-th session is this shard's
  /// `ordinal * slots + slot`-th. The `slots` slots partition this shard's sessions, as shards
  /// partition the campaign's (`--jobs`).
  public func slot(_ slot: Int, of slots: Int) -> FuzzShard {
    FuzzShard(index: index + count * slot, count: count * slots)
  }

  /// How many of the campaign's first `sessions` sessions belong to this shard.
  public func sessions(of sessions: Int) -> Int {
    sessions <= index - 1 ? 0 : (sessions - index) / count + 1
  }

  public var description: String { "\(index)/\(count)" }
}

/// A fuzz campaign: what it checks, from which seed, until which budget ends.
public struct FuzzOptions: Sendable {
  public var resolver: String = ""
  public var seed: UInt64 = CheckConfiguration().seed
  public var shard = FuzzShard.all
  /// The campaign's number of sessions (over every shard); `nil` for no limit.
  public var sessions: Int?
  /// This job's number of session steps (each event and each refresh action); `nil` for no limit.
  public var steps: Int?
  /// This job's running time in seconds; `nil` for no limit.
  public var seconds: Double?
  /// Events per session (after the launch that starts each one).
  public var sessionLength = 100
  public var maxControllers = 10
  public var failures = ".orientation-check/failures"
  public var json = false
  public var inProcess = false
  /// Whether each new finding gets a page beside its scenario file (`--html`).
  public var drawsPages = false
  /// Worker processes running at once (`--jobs`), each over its slot of the shard.
  public var jobs = 1
  /// The `--assume` options as given; with `NAME=*`, one campaign per value (``AssumeOptions/runs``).
  public var assume = AssumeOptions()
  /// The assumptions this campaign runs under: `assume`'s, or one run's of `NAME=*`.
  public var assumptions = Assumptions()
  /// Whether the campaign replays the saved findings first (each run of `NAME=*` but the first
  /// does not: the first replayed them).
  public var replaysSaved = true
  /// Worker mode (hidden): the path of the shared progress file.
  public var worker: String?
  /// Worker mode: the shard ordinal to start from, and the saved findings to replay first.
  public var startOrdinal = 0
  public var replays: [String] = []
  /// Worker mode: the campaign's process, whose end stops the worker.
  public var parent: Int32?
  /// Worker mode: the shrinks already spent per property.
  public var shrinksSpent: [String: Int] = [:]
  /// A child of a crash's shrink (hidden): its job's file.
  public var childJob: String?
  /// How long a crash's or a hang's shrink may take, in seconds.
  public static let crashShrinkSeconds = 60.0

  /// Each property's violations are shrunk at most this many times per campaign (by each job,
  /// counting its own only, with `--jobs`); later ones are counted. Keeps a resolver that breaks an invariant in
  /// most sessions from spending the campaign shrinking.
  public static let shrinksPerProperty = 16
  /// Every this many sessions (by campaign index) is run twice for the determinism invariant.
  public static let determinismEvery = 10
  /// The most worker processes `--jobs` starts.
  public static let maxJobs = 256
  /// A worker that shows no progress for this long is stopped and its session reported as a hang
  /// (`--hang-seconds`, 10 s by default).
  public var hangSeconds = 10.0

  public init() {}

  /// The generator configuration of the campaign's sessions.
  public var configuration: CheckConfiguration {
    CheckConfiguration(
      sessionLength: sessionLength, maxControllers: maxControllers, assumptions: assumptions)
  }

  /// The seed of the campaign's `index`-th session: the `index`-th output of
  /// `SplitMix64(seed: seed)`, as `matrix` numbers its cases, computed directly.
  public static func sessionSeed(campaign seed: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(
      seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    return generator.next()
  }

  /// Parses the arguments after `fuzz`.
  public init(parsing arguments: [String]) throws(UsageError) {
    var index = 0
    func value(after flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
      return arguments[index]
    }
    func count(after flag: String, allowsZero: Bool = false) throws(UsageError) -> Int {
      let text = try value(after: flag)
      guard let number = Int(text), number > 0 || (allowsZero && number == 0) else {
        throw UsageError(
          "\(flag) takes a \(allowsZero ? "non-negative" : "positive") number, not '\(text)'")
      }
      return number
    }
    var resolver: String?
    var shardText: String?
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--resolver":
        guard resolver == nil else { throw UsageError("'fuzz' takes one --resolver") }
        resolver = try value(after: argument)
      case "--seed": seed = try OrientationCheck.seed(try value(after: argument))
      case "--shard": shardText = try value(after: argument)
      case "--sessions": sessions = try count(after: argument)
      case "--steps": steps = try count(after: argument)
      case "--session-length":
        sessionLength = try count(after: argument)
        guard sessionLength <= 1_000_000 else {
          throw UsageError("--session-length takes at most 1000000 events, not \(sessionLength)")
        }
      case "--max-controllers":
        maxControllers = try count(after: argument)
        guard maxControllers <= 10_000 else {
          throw UsageError("--max-controllers takes at most 10000, not \(maxControllers)")
        }
      case "--time":
        let text = try value(after: argument)
        // At most about 31 years: a Duration holds it.
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 1e9 else {
          throw UsageError(
            "--time takes a positive number of seconds (at most 1e9), not '\(text)'")
        }
        self.seconds = seconds
      case "--failures":
        failures = try value(after: argument)
        guard !failures.isEmpty else { throw UsageError("--failures takes a directory") }
      case "--assume":
        try assume.add(try value(after: argument), allowsEveryValue: true, subcommand: "fuzz")
      case "--json": json = true
      case "--in-process": inProcess = true
      case "--html": drawsPages = true
      case "--jobs":
        jobs = try count(after: argument)
        guard jobs <= Self.maxJobs else {
          throw UsageError("--jobs takes at most \(Self.maxJobs) worker processes, not \(jobs)")
        }
      case "--hang-seconds":
        let text = try value(after: argument)
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 1e9 else {
          throw UsageError("--hang-seconds takes a positive number of seconds, not '\(text)'")
        }
        hangSeconds = seconds
      // Hidden: how the campaign talks to its worker process.
      case "--worker": worker = try value(after: argument)
      case "--child-job": childJob = try value(after: argument)
      case "--start": startOrdinal = try count(after: argument, allowsZero: true)
      case "--replay": replays.append(try value(after: argument))
      case "--parent":
        let text = try value(after: argument)
        guard let pid = Int32(text), pid > 0 else {
          throw UsageError("--parent takes a process id, not '\(text)'")
        }
        parent = pid
      case "--spent":
        let text = try value(after: argument)
        let parts = text.split(separator: "=")
        guard parts.count == 2, let spent = Int(parts[1]) else {
          throw UsageError("--spent takes PROPERTY=N, not '\(text)'")
        }
        shrinksSpent[String(parts[0])] = spent
      default: throw UsageError("unknown argument '\(argument)' for 'fuzz'")
      }
      index += 1
    }
    if let shardText {
      // A worker runs its slot of the user's shard: shard K + M·j of M·N for --jobs N.
      shard = try FuzzShard(
        parsing: shardText,
        limit: worker == nil ? FuzzShard.maxCount : FuzzShard.maxCount * Self.maxJobs)
    }
    guard let resolver else { throw UsageError("'fuzz' needs --resolver NAME") }
    self.resolver = resolver
    assumptions = assume.assumptions
    if worker != nil, let every = assume.everyValue.first {
      // A worker runs one set of assumptions: its campaign passes each value, never `*`.
      throw UsageError("a fuzz worker runs one value of each assumption, not '\(every.name)=*'")
    }
    if jobs > 1 && inProcess {
      throw UsageError("--jobs runs worker processes: it cannot be combined with --in-process")
    }
  }

  /// The worker's arguments for the same campaign from `ordinal` on, with what is known so far.
  func workerArguments(
    progressFile: String, ordinal: Int, steps: Int?, seconds: Double?, replays: [String],
    spent: [String: Int]
  ) -> [String] {
    var arguments = [
      "fuzz", "--worker", progressFile, "--resolver", resolver, "--seed", String(seed),
      "--shard", shard.description, "--session-length", String(sessionLength),
      "--max-controllers", String(maxControllers), "--start", String(ordinal),
      "--parent", String(getpid()),
    ]
    for assignment in assumptions.assignments { arguments += ["--assume", assignment] }
    if let sessions { arguments += ["--sessions", String(sessions)] }
    if let steps { arguments += ["--steps", String(max(1, steps))] }
    if let seconds { arguments += ["--time", String(max(0.001, seconds))] }
    for replay in replays { arguments += ["--replay", replay] }
    for (property, count) in spent.sorted(by: { $0.key < $1.key }) {
      arguments += ["--spent", "\(property)=\(count)"]
    }
    return arguments
  }
}
