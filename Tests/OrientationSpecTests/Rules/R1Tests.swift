import OrientationSpec
import Testing

@Suite("R1: The decider is the last presented controller that fills the window, else the root")
struct R1Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var assumptions: Assumptions
    var decider: ControllerID
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration = .phone(),
      assumptions: Assumptions = .default, decider: Int,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.assumptions = assumptions
      self.decider = ControllerID(decider)
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static let screen = ControllerSpec.content("Screen")
  static let player = ControllerSpec.content("Player", supports: .landscape)

  static let rows: [Row] = [
    Row("a root alone decides", screen, decider: 0),
    Row(
      "a full-screen presentation decides", screen.presenting(player, style: .fullScreen),
      decider: 1),
    Row(
      "a page sheet on iPhone 17 leaves the root deciding",
      screen.presenting(player, style: .pageSheet),
      decider: 0),
    Row(
      "the last of two full-screen presentations decides",
      screen.presenting(player.presenting(.content("Top"), style: .fullScreen), style: .fullScreen),
      decider: 2),
    Row(
      "a full-screen controller above a sheet decides (the walk goes on past the sheet)",
      screen.presenting(
        .content("Sheet").presenting(player, style: .fullScreen), style: .formSheet),
      decider: 2),
    Row(
      "with walksPastNonFillingPresentations off, the sheet stops the walk",
      screen.presenting(
        .content("Sheet").presenting(player, style: .fullScreen), style: .formSheet),
      assumptions: .with(\.walksPastNonFillingPresentations, false), decider: 0),
    Row(
      "a full-screen controller being dismissed no longer decides",
      screen.presenting(player, style: .fullScreen, phase: .beingDismissed), decider: 0),
    Row(
      "dismissing the top of two full-screen controllers leaves the one below deciding",
      screen.presenting(
        player.presenting(.content("Top"), style: .fullScreen, phase: .beingDismissed),
        style: .fullScreen),
      decider: 1),
    Row(
      "a full-screen controller being presented already decides",
      screen.presenting(player, style: .fullScreen, phase: .beingPresented), decider: 1),
    Row(
      "positions are depth-first: a container's children come before what it presents",
      .navigation([screen, .content("Detail")]).presenting(player, style: .fullScreen), decider: 3),
    Row(
      "a full-screen presentation inside a sheet's navigation controller still decides",
      screen.presenting(
        .navigation([.content("Form")]).presenting(player, style: .overFullScreen),
        style: .pageSheet),
      decider: 3),
    Row(
      "a full-screen controller above a popover decides (iPhone 17: the popover is a form sheet)",
      screen.presenting(
        .content("Popover").presenting(player, style: .fullScreen), style: .popover),
      decider: 2),
    // Custom presentations (radar 22401547 case 2, I2): one that keeps the
    // presenter's view ends the walk, whatever walksPastNonFillingPresentations says.
    Row(
      "a custom presentation that removes the presenter's view decides",
      screen.presenting(player.with(.removesPresentersView), style: .custom), decider: 1),
    Row(
      "a custom presentation that keeps the presenter's view leaves the presenter deciding",
      screen.presenting(player, style: .custom), decider: 0),
    Row(
      "custom(false) then fullScreen: the walk stops at the custom one, the root decides",
      screen.presenting(
        .content("Card").presenting(player, style: .fullScreen), style: .custom),
      decider: 0),
    Row(
      "custom(false) then custom(true): the top does not decide (radar 22401547 case 2)",
      screen.presenting(
        .content("Card").presenting(player.with(.removesPresentersView), style: .custom),
        style: .custom),
      decider: 0),
    Row(
      "custom(false) then fullScreen on iPad 12 and with the walk past sheets off: the root decides",
      screen.presenting(
        .content("Card").presenting(player, style: .fullScreen), style: .custom),
      app: .pad(12), assumptions: .with(\.walksPastNonFillingPresentations, false), decider: 0),
    Row(
      "fullScreen then custom(false) then fullScreen: the full-screen one below the custom decides",
      screen.presenting(
        player.presenting(
          .content("Card").presenting(.content("Top"), style: .fullScreen), style: .custom),
        style: .fullScreen),
      decider: 1),
    Row(
      "custom(true) then custom(false) then fullScreen: the custom(true) controller decides",
      screen.presenting(
        player.with(.removesPresentersView).presenting(
          .content("Card").presenting(.content("Top"), style: .fullScreen), style: .custom),
        style: .custom),
      decider: 1),
    Row(
      "custom(true) then custom(false): the lower one decides (stackedCustomDecider lower)",
      screen.presenting(
        player.with(.removesPresentersView).presenting(.content("Card"), style: .custom),
        style: .custom),
      decider: 1),
    Row(
      "custom(true) then custom(false) with stackedCustomDecider upper: the upper one decides",
      screen.presenting(
        player.with(.removesPresentersView).presenting(.content("Card"), style: .custom),
        style: .custom),
      assumptions: .with(\.stackedCustomDecider, .upper), decider: 2),
    Row(
      "stackedCustomDecider upper: custom(true), custom(false), fullScreen: still the upper custom",
      screen.presenting(
        player.with(.removesPresentersView).presenting(
          .content("Card").presenting(.content("Top"), style: .fullScreen), style: .custom),
        style: .custom),
      assumptions: .with(\.stackedCustomDecider, .upper), decider: 2),
    Row(
      "stackedCustomDecider upper: custom(false) then custom(true) still stops at the first (radar)",
      screen.presenting(
        .content("Card").presenting(player.with(.removesPresentersView), style: .custom),
        style: .custom),
      assumptions: .with(\.stackedCustomDecider, .upper), decider: 0),
    Row(
      "stackedCustomDecider upper: custom(false) over a full-screen controller is not a stack",
      screen.presenting(
        player.presenting(.content("Card"), style: .custom), style: .fullScreen),
      assumptions: .with(\.stackedCustomDecider, .upper), decider: 1),
  ]

  @Test("System.decider names the row's decider", arguments: rows)
  func decider(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let decider = System.decider(
      of: WindowID(0), in: hierarchy, app: row.app, interfaceOrientation: .portrait,
      assumptions: row.assumptions)
    #expect(decider == row.decider, sourceLocation: row.sourceLocation)
  }

  @Test("System.resolve asks the same decider and records R1", arguments: rows)
  func resolution(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: UIKitDefaultResolver(), trigger: .query,
      assumptions: row.assumptions)
    #expect(resolution.decision?.decider == row.decider, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.first(where: { $0 != .r5 }) == .r1, sourceLocation: row.sourceLocation)
  }

  @Test("A failing row reports the row's line, not the assertion's")
  func failureNamesTheRow() throws {
    let wrong = Row("wrong on purpose", Self.screen, decider: 7)
    try withKnownIssue {
      try decider(wrong)
    } matching: { issue in
      issue.sourceLocation == wrong.sourceLocation
    }
  }
}
