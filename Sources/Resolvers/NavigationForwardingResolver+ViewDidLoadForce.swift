public import OrientationSpec

/// Seed 003's "目前的解决方案": a pushed screen sets `UIDevice.orientation` by key-value coding in `viewDidLoad`.
///
/// The article's listing, in the portrait screen:
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   let value = UIInterfaceOrientation.portrait.rawValue
///   UIDevice.current.setValue(value, forKey: "orientation")
/// }
/// ```
///
/// The value is an interface orientation's raw value sent as a device one,
/// which is right for the four poses (R20). Each screen forces the
/// orientation it wants: its declared preferred orientation when its declared
/// mask holds it, else the first of its declared mask in the order portrait,
/// landscape right, landscape left, upside down. A screen that declares no
/// mask has no such code. Its flaws stay:
/// - `viewDidLoad` runs once, when the screen is pushed: a pop back to it
///   forces nothing, so the article's defect remains for pops (R15);
/// - setting the value `UIDevice` already reports does nothing (no "unknown
///   first"), so a device held in that pose does not rotate (R19);
/// - from iOS 16 key-value coding logs E6 and moves nothing (R19).
public enum ViewDidLoadForce {
  /// The order a screen's mask is read in when it declares no preferred orientation it supports.
  public static let order: [InterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// The orientation `screen` forces in `viewDidLoad`, or `nil` when it has no such code.
  public static func wantedOrientation<Resolver>(of screen: ControllerHandle<Resolver>)
    -> InterfaceOrientation?
  {
    guard screen.kind == .content, screen.origin == .app,
      let mask = screen.declared.supportedInterfaceOrientations
    else { return nil }
    if let preferred = screen.declared.preferredInterfaceOrientationForPresentation,
      mask.contains(preferred)
    {
      return preferred
    }
    return mask.first(in: order)
  }

  /// After a push, the pushed screen's `setValue(_:forKey: "orientation")`; nothing after other events.
  public static func actions<Resolver>(after event: Event, subject: ControllerHandle<Resolver>?)
    -> [Event]
  {
    guard case .push = event, let subject, let wanted = wantedOrientation(of: subject) else {
      return []
    }
    return [.setDeviceOrientation(wanted.deviceOrientation)]
  }
}
