#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `orientation-check bench` measures: each figure as a median over repeated runs
/// on one thread, beside a trivial baseline (a hand-written loop doing only the minimum work)
/// measured in the same run, and its target when it has one.
public struct Benchmark {
  /// Workload sizes: `full` for the figures in BENCHMARKS.md, `quick` for tests.
  public struct Configuration: Sendable, Equatable {
    /// Timed runs per figure; each figure is the median of its runs.
    public var runs: Int
    /// Planted-bug hunts use seeds `0..<seeds`.
    public var seeds: Int
    /// Resolutions per run at each depth.
    public var resolutions: Int
    /// Sessions per run (each `SessionGenerator(length: 100)`).
    public var sessions: Int
    /// Hierarchies generated per run.
    public var hierarchies: Int
    /// The most paths an exhaustive enumeration visits per run.
    public var exhaustiveLimit: Int
    /// The largest `Gen.bool.array(of: 0...n)` enumerated.
    public var exhaustiveArraySizes: [Int]

    public static let full = Configuration(
      runs: 5, seeds: 100, resolutions: 50_000, sessions: 200, hierarchies: 100_000,
      exhaustiveLimit: 200_000, exhaustiveArraySizes: [4, 8, 12, 16])
    public static let quick = Configuration(
      runs: 3, seeds: 10, resolutions: 200, sessions: 2, hierarchies: 200,
      exhaustiveLimit: 1_000, exhaustiveArraySizes: [4, 8])
  }

  /// The session length the session figure uses.
  public static let sessionLength = 100
  /// The depths resolution is measured at.
  public static let depths = Array(1...16)

  public var configuration: Configuration
  /// Reads the process's allocation counts; `nil` when the executable does not count them.
  public var allocationCounter: (@Sendable () -> AllocationCounts)?
  /// Progress lines (to standard error), so a long run shows where it is.
  public var progress: (String) -> Void
  /// Hunts a planted resolver that misbehaves, in child processes (``misbehaving(hunt:)``);
  /// `nil` (the command line core called from a test) leaves those figures out.
  var misbehavingHunt: ((String, UInt64) throws(UsageError) -> ResolverReport)?

  public init(
    configuration: Configuration,
    allocationCounter: (@Sendable () -> AllocationCounts)? = nil,
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.configuration = configuration
    self.allocationCounter = allocationCounter
    self.progress = progress
  }

  /// Measures every figure, in the order the table prints them.
  public func run() -> [BenchFigure] {
    var figures: [BenchFigure] = []
    progress("resolution by depth")
    figures += resolution()
    progress("session steps")
    figures += sessions()
    progress("an app's classes")
    figures += classApp()
    progress("hierarchy generation")
    figures += hierarchies()
    progress("planted bugs")
    figures += plantedBugs()
    progress("distinct findings")
    figures += distinctFindings()
    progress("coverage")
    figures += coverage()
    if let misbehavingHunt {
      progress("planted code that crashes or hangs")
      do {
        figures += try misbehaving(hunt: misbehavingHunt)
      } catch {
        progress("planted code that crashes or hangs: not measured (\(error))")
      }
    }
    progress("exhaustive enumeration")
    figures += exhaustive()
    figures.append(
      BenchFigure("bench.runs", Double(configuration.runs), unit: "runs", group: "configuration"))
    figures.append(
      BenchFigure("bench.seeds", Double(configuration.seeds), unit: "seeds", group: "configuration")
    )
    return figures
  }
}

/// Allocations counted by the executable's interposed `malloc` family since the process started.
public struct AllocationCounts: Sendable, Equatable {
  public var allocations: UInt64
  public var bytes: UInt64

  public init(allocations: UInt64, bytes: UInt64) {
    self.allocations = allocations
    self.bytes = bytes
  }
}

/// One measured figure, its baseline in the same unit and its target.
public struct BenchFigure: Sendable {
  /// The flat JSON name, e.g. `resolution.depth8.ns`.
  public var name: String
  public var value: Double
  public var unit: String
  /// The table section.
  public var group: String
  /// The trivial loop's figure in the same unit, measured in the same run.
  public var baseline: Double?
  /// Whether more is better (rates) or less (times, counts).
  public var higherIsBetter: Bool
  public var target: BenchTarget?

  public init(
    _ name: String, _ value: Double, unit: String, group: String, baseline: Double? = nil,
    higherIsBetter: Bool = false, target: BenchTarget? = nil
  ) {
    self.name = name
    self.value = value
    self.unit = unit
    self.group = group
    self.baseline = baseline
    self.higherIsBetter = higherIsBetter
    self.target = target
  }

  /// How many times the baseline's cost this figure costs: figure / baseline for times,
  /// baseline / figure for rates; 1 is as fast as the trivial loop.
  public var ratio: Double? {
    guard let baseline, baseline > 0, value > 0 else { return nil }
    return higherIsBetter ? baseline / value : value / baseline
  }

  public var met: Bool? { target.map { $0.isMet(by: value) } }
}

/// A performance target.
public enum BenchTarget: Sendable {
  case atMost(Double)
  case atLeast(Double)

  public func isMet(by value: Double) -> Bool {
    switch self {
    case .atMost(let limit): value <= limit
    case .atLeast(let limit): value >= limit
    }
  }
}

// MARK: Measuring

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

extension Benchmark {
  /// Nanoseconds of CPU time this thread has used: the timed figures count the measuring
  /// thread's own time, so other processes sharing the cores slow them less than wall time.
  @inline(__always)
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// Nanoseconds since an arbitrary start, from the monotonic clock (wall time).
  @inline(__always)
  static func wallNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// Units per second from nanoseconds per unit; 0 when nothing was measured.
  static func rate(_ nanoseconds: Double) -> Double { nanoseconds > 0 ? 1e9 / nanoseconds : 0 }

  /// The median of `values` (the mean of the middle two for an even count; 0 for none).
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Runs `figure` and `baseline` alternately, `runs` times each after one untimed warm-up of
  /// each, and returns the median nanoseconds per unit of each. Each closure does its work and
  /// returns how many units it did.
  func timePerUnit(figure: () -> Int, baseline: () -> Int) -> (figure: Double, baseline: Double) {
    _ = figure()
    _ = baseline()
    var figures: [Double] = []
    var baselines: [Double] = []
    for _ in 0..<max(1, configuration.runs) {
      figures.append(Self.nanosecondsPerUnit(figure))
      baselines.append(Self.nanosecondsPerUnit(baseline))
    }
    return (Self.median(figures), Self.median(baselines))
  }

  static func nanosecondsPerUnit(_ work: () -> Int) -> Double {
    let start = now()
    let units = work()
    let elapsed = now() - start
    return Double(elapsed) / Double(max(1, units))
  }
}
