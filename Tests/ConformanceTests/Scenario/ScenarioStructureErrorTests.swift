import OrientationConformance
import OrientationSpec
import Testing

@Suite("Scenario errors: structural rules, reported on the line of the controller that breaks them")
struct ScenarioStructureErrorTests {
  static func rule(_ rule: StructuralRule) -> String { "(\(rule.rawValue): \(rule.requirement))" }

  static let hierarchy: [ErrorRow] = [
    ErrorRow(
      window + "  content \"Home\"\n    content \"Child\"\n", 3, 3,
      "a content controller has 1 children \(rule(.childrenOnlyInContainers))"),
    ErrorRow(
      window + "  alert \"Oops\"\n", 3, 3,
      "an alert is a window's root \(rule(.alertIsPresented))"),
    ErrorRow(
      window + "  navigation \"Nav\"\n    content\n    alert\n", 5, 5,
      "an alert is a child of \"Nav\" (line 3) \(rule(.alertIsPresented))"),
    ErrorRow(
      window + "  content\n    presents\n      content \"A\"\n    presents\n      content \"B\"\n",
      3, 3, "presents 2 controllers \(rule(.onePresentation))"),
    ErrorRow(
      window + "  navigation definesPresentationContext\n    content \"Home\"\n"
        + "      presents .currentContext\n        content \"Inner\"\n"
        + "    presents .fullScreen\n      content \"Outer\"\n",
      4, 5,
      "presents \"Inner\" (line 6) while its ancestor navigation (line 3) presents"
        + " \"Outer\" (line 8) \(rule(.onePresentation))"),
    ErrorRow(
      window + "  navigation\n    content \"Home\"\n      presents .fullScreen\n"
        + "        content \"Player\"\n",
      4, 5,
      "presents \"Player\" (line 6) .fullScreen from inside container navigation (line 3);"
        + " UIKit presents it from the window root or presented controller above"
        + " \(rule(.presenterCoversItsStyle))"),
    ErrorRow(
      window + "  navigation\n    content \"Home\"\n      presents .overCurrentContext\n"
        + "        content \"Overlay\"\n",
      4, 5,
      "presents \"Overlay\" (line 6) .overCurrentContext but does not define the presentation"
        + " context \(rule(.presenterCoversItsStyle))"),
    ErrorRow(
      window + "  content beingPresented\n", 3, 3,
      "is beingPresented but nothing presents it \(rule(.possiblePhase))"),
    ErrorRow(
      window + "  content\n    presents beingDismissed\n      content \"Sheet\"\n"
        + "        presents\n          content \"Alert\"\n",
      5, 7,
      "is beingDismissed while it presents \"Alert\" (line 7) \(rule(.possiblePhase))"),
    ErrorRow(
      app + "window\n  split\n    navigation definesPresentationContext\n      content\n"
        + "      presents .currentContext beingPresented\n        content \"A\"\n"
        + "    navigation definesPresentationContext\n      content\n"
        + "      presents .currentContext beingDismissed\n        content \"B\"\n",
      2, 1,
      "runs 2 transitions at once: \"A\" (line 7), \"B\" (line 11) \(rule(.possiblePhase))"),
    ErrorRow(
      window + "  tabBar selected 2\n    content\n    content\n", 3, 3,
      "selects tab 2 of 2 \(rule(.tabSelectionExists))"),
    ErrorRow(
      window + "  tabBar selected more\n    content\n", 3, 3,
      "selects the More list with 1 tabs \(rule(.tabSelectionExists))"),
    ErrorRow(
      window + "  navigation selected 0\n    content\n", 3, 3,
      "a navigation controller has a tab selection \(rule(.selectionOnlyOnTabBars))"),
    ErrorRow(
      window + "  content\nwindow\n  content\nwindow key\n  content\n", 6, 1,
      "windows 0, 2 are all key \(rule(.oneKeyWindow))"),
    ErrorRow(
      window + "  content \"A\"\n    content\nwindow\n  alert\n", 3, 3,
      "a content controller has 1 children \(rule(.childrenOnlyInContainers))"),
  ]

  static let eventTrees: [ErrorRow] = [
    ErrorRow(
      events + "  push navigation 0\n    alert \"Oops\"\n", 7, 5,
      "an alert is a child of the navigation controller \(rule(.alertIsPresented))"),
    ErrorRow(
      events + "  push navigation 0\n    content beingPresented\n", 7, 5,
      "is beingPresented but nothing presents it \(rule(.possiblePhase))"),
    ErrorRow(
      events + "  push navigation 0\n    content \"Player\"\n      presents .fullScreen\n"
        + "        content \"Comment\"\n",
      7, 5,
      "presents \"Comment\" (line 9) .fullScreen from inside container the navigation controller;"
        + " UIKit presents it from the window root or presented controller above"
        + " \(rule(.presenterCoversItsStyle))"),
    ErrorRow(
      events + "  setViewControllers navigation 0\n    content\n    content \"Bad\"\n"
        + "      content\n",
      8, 5, "a content controller has 1 children \(rule(.childrenOnlyInContainers))"),
    ErrorRow(
      events + "  present .fullScreen from 0\n    content\n      presents\n        content\n"
        + "      presents\n        content\n",
      7, 5, "presents 2 controllers \(rule(.onePresentation))"),
    ErrorRow(
      events
        + "  present .fullScreen from 0\n    split\n      navigation definesPresentationContext\n"
        + "        content\n        presents .currentContext beingPresented\n          content \"A\"\n"
        + "      navigation definesPresentationContext\n        content\n"
        + "        presents .currentContext beingDismissed\n          content \"B\"\n",
      6, 3,
      "runs 2 transitions at once: \"A\" (line 11), \"B\" (line 15) \(rule(.possiblePhase))"),
    ErrorRow(
      events + "  showWindow level .alert\n    alert\n", 7, 5,
      "an alert is a window's root \(rule(.alertIsPresented))"),
    ErrorRow(
      events + "  showWindow\n    tabBar selected 1\n      content\n", 7, 5,
      "selects tab 1 of 1 \(rule(.tabSelectionExists))"),
  ]

  @Test(
    "A hierarchy that breaks a structural rule names the controller's line", arguments: hierarchy)
  func hierarchyError(_ row: ErrorRow) { row.check() }

  @Test("An event's tree is checked where the event puts it", arguments: eventTrees)
  func eventTreeError(_ row: ErrorRow) { row.check() }
}
