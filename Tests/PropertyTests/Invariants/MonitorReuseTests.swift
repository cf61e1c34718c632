import Generators
@_spi(Testing) import OrientationSpec
import Resolvers
import Testing

/// A run tells the monitor when a step leaves UIKit's state as the last one did; the monitor then
/// skips the checks of the state it already made for the same decisions. Its verdicts are those
/// of a monitor that checks every step. A monitor restarted from session to session (reusing
/// the storage it keeps a failing step's state in) gives those verdicts too.
@Suite("Invariant monitor: checks skipped for an unchanged state change no verdict")
struct MonitorReuseTests {
  static let sessions = generatedSessions(120, length: 40, maxControllers: 8)

  static let resolvers: [any OrientationResolver] =
    [ReferenceResolver(), UIKitDefaultResolver()] + SeedResolvers.all + [
      ForgetsOneAnswer(forgotten: .shouldAutorotate), ForgetsOneAnswer(forgotten: .preferred),
      ForgetsOneAnswer(forgotten: .statusBarHidden), ForgetsOneAnswer(forgotten: .statusBarStyle),
      NeverAutorotates(),
      // Answers that change while the state does not: each step's decisions must be checked.
      Flaky(), FlakyStatusBar(),
    ]

  /// Where the two monitors differ, how many steps left the state unchanged, and how many
  /// violations of the checks that can be skipped (fidelity, back-swipe) were found.
  static func compare<Resolver: OrientationResolver>(_ resolver: Resolver, recordsRules: Bool)
    -> (mismatches: [String], unchanged: Int, violations: Int)
  {
    var mismatches: [String] = []
    var unchanged = 0
    var violations = 0
    var storage = SessionStorage()
    var restarted = InvariantMonitor(session: sessions[0])
    for (index, session) in sessions.enumerated() {
      var reusing = InvariantMonitor(session: session)
      var checkingAll = InvariantMonitor(session: session)
      if index > 0 { restarted.restart(session: session) }
      var previous: SessionState?
      System.run(session, resolver: resolver, recordsRules: recordsRules, storage: &storage) {
        step, state in
        if previous == state { unchanged += 1 }
        previous = state
        reusing.observe(step, state)
        checkingAll.observeCheckingEveryStep(step, state)
        restarted.observe(step, state)
      }
      reusing.finish()
      checkingAll.finish()
      restarted.finish()
      violations +=
        checkingAll.violations.filter {
          $0.invariant == .forwardingFidelity || $0.invariant == .backSwipe
        }.count
      if reusing.violations != checkingAll.violations
        || reusing.appMistake != checkingAll.appMistake
      {
        mismatches.append(
          "session \(index): \(reusing.violations) against \(checkingAll.violations)")
      }
      if restarted.violations != checkingAll.violations
        || restarted.appMistake != checkingAll.appMistake
      {
        mismatches.append(
          "session \(index), restarted: \(restarted.violations) against \(checkingAll.violations)")
      }
    }
    return (mismatches, unchanged, violations)
  }

  @Test(
    "each resolver's violations, with and without rules recorded",
    arguments: resolvers.indices)
  @MainActor func sameVerdicts(_ index: Int) {
    let resolver = Self.resolvers[index]
    for recordsRules in [false, true] {
      let found = Self.compare(resolver, recordsRules: recordsRules)
      #expect(found.mismatches.isEmpty, "\(resolver.name): \(found.mismatches.first ?? "")")
      // The skipped checks are exercised: many steps leave the state as it was.
      #expect(found.unchanged > Self.sessions.count, "\(resolver.name)")
    }
  }

  @Test("the resolvers compared fail the checks that can be skipped, in many sessions")
  @MainActor func violationsAreFound() {
    let total = Self.resolvers.indices.reduce(0) {
      $0 + Self.compare(Self.resolvers[$1], recordsRules: false).violations
    }
    #expect(total > Self.sessions.count)
  }
}

/// The reference, but its status bar answer flips at every fifth question, whatever the state.
final class FlakyStatusBarCounter: @unchecked Sendable { var value = 0 }
struct FlakyStatusBar: OrientationResolver {
  var name: String { "flaky-status-bar" }
  let counter = FlakyStatusBarCounter()
  func prefersStatusBarHidden(for controller: ControllerHandle<Self>) -> Bool {
    counter.value += 1
    return controller.own.prefersStatusBarHidden != (counter.value % 5 == 0)
  }
}
