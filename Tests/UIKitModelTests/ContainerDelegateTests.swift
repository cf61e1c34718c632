import OrientationSpec
import Testing
import UIKitModel

// Containers whose delegate answers the orientation questions (R4: a container's answer is its
// own override, else its delegate's method, else UIKit's default).

final class DelegatingSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let answers: Bool
  init(answers: Bool) {
    self.answers = answers
    super.init(nibName: nil, bundle: nil)
    viewControllers = [UIViewController(), UIViewController()]
    delegate = answers ? self : SilentSplitDelegate.shared
  }
  required init?(coder: NSCoder) { nil }
  func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask { .landscape }
  func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation { .landscapeLeft }
}

/// A split view delegate that implements neither orientation method.
final class SilentSplitDelegate: NSObject, UISplitViewControllerDelegate {
  @MainActor static let shared = SilentSplitDelegate()
}

final class DelegatingPageViewController: UIPageViewController, UIPageViewControllerDelegate {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    delegate = self
  }
  required init?(coder: NSCoder) { nil }
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask { .landscapeRight }
}

@Suite("A container asks its delegate before answering itself")
@MainActor
struct ContainerDelegateTests {
  static func launch(_ root: @escaping @MainActor @Sendable () -> UIViewController) throws -> Step {
    let app = UIKitApp(
      name: "delegates", infoPlist: UIKitApp.InfoPlist(supportedInterfaceOrientations: [
        .portrait, .landscapeLeft, .landscapeRight,
      ]), idioms: [.pad], rootViewController: root)
    let launch = try #require(app.vocabulary.launch)
    let session = Session(app: app.vocabulary.app, hierarchy: launch, events: [.launch])
    return try #require(System.run(session, resolver: app).steps.last)
  }

  @Test("a split view controller's delegate decides its mask")
  func splitDelegateDecides() throws {
    let step = try Self.launch { DelegatingSplitViewController(answers: true) }
    #expect(step.allowed == .landscape)
  }

  @Test("a delegate that implements neither method leaves UIKit's own answer")
  func silentDelegateLeavesUIKitsAnswer() throws {
    let step = try Self.launch { DelegatingSplitViewController(answers: false) }
    #expect(step.allowed == [.portrait, .landscapeLeft, .landscapeRight])
  }

  @Test("a page view controller's delegate decides its mask")
  func pageDelegateDecides() throws {
    let step = try Self.launch {
      let page = DelegatingPageViewController()
      return page
    }
    #expect(step.allowed == .landscapeRight)
  }
}
