internal import OrientationSpec

/// What the generator draws an app's sessions from, captured once by running its factories.
extension UIKitApp {
  /// What capturing an app gives.
  struct Captured {
    var vocabulary: AppVocabulary
    var factories: [String: @MainActor @Sendable () -> UIViewController]
  }

  /// The capture of this app, made the first time it is needed.
  @MainActor
  func captured() -> Captured {
    if let captured = parts.captured { return captured }
    MainActor.preconditionIsolated(
      "UIKitModel runs an app's classes on the main actor: call the check from @MainActor code")
    let made = Self.capture(
      rootViewController: makeRootViewController, screens: screens, baseClasses: baseClasses,
      infoPlist: infoPlist, idioms: idioms, deploymentTarget: deploymentTarget, actions: actions)
    parts.captured = made
    return made
  }

  @MainActor
  static func capture(
    rootViewController: (@MainActor @Sendable () -> UIViewController)?, screens: [Screen],
    baseClasses: BaseClasses, infoPlist: InfoPlist, idioms: [UIUserInterfaceIdiom],
    deploymentTarget: Int, actions: [Action]
  ) -> Captured {
    var factories: [String: @MainActor @Sendable () -> UIViewController] = [:]
    var launch: Hierarchy?
    if let makeRoot = rootViewController {
      var ignored: [UIViewController] = []
      let root = spec(for: makeRoot(), name: nil, collecting: &ignored)
      factories[root.name] = makeRoot
      launch = try? Hierarchy(windows: [WindowSpec(root: root, isKey: true)])
    }
    var captured: [AppVocabulary.Screen] = []
    for screen in screens {
      var ignored: [UIViewController] = []
      let tree = spec(for: screen.make(), name: screen.name, collecting: &ignored)
      if factories[tree.name] == nil { factories[tree.name] = screen.make }
      captured.append(AppVocabulary.Screen(name: tree.name, tree: tree))
    }
    let app = AppConfiguration(
      idiom: idioms.first ?? .phone,
      osVersion: OSVersion(major: deploymentTarget) ?? .iOS12,
      plistOrientations: infoPlist.supportedInterfaceOrientations,
      padPlistOrientations: infoPlist.supportedInterfaceOrientationsOnPad,
      requiresFullScreen: infoPlist.requiresFullScreen,
      viewControllerBasedStatusBarAppearance: infoPlist.viewControllerBasedStatusBarAppearance)
    let vocabulary = AppVocabulary(
      screens: captured, actions: actions.map(\.name), launch: launch, app: app, idioms: idioms,
      minimumVersion: app.osVersion, baseClassKinds: baseClasses.kinds,
      connectsScenes: infoPlist.supportsMultipleScenes)
    return Captured(vocabulary: vocabulary, factories: factories)
  }

  /// The tree `root` and what it holds make in the hierarchy, with the instances in the order the
  /// hierarchy inserts their controllers (a controller, its children, then what it presents):
  /// `name` for the root (its class's name by default), each other controller its class's name.
  @MainActor
  static func spec(
    for root: UIViewController, name: String?, collecting instances: inout [UIViewController]
  ) -> ControllerSpec {
    instances.append(root)
    let children = root.detached.children.map { spec(for: $0, name: nil, collecting: &instances) }
    let presented = root.detached.presented.map {
      spec(for: $0, name: nil, collecting: &instances)
    }
    var tree = ControllerSpec(
      controller(for: root), name: name ?? String(describing: type(of: root)),
      children: children, presentations: presented.map { [$0] } ?? [])
    if root is UITabBarController {
      let selected = root.detached.selectedIndex
      tree.tabSelection = children.indices.contains(selected) ? .index(selected) : .none
    }
    return tree
  }
}
