import OrientationSpec

// The phone each step's card draws, and the page's style.

extension HTMLReport {
  /// A phone as the user holds it (turned to the device's pose; drawn flat and dashed when the
  /// pose is face up, face down or unknown), with the interface drawn on its screen as UIKit
  /// turned it: upright to the user when the two agree, sideways or upside down when not.
  static func phone(interface: InterfaceOrientation, device: DeviceOrientation) -> String {
    let held = deviceAngle(device)
    let ui = interfaceAngle(interface)
    let flat = held == nil
    let landscape = interface == .landscapeLeft || interface == .landscapeRight
    let (width, height) = landscape ? (68, 36) : (36, 68)
    return """
      <figure class="phone">
      <svg viewBox="-60 -60 120 120" width="120" height="120" role="img" \
      aria-label="interface \(interface), device \(device)">
      <g transform="rotate(\(held ?? 0))">
      <rect class="body\(flat ? " flat" : "")" x="-24" y="-44" width="48" height="88" rx="9"/>
      <rect class="speaker" x="-7" y="-40.5" width="14" height="2.5" rx="1.2"/>
      <g transform="rotate(\(-ui))">
      <rect class="screen" x="\(-width / 2)" y="\(-height / 2)" width="\(width)" height="\(height)" rx="2"/>
      <rect class="bar" x="\(-width / 2)" y="\(-height / 2)" width="\(width)" height="6"/>
      <path class="up" d="M 0 -9 L 7 1 L -7 1 Z"/>
      <text class="label" x="0" y="12">UI</text>
      </g>
      </g>
      </svg>
      <figcaption>\(escape("\(interface)"))<br><span>device \(escape("\(device)"))</span></figcaption>
      </figure>

      """
  }

  /// How far the phone is turned, clockwise, to the device's pose; `nil` when it is not held
  /// upright (face up, face down, unknown).
  static func deviceAngle(_ device: DeviceOrientation) -> Int? {
    switch device {
    case .portrait: 0
    case .portraitUpsideDown: 180
    // Home button on the right: the phone's top points left.
    case .landscapeLeft: -90
    case .landscapeRight: 90
    default: nil
    }
  }

  /// The device pose in which the interface orientation is upright, as ``deviceAngle(_:)``
  /// turns it (the landscape names swap between the two enumerations).
  static func interfaceAngle(_ interface: InterfaceOrientation) -> Int {
    switch interface {
    case .portraitUpsideDown: 180
    case .landscapeLeft: 90
    case .landscapeRight: -90
    default: 0
    }
  }

  static let style = """
    body { font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px;
      color: #1d1d1f; background: #fafafa; }
    h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 0 0 4px; }
    h3 { font-size: 15px; margin: 20px 0 8px; }
    h1.document { margin-bottom: 16px; }
    article { border-top: 3px solid #ddd; padding-top: 12px; margin-bottom: 32px; }
    .app { color: #555; margin: 0 0 8px; }
    .verdict { padding: 8px 12px; border-radius: 6px; margin: 8px 0; }
    .verdict.good { background: #e3f5e1; } .verdict.bad { background: #fde7e7; }
    ul.verdict { padding-left: 28px; }
    pre { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px;
      overflow-x: auto; font: 12px/1.35 Menlo, Consolas, monospace; }
    ol.steps { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
    li.step { display: flex; gap: 8px; width: 420px; background: #fff; border: 1px solid #ddd;
      border-radius: 8px; padding: 8px; }
    li.step.reaction { background: #f4f6fb; }
    li.step.skipped { opacity: 0.6; }
    li.step.exception { border-color: #d9822b; }
    li.step.failing { border: 2px solid #d93025; box-shadow: 0 0 0 3px #fde7e7; }
    .what p { margin: 2px 0; } .origin { color: #888; }
    .event { font-weight: 600; } .decider b { color: #0b57d0; }
    .exception-text { color: #b3261e; } .violation { color: #d93025; }
    figure.phone { margin: 0; text-align: center; font-size: 11px; color: #555; width: 120px; }
    figure.phone span { color: #888; }
    .body { fill: #2b2b2e; stroke: #111; stroke-width: 1.5; }
    .body.flat { fill: #6d6d72; stroke-dasharray: 4 3; }
    .speaker { fill: #555; }
    .screen { fill: #dbe8ff; } .bar { fill: #0b57d0; }
    .up { fill: #0b57d0; } .label { font: bold 10px sans-serif; fill: #0b57d0; text-anchor: middle; }
    .reproduce code { background: #fff; border: 1px solid #ddd; padding: 2px 4px; }
    """
}
