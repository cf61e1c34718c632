/// Checks invariants on the fly, step by step, and keeps the first violation of each.
///
/// Feed it every step of one run, in order, with UIKit's state after the step
/// (``System/run(_:resolver:assumptions:namesControllers:recordsRules:observe:)``), then call
/// ``finish()``. A step that leaves the state as the one before it and shows the decisions of the
/// same evaluation is not checked again: its verdicts would be the same.
/// Checks that hold "after an event and its refresh actions" run when the next event starts or
/// at the end. ``Invariant/determinism`` needs two runs: the checker handles it.
///
/// It keeps no copy of a step or of the state unless a check after the event would fail there,
/// and builds a violation's text only once the violation is final. The copy is made in the
/// monitor's own storage, never shared with the run's state (whose next change would then copy
/// its arrays): a monitor kept from session to session (``restart(session:)``) allocates nothing
/// for it once its storage has grown.
public struct InvariantMonitor {
  /// The invariants being checked.
  public let invariants: Set<Invariant>
  /// Whether the session's declarations are consistent; if not, exceptions are the app's own.
  public let consistent: Bool
  /// The first violation of each invariant, in the order found.
  public private(set) var violations: [InvariantViolation] = []
  /// An exception in an inconsistent session: the app's own mistake, not the resolver's.
  public private(set) var appMistake: UIKitException?
  /// The assumptions the session runs under: a UIKit class's own answer depends on them.
  let assumptions: Assumptions

  /// The invariants still checked: those asked for without a violation yet (``Invariant/bit``).
  var unviolated: UInt16
  /// The event that opened the group being observed.
  var group: Group?
  /// The last step, kept only when the group's checks fail there (without its extras, which a
  /// step whose checks can fail does not need: the run reuses their box once it is let go).
  var failingStep: Step?
  /// The state after `failingStep`, copied into the monitor's own arena (``keepFailing(_:_:)``).
  var failingState: SessionState
  /// Whether `failingStep` and `failingState` hold a failing step: checked instead of the
  /// optional, whose test and reset would copy the whole step at each step.
  var keepsFailing = false
  /// Whether the Control Center lock was on after the last step observed.
  var lockOn: Bool
  /// The state version whose cached query the last step's decisions were copied from
  /// (``Step/queryVersion``): a step with the same state (``Step/stateUnchanged``) and the same
  /// query reads what the last one read, so it gets the same verdicts from the checks of the state
  /// (and a check that failed once is not checked again): they are not run twice.
  var checkedQueryVersion: UInt64 = Step.noQuery
  /// The scene the group's event concerned (``Hierarchy/focusedScene`` after its step).
  var groupScene: SceneIndex = 0

  /// - Parameter assumptions: those the session runs under; they decide what is consistent.
  public init(
    invariants: Set<Invariant> = Invariant.everySet, session: Session,
    assumptions: Assumptions = .default
  ) {
    self.invariants = invariants
    self.assumptions = assumptions
    // Every invariant, the default, without going through the set.
    unviolated =
      invariants.count == Invariant.allCases.count
      ? Invariant.allBits : invariants.reduce(0) { $0 | $1.bit }
    consistent = session.declarationsAreConsistent(under: assumptions)
    lockOn = session.orientationLock
    // An empty arena (no allocation), filled when a step's checks first fail.
    failingState = SessionState(
      app: session.app, hierarchy: Hierarchy(), interfaceOrientation: session.interfaceOrientation,
      physicalOrientation: session.deviceOrientation, deviceOrientation: session.deviceOrientation,
      orientationLock: session.orientationLock, inBackground: false)
  }

  /// Starts over for `session`, as a new monitor with the same invariants and assumptions
  /// would, but keeping the storage a failing step's state is copied into: a campaign that keeps
  /// one monitor allocates nothing for it once the storage has grown to its largest hierarchy.
  /// The last session's violations are gone.
  public mutating func restart(session: Session) {
    var arena = Hierarchy()
    swap(&arena, &failingState.hierarchy)
    self = InvariantMonitor(invariants: invariants, session: session, assumptions: assumptions)
    swap(&arena, &failingState.hierarchy)
  }

  func isChecked(_ invariant: Invariant) -> Bool {
    unviolated & invariant.bit != 0
  }

  /// Records `invariant`'s violation at `step`, unless it has one: `code` says what failed,
  /// `controller` (the step's decider unless given) is who decided (``FailureIdentity``).
  mutating func fail(
    _ invariant: Invariant, _ step: Step, _ state: SessionState, code: String,
    controller: ControllerID?? = nil, expected: @autoclosure () -> String,
    actual: @autoclosure () -> String
  ) {
    guard isChecked(invariant) else { return }
    unviolated &= ~invariant.bit
    var violation = InvariantViolation(
      invariant: invariant, origin: step.origin, event: step.event, expected: expected(),
      actual: actual(), code: code)
    if let exception = step.exception {
      // The class the exception names (none for E4): the step's decider is not always known
      // when UIKit raises, so it would tell one crash apart from itself.
      violation.deciderClass = exception.className
    } else if let decider = controller ?? step.decider, state.hierarchy.contains(decider) {
      violation.deciderKind = state.hierarchy[decider].kind
      violation.deciderClass = state.hierarchy.name(of: decider)
    }
    violations.append(violation)
  }

