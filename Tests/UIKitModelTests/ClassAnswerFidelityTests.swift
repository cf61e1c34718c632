import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

// forwarding-fidelity on what the visible top's class answers: here a base view controller's
// logic decides (a flag its subclasses set), and nothing is declared, so a container that does
// not forward answers exactly what the declared answers would lead one to expect.

/// Every screen's base class: the player flag decides its answers.
class LogicBaseViewController: UIViewController {
  var isPlayer = false
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    isPlayer ? .landscape : .portrait
  }
  override var shouldAutorotate: Bool { !isPlayer }
}

final class LogicListViewController: LogicBaseViewController {}

final class LogicPlayerViewController: LogicBaseViewController {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    isPlayer = true
  }
  required init?(coder: NSCoder) { nil }
}

/// Forwards `shouldAutorotate` to its top, not the mask.
final class AutorotationOnlyNavigationController: UINavigationController {
  override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
}

/// Forwards the mask to its top, not `shouldAutorotate`.
final class MaskOnlyNavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
}

@Suite("forwarding-fidelity judges the top's class answers: a base class's logic decides")
@MainActor
struct ClassAnswerFidelityTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var version: OSVersion
    var root: @MainActor @Sendable () -> UIViewController
    /// The start of the violation's expected text, or `nil` for none.
    var violation: String?
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, _ version: OSVersion, violation: String?,
      sourceLocation: SourceLocation = #_sourceLocation,
      root: @escaping @MainActor @Sendable () -> UIViewController
    ) {
      self.name = name
      self.version = version
      self.root = root
      self.violation = violation
      self.sourceLocation = sourceLocation
    }
  }

  nonisolated static let rows: [Row] = [
    Row(
      "a container that keeps UIKit's mask over the list's portrait logic", .iOS17,
      violation: "allowed .portrait (the app mask ∩ LogicListViewController's own mask)"
    ) { AutorotationOnlyNavigationController(rootViewController: LogicListViewController()) },
    Row("a container that forwards the mask", .iOS17, violation: nil) {
      ForwardingNavigationController(rootViewController: LogicListViewController())
    },
    Row(
      "iOS 15: a container that keeps shouldAutorotate YES over the player's NO", .iOS15,
      violation: "shouldAutorotate NO (LogicPlayerViewController's own answer)"
    ) { MaskOnlyNavigationController(rootViewController: LogicPlayerViewController()) },
    Row("iOS 15: a container that forwards shouldAutorotate", .iOS15, violation: nil) {
      ForwardingNavigationController(rootViewController: LogicPlayerViewController())
    },
  ]

  @Test("What the class's logic answers is what the container must pass on", arguments: rows)
  func fidelity(_ row: Row) throws {
    let app = UIKitApp(name: "logic", rootViewController: row.root)
    var configuration = app.vocabulary.app
    configuration.osVersion = row.version
    let launch = try #require(app.vocabulary.launch)
    // Nothing is declared: the declared answers would expect UIKit's defaults.
    #expect(launch.ids.allSatisfy { launch[$0].declared == .none })
    var ignored = 0
    let violations = Checker.violations(
      of: Session(app: configuration, hierarchy: launch, events: [.launch]), resolver: app,
      invariants: [.forwardingFidelity], determinism: false, assumptions: .default,
      mistake: &ignored)
    if let expected = row.violation {
      #expect(
        violations.count == 1 && violations[0].expected.hasPrefix(expected), "\(violations)",
        sourceLocation: row.sourceLocation)
    } else {
      #expect(violations.isEmpty, "\(violations)", sourceLocation: row.sourceLocation)
    }
  }
}
