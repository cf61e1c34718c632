import OrientationSpec
import Testing

/// A step keeps its skip reason inline when it holds no text and boxes the others, refers to its
/// event in the list it came from, and boxes its rare values: none of it shows through its API.
@Suite("Step storage: every value set reads back, and equal steps hash alike")
struct StepStorageTests {
  static let reasons: [SkipReason?] = [
    nil, .refused(.noSuchController(nil)), .refused(.noSuchController(.navigation)),
    .refused(.noSuchController(.tabBar)), .refused(.atRootOfStack),
    .refused(.alreadyPresenting(ControllerID(3))), .refused(.nothingPresented),
    .refused(.transitionInProgress), .refused(.noSuchTab(7)), .refused(.noSuchTab(Int.max)),
    .refused(.noSuchWindow), .refused(.noChange), .unavailable(since: 16),
    .noLongerEffective(since: 16), .noLongerEffective(since: Int.min), .noPendingInteractivePop,
    .backSwipeCannotBegin, .inBackground, .notInBackground, .noPendingInteractiveDismiss,
    .invalidController(StructuralViolation(rule: .linkInRange, controller: 2, detail: "a link")),
  ]

  /// A step of a session whose only event is skipped (no navigation controller to pop).
  static func skippedStep(_ event: Event = .pop(navigation: 0)) throws -> Step {
    let session = Session(
      app: AppConfiguration(), hierarchy: try Hierarchy(root: .content("Only")),
      events: [event])
    var steps: [Step] = []
    System.run(session, resolver: ReferenceResolver(), recordsRules: false) { steps.append($0) }
    return try #require(steps.first)
  }

  @Test("the skip reason set reads back, whichever way it is stored", arguments: reasons)
  func skipReasonRoundTrips(_ reason: SkipReason?) throws {
    var step = try Self.skippedStep()
    #expect(step.skipped == .refused(.noSuchController(.navigation)))
    step.deciderName = "Named"
    step.skipped = reason
    #expect(step.skipped == reason)
    #expect(step.deciderName == "Named")
    var other = try Self.skippedStep()
    other.deciderName = "Named"
    other.skipped = reason
    #expect(step == other)
    #expect(step.hashValue == other.hashValue)
    step.skipped = .inBackground
    #expect(step.skipped == .inBackground)
    #expect(step.deciderName == "Named")
  }

  @Test("the event, the exception, warnings and rules set read back")
  func valuesRoundTrip() throws {
    var step = try Self.skippedStep()
    #expect(step.event == .pop(navigation: 0))
    #expect(step.exception == nil && step.warnings.isEmpty && step.rules.isEmpty)
    step.event = .launch
    step.exception = .alertInvokedRecursively
    step.warnings = [.deviceOrientationSettingUnsupported]
    step.rules = [.r15]
    #expect(step.event == .launch)
    #expect(step.exception == .alertInvokedRecursively)
    #expect(step.warnings == [.deviceOrientationSettingUnsupported])
    #expect(step.rules == [.r15])
    #expect(step.skipped == .refused(.noSuchController(.navigation)))
    step.exception = nil
    step.warnings = []
    step.rules = []
    step.event = .pop(navigation: 0)
    #expect(step == (try Self.skippedStep()))
  }

  /// Two runs of one session compare their steps without comparing events that are the same
  /// element of one list; steps over different lists still compare their events.
  @Test("steps compare their events by value, whatever list holds them")
  func eventsCompareByValue() throws {
    let step = try Self.skippedStep()
    let copy = step
    #expect(step == copy)
    // Another list, an equal event: equal steps.
    #expect(step == (try Self.skippedStep(.pop(navigation: 0))))
    // Another list, the same position, another event (skipped the same way): different steps.
    let other = try Self.skippedStep(.pop(navigation: 1))
    #expect(other.skipped == step.skipped)
    #expect(step != other)
    var moved = step
    moved.event = .pop(navigation: 1)
    #expect(moved == other && moved != step)
  }
}
