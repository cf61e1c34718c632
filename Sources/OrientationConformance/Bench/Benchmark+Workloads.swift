import Generators
import OrientationSpec

// MARK: Resolution by depth

extension Benchmark {
  /// A chain of `depth` controllers: `depth - 1` nested containers ending in a screen.
  static func chain(depth: Int) -> Hierarchy {
    var spec = ControllerSpec.content(supports: .allButUpsideDown)
    for _ in 1..<max(1, depth) { spec = .container(.container, [spec]) }
    // A chain is a valid hierarchy by construction.
    return try! Hierarchy(root: spec)
  }

  /// `System.resolve` with the reference resolver at depths 1 to 16, beside a loop that walks
  /// `depth` masks intersecting them; then the slope of the cost in depth and ns(16) / ns(8).
  func resolution() -> [BenchFigure] {
    let app = AppConfiguration()
    let resolver = ReferenceResolver()
    let count = configuration.resolutions
    var figures: [BenchFigure] = []
    var nanoseconds: [Double] = []
    for depth in Self.depths {
      let hierarchy = Self.chain(depth: depth)
      let masks: [UInt8] = (0..<depth).map { 0x1E &- UInt8($0 % 3) * 2 }
      let measured = timePerUnit(
        figure: {
          var sink = 0
          for index in 0..<count {
            let resolution = System.resolve(
              hierarchy, in: app, resolver: resolver,
              interfaceOrientation: index & 1 == 0 ? .portrait : .landscapeLeft)
            sink &+= resolution.interfaceOrientation.rawValue
          }
          blackHole(sink)
          return count
        },
        baseline: {
          var sink = 0
          for index in 0..<count {
            // The minimum: walk the chain's masks, intersect, pick the first allowed orientation.
            var allowed = UInt8(0x1E) ^ UInt8(truncatingIfNeeded: index & 1)
            for mask in masks where allowed & mask != 0 { allowed &= mask }
            sink &+= allowed.trailingZeroBitCount
          }
          blackHole(sink)
          return count
        })
      nanoseconds.append(measured.figure)
      let name = "resolution.depth\(depth)"
      figures.append(
        BenchFigure(
          "\(name).ns", measured.figure, unit: "ns", group: "resolution",
          baseline: measured.baseline, target: depth == 8 ? .atMost(100) : nil))
      figures.append(
        BenchFigure(
          "\(name).perSecond", Self.rate(measured.figure), unit: "/s", group: "resolution",
          baseline: Self.rate(measured.baseline), higherIsBetter: true))
    }
    // Least-squares slope of ns against depth, and doubling the depth from 8 to 16.
    let depths = Self.depths.map(Double.init)
    let meanDepth = depths.reduce(0, +) / Double(depths.count)
    let meanCost = nanoseconds.reduce(0, +) / Double(nanoseconds.count)
    let covariance = zip(depths, nanoseconds).reduce(0) {
      $0 + ($1.0 - meanDepth) * ($1.1 - meanCost)
    }
    let variance = depths.reduce(0) { $0 + ($1 - meanDepth) * ($1 - meanDepth) }
    figures.append(
      BenchFigure(
        "resolution.slope.nsPerLevel", covariance / variance, unit: "ns/level",
        group: "resolution"))
    figures.append(
      BenchFigure(
        "resolution.ratio16to8", nanoseconds[7] > 0 ? nanoseconds[15] / nanoseconds[7] : 0,
        unit: "×",
        group: "resolution", target: .atMost(Self.linearityLimit)))
    return figures
  }

  /// ns(16) / ns(8) at most this counts as linear: 2 for a cost proportional to depth, less with
  /// a fixed part, 4 for a quadratic one; the margin absorbs timing noise.
  public static let linearityLimit = 2.2
}

// MARK: Hierarchy generation

extension Benchmark {
  /// A node as small as a hierarchy's: what the baseline appends.
  struct BaselineNode {
    var kind: UInt8
    var parent: Int32
    var mask: UInt8
  }

