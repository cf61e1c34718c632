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
