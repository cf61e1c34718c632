import Generators
import OrientationSpec
import Testing

@Suite("Exhaustive enumeration: every path of choices once, in record order")
struct ExhaustiveTests {
  @Test("Gen.bool.array(of: 0...2) has 7 cases, shortest first")
  func boolArrays() {
    let all = Exhaustive.all(Gen.bool.array(of: 0...2), size: 10)
    #expect(
      all == [[], [false], [true], [false, false], [false, true], [true, false], [true, true]])
    #expect(Exhaustive.forEach(Gen.bool.array(of: 0...2), size: 10) { _ in true } == (7, true))
  }

  @Test("bind: n from 1 to 3, then a value below n: 1 + 2 + 3 cases")
  func bind() {
    let gen = Gen.int(in: 1...3).bind { n in Gen.int(in: 0...(n - 1)).map { [n, $0] } }
    #expect(
      Exhaustive.all(gen, size: 10) == [[1, 0], [2, 0], [2, 1], [3, 0], [3, 1], [3, 2]])
    let lengths = Gen.int(in: 0...2).bind { Gen.bool.array(of: $0...$0) }
    #expect(Exhaustive.all(lengths, size: 10).count == 7)
  }

  static let counts: [Row<Int, Int>] = [
    Row("size 0: a leaf", 0, 1),
    Row("size 1: a leaf or a node of leaves", 1, 2),
    Row("size 2: 1 + 2²", 2, 5),
    Row("size 3: 1 + 5²", 3, 26),
    Row("size 4: 1 + 26²", 4, 677),
  ]

  @Test("recursive trees: the counts follow t(n) = 1 + t(n - 1)², all distinct", arguments: counts)
  func trees(_ row: Row<Int, Int>) {
    let all = Exhaustive.all(Tree.gen, size: row.input)
    #expect(all.count == row.expected, sourceLocation: row.sourceLocation)
    #expect(Set(all).count == all.count, sourceLocation: row.sourceLocation)
  }

  @Test("every case is a distinct path: Gen.mask has 34 paths for 16 masks")
  func distinctPaths() {
    let paths = Exhaustive.all(Gen<InterfaceOrientationMask>.mask.recorded, size: 10)
    #expect(paths.count == 34)
    #expect(Set(paths.map(\.record)).count == 34)
    #expect(Set(paths.map(\.value)).count == 16)
    #expect(Exhaustive.all(Gen.always(5), size: 10) == [5])
  }

  @Test("the limit is honoured, and so is a body that stops")
  func limits() {
    let gen = Gen.int(in: 0...9).array(of: 0...3)
    #expect(Exhaustive.forEach(gen, size: 10, limit: 3) { _ in true } == (3, false))
    #expect(Exhaustive.all(gen, size: 10, limit: 5) == [[], [0], [1], [2], [3]])
    var visited = 0
    let stopped = Exhaustive.forEach(gen, size: 10) { _ in
      visited += 1
      return visited < 4
    }
    #expect(stopped == (4, false))
    #expect(Exhaustive.forEach(gen, size: 10) { _ in true } == (1_111, true))
  }

  @Test("every hierarchy of one controller: too many paths to enumerate within a limit")
  func hierarchiesOfOneController() {
    // Every path of HierarchyGenerator(maxControllers: 1): 17 window layouts × 8 origins ×
    // 411,600 declared-answer paths × 8,205 kind, option, child-count and presentation-count
    // paths ≈ 4.6 × 10¹¹, for some two million distinct hierarchies: each `draw(chance:in:)`
    // is as many paths as its denominator, and counts are drawn even where the budget is 0.
    var distinct = Set<Hierarchy>()
    let (count, complete) = Exhaustive.forEach(
      Gen.hierarchy(maxControllers: 1), size: 10, limit: 20_000
    ) {
      distinct.insert($0.canonical)
      return true
    }
    #expect(count == 20_000)
    // The first 20,000 paths vary only the last draws: 24 distinct hierarchies.
    #expect(distinct.count == 24)
    withKnownIssue("one controller is ≈ 4.6 × 10¹¹ paths: no complete enumeration") {
      #expect(complete)
    }
  }
}
