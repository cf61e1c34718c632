public import OrientationSpec

extension Gen where Value == InterfaceOrientation {
  /// One of the four interface orientations; shrinks toward `.portrait`.
  public static let interfaceOrientation = Gen.element(of: InterfaceOrientation.valid)
}

extension Gen where Value == DeviceOrientation {
  /// Any device pose, flat and unknown included (one draw in four); shrinks toward `.portrait`.
  public static let deviceOrientation = Gen { source in Draw.deviceOrientation(&source) }
}

extension Gen where Value == InterfaceOrientationMask {
  /// A mask: mostly one UIKit names, sometimes any of the 16, the empty mask included.
  /// Shrinks toward `.all`.
  public static let mask = Gen { source in Draw.mask(&source) }
}

extension Gen where Value == ModalPresentationStyle {
  /// A presentation style; shrinks toward `.fullScreen`.
  public static let presentationStyle = Gen { source in Draw.presentationStyle(&source) }
}

extension Gen where Value == OSVersion {
  /// Any supported iOS version: one of the ranges in which the specification behaves alike
  /// (``OSVersion/ranges``), iOS 16 to 25 three times as likely as each other, then a version in
  /// it. Shrinks toward iOS 17.
  public static let osVersion = Gen { source in Draw.osVersion(&source) }
}

extension Gen where Value == DeclaredAnswers {
  /// What a subclass declares: each answer absent (the shrink target) or drawn.
  public static let declaredAnswers = Gen { source in Draw.declaredAnswers(&source) }
}

/// The domain's draws as plain functions: the hot path of generation calls these directly (no
/// closure, no lazily initialised global), and the `Gen` values above wrap them.
public enum Draw {
  /// See ``Gen/deviceOrientation``: a weighted choice between the upright poses (weight 6) and
  /// the flat and unknown ones (weight 2), then one of the group, as the `Gen.weighted` of two
  /// `Gen.element(of:)` it replaces drew it.
  @inlinable public static func deviceOrientation(_ source: inout some ChoiceDrawing)
    -> DeviceOrientation
  {
    if source.draw(weights: [6, 2] as InlineArray<2, Int>) == 0 {
      switch source.draw(below: 4) {
      case 0: return .portrait
      case 1: return .landscapeLeft
      case 2: return .landscapeRight
      default: return .portraitUpsideDown
      }
    }
    switch source.draw(below: 3) {
    case 0: return .faceUp
    case 1: return .faceDown
    default: return .unknown
    }
  }

  /// See ``Gen/osVersion``.
  @inlinable public static func osVersion(_ source: inout some ChoiceDrawing) -> OSVersion {
    let range = versionRanges[source.draw(weights: versionRangeWeights)]
    return range[Int(source.draw(below: UInt64(range.count)))]
  }

  /// ``OSVersion/ranges`` in the order ``osVersion(_:)`` draws them: the range holding iOS 17
  /// first, with iOS 17 first in it, so that a version shrinks toward iOS 17.
  @usableFromInline static let versionRanges: [[OSVersion]] = {
    var ranges = OSVersion.ranges
    let today = ranges.firstIndex { $0.contains(.iOS17) } ?? 0
    var first = ranges.remove(at: today)
    first.removeAll { $0 == .iOS17 }
    return [[.iOS17] + first] + ranges
  }()

  /// Each range's weight: today's (iOS 16 to 25, where most apps run) three times another's.
  @usableFromInline static let versionRangeWeights: [Int] =
    [3] + Array(repeating: 1, count: versionRanges.count - 1)

  /// See ``Gen/mask``.
  @inlinable @inline(__always)
  public static func mask(_ source: inout some ChoiceDrawing) -> InterfaceOrientationMask {
    if !source.draw(chance: 1, in: 4) {
      switch source.draw(below: 6) {
      case 0: return .all
      case 1: return .portrait
      case 2: return .landscape
      case 3: return .allButUpsideDown
      case 4: return .landscapeRight
      default: return .landscapeLeft
      }
    }
    return InterfaceOrientationMask(rawValue: UInt(source.draw(below: 16)) << 1)
  }

