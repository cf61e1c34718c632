import OrientationSpec
import Testing

@Suite("Scenario rows report failures at their own line")
struct ScenarioRowTests {
  @Test("a row whose facts are wrong records its issues at the row, not at check(_:)")
  func issuesPointAtTheRow() {
    let row = ScenarioRow(
      "a deliberately wrong row", .asIntended, .uikitDefault, on: [.iOS17],
      app: AppConfiguration(), root: .content("OnlyViewController"),
      interface: .portrait, trigger: .query,
      decider: "SomeOtherViewController", allowed: .portrait, orientation: .portrait,
      statusBarOwner: "OnlyViewController")
    withKnownIssue {
      check(row)
    } matching: { issue in
      issue.sourceLocation == row.sourceLocation
    }
  }

  @Test("a row's display name states the resolver, the versions and the verdict")
  func displayName() {
    let row = ScenarioRow(
      "the only screen decides", .asIntended, .reference, on: [.iOS15, .iOS17],
      app: AppConfiguration(), root: .content("OnlyViewController"),
      interface: .portrait, trigger: .query,
      decider: "OnlyViewController", allowed: .allButUpsideDown, orientation: .portrait,
      statusBarOwner: "OnlyViewController")
    #expect(
      row.testDescription
        == "reference, iOS 15/17: ✓ as the article intends: the only screen decides")
    check(row)
  }
}
