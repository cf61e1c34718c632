extension System {
  /// The style a presentation takes after adaptation, on this idiom and version (R3).
  ///
  /// `.automatic` resolves first (`.fullScreen` before iOS 13, `.pageSheet` to
  /// iOS 17, `.formSheet` from 18); then compact-width iPhones adapt sheets
  /// (to iOS 12) and popovers (iOS 8–12, unless the adaptive delegate returns
  /// `.none`) to `.fullScreen`. From iOS 13 a popover in compact width behaves
  /// as a form sheet (XA1).
  @inlinable
  public static func adaptedStyle(
    of controller: Controller, app: AppConfiguration, interfaceOrientation: InterfaceOrientation,
    assumptions: Assumptions
  ) -> ModalPresentationStyle {
    withUnsafePointer(to: app) { app in
      withUnsafePointer(to: assumptions) { assumptions in
        adaptedStyle(
          controller.modalPresentationStyle, options: controller.options, app: app,
          interfaceOrientation: interfaceOrientation, assumptions: assumptions)
      }
    }
  }

  /// ``adaptedStyle(of:app:interfaceOrientation:assumptions:)`` reading the app and the
  /// assumptions in place: an evaluation borrows them, and a copy would retain their arrays.
  @inlinable
  static func adaptedStyle(
    _ presentationStyle: ModalPresentationStyle, options: ControllerOptions,
    app: UnsafePointer<AppConfiguration>, interfaceOrientation: InterfaceOrientation,
    assumptions: UnsafePointer<Assumptions>
  ) -> ModalPresentationStyle {
    let version = app.pointee.osVersion.major
    var style = presentationStyle
    if style == .automatic {
      style = version < 13 ? .fullScreen : version < 18 ? .pageSheet : .formSheet
    }
    if style == .none { style = .fullScreen }
    guard app.pointee.idiom == .phone else { return style }
    switch style {
    case .popover:
      if options.contains(.preventsAdaptation) { return .popover }
      if version <= 12 { return .fullScreen }
      style = .formSheet
      fallthrough
    case .pageSheet, .formSheet:
      if version <= 12 { return .fullScreen }
      if version >= 15 && interfaceOrientation.isLandscape
        && assumptions.pointee.sheetFillsWindowInCompactHeight
      {
        return .fullScreen
      }
      return style
    case .currentContext, .overCurrentContext:
      return assumptions.pointee.contextStylesFillWindowWhenCompact ? .fullScreen : style
    default:
      return style
    }
  }

  /// Whether a presented controller fills the window, so that it decides (R3).
  @inlinable
  public static func fillsWindow(
    _ controller: Controller, app: AppConfiguration, interfaceOrientation: InterfaceOrientation,
    assumptions: Assumptions
  ) -> Bool {
    withUnsafePointer(to: app) { app in
      withUnsafePointer(to: assumptions) { assumptions in
        fillsWindow(
          controller, app: app, interfaceOrientation: interfaceOrientation,
          assumptions: assumptions)
      }
    }
  }

  /// ``fillsWindow(_:app:interfaceOrientation:assumptions:)`` reading the app and the assumptions
  /// in place.
  @inlinable
  static func fillsWindow(
    _ controller: Controller, app: UnsafePointer<AppConfiguration>,
    interfaceOrientation: InterfaceOrientation, assumptions: UnsafePointer<Assumptions>
  ) -> Bool {
    switch adaptedStyle(
      controller.modalPresentationStyle, options: controller.options, app: app,
      interfaceOrientation: interfaceOrientation, assumptions: assumptions)
    {
    case .fullScreen: true
    case .overFullScreen: assumptions.pointee.overFullScreenFillsWindow
    case .custom: controller.options.contains(.removesPresentersView)
    default: false
    }
  }

  /// The controller UIKit asks in `window`: the last presented controller that fills the window,
  /// walking from the root; the root when none does; `nil` without a root (R1, R2).
  ///
  /// A controller being dismissed no longer counts. With
  /// ``Assumptions/walksPastNonFillingPresentations`` a sheet or popover in the
  /// middle of the chain does not stop the walk; a `.custom` presentation that
  /// keeps the presenter's view always does (I2). Such a presentation right above a deciding
  /// `.custom` one decides in its place under ``Assumptions/stackedCustomDecider`` `.upper`.
  @inlinable
  public static func decider(
    of window: WindowID, in hierarchy: Hierarchy, app: AppConfiguration,
    interfaceOrientation: InterfaceOrientation, assumptions: Assumptions
  ) -> ControllerID? {
    withUnsafePointer(to: hierarchy) { hierarchy in
      withUnsafePointer(to: app) { app in
        withUnsafePointer(to: assumptions) { assumptions in
          decider(
            of: window, in: hierarchy, app: app, interfaceOrientation: interfaceOrientation,
            assumptions: assumptions)
        }
      }
    }
  }

  /// ``decider(of:in:app:interfaceOrientation:assumptions:)`` reading its arguments in place: an
  /// evaluation borrows them, and a copy would retain each of their arrays.
  @inlinable @inline(__always)
  static func decider(
    of window: WindowID, in hierarchy: UnsafePointer<Hierarchy>,
    app: UnsafePointer<AppConfiguration>, interfaceOrientation: InterfaceOrientation,
    assumptions: UnsafePointer<Assumptions>
  ) -> ControllerID? {
    guard let root = hierarchy.pointee.windows[window.index].root else { return nil }
    return decider(
      from: root, app: app, interfaceOrientation: interfaceOrientation, assumptions: assumptions
    ) { hierarchy.pointee.nodes[Int($0)] }
  }

  /// The body both forms share: the decider of the window whose root is `root`, reading each
  /// node through `node` (an evaluation reads its node buffer).
  @inlinable @inline(__always)
  static func decider(
    from root: ControllerID, app: UnsafePointer<AppConfiguration>,
    interfaceOrientation: InterfaceOrientation, assumptions: UnsafePointer<Assumptions>,
    node: (Int32) -> Hierarchy.Node
  ) -> ControllerID {
    var decider = root
    // The presentation chain, walked in place (the chain's iterator holds a copy of the hierarchy).
    var previous = root.rawValue
    var link = Hierarchy.nextInPresentationChain(after: root.rawValue, node: node)
    while link != noIndex {
      defer {
        previous = link
        link = Hierarchy.nextInPresentationChain(after: link, node: node)
      }
      let presented = ControllerID(Int(link))
      let controller = node(link).controller
      if fillsWindow(
        controller, app: app, interfaceOrientation: interfaceOrientation, assumptions: assumptions)
      {
        decider = presented
      } else if controller.modalPresentationStyle == .custom {
        // A custom presentation that keeps the presenter's view inherits the presenter's
        // orientations, and nothing above it rotates on its own (radar 22401547 case 2, I2).
        // Right above a deciding custom presentation (one that removes its presenter's view),
        // `.upper` lets it decide: the stack is judged by its lower presentation.
        if assumptions.pointee.stackedCustomDecider == .upper, previous != root.rawValue,
          decider.rawValue == previous, node(previous).controller.modalPresentationStyle == .custom
        {
          decider = presented
        }
        break
      } else if !assumptions.pointee.walksPastNonFillingPresentations {
        break
      }
    }
    return decider
  }

  /// The frontmost controller of a window's presentation chain, whatever its style (what the user touches).
  @inlinable @inline(__always)
  static func frontmost(of window: WindowID, in hierarchy: UnsafePointer<Hierarchy>)
    -> ControllerID?
  {
    guard let root = hierarchy.pointee.windows[window.index].root else { return nil }
    var link = root.rawValue
    while case let next = Hierarchy.nextInPresentationChain(after: link, in: hierarchy),
      next != noIndex
    {
      link = next
    }
    return ControllerID(Int(link))
  }

  /// The window whose decider sets the interface orientation (1.6): with `.keyWindow`, the key
  /// window if it has a root; otherwise the frontmost window with a root (highest level, then
  /// last); with no root anywhere, the key window, else the frontmost window (R2).
  @inlinable
  public static func orientationWindow(in hierarchy: Hierarchy, assumptions: Assumptions)
    -> WindowID?
  {
    withUnsafePointer(to: hierarchy) {
      orientationWindow(in: $0, choosing: assumptions.orientationWindow)
    }
  }

  /// ``orientationWindow(in:assumptions:)`` reading the hierarchy in place, with the one
  /// assumption it depends on.
  @inlinable @inline(__always)
  static func orientationWindow(
    in hierarchy: UnsafePointer<Hierarchy>, choosing rule: Assumptions.OrientationWindow
  ) -> WindowID? {
    let count = hierarchy.pointee.windows.count
    // With several scenes, the focused scene's windows alone (each scene has its orientation).
    if hierarchy.pointee.listedScenes > 1 {
      return orientationWindow(inScenesOf: hierarchy, choosing: rule)
    }
    var key: Int?
    for index in 0..<count where hierarchy.pointee.windows[index].isKey {
      key = index
      break
    }
    if rule == .keyWindow, let key, hierarchy.pointee.windows[key].root != nil {
      return WindowID(key)
    }
    // The frontmost window with a root (highest level, then last), else the key window, else the
    // frontmost window.
    var best: Int?
    var bestAny: Int?
    for index in 0..<count {
      let level = hierarchy.pointee.windows[index].level
      if bestAny == nil || level >= hierarchy.pointee.windows[bestAny!].level { bestAny = index }
      if hierarchy.pointee.windows[index].root != nil,
        best == nil || level >= hierarchy.pointee.windows[best!].level
      {
        best = index
      }
    }
    return (best ?? key ?? bestAny).map(WindowID.init)
  }

  /// ``orientationWindow(in:choosing:)`` among the focused scene's windows: its key window (the
  /// app's key window, when it is in the scene) under `.keyWindow`, else its frontmost window
  /// with a root, else its frontmost window; `nil` when the scene has no window.
  @usableFromInline @inline(never)
  static func orientationWindow(
    inScenesOf hierarchy: UnsafePointer<Hierarchy>, choosing rule: Assumptions.OrientationWindow
  ) -> WindowID? {
    let scene = hierarchy.pointee.focusedScene
    let windows = hierarchy.pointee.windows
    var key: Int?
    var best: Int?
    var bestAny: Int?
    for index in windows.indices where windows[index].scene == scene {
      if windows[index].isKey { key = index }
      let level = windows[index].level
      if bestAny == nil || level >= windows[bestAny!].level { bestAny = index }
      if windows[index].root != nil, best == nil || level >= windows[best!].level { best = index }
    }
    if rule == .keyWindow, let key, windows[key].root != nil { return WindowID(key) }
    return (best ?? key ?? bestAny).map(WindowID.init)
  }
}
