import OrientationConformance
import OrientationSpec
import Testing

/// Every invariant is checked across assumptions, not only under the defaults: the reference must
/// hold them all whichever reading of an uncertain rule is true, over as many sessions as the
/// matrix runs. (At that count, a nested tab bar without a selection under
/// `intersectionOfChildren` showed forwarding-fidelity expecting the idiom's default of an app's
/// tab bar subclass that overrides nothing, where UIKit's intersection is what it answers.)
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
    Row("externalDisplayFollowsDevice = true") { $0.externalDisplayFollowsDevice = true },
    Row("sceneDelegateOverridesAppDelegate = true") {
      $0.sceneDelegateOverridesAppDelegate = true
    },
    Row("rotationDuringInteractiveDismissal = .immediate") {
      $0.rotationDuringInteractiveDismissal = .immediate
    },
    Row("deviceOrientationSetsInOneTurn = .lastApplies") {
      $0.deviceOrientationSetsInOneTurn = .lastApplies
    },
  ]

  @Test("The reference holds every invariant under the assumption", arguments: rows)
  func reference(_ row: Row) {
    let report = Checker.check(
      ReferenceResolver(),
      CheckConfiguration(cases: PinnedVerdicts.cases, assumptions: row.assumptions))
    for verdict in report.verdicts {
      #expect(
        verdict.holds,
        "\(verdict.invariant.rawValue): \(verdict.counterexample.map { $0.violation.description } ?? "")",
        sourceLocation: row.sourceLocation)
    }
  }

  @Test("Forwarding into a UIKit tab bar expects what it answers under the assumption")
  func forwardingIntoSystemTabBar() throws {
    // An app tab bar whose selected tab is a plain UITabBarController holding a portrait screen:
    // under .intersectionOfChildren UIKit's tab bar answers .portrait, so forwarding to it is
    // faithful; under the default it answers the idiom's default, and so must the app's.
    let hierarchy = try Hierarchy(
      root: .tabBar([.tabBar(origin: .system, [.content(supports: .portrait)])]))
    let session = Session(app: AppConfiguration(), hierarchy: hierarchy, events: [.launch])
    for assumptions in [Assumptions.default, intersecting] {
      var monitor = InvariantMonitor(session: session, assumptions: assumptions)
      System.run(session, resolver: ReferenceResolver(), assumptions: assumptions) {
        monitor.observe($0, $1)
      }
      monitor.finish()
      #expect(monitor.violations.isEmpty, "\(assumptions.tabBarControllerDefault)")
    }
    // The same run judged under the default reading fails: there UIKit's tab bar answers its
    // idiom's default, not the screen's .portrait, so the expectation follows the assumption.
    var monitor = InvariantMonitor(session: session)
    System.run(session, resolver: ReferenceResolver(), assumptions: intersecting) {
      monitor.observe($0, $1)
    }
    monitor.finish()
    #expect(monitor.violations.map(\.invariant).contains(.forwardingFidelity))
  }

  var intersecting: Assumptions {
    var assumptions = Assumptions.default
    assumptions.tabBarControllerDefault = .intersectionOfChildren
    return assumptions
  }
}
