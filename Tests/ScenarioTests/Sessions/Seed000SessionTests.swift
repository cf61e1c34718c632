import OrientationSpec
import Testing

@Suite("Seed 000 as sessions: ELOrientationControlDemo's twelve-point app, for every resolver")
struct Seed000SessionTests {
  @Test(
    "el-orientation-control: the base classes keep each screen in its orientation through presentations, dismissals, launches and turns; the KVC forcing works to iOS 15 only; unforced pushes and pops (portrait catalogue, back button) and alerts (E4) break",
    arguments: Seed000Rows.all.filter { $0.resolver == .elOrientationControl })
  @MainActor func elOrientationControl(_ row: Seed000Row) {
    row.check()
  }

  @Test(
    "reference: the screen on top decides through every container and the app refreshes after every change: the landscape player, the rotate button, the portrait catalogue and the back button turn on entry, before the phone",
    arguments: Seed000Rows.all.filter { $0.resolver == .reference })
  @MainActor func reference(_ row: Seed000Row) {
    row.check()
  }

  @Test(
    "uikit-default: the tab bar and navigation controllers allow the iPhone default, so screens turn with the phone; only full-screen presentations keep their orientation",
    arguments: Seed000Rows.all.filter { $0.resolver == .uikitDefault })
  @MainActor func uikitDefault(_ row: Seed000Row) {
    row.check()
  }

  @Test("every session is played by every resolver on iOS 15 and on iOS 17, once")
  func everySessionHasEveryResolver() {
    let titles = Seed000Session.all.map(\.title)
    #expect(Set(titles).count == titles.count, "session titles name sessions")
    for session in Seed000Session.all {
      for resolver in Seed000Resolver.allCases {
        let versions = Seed000Rows.all
          .filter { $0.session.title == session.title && $0.resolver == resolver }
          .flatMap(\.versions)
        #expect(
          versions.sorted() == [.iOS15, .iOS17], "\(resolver.rawValue): \(session.title)")
      }
    }
    let played = Set(Seed000Rows.all.map(\.session.title))
    #expect(played == Set(titles), "every row plays a listed session")
  }

  @Test("the rows name the resolvers by their command-line names")
  func resolverNames() {
    for resolver in Seed000Resolver.allCases {
      #expect(resolver.rawValue == resolver.resolverName)
    }
  }

  @Test("a row whose facts are wrong records its issues at the row, not at check()")
  @MainActor func issuesPointAtTheRow() {
    let row = Seed000Row(
      Seed000Session.enterLandscapePlayer, .elOrientationControl, iOS: [.iOS15], .asIntended,
      "a deliberately wrong row", after: [.portrait, .portrait, .portrait])
    withKnownIssue {
      row.check()
    } matching: { issue in
      issue.sourceLocation == row.sourceLocation
    }
  }

  @Test("a row's display name states the resolver, the versions, the verdict and the session")
  @MainActor func displayName() {
    let row = Seed000Row(
      Seed000Session.tabsStayPortrait, .reference, iOS: [.iOS15, .iOS17], .asIntended,
      "the tabs stay portrait", after: [.portrait, .portrait, .portrait])
    #expect(
      row.testDescription
        == "reference, iOS 15/17: ✓ as the article intends: turning the phone over the tabs"
        + " (points 1–3): the tabs stay portrait")
    row.check()
  }
}
