import Generators
import OrientationSpec
import Testing
import UIKitModel

/// An app whose classes override nothing is UIKit itself: it gives `uikit-default`'s trace.
@Suite("The class model adds no rule of its own")
@MainActor
struct EquivalenceTests {
  static let plain = UIKitApp(name: "plain")

  @Test("an app whose classes override nothing gives uikit-default's trace: 500 sessions")
  func plainAppIsUIKitDefault() {
    Self.expectSameTraces(Self.plain, as: UIKitDefaultResolver())
  }

  /// Records the first of 500 generated sessions on which `app` and `resolver` give different
  /// traces, with the first difference.
  static func expectSameTraces(
    _ app: UIKitApp, as resolver: some OrientationResolver,
    generator: SessionGenerator = SessionGenerator(length: 30, maxControllers: 12),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var source = ChoiceSource(seed: 0)
    for seed: UInt64 in 0..<500 {
      source.reset(seed: seed)
      let session = generator.generate(&source)
      let expected = System.run(session, resolver: resolver)
      let actual = System.run(session, resolver: app)
      if actual != expected {
        Issue.record(
          "seed \(seed): \(firstDifference(actual, expected))", sourceLocation: sourceLocation)
        return
      }
    }
  }
}

/// The reference's answers, without its refresh strategy (a resolver's, not a class's).
struct ReferenceAnswers: OrientationResolver {
  let reference = ReferenceResolver()
  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    if let shown = Self.shown(by: controller) {
      let mask = shown.supportedInterfaceOrientations
      if !mask.isEmpty { return mask }
    }
    return controller.own.supportedInterfaceOrientations
  }
  static func shown(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>? {
    switch controller.kind {
    case .navigation: controller.topViewController
    case .tabBar: controller.selectedViewController
    case .split, .page, .container: controller.children.last
    case .content, .alert: nil
    }
  }
  func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    Self.shown(by: controller)?.shouldAutorotate ?? controller.own.shouldAutorotate
  }
  func preferredInterfaceOrientationForPresentation(for controller: ControllerHandle<Self>)
    -> InterfaceOrientation
  {
    controller.presentable(
      Self.shown(by: controller)?.preferredInterfaceOrientationForPresentation
        ?? controller.declared.preferredInterfaceOrientationForPresentation
        ?? controller.interfaceOrientation)
  }
  func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    Self.shown(by: controller)?.prefersStatusBarHidden ?? controller.own.prefersStatusBarHidden
  }
  func preferredStatusBarStyle(for controller: ControllerHandle<Self>) -> StatusBarStyle {
    Self.shown(by: controller)?.preferredStatusBarStyle ?? controller.own.preferredStatusBarStyle
  }
  func interactivePopGestureShouldBegin(for navigationController: ControllerHandle<Self>) -> Bool {
    guard navigationController.uikitAllowsInteractivePop else { return false }
    return navigationController.topViewController?.declared.forbidsInteractivePop != true
  }
}

extension EquivalenceTests {
  /// The first step where two traces differ, field by field.
  static func firstDifference(_ actual: Trace, _ expected: Trace) -> String {
    for index in 0..<max(actual.steps.count, expected.steps.count) {
      guard index < actual.steps.count, index < expected.steps.count else {
        return "step \(index): one trace ends (\(actual.steps.count) against \(expected.steps.count))"
      }
      let (a, e) = (actual.steps[index], expected.steps[index])
      guard a != e else { continue }
      let fields: [(String, String, String)] = [
        ("event", "\(a.event)", "\(e.event)"), ("skipped", "\(String(describing: a.skipped))", "\(String(describing: e.skipped))"),
        ("decider", "\(String(describing: a.decider))", "\(String(describing: e.decider))"),
        ("allowed", "\(a.allowed)", "\(e.allowed)"), ("appMask", "\(a.appMask)", "\(e.appMask)"),
        ("autorotates", "\(String(describing: a.deciderAutorotates))", "\(String(describing: e.deciderAutorotates))"),
        ("preferred", "\(String(describing: a.deciderPreferred))", "\(String(describing: e.deciderPreferred))"),
        ("after", "\(a.orientationAfter)", "\(e.orientationAfter)"),
        ("statusBar", "\(String(describing: a.statusBar))", "\(String(describing: e.statusBar))"),
        ("pop", "\(String(describing: a.interactivePop))", "\(String(describing: e.interactivePop))"),
        ("exception", "\(String(describing: a.exception))", "\(String(describing: e.exception))"),
        ("rules", "\(a.rules)", "\(e.rules)"), ("warnings", "\(a.warnings)", "\(e.warnings)"),
        ("origin", "\(a.origin)", "\(e.origin)"),
      ]
      let differing = fields.filter { $0.1 != $0.2 }.map { "\($0.0): \($0.1) against \($0.2)" }
      return "step \(index) (\(e.event)): " + differing.joined(separator: "; ")
    }
    return "final hierarchies differ"
  }

  @Test("base classes written as the reference's overrides give the reference's trace: 500 sessions")
  func referenceClassesAreTheReference() {
    Self.expectSameTraces(UIKitApp.referenceClasses, as: ReferenceAnswers())
  }

  /// Sessions that draw interactive dismissals in progress among presentations and turns.
  static let dismissals = SessionGenerator(
    length: 30, maxControllers: 12,
    kinds: [
      .present, .beginInteractiveDismiss, .endInteractiveDismiss, .rotateDevice, .dismiss,
      .push, .pop, .setNeedsUpdateOfSupportedInterfaceOrientations, .setDeviceOrientation,
      .launch,
    ])

  @Test("with interactive dismissals in progress, the plain app and the reference's classes too")
  func interactiveDismissals() {
    Self.expectSameTraces(Self.plain, as: UIKitDefaultResolver(), generator: Self.dismissals)
    Self.expectSameTraces(
      UIKitApp.referenceClasses, as: ReferenceAnswers(), generator: Self.dismissals)
  }
}
