import OrientationSpec
import Seed004
import Testing

@Suite("Article session rows report failures at their own line")
struct ArticleSessionRowTests {
  static let session = ArticleSession(
    title: "turning the device", app: AppConfiguration(idiom: .phone),
    root: .content("OnlyViewController"), events: [.rotateDevice(.landscapeLeft)])

  @Test("a row whose step is wrong records its issues at the row, not at check()")
  @MainActor func issuesPointAtTheRow() {
    let row = ArticleSessionRow(
      Self.session, UIKitDefaultResolver(), iOS: [.iOS17], .asIntended, "a deliberately wrong row",
      steps: [.event(.portrait, allowed: .portrait, decider: "SomeOtherViewController")])
    withKnownIssue {
      row.check()
    } matching: { issue in
      issue.sourceLocation == row.sourceLocation
    }
  }

  @Test("a row expecting another number of steps records that at the row")
  @MainActor func stepCountAtTheRow() {
    let row = ArticleSessionRow(
      Self.session, UIKitDefaultResolver(), iOS: [.iOS17], .asIntended, "one step too many",
      steps: [
        .event(.landscapeRight, .followedDevice), .refresh(.landscapeRight),
      ])
    withKnownIssue {
      row.check()
    } matching: { issue in
      issue.sourceLocation == row.sourceLocation
        && String(describing: issue).contains("2 steps expected")
    }
  }

  @Test(
    "a row's display name states the resolver, the versions, the verdict, the session and the outcome"
  )
  @MainActor func displayName() {
    let row = ArticleSessionRow(
      Self.session, SingleLandscapePage.rootDrivenKVC, iOS: [.iOS12, .iOS15], .asIntended,
      "the only screen turns",
      steps: [.event(.landscapeRight, .followedDevice, allowed: .allButUpsideDown)])
    #expect(
      row.testDescription
        == "root-driven-kvc, iOS 12/15: ✓ as the article intends: turning the device: the only screen turns"
    )
    row.check()
  }
}
