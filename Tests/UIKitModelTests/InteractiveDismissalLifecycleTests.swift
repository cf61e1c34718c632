import OrientationConformance
import OrientationSpec
import Testing
import UIKitModel

// An interactive dismissal that stays in progress across events: the appearance calls UIKit
// makes as the swipe begins and as it finishes or is cancelled, and `isBeingDismissed` meanwhile.

/// What the app's controllers were told, in order.
@MainActor final class AppearanceLog {
  static let shared = AppearanceLog()
  var lines: [String] = []
}

/// A portrait list that presents its player; it notes whether the player is being dismissed
/// each time UIKit asks it for its orientations.
final class AppearanceListViewController: UIViewController {
  var style: UIModalPresentationStyle = .fullScreen
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if presentedViewController?.isBeingDismissed == true,
      AppearanceLog.shared.lines.last != "list asked while the player is being dismissed"
    {
      AppearanceLog.shared.lines.append("list asked while the player is being dismissed")
    }
    return .portrait
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    AppearanceLog.shared.lines.append("list viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    AppearanceLog.shared.lines.append("list viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    AppearanceLog.shared.lines.append("list viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    AppearanceLog.shared.lines.append("list viewDidDisappear")
  }
  func playTapped() {
    let player = AppearancePlayerViewController()
    player.modalPresentationStyle = style
    present(player, animated: true)
  }
}

/// A landscape player that notes each appearance call with whether it is being dismissed.
final class AppearancePlayerViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  func note(_ call: String) {
    AppearanceLog.shared.lines.append("player \(call)\(isBeingDismissed ? " (being dismissed)" : "")")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note("viewDidDisappear")
  }
}

@MainActor
func appearanceApp(style: UIModalPresentationStyle) -> UIKitApp {
  UIKitApp(
    name: "appearance",
    infoPlist: UIKitApp.InfoPlist(
      supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    rootViewController: {
      let list = AppearanceListViewController()
      list.style = style
      return list
    },
    actions: [.action("play") { (list: AppearanceListViewController) in list.playTapped() }],
    resetState: { AppearanceLog.shared.lines = [] })
}

@Suite("An interactive dismissal in progress: the appearance calls and isBeingDismissed")
@MainActor
struct InteractiveDismissalLifecycleTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var style: UIModalPresentationStyle
    var finished: Bool
    /// The log from the first time the list is asked while the player is being dismissed (the
    /// begin's evaluation), with `— N` where event N's step was observed: the calls after it are
    /// what UIKit told the app as that step settled; a question before it was asked during it.
    var log: [String]
    var sourceLocation: SourceLocation
    var testDescription: String { name }

    init(
      _ name: String, _ style: UIModalPresentationStyle, finished: Bool, log: [String],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.style = style
      self.finished = finished
      self.log = log
      self.sourceLocation = sourceLocation
    }
  }

  nonisolated static let asked = "list asked while the player is being dismissed"

  nonisolated static let rows: [Row] = [
    Row(
      "full screen, finished: the list comes back and the player goes", .fullScreen,
      finished: true,
      log: [
        asked, "— 2", "player viewWillDisappear (being dismissed)", "list viewWillAppear",
        // The dismissal's transition asks the list below (R14).
        asked, "— 3", "player viewDidDisappear", "list viewDidAppear",
      ]),
    Row(
      "full screen, cancelled: the list goes again and the player stays", .fullScreen,
      finished: false,
      log: [
        asked, "— 2", "player viewWillDisappear (being dismissed)", "list viewWillAppear", "— 3",
        "list viewWillDisappear", "player viewWillAppear", "list viewDidDisappear",
        "player viewDidAppear",
      ]),
    Row(
      "a sheet, finished: the list never left the screen, it is told nothing", .pageSheet,
      finished: true,
      log: [
        asked, "— 2", "player viewWillDisappear (being dismissed)", asked, "— 3",
        "player viewDidDisappear",
      ]),
    Row(
      "a sheet, cancelled: the player appears again", .pageSheet, finished: false,
      log: [
        asked, "— 2", "player viewWillDisappear (being dismissed)", "— 3",
        "player viewWillAppear", "player viewDidAppear",
      ]),
  ]

  /// The log of a session of `app` on iOS 17, with `— N` where event N's step was observed;
  /// every invariant must hold.
  static func run(_ app: UIKitApp, _ events: [Event]) throws -> [String] {
    let launch = try #require(app.vocabulary.launch)
    var configuration = app.vocabulary.app
    configuration.osVersion = .iOS17
    let session = Session(app: configuration, hierarchy: launch, events: events)
    var monitor = InvariantMonitor(session: session)
    System.run(session, resolver: app) { step, state in
      if case .event(let position) = step.origin {
        AppearanceLog.shared.lines.append("— \(position)")
      }
      monitor.observe(step, state)
    }
    monitor.finish()
    #expect(monitor.violations.isEmpty, "\(monitor.violations)")
    return AppearanceLog.shared.lines
  }

  @Test("What UIKit tells the app as the swipe begins and as it ends", arguments: rows)
  func appearance(_ row: Row) throws {
    let log = try Self.run(
      appearanceApp(style: row.style),
      [
        .launch, .action("play", controller: 0), .beginInteractiveDismiss(presented: 0),
        .endInteractiveDismiss(finished: row.finished),
      ])
    #expect(Array(log.drop { $0 != Self.asked }) == row.log, sourceLocation: row.sourceLocation)
    // Before the swipe, the player was never being dismissed when the list was asked.
    #expect(log.prefix { $0 != "— 2" }.filter { $0 == Self.asked }.count == 1)
  }

  @Test("While it is pending, other events tell the player nothing more")
  func pendingEvents() throws {
    let log = try Self.run(
      appearanceApp(style: .fullScreen),
      [
        .launch, .action("play", controller: 0), .beginInteractiveDismiss(presented: 0),
        .rotateDevice(.portrait), .dismiss(presented: 0, animated: true),
        .endInteractiveDismiss(finished: true),
      ])
    // The turn is held (nothing turns), the dismiss refused: the player hears of neither.
    let afterBegin = log.drop { $0 != "— 3" }
    #expect(
      afterBegin.filter { $0.hasPrefix("player") }
        == ["player viewDidDisappear"], "\(afterBegin)")
    #expect(afterBegin.suffix(3) == ["— 5", "player viewDidDisappear", "list viewDidAppear"])
  }
}
