/// `UIDevice.current.setValue(_:forKey: "orientation")`: one set, and several in one run-loop
/// turn (R19).
extension SessionRunner {
  /// One set of the device orientation by key-value coding (R19): from iOS 16 it logs E6 and,
  /// unless ``Assumptions/deviceOrientationSettingWorksOnIOS16``, changes nothing; the value
  /// already reported does nothing (hence the "unknown first" trick); any other is a device
  /// event (R12, R21).
  @inlinable
  mutating func setDeviceOrientation(
    _ pose: DeviceOrientation, into out: inout Step, _ source: EventSource,
    _ origin: StepOrigin, _ before: InterfaceOrientation
  ) {
    let version = state.app.osVersion.major
    // From iOS 16 UIKit logs E6 on every attempt, whether or not the assumption lets it work.
    let logged: [Warning] = version >= 16 ? Warning.oneSettingLogged : []
    if version >= 16 && !assumptions.deviceOrientationSettingWorksOnIOS16 {
      return queried(
        into: &out, source, origin: origin, before: before, rules: [.r19],
        warnings: logged)
    }
    // Setting the value already reported does nothing: hence the "unknown first" trick (R19).
    reportDevice(
      pose, changed: pose != state.deviceOrientation, logged: logged, into: &out, source, origin,
      before)
  }

  /// What the device reports becomes `pose` and the device rule runs (R12, R21), when a set
  /// `changed` the reported value; else nothing happens (R19). `logged` holds E6 from iOS 16.
  @inlinable
  mutating func reportDevice(
    _ pose: DeviceOrientation, changed: Bool, logged: [Warning], into out: inout Step,
    _ source: EventSource, _ origin: StepOrigin, _ before: InterfaceOrientation
  ) {
    guard changed else {
      return queried(
        into: &out, source, origin: origin, before: before, skipped: .refused(.noChange),
        rules: [.r19], warnings: logged)
    }
    state.deviceOrientation = pose
    let evaluated = evaluateDeviceTurn()
    return step(
      into: &out, source, origin: origin, before: before, evaluated, rules: [.r19],
      warnings: logged)
  }

  /// Several sets in one run-loop turn, as ``Assumptions/deviceOrientationSetsInOneTurn`` says:
  /// with `.eachApplies`, this step is the first set and the others wait in
  /// ``pendingDeviceSets``, each a step of its own after it (``playPendingDeviceSets``); with
  /// `.lastApplies`, one step: when any set changed the reported value, the device rule runs
  /// once with the value set last (E6 logged for each set from iOS 16).
  @inlinable @inline(never)
  mutating func setDeviceOrientations(
    _ poses: [DeviceOrientation], into out: inout Step, _ source: EventSource,
    _ origin: StepOrigin, _ before: InterfaceOrientation
  ) {
    guard let first = poses.first, let last = poses.last else {
      return skip(into: &out, source, origin: origin, .refused(.noChange))
    }
    if assumptions.deviceOrientationSetsInOneTurn == .eachApplies {
      // The event's own array, sliced: nothing is copied.
      pendingDeviceSets = poses.dropFirst()
      return setDeviceOrientation(first, into: &out, source, origin, before)
    }
    let version = state.app.osVersion.major
    let logged: [Warning] =
      version >= 16
      ? Array(repeating: .deviceOrientationSettingUnsupported, count: poses.count) : []
    if version >= 16 && !assumptions.deviceOrientationSettingWorksOnIOS16 {
      return queried(
        into: &out, source, origin: origin, before: before, rules: [.r19], warnings: logged)
    }
    // Each set that differs from the value before it changes what the device reports.
    var reported = state.deviceOrientation
    var changed = false
    for pose in poses where pose != reported {
      changed = true
      reported = pose
    }
    reportDevice(last, changed: changed, logged: logged, into: &out, source, origin, before)
  }

  /// The sets of one turn after its first (``setDeviceOrientations``), each applied at once as
  /// a step of its own (`N.r.` in a trace) and handed to `observe`; an app's own code hears of
  /// each step before the next set (``SessionHost/settle(after:context:)``), and makes its calls
  /// after the last. `applied` becomes `true` when a set applied. Returns whether a step crashed.
  @inlinable @inline(never)
  mutating func playPendingDeviceSets(
    after position: Int, into step: inout Step, applied: inout Bool, observed: inout UInt64,
    observe: (Step, SessionState) -> Void
  ) -> Bool {
    let poses = pendingDeviceSets
    pendingDeviceSets = []
    for pose in poses {
      if let host {
        let copy = copy step
        withHostContext(appMask: copy.appMask) { host.settle(after: copy, context: $0) }
        readAppRotationLock()
      }
      apply(
        EventSource(Event.singleDeviceSets[pose.rawValue], 0), origin: .refresh(after: position),
        into: &step)
      step.stateUnchanged = host == nil && stateVersion == observed
      observed = stateVersion
      observe(step, state)
      if step.crashed { return true }
      if step.applied { applied = true }
    }
    return false
  }
}

extension Event {
  /// One `setDeviceOrientation` event per pose, indexed by its raw value, built once: a turn's
  /// later sets are applied from these, allocating nothing.
  @usableFromInline static let singleDeviceSets: [[Event]] = DeviceOrientation.allCases.sorted {
    $0.rawValue < $1.rawValue
  }.map { [.setDeviceOrientation($0)] }
}

extension Warning {
  /// E6 once, as one set of the device orientation logs it from iOS 16: one list for every such
  /// step (a list literal there was made anew at each).
  @usableFromInline static let oneSettingLogged: [Warning] = [.deviceOrientationSettingUnsupported]
}
