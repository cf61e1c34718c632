import OrientationSpec
import Testing

@Suite("R14: Dismissing the decider re-evaluates with the controller below")
struct R14Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var resolver: any OrientationResolver
    var trigger: EvaluationTrigger
    var current: InterfaceOrientation
    var decider: ControllerID
    var preferred: InterfaceOrientation?
    var orientation: InterfaceOrientation
    /// The rules applied, leaving out R8, whose recording R8Tests pins.
    var rules: [Rule]
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ root: ControllerSpec,
      resolver: any OrientationResolver = UIKitDefaultResolver(),
      trigger: EvaluationTrigger = .fullScreenDismissal, current: InterfaceOrientation,
      decider: Int,
      preferred: InterfaceOrientation?, orientation: InterfaceOrientation, rules: [Rule],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.resolver = resolver
      self.trigger = trigger
      self.current = current
      self.decider = ControllerID(decider)
      self.preferred = preferred
      self.orientation = orientation
      self.rules = rules
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let player = ControllerSpec.content(
    "Player", supports: .landscape, prefers: .landscapeRight)
  /// Pocket (2022): a reader pushed in a navigation controller; the landscape
  /// player is dismissed.
  static let readerUnderPlayer = ControllerSpec.navigation([.content("Reader", supports: .portrait)]
  )
  .presenting(player, style: .fullScreen, phase: .beingDismissed)

  static let rows: [Row] = [
    Row(
      "dismissing a landscape player returns a portrait presenter to portrait",
      ControllerSpec.content("Reader", supports: .portrait)
        .presenting(player, style: .fullScreen, phase: .beingDismissed),
      current: .landscapeRight, decider: 0, preferred: .portrait, orientation: .portrait,
      rules: [.r5, .r1, .r3, .r7, .r14, .r26]),
    Row(
      "a presenter that allows the current orientation keeps it and is not asked for a preference",
      ControllerSpec.content("Gallery").presenting(
        player, style: .fullScreen, phase: .beingDismissed),
      current: .landscapeRight, decider: 0, preferred: nil, orientation: .landscapeRight,
      rules: [.r5, .r1, .r3, .r7, .r14, .r26]),
    Row(
      "the next full-screen controller below decides, with its own preference",
      ControllerSpec.content("Reader", supports: .portrait).presenting(
        player.presenting(
          .content("Ad", supports: .portrait), style: .fullScreen, phase: .beingDismissed),
        style: .fullScreen),
      current: .portrait, decider: 1, preferred: .landscapeRight, orientation: .landscapeRight,
      rules: [.r5, .r1, .r3, .r7, .r14, .r26]),
    Row(
      "uikit-default: a navigation controller does not ask its portrait reader and stays landscape",
      readerUnderPlayer, current: .landscapeRight, decider: 0, preferred: nil,
      orientation: .landscapeRight, rules: [.r5, .r1, .r3, .r4, .r7, .r14, .r26, .r27]),
    Row(
      "reference: the navigation controller forwards to its reader and returns to portrait",
      readerUnderPlayer, resolver: ReferenceResolver(), current: .landscapeRight, decider: 0,
      preferred: .portrait, orientation: .portrait,
      rules: [.r5, .r1, .r3, .r4, .r7, .r14, .r26, .r27]),
    Row(
      "the presentation trigger applies R13, not R14",
      ControllerSpec.content("Reader", supports: .portrait)
        .presenting(player, style: .fullScreen, phase: .beingPresented),
      trigger: .fullScreenPresentation, current: .portrait, decider: 1, preferred: .landscapeRight,
      orientation: .landscapeRight, rules: [.r5, .r1, .r3, .r7, .r13, .r26]),
    Row(
      "a presentation that keeps the orientation still asks for the preference",
      ControllerSpec.content("Reader").presenting(
        .content("Viewer", prefers: .portrait), style: .fullScreen),
      trigger: .fullScreenPresentation, current: .portrait, decider: 1, preferred: .portrait,
      orientation: .portrait, rules: [.r5, .r1, .r3, .r7, .r13, .r26]),
    Row(
      "a query re-asks the masks but moves nothing",
      ControllerSpec.content("Reader", supports: .portrait)
        .presenting(player, style: .fullScreen, phase: .beingDismissed),
      trigger: .query, current: .landscapeRight, decider: 0, preferred: nil,
      orientation: .landscapeRight, rules: [.r5, .r1, .r3, .r7, .r26]),
  ]

  @Test("The static triggers of System.resolve", arguments: rows)
  func trigger(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: row.resolver, interfaceOrientation: row.current,
      trigger: row.trigger)
    #expect(resolution.trigger == row.trigger, sourceLocation: row.sourceLocation)
    #expect(resolution.decision?.decider == row.decider, sourceLocation: row.sourceLocation)
    #expect(resolution.decision?.preferred == row.preferred, sourceLocation: row.sourceLocation)
    #expect(resolution.previousOrientation == row.current, sourceLocation: row.sourceLocation)
    #expect(resolution.interfaceOrientation == row.orientation, sourceLocation: row.sourceLocation)
    #expect(resolution.exception == nil, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.filter { $0 != .r8 } == row.rules, sourceLocation: row.sourceLocation)
  }

  @Test("The report of a dismissal names the decider, the masks and the rules")
  func report() throws {
    let hierarchy = try makeHierarchy(
      ControllerSpec.content("Reader", supports: .portrait)
        .presenting(Self.player, style: .fullScreen, phase: .beingDismissed))
    let app = AppConfiguration.phone()
    let resolution = resolve(
      hierarchy, in: app, resolver: UIKitDefaultResolver(), interfaceOrientation: .landscapeRight,
      trigger: .fullScreenDismissal)
    #expect(
      resolution.report(in: hierarchy, app: app) == """
        fullScreenDismissal on iOS 17 phone: orientation .landscapeRight → .portrait
          window 0 (sets the orientation); app mask .allButUpsideDown from infoPlist; decider #0 Reader; \
        supports .portrait; prefers .portrait; allowed .portrait
          status bar: owner #0 Reader; hidden false (asked #0 Reader); style .default (asked #0 Reader)
          rules: R5, R1, R3, R7, R14, R26, R8
        """)
    // Up to iOS 15 UIKit also asks shouldAutorotate, whose default is R8's.
    let onIOS15 = AppConfiguration.phone(15)
    let asked = resolve(
      hierarchy, in: onIOS15, resolver: UIKitDefaultResolver(),
      interfaceOrientation: .landscapeRight, trigger: .fullScreenDismissal)
    #expect(
      asked.report(in: hierarchy, app: onIOS15) == """
        fullScreenDismissal on iOS 15 phone: orientation .landscapeRight → .portrait
          window 0 (sets the orientation); app mask .allButUpsideDown from infoPlist; decider #0 Reader; \
        supports .portrait; autorotates true; prefers .portrait; allowed .portrait
          status bar: owner #0 Reader; hidden false (asked #0 Reader); style .default (asked #0 Reader)
          rules: R5, R1, R3, R8, R7, R14, R26
        """)
  }
}
