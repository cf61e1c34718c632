extension Session {
  /// Whether the app's own declarations agree, so that a UIKit exception is the resolver's fault.
  ///
  /// Consistent means, for every controller of the initial hierarchy and of every event (system
  /// and third-party ones too), against every app mask the session can have (the plist's or the
  /// delegate's, and each mask `setAppDelegateOrientations` sets): no app mask is empty; a declared
  /// supported mask meets it; a declared preferred orientation lies in the controller's mask
  /// (declared, else the idiom's default) and in it. What breaks these rules is the app's own
  /// mistake, reported as such (a portrait-only picker in a landscape-only app).
  public var declarationsAreConsistent: Bool { declarationsAreConsistent(under: .default) }

  /// Whether the declarations agree under `assumptions`, which decide what an Info.plist's list
  /// means (an empty list is the idiom's default, or an empty mask: the app's own mistake).
  ///
  /// When UIKit's own preferred orientation is not clamped
  /// (``Assumptions/inheritedPreferredOrientationIsClamped`` false), a controller that can decide
  /// a full-screen presentation or dismissal (a window's root or a presented controller), whose
  /// answers are UIKit's own (a system or third-party one, unless the app's code reaches them)
  /// and that declares no preferred orientation must support every orientation of the app mask:
  /// presented, or uncovered, while the interface is in another, UIKit's answer, the interface
  /// orientation, lies outside its mask (E3) whatever the app's code does. A `declare` event's
  /// target counts as such a controller.
  public func declarationsAreConsistent(under assumptions: Assumptions) -> Bool {
    let plistMask = app.plistMask(assumptions).mask
    let idiomDefault = app.idiom.defaultOrientations
    let inheritsUnclamped =
      !assumptions.inheritedPreferredOrientationIsClamped && !app.appCodeReachesSystemControllers
    func consistent(under appMask: InterfaceOrientationMask) -> Bool {
      if appMask.intersection(.all).isEmpty { return false }
      return allDeclarations { declared, origin, decides in
        let supported = declared.supportedInterfaceOrientations ?? idiomDefault
        let mask = supported.intersection(appMask)
        if mask.isEmpty { return false }
        if let preferred = declared.preferredInterfaceOrientationForPresentation {
          return mask.contains(preferred)
        }
        if inheritsUnclamped, decides, origin != .app {
          return supported.isSuperset(of: appMask.intersection(.all))
        }
        return true
      }
    }
    // The launch's app mask, then each one `setAppDelegateOrientations` sets (rarely any): one
    // walk over the declarations per mask, collecting nothing.
    guard consistent(under: app.delegateOrientations ?? plistMask) else { return false }
    // A window the delegate answers for differently (rarely any).
    for window in hierarchy.windows {
      if let mask = window.delegateOrientations, !consistent(under: mask) { return false }
    }
    for case .setAppDelegateOrientations(let mask) in events
    where !consistent(under: mask ?? plistMask) {
      return false
    }
    return true
  }

  /// Whether `body` holds for the declared answers of every controller of the initial hierarchy
  /// and of every event, with the controller's origin (`nil` for a `declare` event, whose target
  /// is any controller) and whether it can decide a presentation (a window's root or a presented
  /// controller; `true` for a `declare` event); stops at the first that fails.
  func allDeclarations(_ body: (DeclaredAnswers, ControllerOrigin?, Bool) -> Bool) -> Bool {
    func holds(_ spec: ControllerSpec, decides: Bool) -> Bool {
      body(spec.controller.declared, spec.controller.origin, decides)
        && spec.children.allSatisfy { holds($0, decides: false) }
        && spec.presentations.allSatisfy { holds($0, decides: true) }
    }
    for index in 0..<hierarchy.count {
      let id = ControllerID(index)
      let controller = hierarchy[id]
      if !body(controller.declared, controller.origin, hierarchy.parent(of: id) == nil) {
        return false
      }
    }
    for event in events {
      switch event {
      case .push(let spec, _): if !holds(spec, decides: false) { return false }
      case .present(let spec, _, _, _), .showWindow(let spec, _, _), .connectScene(let spec, _):
        if !holds(spec, decides: true) { return false }
      case .setViewControllers(let stack, _):
        if !stack.allSatisfy({ holds($0, decides: false) }) { return false }
      case .declare(let declared, _): if !body(declared, nil, true) { return false }
      default: break
      }
    }
    return true
  }
}
