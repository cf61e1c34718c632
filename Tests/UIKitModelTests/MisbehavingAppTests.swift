import OrientationSpec
import Testing
import UIKitModel

// App code that would crash on a device in a way the specification names: an alert asked through
// its presenter while the presenter forwards to what it presents (E4), and overrides that forward
// in a cycle (a stack overflow on a device, a forwarding loop here).

/// Seed 000's navigation controller: forwards to `visibleViewController`.
final class VisibleForwardingNavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    visibleViewController?.supportedInterfaceOrientations ?? .portrait
  }
}

/// A screen that asks its navigation controller, which asks its top: a cycle.
final class AskingParentViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    navigationController?.supportedInterfaceOrientations ?? .all
  }
}

/// A screen that walks its relations forever without growing the stack.
final class SpinningViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    var current: UIViewController? = self
    while let controller = current {
      current = controller.parent ?? controller.children.first
    }
    return .portrait
  }
}

@Suite("App code that loops or recurses is a finding, not a crash of the checker")
@MainActor
struct MisbehavingAppTests {
  static func run(_ root: @escaping @MainActor @Sendable () -> UIViewController, _ events: [Event])
    throws -> Trace
  {
    let app = UIKitApp(name: "misbehaving", rootViewController: root)
    let launch = try #require(app.vocabulary.launch)
    var configuration = app.vocabulary.app
    configuration.osVersion = .iOS17
    return System.run(
      Session(app: configuration, hierarchy: launch, events: events), resolver: app)
  }

  @Test("an alert over a navigation controller that forwards to visibleViewController: E4")
  func alertRecursion() throws {
    let trace = try Self.run(
      { VisibleForwardingNavigationController(rootViewController: HomeViewController()) },
      [.launch, .presentAlert(from: 1)])
    #expect(trace.steps.last?.exception == .alertInvokedRecursively)
  }

  @Test("a screen that asks its navigation controller, which asks its top: a forwarding loop")
  func forwardingCycle() throws {
    let trace = try Self.run(
      { ForwardingNavigationController(rootViewController: AskingParentViewController()) },
      [.launch])
    guard case .forwardingLoop(_, let question) = trace.steps.last?.exception else {
      Issue.record("expected a forwarding loop, got \(String(describing: trace.steps.last?.exception))")
      return
    }
    #expect(question == .supportedInterfaceOrientations)
  }

  @Test("a loop over relations that never ends is stopped after a million reads")
  func endlessWalk() throws {
    let trace = try Self.run(
      { ForwardingNavigationController(rootViewController: SpinningViewController()) }, [.launch])
    guard case .forwardingLoop = trace.steps.last?.exception else {
      Issue.record("expected a forwarding loop, got \(String(describing: trace.steps.last?.exception))")
      return
    }
  }
}
