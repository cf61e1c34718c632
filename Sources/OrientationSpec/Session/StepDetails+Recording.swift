extension StepDetails {
  /// The details of a step that left `hierarchy` in `orientation`, whose last evaluation found
  /// `decision` in `orientationWindow` (with the status bar and back-swipe decisions), and asked
  /// the decider `deciderPreferred` during the event when it did. Called only when a run records
  /// details; out of line, with nothing of it on the path of a run that does not.
  @usableFromInline
  static func record(
    hierarchy: Hierarchy, app: AppConfiguration, assumptions: Assumptions,
    orientation: InterfaceOrientation, orientationWindow: WindowID?, decision: WindowDecision?,
    deciderPreferred: InterfaceOrientation?, statusBar: StatusBarDecision?,
    interactivePop: InteractivePopDecision?, asksBackSwipe: Bool,
    launchOrientation: InterfaceOrientation?
  ) -> StepDetails {
    var names: [ControllerID: String] = [:]
    var labels: [ControllerID: String] = [:]
    func named(_ id: ControllerID?) {
      guard let id, hierarchy.contains(id), names[id] == nil else { return }
      names[id] = hierarchy.name(of: id)
      let label = hierarchy.label(of: id)
      if !label.isEmpty { labels[id] = label }
    }
    var windows: [WindowDetails] = []
    var asked: [Question] = []
    var omittedWindows = 0
    // The windows shown: the first ones, the key window and the orientation window always.
    var room = shownWindows - hierarchy.windows.indices.filter { index in
      WindowID(index) == orientationWindow || hierarchy.windows[index].isKey
    }.count
    for (index, window) in hierarchy.windows.enumerated() {
      let id = WindowID(index)
      let setsOrientation = id == orientationWindow
      if !setsOrientation && !window.isKey {
        guard room > 0 else {
          omittedWindows += 1
          continue
        }
        room -= 1
      }
      var chain: [ChainLink] = []
      var omittedLinks = 0
      if let root = window.root {
        chain.append(ChainLink(controller: root, style: nil, fillsWindow: true))
        let presentedChain = Array(hierarchy.presentationChain(from: root))
        // The root and the presented controllers: the first and last `chainEnds` shown.
        let length = presentedChain.count + 1
        if length > 2 * chainEnds { omittedLinks = length - 2 * chainEnds }
        for (position, presented) in presentedChain.enumerated() {
          if omittedLinks > 0 && position + 1 >= chainEnds && position + 1 < chainEnds + omittedLinks {
            continue
          }
          let controller = hierarchy[presented]
          chain.append(
            ChainLink(
              controller: presented,
              style: System.adaptedStyle(
                of: controller, app: app, interfaceOrientation: orientation,
                assumptions: assumptions),
              fillsWindow: System.fillsWindow(
                controller, app: app, interfaceOrientation: orientation,
                assumptions: assumptions)))
        }
      }
      for link in chain { named(link.controller) }
      let decider =
        setsOrientation
        ? decision?.decider
        : System.decider(
          of: id, in: hierarchy, app: app,
          interfaceOrientation: hierarchy.hasScenes && window.scene != hierarchy.focusedScene
            ? hierarchy.scenes[window.scene].interfaceOrientation : orientation,
          assumptions: assumptions)
      named(decider)
      var sceneOrientation: InterfaceOrientation? = nil
      if hierarchy.hasScenes, window.scene != hierarchy.focusedScene {
        sceneOrientation = hierarchy.scenes[window.scene].interfaceOrientation
      }
      windows.append(
        WindowDetails(
          window: id, isKey: window.isKey, level: window.level, chain: chain,
          omittedLinks: omittedLinks, decider: decider, setsOrientation: setsOrientation,
          appMask: setsOrientation ? decision?.appMask : nil,
          appMaskSource: setsOrientation ? decision?.appMaskSource : nil,
          allowed: setsOrientation ? decision?.allowed : nil,
          scene: hierarchy.hasScenes ? window.scene : nil, sceneOrientation: sceneOrientation))
      // UIKit asks each window's decider (R1.6); the app delegate is known to have been asked
      // for the orientation window, whose decision says where its app mask came from (R5).
      if setsOrientation, decision?.appMaskSource == .appDelegate {
        asked.append(Question(controller: nil, member: "application(_:supportedInterfaceOrientationsFor:)"))
      }
      if setsOrientation, decision?.appMaskSource == .sceneDelegate {
        asked.append(Question(controller: nil, member: "supportedInterfaceOrientations(for:)"))
      }
      guard let decider, !(setsOrientation && decision?.multitasking == true) else { continue }
      asked.append(Question(controller: decider, member: "supportedInterfaceOrientations"))
      if setsOrientation, decision?.shouldAutorotate != nil {
        asked.append(Question(controller: decider, member: "shouldAutorotate"))
      }
      if setsOrientation, deciderPreferred != nil || decision?.preferred != nil {
        asked.append(
          Question(controller: decider, member: "preferredInterfaceOrientationForPresentation"))
      }
    }
    if let statusBar {
      named(statusBar.owner)
      if let hidden = statusBar.hiddenController {
        named(hidden)
        asked.append(Question(controller: hidden, member: "prefersStatusBarHidden"))
      }
      if let style = statusBar.styleController {
        named(style)
        asked.append(Question(controller: style, member: "preferredStatusBarStyle"))
      }
    }
    if let interactivePop {
      named(interactivePop.navigationController)
      if asksBackSwipe {
        asked.append(
          Question(
            controller: interactivePop.navigationController,
            member: "gestureRecognizerShouldBegin(_:)"))
      }
    }
    return StepDetails(
      windows: windows, omittedWindows: omittedWindows, asked: asked,
      launchOrientation: launchOrientation, names: names, labels: labels)
  }
}
