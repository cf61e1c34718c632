/// The checks that hold after an event and its refresh actions: what the event that opened a
/// group leaves for them (``Group``), and the checks made on the group's last step.
extension InvariantMonitor {
  /// What the checks after an event need of the event step that opened the group.
  struct Group {
    /// Whether the event applied (it was not skipped).
    var applied: Bool
    var kind: Kind
    var lockedAtStart: Bool
    var orientationBefore: InterfaceOrientation
    /// For a device turn (`rotateDevice`) that applied outside the Control Center lock: whether
    /// the app reported its own rotation lock on (``SessionState/appRotationLocked``), and the
    /// pose's interface orientation when the turn step followed it into an allowed mask (`nil`
    /// otherwise): what the app's reaction must not undo. `nil` for any other event.
    var turn: Turn?

    struct Turn {
      var appLocked: Bool
      var followed: InterfaceOrientation?
    }

    enum Kind {
      /// Push, pop, pop to root, new stack, tab switch, a finished back-swipe.
      case navigation
      /// A dismissal, and the end of an interactive one, finished or cancelled.
      case dismiss
      /// A device turn, or entering the foreground held in this pose.
      case device(DeviceOrientation)
      case other
    }

    init(_ step: Step, lockedAtStart: Bool, appLocked: Bool) {
      applied = step.applied
      // The event is read in place: the array's getter would copy it (its payload's references).
      var turned = false
      kind = step.events.withUnsafeBufferPointer { events in
        switch events[step.eventIndex] {
        case .push, .pop, .popToRoot, .setViewControllers, .selectTab,
          .endInteractivePop(finished: true):
          return .navigation
        case .dismiss, .endInteractiveDismiss: return .dismiss
        case .rotateDevice(let pose):
          turned = true
          return .device(pose)
        case .enterForeground(let pose): return .device(pose)
        default: return .other
        }
      }
      self.lockedAtStart = lockedAtStart
      orientationBefore = step.orientationBefore
      // Under the Control Center lock a turn is no-rotation-while-locked's alone.
      if turned, applied, step.rotation != .locked, case .device(let pose) = kind {
        var followed: InterfaceOrientation? = nil
        if let interface = pose.interfaceOrientation, !appLocked,
          step.allowed.contains(interface), step.orientationAfter == interface
        {
          followed = interface
        }
        turn = Turn(appLocked: appLocked, followed: followed)
      }
    }
  }

  // MARK: After an event and its refresh actions

  /// Ends the current group: records its failures, if its last step kept failing. Inlined at
  /// each event; the recording is out of line.
  @inline(__always) mutating func finishGroup() {
    guard let group else { return }
    self.group = nil
    if keepsFailing { recordFailures(group) }
  }

  /// Records the failures of the step `keepFailing` kept, `group`'s last (out of line: a
  /// violation's text is built here, rarely).
  @inline(never)
  mutating func recordFailures(_ group: Group) {
    guard keepsFailing, let step = failingStep else { return }
    failingStep = nil
    keepsFailing = false
    _ = checkGroup(group, step, failingState, records: true)
  }

  /// The checks after an event and its refresh actions, on the group's last step and the state
  /// after it: whether one fails; with `records`, each failure is recorded. Always inlined: at
  /// each step, `observe` asks without recording, and the recording code goes away.
  @inline(__always)
  mutating func checkGroup(_ group: Group, _ step: Step, _ state: SessionState, records: Bool)
    -> Bool
  {
    guard !step.crashed else { return false }
    // While an interactive dismissal is pending, the interface keeps the swiped controller's
    // orientation and the controller below decides: the checks wait for its end.
    guard state.hierarchy.pendingDismissal == noIndex else { return false }
    var fails = false
    let orientation = step.orientationAfter
    // Up to iOS 15 a screen that declares it does not autorotate keeps the orientation it has:
    // the app's own choice, which no refresh can overcome. Asked last, only where a check fails.
    func declaredNo() -> Bool {
      state.app.osVersion.major <= 15
        && step.decider.map { Self.ownAutorotates($0, state) } == false
    }
    if isChecked(.orientationInMasks), group.applied {
      if step.allowed.isEmpty {
        // No orientation lies in an empty mask. Where UIKit checks for it, it raises E1 and the
        // step crashed (no-exception's); elsewhere nothing crashes, and this reports it. With
        // inconsistent declarations it is the app's own mistake, as E1 is.
        if consistent, step.orientationWindow != nil {
          guard records else { return true }
          fails = true
          fail(
            .orientationInMasks, step, state, code: "empty-allowed",
            expected: "a non-empty allowed mask (app mask \(step.appMask))",
            actual: "allowed [] from \(Self.deciderName(step.decider, state)), in \(orientation)")
        }
      } else if !step.allowed.contains(orientation) || !step.appMask.contains(orientation),
        !declaredNo()
      {
        guard records else { return true }
        fails = true
        fail(
          .orientationInMasks, step, state,
          code: step.appMask.contains(orientation) ? "outside-allowed" : "outside-app-mask",
          expected: "an orientation in \(step.allowed) (app mask \(step.appMask))",
          actual: "\(orientation)")
      }
    }
    guard group.applied else { return fails }
    switch group.kind {
    case .navigation:
      if isChecked(.refreshAfterNavigation), let decider = step.decider {
        let top = Self.visibleTop(from: decider, in: state.hierarchy)
        let mask = step.appMask.intersection(classOrOwnMask(top, state))
        if !mask.isEmpty && !mask.contains(orientation) && !declaredNo() {
          guard records else { return true }
          fails = true
          fail(
            .refreshAfterNavigation, step, state, code: "stale",
            expected: "an orientation in \(mask) (\(Self.name(top, state)) on top)",
            actual: "\(orientation)")
        }
      }
    case .dismiss:
      if isChecked(.dismissRestores), let decider = step.decider {
        let top = Self.visibleTop(from: decider, in: state.hierarchy)
        let mask = step.appMask.intersection(classOrOwnMask(top, state))
        if !mask.isEmpty && !mask.contains(orientation) && !declaredNo() {
          guard records else { return true }
          fails = true
          fail(
            .dismissRestores, step, state, code: "stale",
            expected: "an orientation in \(mask) (\(Self.name(top, state)) below)",
            actual: "\(orientation)")
        }
      }
    case .device(let pose):
      // Following the turned device is what the lock forbids; a refresh that moves the interface
      // back into its mask (the orientation it left is no longer allowed) is not device-driven,
      // even where it picks the pose the device reports (before iOS 9 the lock does not make it
      // report portrait, R22).
      if isChecked(.noRotationWhileLocked), group.lockedAtStart,
        orientation != group.orientationBefore,
        orientation == pose.interfaceOrientation, step.allowed.contains(group.orientationBefore)
      {
        guard records else { return true }
        fails = true
        fail(
          .noRotationWhileLocked, step, state, code: "followed",
          expected: "\(group.orientationBefore): the lock is on", actual: "\(orientation)")
      }
      if isChecked(.followsDevice), let turn = group.turn,
        let expected = Self.turnKept(turn, group, step, orientation), !declaredNo()
      {
        guard records else { return true }
        fails = true
        fail(
          .followsDevice, step, state, code: "turned-away", expected: expected,
          actual: "\(orientation) after the app's reaction (\(step.origin))")
      }
    case .other:
      break
    }
    return fails
  }
}
