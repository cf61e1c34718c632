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
    // One app mask (no `setAppDelegateOrientations` event), the common case: checked as the
    // declarations are met, without collecting them.
    if !events.contains(where: { if case .setAppDelegateOrientations = $0 { true } else { false } })
    {
      let appMask = app.delegateOrientations ?? app.plistMask(assumptions).mask
      if appMask.intersection(.all).isEmpty { return false }
      let idiomDefault = app.idiom.defaultOrientations
      func holds(_ declared: DeclaredAnswers) -> Bool {
        let mask = declared.supportedInterfaceOrientations ?? idiomDefault
        if mask.intersection(appMask).isEmpty { return false }
        if let preferred = declared.preferredInterfaceOrientationForPresentation,
          !mask.intersection(appMask).contains(preferred)
        {
          return false
        }
        return true
      }
      func holds(_ spec: ControllerSpec) -> Bool {
        holds(spec.controller.declared) && spec.children.allSatisfy(holds)
          && spec.presentations.allSatisfy(holds)
      }
      for index in 0..<hierarchy.count where !holds(hierarchy[ControllerID(index)].declared) {
        return false
      }
      for event in events {
        switch event {
        case .push(let spec, _), .present(let spec, _, _, _), .showWindow(let spec, _, _):
          if !holds(spec) { return false }
        case .setViewControllers(let stack, _): if !stack.allSatisfy(holds) { return false }
        case .declare(let declared, _): if !holds(declared) { return false }
        default: break
        }
      }
      return true
    }
    var appMasks: [InterfaceOrientationMask] = [
      app.delegateOrientations ?? app.plistMask(assumptions).mask
    ]
    var declarations: [DeclaredAnswers] = hierarchy.ids.map { hierarchy[$0].declared }
    func collect(_ spec: ControllerSpec) {
      declarations.append(spec.controller.declared)
      spec.children.forEach(collect)
      spec.presentations.forEach(collect)
    }
    for event in events {
      switch event {
      case .push(let spec, _), .present(let spec, _, _, _), .showWindow(let spec, _, _):
        collect(spec)
      case .setViewControllers(let stack, _): stack.forEach(collect)
      case .declare(let declared, _): declarations.append(declared)
      case .setAppDelegateOrientations(let mask):
        appMasks.append(mask ?? app.plistMask(assumptions).mask)
      default: break
      }
    }
    let idiomDefault = app.idiom.defaultOrientations
    for appMask in appMasks {
      if appMask.intersection(.all).isEmpty { return false }
      for declared in declarations {
        let mask = declared.supportedInterfaceOrientations ?? idiomDefault
        if mask.intersection(appMask).isEmpty { return false }
        if let preferred = declared.preferredInterfaceOrientationForPresentation,
          !mask.intersection(appMask).contains(preferred)
        {
          return false
        }
      }
    }
    return true
  }
}