  /// See ``Gen/presentationStyle``.
  @inlinable public static func presentationStyle(_ source: inout some ChoiceDrawing)
    -> ModalPresentationStyle
  {
    switch source.draw(below: 9) {
    case 0: .fullScreen
    case 1: .overFullScreen
    case 2: .pageSheet
    case 3: .formSheet
    case 4: .automatic
    case 5: .popover
    case 6: .overCurrentContext
    case 7: .currentContext
    default: .custom
    }
  }

  /// One of the four interface orientations, raw-value order; shrinks toward `.portrait`.
  @inlinable @inline(__always)
  public static func interfaceOrientation(_ source: inout some ChoiceDrawing)
    -> InterfaceOrientation
  {
    InterfaceOrientation(rawValue: Int(source.draw(below: 4)) + 1)!
  }

  /// See ``Gen/declaredAnswers``; with `kept` (``keptOrientations(_:)``), the answers meet it.
  @inlinable @inline(__always)
  public static func declaredAnswers(
    _ source: inout some ChoiceDrawing, keeping kept: InterfaceOrientationMask = []
  ) -> DeclaredAnswers {
    var declared = DeclaredAnswers()
    if source.draw(chance: 1, in: 2) { declared.supportedInterfaceOrientations = mask(&source) }
    if source.draw(chance: 1, in: 4) { declared.shouldAutorotate = source.draw(below: 2) == 0 }
    if source.draw(chance: 1, in: 3) {
      declared.preferredInterfaceOrientationForPresentation = interfaceOrientation(&source)
    }
    if source.draw(chance: 1, in: 6) {
      declared.prefersStatusBarHidden = source.draw(below: 2) == 1
    }
    if source.draw(chance: 1, in: 6) {
      switch source.draw(below: 3) {
      case 0: declared.preferredStatusBarStyle = .default
      case 1: declared.preferredStatusBarStyle = .lightContent
      default: declared.preferredStatusBarStyle = .darkContent
      }
    }
    if source.draw(chance: 1, in: 6) { declared.forbidsInteractivePop = source.draw(below: 2) == 1 }
    if !kept.isEmpty { declared.keep(kept) }
    return declared
  }
}

extension Gen where Value == AppConfiguration {
  /// An application: idiom, version, Info.plist variants (missing key, empty list, lists, the
  /// `~ipad` key), the app delegate's mask or none, `UIRequiresFullScreen`. Shrinks toward an
  /// iPhone on iOS 17 with the template plist and no delegate.
  public static let appConfiguration = Gen { source in Draw.appConfiguration(&source) }
}

extension Draw {
  /// See ``Gen/appConfiguration``; with `kept` (``keptOrientations(_:)``), every app mask keeps it.
  public static func appConfiguration(
    _ source: inout some ChoiceDrawing, keeping kept: InterfaceOrientationMask = []
  ) -> AppConfiguration {
    var app = AppConfiguration()
    app.idiom = source.draw(chance: 1, in: 3) ? .pad : .phone
    app.osVersion = osVersion(&source)
    switch source.draw(below: 6) {
    case 0: app.plistOrientations = [.portrait, .landscapeLeft, .landscapeRight]
    case 1: app.plistOrientations = [.portrait]
    case 2: app.plistOrientations = InterfaceOrientation.valid
    case 3: app.plistOrientations = [.landscapeRight, .landscapeLeft]
    case 4: app.plistOrientations = nil
    default: app.plistOrientations = []
    }
    if source.draw(chance: 1, in: 4) {
      app.padPlistOrientations =
        source.draw(below: 2) == 0 ? InterfaceOrientation.valid : [.portrait]
    }
    if source.draw(chance: 1, in: 2) {
      app.delegateOrientations = mask(&source)
    }
    app.requiresFullScreen = source.draw(chance: 1, in: 4)
    app.viewControllerBasedStatusBarAppearance = !source.draw(chance: 1, in: 8)
    app.keep(kept)
    return app
  }
}
