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
  public func declarationsAreConsistent(under assumptions: Assumptions) -> Bool {
    let plistMask = app.plistMask(assumptions).mask
    let idiomDefault = app.idiom.defaultOrientations
    func consistent(under appMask: InterfaceOrientationMask) -> Bool {
      if appMask.intersection(.all).isEmpty { return false }
      return allDeclarations { declared in
        let mask = (declared.supportedInterfaceOrientations ?? idiomDefault).intersection(appMask)
        if mask.isEmpty { return false }
        if let preferred = declared.preferredInterfaceOrientationForPresentation {
          return mask.contains(preferred)
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
  /// and of every event; stops at the first that fails.
  func allDeclarations(_ body: (DeclaredAnswers) -> Bool) -> Bool {
    func holds(_ spec: ControllerSpec) -> Bool {
      body(spec.controller.declared) && spec.children.allSatisfy(holds)
        && spec.presentations.allSatisfy(holds)
    }
    for index in 0..<hierarchy.count where !body(hierarchy[ControllerID(index)].declared) {
      return false
    }
    for event in events {
      switch event {
      case .push(let spec, _), .present(let spec, _, _, _), .showWindow(let spec, _, _),
        .connectScene(let spec, _):
        if !holds(spec) { return false }
      case .setViewControllers(let stack, _): if !stack.allSatisfy(holds) { return false }
      case .declare(let declared, _): if !body(declared) { return false }
      default: break
      }
    }
    return true
  }
}
