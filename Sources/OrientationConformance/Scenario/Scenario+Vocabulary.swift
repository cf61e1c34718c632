import OrientationSpec

/// The words of the format, shared by the parser and the printer so the two cannot drift.
extension Scenario {
  /// The lines before the first window, in the order the printer writes them.
  static let headerKeywords = [
    "app", "plist", "plist~ipad", "delegate", "requiresFullScreen", "appCodeReachesSystemControllers",
    "viewControllerBasedStatusBarAppearance", "orientation", "device", "assume", "positions",
    "resolver",
  ]

  /// Every keyword a line may start with at the top level.
  static let topLevelKeywords = headerKeywords + ["window", "scene", "events"]

  static let idioms = UserInterfaceIdiom.allCases.map { Choice(name: $0.name, value: $0) }
  static let kinds = ControllerKind.allCases.map { Choice(name: $0.name, value: $0) }
  static let origins = ControllerOrigin.allCases.map { Choice(name: $0.name, value: $0) }
  static let phases = TransitionPhase.allCases.map { Choice(name: $0.name, value: $0) }
  static let barStyles = BarStyle.allCases.map { Choice(name: "." + $0.name, value: $0) }

  /// Every option, by the name ``ControllerOptions`` gives it.
  static let options = ControllerOptions(rawValue: .max).names.compactMap { name in
    ControllerOptions(name: name).map { Choice(name: name, value: $0) }
  }

  /// The window levels UIKit names (`UIWindow.Level`); other levels are written as numbers.
  static let levels = [
    Choice(name: ".normal", value: Window.normalLevel),
    Choice(name: ".statusBar", value: Window.statusBarLevel),
    Choice(name: ".alert", value: Window.alertLevel),
  ]

  /// The tab selections that are not an index.
  static let tabSelections = [
    Choice(name: "none", value: TabSelection.none), Choice(name: "more", value: .moreList),
  ]

  /// How an interactive pop or dismissal ends.
  static let interactiveEndings = [
    Choice(name: "finished", value: true), Choice(name: "cancelled", value: false),
  ]

  /// The keywords of declared answers, in the order the printer writes them.
  static let answerKeywords = [
    "supports", "autorotates", "prefers", "statusBarHidden", "statusBarStyle",
    "forbidsInteractivePop",
  ]

  /// The words that may follow a controller's kind and name.
  static let controllerAttributes =
    origins.map(\.name) + answerKeywords + options.map(\.name) + ["barStyle", "selected", "style"]
    + phases.map(\.name)

  /// A level as the format writes it: `.alert`, or a number.
  static func levelName(_ level: Int) -> String {
    levels.first { $0.value == level }?.name ?? String(level)
  }

  /// A tab selection as the format writes it: `2`, `none`, `more`.
  static func selectionName(_ selection: TabSelection) -> String {
    switch selection {
    case .none: "none"
    case .moreList: "more"
    case .index(let index): String(index)
    }
  }
}