  func hierarchies() -> [BenchFigure] {
    let generator = HierarchyGenerator(maxControllers: 10)
    let count = configuration.hierarchies
    // Controllers and choices per hierarchy, for the figure and the baseline's workload.
    var controllers = 0
    var choices = 0
    var hierarchy = Hierarchy()
    var source = ChoiceSource(seed: 0)
    for seed in 0..<count {
      source.reset(seed: UInt64(seed))
      generator.generate(into: &hierarchy, &source)
      controllers += hierarchy.count
      choices += source.choices.count
    }
    let averageControllers = Double(controllers) / Double(max(1, count))
    let averageChoices = Double(choices) / Double(max(1, count))
    let draws = Int(averageChoices.rounded())
    let nodesEach = Int(averageControllers.rounded())
    // What a property run or a fuzz campaign draws (not recording: a failing case is drawn again,
    // recorded), and what a replay or a shrink draws (recording every choice).
    func measure(recording: Bool) -> (figure: Double, baseline: Double) {
      timePerUnit(
        figure: {
          var hierarchy = Hierarchy()
          var source = ChoiceSource(seed: 0, recording: recording)
          var sink = 0
          for seed in 0..<count {
            source.reset(seed: UInt64(seed))
            generator.generate(into: &hierarchy, &source)
            sink &+= hierarchy.count
          }
          blackHole(sink)
          return count
        },
        baseline: {
          var random = Xoshiro256StarStar(seed: 0)
          var nodes: [BaselineNode] = []
          nodes.reserveCapacity(16)
          var sink: UInt64 = 0
          for _ in 0..<count {
            nodes.removeAll(keepingCapacity: true)
            for draw in 0..<draws { sink &+= random.next(below: UInt64(2 + draw % 5)) }
            for node in 0..<nodesEach {
              nodes.append(
                BaselineNode(
                  kind: UInt8(truncatingIfNeeded: sink & 7), parent: Int32(node - 1),
                  mask: UInt8(truncatingIfNeeded: sink >> 3)))
            }
            sink &+= UInt64(nodes.count)
          }
          blackHole(sink)
          return count
        })
    }
    let measured = measure(recording: false)
    let recorded = measure(recording: true)
    return [
      BenchFigure(
        "generator.hierarchiesPerSecond", Self.rate(measured.figure), unit: "/s",
        group: "generator",
        baseline: Self.rate(measured.baseline), higherIsBetter: true, target: .atLeast(1_000_000)),
      BenchFigure(
        "generator.recording.hierarchiesPerSecond", Self.rate(recorded.figure), unit: "/s",
        group: "generator", baseline: Self.rate(recorded.baseline), higherIsBetter: true),
      BenchFigure(
        "generator.controllersPerHierarchy", averageControllers, unit: "controllers",
        group: "generator"),
      BenchFigure(
        "generator.choicesPerHierarchy", averageChoices, unit: "choices", group: "generator"),
    ]
  }
}

// MARK: Exhaustive enumeration

extension Benchmark {
  /// Counts paths and their choices while a generator is enumerated.
  final class PathTally: @unchecked Sendable {
    var paths = 0
    var choices = 0
  }

  /// `Exhaustive.forEach` over `Gen.bool.array(of: 0...n)` by size, `Gen.mask`,
  /// `Gen.declaredAnswers` and the first paths of `HierarchyGenerator(maxControllers: 1)`. The
  /// baseline: an odometer visiting as many paths, writing each path's average number of choices
  /// into a reused buffer.
  func exhaustive() -> [BenchFigure] {
    var enumerations: [(name: String, gen: Gen<Void>)] = configuration.exhaustiveArraySizes.map {
      ("boolArray\($0)", Gen.bool.array(of: 0...$0).map { _ in () })
    }
    enumerations += [
      ("mask", Gen<InterfaceOrientationMask>.mask.map { _ in () }),
      ("declaredAnswers", Gen<DeclaredAnswers>.declaredAnswers.map { _ in () }),
      ("hierarchy1", Gen.hierarchy(maxControllers: 1).map { _ in () }),
    ]
    let limit = configuration.exhaustiveLimit
    var figures: [BenchFigure] = []
    for (name, gen) in enumerations {
      let tally = PathTally()
      let counting = Gen<Void> { source in
        gen.generate(&source)
        tally.paths += 1
        tally.choices += source.choices.count
      }
      let (paths, complete) = Exhaustive.forEach(counting, size: 10, limit: limit) { _ in true }
      let length = max(1, Int((Double(tally.choices) / Double(max(1, tally.paths))).rounded()))
      // A small enumeration is repeated so each timed run visits at least `limit / 10` paths.
      let repeats = max(1, limit / 10 / max(1, paths))
      let measured = timePerUnit(
        figure: {
          var visited = 0
          for _ in 0..<repeats {
            visited += Exhaustive.forEach(gen, size: 10, limit: limit) { _ in true }.count
          }
          return visited
        },
        baseline: {
          var digits = [UInt64](repeating: 0, count: length)
          var buffer = [UInt64](repeating: 0, count: length)
          var sink: UInt64 = 0
          for _ in 0..<paths * repeats {
            var position = length - 1
            while position >= 0 {
              digits[position] += 1
              if digits[position] < 2 { break }
              digits[position] = 0
              position -= 1
            }
            for index in 0..<length { buffer[index] = digits[index] }
            sink &+= buffer[length - 1]
          }
          blackHole(sink)
          return paths * repeats
        })
      let group = "exhaustive"
      let prefix = "exhaustive.\(name)"
      figures += [
        BenchFigure("\(prefix).paths", Double(paths), unit: "paths", group: group),
        BenchFigure(
          "\(prefix).complete", complete ? 1 : 0, unit: complete ? "complete" : "first paths",
          group: group),
        BenchFigure(
          "\(prefix).ms", measured.figure * Double(paths) / 1e6, unit: "ms", group: group,
          baseline: measured.baseline * Double(paths) / 1e6),
        BenchFigure(
          "\(prefix).nsPerPath", measured.figure, unit: "ns", group: group,
          baseline: measured.baseline),
      ]
    }
    return figures
  }
}