  /// Observes one step and UIKit's state after it.
  public mutating func observe(_ step: Step, _ state: SessionState) {
    if case .event = step.origin {
      finishGroup()
      // The app's own lock as the event found it: a turn runs none of the app's code but its
      // answers, so the state after the turn step shows the lock it was made under.
      group = Group(step, lockedAtStart: lockOn, appLocked: state.appRotationLocked)
      groupScene = state.hierarchy.focusedScene
    }
    lockOn = state.orientationLock
    checkStep(step, state)
    // With several scenes, a group is judged on its last step in the event's scene: a reaction
    // in another scene (a geometry request sent to the wrong scene) leaves that step standing.
    if state.hierarchy.hasScenes, state.hierarchy.focusedScene != groupScene { return }
    // Whether the group's checks would fail if this were its last step; only then is it kept.
    if keepsFailing {
      failingStep = nil
      keepsFailing = false
    }
    if let group, checkGroup(group, step, state, records: false) { keepFailing(step, state) }
  }

  /// ``observe(_:_:)``, checking what the state shows even where the last step showed the same:
  /// what the monitor's tests compare it with.
  @_spi(Testing)
  public mutating func observeCheckingEveryStep(_ step: Step, _ state: SessionState) {
    var step = step
    step.stateUnchanged = false
    observe(step, state)
  }

  /// Keeps the step and the state, whose checks after the event would fail there, the state in
  /// the monitor's own arena: sharing the run's arrays, it would make the run's next change to
  /// them copy them. Out of line: the copy it makes is not prepared at every step.
  @inline(never)
  mutating func keepFailing(_ step: Step, _ state: SessionState) {
    var kept = step
    kept.extras = nil
    failingStep = kept
    failingState.replaceContents(with: state)
    keepsFailing = true
  }

  /// Ends the run: checks what holds after the last event.
  public mutating func finish() {
    finishGroup()
  }

  // MARK: Per step

  mutating func checkStep(_ step: Step, _ state: SessionState) {
    if let exception = step.exception {
      if consistent {
        fail(
          .noException, step, state, code: exception.identifier, expected: "no exception",
          actual: "\(exception.identifier) \(exception.name)")
      } else if appMistake == nil {
        appMistake = exception
      }
      return
    }
    // Checked for the last step already: the same state, and decisions copied from the same query.
    let sameQuery = step.queryVersion != Step.noQuery && step.queryVersion == checkedQueryVersion
    checkedQueryVersion = step.queryVersion
    if !(step.stateUnchanged && sameQuery) { checkState(step, state) }
    // A turn UIKit held for a pending interactive dismissal is judged when it is followed.
    if isChecked(.followsDevice), case .event = step.origin,
      case .rotateDevice(let pose) = step.event,
      step.applied, step.rotation != .locked, step.rotation != .transitionInProgress
    {
      if state.appRotationLocked {
        // The app's own lock is on: the turn moves nothing, unless the interface was outside
        // the allowed mask already (UIKit then moves it into the mask, which is no turn).
        if step.rotated, step.allowed.contains(step.orientationBefore) {
          fail(
            .followsDevice, step, state, code: "rotated-under-app-lock",
            expected: "no rotation: the app's rotation lock is on",
            actual: "\(step.orientationBefore) → \(step.orientationAfter)")
        }
      } else if let interface = pose.interfaceOrientation, step.allowed.contains(interface) {
        // The app may declare that the screen on top does not autorotate (up to iOS 15).
        let declaredNo =
          step.rotation == .autorotationDisabled
          && step.decider.map { Self.ownAutorotates($0, state) } == false
        if step.orientationAfter != interface && !declaredNo {
          fail(
            .followsDevice, step, state, code: "stayed",
            expected: "rotation to \(interface), which is allowed",
            actual: "\(step.orientationAfter)\(step.rotation.map { " (\($0))" } ?? "")")
        }
      } else if step.rotated {
        fail(
          .followsDevice, step, state, code: "rotated",
          expected: "no rotation: \(pose) is not an allowed interface orientation",
          actual: "\(step.orientationBefore) → \(step.orientationAfter)")
      }
    }
  }

  /// The checks of what the state shows after a step: forwarding fidelity and the back-swipe.
  mutating func checkState(_ step: Step, _ state: SessionState) {
    if isChecked(.forwardingFidelity) { checkFidelity(step, state) }
    if isChecked(.backSwipe), let pop = step.interactivePop, pop.mayBegin {
      let navigation = pop.navigationController
      let topID = state.hierarchy.lastChild(of: navigation)
      if pop.stackCount <= 1 {
        fail(
          .backSwipe, step, state, code: "one-controller", controller: navigation,
          expected: "no back-swipe over \(pop.stackCount) controller",
          actual: "it may begin")
      } else if let topID, state.hierarchy[navigation].origin == .app,
        state.hierarchy[topID].declared.forbidsInteractivePop == true
      {
        fail(
          .backSwipe, step, state, code: "forbidden", controller: navigation,
          expected: "no back-swipe while \(state.hierarchy.name(of: topID)) forbids it",
          actual: "it may begin")
      }
    }
  }
}
