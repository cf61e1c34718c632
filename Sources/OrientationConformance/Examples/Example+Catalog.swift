public import OrientationSpec

extension Example {
  /// The examples `orientation-check examples` resolves, drawn from the seed articles.
  public static func catalog(on version: OSVersion = .iOS17) -> [Example] {
    // Seed 000's app: a tab bar of navigation tabs, plist portrait, delegate `.all`.
    let seedApp = AppConfiguration(
      idiom: .phone, osVersion: version, plistOrientations: [.portrait], delegateOrientations: .all)
    let player = ControllerSpec.content(
      "PlayerViewController", supports: .landscape, prefers: .landscapeRight)
    func tabs(_ first: [ControllerSpec]) -> ControllerSpec {
      .tabBar(
        name: "BaseTabBarController",
        [
          .navigation(name: "BaseNavViewController", first),
          .navigation(name: "BaseNavViewController", [.content("DiscoverViewController")]),
          .navigation(name: "BaseNavViewController", [.content("ShelfViewController")]),
          .navigation(name: "BaseNavViewController", [.content("MineViewController")]),
        ])
    }
    return [
      Example(
        name: "player-in-tab",
        summary:
          "Seed 000: a landscape player pushed in a navigation tab; UIKit asks only the tab bar (R1, R4).",
        app: seedApp,
        hierarchy: try! Hierarchy(root: tabs([.content("HomeViewController"), player])),
        interfaceOrientation: .portrait, deviceOrientation: .portrait, trigger: .rootInstalled),
      Example(
        name: "comment-over-player",
        summary:
          "Seed 000: the comment screen presented over full screen decides while it shows (R1, R3).",
        app: seedApp,
        hierarchy: try! Hierarchy(
          root: tabs([.content("HomeViewController"), player])
            .presenting(
              .content("CommentViewController", supports: .landscape, prefers: .landscapeRight),
              style: .overFullScreen, phase: .beingPresented)),
        interfaceOrientation: .landscapeRight, deviceOrientation: .landscapeLeft,
        trigger: .fullScreenPresentation),
      Example(
        name: "login-sheet",
        summary:
          "Seed 000: the portrait login in its own navigation controller, presented as a page sheet (R3).",
        app: seedApp,
        hierarchy: try! Hierarchy(
          root: tabs([.content("HomeViewController"), player])
            .presenting(
              .navigation(
                name: "LoginNavigationController",
                [.content("LoginViewController", supports: .portrait, prefers: .portrait)]),
              style: .pageSheet)),
        interfaceOrientation: .landscapeRight, deviceOrientation: .landscapeLeft,
        trigger: .fullScreenPresentation),
      Example(
        name: "tab-without-selection",
        summary: "Seed 002: a tab bar asked before its selection is set (R4, R6).",
        app: AppConfiguration(
          idiom: .phone, osVersion: version, plistOrientations: [], delegateOrientations: .portrait),
        hierarchy: try! Hierarchy(
          root: .tabBar(
            name: "BaseTabBarController", [.navigation([.content("HomeViewController")])],
            selected: .none)),
        interfaceOrientation: .portrait, deviceOrientation: .portrait, trigger: .rootInstalled),
      Example(
        name: "portrait-picker-in-landscape-app",
        summary:
          "A system picker that supports portrait only, presented full screen in a landscape-only app (R10).",
        app: AppConfiguration(
          idiom: .phone, osVersion: version, plistOrientations: [.landscapeRight, .landscapeLeft]),
        hierarchy: try! Hierarchy(
          root: .content("GameViewController", supports: .landscape)
            .presenting(
              .navigation(
                name: "UIImagePickerController", origin: .system,
                [ControllerSpec.content("PUPhotoPickerHostViewController", origin: .system)],
                declared: DeclaredAnswers(supportedInterfaceOrientations: .portrait)),
              style: .fullScreen, phase: .beingPresented)),
        interfaceOrientation: .landscapeRight, deviceOrientation: .landscapeLeft,
        trigger: .fullScreenPresentation),
      Example(
        name: "ipad-multitasking",
        summary:
          "An iPad app listing all four orientations multitasks: its controllers are not asked (R23).",
        app: AppConfiguration(
          idiom: .pad, osVersion: version, plistOrientations: InterfaceOrientation.valid),
        hierarchy: try! Hierarchy(
          root: .navigation([.content("ReaderViewController", supports: .portrait)])),
        interfaceOrientation: .landscapeLeft, deviceOrientation: .landscapeRight,
        trigger: .rootInstalled),
    ]
  }
}
