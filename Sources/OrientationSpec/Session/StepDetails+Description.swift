extension StepDetails {
  /// A controller as the trace names it: `#3 PlayerViewController`.
  public func label(_ id: ControllerID) -> String {
    names[id].map { "\(id) \($0)" } ?? "\(id)"
  }

  /// The details as the trace's indented lines: the launch orientation, each window (its
  /// presentation chain, its decider, its masks where known), then the questions UIKit asked.
  /// `orientation` is the interface orientation after the step, which every window shows.
  public func reportLines(orientation: InterfaceOrientation) -> [String] {
    var lines: [String] = []
    if let launchOrientation {
      lines.append(
        "launch orientation \(launchOrientation) (R25), before the roots were installed and the"
          + " device's pose delivered")
    }
    for window in windows {
      var place: [String] = []
      if window.isKey { place.append("key") }
      if let scene = window.scene { place.append("scene \(scene)") }
      if window.level != 0 { place.append("level \(window.level)") }
      var line = "window \(window.window.index)"
      if !place.isEmpty { line += " (" + place.joined(separator: ", ") + ")" }
      line += ": "
      line +=
        window.chain.isEmpty
        ? "no root"
        : chainText(window)
      line += "; decider " + (window.decider.map(label) ?? "none")
      if window.setsOrientation {
        line += "; sets the orientation"
        if let appMask = window.appMask, let source = window.appMaskSource {
          line += "; app mask \(appMask) (\(Self.describe(source)))"
        }
        if let allowed = window.allowed { line += "; allowed \(allowed)" }
      } else {
        line += "; shown in \(window.sceneOrientation ?? orientation)"
      }
      lines.append(line)
    }
    if omittedWindows > 0 {
      lines.append("… and \(omittedWindows) more windows, not shown (nor their deciders' questions)")
    }
    if !asked.isEmpty {
      lines.append(
        "asked: "
          + asked.map { question in
            (question.controller.map(label) ?? "app delegate") + " " + question.member
          }.joined(separator: "; "))
    }
    return lines
  }

  /// A window's presentation chain: `#0 Nav → #4 Player (.fullScreen, fills)`, a long one with
  /// `… N more …` in its middle.
  func chainText(_ window: WindowDetails) -> String {
    var links = window.chain.map { link in
      guard let style = link.style else { return label(link.controller) }
      return "\(label(link.controller)) (\(style)\(link.fillsWindow ? ", fills" : ""))"
    }
    if window.omittedLinks > 0 {
      links.insert("… \(window.omittedLinks) more …", at: min(Self.chainEnds, links.count))
    }
    return links.joined(separator: " → ")
  }

  /// Where an app mask came from, as the trace says it (R5).
  static func describe(_ source: AppMaskSource) -> String {
    switch source {
    case .appDelegate: "the app delegate"
    case .sceneDelegate: "the scene delegate"
    case .infoPlist: "Info.plist"
    case .idiomDefault: "the idiom's default"
    }
  }
}
