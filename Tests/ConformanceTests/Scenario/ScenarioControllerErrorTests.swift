import OrientationConformance
import Testing

@Suite("Scenario errors: windows, controller lines and presentations")
struct ScenarioControllerErrorTests {
  static let attributes =
    "app, system, thirdParty, supports, autorotates, prefers, statusBarHidden, statusBarStyle,"
    + " forbidsInteractivePop, definesPresentationContext, capturesStatusBarAppearance,"
    + " removesPresentersView, preventsAdaptation, navigationBarHidden, customBackButton,"
    + " barStyle, selected, style, presented, beingPresented, beingDismissed"

  static let styles =
    ".automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom,"
    + " .overFullScreen, .overCurrentContext, .popover"

  static let windows: [ErrorRow] = [
    ErrorRow(app + "window main", 2, 8, "unknown window attribute 'main'; expected key, level or delegate"),
    ErrorRow(app + "window key key", 2, 12, "'key' given twice"),
    ErrorRow(app + "window level 1 level 2", 2, 16, "'level' given twice"),
    ErrorRow(
      app + "window level .top", 2, 14,
      "unknown window level '.top'; expected one of .normal, .statusBar, .alert or a number"),
    ErrorRow(app + "window level", 2, 13, "expected a window level; found end of line"),
    ErrorRow(
      window + "  content \"A\"\n  content \"B\"\n", 4, 3,
      "'window' takes one controller; found a second"),
  ]

  static let controllers: [ErrorRow] = [
    ErrorRow(
      window + "  nav \"X\"", 3, 3,
      "unknown controller kind 'nav'; expected one of content, navigation, tabBar, split, page,"
        + " container, alert"),
    ErrorRow(window + "  \"Home\"", 3, 3, "expected a controller kind; found \"Home\""),
    ErrorRow(
      window + "  presents .fullScreen\n    content\n", 3, 3,
      "'presents' must be indented under the presenting controller"),
    ErrorRow(
      window + "  content \"Home\" landscape", 3, 18,
      "unknown attribute 'landscape'; expected one of \(attributes)"),
    ErrorRow(
      window + "  content \"Home\" \"Again\"", 3, 18,
      "unknown attribute \"Again\"; expected one of \(attributes)"),
    ErrorRow(
      window + "  content supports .all supports .portrait", 3, 25, "'supports' given twice"),
    ErrorRow(window + "  content system thirdParty", 3, 18, "origin given twice"),
    ErrorRow(
      window + "  content customBackButton customBackButton", 3, 28,
      "'customBackButton' given twice"),
    ErrorRow(window + "  content beingPresented presented", 3, 26, "phase given twice"),
    ErrorRow(
      window + "  content style .fullScreen style .pageSheet", 3, 29,
      "presentation style given twice"),
    ErrorRow(
      window + "  navigation barStyle .blue", 3, 23,
      "unknown bar style '.blue'; expected one of .default, .black"),
    ErrorRow(window + "  tabBar barStyle .black barStyle .black", 3, 26, "'barStyle' given twice"),
    ErrorRow(
      window + "  tabBar selected first", 3, 19,
      "unknown tab selection 'first'; expected one of none, more or a number"),
    ErrorRow(window + "  tabBar selected 0 selected 1", 3, 21, "'selected' given twice"),
    ErrorRow(
      window + "  content statusBarStyle .light", 3, 26,
      "unknown status bar style '.light'; expected one of .default, .lightContent, .darkContent"),
    ErrorRow(
      window + "  content prefers .up", 3, 19,
      "unknown interface orientation '.up'; expected one of .portrait, .portraitUpsideDown,"
        + " .landscapeRight, .landscapeLeft, .unknown"),
    ErrorRow(
      window + "  content autorotates no", 3, 23,
      "unknown Boolean 'no'; expected one of true, false"),
    ErrorRow(
      window + "  content statusBarHidden", 3, 26, "expected a Boolean; found end of line"),
    ErrorRow(
      window + "  content forbidsInteractivePop 1", 3, 33,
      "unknown Boolean '1'; expected one of true, false"),
    ErrorRow(
      window + "  content style .sheet", 3, 17,
      "unknown presentation style '.sheet'; expected one of \(styles)"),
  ]

  static let presentations: [ErrorRow] = [
    ErrorRow(
      window + "  content\n    presents .fullScreen\n      content style .pageSheet\n", 5, 15,
      "presentation style given twice"),
    ErrorRow(
      window + "  content\n    presents beingPresented\n      content beingDismissed\n", 5, 15,
      "phase given twice"),
    ErrorRow(
      window + "  content\n    presents .fullScreen .pageSheet\n      content\n", 4, 26,
      "presentation style given twice"),
    ErrorRow(
      window + "  content\n    presents beingPresented beingDismissed\n      content\n", 4, 29,
      "phase given twice"),
    ErrorRow(
      window + "  content\n    presents fullScreen\n      content\n", 4, 14,
      "unknown phase 'fullScreen'; expected one of presented, beingPresented, beingDismissed"
        + " or a presentation style such as .fullScreen"),
    ErrorRow(
      window + "  content\n    presents \"Sheet\"\n      content\n", 4, 14,
      "expected a phase; found \"Sheet\""),
    ErrorRow(
      window + "  content\n    presents .sheet\n      content\n", 4, 14,
      "unknown presentation style '.sheet'; expected one of \(styles)"),
    ErrorRow(
      window + "  content\n    presents .fullScreen\n", 4, 5,
      "'presents' needs a controller on the lines below it, indented"),
    ErrorRow(
      window + "  content\n    presents\n      content\n      content\n", 6, 7,
      "'presents' takes one controller; found a second"),
    ErrorRow(
      window + "  content\n    presents\n      presents\n        content\n", 5, 7,
      "'presents' must be indented under the presenting controller"),
  ]

  @Test("A window line takes key, a level and one root", arguments: windows)
  func windowError(_ row: ErrorRow) { row.check() }

  @Test("A controller line names a kind, then attributes each given once", arguments: controllers)
  func controllerError(_ row: ErrorRow) { row.check() }

  @Test("A presents line gives a style and a phase, then one controller", arguments: presentations)
  func presentationError(_ row: ErrorRow) { row.check() }
}
