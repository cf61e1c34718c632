import Foundation
import Generators
import OrientationSpec
import Testing

@Suite("Exhaustive enumeration: every path of choices once, in record order")
struct ExhaustiveTests {
  @Test("Gen.bool.array(of: 0...2) has 7 cases, in record order")
  func boolArrays() {
    // Records: [0] for [], then (1, b) per element and a stop 0 below the maximum:
    // [1, 0, 0] < [1, 0, 1, 0] < [1, 0, 1, 1] < [1, 1, 0] < ...
    let all = Exhaustive.all(Gen.bool.array(of: 0...2), size: 10)
    #expect(
      all == [[], [false], [false, false], [false, true], [true], [true, false], [true, true]])
    #expect(Exhaustive.forEach(Gen.bool.array(of: 0...2), size: 10) { _ in true } == (7, true))
  }

  @Test("Gen.bool.array(of: 0...3) has 1 + 2 + 4 + 8 = 15 paths: one per array, no count drawn")
  func boolArraysOfThree() {
    // A length is no longer a draw of 4 values whose paths repeat the shorter arrays' choices:
    // each array is one path, its flags ending in a stop below the maximum.
    let paths = Exhaustive.all(Gen.bool.array(of: 0...3).recorded, size: 10)
    #expect(paths.count == 15)
    #expect(Set(paths.map(\.value)).count == 15)
    #expect(
      (0...3).map { length in paths.filter { $0.value.count == length }.count } == [1, 2, 4, 8])
    // (At the maximum of 3 a stop, always 0, is recorded where a fourth flag would be.)
    #expect(paths.map { $0.record.count } == [1, 3, 5, 7, 7, 5, 7, 7, 3, 5, 7, 7, 5, 7, 7])
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

  @Test("every case is a distinct path: Gen.mask has 22 paths for 16 masks")
  func distinctPaths() {
    // One bit (a named mask or any of the 16), then 6 or 16 values: 6 + 16 paths.
    let paths = Exhaustive.all(Gen<InterfaceOrientationMask>.mask.recorded, size: 10)
    #expect(paths.count == 22)
    #expect(Set(paths.map(\.record)).count == 22)
    #expect(Set(paths.map(\.value)).count == 16)
    #expect(Exhaustive.all(Gen.always(5), size: 10) == [5])
  }

  @Test("a chance is two paths, whatever its odds: declared answers are 12,420 paths")
  func declaredAnswers() {
    // Supported (absent or one of 22 mask paths) × autorotates (absent, 2) × preferred (absent, 4)
    // × status bar hidden (absent, 2) × style (absent, 3) × forbids pop (absent, 2).
    var distinct = Set<DeclaredAnswers>()
    let (count, complete) = Exhaustive.forEach(Gen<DeclaredAnswers>.declaredAnswers, size: 10) {
      distinct.insert($0)
      return true
    }
    #expect(count == 23 * 3 * 5 * 3 * 4 * 3 && count == 12_420)
    #expect(complete)
    // The 22 mask paths name 16 masks: 17 × 3 × 5 × 3 × 4 × 3 distinct declarations.
    #expect(distinct.count == 9_180)
    #expect(Exhaustive.all(Gen.int(in: 0...9).optional(absentOneIn: 10), size: 10).count == 11)
  }

  @Test("the limit is honoured, and so is a body that stops")
  func limits() {
    let gen = Gen.int(in: 0...9).array(of: 0...3)
    #expect(Exhaustive.forEach(gen, size: 10, limit: 3) { _ in true } == (3, false))
    // Depth first in record order: each array is followed by the ones that extend it.
    #expect(Exhaustive.all(gen, size: 10, limit: 5) == [[], [0], [0, 0], [0, 0, 0], [0, 0, 1]])
    var visited = 0
    let stopped = Exhaustive.forEach(gen, size: 10) { _ in
      visited += 1
      return visited < 4
    }
    #expect(stopped == (4, false))
    // One path per array: 1 + 10 + 100 + 1,000.
    #expect(Exhaustive.forEach(gen, size: 10) { _ in true } == (1_111, true))
  }

  @Test("every hierarchy of one controller: 5,998,860 paths, past a debug test's time")
  func hierarchiesOfOneController() {
    // HierarchyGenerator(maxControllers: 1), path by path: the root's kind and its options,
    // 23 (a screen: 4 option paths; navigation: 5; tab bar: 2 × 3 selection draws, 6; split,
    // page or container: 3 × 2; container: 2; the alert's index, of weight 0 for a root, moves
    // down to the container and is not a path of its own), 3 origins, 12,420 declared answers,
    // and 7 window layouts (none, or a rootless second window at 3 levels with its root bit):
    // 23 × 3 × 12,420 × 7 = 5,998,860. With the budget spent on the root, the tab index, the
    // stops and the presentation phase are each one choice of bound 1: one path. They build
    // 1,872,720 distinct hierarchies: 17 root shapes × 3 origins × 9,180 declarations × 4
    // window layouts (measured in release with this enumeration).
    var distinct = Set<Hierarchy>()
    let (count, complete) = Exhaustive.forEach(
      Gen.hierarchy(maxControllers: 1), size: 10, limit: 20_000
    ) {
      distinct.insert($0.canonical)
      return true
    }
    #expect(count == 20_000 && !complete)
    // The first 20,000 paths keep a content root from the app; measured.
    #expect(distinct.count == 11_429)
    guard ProcessInfo.processInfo.environment["GENERATORS_BENCHMARK"] != nil else { return }
    // About a minute in debug: only with GENERATORS_BENCHMARK=1.
    #expect(
      Exhaustive.forEach(Gen.hierarchy(maxControllers: 1), size: 10, limit: 10_000_000) { _ in
        true
      } == (5_998_860, true))
  }
}
