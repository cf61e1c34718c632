import OrientationConformance
import OrientationSpec
import Testing

/// Issue 6: every invariant is checked across assumptions, not only under the defaults. The
/// reference must hold them all whichever reading of an uncertain rule is true.
@Suite("Invariants across assumptions: the reference holds every invariant under each reading")
struct AssumptionInvariantTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var assumptions: Assumptions
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, _ change: (inout Assumptions) -> Void,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      var assumptions = Assumptions.default
      change(&assumptions)
      self.name = name
      self.assumptions = assumptions
      self.sourceLocation = sourceLocation
    }
  }

  /// Each boolean or enumerated assumption moved off its default, one at a time.
  static let rows: [Row] = [
    Row("overFullScreenFillsWindow = false") { $0.overFullScreenFillsWindow = false },
    Row("contextStylesFillWindowWhenCompact = true") {
      $0.contextStylesFillWindowWhenCompact = true
    },
    Row("sheetFillsWindowInCompactHeight = true") { $0.sheetFillsWindowInCompactHeight = true },
    Row("walksPastNonFillingPresentations = false") {
      $0.walksPastNonFillingPresentations = false
    },
    Row("emptyPlistList = .emptyMask") { $0.emptyPlistList = .emptyMask },
    Row("shouldAutorotateSuppressesExceptionOnIOS16 = true") {
      $0.shouldAutorotateSuppressesExceptionOnIOS16 = true
    },
    Row("inheritedPreferredOrientationIsClamped = false") {
      $0.inheritedPreferredOrientationIsClamped = false
    },
    Row("tabBarControllerDefault = .intersectionOfChildren") {
      $0.tabBarControllerDefault = .intersectionOfChildren
    },
    Row("orientationWindow = .frontmostWindow") { $0.orientationWindow = .frontmostWindow },
    Row("attemptRotationWorksOnIOS16 = true") { $0.attemptRotationWorksOnIOS16 = true },
    Row("deviceOrientationSettingWorksOnIOS16 = true") {
      $0.deviceOrientationSettingWorksOnIOS16 = true
    },
  ]

  @Test("The reference holds every invariant under the assumption", arguments: rows)
  func reference(_ row: Row) {
    let report = Checker.check(
      ReferenceResolver(), CheckConfiguration(cases: 100, assumptions: row.assumptions))
    for verdict in report.verdicts {
      #expect(
        verdict.holds,
        "\(verdict.invariant.rawValue): \(verdict.counterexample.map { $0.violation.description } ?? "")",
        sourceLocation: row.sourceLocation)
    }
  }
}
