import OrientationSpec

/// Navigation controllers forward every mask question to their top, as the
/// reference and most apps do.
private func forwardedMask<Resolver: OrientationResolver>(
  _ controller: ControllerHandle<Resolver>
) -> InterfaceOrientationMask {
  controller.topViewController?.supportedInterfaceOrientations
    ?? controller.own.supportedInterfaceOrientations
}

/// Seed 000's forcing helper as a refresh strategy: after a push of a screen
/// that does not allow the current orientation, the app sets the device
/// orientation to unknown, then to landscape left, by key-value coding (R19).
struct UnknownFirstForcingResolver: OrientationResolver {
  var name: String { "unknown-first-forcing" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    forwardedMask(controller)
  }

  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard case .push = event, let subject,
      !subject.supportedInterfaceOrientations.contains(subject.interfaceOrientation)
    else { return [] }
    return [.setDeviceOrientation(.unknown), .setDeviceOrientation(.landscapeLeft)]
  }
}

/// A forcing strategy that works on every version: after such a push, present
/// a throw-away full-screen controller with the pushed screen's mask from the
/// window's root, then dismiss it.
struct ThrowAwayPresentationResolver: OrientationResolver {
  var name: String { "throw-away-presentation" }

  func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    forwardedMask(controller)
  }

  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard case .push = event, let subject else { return [] }
    let mask = subject.supportedInterfaceOrientations
    guard !mask.contains(subject.interfaceOrientation) else { return [] }
    return [
      .present(.content("Rotator", supports: mask), style: .fullScreen, from: 0, animated: false),
      .dismiss(presented: 0, animated: false),
    ]
  }
}

/// A strategy that returns `count` device rotations to portrait after every
/// push: more than the System runs for one event.
struct FloodingResolver: OrientationResolver {
  var count: Int
  var name: String { "flooding-\(count)" }

  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard case .push = event else { return [] }
    return Array(repeating: .rotateDevice(.portrait), count: count)
  }
}

/// After every push the app presents a full-screen controller whose preferred
/// orientation it does not support (E3): the refresh crashes the app.
struct CrashingRefreshResolver: OrientationResolver {
  var name: String { "crashing-refresh" }

  func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard case .push = event else { return [] }
    return [
      .present(
        .content("BadPreference", supports: .landscape, prefers: .portrait), style: .fullScreen,
        from: 0, animated: true),
      .rotateDevice(.landscapeLeft),
    ]
  }
}
