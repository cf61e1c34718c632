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
    let version = app.osVersion.major
    var style = controller.modalPresentationStyle
    if style == .automatic {
      style = version < 13 ? .fullScreen : version < 18 ? .pageSheet : .formSheet
    }
    if style == .none { style = .fullScreen }
    guard app.idiom == .phone else { return style }
    switch style {
    case .popover:
      if controller.options.contains(.preventsAdaptation) { return .popover }
      if version <= 12 { return .fullScreen }
      style = .formSheet
      fallthrough
    case .pageSheet, .formSheet:
      if version <= 12 { return .fullScreen }
      if version >= 15 && interfaceOrientation.isLandscape
        && assumptions.sheetFillsWindowInCompactHeight
      {
        return .fullScreen
      }
      return style
    case .currentContext, .overCurrentContext:
      return assumptions.contextStylesFillWindowWhenCompact ? .fullScreen : style
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
    switch adaptedStyle(
      of: controller, app: app, interfaceOrientation: interfaceOrientation, assumptions: assumptions
    )
    {
    case .fullScreen: true
    case .overFullScreen: assumptions.overFullScreenFillsWindow
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
  /// keeps the presenter's view always does (I2).
  @inlinable
  public static func decider(
    of window: WindowID, in hierarchy: Hierarchy, app: AppConfiguration,
    interfaceOrientation: InterfaceOrientation, assumptions: Assumptions
  ) -> ControllerID? {
    guard let root = hierarchy.windows[window.index].root else { return nil }
    var decider = root
    // The presentation chain, walked in place (the chain's iterator holds a copy of the hierarchy).
    var link = hierarchy.nextInPresentationChain(after: root.rawValue)
    while link != noIndex {
      defer { link = hierarchy.nextInPresentationChain(after: link) }
      let presented = ControllerID(Int(link))
      let controller = hierarchy[presented]
      if fillsWindow(
        controller, app: app, interfaceOrientation: interfaceOrientation, assumptions: assumptions)
      {
        decider = presented
      } else if controller.modalPresentationStyle == .custom
        || !assumptions.walksPastNonFillingPresentations
      {
        // A custom presentation that keeps the presenter's view inherits the presenter's
        // orientations, and nothing above it rotates on its own (radar 22401547 case 2, I2).
        break
      }
    }
    return decider
  }

  /// The frontmost controller of a window's presentation chain, whatever its style (what the user touches).
  @inlinable
  static func frontmost(of window: WindowID, in hierarchy: Hierarchy) -> ControllerID? {
    guard let root = hierarchy.windows[window.index].root else { return nil }
    var link = root.rawValue
    while case let next = hierarchy.nextInPresentationChain(after: link), next != noIndex {
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
    let key = hierarchy.keyWindow
    if assumptions.orientationWindow == .keyWindow, let key,
      hierarchy.windows[key.index].root != nil
    {
      return key
    }
    func frontmost(where included: (Window) -> Bool) -> WindowID? {
      var best: Int?
      for (index, window) in hierarchy.windows.enumerated() where included(window) {
        if best == nil || window.level >= hierarchy.windows[best!].level { best = index }
      }
      return best.map(WindowID.init)
    }
    return frontmost { $0.root != nil } ?? key ?? frontmost { _ in true }
  }
}
